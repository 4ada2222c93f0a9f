#include "widgets/compare/compare_panel.h"

#include "core/ablation/loaded_ablation.h"
#include "core/ablation/run_set.h"
#include "core/runs/run_folder.h"
#include "core/util/continue_queued.h"
#include "core/runs/run_annotation.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "widgets/common/message_banner.h"
#include "widgets/common/metric_choice.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/compare_exporter.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/compare/config_diff_model.h"
#include "widgets/compare/parallel_coordinates_view.h"
#include "widgets/compare/results_table_model.h"
#include "widgets/compare/run_picker_dialog.h"
#include "widgets/compare/run_styler.h"

#include <QLocale>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QResizeEvent>
#include <QMenu>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QLabel *caption(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setContentsMargins(8, 0, 2, 0);
    return label;
}

} // namespace

ComparePanel::ComparePanel(WorkbenchSession &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    connect(&m_session, &WorkbenchSession::workspaceChanged, this, [this] {
        m_requested = false;
        if (isVisible() && !m_autoOpening)
            openDefault();
    });
    setObjectName(u"compare"_s);

    auto *toolbar = new QToolBar(this);
    toolbar->setObjectName(u"compareToolBar"_s);
    auto *runsButton = new QToolButton(toolbar);
    runsButton->setText(tr("Runs"));
    runsButton->setPopupMode(QToolButton::InstantPopup);
    auto *runsMenu = new QMenu(runsButton);
    // The runs' records and metrics are read off the GUI thread; the dialog opens when they are.
    runsMenu->addAction(tr("Pick runs…"), this, [this] {
        const QString runsDir = Workspace(m_session.workspaceDir()).runsDir();
        const QStringList runDirs = m_session.workspaceIndex().recordedRunDirs();
        m_tasks.run(this, [runsDir, runDirs] { return RunPickerDialog::entriesIn(runsDir, runDirs); },
                    [this](const auto &runs) {
                        RunPickerDialog dialog(runs, this);
                        if (dialog.exec() == QDialog::Accepted && !dialog.selectedRunDirs().isEmpty())
                            openRuns(dialog.selectedRunDirs());
                    });
    });
    runsMenu->addAction(tr("An ablation's runs…"), this, [this] {
        const QStringList paths = m_session.workspaceIndex().ablations();
        QStringList names;
        for (const QString &path : paths)
            names << QFileInfo(path).completeBaseName();
        if (names.isEmpty()) {
            showMessage(tr("This workspace has no ablation yet: design one in the Ablation panel."));
            return;
        }
        bool ok = false;
        const QString name = QInputDialog::getItem(this, tr("Compare an ablation"), tr("Ablation:"), names, 0, false, &ok);
        if (ok && names.contains(name))
            openAblation(paths.at(names.indexOf(name)));
    });
    runsMenu->addAction(tr("All runs of the workspace"), this, &ComparePanel::openAllRuns);
    runsButton->setMenu(runsMenu);
    toolbar->addWidget(runsButton);

    m_metric = new QComboBox(toolbar);
    m_metric->setObjectName(u"metric"_s);
    m_metric->setMinimumContentsLength(12);
    m_colorBy = new QComboBox(toolbar);
    m_colorBy->setObjectName(u"colorBy"_s);
    m_colorBy->setMinimumContentsLength(14);
    m_mode = new QComboBox(toolbar);
    m_mode->setObjectName(u"curveMode"_s);
    m_mode->addItem(tr("runs"));
    m_mode->addItem(tr("mean ± band over seeds"));
    m_mode->addItem(tr("runs + mean"));
    m_smoothing = new QSlider(Qt::Horizontal, toolbar);
    m_smoothing->setObjectName(u"smoothing"_s);
    m_smoothing->setRange(0, 99);
    m_smoothing->setValue(60);
    m_smoothing->setMaximumWidth(110);
    m_smoothing->setMinimumWidth(70); // a narrow window squeezed it to nothing
    m_smoothingLabel = new QLabel(QLocale().toString(0.6, 'f', 2), toolbar);
    m_xAxis = new QComboBox(toolbar);
    m_xAxis->addItem(tr("step"), int(XAxis::Step));
    m_xAxis->addItem(tr("relative time"), int(XAxis::RelativeTime));
    m_xAxis->addItem(tr("wall time"), int(XAxis::WallTime));
    //: check box: logarithmic y axis
    m_logY = new QCheckBox(tr("log y"), toolbar);
    auto *exportButton = new QToolButton(toolbar);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("Curves as PNG, SVG or PDF…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export curves"), u"curves.png"_s,
                                                          tr("Images (*.png *.svg *.pdf)"));
        if (!path.isEmpty())
            m_exporter->exportInBackground(CompareExporter::Export::Curves, path);
    });
    exportMenu->addAction(tr("Parallel coordinates as PNG, SVG or PDF…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export parallel coordinates"), u"parallel.png"_s,
                                                          tr("Images (*.png *.svg *.pdf)"));
        if (!path.isEmpty())
            m_exporter->exportInBackground(CompareExporter::Export::ParallelCoordinates, path);
    });
    exportMenu->addAction(tr("Results as CSV…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export results"), u"results.csv"_s, tr("CSV (*.csv)"));
        if (!path.isEmpty())
            m_exporter->exportInBackground(CompareExporter::Export::ResultsCsv, path);
    });
    exportMenu->addAction(tr("Markdown report with figures…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export report"), u"report.md"_s, tr("Markdown (*.md)"));
        if (!path.isEmpty())
            m_exporter->exportInBackground(CompareExporter::Export::Report, path);
    });
    exportMenu->addAction(tr("Shareable HTML report…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export HTML report"), u"report.html"_s, tr("HTML (*.html)"));
        if (!path.isEmpty())
            m_exporter->exportHtmlReport(path);
    });
    exportButton->setMenu(exportMenu);

    toolbar->addWidget(caption(tr("Metric"), toolbar));
    toolbar->addWidget(m_metric);
    toolbar->addWidget(caption(tr("Colour by"), toolbar));
    toolbar->addWidget(m_colorBy);
    toolbar->addWidget(caption(tr("Show"), toolbar));
    toolbar->addWidget(m_mode);
    // Two rows: at 1024 px one row put Export behind the toolbar's "»". What to compare and
    // Export on the first; how to draw it on the second.
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addWidget(exportButton);
    auto *viewBar = new QToolBar(this);
    viewBar->setObjectName(u"compareViewBar"_s);
    m_smoothing->setParent(viewBar);
    m_smoothingLabel->setParent(viewBar);
    m_xAxis->setParent(viewBar);
    m_logY->setParent(viewBar);
    viewBar->addWidget(caption(tr("Smoothing"), viewBar));
    viewBar->addWidget(m_smoothing);
    viewBar->addWidget(m_smoothingLabel);
    //: label of the x-axis choice (step, wall time, relative time)
    viewBar->addWidget(caption(tr("x"), viewBar));
    viewBar->addWidget(m_xAxis);
    viewBar->addWidget(m_logY);

    // Second row: how the results table judges the metric.
    auto *judging = new QHBoxLayout;
    m_at = new QComboBox(this);
    m_at->setObjectName(u"resultAt"_s);
    addMetricAtItems(m_at);
    m_atStep = new QSpinBox(this);
    m_atStep->setRange(0, 1000000000);
    m_atStep->setEnabled(false);
    m_goal = new QComboBox(this);
    addMetricGoalItems(m_goal);
    m_baseline = new QComboBox(this);
    m_baseline->setObjectName(u"baseline"_s);
    m_baseline->setMinimumContentsLength(16);
    judging->addWidget(new QLabel(tr("Results:"), this));
    judging->addWidget(m_at);
    judging->addWidget(m_atStep);
    judging->addWidget(m_goal);
    judging->addWidget(new QLabel(tr("Baseline:"), this));
    judging->addWidget(m_baseline);
    judging->addStretch(1);

    m_curves = new CompareCurvesView(this);
    m_parallel = new ParallelCoordinatesView(this);
    m_results = new ResultsTableModel(this);
    m_resultsProxy = new QSortFilterProxyModel(this);
    m_resultsProxy->setSourceModel(m_results);
    m_resultsProxy->setSortRole(ResultsTableModel::SortRole);
    m_resultsView = new QTableView(this);
    m_resultsView->setObjectName(u"results"_s);
    m_resultsView->setModel(m_resultsProxy);
    m_resultsView->setSortingEnabled(true);
    m_resultsView->verticalHeader()->hide();
    m_resultsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_diff = new ConfigDiffModel(this);
    m_diffView = new QTableView(this);
    m_diffView->setObjectName(u"configDiff"_s);
    m_diffView->setModel(m_diff);
    m_diffView->verticalHeader()->hide();
    m_diffView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_resultsView, tr("Results"));
    m_tabs->addTab(m_diffView, tr("Config diff"));
    m_runList = new CompareRunsView(this);
    connect(m_runList, &CompareRunsView::annotateRequested, this, &ComparePanel::annotate);
    // The run selected in the Runs tab stands out in the curves, also inside an envelope; the
    // runs its filter hides are not drawn.
    connect(m_runList, &CompareRunsView::runSelected, m_curves, &CompareCurvesView::setHighlightedRun);
    connect(m_runList, &CompareRunsView::shownRunsChanged, this, [this] {
        QSet<QString> hidden;
        if (m_runs)
            for (const RunSet::Run &run : m_runs->runs())
                hidden.insert(run.runId);
        for (const QString &runId : m_runList->shownRuns())
            hidden.remove(runId);
        m_curves->setHiddenRuns(hidden);
    });
    m_exporter = new CompareExporter({[this] { return m_runs; }, m_curves, m_parallel, m_results, m_diff, m_runList,
                                      m_colorBy, m_smoothing, m_smoothingLabel, m_logY},
                                     this);
    connect(m_exporter, &CompareExporter::message, this, &ComparePanel::showMessage);
    m_tabs->addTab(m_runList, tr("Runs, tags and notes"));
    m_message = new MessageBanner(this);
    m_message->setObjectName(u"message"_s);
    m_message->setDismissible(false); // the panel's status line: the next message replaces it
    m_kernelAb = new QLabel(this);
    m_kernelAb->setObjectName(u"kernelAb"_s);
    m_kernelAb->setWordWrap(true);
    m_kernelAb->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_kernelAb->setToolTip(tr("Runs that differ in whether a kernel replaces a module: each seed's final loss with "
                              "and without it, and the step times of the two arms"));
    m_kernelAb->hide();

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_curves);
    top->addWidget(m_parallel);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    auto *page = new QSplitter(Qt::Vertical, this);
    page->addWidget(top);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_kernelAb);
    bottomLayout->addLayout(judging);
    bottomLayout->addWidget(m_tabs, 1);
    page->addWidget(bottom);
    page->setStretchFactor(0, 3);
    page->setStretchFactor(1, 2);
    page->setSizes({560, 340});
    top->setSizes({800, 520});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(toolbar);
    layout->addWidget(viewBar);
    layout->addWidget(page, 1);
    layout->addWidget(m_message);

    connect(m_metric, &QComboBox::currentTextChanged, this, [this] {
        if (!m_updating)
            updateMetric();
    });
    connect(m_colorBy, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_curves->setColorBy(m_colorBy->currentData().toString());
        updateParallel();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_curves->setMode(static_cast<CompareCurvesView::Mode>(index));
    });
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int value) {
        const double weight = value / 100.0;
        m_smoothingLabel->setText(QLocale().toString(weight, 'f', 2));
        m_curves->setSmoothing(weight);
        m_results->setSmoothing(weight);
        updateParallel();
    });
    connect(m_xAxis, &QComboBox::currentIndexChanged, this, [this] {
        m_curves->setXAxis(static_cast<XAxis>(m_xAxis->currentData().toInt()));
    });
    connect(m_logY, &QCheckBox::toggled, m_curves, &CompareCurvesView::setLogY);
    for (QComboBox *box : {m_at, m_goal})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_updating)
                updateMetric();
        });
    connect(m_atStep, &QSpinBox::editingFinished, this, &ComparePanel::updateMetric);
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_results->setBaselineHash(m_baseline->currentData().toString());
        updateParallel();
    });
}

