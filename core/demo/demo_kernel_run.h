#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb {

class Workspace;

// The demo's kernel-optimization run: the bundled example job
// (templates/kernel/examples/rmsnorm-torchax/job.json) created on `machineName` (the demo's
// entry for this machine, whose workbench.kernel_worker_command is "replay") through
// KernelService and driven to its end by the real orchestrator with the replay worker (an LLM
// worker cannot run here; the run is labelled REPLAY everywhere). It is made when the demo is
// created, not copied, because MaxKernel's state.json holds absolute paths of its run folder.
// Returns the run's local folder.
Result<QString> createDemoKernelRun(const Workspace &workspace, const QString &machineName);

} // namespace twb
