#include "core/services/run_operations.h"
#include "core/services/run_guard.h"
#include "core/services/workspace_trust.h"

#include "core/ablation/machine_fit.h"
#include "core/ablation/multislice_fit.h"
#include "core/experiment/experiment.h"
#include "core/metrics/metric_format_name.h"
#include "core/metrics/metric_jsonl.h"
#include "core/registry/gcloud_tpu.h"
#include "core/remote/host_pool.h"
#include "core/runs/preemption_policy.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_verifier.h"
#include "core/util/log.h"

#include <QDateTime>
#include <QFileInfo>

#include <map>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

Result<RunRecord> readRecord(const QString &runsDir, const QString &runId)
{
    const RunFolder folder = RunFolder::in(runsDir, runId);
    if (runId.isEmpty() || !folder.hasRecord())
        return fail(Error::notFound(RunOperations::tr("There is no run %1 in %2; `tpuwb run status` lists the runs.")
                                        .arg(runId.isEmpty() ? u"\"\""_s : runId, runsDir),
                                    folder.recordFile()));
    return folder.readRecord();
}

// The machines of a run: its one machine, or a multislice run's slices in order.
Result<QList<MachineEntry>> machinesOf(const MachineAccess &access, const RunRecord &record)
{
    if (record.machine.isEmpty() || record.remoteDir.isEmpty())
        return fail(Error::invalid(
            RunOperations::tr("%1 has no machine (it was imported): there is nothing to start or stop.").arg(record.runId),
            record.runId));
    return access.machines(record.machines());
}

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

// The *.py files of a run's folder on host 0, as they were uploaded.
Result<QList<QPair<QString, QString>>> projectSources(HostPool &pool, const QString &remoteDir)
{
    Result<QList<QPair<QString, QString>>> out = QList<QPair<QString, QString>>();
    pool.forEachHost([&](int host, Transport &transport) -> Result<void> {
        if (host == 0)
            out = RunVerifier::readRemoteSources(transport, remoteDir);
        return {};
    });
    return out;
}

} // namespace

RunOperations::RunOperations(MachineAccess access, QString runsDir, Events events)
    : m_events(std::move(events)), m_access(std::move(access)), m_runsDir(std::move(runsDir))
{
}

void RunOperations::setMachineAccess(MachineAccess access)
{
    QMutexLocker locker(&m_mutex);
    m_access = std::move(access);
    ++m_generation;
    m_pools.clear();
}

void RunOperations::setRunsDir(QString runsDir)
{
    QMutexLocker locker(&m_mutex);
    m_runsDir = std::move(runsDir);
}

MachineAccess RunOperations::machineAccess() const
{
    return snapshot().access;
}

QString RunOperations::runsDir() const
{
    return snapshot().runsDir;
}

RunOperations::CancelToken RunOperations::token() const
{
    QMutexLocker locker(&m_mutex);
    return m_cancel;
}

void RunOperations::cancelAll()
{
    QMutexLocker locker(&m_mutex);
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
}

Error RunOperations::cancelledError(const QString &what)
{
    return Error{tr("%1 was cancelled.").arg(what), {}, Error::Kind::Cancelled};
}

RunOperations::Snapshot RunOperations::snapshot() const
{
    QMutexLocker locker(&m_mutex);
    return Snapshot{m_access, m_runsDir, m_generation};
}

std::shared_ptr<HostPool> RunOperations::hostPool(const Snapshot &s, const MachineEntry &entry)
{
    return hostPool(s, QList<MachineEntry>{entry});
}

std::shared_ptr<HostPool> RunOperations::hostPool(const Snapshot &s, const QList<MachineEntry> &entries)
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

std::shared_ptr<QMutex> RunOperations::runLock(const QString &runId)
{
    QMutexLocker locker(&m_mutex);
    auto &lock = m_runLocks[runId];
    if (!lock)
        lock = std::make_shared<QMutex>();
    return lock;
}

void RunOperations::changed(const QString &runId) const
{
    if (m_events.runChanged)
        m_events.runChanged(runId);
}

RunLauncher::Progress RunOperations::reporter(const QString &runId, const Progress &progress) const
{
    return [this, runId, progress](const QString &message) {
        if (progress)
            progress(message);
        if (m_events.progress)
            m_events.progress(runId, message);
    };
}

Result<RunRecord> RunOperations::record(const QString &runId) const
{
    return readRecord(runsDir(), runId);
}