ComparePanel::~ComparePanel() = default;

void ComparePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_requested && !m_autoOpening)
        openDefault();
}

void ComparePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitKernelAbHeight();
}

void ComparePanel::fitKernelAbHeight()
{
    if (m_kernelAb->isHidden())
        return;
    // The label spans the panel less the layouts' margins.
    const int width = std::max(200, this->width() - 40);
    m_kernelAb->setMinimumHeight(m_kernelAb->heightForWidth(width));
}

void ComparePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_runs)
        updateParallel();
}

void ComparePanel::openDefault()
{
    // Shown with nothing asked for yet: the workspace's first ablation (its metric and
    // baseline), else all of its runs, so a newcomer sees the work that is there.
    WorkspaceIndex &index = m_session.workspaceIndex();
    m_autoOpening = true;
    if (!index.isScanned()) {
        connect(&index, &WorkspaceIndex::scanned, this, &ComparePanel::openDefault, Qt::SingleShotConnection);
        return;
    }
    m_autoOpening = false;
    if (m_requested)
        return; // the user (or a caller) opened something meanwhile
    const bool anyRun = !index.snapshot().runFolders.isEmpty();
    if (anyRun && !index.ablations().isEmpty())
        openAblation(index.ablations().first());
    else if (anyRun)
        openAllRuns();
}

