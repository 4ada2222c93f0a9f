#include "widgets/monitor/monitor_plots_view.h"

#include "core/metrics/run_profile.h"
#include "core/metrics/series_store.h"
#include "core/services/run_follower.h"
#include "widgets/common/button_shortcut.h"
#include "widgets/common/export_file.h"
#include "widgets/common/flow_layout.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/series_plot.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/memory_figures_view.h"
#include "widgets/monitor/monitor_panes.h"

#include <QLocale>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MonitorPlotsView::MonitorPlotsView(SeriesStore &store, RunFollower &follower, QWidget *parent)
    : QWidget(parent), m_store(store), m_follower(follower)
{
    buildControls();
    connect(&m_follower, &RunFollower::loaded, this, [this](const QString &runId) {
        if (runId == m_run && m_follower.profile(runId) != m_paneProfile)
            rebuildPanes();
    });
    // Panes follow the metrics that appear, compile markers the data: both from the store's
    // signals (sent from the stream threads), each coalesced into one update.
    m_paneTimer.setSingleShot(true);
    m_paneTimer.setInterval(100);
    connect(&m_paneTimer, &QTimer::timeout, this, [this] {
        if (!m_run.isEmpty() && m_store.metrics(m_run) != m_paneMetrics)
            rebuildPanes();
    });
    connect(&m_store, &SeriesStore::seriesAdded, this, [this] {
        if (!m_paneTimer.isActive())
            m_paneTimer.start();
    }, Qt::QueuedConnection);
    m_markerTimer.setSingleShot(true);
    m_markerTimer.setInterval(500);
    connect(&m_markerTimer, &QTimer::timeout, this, &MonitorPlotsView::refreshMarkers);
    connect(&m_store, &SeriesStore::dataArrived, this, [this] {
        if (!m_markerTimer.isActive())
            m_markerTimer.start();
    }, Qt::QueuedConnection);
}

MonitorPlotsView::~MonitorPlotsView()
{
    // The panes read the store when they paint: they go before it does.
    delete m_plots;
    m_plots = nullptr;
}

void MonitorPlotsView::buildControls()
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    // The plot controls wrap onto a second row in a narrow window (1024 px) rather than push it wider.
    auto *bar = new FlowLayout;
    m_curves = new QToolButton(this);
    m_curves->setObjectName(u"curves"_s);
    m_curves->setText(tr("Curves"));
    m_curveMenu = new QMenu(m_curves);
    m_curves->setMenu(m_curveMenu);
    m_curves->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(m_curves);
    auto *smoothingGroup = new QWidget(this); // label, slider and value wrap together
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
    m_smoothingLabel = new QLabel(QLocale().toString(0.0, 'f', 2), smoothingGroup);
    smoothingRow->addWidget(m_smoothingLabel);
    bar->addWidget(smoothingGroup);
    m_axis = new QComboBox(this);
    m_axis->setObjectName(u"xAxis"_s);
    m_axis->addItem(tr("Step"), int(XAxis::Step));
    m_axis->addItem(tr("Wall time"), int(XAxis::WallTime));
    m_axis->addItem(tr("Relative time"), int(XAxis::RelativeTime));
    bar->addWidget(m_axis);
    m_logY = new QCheckBox(tr("Log y"), this);
    m_logY->setObjectName(u"logY"_s);
    bar->addWidget(m_logY);
    m_modeBox = new QComboBox(this);
    m_modeBox->setObjectName(u"viewMode"_s);
    m_modeBox->addItem(tr("Per host"), int(ViewMode::PerHost));
    m_modeBox->addItem(tr("Mean, min–max band"), int(ViewMode::MeanMinMax));
    m_modeBox->addItem(tr("Mean ± std"), int(ViewMode::MeanStd));
    bar->addWidget(m_modeBox);
    m_export = new QPushButton(tr("Export…"), this);
    m_export->setObjectName(u"export"_s);
    bar->addWidget(m_export);
    column->addLayout(bar);
    m_memory = new MemoryFiguresView(this);
    column->addWidget(m_memory);
    auto *vertical = new QSplitter(Qt::Vertical, this);
    m_plots = new PlotStack(m_store, vertical);
    m_log = new LogView(vertical);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({600, 150}); // the plots get the room even before their first pane exists
    column->addWidget(vertical, 1);
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int value) {
        m_smoothingLabel->setText(QLocale().toString(value / 100.0, 'f', 2));
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
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the plots"), m_run + u".png"_s,
                                                          tr("PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;"
                                                             "CSV of the points in view (*.csv)"));
        if (path.isEmpty())
            return;
        exportPlotsInBackground(path);
    });
}

void MonitorPlotsView::addShortcuts(QWidget *panel)
{
    addButtonShortcut(panel, m_export, QKeySequence(Qt::CTRL | Qt::Key_E), tr("Export the plots"));
}

void MonitorPlotsView::showRun(const QString &runId, int hostCount, const QString &title)
{
    m_run = runId;
    m_hostCount = std::max(1, hostCount);
    m_title = title;
    m_hiddenChosen = false;
    rebuildPanes();
}

