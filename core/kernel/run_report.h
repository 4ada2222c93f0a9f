#pragma once

#include "core/kernel/external_evaluation.h"
#include "core/kernel/run_snapshot.h"

#include <QString>

namespace twb::kernel {

// The finish report of a kernel run as Markdown (MaxKernel's Finish, docs/formats.md): which
// worker produced the numbers (a replay says so first), what the baseline is and how far it
// can be trusted, one row per iteration, the best kernel and where it was published, the
// external evaluation when `eval_vs_pytorch.json` exists, else the commands that make it.
// Shown in the run view's Report tab and printed by `tpuwb kernel report`.
class RunReport final
{
public:
    static QString markdown(const RunSnapshot &snapshot, const ExternalEvaluation &evaluation);
};

} // namespace twb::kernel
