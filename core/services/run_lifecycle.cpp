#include "core/services/run_lifecycle.h"
#include "core/services/run_guard.h"
#include "core/services/workspace_trust.h"

#include "core/ablation/machine_fit.h"
#include "core/ablation/multislice_fit.h"
#include "core/experiment/experiment.h"
#include "core/registry/gcloud_tpu.h"
#include "core/remote/host_pool.h"
#include "core/runs/preemption_policy.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record_store.h"
#include "core/util/log.h"

#include <QDateTime>
#include <QFileInfo>

#include <map>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// The experiment as the run would train it: the project's config with --set applied.
Result<Json> experimentOf(const LaunchRequest &request)
{
    const QString config = request.experimentDir + u'/' + RunFolder::configName();
    auto experiment = Experiment::readFile(QFileInfo::exists(config) ? config
                                                                     : request.experimentDir + u"/experiment.json"_s);
    if (!experiment)
        return fail(experiment.error());
    for (const auto &[key, value] : request.settings)
        if (auto set = experiment->set(key, value); !set)
            return fail(set.error());
    return experiment->toJson();
}

} // namespace

RunLifecycle::RunLifecycle(RunOperationContext &context) : m_context(context)
{
}

Result<RunRecord> RunLifecycle::launch(const CancelToken &cancel, const LaunchRequest &request, const Progress &progress)
{
    const Snapshot s = m_context.snapshot();
    const bool multislice = !request.slices.isEmpty();
    auto entries = s.access.machines(multislice ? sliceMachines(request.slices) : QStringList{request.machine});
    if (!entries)
        return fail(entries.error());
    // The entry's python runs on every host (preflight, launch.sh, the follower).
    for (const MachineEntry &entry : *entries) {
        if (auto trusted = s.access.requirePython(entry); !trusted)
            return fail(trusted.error());
        // A copied workspace's runs never write into the original's folders.
        if (auto owned = entry.checkRemoteRootOwner(); !owned)
            return fail(owned.error());
    }
    LaunchRequest full = request;
    if (multislice)
        full.useMachines(*entries);
    else
        full.useMachine(entries->first());
    // A relative project folder (as typed in a shell) is the caller's, resolved once here so the
    // upload's relative file names are taken against the same folder they were listed from.
    full.experimentDir = QFileInfo(full.experimentDir).absoluteFilePath();
    if (auto project = RunLauncher::checkProject(full.experimentDir); !project)
        return fail(project.error());
    auto experiment = experimentOf(full);
    if (!experiment)
        return fail(experiment.error());
    if (multislice) {
        if (auto fits = MultisliceFit::check(*entries, *experiment, full.experimentDir + u'/' + RunFolder::configName(),
                                             full.device);
            !fits)
            return fail(fits.error());
    } else if (auto fits = MachineFit::check(entries->first(), *experiment, full.device); !fits) {
        return fail(fits.error());
    }
    if (cancel->load())
        return fail(RunOperationContext::cancelledError(tr("The launch on %1").arg(request.machine)));
    std::optional<RunGuard> guard;
    if (!full.runId.isEmpty())
        guard.emplace(m_context.runLock(full.runId));
    auto pool = m_context.hostPool(s, *entries);
    RunLauncher launcher(*pool, s.runsDir);
    launcher.setCancelled([cancel] { return cancel->load(); });
    launcher.setProgress(m_context.reporter(full.runId, progress));
    auto record = launcher.launch(full);
    if (record) {
        // Trusted above, so run.json's copy of it is too (resume and follow read that one).
        WorkspaceTrust::approveRunPython(s.runsDir, record->python);
        m_context.changed(record->runId);
    }
    return record;
}

Result<RunRecord> RunLifecycle::stop(const CancelToken &cancel, const QString &runId, std::chrono::seconds grace,
                                     const Progress &progress)
{
    const Snapshot s = m_context.snapshot();
    if (cancel->load())
        return fail(RunOperationContext::cancelledError(tr("Stopping %1").arg(runId)));
    return m_context.onHosts(s, runId, progress,
                   [grace](RunLauncher &launcher, RunRecord &record) { return launcher.stop(record, grace); });
}

Result<RunRecord> RunLifecycle::startAgain(const CancelToken &cancel, const QString &runId, bool fromScratch,
                                           const Progress &progress)
{
    const Snapshot s = m_context.snapshot();
    if (cancel->load())
        return fail(RunOperationContext::cancelledError(tr("Starting %1 again").arg(runId)));
    const auto start = [fromScratch, runsDir = s.runsDir](RunLauncher &launcher, RunRecord &record) -> Result<void> {
        // launch.sh runs the record's python (TPUWB_PYTHON).
        if (auto trusted = WorkspaceTrust::requireRunPython(runsDir, record); !trusted)
            return fail(trusted.error());
        return fromScratch ? launcher.relaunch(record) : launcher.resume(record);
    };
    return m_context.onHosts(s, runId, progress, start);
}

