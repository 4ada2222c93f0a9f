#pragma once

#include "core/metrics/health_tracker.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_command.h"
#include "core/services/alert_monitor.h"
#include "core/services/alert_settings.h"
#include "core/services/desktop_notifier.h"
#include "core/services/machine_access.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/services/workspace_index.h"
#include "widgets/common/background_task.h"

#include <QSet>
#include <QTimer>
#include <QWidget>


class QCheckBox;
class QComboBox;
class QDialog;
class QLabel;
class QLayout;
class QMenu;
class QPushButton;
class QSlider;
class QTableView;
class QVBoxLayout;
class QToolButton;

namespace twb {

class AlertList;
class AppContext;
class HostStrip;
class LogView;
class PlotStack;
class RunListModel;
class RunMonitor;
class ProfileView;
class RunAnnotationEditor;
class RunFilterEdit;
class RunListFilter;
class StackView;
class CheckpointBrowser;
class VerificationView;

// The run monitor: the workspace's runs with state badges; for the selected run a strip of
// host tiles (step, age of the last point, state colour), stacked panes (loss, lr, step time,
// throughput/MFU, HBM, compiles, and any picked metric) on a shared x-axis, and each host's
// log. A view over the services: WorkspaceIndex lists the runs, RunFollower follows the live
// ones and reads the finished ones, RunService launches, stops, resumes and relaunches. The
// GUI thread never waits on the network or the disk; closing cancels what is in flight.
class MonitorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorPanel)

public:
    enum class ViewMode { PerHost, MeanMinMax, MeanStd };

    explicit MonitorPanel(AppContext &context, QWidget *parent = nullptr);
    ~MonitorPanel() override;

    SeriesStore &store() { return m_store; }
    RunListModel *runModel() const { return m_runs; }
    RunFollower &follower() { return m_follower; }
    RunService &runService() { return m_service; }
    HostStrip *hostStrip() const { return m_hostStrip; }
    PlotStack *plots() const { return m_plots; }
    LogView *logView() const { return m_log; }
    VerificationView *verificationView() const { return m_checks; }
    QPushButton *stacksButton() const { return m_stacksButton; }
    // The stack dump window's view (created hidden; shown by takeStacks).
    StackView *stackView() const { return m_stackView; }
    QPushButton *profileButton() const { return m_profileButton; }
    // The profile window's view (created hidden; shown by takeProfile).
    ProfileView *profileView() const { return m_profileView; }
    QPushButton *checkpointsButton() const { return m_checkpointsButton; }
    // The checkpoint window's browser (created hidden; shown by showCheckpoints).
    CheckpointBrowser *checkpointBrowser() const { return m_checkpointBrowser; }
    QString currentRun() const { return m_current; }
    // The runs list's filter line, the rows it hides, and the open run's tags and notes.
    RunFilterEdit *runFilterEdit() const { return m_filterEdit; }
    RunListFilter *runListFilter() const { return m_runFilter; }
    RunAnnotationEditor *annotationEditor() const { return m_annotation; }
    QTableView *runView() const { return m_runView; }
    RunMonitor *monitor(const QString &runId) const { return m_follower.monitor(runId); }

    // Selects a run in the list and opens it (follows it if it is active).
    bool selectRun(const QString &runId);
    // The experiment the user chose in the Experiments panel: Launch offers it first.
    void setSelectedExperiment(const QString &dir) { m_selectedExperiment = dir; }
    QString selectedExperiment() const { return m_selectedExperiment; }
    void setViewMode(ViewMode mode);
    ViewMode viewMode() const { return m_mode; }
    void setSmoothing(double weight);
    void setXAxis(XAxis axis);
    void setLogY(bool logarithmic);
    void setHiddenMetrics(const QSet<QString> &hidden);
    QStringList visibleMetrics() const;
    // Health thresholds for monitors started from now on (tests use shorter ones).
    void setHealthOptions(const HealthTracker::Options &options) { m_follower.setHealthOptions(options); }
    // Overrides how transports are made (scripted demos, tests); default: from the registry.
    void setTransportOverride(MachineAccess::TransportOverride override);

    // Asynchronous operations (RunService); operationFinished() reports each.
    void launchRun(const LaunchRequest &request);
    void stopRun(const QString &runId);
    void resumeRun(const QString &runId, bool fromScratch);
    // Stops following an attached run (RunService::detach); the job is never touched.
    void detachRun(const QString &runId);
    QPushButton *attachButton() const { return m_attachButton; }
    QPushButton *detachButton() const { return m_detach; }
    // The run's self-verification (RunService::verify) into the checklist, when it is still
    // the open run; verificationFinished() reports it. Opening a run judges its local mirror
    // (no network); the Verify button and the end of the open run also ask its hosts.
    void verifyRun(const QString &runId, bool askHosts = true);
    // "Why is it stuck?": the stacks of every host's train.py at once (RunService::stacks),
    // saved with the run and shown grouped, odd hosts first; stacksTaken() reports it. An
    // automatic dump (a run turned stalled) shows its window only for the open run.
    void takeStacks(const QString &runId, bool automatic = false);
    // Take a stack dump once each time a followed run turns stalled (the user's setting
    // kStacksOnStallKey, default on; read when the panel is made).
    static constexpr const char *kStacksOnStallKey = "monitor/stacks_on_stall";
    void setStacksOnStall(bool on) { m_stacksOnStall = on; }
    bool stacksOnStall() const { return m_stacksOnStall; }
    // Alerts of the followed runs (AlertMonitor): into the alert list, as a desktop
    // notification and through the user's alert command, as the user's AlertSettings say (read
    // when the panel is made; the Settings dialog passes new ones).
    void setAlertSettings(const AlertSettings &settings);
    AlertSettings alertSettings() const { return m_alertSettings; }
    AlertMonitor &alertMonitor() { return m_alertMonitor; }
    AlertList *alertList() const { return m_alertList; }
    // "Why is it slow?": the next `steps` steps traced on every host (RunService::profile),
    // pulled and saved with the run, shown as a ProfileView; profileTaken() reports it.
    void takeProfile(const QString &runId, int steps = 3);
    // Sets the run's tags and notes (RunService::annotate); annotationSaved() reports it.
    void annotateRun(const QString &runId, const RunAnnotation &annotation);
    // The run's checkpoints (CheckpointBrowser, read on its first host) in their window.
    void showCheckpoints(const QString &runId);

    Result<void> exportPlots(const QString &path);
    // What the Export button does: the panes painted here, the file written on the pool, then
    // plotsExported().
    void exportPlotsInBackground(const QString &path);

