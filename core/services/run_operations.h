#pragma once

#include "core/metrics/metric_import.h"
#include "core/runs/profile_requester.h"
#include "core/runs/stack_dump.h"
#include "core/metrics/run_monitor.h"
#include "core/runs/host_run_status.h"
#include "core/runs/run_annotation.h"
#include "core/runs/run_checkpoints.h"
#include "core/runs/run_launcher.h"
#include "core/runs/run_preflight.h"
#include "core/runs/run_record.h"
#include "core/runs/run_verification.h"
#include "core/runs/run_verifier.h"
#include "core/services/machine_access.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace twb {

class HostPool;

// A run's state as its hosts report it: the refreshed record and each host's status file.
struct RunStatusReport
{
    RunRecord record;
    std::vector<HostRunStatus> hosts;
};

// One host's log, read whole from the host.
struct HostLog
{
    int host = 0;
    QByteArray text;
    QString error;   // could not be read; empty when read
};

// The blocking operations behind RunService, run on whichever thread calls them (RunService's
// pool, or the caller's for its `...Now` calls): launch, stop, resume/relaunch, refresh, fetch,
// logs, preflight, verify, import. Thread-safe: two operations on one run take turns (a lock
// per run), and each machine's HostPool is kept between operations while its registry entry
// and the machine access stay the same.
//
// Held by a shared_ptr that every task of RunService keeps, so a task that outlives the service
// touches nothing freed. What the operations do is reported through Events, on the operation's
// thread.
class RunOperations final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunOperations)
    Q_DISABLE_COPY_MOVE(RunOperations)

public:
    using Progress = std::function<void(const QString &message)>;
    // Set to true to ask the operations that hold it to stop at their next step.
    using CancelToken = std::shared_ptr<std::atomic<bool>>;

    struct Events
    {
        // run.json of a run was written.
        std::function<void(const QString &runId)> runChanged;
        // An operation's progress (runId empty while a launch has not yet named its run).
        std::function<void(const QString &runId, const QString &message)> progress;
    };

    RunOperations(MachineAccess access, QString runsDir, Events events = {});

    void setMachineAccess(MachineAccess access);
    void setRunsDir(QString runsDir);
    MachineAccess machineAccess() const;
    QString runsDir() const;

    // The token operations started from now on hold.
    CancelToken token() const;
    // The current token reports a stop; later operations get a fresh one.
    void cancelAll();
    // The error an operation ends with when it was cancelled (`what` names it).
    static Error cancelledError(const QString &what);

    // The operations; see RunService's `...Now` calls for what each does.
    Result<RunRecord> record(const QString &runId) const;
    Result<RunRecord> launch(const CancelToken &cancel, const LaunchRequest &request, const Progress &progress);
    Result<RunRecord> stop(const CancelToken &cancel, const QString &runId, std::chrono::seconds grace,
                           const Progress &progress);
    // Resume (`fromScratch` false) or relaunch.
    Result<RunRecord> startAgain(const CancelToken &cancel, const QString &runId, bool fromScratch,
                                 const Progress &progress);
    // Resume from the checkpoint of `step` (RunCheckpoints::atStep refuses a step without one).
    Result<RunRecord> resumeFrom(const CancelToken &cancel, const QString &runId, qint64 step, const Progress &progress);
    // Evaluates the checkpoint of `step` (unset: the newest) on the run's hosts, waits for the
    // evaluation to end, fetches the metrics and returns its eval record.
    Result<CheckpointEvaluation> evaluate(const CancelToken &cancel, const QString &runId, std::optional<qint64> step,
                                          const Progress &progress);
    // The complete checkpoints of a run, listed on its first host (no torch.load).
    Result<QList<RunCheckpoint>> checkpoints(const QString &runId);
    // Refreshes the run's state from its hosts; with `hosts`, each host's status too.
    Result<RunStatusReport> status(const QString &runId, bool hosts);
    // A preempted run whose TPU VM gcloud now says is READY is resumed from its last checkpoint
    // when PreemptionPolicy allows (an "auto-resume" attempt); otherwise the record is returned
    // as it is (still waiting). Never starts a run that is not `preempted` or that a host runs.
    Result<RunRecord> recoverPreempted(const CancelToken &cancel, const QString &runId, const Progress &progress);
    QStringList refreshActive(const CancelToken &cancel, const QList<RunRecord> &runs, const QSet<QString> &skip);
    Result<RunRecord> fetch(const QString &runId, bool logs);
    Result<QList<HostLog>> logs(const QString &runId, const QList<int> &hosts);
    Result<std::vector<HostPreflight>> preflight(const QString &machine, RunPreflight::Options options);
    Result<RunVerification> verify(const QString &runId, bool askHosts);
    Result<MetricImport::Summary> import(const QString &path, const QString &runName);
    // Changes the run's tags and notes in run.json under its lock, keeping every other field.
    Result<RunRecord> annotate(const QString &runId, const RunAnnotation &annotation);
    // Stacks of every host's train.py at once, grouped and saved in the run's folder.
    Result<StackDump> stacks(const CancelToken &cancel, const QString &runId, QString *savedPath);
    // A trace of the next steps on every host, pulled, summarized and saved in the run's folder.
    Result<ProfileCapture> profile(const CancelToken &cancel, const QString &runId, ProfileRequester::Options options,
                                   QString *savedPath);
    // WorkspaceTrust::requireRunPython for a record of this runs folder.
    Result<void> requireTrusted(const RunRecord &record) const;
    // What the run checklist reads of a run's local folder: its metrics as train.py's JSONL
    // (an attached job's mirrors converted from its own format) and its config.
    static RunVerifier::Inputs verificationInputs(const RunRecord &record, const QString &runDir);
    RunMonitor::Config monitorConfig(const RunRecord &record) const;