void ComparePanel::showMessage(const QString &text, bool error)
{
    m_message->showMessage(error ? MessageBanner::Kind::Error : MessageBanner::Kind::Info, text);
    Q_EMIT message(text);
}

void ComparePanel::openRuns(const QStringList &runDirs)
{
    m_requested = true;
    showMessage(tr("Reading %n run(s)…", nullptr, int(runDirs.size())));
    // A newer request supersedes a load still in flight.
    m_load.cancel();
    struct Loaded
    {
        std::shared_ptr<const RunSet> runs;
        std::optional<KernelAbComparison> kernelAb;
    };
    m_load = m_tasks.run(
        this,
        [runDirs] {
            auto runs = std::make_shared<RunSet>(RunSet::load(runDirs));
            std::vector<KernelAbComparison::Run> abRuns;
            for (const RunSet::Run &run : runs->runs())
                abRuns.push_back({run.runId, run.dir, run.config, run.seed});
            auto kernelAb = KernelAbComparison::from(abRuns, runs->store());
            return Loaded{std::move(runs), std::move(kernelAb)};
        },
        [this](const Loaded &loaded) { showRunSet(loaded.runs, loaded.kernelAb); });
}

void ComparePanel::openAllRuns()
{
    m_requested = true;
    m_load.cancel();
    WorkspaceIndex &index = m_session.workspaceIndex();
    if (!index.isScanned()) {
        connect(&index, &WorkspaceIndex::scanned, this, &ComparePanel::openAllRuns, Qt::SingleShotConnection);
        return;
    }
    openRuns(index.recordedRunDirs());
}

