#include "core/services/run_service.h"

#include "core/ablation/machine_fit.h"
#include "core/experiment/experiment.h"
#include "core/remote/host_pool.h"
#include "core/runs/run_files_fetcher.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_verifier.h"
#include "core/runs/stack_sampler.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunService.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunService)
};

using Token = std::shared_ptr<std::atomic<bool>>;

Error cancelledError(const QString &what)
{
    return Error{Tr::tr("%1 was cancelled.").arg(what), {}, Error::Kind::Cancelled};
}

} // namespace

namespace {

// One operation's view of the service: taken when it starts, so a later setRunsDir or
// setMachineAccess does not change it half-way.
struct Snapshot
{
    MachineAccess access;
    QString runsDir;
    quint64 generation = 0;   // of the machine access
};

// Holds a run while an operation changes it: two operations on one run take turns.
class RunGuard final
{
public:
    explicit RunGuard(std::shared_ptr<QMutex> mutex, bool wait = true) : m_mutex(std::move(mutex))
    {
        if (wait) {
            m_mutex->lock();
            m_locked = true;
        } else {
            m_locked = m_mutex->tryLock();
        }
    }
    ~RunGuard()
    {
        if (m_locked)
            m_mutex->unlock();
    }
    RunGuard(const RunGuard &) = delete;
    RunGuard &operator=(const RunGuard &) = delete;
    bool locked() const { return m_locked; }

private:
    std::shared_ptr<QMutex> m_mutex;
    bool m_locked = false;
};

Result<RunRecord> readRecord(const QString &runsDir, const QString &runId)
{
    const RunFolder folder = RunFolder::in(runsDir, runId);
    if (runId.isEmpty() || !folder.hasRecord())
        return fail(Error::notFound(Tr::tr("There is no run %1 in %2; `tpuwb run status` lists the runs.")
                                        .arg(runId.isEmpty() ? u"\"\""_s : runId, runsDir),
                                    folder.recordFile()));
    return folder.readRecord();
}

Result<MachineEntry> machineOf(const MachineAccess &access, const RunRecord &record)
{
    if (record.machine.isEmpty() || record.remoteDir.isEmpty())
        return fail(Error::invalid(Tr::tr("%1 has no machine (it was imported): there is nothing to start or stop.")
                                       .arg(record.runId),
                                   record.runId));
    return access.machine(record.machine);
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

} // namespace

// What the service's threads share, and the operations themselves: a task keeps it alive, so
// a task that outlives the service (a host that does not answer on closing) touches nothing
// freed.
struct RunService::Shared
{
    using Progress = RunService::Progress;

    mutable QMutex mutex;
    MachineAccess access;
    QString runsDir;
    Token cancel = std::make_shared<std::atomic<bool>>(false);
    QHash<QString, std::shared_ptr<QMutex>> runLocks;
    struct CachedPool
    {
        quint64 generation = 0;
        Json entry;
        std::shared_ptr<HostPool> pool;
    };
    QHash<QString, CachedPool> pools;   // by machine name
    quint64 generation = 0;
    std::atomic<int> inFlight{0};

    QMutex ownerMutex;
    RunService *owner = nullptr;

    Shared(MachineAccess a, QString dir) : access(std::move(a)), runsDir(std::move(dir)) {}

    Snapshot snapshot() const
    {
        QMutexLocker locker(&mutex);
        return Snapshot{access, runsDir, generation};
    }

    Token token() const
    {
        QMutexLocker locker(&mutex);
        return cancel;
    }

    // Runs `f` on the owner's thread, unless the owner is gone.
    template <typename F>
    void post(F f)
    {
        QMutexLocker locker(&ownerMutex);
        if (owner)
            QMetaObject::invokeMethod(owner, [o = owner, f = std::move(f)] { f(o); }, Qt::QueuedConnection);
    }

    void changed(const QString &runId)
    {
        post([runId](RunService *o) { Q_EMIT o->runChanged(runId); });
    }

    RunLauncher::Progress reporter(const QString &runId, const Progress &progress)
    {
        return [this, runId, progress](const QString &message) {
            if (progress)
                progress(message);
            post([runId, message](RunService *o) { Q_EMIT o->progress(runId, message); });
        };
    }

