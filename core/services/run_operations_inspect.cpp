#include "core/services/run_operations.h"

#include "core/remote/host_pool.h"
#include "core/runs/run_files_fetcher.h"
#include "core/runs/run_folder.h"
#include "core/runs/stack_sampler.h"

using namespace Qt::StringLiterals;

// RunOperations' look-ins at a run on its hosts: fetch its files, read its logs, check the
// machine before a launch, sample its stacks, trace its steps. None of them changes the run's
// record, so none takes the run's lock.
namespace twb {

Result<RunRecord> RunOperations::fetch(const QString &runId, bool logs)
{
    const Snapshot s = snapshot();
    auto run = openRun(s, runId);
    if (!run)
        return fail(run.error());
    const QString localDir = RunFolder::in(s.runsDir, runId).dir();
    if (auto fetched = RunFilesFetcher::fetch(*run->pool, run->record.remoteDir, localDir, logs); !fetched)
        return fail(fetched.error());
    return run->record;
}

Result<QList<HostLog>> RunOperations::logs(const QString &runId, const QList<int> &hosts)
{
    const Snapshot s = snapshot();
    auto run = openRun(s, runId);
    if (!run)
        return fail(run.error());
    HostPool *pool = run->pool.get();
    QList<HostLog> logs;
    for (int h = 0; h < pool->hostCount(); ++h)
        if (hosts.isEmpty() || hosts.contains(h))
            logs << HostLog{h, {}, {}};
    // Each worker fills its own slot.
    std::vector<HostLog *> slots(std::size_t(pool->hostCount()), nullptr);
    for (HostLog &log : logs)
        slots[std::size_t(log.host)] = &log;
    const RunFolder remote(run->record.remoteDir);
    const auto results = pool->forEachHost([&](int h, Transport &transport) -> Result<void> {
        HostLog *slot = slots[std::size_t(h)];
        if (!slot)
            return {};
        auto text = transport.readRemoteFile(remote.logFile(h));
        if (!text)
            return fail(text.error());
        slot->text = *text;
        return {};
    });
    for (std::size_t i = 0; i < results.size(); ++i)
        if (!results[i] && slots[i])
            slots[i]->error = results[i].error().message;
    return logs;
}

Result<std::vector<HostPreflight>> RunOperations::preflight(const QString &machine, RunPreflight::Options options)
{
    const Snapshot s = snapshot();
    auto entry = s.access.machine(machine);
    if (!entry)
        return fail(entry.error());
    if (auto trusted = s.access.requirePython(*entry); !trusted)
        return fail(trusted.error());
    options.python = entry->python();
    options.remoteRoot = entry->remoteRoot();
    auto pool = hostPool(s, *entry);
    return RunPreflight::run(*pool, options);
}

Result<StackDump> RunOperations::stacks(const CancelToken &cancel, const QString &runId, QString *savedPath)
{
    const Snapshot s = snapshot();
    auto run = openRun(s, runId);
    if (!run)
        return fail(run.error());
    StackDump dump = StackSampler::take(*run->pool, run->record, [cancel] { return cancel->load(); });
    auto saved = StackSampler::save(dump, RunFolder::in(s.runsDir, runId));
    if (!saved)
        return fail(saved.error());
    if (savedPath)
        *savedPath = *saved;
    return dump;
}

Result<ProfileCapture> RunOperations::profile(const CancelToken &cancel, const QString &runId,
                                              ProfileRequester::Options options, QString *savedPath)
{
    const Snapshot s = snapshot();
    auto run = openRun(s, runId);
    if (!run)
        return fail(run.error());
    const RunFolder local = RunFolder::in(s.runsDir, runId);
    ProfileCapture capture = ProfileRequester::take(*run->pool, run->record, local, options,
                                                    [cancel] { return cancel->load(); });
    auto saved = ProfileRequester::save(capture, local);
    if (!saved)
        return fail(saved.error());
    if (savedPath)
        *savedPath = *saved;
    return capture;
}

} // namespace twb