void ComparePanel::openAblation(const QString &ablationFile)
{
    m_requested = true;
    struct Opened
    {
        Result<LoadedAblation> ablation;
        QStringList dirs;
    };
    const auto show = [this](const Opened &opened) {
        if (!opened.ablation) {
            showMessage(opened.ablation.error().message, true);
            return;
        }
        const LoadedAblation &ablation = *opened.ablation;
        const int baseline = ablation.expansion.baselineCell();
        m_pendingBaseline = baseline >= 0 ? ablation.expansion.cells()[size_t(baseline)].hash : QString();
        m_pendingMetric = ablation.spec.metric().name;
        m_updating = true;
        m_at->setCurrentIndex(int(ablation.spec.metric().at));
        m_atStep->setValue(int(ablation.spec.metric().step));
        m_goal->setCurrentIndex(ablation.spec.metric().goal == AblationMetric::Goal::Max ? 1 : 0);
        m_updating = false;
        if (opened.dirs.isEmpty()) {
            showMessage(tr("No run of %1 has been launched yet.").arg(ablation.spec.name()), true);
            return;
        }
        openRuns(opened.dirs);
    };
    m_load.cancel();
    m_load = m_tasks.run(this, [ablationFile]() -> Opened {
        Opened opened{LoadedAblation::load(ablationFile), {}};
        if (opened.ablation) {
            const QString runsDir = Workspace(opened.ablation->workspaceRoot()).runsDir();
            for (const AblationRun &run : opened.ablation->expansion.runs())
                if (const RunFolder folder = RunFolder::in(runsDir, run.runId); folder.hasRecord())
                    opened.dirs << folder.dir();
        }
        return opened;
    }, show);
}