    // The machine's pool, kept while its entry and the access stay the same.
    std::shared_ptr<HostPool> hostPool(const Snapshot &s, const MachineEntry &entry)
    {
        QMutexLocker locker(&mutex);
        CachedPool &cached = pools[entry.name()];
        if (cached.pool && cached.generation == s.generation && cached.entry == entry.toJson())
            return cached.pool;
        auto pool = std::shared_ptr<HostPool>(s.access.hostPool(entry));
        if (s.generation == generation)
            cached = CachedPool{s.generation, entry.toJson(), pool};
        return pool;
    }

    std::shared_ptr<QMutex> runLock(const QString &runId)
    {
        QMutexLocker locker(&mutex);
        auto &lock = runLocks[runId];
        if (!lock)
            lock = std::make_shared<QMutex>();
        return lock;
    }

    Result<RunRecord> launch(const Token &cancel, const LaunchRequest &request, const Progress &progress)
    {
        const Snapshot s = snapshot();
        auto entry = s.access.machine(request.machine);
        if (!entry)
            return fail(entry.error());
        LaunchRequest full = request;
        full.useMachine(*entry);
        if (auto project = RunLauncher::checkProject(full.experimentDir); !project)
            return fail(project.error());
        auto experiment = experimentOf(full);
        if (!experiment)
            return fail(experiment.error());
        if (auto fits = MachineFit::check(*entry, *experiment, full.device); !fits)
            return fail(fits.error());
        if (cancel->load())
            return fail(cancelledError(Tr::tr("The launch on %1").arg(request.machine)));
        std::optional<RunGuard> guard;
        if (!full.runId.isEmpty())
            guard.emplace(runLock(full.runId));
        auto pool = hostPool(s, *entry);
        RunLauncher launcher(*pool, s.runsDir);
        launcher.setCancelled([cancel] { return cancel->load(); });
        launcher.setProgress(reporter(full.runId, progress));
        auto record = launcher.launch(full);
        if (record)
            changed(record->runId);
        return record;
    }

    Result<RunRecord> stop(const Token &cancel, const QString &runId, std::chrono::seconds grace,
                           const Progress &progress)
    {
        const Snapshot s = snapshot();
        if (cancel->load())
            return fail(cancelledError(Tr::tr("Stopping %1").arg(runId)));
        return onHosts(s, runId, progress,
                       [grace](RunLauncher &launcher, RunRecord &record) { return launcher.stop(record, grace); });
    }

    // Reads the run's record under its lock, does `step` with a launcher on its machine's hosts,
    // and says the run changed whatever the outcome (the launcher saves what it did).
    Result<RunRecord> onHosts(const Snapshot &s, const QString &runId, const Progress &progress,
                              const std::function<Result<void>(RunLauncher &, RunRecord &)> &step)
    {
        RunGuard guard(runLock(runId));
        auto record = readRecord(s.runsDir, runId);
        if (!record)
            return fail(record.error());
        auto entry = machineOf(s.access, *record);
        if (!entry)
            return fail(entry.error());
        auto pool = hostPool(s, *entry);
        RunLauncher launcher(*pool, s.runsDir);
        launcher.setProgress(reporter(runId, progress));
        auto done = step(launcher, *record);
        changed(runId);
        if (!done)
            return fail(done.error());
        return record;
    }

    Result<RunRecord> startAgain(const Token &cancel, const QString &runId, bool fromScratch, const Progress &progress)
    {
        const Snapshot s = snapshot();
        if (cancel->load())
            return fail(cancelledError(Tr::tr("Starting %1 again").arg(runId)));
        return onHosts(s, runId, progress, [fromScratch](RunLauncher &launcher, RunRecord &record) {
            return fromScratch ? launcher.relaunch(record) : launcher.resume(record);
        });
    }

    Result<RunStatusReport> status(const QString &runId, bool hosts)
    {
        const Snapshot s = snapshot();
        RunGuard guard(runLock(runId));
        auto record = readRecord(s.runsDir, runId);
        if (!record)
            return fail(record.error());
        RunStatusReport report{*record, {}};
        if (record->machine.isEmpty() || record->remoteDir.isEmpty())
            return report;   // imported: nothing to ask
        auto entry = s.access.machine(record->machine);
        if (!entry)
            return fail(entry.error());
        auto pool = hostPool(s, *entry);
        RunLauncher launcher(*pool, s.runsDir);
        auto refreshed = launcher.refresh(report.record);
        changed(runId);
        if (!refreshed)
            return fail(refreshed.error());
        if (hosts)
            report.hosts = launcher.status(report.record);
        return report;
    }

