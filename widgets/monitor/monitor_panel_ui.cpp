// MonitorPanel, part 4: the panel's widgets. The run column (the runs, their buttons, the
// checks and alerts), the diagnose strip above the plots with its dialogs, and the plot
// controls with the plots and the log. Behaviour is in monitor_panel.cpp and the other parts.
#include "widgets/monitor/monitor_panel.h"

#include "widgets/common/button_shortcut.h"
#include "widgets/common/flow_layout.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/checkpoint_browser.h"
#include "widgets/monitor/host_strip.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/profile_view.h"
#include "widgets/monitor/run_annotation_editor.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/stack_view.h"
#include "widgets/monitor/verification_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

void MonitorPanel::buildUi()
{
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    buildRunColumn(split);
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->addLayout(buildDiagnoseStrip(right));
    buildDiagnoseDialogs();
    buildPlotColumn(right, rightLayout);
    connect(m_hostStrip, &HostStrip::hostClicked, m_log, &LogView::setHost);
    split->setStretchFactor(1, 3);
    split->setSizes({340, 1100});
    updateButtons();
}

QWidget *MonitorPanel::buildRunColumn(QWidget *parent)
{
    auto *left = new QWidget(parent);
    auto *leftLayout = new QVBoxLayout(left);
    // Both button rows wrap in a narrow window (1024 px) rather than push it wider.
    auto *topButtons = new FlowLayout;
    auto *launch = new QPushButton(tr("Launch…"), left);
    launch->setObjectName(u"launch"_s);
    auto *import = new QPushButton(tr("Import…"), left);
    import->setObjectName(u"import"_s);
    topButtons->addWidget(launch);
    topButtons->addWidget(import);
    m_attachButton = new QPushButton(tr("Attach…"), left);
    m_attachButton->setObjectName(u"attachJob"_s);
    m_attachButton->setToolTip(tr("Attach to a running job the workbench did not launch (`tpuwb run attach`)"));
    topButtons->addWidget(m_attachButton);
    leftLayout->addLayout(topButtons);
    m_filterEdit = new RunFilterEdit(left);
    leftLayout->addWidget(m_filterEdit);
    m_runs = new RunListModel(this);
    m_runView = new QTableView(left);
    m_runView->setObjectName(u"runs"_s);
    m_runView->setModel(m_runs);
    m_runView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runView->verticalHeader()->hide();
    m_runView->horizontalHeader()->setSectionResizeMode(RunListModel::RunColumn, QHeaderView::Stretch);
    m_runView->setWordWrap(false);   // one line per run; the whole name and the id are on hover
    leftLayout->addWidget(m_runView, 1);
    m_runFilter = new RunListFilter(
        m_runView, m_runs, m_filterEdit, [this] { return m_service.runsDir(); },
        [this]() -> const RunListFilter::Configs & { return m_index.snapshot().runConfigs; }, this);
    auto *runButtons = new FlowLayout;
    m_stop = new QPushButton(tr("Stop"), left);
    m_stop->setObjectName(u"stop"_s);
    m_resume = new QPushButton(tr("Resume"), left);
    m_resume->setObjectName(u"resume"_s);
    m_resume->setToolTip(tr("Start again from the newest checkpoint"));
    m_relaunch = new QPushButton(tr("Relaunch"), left);
    m_relaunch->setObjectName(u"relaunch"_s);
    m_relaunch->setToolTip(tr("Start again from step 0"));
    runButtons->addWidget(m_stop);
    m_detach = new QPushButton(tr("Detach"), left);
    m_detach->setObjectName(u"detach"_s);
    m_detach->setToolTip(tr("Stop following this attached job; the job itself goes on untouched"));
    runButtons->addWidget(m_detach);
    runButtons->addWidget(m_resume);
    runButtons->addWidget(m_relaunch);
    leftLayout->addLayout(runButtons);
    m_annotation = new RunAnnotationEditor(left);
    leftLayout->addWidget(m_annotation);
    connect(m_annotation, &RunAnnotationEditor::saveRequested, this, &MonitorPanel::annotateRun);
    m_status = new QLabel(left);
    m_status->setObjectName(u"status"_s);
    m_status->setWordWrap(true);
    leftLayout->addWidget(m_status);
    m_checks = new VerificationView(left);
    leftLayout->addWidget(m_checks);
    m_alertList = new AlertList(left);
    leftLayout->addWidget(m_alertList);

    connect(m_runView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QString runId = current.isValid() ? m_runs->data(current, RunListModel::RunIdRole).toString() : QString();
                if (!runId.isEmpty() && runId != m_current)
                    openRun(runId);
            });
    connect(m_checks, &VerificationView::verifyRequested, this, [this] { verifyRun(m_current); });
    connect(launch, &QPushButton::clicked, this, [this] {
        // The machines' names come from the registry, read off the GUI thread.
        m_tasks.run(this, [access = m_service.machineAccess()] { return access.machineNames(); },
                    [this](const QStringList &machines) { showLaunchDialog(machines); });
    });
    connect(import, &QPushButton::clicked, this, &MonitorPanel::showImportDialog);
    connect(m_attachButton, &QPushButton::clicked, this, [this] {
        m_tasks.run(this, [access = m_service.machineAccess()] { return access.machineNames(); },
                    [this](const QStringList &machines) { showAttachDialog(machines); });
    });
    connect(m_detach, &QPushButton::clicked, this, [this] { detachRun(m_current); });
    connect(m_stop, &QPushButton::clicked, this, [this] { stopRun(m_current); });
    connect(m_resume, &QPushButton::clicked, this, [this] { resumeRun(m_current, false); });
    connect(m_relaunch, &QPushButton::clicked, this, [this] { resumeRun(m_current, true); });
    addButtonShortcut(this, launch, QKeySequence(Qt::CTRL | Qt::Key_L), tr("Launch a run"));
    addButtonShortcut(this, import, QKeySequence(Qt::CTRL | Qt::Key_I), tr("Import a run"));
    auto *findRun = new QAction(tr("Filter the runs"), this);
    findRun->setShortcut(QKeySequence::Find);
    findRun->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(findRun);
    connect(findRun, &QAction::triggered, this, [this] { m_filterEdit->lineEdit()->setFocus(Qt::ShortcutFocusReason); });
    return left;
}

