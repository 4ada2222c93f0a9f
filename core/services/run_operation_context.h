#pragma once

#include "core/runs/run_launcher.h"
#include "core/runs/run_record.h"
#include "core/services/machine_access.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace twb {

class HostPool;

// What every operation on runs shares (RunLifecycle, RunDiagnostics, RunCheckpointOperations):
// the machine access and runs folder, each machine's HostPool kept between operations while
// its registry entry and the machine access stay the same, a lock per run so two operations on
// one run take turns, the cancel token, and the events that report what the operations did.
// Thread-safe; the operations run on whichever thread calls them.
class RunOperationContext final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunOperationContext)
    Q_DISABLE_COPY_MOVE(RunOperationContext)

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

    // One operation's view: taken when it starts, so a later setRunsDir or setMachineAccess
    // does not change it half-way.
    struct Snapshot
    {
        MachineAccess access;
        QString runsDir;
        quint64 generation = 0; // of the machine access
    };

    // A run's record and its machine's hosts.
    struct RunOnHosts
    {
        RunRecord record;
        std::shared_ptr<HostPool> pool;
    };

    RunOperationContext(MachineAccess access, QString runsDir, Events events = {});

    void setMachineAccess(MachineAccess access);
    void setRunsDir(QString runsDir);
    MachineAccess machineAccess() const;
    QString runsDir() const;
    Snapshot snapshot() const;

    // The token operations started from now on hold.
    CancelToken token() const;
    // The current token reports a stop; later operations get a fresh one.
    void cancelAll();
    // The error an operation ends with when it was cancelled (`what` names it).
    static Error cancelledError(const QString &what);

    // A run's record (not found names the runs folder and how to list the runs).
    static Result<RunRecord> readRecord(const QString &runsDir, const QString &runId);
    Result<RunRecord> record(const QString &runId) const;
    // An operation's copy of a record gets the tags and notes run.json has now: another service
    // or a `tpuwb run tag` may have changed them while the operation held it.
    static void takeAnnotationFromDisk(const QString &runsDir, RunRecord &record);
    // WorkspaceTrust::requireRunPython for a record of this runs folder.
    Result<void> requireTrusted(const RunRecord &record) const;

    // Fails for a run with no machine (an imported one).
    Result<RunOnHosts> openRun(const Snapshot &s, const QString &runId);
    std::shared_ptr<HostPool> hostPool(const Snapshot &s, const MachineEntry &entry);
    // A pool over the hosts of several machines (a multislice run's slices), kept like one
    // machine's.
    std::shared_ptr<HostPool> hostPool(const Snapshot &s, const QList<MachineEntry> &entries);
    std::shared_ptr<QMutex> runLock(const QString &runId);

    // Reports that run.json of `runId` was written.
    void changed(const QString &runId) const;
    // Progress for a launcher: to the caller's `progress` and to the events.
    RunLauncher::Progress reporter(const QString &runId, const Progress &progress) const;
    // Reads the run's record under its lock, does `step` with a launcher on its machine's hosts,
    // and says the run changed whatever the outcome (the launcher saves what it did).
    Result<RunRecord> onHosts(const Snapshot &s, const QString &runId, const Progress &progress,
                              const std::function<Result<void>(RunLauncher &, RunRecord &)> &step);

private:
    struct CachedPool
    {
        quint64 generation = 0;
        Json entry;
        std::shared_ptr<HostPool> pool;
    };

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
