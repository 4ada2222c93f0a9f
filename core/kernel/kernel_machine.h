#pragma once

#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_creator.h"

#include <QString>

namespace twb {
class MachineEntry;
}

namespace twb::kernel {

// What kernel runs need to know about a machine, from its registry entry: the interpreter, the
// worker and cancel commands, and where runs live on it. Without an entry (`entry` null) it is
// this machine: Debian's /usr/bin/python3 and run folders directly in the workspace.
//
// Default worker (kernel_worker_command null): the replay worker, installed from the templates
// folder into `<remote_root>/kernel-worker/` (or used in place on this machine). A machine may
// name a cancel command under `workbench.kernel_cancel_command`, with the same placeholders;
// without one, only the replay worker's own cancel command is known.
struct KernelMachine
{
    QString name;             // empty: this machine without an entry
    QString python;
    QString workerTemplate;
    QString cancelTemplate;
    QString installFrom;      // local templates/kernel folder (replay worker only)
    QString installTo;        // on the host
    QString hostRunsRoot;     // where run folders are created on the host
    QString tpuVersion;
    QString deviceKind;
    int deviceCount = 0;

    static KernelMachine from(const MachineEntry *entry, const QString &workspaceKernelRuns,
                              const QString &templatesRoot);
    // The registry's entry `machineName` (empty: this machine), or an error naming the registry.
    static Result<KernelMachine> lookup(const QString &registryPath, const QString &machineName,
                                        const QString &workspaceKernelRuns, const QString &templatesRoot);

    RunPlacement placement(const QString &workspaceKernelRuns) const;
    OrchestratorSettings settings(const QString &localDir, const QString &hostRunDir) const;
};

} // namespace twb::kernel
