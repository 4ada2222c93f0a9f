#pragma once

#include "core/metrics/health_tracker.h"
#include "core/metrics/host_health.h"
#include "core/metrics/run_profile.h"
#include "core/runs/run_record.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <chrono>

#include <atomic>
#include <map>
#include <memory>
#include <optional>

namespace twb {

class RunMonitor;
class RunService;
class SeriesStore;

// The headless life of the runs someone watches (the Monitor, `tpuwb metrics tail`): one
// RunMonitor per followed run feeding the shared SeriesStore, finished runs read from their
// local mirror off the calling thread, and each run's health.
//
// - open(record): an active run is followed live; a finished one is read from its mirror once
//   (or, when it has none yet, from its hosts once, which writes the mirror).
// - recordChanged(record): run.json changed (WorkspaceIndex, RunService). A new attempt
//   (resume, relaunch, also one started by another app or before a restart) restarts the
//   streams, so its metrics reach the store and the mirror; an ended run drops its streams.
// - health(run) and state(run) come from one snapshot, taken when healthChanged() is emitted:
//   the host tiles and the runs list read the same thing and cannot disagree.
//
// Lives on the thread that made it (the GUI thread or the CLI's); never blocks it on the
// network, the disk or the registry (RunService::monitorConfig: transports are built on each
// host's stream thread). When a run's streams end it asks RunService::refresh how the run
// ended. Destroying it stops the streams and cancels the reads.
class RunFollower final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunFollower)

public:
    // Runs are found in the service's runs folder and reached through its machines.
    RunFollower(SeriesStore &store, RunService &service, QObject *parent = nullptr);
    ~RunFollower() override;

    // Another workspace: stops and forgets every run (their series stay in the store).
    void forgetAll();
    // Health thresholds for streams started from now on (tests use shorter ones).
    void setHealthOptions(const HealthTracker::Options &options) { m_healthOptions = options; }
    // How often a followed `preempted` run with an automatic restart left asks gcloud whether
    // its VM is READY again (RunService::recoverPreempted); tests use a short one.
    void setPreemptionPollInterval(std::chrono::milliseconds interval);
    // Emit every metrics line (linesArrived), for `tpuwb metrics tail`: train.py's JSONL, each
    // line with its `host`, whatever the run's format (launched, attached, imported).
    void setEmitLines(bool emitLines) { m_emitLines = emitLines; }

    // Shows a run: follows it while it is active, reads it from its mirror otherwise.
    void open(const RunRecord &record);
    // Follows a run's hosts whatever its record says (`tpuwb metrics tail`); the streams end
    // when the run has ended on every host. A run with no hosts (imported with `metrics
    // import`) is read from its folder in the workspace: its lines (linesArrived), then
    // runEnded; no machine is asked.
    void follow(const RunRecord &record);
    // A run whose points are in the workspace only: imported, it has no machine and no remote
    // folder (RunService::followable).
    static bool isImported(const RunRecord &record);
    // run.json of a run changed; runs this follower never opened are ignored.
    void recordChanged(const RunRecord &record);
    // Stops following every run and cancels the reads in flight (returns at once).
    void cancelAll();

    bool isOpen(const QString &runId) const { return m_runs.contains(runId); }
    bool isFollowing(const QString &runId) const;
    RunMonitor *monitor(const QString &runId) const;
    // The attempt the streams follow ("" when not followed).
    QString followedAttempt(const QString &runId) const;
    // The mirror (or, following, the profile) has been read.
    bool isLoaded(const QString &runId) const;
    // MFU and HBM factors from the run's config.json (null for CPU runs and until loaded).
    const RunProfile *profile(const QString &runId) const;
    std::optional<RunRecord> record(const QString &runId) const;

    QList<HostHealth> health(const QString &runId) const;
    QList<bool> connected(const QString &runId) const;
    // The state the runs list shows, from the same snapshot as health().
    RunState state(const QString &runId) const;

    // A run's state from its hosts' health: a crashed or failed host fails the run, a stalled
    // host stalls it; `recorded` (run.json) otherwise. A run recorded `preempted` stays so (its
    // hosts' processes died with the VM; that is no crash).
    static RunState stateFromHealth(const QList<HostHealth> &health, RunState recorded);
    // Host tiles of a run that is not followed (finished, read from its mirror): each host's
    // newest step and how it ended, from the `done` events in the store.
    static QList<HostHealth> healthFromStore(const SeriesStore &store, const QString &runId, int hostCount,
                                             RunState recorded);
    // The training attempt a record's hosts run now (its newest; an evaluation is none), ""
    // before the first.
    static QString latestAttempt(const RunRecord &record);
    // A start of the training (launch, resume, relaunch, auto-resume); an evaluation ("eval")
    // is an auxiliary job on the run, not an attempt of its training.
    static bool isTraining(const RunAttempt &attempt);

Q_SIGNALS:
    // health()/state() of the run changed (also: the age of the last point moved).
    void healthChanged(const QString &runId);
    void connectionChanged(const QString &runId, int host);
    void logArrived(const QString &runId, int host, const QByteArray &bytes);
    void linesArrived(const QString &runId, int host, const QByteArray &lines);
    // The mirror and the profile of an opened run were read.
    void loaded(const QString &runId);
    // Every host's stream ended because the run is over; the follower asks RunService::refresh
    // how it ended, and recordChanged() follows.
    void runEnded(const QString &runId);

private:
    struct Run
    {
        RunRecord record;
        std::unique_ptr<RunMonitor> monitor;
        QString attempt;
        bool loaded = false;
        bool loading = false;
        bool followWhenLoaded = false;
        std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
        std::optional<RunProfile> profile;
        QList<HostHealth> health;
        RunState state = RunState::Pending;
        bool recovering = false;   // a recoverPreempted is in flight
        bool askingHowItEnded = false;
        qint64 askedHowItEndedMs = 0;
    };

    Run &entry(const RunRecord &record);
    void startStreams(Run &run);
    void stopStreams(Run &run);
    void load(Run &run, bool readMirror);
    void readImported(Run &run);
    void updateHealth(Run &run);
    void pollPreempted();
    // A followed run whose host crashed or dropped its connection: the hosts (and, on a gcloud
    // machine, gcloud) are asked how it ended (a preempted VM's agent never says so itself).
    void askHowItEnded(Run &run);

    SeriesStore &m_store;
    RunService &m_service;
    HealthTracker::Options m_healthOptions;
    bool m_emitLines = false;
    std::map<QString, Run> m_runs;
    QTimer *m_preemptionTimer = nullptr;
    QThreadPool m_pool;   // the mirror reads; waited for (each read stops within one chunk)
};

} // namespace twb