Q_SIGNALS:
    void runOpened(const QString &runId);
    void operationFinished(const QString &runId, bool ok, const QString &message);
    void verificationFinished(const QString &runId, bool passed);
    void stacksTaken(const QString &runId, bool ok);
    void profileTaken(const QString &runId, bool ok);
    void annotationSaved(const QString &runId, bool ok);
    void plotsExported(const QString &path, bool ok);

private:
    void buildUi();
    QWidget *buildRunColumn(QWidget *parent);
    QLayout *buildDiagnoseStrip(QWidget *right);
    void buildDiagnoseDialogs();
    void buildPlotColumn(QWidget *right, QVBoxLayout *rightLayout);
    void connectServices();
    void connectAlerts();   // monitor_panel_alerts.cpp
    void applyContext();
    void runsListed();
    void openRun(const QString &runId);
    void rebuildPanes();
    void refreshHealth();
    void refreshMarkers();
    void updateCurvePicker();
    void updateButtons();
    void refreshUnwatchedRuns();
    void finishOperation(const QString &runId, const QString &what, const Result<RunRecord> &result);
    void showLaunchDialog(const QStringList &machines);
    void showImportDialog();
    void showAttachDialog(const QStringList &machines);   // monitor_panel_attach.cpp

    AppContext &m_context;
    QString m_selectedExperiment;
    MachineAccess::TransportOverride m_transportOverride;
    // Declared in the order they depend on each other: destroyed follower first (it stops its
    // streams and reads), then the index, then the service (it cancels its operations).
    SeriesStore m_store;
    RunService m_service;
    WorkspaceIndex m_index;
    RunFollower m_follower;
    AlertMonitor m_alertMonitor;         // after the follower it listens to
    DesktopNotifier m_notifier;
    AlertCommand m_alertCommand;
    AlertSettings m_alertSettings;
    AlertList *m_alertList = nullptr;
    RunListModel *m_runs = nullptr;
    QTableView *m_runView = nullptr;
    RunFilterEdit *m_filterEdit = nullptr;
    RunListFilter *m_runFilter = nullptr;
    RunAnnotationEditor *m_annotation = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_relaunch = nullptr;
    QPushButton *m_attachButton = nullptr;
    QPushButton *m_detach = nullptr;
    QLabel *m_status = nullptr;
    HostStrip *m_hostStrip = nullptr;
    PlotStack *m_plots = nullptr;
    LogView *m_log = nullptr;
    VerificationView *m_checks = nullptr;
    QPushButton *m_stacksButton = nullptr;
    QDialog *m_stackDialog = nullptr;
    StackView *m_stackView = nullptr;
    bool m_takingStacks = false;
    QPushButton *m_profileButton = nullptr;
    QDialog *m_profileDialog = nullptr;
    ProfileView *m_profileView = nullptr;
    bool m_takingProfile = false;
    QPushButton *m_checkpointsButton = nullptr;
    QDialog *m_checkpointDialog = nullptr;
    CheckpointBrowser *m_checkpointBrowser = nullptr;
    bool m_stacksOnStall = true;
    QSet<QString> m_stalledRuns;         // followed runs now stalled (one automatic dump each time)
    QToolButton *m_curves = nullptr;
    QMenu *m_curveMenu = nullptr;
    QSlider *m_smoothing = nullptr;
    QLabel *m_smoothingLabel = nullptr;
    QComboBox *m_axis = nullptr;
    QCheckBox *m_logY = nullptr;
    QComboBox *m_modeBox = nullptr;

    QString m_current;
    bool m_currentActive = false;        // the open run was active when last listed
    QSet<QString> m_hidden;
    bool m_hiddenChosen = false;         // the user changed the picker: keep their choice
    QStringList m_paneMetrics;           // metrics the panes were built for
    const RunProfile *m_paneProfile = nullptr;   // the profile the panes were built with
    ViewMode m_mode = ViewMode::PerHost;
    QTimer m_paneTimer;                  // coalesces the store's seriesAdded into one rebuild
    QTimer m_markerTimer;                // coalesces the store's dataArrived into one marker update
    QTimer m_unwatchedTimer;             // asks the hosts of unwatched active runs now and then
    bool m_refreshingUnwatched = false;
    QString m_pendingSelection;
    TaskGroup m_tasks; // the registry read behind the Launch dialog
};

} // namespace twb
