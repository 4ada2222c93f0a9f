#include "core/services/run_operation_context.h"
#include "core/services/run_guard.h"
#include "core/services/workspace_trust.h"

#include "core/remote/host_pool.h"
#include "core/runs/run_folder.h"

using namespace Qt::StringLiterals;

namespace twb {

RunOperationContext::RunOperationContext(MachineAccess access, QString runsDir, Events events)
    : m_events(std::move(events)), m_access(std::move(access)), m_runsDir(std::move(runsDir))
{
}

void RunOperationContext::setMachineAccess(MachineAccess access)
{
    QMutexLocker locker(&m_mutex);
    m_access = std::move(access);
    ++m_generation;
    m_pools.clear();
}

void RunOperationContext::setRunsDir(QString runsDir)
{
    QMutexLocker locker(&m_mutex);
    m_runsDir = std::move(runsDir);
}

MachineAccess RunOperationContext::machineAccess() const
{
    return snapshot().access;
}

QString RunOperationContext::runsDir() const
{
    return snapshot().runsDir;
}

RunOperationContext::Snapshot RunOperationContext::snapshot() const
{
    QMutexLocker locker(&m_mutex);
    return Snapshot{m_access, m_runsDir, m_generation};
}

RunOperationContext::CancelToken RunOperationContext::token() const
{
    QMutexLocker locker(&m_mutex);
    return m_cancel;
}

void RunOperationContext::cancelAll()
{
    QMutexLocker locker(&m_mutex);
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
}

Error RunOperationContext::cancelledError(const QString &what)
{
    return Error{tr("%1 was cancelled.").arg(what), {}, Error::Kind::Cancelled};
}

Result<RunRecord> RunOperationContext::readRecord(const QString &runsDir, const QString &runId)
{
    const RunFolder folder = RunFolder::in(runsDir, runId);
    if (runId.isEmpty() || !folder.hasRecord())
        return fail(Error::notFound(tr("There is no run %1 in %2; `tpuwb run status` lists the runs.")
                                        .arg(runId.isEmpty() ? u"\"\""_s : runId, runsDir),
                                    folder.recordFile()));
    return folder.readRecord();
}

Result<RunRecord> RunOperationContext::record(const QString &runId) const
{
    return readRecord(runsDir(), runId);
}

void RunOperationContext::takeAnnotationFromDisk(const QString &runsDir, RunRecord &record)
{
    // RunRecordStore::save kept the other writer's tags and notes on disk; the caller gets them too.
    if (auto onDisk = RunFolder::in(runsDir, record.runId).readRecord()) {
        record.tags = onDisk->tags;
        record.notes = onDisk->notes;
    }
}

Result<void> RunOperationContext::requireTrusted(const RunRecord &record) const
{
    return WorkspaceTrust::requireRunPython(runsDir(), record);
}

Result<RunOperationContext::RunOnHosts> RunOperationContext::openRun(const Snapshot &s, const QString &runId)
{
    auto record = readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    if (record->machine.isEmpty() || record->remoteDir.isEmpty())
        return fail(Error::invalid(
            tr("%1 has no machine (it was imported): there is nothing to start or stop.").arg(record->runId),
            record->runId));
    auto entries = s.access.machines(record->machines());
    if (!entries)
        return fail(entries.error());
    return RunOnHosts{std::move(*record), hostPool(s, *entries)};
}

std::shared_ptr<HostPool> RunOperationContext::hostPool(const Snapshot &s, const MachineEntry &entry)
{
    return hostPool(s, QList<MachineEntry>{entry});
}

std::shared_ptr<HostPool> RunOperationContext::hostPool(const Snapshot &s, const QList<MachineEntry> &entries)
{
    QStringList names;
    Json json = Json::array();
    for (const MachineEntry &entry : entries) {
        names << entry.name();
        json.push_back(entry.toJson());
    }
    QMutexLocker locker(&m_mutex);
    CachedPool &cached = m_pools[names.join(u'+')];
    if (cached.pool && cached.generation == s.generation && cached.entry == json)
        return cached.pool;
    auto pool = std::shared_ptr<HostPool>(s.access.hostPool(entries));
    if (s.generation == m_generation)
        cached = CachedPool{s.generation, json, pool};
    return pool;
}

std::shared_ptr<QMutex> RunOperationContext::runLock(const QString &runId)
{
    QMutexLocker locker(&m_mutex);
    auto &lock = m_runLocks[runId];
    if (!lock)
        lock = std::make_shared<QMutex>();
    return lock;
}

void RunOperationContext::changed(const QString &runId) const
{
    if (m_events.runChanged)
        m_events.runChanged(runId);
}

RunLauncher::Progress RunOperationContext::reporter(const QString &runId, const Progress &progress) const
{
    return [this, runId, progress](const QString &message) {
        if (progress)
            progress(message);
        if (m_events.progress)
            m_events.progress(runId, message);
    };
}

Result<RunRecord> RunOperationContext::onHosts(const Snapshot &s, const QString &runId, const Progress &progress,
                                               const std::function<Result<void>(RunLauncher &, RunRecord &)> &step)
{
    RunGuard guard(runLock(runId));
    auto run = openRun(s, runId);
    if (!run)
        return fail(run.error());
    RunLauncher launcher(*run->pool, s.runsDir);
    launcher.setProgress(reporter(runId, progress));
    auto done = step(launcher, run->record);
    changed(runId);
    if (!done)
        return fail(done.error());
    takeAnnotationFromDisk(s.runsDir, run->record);
    return run->record;
}

} // namespace twb
