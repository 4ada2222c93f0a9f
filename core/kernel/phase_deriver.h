#pragma once

#include "core/kernel/run_overview.h"
#include "core/util/json.h"

namespace twb::kernel {

class KernelState;
class RunFiles;

// The viewer rules of docs/formats.md 6.5: each phase's status, the iterations,
// the run status and the assurance level, from state.json and the files of the run only
// (there is no status field in state.json).
class PhaseDeriver final
{
public:
    // `state` null: state.json is missing (stateError empty) or unreadable (stateError set).
    // `job`: job.json when present (null otherwise). `alive`: an orchestrator or worker runs.
    static RunOverview derive(const KernelState *state, const QString &stateError, const RunFiles &files,
                              const Json &job, bool alive);
};

} // namespace twb::kernel
