#include "core/demo/demo_kernel_run.h"

#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_job.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/run_host.h"
#include "core/remote/local_transport.h"
#include "core/util/template_store.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {

Result<QString> createDemoKernelRun(const Workspace &workspace)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("twb::DemoKernelRun", text); };
    const QString templatesRoot = TemplateStore::locateRoot();
    const QString jobPath = templatesRoot + u"/kernel/examples/rmsnorm-torchax/job.json"_s;
    auto job = kernel::KernelJob::load(jobPath);
    if (!job)
        return fail(job.error());
    const kernel::JobValidationReport report = kernel::JobValidator::validate(*job);
    if (report.exitCode() != kernel::JobValidationReport::Valid)
        return fail(Error::invalid(tr("The bundled example job %1 is not valid: %2")
                                       .arg(jobPath, report.standardErrorLines().join(u"; "_s)),
                                   jobPath));

    LocalTransport transport;
    kernel::RunHost host(transport);
    const auto machine = kernel::KernelMachine::from(nullptr, workspace.kernelRunsDir(), templatesRoot);
    auto run = kernel::KernelRunCreator::create(host, *job, report, machine.placement(workspace.kernelRunsDir()));
    if (!run)
        return fail(run.error());

    kernel::KernelOrchestrator orchestrator(transport, machine.settings(run->localDir, run->hostRunDir));
    auto ended = orchestrator.run();
    if (!ended)
        return fail(ended.error());
    if (ended->ending != kernel::KernelOrchestrator::Ending::Finished)
        return fail(Error::failure(tr("The demo kernel run in %1 did not finish: %2").arg(run->localDir, ended->reason),
                                   run->localDir));
    return run->localDir;
}

} // namespace twb
