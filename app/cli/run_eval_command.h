#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

#include <optional>

namespace twb::cli {

// `tpuwb run eval RUN_ID[:STEP] [--json]`: evaluates a checkpoint of the run (the newest without
// STEP) on the run's machine through launch.sh (train.py --eval-only --checkpoint), waits for
// it, and prints the eval record it appended to the run's metrics. The run keeps its state.
int runEvalCommand(CliContext &context, const QStringList &arguments);

// `RUN_ID[:STEP]` split: the run id and the step after the last colon, when it is a number.
struct RunStepTarget
{
    QString runId;
    std::optional<qint64> step;
    static RunStepTarget parse(const QString &target);
};

} // namespace twb::cli
