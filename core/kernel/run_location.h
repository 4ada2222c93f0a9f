#pragma once

#include "core/kernel/kernel_worker.h"
#include "core/util/error.h"

#include <optional>

#include <QString>

namespace twb::kernel {

// Where a run lives, from its local folder: the journal's `create` line names the machine and
// the run_dir on it. A folder without that line (a run made by MaxKernel itself, copied here)
// is a run on this machine whose run_dir is the folder.
struct RunLocation
{
    QString localDir;
    QString hostRunDir;
    QString machineName;   // empty: this machine, without a registry entry
    // The worker the journal recorded (null: a run made by MaxKernel itself, or before the
    // workbench recorded workers; it is not known what produced its numbers).
    std::optional<KernelWorker> worker;

    bool isOnThisMachineWithoutEntry() const { return machineName.isEmpty(); }

    // Refuses a folder without state.json and without a create line.
    static Result<RunLocation> resolve(const QString &localDir);
};

} // namespace twb::kernel
