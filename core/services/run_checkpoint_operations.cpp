#include "core/services/run_checkpoint_operations.h"

#include "core/remote/host_pool.h"
#include "core/runs/run_files_fetcher.h"
#include "core/runs/run_folder.h"
#include "core/services/workspace_trust.h"

#include <QFile>
#include <QThread>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// How often an evaluating operation asks the hosts whether the evaluation has ended.
constexpr int kEvalPollMs = 500;

} // namespace

RunCheckpointOperations::RunCheckpointOperations(RunOperationContext &context) : m_context(context)
{
}

Result<QList<RunCheckpoint>> RunCheckpointOperations::checkpoints(const QString &runId)
{
    const Snapshot s = m_context.snapshot();
    auto run = m_context.openRun(s, runId);
    if (!run)
        return fail(run.error());
    return RunCheckpoints::list(*run->pool, run->record);
}

Result<RunRecord> RunCheckpointOperations::resumeFrom(const CancelToken &cancel, const QString &runId, qint64 step,
                                                      const Progress &progress)
{
    const Snapshot s = m_context.snapshot();
    if (cancel->load())
        return fail(RunOperationContext::cancelledError(tr("Resuming %1 from step %2").arg(runId).arg(step)));
    const auto fromStep = [step, runsDir = s.runsDir](RunLauncher &launcher, RunRecord &record) -> Result<void> {
        if (auto trusted = WorkspaceTrust::requireRunPython(runsDir, record); !trusted)
            return fail(trusted.error());
        auto list = launcher.checkpoints(record);
        if (!list)
            return fail(list.error());
        auto checkpoint = RunCheckpoints::atStep(*list, step, record.runId);
        if (!checkpoint)
            return fail(checkpoint.error());
        return launcher.resumeFrom(record, *checkpoint);
    };
    return m_context.onHosts(s, runId, progress, fromStep);
}

Result<CheckpointEvaluation> RunCheckpointOperations::evaluate(const CancelToken &cancel, const QString &runId,
                                                               std::optional<qint64> step, const Progress &progress)
{
    const Snapshot s = m_context.snapshot();
    const auto cancelled = [&] {
        return RunOperationContext::cancelledError(step ? tr("Evaluating step %1 of %2").arg(*step).arg(runId)
                                                        : tr("Evaluating %1").arg(runId));
    };
    if (cancel->load())
        return fail(cancelled());
    QString attemptId;
    qint64 chosenStep = 0;
    auto ran = m_context.onHosts(s, runId, progress, [&](RunLauncher &launcher, RunRecord &record) -> Result<void> {
        if (auto trusted = WorkspaceTrust::requireRunPython(s.runsDir, record); !trusted)
            return fail(trusted.error());
        auto list = launcher.checkpoints(record);
        if (!list)
            return fail(list.error());
        if (!step && list->isEmpty())
            return fail(Error::notFound(tr("%1 has no complete checkpoint to evaluate yet.").arg(record.runId), record.runId));
        auto checkpoint = RunCheckpoints::atStep(*list, step.value_or(list->last().step), record.runId);
        if (!checkpoint)
            return fail(checkpoint.error());
        chosenStep = checkpoint->step;
        if (auto started = launcher.evaluate(record, *checkpoint); !started)
            return started;
        attemptId = record.attempts.last().attemptId;
        m_context.reporter(runId, progress)(tr("Evaluating the checkpoint of step %1 of %2...").arg(chosenStep).arg(runId));
        // Until every host has ended (refresh then gives the run back its state).
        while (record.attempts.last().ended.isEmpty()) {
            if (cancel->load())
                return fail(cancelled());
            QThread::msleep(kEvalPollMs);
            if (auto refreshed = launcher.refresh(record); !refreshed)
                return fail(refreshed.error());
        }
        for (const auto &code : record.attempts.last().exitCodes)
            if (!code || *code != 0)
                return fail(Error::failure(tr("The evaluation of step %1 of %2 failed: %3")
                                               .arg(chosenStep)
                                               .arg(record.runId,
                                                    record.stateDetail.isEmpty()
                                                        ? tr("a host ended without an exit code; see logs/host-0.log")
                                                        : record.stateDetail)));
        return {};
    });
    if (!ran)
        return fail(ran.error());
    // The record is in the hosts' metrics: fetch them and read it from the local copy.
    auto run = m_context.openRun(s, runId);
    if (!run)
        return fail(run.error());
    const RunFolder local = RunFolder::in(s.runsDir, runId);
    if (auto fetched = RunFilesFetcher::fetch(*run->pool, run->record.remoteDir, local.dir(), false); !fetched)
        return fail(fetched.error());
    const QString metricsPath = local.metricsFile(0);
    QFile metrics(metricsPath);
    if (!metrics.open(QIODevice::ReadOnly))
        return fail(Error::notFound(tr("The evaluation of %1 ended, but %2 cannot be read: %3")
                                        .arg(runId, metricsPath, metrics.errorString()),
                                    metricsPath));
    auto found = RunCheckpoints::findEvaluation(metrics.readAll(), attemptId);
    if (!found)
        return fail(Error::failure(tr("The evaluation of step %1 of %2 ended but wrote no eval record of attempt %3 to %4; "
                                      "see the run's logs/host-0.log.")
                                       .arg(chosenStep)
                                       .arg(runId, attemptId, metricsPath),
                                   metricsPath));
    found->runId = runId;
    return *found;
}

} // namespace twb