Result<RunRecord> RunOperations::launch(const CancelToken &cancel, const LaunchRequest &request, const Progress &progress)
{
    const Snapshot s = snapshot();
    const bool multislice = !request.slices.isEmpty();
    auto entries = s.access.machines(multislice ? sliceMachines(request.slices) : QStringList{request.machine});
    if (!entries)
        return fail(entries.error());
    // The entry's python runs on every host (preflight, launch.sh, the follower).
    for (const MachineEntry &entry : *entries)
        if (auto trusted = s.access.requirePython(entry); !trusted)
            return fail(trusted.error());
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
        return fail(cancelledError(tr("The launch on %1").arg(request.machine)));
    std::optional<RunGuard> guard;
    if (!full.runId.isEmpty())
        guard.emplace(runLock(full.runId));
    auto pool = hostPool(s, *entries);
    RunLauncher launcher(*pool, s.runsDir);
    launcher.setCancelled([cancel] { return cancel->load(); });
    launcher.setProgress(reporter(full.runId, progress));
    auto record = launcher.launch(full);
    if (record) {
        // Trusted above, so run.json's copy of it is too (resume and follow read that one).
        WorkspaceTrust::approveRunPython(s.runsDir, record->python);
        changed(record->runId);
    }
    return record;
}

Result<RunRecord> RunOperations::stop(const CancelToken &cancel, const QString &runId, std::chrono::seconds grace,
                                      const Progress &progress)
{
    const Snapshot s = snapshot();
    if (cancel->load())
        return fail(cancelledError(tr("Stopping %1").arg(runId)));
    return onHosts(s, runId, progress,
                   [grace](RunLauncher &launcher, RunRecord &record) { return launcher.stop(record, grace); });
}

Result<RunRecord> RunOperations::onHosts(const Snapshot &s, const QString &runId, const Progress &progress,
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
    return run->record;
}

Result<RunOperations::RunOnHosts> RunOperations::openRun(const Snapshot &s, const QString &runId)
{
    auto record = readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    auto entries = machinesOf(s.access, *record);
    if (!entries)
        return fail(entries.error());
    return RunOnHosts{std::move(*record), hostPool(s, *entries)};
}

Result<RunRecord> RunOperations::startAgain(const CancelToken &cancel, const QString &runId, bool fromScratch,
                                            const Progress &progress)
{
    const Snapshot s = snapshot();
    if (cancel->load())
        return fail(cancelledError(tr("Starting %1 again").arg(runId)));
    return onHosts(s, runId, progress, [fromScratch, runsDir = s.runsDir](RunLauncher &launcher, RunRecord &record) -> Result<void> {
        // launch.sh runs the record's python (TPUWB_PYTHON).
        if (auto trusted = WorkspaceTrust::requireRunPython(runsDir, record); !trusted)
            return fail(trusted.error());
        return fromScratch ? launcher.relaunch(record) : launcher.resume(record);
    });
}

Result<RunStatusReport> RunOperations::status(const QString &runId, bool hosts)
{
    const Snapshot s = snapshot();
    RunGuard guard(runLock(runId));
    auto record = readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    RunStatusReport report{*record, {}};
    if (record->machine.isEmpty() || record->remoteDir.isEmpty())
        return report;   // imported: nothing to ask
    auto entries = s.access.machines(record->machines());
    if (!entries)
        return fail(entries.error());
    auto pool = hostPool(s, *entries);
    RunLauncher launcher(*pool, s.runsDir);
    const RunState before = report.record.state;
    if (before == RunState::Preempted) {
        // Its hosts say only that the process is gone: it stays preempted unless something runs
        // again (resumed from elsewhere), which the refresh then records.
        const auto statuses = launcher.status(report.record);
        if (std::any_of(statuses.cbegin(), statuses.cend(), [](const HostRunStatus &h) { return h.running(); })) {
            if (auto refreshed = launcher.refresh(report.record); !refreshed)
                return fail(refreshed.error());
            changed(runId);
        }
        if (hosts)
            report.hosts = statuses;
        return report;
    } else {
        auto refreshed = launcher.refresh(report.record);
        if (refreshed)
            judgePreemption(s, *entries, report.record, before, launcher.unreachableHosts());
        changed(runId);
        if (!refreshed)
            return fail(refreshed.error());
    }
    if (hosts)
        report.hosts = launcher.status(report.record);
    return report;
}

void RunOperations::judgePreemption(const Snapshot &s, const QList<MachineEntry> &entries, RunRecord &record,
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
        if (auto written = RunFolder::in(s.runsDir, record.runId).writeRecord(record); !written)
            log::warn(written.error().message);
        log::warn(record.stateDetail);
        return;
    }
}

Result<RunRecord> RunOperations::recoverPreempted(const CancelToken &cancel, const QString &runId,
                                                  const Progress &progress)
{
    const Snapshot s = snapshot();
    if (cancel->load())
        return fail(cancelledError(tr("Resuming %1 after its preemption").arg(runId)));
    // Under the run's lock and from the record on disk: a resume by hand, another poll or
    // another app that resumed it first leaves it not `preempted`, and it is not started twice.
    RunGuard guard(runLock(runId));
    auto record = readRecord(s.runsDir, runId);
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
            record->stateDetail = text;
            if (auto written = folder.writeRecord(*record); !written)
                return fail(written.error());
            changed(runId);
        }
        return record;
    }
    case PreemptionPolicy::Recovery::Resume:
        break;
    }
    if (auto trusted = WorkspaceTrust::requireRunPython(s.runsDir, *record); !trusted)
        return fail(trusted.error());
    auto pool = hostPool(s, *entries);
    RunLauncher launcher(*pool, s.runsDir);
    launcher.setProgress(reporter(runId, progress));
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
        (void)folder.writeRecord(*record);
        changed(runId);
        return fail(resumed.error());
    }
    log::info(tr("%1: TPU VM %2 is READY again; resumed from the last checkpoint (automatic restart %3 of %4).")
                  .arg(runId, record->machines().join(u", "_s))
                  .arg(record->restartsUsed())
                  .arg(record->maxRestarts));
    changed(runId);
    return record;
}