    QStringList refreshActive(const Token &cancel, const QList<RunRecord> &runs, const QSet<QString> &skip)
    {
        const Snapshot s = snapshot();
        std::map<QString, QStringList> byMachine;
        for (const RunRecord &r : runs)
            if (isActive(r.state) && !skip.contains(r.runId) && !r.remoteDir.isEmpty() && !r.machine.isEmpty())
                byMachine[r.machine] << r.runId;
        if (byMachine.empty())
            return {};
        auto registry = s.access.registry();
        if (!registry) {
            log::warn(registry.error().message);
            return {};
        }
        QStringList out;
        // One pool per machine: its hosts are asked once for all of that machine's runs.
        for (const auto &[machine, ids] : byMachine) {
            const MachineEntry *entry = registry->find(machine);
            if (!entry)
                continue;   // the list names such runs already; nothing to ask
            auto pool = hostPool(s, *entry);
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
                if (auto refreshed = launcher.refresh(*record); !refreshed) {
                    log::warn(refreshed.error().message);
                } else if (*refreshed != before) {
                    out << id;
                    changed(id);
                }
            }
        }
        return out;
    }

    Result<RunRecord> fetch(const QString &runId, bool logs)
    {
        const Snapshot s = snapshot();
        auto record = readRecord(s.runsDir, runId);
        if (!record)
            return fail(record.error());
        auto entry = machineOf(s.access, *record);
        if (!entry)
            return fail(entry.error());
        auto pool = hostPool(s, *entry);
        if (auto fetched = RunFilesFetcher::fetch(*pool, record->remoteDir, RunFolder::in(s.runsDir, runId).dir(), logs);
            !fetched)
            return fail(fetched.error());
        return record;
    }

    Result<RunVerification> verify(const QString &runId, bool askHosts)
    {
        const Snapshot s = snapshot();
        auto record = readRecord(s.runsDir, runId);
        if (!record)
            return fail(record.error());
        const RunFolder local = RunFolder::in(s.runsDir, runId);
        std::optional<QList<QPair<QString, QString>>> sources;
        if (askHosts && !record->machine.isEmpty() && !record->remoteDir.isEmpty()) {
            if (auto fetched = fetch(runId, false); !fetched)
                log::warn(Tr::tr("%1: the hosts' metrics could not be fetched (%2); verifying what was fetched before.")
                              .arg(runId, fetched.error().message));
            if (auto entry = s.access.machine(record->machine)) {
                auto pool = hostPool(s, *entry);
                auto read = projectSources(*pool, record->remoteDir);
                if (read)
                    sources = *read;
                else
                    log::warn(read.error().message);
            }
        }
        RunVerifier::Inputs inputs = RunVerifier::readFolder(local.dir(), QString(), record->device);
        inputs.sources = sources;
        return RunVerifier::verify(inputs);
    }

    // The *.py files of a run's folder on host 0, as they were uploaded.
    static Result<QList<QPair<QString, QString>>> projectSources(HostPool &pool, const QString &remoteDir)
    {
        Result<QList<QPair<QString, QString>>> out = QList<QPair<QString, QString>>();
        pool.forEachHost([&](int host, Transport &transport) -> Result<void> {
            if (host == 0)
                out = RunVerifier::readRemoteSources(transport, remoteDir);
            return {};
        });
        return out;
    }

    Result<StackDump> stacks(const Token &cancel, const QString &runId, QString *savedPath)
    {
        const Snapshot s = snapshot();
        auto record = readRecord(s.runsDir, runId);
        if (!record)
            return fail(record.error());
        auto entry = machineOf(s.access, *record);
        if (!entry)
            return fail(entry.error());
        auto pool = hostPool(s, *entry);
        StackDump dump = StackSampler::take(*pool, *record, [cancel] { return cancel->load(); });
        auto saved = StackSampler::save(dump, RunFolder::in(s.runsDir, runId));
        if (!saved)
            return fail(saved.error());
        if (savedPath)
            *savedPath = *saved;
        return dump;
    }

    Result<MetricImport::Summary> import(const QString &path, const QString &runName)
    {
        const Snapshot s = snapshot();
        const QString name = runName.trimmed();
        RunGuard guard(runLock(name));
        auto summary = MetricImport::importFile(path, s.runsDir, name);
        if (summary)
            changed(summary->record.runId);
        return summary;
    }
};

RunService::RunService(MachineAccess access, QString runsDir, QObject *parent)
    : QObject(parent), m_shared(std::make_shared<Shared>(std::move(access), std::move(runsDir))), m_pool(new QThreadPool)
{
    m_shared->owner = this;
    m_pool->setMaxThreadCount(4);
}