private:
    // One operation's view: taken when it starts, so a later setRunsDir or setMachineAccess
    // does not change it half-way.
    struct Snapshot
    {
        MachineAccess access;
        QString runsDir;
        quint64 generation = 0; // of the machine access
    };
    struct CachedPool
    {
        quint64 generation = 0;
        Json entry;
        std::shared_ptr<HostPool> pool;
    };

    // A run's record and its machine's hosts.
    struct RunOnHosts
    {
        RunRecord record;
        std::shared_ptr<HostPool> pool;
    };

    Snapshot snapshot() const;
    // Fails for a run with no machine (an imported one).
    Result<RunOnHosts> openRun(const Snapshot &s, const QString &runId);
    std::shared_ptr<HostPool> hostPool(const Snapshot &s, const MachineEntry &entry);
    // A pool over the hosts of several machines (a multislice run's slices), kept like one
    // machine's.
    std::shared_ptr<HostPool> hostPool(const Snapshot &s, const QList<MachineEntry> &entries);
    std::shared_ptr<QMutex> runLock(const QString &runId);
    void changed(const QString &runId) const;
    // After launcher.refresh took `record` from `before`: when gcloud says the VM of one of
    // `entries` (the run's machines, slice 0 first) is PREEMPTED, the run is `preempted`
    // (PreemptionPolicy), saved.
    void judgePreemption(const Snapshot &s, const QList<MachineEntry> &entries, RunRecord &record, RunState before,
                         int unreachableHosts);
    RunLauncher::Progress reporter(const QString &runId, const Progress &progress) const;
    // Reads the run's record under its lock, does `step` with a launcher on its machine's hosts,
    // and says the run changed whatever the outcome (the launcher saves what it did).
    Result<RunRecord> onHosts(const Snapshot &s, const QString &runId, const Progress &progress,
                              const std::function<Result<void>(RunLauncher &, RunRecord &)> &step);

    const Events m_events;
    mutable QMutex m_mutex; // guards everything below
    MachineAccess m_access;
    QString m_runsDir;
    quint64 m_generation = 0;
    CancelToken m_cancel = std::make_shared<std::atomic<bool>>(false);
    QHash<QString, std::shared_ptr<QMutex>> m_runLocks;
    QHash<QString, CachedPool> m_pools; // by machine name (a multislice run's: the names joined by '+')
};

} // namespace twb
