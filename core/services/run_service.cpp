#include "core/services/run_service.h"

#include "core/runs/run_annotation.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record_store.h"
#include "core/services/run_follower.h"
#include "core/util/log.h"

#include <QDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunService.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunService)
};

} // namespace

// What the service's tasks share: the operations over one context, and the way back to the
// service. A task keeps it alive, so a task that outlives the service (a host that does not
// answer on closing) touches nothing freed.
struct RunService::Shared
{
    RunOperationContext context;
    RunLifecycle lifecycle{context};
    RunDiagnostics diagnostics{context};
    RunCheckpointOperations checkpoints{context};
    std::atomic<int> inFlight{0};
    QMutex ownerMutex;
    RunService *owner = nullptr;

    Shared(MachineAccess access, QString runsDir)
        : context(std::move(access), std::move(runsDir),
                  RunOperationContext::Events{
                      [this](const QString &runId) { post([runId](RunService *o) { Q_EMIT o->runChanged(runId); }); },
                      [this](const QString &runId, const QString &message) {
                          post([runId, message](RunService *o) { Q_EMIT o->progress(runId, message); });
                      }})
    {
    }

    // Runs `f` on the owner's thread, unless the owner is gone (the lock keeps the owner alive
    // while the event is posted; the event dies with it).
    template <typename F>
    void post(F f)
    {
        QMutexLocker locker(&ownerMutex);
        if (owner)
            QMetaObject::invokeMethod(owner, [o = owner, f = std::move(f)] { f(o); }, Qt::QueuedConnection);
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
    m_shared->context.setMachineAccess(std::move(access));
}

void RunService::setRunsDir(QString runsDir)
{
    m_shared->context.setRunsDir(std::move(runsDir));
}

MachineAccess RunService::machineAccess() const
{
    return m_shared->context.machineAccess();
}

QString RunService::runsDir() const
{
    return m_shared->context.runsDir();
}

Result<RunRecord> RunService::recordNow(const QString &runId) const
{
    return m_shared->context.record(runId);
}

Result<RunRecord> RunService::launchNow(const LaunchRequest &request, const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.lifecycle.launch(shared.context.token(), request, progress);
}

Result<RunRecord> RunService::stopNow(const QString &runId, std::chrono::seconds grace, const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.lifecycle.stop(shared.context.token(), runId, grace, progress);
}

Result<RunRecord> RunService::resumeNow(const QString &runId, const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.lifecycle.startAgain(shared.context.token(), runId, false, progress);
}

Result<RunRecord> RunService::relaunchNow(const QString &runId, const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.lifecycle.startAgain(shared.context.token(), runId, true, progress);
}

Result<RunRecord> RunService::resumeFromNow(const QString &runId, qint64 step, const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.checkpoints.resumeFrom(shared.context.token(), runId, step, progress);
}

Result<CheckpointEvaluation> RunService::evaluateNow(const QString &runId, std::optional<qint64> step,
                                                     const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.checkpoints.evaluate(shared.context.token(), runId, step, progress);
}

Result<QList<RunCheckpoint>> RunService::checkpointsNow(const QString &runId)
{
    return m_shared->checkpoints.checkpoints(runId);
}

Result<RunRecord> RunService::refreshNow(const QString &runId)
{
    auto report = m_shared->lifecycle.status(runId, false);
    if (!report)
        return fail(report.error());
    return report->record;
}

Result<RunRecord> RunService::recoverPreemptedNow(const QString &runId, const Progress &progress)
{
    Shared &shared = *m_shared;
    return shared.lifecycle.recoverPreempted(shared.context.token(), runId, progress);
}

Result<RunStatusReport> RunService::statusNow(const QString &runId)
{
    return m_shared->lifecycle.status(runId, true);
}

QStringList RunService::refreshActiveNow(const QList<RunRecord> &runs, const QSet<QString> &skip)
{
    Shared &shared = *m_shared;
    return shared.lifecycle.refreshActive(shared.context.token(), runs, skip);
}

Result<RunRecord> RunService::fetchNow(const QString &runId, bool logs)
{
    return m_shared->diagnostics.fetch(runId, logs);
}

Result<QList<HostLog>> RunService::logsNow(const QString &runId, const QList<int> &hosts)
{
    return m_shared->diagnostics.logs(runId, hosts);
}

Result<std::vector<HostPreflight>> RunService::preflightNow(const QString &machine, RunPreflight::Options options)
{
    return m_shared->diagnostics.preflight(machine, std::move(options));
}

Result<RunVerification> RunService::verifyNow(const QString &runId, bool askHosts)
{
    return m_shared->diagnostics.verify(runId, askHosts);
}

Result<MetricImport::Summary> RunService::importNow(const QString &path, const QString &runName)
{
    return m_shared->lifecycle.import(path, runName);
}

Result<RunRecord> RunService::annotateNow(const QString &runId, const RunAnnotation &annotation)
{
    return m_shared->lifecycle.annotate(runId, annotation);
}

Result<StackDump> RunService::stacksNow(const QString &runId, QString *savedPath)
{
    return m_shared->diagnostics.stacks(m_shared->context.token(), runId, savedPath);
}

Result<ProfileCapture> RunService::profileNow(const QString &runId, ProfileRequester::Options options,
                                             QString *savedPath)
{
    return m_shared->diagnostics.profile(m_shared->context.token(), runId, options, savedPath);
}

Result<void> RunService::followable(const RunRecord &record) const
{
    if (RunFollower::isImported(record))
        return {};
    if (auto machines = machineAccess().machines(record.machines()); !machines)
        return fail(machines.error());
    return requireTrusted(record);
}

Result<void> RunService::requireTrusted(const RunRecord &record) const
{
    return m_shared->context.requireTrusted(record);
}

RunMonitor::Config RunService::monitorConfig(const RunRecord &record) const
{
    return m_shared->diagnostics.monitorConfig(record);
}

// --- Asynchronous ---------------------------------------------------------------------------

template <typename T, typename Work>
QFuture<T> RunService::submit(const QString &runId, const QString &operation, Work work)
{
    auto shared = m_shared;
    const RunOperationContext::CancelToken cancel = shared->context.token();
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
            result = cancel->load() ? T(fail(RunOperationContext::cancelledError(operation))) : work(*shared, cancel);
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
    return submit<Result<RunRecord>>(request.runId, u"launch"_s, [request](Shared &shared, const auto &cancel) {
        return shared.lifecycle.launch(cancel, request, {});
    });
}

QFuture<Result<RunRecord>> RunService::stop(const QString &runId, std::chrono::seconds grace)
{
    return submit<Result<RunRecord>>(runId, u"stop"_s, [runId, grace](Shared &shared, const auto &cancel) {
        return shared.lifecycle.stop(cancel, runId, grace, {});
    });
}

QFuture<Result<RunRecord>> RunService::resume(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"resume"_s, [runId](Shared &shared, const auto &cancel) {
        return shared.lifecycle.startAgain(cancel, runId, false, {});
    });
}