void MonitorPlotsView::rebuildPanes()
{
    if (m_run.isEmpty())
        return;
    const int hostCount = m_hostCount;
    const QStringList available = m_store.metrics(m_run);
    if (!m_hiddenChosen)
        m_hidden = MonitorPanes::defaultHidden(available);
    m_paneMetrics = available;
    m_paneProfile = m_follower.profile(m_run);
    m_plots->clearPanes();
    const QList<int> hosts = m_store.hosts(m_run);
    for (const MonitorPane &pane : MonitorPanes::layout(available, m_hidden, m_paneProfile)) {
        SeriesPlot *plot = m_plots->addPane(pane.name, pane.title, pane.yLabel);
        if (!pane.secondaryLabel.isEmpty())
            plot->setSecondaryAxis(pane.secondaryLabel, pane.secondaryFactor);
        plot->setSmoothingEnabled(pane.smooth);
        QList<PlotCurve> curves;
        QList<PlotAggregate> aggregates;
        for (int m = 0; m < pane.metrics.size(); ++m) {
            const QString &metric = pane.metrics[m];
            QList<SeriesKey> keys;
            for (int h = 0; h < hostCount; ++h) {
                if (!hosts.contains(h))
                    continue;
                const SeriesKey key{m_run, h, metric};
                keys << key;
                const QString label = pane.metrics.size() > 1 ? tr("%1 · host %2").arg(metric).arg(h) : tr("host %1").arg(h);
                curves << PlotCurve{key, label, seriesColor(pane.metrics.size() > 1 ? m * hostCount + h : h), pane.scale};
            }
            aggregates << PlotAggregate{keys, tr("%1, mean of %n host(s)", nullptr, int(keys.size())).arg(metric),
                                        seriesColor(m), m_mode == ViewMode::MeanStd ? BandKind::StdDev : BandKind::MinMax,
                                        pane.scale};
        }
        if (m_mode == ViewMode::PerHost) {
            // One colour per host, the same in every pane: the host tiles carry the legend.
            plot->setLegendEnabled(pane.metrics.size() > 1);
            plot->setCurves(curves);
        } else {
            plot->setAggregates(aggregates);
        }
    }
    QList<QColor> colors;
    if (m_mode == ViewMode::PerHost)
        for (int h = 0; h < hostCount; ++h)
            colors << seriesColor(h);
    Q_EMIT hostColorsChanged(colors);
    refreshMarkers();
    updateCurvePicker();
}

void MonitorPlotsView::refreshMarkers()
{
    SeriesPlot *compiles = m_plots->pane(u"compiles"_s);
    if (!compiles || m_run.isEmpty())
        return;
    const XAxis axis = XAxis(m_axis->currentData().toInt());
    const double start = m_store.runStartTime(m_run);
    QList<PlotEventMarker> markers;
    for (const auto &mark : RunProfile::compileMarks(m_store, m_run, 0)) {
        const double x = axis == XAxis::Step ? double(mark.step) : (axis == XAxis::WallTime ? mark.time : mark.time - start);
        QString label;
        if (mark.afterWarmup)
            label = tr("recompiled at step %1%2").arg(mark.step).arg(mark.reason.isEmpty() ? QString() : u": "_s + mark.reason);
        markers << PlotEventMarker{x, label, mark.afterWarmup};
    }
    compiles->setEventMarkers(markers);
}

void MonitorPlotsView::updateCurvePicker()
{
    m_curveMenu->clear();
    for (const QString &metric : std::as_const(m_paneMetrics)) {
        QAction *action = m_curveMenu->addAction(metric);
        action->setCheckable(true);
        action->setChecked(!m_hidden.contains(metric));
        connect(action, &QAction::toggled, this, [this, metric](bool on) {
            if (on)
                m_hidden.remove(metric);
            else
                m_hidden.insert(metric);
            m_hiddenChosen = true;
            rebuildPanes();
        });
    }
}

QStringList MonitorPlotsView::visibleMetrics() const
{
    QStringList out;
    for (const QString &m : m_paneMetrics)
        if (!m_hidden.contains(m))
            out << m;
    return out;
}

void MonitorPlotsView::setHiddenMetrics(const QSet<QString> &hidden)
{
    m_hidden = hidden;
    m_hiddenChosen = true;
    rebuildPanes();
}

void MonitorPlotsView::setViewMode(ViewMode mode)
{
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
}

void MonitorPlotsView::setSmoothing(double weight)
{
    m_smoothing->setValue(qRound(weight * 100));
}

void MonitorPlotsView::setXAxis(XAxis axis)
{
    m_axis->setCurrentIndex(m_axis->findData(int(axis)));
}

void MonitorPlotsView::setLogY(bool logarithmic)
{
    m_logY->setChecked(logarithmic);
}

Result<void> MonitorPlotsView::exportPlots(const QString &path)
{
    m_plots->setExportTitle(m_title);
    return m_plots->exportTo(path);
}

void MonitorPlotsView::exportPlotsInBackground(const QString &path)
{
    // Painted here (the panes are widgets), written on the pool.
    m_plots->setExportTitle(m_title);
    auto bytes = m_plots->renderExport(path);
    if (!bytes) {
        QMessageBox::warning(this, tr("Export failed"), bytes.error().message);
        return;
    }
    Q_EMIT statusChanged(tr("Exporting %1…").arg(path));
    writeExportFilesInBackground(this, {{path, std::move(*bytes)}}, [this, path](const Result<void> &written) {
        if (!written)
            QMessageBox::warning(this, tr("Export failed"), written.error().message);
        else
            Q_EMIT statusChanged(tr("Exported %1.").arg(path));
        Q_EMIT plotsExported(path, written.has_value());
    });
}

} // namespace twb