RunService::~RunService()
{
    {
        QMutexLocker locker(&m_shared->ownerMutex);
        m_shared->owner = nullptr;
    }
    cancelAll();
    if (m_pool->waitForDone(int(kShutdownGrace.count()))) {
        delete m_pool;
    } else {
        // A host that does not answer must not hold up closing the app: the tasks keep what
        // they use (Shared) alive and end on their own; the pool is left to them.
        log::warn(Tr::tr("Run operations were still running on closing; they are cancelled and left to end."));
    }
}

void RunService::setMachineAccess(MachineAccess access)
{
    QMutexLocker locker(&m_shared->mutex);
    m_shared->access = std::move(access);
    ++m_shared->generation;
    m_shared->pools.clear();
}

void RunService::setRunsDir(QString runsDir)
{
    QMutexLocker locker(&m_shared->mutex);
    m_shared->runsDir = std::move(runsDir);
}

MachineAccess RunService::machineAccess() const
{
    return m_shared->snapshot().access;
}

QString RunService::runsDir() const
{
    return m_shared->snapshot().runsDir;
}

Result<RunRecord> RunService::recordNow(const QString &runId) const
{
    return readRecord(runsDir(), runId);
}

Result<RunRecord> RunService::launchNow(const LaunchRequest &request, const Progress &progress)
{
    return m_shared->launch(m_shared->token(), request, progress);
}

Result<RunRecord> RunService::stopNow(const QString &runId, std::chrono::seconds grace, const Progress &progress)
{
    return m_shared->stop(m_shared->token(), runId, grace, progress);
}

Result<RunRecord> RunService::resumeNow(const QString &runId, const Progress &progress)
{
    return m_shared->startAgain(m_shared->token(), runId, false, progress);
}

Result<RunRecord> RunService::relaunchNow(const QString &runId, const Progress &progress)
{
    return m_shared->startAgain(m_shared->token(), runId, true, progress);
}

Result<RunRecord> RunService::refreshNow(const QString &runId)
{
    auto report = m_shared->status(runId, false);
    if (!report)
        return fail(report.error());
    return report->record;
}

Result<RunStatusReport> RunService::statusNow(const QString &runId)
{
    return m_shared->status(runId, true);
}

QStringList RunService::refreshActiveNow(const QList<RunRecord> &runs, const QSet<QString> &skip)
{
    return m_shared->refreshActive(m_shared->token(), runs, skip);
}

Result<RunRecord> RunService::fetchNow(const QString &runId, bool logs)
{
    return m_shared->fetch(runId, logs);
}