QFuture<Result<RunRecord>> RunService::relaunch(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"relaunch"_s, [runId](Shared &shared, const auto &cancel) {
        return shared.lifecycle.startAgain(cancel, runId, true, {});
    });
}

QFuture<Result<RunRecord>> RunService::resumeFrom(const QString &runId, qint64 step)
{
    return submit<Result<RunRecord>>(runId, u"resume"_s, [runId, step](Shared &shared, const auto &cancel) {
        return shared.checkpoints.resumeFrom(cancel, runId, step, {});
    });
}

QFuture<Result<CheckpointEvaluation>> RunService::evaluate(const QString &runId, std::optional<qint64> step)
{
    return submit<Result<CheckpointEvaluation>>(runId, u"evaluate"_s, [runId, step](Shared &shared, const auto &cancel) {
        return shared.checkpoints.evaluate(cancel, runId, step, {});
    });
}

QFuture<Result<RunRecord>> RunService::refresh(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"refresh"_s, [runId](Shared &shared, const auto &) -> Result<RunRecord> {
        auto report = shared.lifecycle.status(runId, false);
        if (!report)
            return fail(report.error());
        return report->record;
    });
}

QFuture<Result<RunRecord>> RunService::recoverPreempted(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"recover"_s, [runId](Shared &shared, const auto &cancel) {
        return shared.lifecycle.recoverPreempted(cancel, runId, {});
    });
}