QStringList RunOperations::refreshActive(const CancelToken &cancel, const QList<RunRecord> &runs,
                                         const QSet<QString> &skip)
{
    const Snapshot s = snapshot();
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
        auto pool = hostPool(s, entries);
        RunLauncher launcher(*pool, s.runsDir);
        for (const QString &id : ids) {
            if (cancel->load())
                return out;
            RunGuard guard(runLock(id), false);
            if (!guard.locked())
                continue;   // another operation changes it right now
            auto record = readRecord(s.runsDir, id);
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
                changed(id);
            }
        }
    }
    return out;
}

Result<RunVerification> RunOperations::verify(const QString &runId, bool askHosts)
{
    const Snapshot s = snapshot();
    auto record = readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    const RunFolder local = RunFolder::in(s.runsDir, runId);
    std::optional<QList<QPair<QString, QString>>> sources;
    if (askHosts && !record->machine.isEmpty() && !record->remoteDir.isEmpty()) {
        if (auto fetched = fetch(runId, false); !fetched)
            log::warn(tr("%1: the hosts' metrics could not be fetched (%2); verifying what was fetched before.")
                          .arg(runId, fetched.error().message));
        if (auto entries = s.access.machines(record->machines())) {
            auto pool = hostPool(s, *entries);
            auto read = projectSources(*pool, record->remoteDir);
            if (read)
                sources = *read;
            else
                log::warn(read.error().message);
        }
    }
    RunVerifier::Inputs inputs = verificationInputs(*record, local.dir());
    inputs.sources = sources;
    return RunVerifier::verify(inputs);
}

RunVerifier::Inputs RunOperations::verificationInputs(const RunRecord &record, const QString &runDir)
{
    RunVerifier::Inputs inputs = RunVerifier::readFolder(runDir, QString(), record.device);
    // An attached job's mirrors hold its own format (a MaxText log, CSV, TensorBoard events):
    // the checklist reads them as train.py's JSONL, as the plots read them.
    const auto format = metricFormatFromName(record.attachFormat);
    if (record.attachMetrics.isEmpty() || !format || *format == MetricFormat::Jsonl)
        return inputs;
    const RunFolder folder(runDir);
    for (int host = 0; host < inputs.metrics.size(); ++host) {
        const auto converted = MetricJsonl::convert(inputs.metrics[host], *format, host, folder.metricsFile(host));
        const auto own = converted.find(host);
        inputs.metrics[host] = own == converted.end() ? QByteArray()
                                                      : QByteArray(own->second.data(), qsizetype(own->second.size()));
    }
    return inputs;
}

Result<MetricImport::Summary> RunOperations::import(const QString &path, const QString &runName)
{
    const Snapshot s = snapshot();
    const QString name = runName.trimmed();
    RunGuard guard(runLock(name));
    auto summary = MetricImport::importFile(path, s.runsDir, name);
    if (summary)
        changed(summary->record.runId);
    return summary;
}

Result<RunRecord> RunOperations::annotate(const QString &runId, const RunAnnotation &annotation)
{
    const Snapshot s = snapshot();
    // Under the run's lock: an operation that holds the record in memory (a launch, a stop)
    // writes it back before this reads it, so neither undoes the other.
    RunGuard guard(runLock(runId));
    auto record = readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    annotation.applyTo(*record);
    if (auto written = RunFolder::in(s.runsDir, runId).writeRecord(*record); !written)
        return fail(written.error());
    changed(runId);
    return record;
}

Result<void> RunOperations::requireTrusted(const RunRecord &record) const
{
    return WorkspaceTrust::requireRunPython(runsDir(), record);
}

RunMonitor::Config RunOperations::monitorConfig(const RunRecord &record) const
{
    const Snapshot s = snapshot();
    RunMonitor::Config config;
    config.run = record.runId;
    config.hostCount = std::max(1, int(record.hosts.size()));
    config.remoteRunDir = record.remoteDir;
    config.python = record.python;
    config.localRunDir = RunFolder::in(s.runsDir, record.runId).dir();
    config.transportFactory = record.isMultislice() ? s.access.deferredTransportFactory(record.slices)
                                                    : s.access.deferredTransportFactory(record.machine);
    if (!record.attachMetrics.isEmpty()) {
        // An attached job: its own files on every worker, in its format.
        config.metricsPath = record.attachMetrics;
        config.logPath = record.attachLog;
        config.format = metricFormatFromName(record.attachFormat).value_or(MetricFormat::Jsonl);
    }
    return config;
}

} // namespace twb
