#include "widgets/monitor/monitor_panel.h"

#include "core/metrics/run_monitor.h"
#include "core/metrics/run_profile.h"
#include "core/runs/run_folder.h"
#include "core/services/user_settings.h"
#include "core/util/continue_queued.h"
#include "core/workspace/workspace.h"
#include "widgets/common/app_context.h"
#include "widgets/common/export_file.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/series_plot.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/checkpoint_browser.h"
#include "widgets/monitor/host_strip.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/monitor_panes.h"
#include "widgets/monitor/run_annotation_editor.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/profile_view.h"
#include "widgets/monitor/stack_view.h"
#include "widgets/monitor/verification_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MonitorPanel::MonitorPanel(AppContext &context, QWidget *parent)
    : QWidget(parent), m_context(context),
      m_service(context.machineAccess(), Workspace(context.workspaceDir()).runsDir()),
      m_index(context.workspaceDir()), m_follower(m_store, m_service), m_alertMonitor(m_follower, m_store)
{
    setObjectName(u"monitor"_s);
    m_stacksOnStall = UserSettings::value(QString::fromLatin1(kStacksOnStallKey), true).toBool();
    buildUi();
    connectServices();
    connectAlerts();
    connect(&m_context, &AppContext::workspaceChanged, this, [this] {
        applyContext();
        m_follower.forgetAll();
        m_alertMonitor.clear();
        m_current.clear();
        m_runs->clearLiveStates();
        m_index.setRoot(m_context.workspaceDir());
    });
    connect(&m_context, &AppContext::connectionSettingsChanged, this, &MonitorPanel::applyContext);
    if (m_index.isScanned())
        runsListed();
}

MonitorPanel::~MonitorPanel()
{
    // The panes read the store when they paint: they go before it does. The services stop
    // and cancel their own work as they are destroyed (nothing waits on a global pool).
    delete m_plots;
    m_plots = nullptr;
}

void MonitorPanel::applyContext()
{
    MachineAccess access = m_context.machineAccess();
    if (m_transportOverride)
        access.setTransportOverride(m_transportOverride);
    m_service.setMachineAccess(access);
    m_service.setRunsDir(Workspace(m_context.workspaceDir()).runsDir());
}

void MonitorPanel::setTransportOverride(MachineAccess::TransportOverride override)
{
    m_transportOverride = std::move(override);
    applyContext();
}

void MonitorPanel::connectServices()
{
    connect(&m_index, &WorkspaceIndex::runChanged, this, [this](const QString &runId) {
        if (auto record = m_index.run(runId))
            m_follower.recordChanged(*record);
    });
    connect(&m_index, &WorkspaceIndex::runsChanged, this, &MonitorPanel::runsListed);
    connect(&m_index, &WorkspaceIndex::scanned, this, [this] {
        if (m_runs->rowCount() != int(m_index.runs().size()))
            runsListed();
    });
    // The runs list and the host tiles read one snapshot of the follower's: they agree.
    connect(&m_follower, &RunFollower::healthChanged, this, [this](const QString &runId) {
        const RunState state = m_follower.state(runId);
        m_runs->setLiveState(runId, state);
        // Once each time a run turns stalled: where its hosts are, while they are still there.
        if (state != RunState::Stalled) {
            m_stalledRuns.remove(runId);
        } else if (!m_stalledRuns.contains(runId)) {
            m_stalledRuns.insert(runId);
            if (m_stacksOnStall)
                takeStacks(runId, true);
        }
        if (runId != m_current)
            return;
        refreshHealth();
        updateButtons();
    });
    connect(&m_follower, &RunFollower::logArrived, this, [this](const QString &runId, int host, const QByteArray &bytes) {
        if (runId == m_current)
            m_log->append(host, bytes);
    });
    connect(&m_follower, &RunFollower::loaded, this, [this](const QString &runId) {
        if (runId == m_current && m_follower.profile(runId) != m_paneProfile)
            rebuildPanes();
    });
    connect(&m_service, &RunService::progress, this, [this](const QString &, const QString &message) {
        m_status->setText(message);
    });
    // Panes follow the metrics that appear, compile markers the data: both from the store's
    // signals (sent from the stream threads), each coalesced into one update.
    m_paneTimer.setSingleShot(true);
    m_paneTimer.setInterval(100);
    connect(&m_paneTimer, &QTimer::timeout, this, [this] {
        if (!m_current.isEmpty() && m_store.metrics(m_current) != m_paneMetrics)
            rebuildPanes();
    });
    connect(&m_store, &SeriesStore::seriesAdded, this, [this] {
        if (!m_paneTimer.isActive())
            m_paneTimer.start();
    }, Qt::QueuedConnection);
    m_markerTimer.setSingleShot(true);
    m_markerTimer.setInterval(500);
    connect(&m_markerTimer, &QTimer::timeout, this, &MonitorPanel::refreshMarkers);
    connect(&m_store, &SeriesStore::dataArrived, this, [this] {
        if (!m_markerTimer.isActive())
            m_markerTimer.start();
    }, Qt::QueuedConnection);
    // Runs that run.json calls active but nobody follows (launched from the CLI, or running
    // when the app was closed) are asked about now and then, so none is listed as running
    // after it ended.
    m_unwatchedTimer.setInterval(30000);
    connect(&m_unwatchedTimer, &QTimer::timeout, this, &MonitorPanel::refreshUnwatchedRuns);
    m_unwatchedTimer.start();
}

