#pragma once

#include "core/kernel/kernel_job.h"
#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/kernel_worker.h"

#include <QString>

namespace twb {
class MachineEntry;
}

namespace twb::kernel {

// What kernel runs need to know about a machine, from its registry entry: the interpreter, the
// worker and cancel commands, and where runs live on it. Without an entry (`entry` null) it is
// this machine: PythonInterpreter::defaultPython() and run folders directly in the workspace.
//
// The worker is what the entry's `workbench.kernel_worker_command` names: a command template,
// or "replay" for the replay worker (installed from the templates folder into
// `<remote_root>/kernel-worker/`), which may only drive the job it recorded. Without a command
// (and on this machine without an entry) no worker exists and every job is refused before
// anything is created. A machine may name a cancel command under
// `workbench.kernel_cancel_command`, with the same placeholders; without one, only the replay
// worker's own cancel command is known.
//
// MaxKernel's checkout on the machine is `workbench.maxkernel_root` (e.g. "~/maxkernel", the
// folder with tools/, server/ and skill/). With it set, runs are created where MaxKernel puts
// its own, `<maxkernel_root>/workspace/<run_id>` (or under `workbench.maxkernel_workspace`),
// which is inside the root its `--with-guard` hook confines the agent to, and a command worker
// runs with MAXKERNEL_ROOT set to it. `workbench.claude_dir` is Claude Code's configuration
// folder (default ~/.claude), where MaxKernel's installer puts the agents and the guard hook.
struct KernelMachine
{
    enum class WorkerSource { None, Replay, Command };

    QString name;             // empty: this machine without an entry
    QString python;
    WorkerSource workerSource = WorkerSource::None;
    QString workerCommand;    // kernel_worker_command as written (Command only)
    QString workerTemplate;   // what the orchestrator expands; empty without a worker
    QString cancelTemplate;
    QString templatesRoot;    // where the replay's recording is
    QString installFrom;      // local templates/kernel folder (replay worker only)
    QString installTo;        // on the host
    QString hostRunsRoot;     // where run folders are created on the host
    QString maxkernelRoot;    // workbench.maxkernel_root as written (may start with ~/); empty: unset
    QString claudeDir = QStringLiteral("~/.claude");
    QString tpuVersion;
    QString deviceKind;
    int deviceCount = 0;

    static KernelMachine from(const MachineEntry *entry, const QString &workspaceKernelRuns,
                              const QString &templatesRoot);
    // The registry's entry `machineName` (empty: this machine), or an error naming the registry.
    static Result<KernelMachine> lookup(const QString &registryPath, const QString &machineName,
                                        const QString &workspaceKernelRuns, const QString &templatesRoot);

    // The worker that will drive `job` here, or the refusal: no worker command, or the replay
    // and a job it did not record. Nothing is touched on the machine.
    Result<KernelWorker> workerFor(const KernelJob &job) const;
    // The worker for another dispatch of a run created with `recorded` (null: the run predates
    // recorded workers, or MaxKernel made it): refused when the machine has no worker, or when
    // the replay would drive a run it did not record.
    Result<KernelWorker> workerForRun(const std::optional<KernelWorker> &recorded, const QString &localDir) const;
    // The refusal for a machine without a worker command: what it cannot run, and what did
    // not happen because of it.
    Error noWorkerError(const QString &what, const QString &consequence) const;

    RunPlacement placement(const QString &workspaceKernelRuns) const;
    OrchestratorSettings settings(const QString &localDir, const QString &hostRunDir) const;
};

} // namespace twb::kernel