Result<RunStatusReport> RunLifecycle::status(const QString &runId, bool hosts)
{
    const Snapshot s = m_context.snapshot();
    RunGuard guard(m_context.runLock(runId));
    auto record = RunOperationContext::readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    RunStatusReport report{*record, {}};
    if (record->machine.isEmpty() || record->remoteDir.isEmpty())
        return report;   // imported: nothing to ask
    auto entries = s.access.machines(record->machines());
    if (!entries)
        return fail(entries.error());
    auto pool = m_context.hostPool(s, *entries);
    RunLauncher launcher(*pool, s.runsDir);
    const RunState before = report.record.state;
    if (before == RunState::Preempted) {
        // Its hosts say only that the process is gone: it stays preempted unless something runs
        // again (resumed from elsewhere), which the refresh then records.
        const auto statuses = launcher.status(report.record);
        if (std::any_of(statuses.cbegin(), statuses.cend(), [](const HostRunStatus &h) { return h.running(); })) {
            if (auto refreshed = launcher.refresh(report.record); !refreshed)
                return fail(refreshed.error());
            m_context.changed(runId);
        }
        if (hosts)
            report.hosts = statuses;
        return report;
    } else {
        auto refreshed = launcher.refresh(report.record);
        if (refreshed)
            judgePreemption(s, *entries, report.record, before, launcher.unreachableHosts());
        m_context.changed(runId);
        if (!refreshed)
            return fail(refreshed.error());
    }
    if (hosts)
        report.hosts = launcher.status(report.record);
    RunOperationContext::takeAnnotationFromDisk(s.runsDir, report.record);
    return report;
}

void RunLifecycle::judgePreemption(const Snapshot &s, const QList<MachineEntry> &entries, RunRecord &record,
                                   RunState before, int unreachableHosts)
{
    // A multislice run is preempted when any slice's VM went away: each gcloud slice is asked.
    std::optional<Result<Registry>> registry;   // read once, for the slices whose hosts went quiet
    for (const MachineEntry &entry : entries) {
        if (!PreemptionPolicy::needsVmState(entry.isGcloud(), before, record.state, unreachableHosts))
            continue;
        GcloudCache vm;
        if (!isActive(record.state)) {
            // The run ended: ask gcloud now (once per run end) whether the VM went away under it.
            auto fresh = s.access.refreshGcloud(entry.name());
            if (fresh)
                vm = gcloudCache(*fresh);
            else
                log::warn(fresh.error().message);
        } else {
            // Hosts not answering: their transports asked gcloud when connecting failed.
            if (!registry)
                registry = s.access.registry();
            if (*registry && (*registry)->find(entry.name()))
                vm = gcloudCache(*(*registry)->find(entry.name()));
        }
        if (!PreemptionPolicy::apply(record, vm.state, vm.resolvedAt, entry.name()))
            continue;
        if (record.ended.isEmpty())
            record.ended = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        if (!record.attempts.isEmpty() && record.attempts.last().ended.isEmpty())
            record.attempts.last().ended = record.ended;
        if (auto written = RunRecordStore(RunFolder::in(s.runsDir, record.runId)).save(record); !written)
            log::warn(written.error().message);
        log::warn(record.stateDetail);
        return;
    }
}

Result<RunRecord> RunLifecycle::recoverPreempted(const CancelToken &cancel, const QString &runId,
                                                 const Progress &progress)
{
    const Snapshot s = m_context.snapshot();
    if (cancel->load())
        return fail(RunOperationContext::cancelledError(tr("Resuming %1 after its preemption").arg(runId)));
    // Under the run's lock and from the record on disk: a resume by hand, another poll or
    // another app that resumed it first leaves it not `preempted`, and it is not started twice.
    RunGuard guard(m_context.runLock(runId));
    auto record = RunOperationContext::readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    if (record->state != RunState::Preempted)
        return record;
    // Every slice's VM asked afresh; the run resumes only when all of them are READY.
    auto entries = s.access.machines(record->machines());
    if (!entries)
        return fail(entries.error());
    QString vmState;
    for (MachineEntry &entry : *entries) {
        if (!entry.isGcloud())
            continue;
        auto fresh = s.access.refreshGcloud(entry.name());
        if (!fresh)
            return fail(fresh.error());
        entry = *fresh;
        if (vmState.isEmpty() || vmState == u"READY"_s)
            vmState = gcloudCache(entry).state;   // the first slice that is not READY decides
    }
    const RunFolder folder = RunFolder::in(s.runsDir, runId);
    switch (PreemptionPolicy::recovery(*record, vmState)) {
    case PreemptionPolicy::Recovery::None:
    case PreemptionPolicy::Recovery::WaitForVm:
        return record;
    case PreemptionPolicy::Recovery::WaitForUser: {
        const QString text = PreemptionPolicy::readyAgainText(*record);
        if (record->stateDetail != text) {
            auto written = RunRecordStore(folder).update([&text](RunRecord &onDisk) -> Result<void> {
                onDisk.stateDetail = text;
                return {};
            });
            if (!written)
                return fail(written.error());
            record = std::move(written);
            m_context.changed(runId);
        }
        return record;
    }
    case PreemptionPolicy::Recovery::Resume:
        break;
    }
    if (auto trusted = WorkspaceTrust::requireRunPython(s.runsDir, *record); !trusted)
        return fail(trusted.error());
    auto pool = m_context.hostPool(s, *entries);
    RunLauncher launcher(*pool, s.runsDir);
    launcher.setProgress(m_context.reporter(runId, progress));
    // READY before its sshd answers: wait for the next poll rather than spend a restart.
    for (const HostRunStatus &host : launcher.status(*record))
        if (!host.error.isEmpty())
            return record;
    const QString preemptedDetail = record->stateDetail;
    auto resumed = launcher.resume(*record, QString::fromLatin1(PreemptionPolicy::kAutoResume));
    if (!resumed) {
        // The restart is spent (its attempt is recorded); the run waits as preempted with why.
        record->state = RunState::Preempted;
        record->stateDetail = resumed.error().message + u'\n' + preemptedDetail;
        if (auto written = RunRecordStore(folder).save(*record); !written)
            log::warn(written.error().message);
        m_context.changed(runId);
        return fail(resumed.error());
    }
    log::info(tr("%1: TPU VM %2 is READY again; resumed from the last checkpoint (automatic restart %3 of %4).")
                  .arg(runId, record->machines().join(u", "_s))
                  .arg(record->restartsUsed())
                  .arg(record->maxRestarts));
    m_context.changed(runId);
    return record;
}

