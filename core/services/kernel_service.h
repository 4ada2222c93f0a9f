#pragma once

#include "core/kernel/job_validation_report.h"
#include "core/kernel/kernel_job.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/kernel_state.h"
#include "core/kernel/run_location.h"
#include "core/services/machine_access.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace twb {

class Transport;

// Kernel-optimization runs on the registry's machines, for the Kernels panel and `tpuwb kernel`
// alike: create a run from a job on a machine, orchestrate a run, approve its baseline. The one
// path from a machine name (or a run folder) to the run's transport and kernel settings.
//
// A value type (MachineAccess + where runs go), cheap to copy into a worker. Every call blocks
// on the disk and the machine: call them on a worker thread (OrchestratorRunner and the job
// editor's TaskGroup do) or from the CLI.
class KernelService final
{
    Q_DECLARE_TR_FUNCTIONS(twb::KernelService)

public:
    // `templatesRoot` empty: TemplateStore::locateRoot() (the replay worker's home).
    KernelService(MachineAccess access, QString kernelRunsDir, QString templatesRoot = {});

    const MachineAccess &machineAccess() const { return m_access; }
    const QString &kernelRunsDir() const { return m_kernelRunsDir; }

    // A machine's transport (worker host 0) and its kernel settings; empty name: this machine.
    struct Target
    {
        std::unique_ptr<Transport> transport;
        kernel::KernelMachine machine;
    };
    Result<Target> open(const QString &machineName) const;

    // Validates the job file and creates the run on `machineName` (empty: this machine). An
    // invalid job is refused with its validation errors (never repaired).
    Result<kernel::CreatedRun> createRun(const QString &jobPath, const QString &machineName) const;
    // The same for a job already validated (the CLI prints the report itself).
    Result<kernel::CreatedRun> createRun(const kernel::KernelJob &job, const kernel::JobValidationReport &report,
                                         const QString &machineName) const;

    struct OrchestrateOptions
    {
        std::optional<int> maxIterations;
        // Called on the orchestrating thread.
        std::function<void(const kernel::Decision &)> onDecision;
        std::function<void(const QByteArray &)> onWorkerOutput;
        // With the orchestrator once it exists and with null once run() returned, so that
        // another thread can call requestStop() in between.
        std::function<void(kernel::KernelOrchestrator *)> onOrchestrator;
    };
    // Orchestrates the run in `localDir` until it finishes, stops or waits for approval.
    Result<kernel::KernelOrchestrator::Report> orchestrate(const QString &localDir,
                                                           const OrchestrateOptions &options = {}) const;
    // Approves the baseline a specification run synthesized.
    Result<kernel::KernelState> approveBaseline(const QString &localDir) const;

    // The sentence a front end shows for how an orchestration ended.
    static QString endingText(const kernel::KernelOrchestrator::Report &report);

private:
    QString templatesRoot() const;

    MachineAccess m_access;
    QString m_kernelRunsDir;
    QString m_templatesRoot;
};

// How a view gets the service for the current workspace and host-key policy when it needs one
// (cheap: no disk access; called on the view's thread).
using KernelServiceFactory = std::function<KernelService()>;

} // namespace twb
