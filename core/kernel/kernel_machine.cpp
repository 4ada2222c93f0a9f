#include "core/kernel/kernel_machine.h"

#include "core/kernel/worker_command.h"
#include "core/registry/machine_entry.h"
#include "core/registry/registry.h"

#include <QCoreApplication>

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::KernelMachine.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::KernelMachine)
};
} // namespace


KernelMachine KernelMachine::from(const MachineEntry *entry, const QString &workspaceKernelRuns,
                                  const QString &templatesRoot)
{
    KernelMachine machine;
    const QString replayFolder = templatesRoot + u"/kernel"_s;
    if (!entry) {
        machine.python = QFileInfo::exists(u"/usr/bin/python3"_s) ? u"/usr/bin/python3"_s : u"python3"_s;
        machine.workerTemplate = WorkerCommand::replayTemplate(replayFolder);
        machine.cancelTemplate = WorkerCommand::replayCancelTemplate(replayFolder);
        machine.hostRunsRoot = workspaceKernelRuns;
        return machine;
    }
    machine.name = entry->name();
    machine.python = entry->python();
    machine.hostRunsRoot = entry->remoteRoot() + u"/kernel-runs"_s;
    machine.tpuVersion = entry->tpuVersion();
    if (const auto spec = entry->tpuSpec()) {
        machine.deviceKind = spec->deviceKind;
        machine.deviceCount = spec->deviceCount;
    }
    const Json &json = entry->toJson();
    const auto workbench = json.find("workbench");
    if (workbench != json.end() && workbench->is_object()) {
        const auto cancel = workbench->find("kernel_cancel_command");
        if (cancel != workbench->end() && cancel->is_string())
            machine.cancelTemplate = toQString(cancel->get<std::string>());
    }
    const QString command = entry->kernelWorkerCommand();
    if (!command.isEmpty()) {
        machine.workerTemplate = command;
        return machine;
    }
    const QString installed = WorkerCommand::installFolder(entry->remoteRoot());
    machine.workerTemplate = WorkerCommand::replayTemplate(installed);
    if (machine.cancelTemplate.isEmpty())
        machine.cancelTemplate = WorkerCommand::replayCancelTemplate(installed);
    machine.installFrom = replayFolder;
    machine.installTo = installed;
    return machine;
}

Result<KernelMachine> KernelMachine::lookup(const QString &registryPath, const QString &machineName,
                                            const QString &workspaceKernelRuns, const QString &templatesRoot)
{
    if (machineName.isEmpty())
        return from(nullptr, workspaceKernelRuns, templatesRoot);
    auto registry = Registry::load(registryPath);
    if (!registry)
        return fail(registry.error());
    const MachineEntry *entry = registry->find(machineName);
    if (!entry)
        return fail(Error::notFound(Tr::tr("No machine named %1 in %2. Add it in the "
                                                                       "Machines panel or with `tpuwb registry add`.")
                                        .arg(machineName, registryPath),
                                    registryPath));
    return from(entry, workspaceKernelRuns, templatesRoot);
}

RunPlacement KernelMachine::placement(const QString &workspaceKernelRuns) const
{
    RunPlacement placement;
    placement.machineName = name;
    placement.hostRunsRoot = hostRunsRoot;
    placement.localRunsRoot = workspaceKernelRuns;
    placement.machineTpuVersion = tpuVersion;
    placement.deviceKind = deviceKind;
    placement.deviceCount = deviceCount;
    return placement;
}

OrchestratorSettings KernelMachine::settings(const QString &localDir, const QString &hostRunDir) const
{
    OrchestratorSettings settings;
    settings.localDir = localDir;
    settings.hostRunDir = hostRunDir;
    settings.workerTemplate = workerTemplate;
    settings.cancelTemplate = cancelTemplate;
    settings.python = python;
    settings.installFrom = installFrom;
    settings.installTo = installTo;
    return settings;
}

} // namespace twb::kernel