QStringList RunLifecycle::refreshActive(const CancelToken &cancel, const QList<RunRecord> &runs,
                                        const QSet<QString> &skip)
{
    const Snapshot s = m_context.snapshot();
    QStringList out;
    // Preempted runs nobody follows (the Monitor's unopened ones, `tpuwb run status`): resumed
    // here when their VM is READY again and max_restarts allows; a follower does its own.
    for (const RunRecord &r : runs) {
        if (cancel->load())
            return out;
        if (!PreemptionPolicy::awaitsAutomaticResume(r) || skip.contains(r.runId))
            continue;
        if (auto recovered = recoverPreempted(cancel, r.runId, {}); !recovered)
            log::warn(recovered.error().message);
        else if (recovered->state != r.state)
            out << r.runId;
    }
    // By machine; a multislice run's key is its machines joined by '+'.
    std::map<QString, QStringList> byMachine;
    for (const RunRecord &r : runs)
        if (isActive(r.state) && !skip.contains(r.runId) && !r.remoteDir.isEmpty() && !r.machine.isEmpty())
            byMachine[r.machines().join(u'+')] << r.runId;
    if (byMachine.empty())
        return out;
    auto registry = s.access.registry();
    if (!registry) {
        log::warn(registry.error().message);
        return out;
    }
    // One pool per machine: its hosts are asked once for all of that machine's runs.
    for (const auto &[machines, ids] : byMachine) {
        QList<MachineEntry> entries;
        for (const QString &name : machines.split(u'+'))
            if (const MachineEntry *found = registry->find(name))
                entries << *found;
        if (entries.size() != machines.count(u'+') + 1)
            continue;   // the list names such runs already; nothing to ask
        auto pool = m_context.hostPool(s, entries);
        RunLauncher launcher(*pool, s.runsDir);
        for (const QString &id : ids) {
            if (cancel->load())
                return out;
            RunGuard guard(m_context.runLock(id), false);
            if (!guard.locked())
                continue;   // another operation changes it right now
            auto record = RunOperationContext::readRecord(s.runsDir, id);
            if (!record || !isActive(record->state))
                continue;
            const RunState before = record->state;
            auto refreshed = launcher.refresh(*record);
            if (refreshed) {
                judgePreemption(s, entries, *record, before, launcher.unreachableHosts());
                refreshed = record->state;
            }
            if (!refreshed) {
                log::warn(refreshed.error().message);
            } else if (*refreshed != before) {
                out << id;
                m_context.changed(id);
            }
        }
    }
    return out;
}

Result<MetricImport::Summary> RunLifecycle::import(const QString &path, const QString &runName)
{
    const Snapshot s = m_context.snapshot();
    const QString name = runName.trimmed();
    RunGuard guard(m_context.runLock(name));
    auto summary = MetricImport::importFile(path, s.runsDir, name);
    if (summary)
        m_context.changed(summary->record.runId);
    return summary;
}

Result<RunRecord> RunLifecycle::annotate(const QString &runId, const RunAnnotation &annotation)
{
    const Snapshot s = m_context.snapshot();
    // Not behind the run's operation lock: an operation that holds the record in memory (a
    // launch, a 60 s stop) writes it back with RunRecordStore::save, which keeps the tags and
    // notes on disk, so neither undoes the other. The change is applied to run.json as it is
    // under the record lock, which other services and processes (`tpuwb run tag`) take too.
    if (auto exists = RunOperationContext::readRecord(s.runsDir, runId); !exists)
        return fail(exists.error());
    auto record = RunRecordStore(RunFolder::in(s.runsDir, runId)).update([&annotation](RunRecord &onDisk) -> Result<void> {
        annotation.applyTo(onDisk);
        return {};
    });
    if (!record)
        return fail(record.error());
    m_context.changed(runId);
    return record;
}

} // namespace twb
