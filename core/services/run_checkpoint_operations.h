#pragma once

#include "core/runs/run_checkpoints.h"
#include "core/services/run_operation_context.h"
#include "core/util/error.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace twb {

// The blocking operations on a run's checkpoints: list them, resume from a chosen one,
// evaluate one offline (train.py --eval-only). Run on whichever thread calls them; a resume or
// an evaluation holds the run's lock (the context's) while it works on the hosts. RunService's
// `...Now` calls say what each does.
class RunCheckpointOperations final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunCheckpointOperations)
    Q_DISABLE_COPY_MOVE(RunCheckpointOperations)

public:
    using Progress = RunOperationContext::Progress;
    using CancelToken = RunOperationContext::CancelToken;

    explicit RunCheckpointOperations(RunOperationContext &context);

    // The complete checkpoints of a run, listed on its first host (no torch.load).
    Result<QList<RunCheckpoint>> checkpoints(const QString &runId);
    // Resume from the checkpoint of `step` (RunCheckpoints::atStep refuses a step without one).
    Result<RunRecord> resumeFrom(const CancelToken &cancel, const QString &runId, qint64 step, const Progress &progress);
    // Evaluates the checkpoint of `step` (unset: the newest) on the run's hosts, waits for the
    // evaluation to end, fetches the metrics and returns its eval record.
    Result<CheckpointEvaluation> evaluate(const CancelToken &cancel, const QString &runId, std::optional<qint64> step,
                                          const Progress &progress);

private:
    using Snapshot = RunOperationContext::Snapshot;

    RunOperationContext &m_context;
};

} // namespace twb