Result<QList<HostLog>> RunService::logsNow(const QString &runId, const QList<int> &hosts)
{
    const Snapshot s = m_shared->snapshot();
    auto record = readRecord(s.runsDir, runId);
    if (!record)
        return fail(record.error());
    auto entry = machineOf(s.access, *record);
    if (!entry)
        return fail(entry.error());
    auto pool = m_shared->hostPool(s, *entry);
    QList<HostLog> logs;
    for (int h = 0; h < pool->hostCount(); ++h)
        if (hosts.isEmpty() || hosts.contains(h))
            logs << HostLog{h, {}, {}};
    // Each worker fills its own slot.
    std::vector<HostLog *> slots(std::size_t(pool->hostCount()), nullptr);
    for (HostLog &log : logs)
        slots[std::size_t(log.host)] = &log;
    const RunFolder remote(record->remoteDir);
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

Result<std::vector<HostPreflight>> RunService::preflightNow(const QString &machine, RunPreflight::Options options)
{
    const Snapshot s = m_shared->snapshot();
    auto entry = s.access.machine(machine);
    if (!entry)
        return fail(entry.error());
    options.python = entry->python();
    options.remoteRoot = entry->remoteRoot();
    auto pool = m_shared->hostPool(s, *entry);
    return RunPreflight::run(*pool, options);
}

Result<RunVerification> RunService::verifyNow(const QString &runId, bool askHosts)
{
    return m_shared->verify(runId, askHosts);
}

Result<StackDump> RunService::stacksNow(const QString &runId, QString *savedPath)
{
    return m_shared->stacks(m_shared->token(), runId, savedPath);
}

Result<MetricImport::Summary> RunService::importNow(const QString &path, const QString &runName)
{
    return m_shared->import(path, runName);
}

RunMonitor::Config RunService::monitorConfig(const RunRecord &record) const
{
    const Snapshot s = m_shared->snapshot();
    RunMonitor::Config config;
    config.run = record.runId;
    config.hostCount = std::max(1, int(record.hosts.size()));
    config.remoteRunDir = record.remoteDir;
    config.python = record.python;
    config.localRunDir = RunFolder::in(s.runsDir, record.runId).dir();
    config.transportFactory = s.access.deferredTransportFactory(record.machine);
    return config;
}

// --- Asynchronous ---------------------------------------------------------------------------

template <typename T, typename Work>
QFuture<T> RunService::submit(const QString &runId, const QString &operation, Work work)
{
    auto shared = m_shared;
    const Token cancel = shared->token();
    ++shared->inFlight;
    return QtConcurrent::run(m_pool, [shared, cancel, runId, operation, work = std::move(work)]() -> T {
        T result;
        bool ok = true;
        QString message;
        QString id = runId;
        if constexpr (std::is_same_v<T, QStringList>) {
            if (!cancel->load())
                result = work(*shared, cancel);
        } else {
            result = cancel->load() ? T(fail(cancelledError(operation))) : work(*shared, cancel);
            ok = result.has_value();
            if (ok)
                id = result->runId;
            else
                message = result.error().message;
        }
        shared->post([id, operation, ok, message](RunService *o) {
            Q_EMIT o->operationFinished(id, operation, ok, message);
        });
        --shared->inFlight;
        return result;
    });
}

QFuture<Result<RunRecord>> RunService::launch(const LaunchRequest &request)
{
    return submit<Result<RunRecord>>(request.runId, u"launch"_s, [request](Shared &s, const Token &cancel) {
        return s.launch(cancel, request, {});
    });
}

QFuture<Result<RunRecord>> RunService::stop(const QString &runId, std::chrono::seconds grace)
{
    return submit<Result<RunRecord>>(runId, u"stop"_s, [runId, grace](Shared &s, const Token &cancel) {
        return s.stop(cancel, runId, grace, {});
    });
}

QFuture<Result<RunRecord>> RunService::resume(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"resume"_s, [runId](Shared &s, const Token &cancel) {
        return s.startAgain(cancel, runId, false, {});
    });
}

QFuture<Result<RunRecord>> RunService::relaunch(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"relaunch"_s, [runId](Shared &s, const Token &cancel) {
        return s.startAgain(cancel, runId, true, {});
    });
}

QFuture<Result<RunRecord>> RunService::refresh(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"refresh"_s, [runId](Shared &s, const Token &) -> Result<RunRecord> {
        auto report = s.status(runId, false);
        if (!report)
            return fail(report.error());
        return report->record;
    });
}

QFuture<Result<RunRecord>> RunService::fetch(const QString &runId, bool logs)
{
    return submit<Result<RunRecord>>(runId, u"fetch"_s, [runId, logs](Shared &s, const Token &) {
        return s.fetch(runId, logs);
    });
}

QFuture<QStringList> RunService::refreshActive(const QList<RunRecord> &runs, const QSet<QString> &skip)
{
    return submit<QStringList>(QString(), u"refreshActive"_s, [runs, skip](Shared &s, const Token &cancel) {
        return s.refreshActive(cancel, runs, skip);
    });
}

QFuture<Result<RunRecord>> RunService::import(const QString &path, const QString &runName)
{
    return submit<Result<RunRecord>>(runName, u"import"_s, [path, runName](Shared &s, const Token &) -> Result<RunRecord> {
        auto summary = s.import(path, runName);
        if (!summary)
            return fail(summary.error());
        return summary->record;
    });
}

QFuture<Result<RunVerification>> RunService::verify(const QString &runId, bool askHosts)
{
    auto shared = m_shared;
    return QtConcurrent::run(m_pool, [shared, runId, askHosts] { return shared->verify(runId, askHosts); });
}

QFuture<Result<StackDump>> RunService::stacks(const QString &runId)
{
    auto shared = m_shared;
    const Token cancel = shared->token();
    return QtConcurrent::run(m_pool, [shared, cancel, runId] { return shared->stacks(cancel, runId, nullptr); });
}

void RunService::cancelAll()
{
    QMutexLocker locker(&m_shared->mutex);
    m_shared->cancel->store(true);
    m_shared->cancel = std::make_shared<std::atomic<bool>>(false);
}

bool RunService::waitForIdle(std::chrono::milliseconds timeout)
{
    return m_pool->waitForDone(int(timeout.count())) && m_shared->inFlight.load() == 0;
}

bool RunService::isIdle() const
{
    return m_shared->inFlight.load() == 0;
}

} // namespace twb
