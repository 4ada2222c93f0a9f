#include "core/demo/demo_kernel_run.h"

#include "core/services/kernel_service.h"
#include "core/util/template_store.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::DemoKernelRun)
};

} // namespace

Result<QString> createDemoKernelRun(const Workspace &workspace, const QString &machineName)
{
    const QString templatesRoot = TemplateStore::locateRoot();
    const QString jobPath = templatesRoot + u"/kernel/examples/rmsnorm-torchax/job.json"_s;
    // The same path as the Kernels panel and `tpuwb kernel new/run`: the machine's entry names
    // the replay worker, which accepts this job because it is the one it recorded.
    const KernelService kernels(MachineAccess(workspace.registryFile(), ConnectionProfile::defaults()),
                                workspace.kernelRunsDir(), templatesRoot);
    auto run = kernels.createRun(jobPath, machineName);
    if (!run)
        return fail(run.error());
    auto ended = kernels.orchestrate(run->localDir);
    if (!ended)
        return fail(ended.error());
    if (ended->ending != kernel::KernelOrchestrator::Ending::Finished)
        return fail(Error::failure(Tr::tr("The demo kernel run in %1 did not finish: %2").arg(run->localDir, ended->reason),
                                   run->localDir));
    return run->localDir;
}

} // namespace twb
