#pragma once

#include <QWidget>

class QLabel;
class QSplitter;

namespace twb {

class AlertList;
class DiagnosticsBar;
class HostStrip;
class MessageBanner;
class MonitorPlotsView;
class MonitorRunList;
class PlotStack;
class RunListModel;
class RunMonitor;
class SeriesStore;
class VerificationView;
class WorkbenchSession;
struct LaunchRequest;

// The run monitor: the workspace's runs (MonitorRunList) and, for the chosen run, a strip of
// host tiles with the look-ins beside it (DiagnosticsBar), its plots and each host's log
// (MonitorPlotsView), its checks and the session's alerts (tabs under the runs list). Errors
// about the open run (an operation that failed, a host the follower cannot reach) show in a
// banner above the tiles whose Details open the whole text. A view over the session's services
// that composes those views and keeps them on one run.
class MonitorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorPanel)

public:
    explicit MonitorPanel(WorkbenchSession &session, QWidget *parent = nullptr);
    ~MonitorPanel() override;

    MonitorRunList *runList() const { return m_runList; }
    MonitorPlotsView *plotsView() const { return m_plotsView; }
    DiagnosticsBar *diagnostics() const { return m_diagnostics; }
    HostStrip *hostStrip() const { return m_hostStrip; }
    VerificationView *verificationView() const { return m_checks; }
    AlertList *alertList() const { return m_alertList; }
    // The open run's last error (a failed operation, a host's stream that cannot connect, why
    // the run failed): its first line, and "Details…" with the full text to select and copy.
    MessageBanner *runError() const { return m_runError; }
    // Shorthands for what most callers want.
    RunListModel *runModel() const;
    PlotStack *plots() const;
    SeriesStore &store() const;
    RunMonitor *monitor(const QString &runId) const;
    QString currentRun() const;

    // Selects a run in the list and opens it (follows it if it is active).
    bool selectRun(const QString &runId);
    // The experiment the user chose in the Experiments panel: Launch offers it first.
    void setSelectedExperiment(const QString &dir);
    // Launches a run (MonitorRunList::launchRun); operationFinished() reports it.
    void launchRun(const LaunchRequest &request);
    // The run's self-verification (RunService::verify) into the checklist, when it is still
    // the open run; verificationFinished() reports it. Opening a run judges its local mirror
    // (no network); the Verify button and the end of the open run also ask its hosts.
    void verifyRun(const QString &runId, bool askHosts = true);

Q_SIGNALS:
    void runOpened(const QString &runId);
    void operationFinished(const QString &runId, bool ok, const QString &message);
    void verificationFinished(const QString &runId, bool passed);

private:
    void buildUi();
    void connectViews();
    void openRun(const QString &runId);
    void refreshHealth();
    void showRunError(const QString &text, bool warning);
    void showConnection(const QString &runId, int host);

    WorkbenchSession &m_session;
    MonitorRunList *m_runList = nullptr;
    MonitorPlotsView *m_plotsView = nullptr;
    DiagnosticsBar *m_diagnostics = nullptr;
    HostStrip *m_hostStrip = nullptr;
    VerificationView *m_checks = nullptr;
    AlertList *m_alertList = nullptr;
    QLabel *m_status = nullptr;
    MessageBanner *m_runError = nullptr;
    int m_offlineHost = -1;  // the host whose stream error the banner shows, -1: none
    QSplitter *m_split = nullptr;
    int m_alertsTab = -1;
};

} // namespace twb
