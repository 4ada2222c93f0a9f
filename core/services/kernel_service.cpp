#include "core/services/kernel_service.h"

#include "core/services/workspace_trust.h"

#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_run_control.h"
#include "core/kernel/run_host.h"
#include "core/remote/local_transport.h"
#include "core/util/template_store.h"

using namespace Qt::StringLiterals;

namespace twb {

KernelService::KernelService(MachineAccess access, QString kernelRunsDir, QString templatesRoot)
    : m_access(std::move(access)), m_kernelRunsDir(std::move(kernelRunsDir)), m_templatesRoot(std::move(templatesRoot))
{
}

QString KernelService::templatesRoot() const
{
    // Looked up when used (it stats a folder): views build the service on the GUI thread.
    return m_templatesRoot.isEmpty() ? TemplateStore::locateRoot() : m_templatesRoot;
}

Result<KernelService::Target> KernelService::open(const QString &machineName) const
{
    Target target;
    if (machineName.isEmpty()) {
        target.transport = std::make_unique<LocalTransport>();
        target.machine = kernel::KernelMachine::from(nullptr, m_kernelRunsDir, templatesRoot());
        return target;
    }
    auto entry = m_access.machine(machineName);
    if (!entry)
        return fail(entry.error());
    // A cloned workspace's worker or cancel command never runs before the user trusts it.
    if (auto trusted = WorkspaceTrust::requireAll(m_access.trustRootOrDefault(), m_access.registryPath(), *entry); !trusted)
        return fail(trusted.error());
    if (auto owned = entry->checkRemoteRootOwner(); !owned)
        return fail(owned.error());
    // A run's worker is host 0 of the slice.
    target.transport = m_access.transport(*entry, 0);
    if (!target.transport)
        return fail(Error::failure(tr("No transport could be made for machine %1 in %2; check its entry.")
                                       .arg(machineName, m_access.registryPath()),
                                   m_access.registryPath()));
    target.machine = kernel::KernelMachine::from(&*entry, m_kernelRunsDir, templatesRoot());
    return target;
}

Result<kernel::CreatedRun> KernelService::createRun(const QString &jobPath, const QString &machineName) const
{
    auto job = kernel::KernelJob::load(jobPath);
    if (!job)
        return fail(job.error());
    const kernel::JobValidationReport report = kernel::JobValidator::validate(*job);
    if (report.exitCode() != kernel::JobValidationReport::Valid)
        return fail(Error::invalid(tr("%1 is not a valid job: %2. Fix it in the job editor or check it with "
                                      "`tpuwb kernel validate`.")
                                       .arg(jobPath, report.standardErrorLines().join(u"; "_s)),
                                   jobPath));
    return createRun(*job, report, machineName);
}

Result<kernel::CreatedRun> KernelService::createRun(const kernel::KernelJob &job,
                                                    const kernel::JobValidationReport &report,
                                                    const QString &machineName) const
{
    auto target = open(machineName);
    if (!target)
        return fail(target.error());
    // Refused before anything exists on the machine: no worker, or a replay of another job.
    auto worker = target->machine.workerFor(job);
    if (!worker)
        return fail(worker.error());
    kernel::RunPlacement placement = target->machine.placement(m_kernelRunsDir);
    placement.worker = worker->toJson();
    kernel::RunHost host(*target->transport);
    return kernel::KernelRunCreator::create(host, job, report, placement);
}

Result<kernel::KernelOrchestrator::Report> KernelService::orchestrate(const QString &localDir,
                                                                      const OrchestrateOptions &options) const
{
    auto location = kernel::RunLocation::resolve(localDir);
    if (!location)
        return fail(location.error());
    auto target = open(location->machineName);
    if (!target)
        return fail(target.error());
    auto worker = target->machine.workerForRun(location->worker, location->localDir);
    if (!worker)
        return fail(worker.error());
    kernel::OrchestratorSettings settings = target->machine.settings(location->localDir, location->hostRunDir);
    settings.worker = worker->toJson();
    settings.maxIterations = options.maxIterations;
    kernel::KernelOrchestrator orchestrator(*target->transport, settings);
    orchestrator.onDecision = options.onDecision;
    orchestrator.onWorkerOutput = options.onWorkerOutput;
    if (options.onOrchestrator)
        options.onOrchestrator(&orchestrator);
    auto report = orchestrator.run();
    if (options.onOrchestrator)
        options.onOrchestrator(nullptr);
    return report;
}

Result<kernel::KernelState> KernelService::approveBaseline(const QString &localDir) const
{
    auto location = kernel::RunLocation::resolve(localDir);
    if (!location)
        return fail(location.error());
    auto target = open(location->machineName);
    if (!target)
        return fail(target.error());
    kernel::RunHost host(*target->transport);
    return kernel::KernelRunControl::approveBaseline(host, location->hostRunDir, location->localDir);
}

QString KernelService::endingText(const kernel::KernelOrchestrator::Report &report)
{
    using Ending = kernel::KernelOrchestrator::Ending;
    switch (report.ending) {
    case Ending::WaitingForApproval:
        return tr("Paused: the synthesized baseline waits for your approval.");
    case Ending::Stopped:
        return tr("Stopped. Continue resumes from state.json.");
    case Ending::EmergencyStopped:
        return tr("Emergency stop: %1").arg(report.reason);
    case Ending::Finished:
        break;
    }
    return tr("Finished: %1").arg(report.finalCodePath.isEmpty() ? tr("no correct kernel") : report.finalCodePath);
}

} // namespace twb