void MonitorPanel::runsListed()
{
    const bool first = m_runs->rowCount() == 0;
    m_runs->setRecords(m_index.runs(), m_index.snapshot().runNames);
    // A new run resets the rows: keep the open run selected.
    if (const int row = m_runs->rowOf(m_current); row >= 0 && m_runView->currentIndex().row() != row)
        m_runView->setCurrentIndex(m_runs->index(row, 0));
    if (!m_pendingSelection.isEmpty() && m_runs->rowOf(m_pendingSelection) >= 0)
        selectRun(std::exchange(m_pendingSelection, QString()));
    else if (m_current.isEmpty() && m_pendingSelection.isEmpty() && m_runs->rowCount() > 0)
        selectRun(m_runs->data(m_runs->index(0, 0), RunListModel::RunIdRole).toString()); // not an empty view
    updateButtons();
    m_annotation->setRun(m_runs->record(m_current));
    // The open run just ended: its checks can say more now.
    if (const RunRecord *record = m_runs->record(m_current)) {
        const bool active = isActive(record->state);
        if (m_currentActive && !active)
            verifyRun(m_current);
        m_currentActive = active;
    }
    if (first)
        refreshUnwatchedRuns();
}

bool MonitorPanel::selectRun(const QString &runId)
{
    const int row = m_runs->rowOf(runId);
    if (row < 0) {
        m_pendingSelection = runId;   // when the index lists it
        m_index.rescan();
        return false;
    }
    m_runView->setCurrentIndex(m_runs->index(row, 0));
    if (m_current != runId)
        openRun(runId);
    return true;
}

void MonitorPanel::refreshUnwatchedRuns()
{
    if (m_refreshingUnwatched || m_index.runs().isEmpty())
        return;
    QSet<QString> followed;
    for (const RunRecord &record : m_index.runs())
        if (m_follower.isFollowing(record.runId))
            followed.insert(record.runId);
    m_refreshingUnwatched = true;
    // run.json is rewritten for the runs that changed: the index sees it and the list follows.
    continueQueued(m_service.refreshActive(m_index.runs(), followed), this, [this](const QStringList &) {
        m_refreshingUnwatched = false;
    });
}

void MonitorPanel::openRun(const QString &runId)
{
    const RunRecord *record = m_runs->record(runId);
    if (!record)
        return;
    m_current = runId;
    m_currentActive = isActive(record->state);
    m_follower.open(*record);
    m_annotation->setRun(record);
    m_log->setSource(RunFolder::in(m_service.runsDir(), runId).logsDir(), std::max(1, int(record->hosts.size())));
    m_hiddenChosen = false;
    rebuildPanes();
    refreshHealth();
    updateButtons();
    verifyRun(runId, false);
    Q_EMIT runOpened(runId);
}

void MonitorPanel::rebuildPanes()
{
    if (m_current.isEmpty())
        return;
    const RunRecord *record = m_runs->record(m_current);
    const int hostCount = record ? std::max(1, int(record->hosts.size())) : 1;
    const QStringList available = m_store.metrics(m_current);
    if (!m_hiddenChosen)
        m_hidden = MonitorPanes::defaultHidden(available);
    m_paneMetrics = available;
    m_paneProfile = m_follower.profile(m_current);
    m_plots->clearPanes();
    const QList<int> hosts = m_store.hosts(m_current);
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
                const SeriesKey key{m_current, h, metric};
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
    m_hostStrip->setHostColors(colors);
    refreshMarkers();
    updateCurvePicker();
}

