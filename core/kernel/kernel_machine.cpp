#include "core/kernel/kernel_machine.h"

#include "core/kernel/replay_recording.h"
#include "core/kernel/worker_command.h"
#include "core/registry/machine_entry.h"
#include "core/registry/registry.h"
#include "core/util/python_interpreter.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>


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
    machine.templatesRoot = templatesRoot;
    const QString replayFolder = templatesRoot + u"/kernel"_s;
    if (!entry) {
        // No entry, no kernel_worker_command: no worker (the refusal says how to add one).
        machine.python = PythonInterpreter::defaultPython();
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
    auto workbenchString = [&](const char *key) {
        if (workbench == json.end() || !workbench->is_object())
            return QString();
        const auto value = workbench->find(key);
        return value != workbench->end() && value->is_string() ? toQString(value->get<std::string>()).trimmed()
                                                               : QString();
    };
    machine.cancelTemplate = workbenchString("kernel_cancel_command");
    machine.maxkernelRoot = workbenchString("maxkernel_root");
    while (machine.maxkernelRoot.size() > 1 && machine.maxkernelRoot.endsWith(u'/'))
        machine.maxkernelRoot.chop(1);
    if (const QString claudeDir = workbenchString("claude_dir"); !claudeDir.isEmpty())
        machine.claudeDir = claudeDir;
    if (!machine.maxkernelRoot.isEmpty()) {
        const QString workspace = workbenchString("maxkernel_workspace");
        machine.hostRunsRoot = workspace.isEmpty() ? machine.maxkernelRoot + u"/workspace"_s : workspace;
    }
    const QString command = entry->kernelWorkerCommand().trimmed();
    if (command.isEmpty())
        return machine;
    if (command != WorkerCommand::kReplayName) {
        machine.workerSource = WorkerSource::Command;
        machine.workerCommand = command;
        // The worker finds MaxKernel where the runs are (the adapter reads MAXKERNEL_ROOT).
        machine.workerTemplate = machine.maxkernelRoot.isEmpty()
                                     ? command
                                     : u"MAXKERNEL_ROOT=%1 %2"_s.arg(shellQuotePath(machine.maxkernelRoot), command);
        return machine;
    }
    machine.workerSource = WorkerSource::Replay;
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

Error KernelMachine::noWorkerError(const QString &what, const QString &consequence) const
{
    const QString example = u"\"bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}\""_s;
    if (name.isEmpty())
        return Error::invalid(
            Tr::tr("This machine has no registry entry, so it names no workbench.kernel_worker_command and no "
                       "worker can run %1; %3. Register it with its worker, e.g. `tpuwb registry "
                       "add '{\"mode\": \"local\", \"workbench\": {\"kernel_worker_command\": %2}}'`, then "
                       "create the run on that machine. \"replay\" instead replays the recorded RMSNorm example "
                       "job only (docs/kernel.md).")
                .arg(what, example, consequence),
            u"workbench.kernel_worker_command"_s);
    return Error::invalid(
        Tr::tr("Machine %1 has no workbench.kernel_worker_command, so no worker can run %2; %4. "
                   "Set it in the machine's entry to the command that runs one MaxKernel iteration, e.g. "
                   "\"kernel_worker_command\": %3 (the shipped adapter for MaxKernel's maxkernel-worker, "
                   "docs/kernel.md). \"replay\" instead replays the recorded RMSNorm example job only.")
            .arg(name, what, example, consequence),
        u"workbench.kernel_worker_command"_s);
}

Result<KernelWorker> KernelMachine::workerFor(const KernelJob &job) const
{
    KernelWorker worker;
    switch (workerSource) {
    case WorkerSource::None:
        return fail(noWorkerError(Tr::tr("the job %1").arg(job.path()),
                                  Tr::tr("nothing was created")));
    case WorkerSource::Command:
        worker.kind = KernelWorker::Kind::Command;
        worker.command = workerCommand;
        return worker;
    case WorkerSource::Replay:
        break;
    }
    auto matched = ReplayRecording(templatesRoot).match(job, name);
    if (!matched)
        return fail(matched.error());
    worker.kind = KernelWorker::Kind::Replay;
    worker.jobSha256 = *matched;
    return worker;
}

Result<KernelWorker> KernelMachine::workerForRun(const std::optional<KernelWorker> &recorded,
                                                 const QString &localDir) const
{
    KernelWorker worker;
    switch (workerSource) {
    case WorkerSource::None:
        return fail(noWorkerError(Tr::tr("the run %1").arg(localDir),
                                  Tr::tr("nothing was dispatched")));
    case WorkerSource::Command:
        // A replayed run stays a replay: measured iterations must not join copied ones.
        if (recorded && recorded->isReplay())
            return fail(Error::invalid(
                Tr::tr("The run %1 is a REPLAY of the recorded example; machine %2 now "
                                                   "names a real worker (%3), which would mix measured iterations "
                                                   "with copied ones. Create a new run from the job instead.")
                    .arg(localDir, name, workerCommand),
                u"workbench.kernel_worker_command"_s));
        worker.kind = KernelWorker::Kind::Command;
        worker.command = workerCommand;
        return worker;
    case WorkerSource::Replay:
        break;
    }
    // Only a run created for the replay (its job matched the recording then) is replayed.
    if (!recorded || !recorded->isReplay())
        return fail(Error::invalid(
            Tr::tr("Machine %1 uses the replay worker (workbench.kernel_worker_command: \"replay\"), but the run "
                       "%2 was not created for the replay of the recorded example job; it is not dispatched. Set "
                       "workbench.kernel_worker_command to a real worker, e.g. \"bash "
                       "~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}\".")
                .arg(name, localDir),
            u"workbench.kernel_worker_command"_s));
    return *recorded;
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
    settings.maxkernelRoot = maxkernelRoot;
    settings.installFrom = installFrom;
    settings.installTo = installTo;
    return settings;
}

} // namespace twb::kernel
