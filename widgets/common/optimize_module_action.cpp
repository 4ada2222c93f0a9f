#include "widgets/common/optimize_module_action.h"

#include "core/kernel/experiment_kernel_job.h"

using namespace Qt::StringLiterals;

namespace twb {

OptimizeModuleAction::OptimizeModuleAction(std::function<Target()> target, QObject *parent)
    : QAction(tr("Optimize with MaxKernel…"), parent), m_target(std::move(target))
{
    setObjectName(u"optimizeWithMaxKernel"_s);
    setToolTip(tr("Write a MaxKernel job for this module of the model (its source, the experiment's per-device "
                  "shapes, tolerances, torchax) and open it in the Kernels panel"));
    connect(this, &QAction::triggered, this, &OptimizeModuleAction::writeJob);
    updateEnabled();
}

OptimizeModuleAction::~OptimizeModuleAction() = default;

void OptimizeModuleAction::updateEnabled()
{
    const Target target = m_target ? m_target() : Target{};
    setEnabled(!target.experimentDir.isEmpty() && !target.module.isEmpty());
}

void OptimizeModuleAction::writeJob()
{
    const Target target = m_target ? m_target() : Target{};
    if (target.experimentDir.isEmpty() || target.module.isEmpty())
        return;
    m_writing.cancel();
    m_writing = m_tasks.run(
        this,
        [target]() -> Result<QString> {
            auto job = kernel::ExperimentKernelJob::create(target.experimentDir, target.module);
            if (!job)
                return fail(job.error());
            return job->write(job->defaultOutputFolder());
        },
        [this](const Result<QString> &written) {
            if (written)
                Q_EMIT jobWritten(*written);
            else
                Q_EMIT failed(written.error().message);
        });
}

} // namespace twb
