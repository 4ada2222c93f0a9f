#pragma once

#include "core/metrics/health_tracker.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"

#include <QHash>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QSlider;
class QTableView;
class QToolButton;

namespace twb {

class AppContext;
class HostStrip;
class LogView;
class PlotStack;
class RunListModel;
class RunStateRefresher;
class RunMonitor;
class RunProfile;
class Transport;

// The run monitor: the workspace's runs with state badges; for the selected run a strip of
// host tiles (step, age of the last point, state colour), stacked panes (loss, lr, step time,
// throughput/MFU, HBM, compiles, and any picked metric) on a shared x-axis, and each host's
// log. A live run is followed over SSH (RunMonitor); a finished one is read from its local
// mirror. Launch, stop, resume and relaunch run on worker threads; the GUI thread never waits
// on the network or the disk.
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
    HostStrip *hostStrip() const { return m_hostStrip; }
    PlotStack *plots() const { return m_plots; }
    LogView *logView() const { return m_log; }
    QString currentRun() const { return m_current; }
    RunMonitor *monitor(const QString &runId) const;

    // Selects a run in the list and opens it (follows it if it is active).
    bool selectRun(const QString &runId);
    void setViewMode(ViewMode mode);
    ViewMode viewMode() const { return m_mode; }
    void setSmoothing(double weight);
    void setXAxis(XAxis axis);
    void setLogY(bool logarithmic);
    void setHiddenMetrics(const QSet<QString> &hidden);
    QStringList visibleMetrics() const;
    // Health thresholds for monitors started from now on (tests use shorter ones).
    void setHealthOptions(const HealthTracker::Options &options) { m_healthOptions = options; }
    // Overrides how transports are made (scripted demos); default: from the registry.
    void setTransportFactory(std::function<std::unique_ptr<Transport>(const QString &machine, int host)> factory);

    // Asynchronous operations; operationFinished() reports each.
    void launchRun(const LaunchRequest &request);
    void stopRun(const QString &runId);
    void resumeRun(const QString &runId, bool fromScratch);

    Result<void> exportPlots(const QString &path);

Q_SIGNALS:
    void runOpened(const QString &runId);
    void operationFinished(const QString &runId, bool ok, const QString &message);

private:
    void buildUi();
    void openRun(const QString &runId);
    void startMonitor(const RunRecord &record);
    void loadFinishedRun(const RunRecord &record);
    void rebuildPanes();
    void refreshHealth();
    void refreshMarkers();
    void updateCurvePicker();
    void updateButtons();
    void refreshUnwatchedRuns();
    void runOperation(const QString &runId, const QString &what,
                      std::function<QString(RunLauncher &, const std::function<void(const QString &)> &)> job,
                      const QString &machine);
    void showLaunchDialog();
    void showImportDialog();
    QString runDir(const QString &runId) const;
    std::unique_ptr<RunProfile> profileFor(const RunRecord &record) const;

    AppContext &m_context;
    SeriesStore m_store;
    RunListModel *m_runs = nullptr;
    QTableView *m_runView = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_relaunch = nullptr;
    QLabel *m_status = nullptr;
    HostStrip *m_hostStrip = nullptr;
    PlotStack *m_plots = nullptr;
    LogView *m_log = nullptr;
    QToolButton *m_curves = nullptr;
    QMenu *m_curveMenu = nullptr;
    QSlider *m_smoothing = nullptr;
    QLabel *m_smoothingLabel = nullptr;
    QComboBox *m_axis = nullptr;
    QCheckBox *m_logY = nullptr;
    QComboBox *m_modeBox = nullptr;

    QString m_current;
    QHash<QString, RunMonitor *> m_monitors;
    QSet<QString> m_loaded;              // runs read from their mirrors
    QSet<QString> m_hidden;
    bool m_hiddenChosen = false;         // the user changed the picker: keep their choice
    QStringList m_paneMetrics;           // metrics the panes were built for
    std::unique_ptr<RunProfile> m_profile;
    ViewMode m_mode = ViewMode::PerHost;
    HealthTracker::Options m_healthOptions;
    std::function<std::unique_ptr<Transport>(const QString &, int)> m_transportFactory;
    RunStateRefresher *m_refresher = nullptr;   // runs run.json calls active that nobody watches
    QTimer m_reloadTimer;
    QTimer m_paneTimer;
    QString m_pendingSelection;
};

} // namespace twb
