#pragma once

#include "core/kernel/kernel_state.h"
#include "core/kernel/run_host.h"

#include <QString>

namespace twb::kernel {

// The user's two interventions in a run, usable from the CLI and the GUI while an
// orchestrator runs elsewhere (they talk through state.json and the journal, never through
// memory).
class KernelRunControl final
{
public:
    // Phase 0.1's approval, recorded as the worker would: primary.baseline_approved = true,
    // primary.language = the job's synthesize_as, primary.source_path = <run_dir>/source.py.
    // Refused unless the run is waiting at that gate.
    static Result<KernelState> approveBaseline(RunHost &host, const QString &hostRunDir, const QString &localDir);

    // Appends a stop_requested line; a running orchestrator cancels its dispatch and stops
    // (the run stays resumable). Returns whether an orchestrator was running to see it.
    static Result<bool> requestStop(const QString &localDir, const QString &who);
};

} // namespace twb::kernel
