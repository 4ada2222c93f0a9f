#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb::kernel {

// The command that runs one MaxKernel worker dispatch on a machine: the registry entry's
// `kernel_worker_command` template with `{run_dir}`, `{target}` and `{python}` replaced, each
// value shell-quoted. The value "replay" names the replay worker
// (templates/kernel/replay_worker.py), installed under `<remote_root>/kernel-worker/`, which
// replays the recorded example and measures nothing (see KernelMachine).
class WorkerCommand final
{
public:
    static constexpr QLatin1StringView kReplayName{"replay"};

    // Placeholders the template may use; anything else in braces is refused (it would
    // otherwise reach the shell verbatim).
    static Result<QString> expand(const QString &commandTemplate, const QString &runDir, int target,
                                  const QString &python);

    // "{python} '<workerDir>/replay_worker.py' --run-dir {run_dir} --target {target}"
    static QString replayTemplate(const QString &workerDir);
    // The replay's cancel command (MaxKernel's is `tpu_client.py --cancel_job`).
    static QString replayCancelTemplate(const QString &workerDir);

    // Where the replay worker is installed on a machine: `<remote_root>/kernel-worker`.
    static QString installFolder(const QString &remoteRoot);

    // MaxKernel's dispatch of its worker, field for field (AI-Hypercomputer/accelerator-agents:
    // maxkernel/claude-code/skill/SKILL.md @cba726c, "How to dispatch the worker agent"):
    //   Agent(subagent_type="maxkernel-worker", description="MaxKernel iteration <n>",
    //         prompt="Run one MaxKernel iteration for run_dir = <run_dir> (state file: <run_dir>/state.json).")
    // "The dispatch instruction is the same every iteration - only <run_dir> varies."
    static constexpr QLatin1StringView kWorkerAgent{"maxkernel-worker"};
    static QString dispatchPrompt(const QString &runDir);
    static QString dispatchDescription(int iteration);
};

} // namespace twb::kernel