QFuture<Result<RunRecord>> RunService::fetch(const QString &runId, bool logs)
{
    return submit<Result<RunRecord>>(runId, u"fetch"_s, [runId, logs](Shared &shared, const auto &) {
        return shared.diagnostics.fetch(runId, logs);
    });
}

QFuture<QStringList> RunService::refreshActive(const QList<RunRecord> &runs, const QSet<QString> &skip)
{
    return submit<QStringList>(QString(), u"refreshActive"_s, [runs, skip](Shared &shared, const auto &cancel) {
        return shared.lifecycle.refreshActive(cancel, runs, skip);
    });
}

QFuture<Result<RunRecord>> RunService::import(const QString &path, const QString &runName)
{
    return submit<Result<RunRecord>>(runName, u"import"_s, [path, runName](Shared &shared, const auto &) -> Result<RunRecord> {
        auto summary = shared.lifecycle.import(path, runName);
        if (!summary)
            return fail(summary.error());
        return summary->record;
    });
}

QFuture<Result<RunRecord>> RunService::annotate(const QString &runId, const RunAnnotation &annotation)
{
    return submit<Result<RunRecord>>(runId, u"annotate"_s, [runId, annotation](Shared &shared, const auto &) {
        return shared.lifecycle.annotate(runId, annotation);
    });
}

QFuture<Result<RunRecord>> RunService::annotate(const QString &runsDir, const QString &runId,
                                                const RunAnnotation &annotation)
{
    if (QDir(runsDir) == QDir(this->runsDir()))
        return annotate(runId, annotation);
    // A run outside this workspace is local too: only its record changes, under the same locks.
    return submit<Result<RunRecord>>(runId, u"annotate"_s, [runsDir, runId, annotation](Shared &, const auto &) {
        return RunRecordStore(RunFolder::in(runsDir, runId)).update([&annotation](RunRecord &onDisk) -> Result<void> {
            annotation.applyTo(onDisk);
            return {};
        });
    });
}

QFuture<Result<RunRecord>> RunService::attach(const AttachRequest &request)
{
    return submit<Result<RunRecord>>(request.name, u"attach"_s, [request](Shared &shared, const auto &) {
        return JobAttacher::attach(shared.context.machineAccess(), shared.context.runsDir(), request);
    });
}

QFuture<Result<RunRecord>> RunService::detach(const QString &runId)
{
    return submit<Result<RunRecord>>(runId, u"detach"_s, [runId](Shared &shared, const auto &) {
        return JobAttacher::detach(shared.context.runsDir(), runId);
    });
}

QFuture<Result<RunVerification>> RunService::verify(const QString &runId, bool askHosts)
{
    auto shared = m_shared;
    return QtConcurrent::run(m_pool, [shared, runId, askHosts] { return shared->diagnostics.verify(runId, askHosts); });
}

QFuture<Result<StackDump>> RunService::stacks(const QString &runId)
{
    auto shared = m_shared;
    const auto cancel = shared->context.token();
    return QtConcurrent::run(m_pool, [shared, cancel, runId] { return shared->diagnostics.stacks(cancel, runId, nullptr); });
}

QFuture<Result<ProfileCapture>> RunService::profile(const QString &runId, ProfileRequester::Options options)
{
    auto shared = m_shared;
    const auto cancel = shared->context.token();
    return QtConcurrent::run(m_pool, [shared, cancel, runId, options] {
        return shared->diagnostics.profile(cancel, runId, options, nullptr);
    });
}

void RunService::cancelAll()
{
    m_shared->context.cancelAll();
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