void ComparePanel::showRunSet(std::shared_ptr<const RunSet> runs, const std::optional<KernelAbComparison> &kernelAb)
{
    m_runs = std::move(runs);
    m_kernelAb->setVisible(kernelAb.has_value());
    m_kernelAb->setText(kernelAb ? kernelAb->text() : QString());
    fitKernelAbHeight();
    m_updating = true;
    const QString previousMetric = m_pendingMetric.isEmpty() ? m_metric->currentText() : m_pendingMetric;
    m_metric->clear();
    m_metric->addItems(m_runs->metrics());
    const int metricIndex = m_metric->findText(previousMetric);
    m_metric->setCurrentIndex(metricIndex >= 0 ? metricIndex : 0);
    // Colour by: the config keys that differ (except the seed, which sets the line style).
    m_colorBy->clear();
    m_colorBy->addItem(tr("cell"), QString());
    ConfigDiffModel diff;
    diff.setRunSet(m_runs);
    for (const QString &path : diff.paths())
        if (path != u"train.seed"_s)
            m_colorBy->addItem(path, path);
    if (m_colorBy->count() == 2)
        m_colorBy->setCurrentIndex(1);
    m_updating = false;

    m_diff->setRunSet(m_runs);
    // The curves first: the run list's filter then tells them which runs it hides.
    m_curves->setRunSet(m_runs, m_metric->currentText(), m_colorBy->currentData().toString());
    m_runList->setRunSet(m_runs);
    m_results->setRunSet(m_runs);
    updateMetric();
    updateBaselineChoices();
    //: Joins "3 runs" and "2 cells".
    QString text = tr("%1, %2.").arg(tr("%n run(s)", nullptr, int(m_runs->runs().size())),
                                     tr("%n cell(s)", nullptr, m_results->rowCount()));
    if (!m_runs->problems().isEmpty())
        text += u' ' + tr("Not read: %1").arg(m_runs->problems().join(u"; "_s));
    showMessage(text, !m_runs->problems().isEmpty());
    m_pendingMetric.clear();
    Q_EMIT loaded(int(m_runs->runs().size()));
}

void ComparePanel::updateMetric()
{
    AblationMetric metric;
    metric.name = m_metric->currentText();
    metric.goal = m_goal->currentData().toString() == u"max"_s ? AblationMetric::Goal::Max : AblationMetric::Goal::Min;
    const QString at = m_at->currentData().toString();
    metric.at = at == u"best"_s ? AblationMetric::At::Best : at == u"step"_s ? AblationMetric::At::Step
                                                                             : AblationMetric::At::Final;
    metric.step = m_atStep->value();
    m_atStep->setEnabled(metric.at == AblationMetric::At::Step);
    if (metric.name.isEmpty())
        return;
    if (m_curves->metric() != metric.name)
        m_curves->setMetric(metric.name);
    m_results->setMetric(metric);
    // Best first by the smoothed metric.
    m_resultsView->sortByColumn(m_results->smoothedColumn(),
                                metric.goal == AblationMetric::Goal::Min ? Qt::AscendingOrder : Qt::DescendingOrder);
    updateParallel();
}

void ComparePanel::updateBaselineChoices()
{
    m_updating = true;
    const QString wanted = m_pendingBaseline.isEmpty() ? m_baseline->currentData().toString() : m_pendingBaseline;
    m_baseline->clear();
    m_baseline->addItem(tr("(none)"), QString());
    const ResultTable &table = m_results->table();
    for (const ResultTable::Row &row : table.rows()) {
        QStringList values;
        for (qsizetype v = 0; v < table.variables().size(); ++v)
            values << toQString(canonicalJson(row.values[size_t(v)]));
        m_baseline->addItem(values.isEmpty() ? row.hash : u"%1 (%2)"_s.arg(row.hash, values.join(u", "_s)), row.hash);
    }
    const int index = m_baseline->findData(wanted);
    m_baseline->setCurrentIndex(index >= 0 ? index : 0);
    m_updating = false;
    m_pendingBaseline.clear();
    m_results->setBaselineHash(m_baseline->currentData().toString());
    updateParallel();
}

void ComparePanel::setMetric(const QString &metric)
{
    const int index = m_metric->findText(metric);
    if (index >= 0)
        m_metric->setCurrentIndex(index);
}

void ComparePanel::setColorBy(const QString &path)
{
    const int index = m_colorBy->findData(path);
    if (index >= 0)
        m_colorBy->setCurrentIndex(index);
}

void ComparePanel::updateParallel()
{
    QHash<QString, QColor> colors;
    if (m_runs) {
        const RunStyler styler(*m_runs, m_colorBy->currentData().toString());
        for (const RunSet::Run &run : m_runs->runs())
            colors.insert(run.hash, styler.cellColor(run.hash));
    }
    m_parallel->setTable(m_results->table(), colors);
}

// Tags and notes edited in the Runs tab are saved through the session's RunService, in the
// folder that holds the run (Compare opens runs from anywhere), off the GUI thread.
void ComparePanel::annotate(const QString &runsDir, const QString &runId, const RunAnnotation &annotation)
{
    continueQueued(m_session.runService().annotate(runsDir, runId, annotation), this, [this, runId](const Result<RunRecord> &record) {
        m_runList->annotationSaved(runId, record);
        if (record)
            showMessage(tr("Saved the tags and notes of %1.").arg(runId));
        else
            showMessage(record.error().message, true);
    });
}

} // namespace twb