QLayout *MonitorPanel::buildDiagnoseStrip(QWidget *right)
{
    auto *strip = new QHBoxLayout;
    m_hostStrip = new HostStrip(right);
    strip->addWidget(m_hostStrip, 1);
    m_stacksButton = new QPushButton(tr("Why is it stuck?"), right);
    m_stacksButton->setObjectName(u"whyStuck"_s);
    m_stacksButton->setToolTip(tr("Take the Python stacks of every thread of train.py on every host at once, and show "
                                  "which host is not where the others are (`tpuwb run stacks`)"));
    strip->addWidget(m_stacksButton, 0, Qt::AlignTop);
    m_profileButton = new QPushButton(tr("Why is it slow?"), right);
    m_profileButton->setObjectName(u"whySlow"_s);
    m_profileButton->setToolTip(tr("Trace the next steps on every host while the run goes on, and show where the step "
                                   "time goes (`tpuwb run profile`)"));
    strip->addWidget(m_profileButton, 0, Qt::AlignTop);
    m_checkpointsButton = new QPushButton(tr("Checkpoints…"), right);
    m_checkpointsButton->setObjectName(u"checkpoints"_s);
    m_checkpointsButton->setToolTip(tr("The run's checkpoints: step, completeness, config hash, tensors and optimizer state "
                                       "(`tpuwb checkpoint inspect`)"));
    strip->addWidget(m_checkpointsButton, 0, Qt::AlignTop);
    connect(m_stacksButton, &QPushButton::clicked, this, [this] { takeStacks(m_current); });
    connect(m_profileButton, &QPushButton::clicked, this, [this] { takeProfile(m_current); });
    connect(m_checkpointsButton, &QPushButton::clicked, this, [this] { showCheckpoints(m_current); });
    return strip;
}

void MonitorPanel::buildDiagnoseDialogs()
{
    m_stackDialog = new QDialog(this);
    m_stackDialog->setObjectName(u"stackDialog"_s);
    m_stackDialog->resize(820, 520);
    auto *dialogLayout = new QVBoxLayout(m_stackDialog);
    m_stackView = new StackView(m_stackDialog);
    dialogLayout->addWidget(m_stackView);
    m_profileDialog = new QDialog(this);
    m_profileDialog->setObjectName(u"profileDialog"_s);
    m_profileDialog->resize(960, 720);
    auto *profileLayout = new QVBoxLayout(m_profileDialog);
    m_profileView = new ProfileView(m_profileDialog);
    profileLayout->addWidget(m_profileView);
    m_checkpointDialog = new QDialog(this);
    m_checkpointDialog->setObjectName(u"checkpointDialog"_s);
    m_checkpointDialog->resize(820, 600);
    m_checkpointBrowser = new CheckpointBrowser(m_service.machineAccess(), m_checkpointDialog);
    m_checkpointBrowser->setRunService(&m_service);
    (new QVBoxLayout(m_checkpointDialog))->addWidget(m_checkpointBrowser);
    connect(m_profileView, &ProfileView::viewerStarted, m_status, &QLabel::setText);
}