void MonitorPanel::refreshMarkers()
{
    SeriesPlot *compiles = m_plots->pane(u"compiles"_s);
    if (!compiles || m_current.isEmpty())
        return;
    const XAxis axis = XAxis(m_axis->currentData().toInt());
    const double start = m_store.runStartTime(m_current);
    QList<PlotEventMarker> markers;
    for (const auto &mark : RunProfile::compileMarks(m_store, m_current, 0)) {
        const double x = axis == XAxis::Step ? double(mark.step) : (axis == XAxis::WallTime ? mark.time : mark.time - start);
        QString label;
        if (mark.afterWarmup)
            label = tr("recompiled at step %1%2").arg(mark.step).arg(mark.reason.isEmpty() ? QString() : u": "_s + mark.reason);
        markers << PlotEventMarker{x, label, mark.afterWarmup};
    }
    compiles->setEventMarkers(markers);
}

void MonitorPanel::refreshHealth()
{
    if (m_current.isEmpty()) {
        m_hostStrip->setHealth({}, 0);
        return;
    }
    m_hostStrip->setHealth(m_follower.health(m_current), QDateTime::currentMSecsSinceEpoch());
    m_hostStrip->setConnected(m_follower.connected(m_current));
}

void MonitorPanel::updateCurvePicker()
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

QStringList MonitorPanel::visibleMetrics() const
{
    QStringList out;
    for (const QString &m : m_paneMetrics)
        if (!m_hidden.contains(m))
            out << m;
    return out;
}

void MonitorPanel::setHiddenMetrics(const QSet<QString> &hidden)
{
    m_hidden = hidden;
    m_hiddenChosen = true;
    rebuildPanes();
}

void MonitorPanel::setViewMode(ViewMode mode)
{
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
}

void MonitorPanel::setSmoothing(double weight)
{
    m_smoothing->setValue(qRound(weight * 100));
}

void MonitorPanel::setXAxis(XAxis axis)
{
    m_axis->setCurrentIndex(m_axis->findData(int(axis)));
}

void MonitorPanel::setLogY(bool logarithmic)
{
    m_logY->setChecked(logarithmic);
}

Result<void> MonitorPanel::exportPlots(const QString &path)
{
    m_plots->setExportTitle(m_runs->displayName(m_runs->rowOf(m_current)));
    return m_plots->exportTo(path);
}

void MonitorPanel::exportPlotsInBackground(const QString &path)
{
    // Painted here (the panes are widgets), written on the pool.
    m_plots->setExportTitle(m_runs->displayName(m_runs->rowOf(m_current)));
    auto bytes = m_plots->renderExport(path);
    if (!bytes) {
        QMessageBox::warning(this, tr("Export failed"), bytes.error().message);
        return;
    }
    m_status->setText(tr("Exporting %1…").arg(path));
    writeExportFilesInBackground(this, {{path, std::move(*bytes)}}, [this, path](const Result<void> &written) {
        if (!written)
            QMessageBox::warning(this, tr("Export failed"), written.error().message);
        else
            m_status->setText(tr("Exported %1.").arg(path));
        Q_EMIT plotsExported(path, written.has_value());
    });
}

void MonitorPanel::updateButtons()
{
    const int row = m_runs->rowOf(m_current);
    const RunRecord *record = m_runs->record(row);
    // Stop while run.json or the hosts say it runs (a crashed host fails the run in the list
    // while the others may still run).
    const bool active = record && (isActive(record->state) || isActive(m_runs->state(row)));
    const bool remote = record && !record->remoteDir.isEmpty();
    m_stop->setEnabled(active && remote);
    // An attached job is not the workbench's to stop: it offers Detach instead.
    const bool attached = record && !record->attachMetrics.isEmpty();
    m_stop->setVisible(!attached);
    m_detach->setVisible(attached);
    m_detach->setEnabled(attached && isActive(record->state));
    m_resume->setEnabled(record && !active && remote);
    m_relaunch->setEnabled(record && !active && remote);
    m_stacksButton->setEnabled(active && remote && !m_takingStacks);
    m_profileButton->setEnabled(active && remote && !m_takingProfile);
    m_checkpointsButton->setEnabled(remote);
}

void MonitorPanel::showCheckpoints(const QString &runId)
{
    m_checkpointBrowser->setMachineAccess(m_service.machineAccess());
    m_checkpointDialog->setWindowTitle(tr("Checkpoints of %1").arg(runId));
    m_checkpointBrowser->inspect(m_service.runsDir(), runId);
    m_checkpointDialog->show();
    m_checkpointDialog->raise();
}

} // namespace twb
