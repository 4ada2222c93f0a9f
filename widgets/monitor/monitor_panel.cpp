#include "widgets/monitor/monitor_panel.h"

#include "core/runs/run_folder.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/services/workbench_session.h"
#include "core/metrics/run_monitor.h"
#include "core/util/continue_queued.h"
#include "widgets/common/error_details_dialog.h"
#include "widgets/common/message_banner.h"
#include "widgets/common/split_sizer.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/diagnostics_bar.h"
#include "widgets/monitor/host_strip.h"
#include "widgets/monitor/log_view.h"
#include "widgets/monitor/memory_figures_view.h"
#include "widgets/monitor/monitor_plots_view.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/verification_view.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MonitorPanel::MonitorPanel(WorkbenchSession &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(u"monitor"_s);
    buildUi();
    connectViews();
    m_runList->listRuns();
}

// The views own what they show; the plots view lets go of the panes before the store can.
MonitorPanel::~MonitorPanel() = default;

void MonitorPanel::buildUi()
{
    auto *split = m_split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"monitorSplit"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    m_runList = new MonitorRunList(m_session, split);
    m_status = new QLabel(m_runList);
    m_status->setObjectName(u"status"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runList->addToColumn(m_status);
    // The chosen run's checks and the session's alerts are tabs under the list, beside its
    // tags and notes: the list keeps the column's height.
    m_checks = new VerificationView(m_runList);
    //: tab of the Monitor's run details: the run's self-verification checklist
    m_runList->addDetailTab(m_checks, tr("Checks"));
    m_alertList = new AlertList(m_runList);
    m_alertsTab = m_runList->addDetailTab(m_alertList, tr("Alerts"));

    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    m_runError = new MessageBanner(right);
    m_runError->setObjectName(u"runError"_s);
    rightLayout->addWidget(m_runError);
    auto *strip = new QHBoxLayout;
    m_hostStrip = new HostStrip(right);
    strip->addWidget(m_hostStrip, 1);
    m_diagnostics = new DiagnosticsBar(m_session.runService(), m_session.runFollower(), m_session.alerts(), right);
    strip->addWidget(m_diagnostics, 0, Qt::AlignTop);
    rightLayout->addLayout(strip);
    m_plotsView = new MonitorPlotsView(m_session.seriesStore(), m_session.runFollower(), right);
    rightLayout->addWidget(m_plotsView, 1);
    m_runList->addShortcuts(this);
    m_plotsView->addShortcuts(this);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    // Finding and switching runs comes first: the runs list takes 45% of the width, more in a
    // narrow window (names need room: with less, the start column comes back beside them and
    // the seed that tells two runs apart is cut), the details under it a third of the height.
    // Kept at every resize until the user moves a handle: the panel is first shown before its
    // window has its final size.
    new SplitSizer(split, [](int width) {
        const int w = std::max(width, 600);
        const int list = std::clamp(w * (w < 1000 ? 55 : 45) / 100, 420, 760);
        return QList<int>{list, w - list};
    });
    new SplitSizer(m_runList->splitter(), [](int height) {
        const int h = std::max(height, 400);
        return QList<int>{h - h / 3, h / 3};
    });
}

void MonitorPanel::connectViews()
{
    const auto showStatus = [this](const QString &message) { m_status->setText(message); };
    connect(m_runList, &MonitorRunList::statusChanged, this, showStatus);
    connect(m_plotsView, &MonitorPlotsView::statusChanged, this, showStatus);
    connect(m_diagnostics, &DiagnosticsBar::statusChanged, this, showStatus);
    connect(&m_session.runService(), &RunService::progress, this,
            [showStatus](const QString &, const QString &message) { showStatus(message); });

    connect(m_runList, &MonitorRunList::runChosen, this, &MonitorPanel::openRun);
    connect(m_runList, &MonitorRunList::currentRunEnded, this, [this](const QString &runId) { verifyRun(runId); });
    connect(m_runList, &MonitorRunList::currentRunStateChanged, this, [this] {
        m_diagnostics->setRun(m_runList->currentRun(), m_runList->currentRunActive(), m_runList->currentRunRemote());
    });
    connect(m_runList, &MonitorRunList::operationFinished, this, &MonitorPanel::operationFinished);
    connect(m_runList, &MonitorRunList::operationFinished, this, [this](const QString &, bool ok, const QString &message) {
        if (!ok && !message.isEmpty())
            showRunError(message, false);
    });
    connect(&m_session.runFollower(), &RunFollower::connectionChanged, this, &MonitorPanel::showConnection);
    connect(m_checks, &VerificationView::verifyRequested, this, [this] { verifyRun(currentRun()); });
    connect(&m_session.runFollower(), &RunFollower::healthChanged, this, [this](const QString &runId) {
        if (runId == currentRun())
            refreshHealth();
    });
    connect(&m_session.runFollower(), &RunFollower::logArrived, this,
            [this](const QString &runId, int host, const QByteArray &bytes) {
                if (runId == currentRun())
                    m_plotsView->logView()->append(host, bytes);
            });
    connect(m_hostStrip, &HostStrip::hostClicked, m_plotsView->logView(), &LogView::setHost);
    connect(m_plotsView, &MonitorPlotsView::hostColorsChanged, m_hostStrip, &HostStrip::setHostColors);
    connect(&m_session, &WorkbenchSession::workspaceChanged, m_plotsView, &MonitorPlotsView::clearRun);

    // The session's alerts; an automatic stack dump waits in its run's alert until asked for.
    connect(&m_session.alerts(), &AlertDispatcher::alertRaised, m_alertList, &AlertList::addAlert);
    // The tab says how many alerts there are, so one is not missed behind another tab.
    connect(m_alertList, &AlertList::countChanged, this, [this](int count) {
        m_runList->details()->setTabText(m_alertsTab, count == 0 ? tr("Alerts") : tr("Alerts (%1)").arg(count));
    });
    // More hosts joining an open alert, or its end, change its row in place (one row per event).
    connect(&m_session.alerts(), &AlertDispatcher::alertUpdated, m_alertList, &AlertList::updateAlert);
    connect(m_alertList, &AlertList::runActivated, this, [this](const QString &runId) { selectRun(runId); });
    connect(m_alertList, &AlertList::stacksRequested, m_diagnostics, &DiagnosticsBar::showSavedStacks);
    connect(m_diagnostics, &DiagnosticsBar::stacksTaken, this, [this](const QString &runId, bool ok, bool automatic) {
        if (ok && automatic)
            m_alertList->setStacksTaken(runId);
    });
}

RunListModel *MonitorPanel::runModel() const
{
    return m_runList->model();
}

PlotStack *MonitorPanel::plots() const
{
    return m_plotsView->plots();
}

SeriesStore &MonitorPanel::store() const
{
    return m_session.seriesStore();
}

RunMonitor *MonitorPanel::monitor(const QString &runId) const
{
    return m_session.runFollower().monitor(runId);
}

QString MonitorPanel::currentRun() const
{
    return m_runList->currentRun();
}

bool MonitorPanel::selectRun(const QString &runId)
{
    return m_runList->selectRun(runId);
}

void MonitorPanel::setSelectedExperiment(const QString &dir)
{
    m_runList->setSelectedExperiment(dir);
}

void MonitorPanel::launchRun(const LaunchRequest &request)
{
    m_runList->launchRun(request);
}

void MonitorPanel::openRun(const QString &runId)
{
    const RunRecord *record = runModel()->record(runId);
    if (!record)
        return;
    m_session.runFollower().open(*record);
    m_runError->clear();
    m_offlineHost = -1;
    if (record->state == RunState::Failed && !record->stateDetail.isEmpty())
        showRunError(tr("%1 failed: %2").arg(runId, record->stateDetail), false);
    const int hosts = std::max(1, int(record->hosts.size()));
    m_plotsView->logView()->setSource(RunFolder::in(m_session.runService().runsDir(), runId).logsDir(), hosts);
    m_plotsView->showRun(runId, hosts, runModel()->displayName(runModel()->rowOf(runId)));
    refreshHealth();
    verifyRun(runId, false);
    Q_EMIT runOpened(runId);
}

void MonitorPanel::refreshHealth()
{
    const QString runId = currentRun();
    if (runId.isEmpty()) {
        m_hostStrip->setHealth({}, 0);
        return;
    }
    m_hostStrip->setHealth(m_session.runFollower().health(runId), QDateTime::currentMSecsSinceEpoch());
    m_hostStrip->setConnected(m_session.runFollower().connected(runId));
}

void MonitorPanel::showRunError(const QString &text, bool warning)
{
    const auto kind = warning ? MessageBanner::Kind::Warning : MessageBanner::Kind::Error;
    m_runError->showMessage(kind, ErrorDetailsDialog::summary(text), tr("Details…"), [this, text] {
        auto *dialog = new ErrorDetailsDialog(tr("Error details"), text, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_runError->setToolTip(text);
    m_offlineHost = -1;
}

// A host's stream of the open run lost or regained its connection: the follower's error (an
// SSH error, with the host and what to do) while it is offline.
void MonitorPanel::showConnection(const QString &runId, int host)
{
    const RunMonitor *monitor = runId == currentRun() ? m_session.runFollower().monitor(runId) : nullptr;
    if (!monitor)
        return;
    if (monitor->isConnected(host)) {
        if (host == m_offlineHost) {
            m_runError->clear();
            m_offlineHost = -1;
        }
        return;
    }
    const QString message = monitor->connectionMessage(host);
    if (message.isEmpty())
        return;
    showRunError(tr("Host %1 of %2 cannot be followed: %3").arg(host).arg(runId, message), true);
    m_offlineHost = host;
}

void MonitorPanel::verifyRun(const QString &runId, bool askHosts)
{
    if (runId.isEmpty())
        return;
    m_checks->setMessage(tr("Checking %1…").arg(runId));
    // The memory figures come from the same mirror: read again whenever the checks are.
    if (const RunRecord *record = runModel()->record(runId); record && runId == currentRun())
        m_plotsView->memoryFigures()->showRun(RunFolder::in(m_session.runService().runsDir(), runId).dir(), record->device);
    continueQueued(m_session.runService().verify(runId, askHosts), this,
                   [this, runId](const Result<RunVerification> &verification) {
                       if (runId != currentRun())
                           return;   // another run was opened meanwhile
                       if (verification)
                           m_checks->setVerification(*verification);
                       else
                           m_checks->setMessage(verification.error().message);
                       Q_EMIT verificationFinished(runId, verification && verification->passed());
                   });
}

} // namespace twb