void MonitorPanel::buildPlotColumn(QWidget *right, QVBoxLayout *rightLayout)
{
    // The plot controls wrap onto a second row in a narrow window (1024 px) rather than push it wider.
    auto *bar = new FlowLayout;
    m_curves = new QToolButton(right);
    m_curves->setObjectName(u"curves"_s);
    m_curves->setText(tr("Curves"));
    m_curveMenu = new QMenu(m_curves);
    m_curves->setMenu(m_curveMenu);
    m_curves->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(m_curves);
    auto *smoothingGroup = new QWidget(right); // label, slider and value wrap together
    auto *smoothingRow = new QHBoxLayout(smoothingGroup);
    smoothingRow->setContentsMargins(0, 0, 0, 0);
    auto *smoothingLabel = new QLabel(tr("&Smoothing"), smoothingGroup);
    smoothingRow->addWidget(smoothingLabel);
    m_smoothing = new QSlider(Qt::Horizontal, smoothingGroup);
    m_smoothing->setObjectName(u"smoothing"_s);
    m_smoothing->setAccessibleName(tr("Smoothing"));
    smoothingLabel->setBuddy(m_smoothing); // Alt+S

    m_smoothing->setRange(0, 99);
    m_smoothing->setMaximumWidth(140);
    m_smoothing->setMinimumWidth(70); // a narrow window squeezed it to nothing
    smoothingRow->addWidget(m_smoothing);
    m_smoothingLabel = new QLabel(u"0.00"_s, smoothingGroup);
    smoothingRow->addWidget(m_smoothingLabel);
    bar->addWidget(smoothingGroup);
    m_axis = new QComboBox(right);
    m_axis->setObjectName(u"xAxis"_s);
    m_axis->addItem(tr("Step"), int(XAxis::Step));
    m_axis->addItem(tr("Wall time"), int(XAxis::WallTime));
    m_axis->addItem(tr("Relative time"), int(XAxis::RelativeTime));
    bar->addWidget(m_axis);
    m_logY = new QCheckBox(tr("Log y"), right);
    m_logY->setObjectName(u"logY"_s);
    bar->addWidget(m_logY);
    m_modeBox = new QComboBox(right);
    m_modeBox->setObjectName(u"viewMode"_s);
    m_modeBox->addItem(tr("Per host"), int(ViewMode::PerHost));
    m_modeBox->addItem(tr("Mean, min–max band"), int(ViewMode::MeanMinMax));
    m_modeBox->addItem(tr("Mean ± std"), int(ViewMode::MeanStd));
    bar->addWidget(m_modeBox);
    auto *exportButton = new QPushButton(tr("Export…"), right);
    exportButton->setObjectName(u"export"_s);
    bar->addWidget(exportButton);
    rightLayout->addLayout(bar);
    auto *vertical = new QSplitter(Qt::Vertical, right);
    m_plots = new PlotStack(m_store, vertical);
    m_log = new LogView(vertical);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({600, 150}); // the plots get the room even before their first pane exists
    rightLayout->addWidget(vertical, 1);
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int value) {
        m_smoothingLabel->setText(QString::number(value / 100.0, 'f', 2));
        m_plots->setSmoothing(value / 100.0);
    });
    connect(m_axis, &QComboBox::currentIndexChanged, this, [this] {
        m_plots->setXAxis(XAxis(m_axis->currentData().toInt()));
        refreshMarkers();
    });
    connect(m_logY, &QCheckBox::toggled, m_plots, &PlotStack::setLogY);
    connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this] {
        m_mode = ViewMode(m_modeBox->currentData().toInt());
        rebuildPanes();
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the plots"), m_current + u".png"_s,
                                                          tr("PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;"
                                                             "CSV of the points in view (*.csv)"));
        if (path.isEmpty())
            return;
        exportPlotsInBackground(path);
    });
    addButtonShortcut(this, exportButton, QKeySequence(Qt::CTRL | Qt::Key_E), tr("Export the plots"));
}

} // namespace twb
