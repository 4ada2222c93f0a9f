#pragma once

#include "widgets/common/background_task.h"

#include <QAction>
#include <functional>

namespace twb {

// "Optimize with MaxKernel…" (issue 29) on a list of the experiment's model tensors or modules:
// writes the MaxKernel job for the module behind the current item (ExperimentKernelJob, off the
// GUI thread) into <experiment>/kernel-jobs/<module>/ and reports the job file, which the shell
// opens in the Kernels panel's job editor (validated, plan shown). `target` gives the
// experiment's folder (the one with model.py and config.json) and the tensor or module name;
// the action is disabled while either is empty.
class OptimizeModuleAction final : public QAction
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptimizeModuleAction)

public:
    struct Target
    {
        QString experimentDir;
        QString module; // a module class, module path or tensor name ("layers.attn_norm")
    };

    OptimizeModuleAction(std::function<Target()> target, QObject *parent);
    ~OptimizeModuleAction() override;

    // Enables the action for what `target` gives now (call when the selection changes).
    void updateEnabled();
    bool isWriting() const { return m_writing.isActive(); }

Q_SIGNALS:
    void jobWritten(const QString &jobPath);
    void failed(const QString &message);

private:
    void writeJob();

    std::function<Target()> m_target;
    TaskGroup m_tasks;
    TaskHandle m_writing;
};

} // namespace twb
