#pragma once

#include "core/kernel/kernel_state.h"
#include "core/kernel/run_location.h"
#include "core/kernel/run_overview.h"

#include <optional>

namespace twb::kernel {

// Everything the viewer shows about a run, read from its local folder in one go (off the GUI
// thread): where it lives, its state (or why it could not be read), its job and the derived
// overview. Nothing here writes.
struct RunSnapshot
{
    RunLocation location;
    std::optional<KernelState> state;
    QString stateError;
    Json job;                 // job.json, or null
    RunOverview overview;

    static RunSnapshot load(const QString &localDir);
};

} // namespace twb::kernel
