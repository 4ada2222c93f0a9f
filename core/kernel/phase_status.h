#pragma once

#include <QString>

namespace twb::kernel {

// Status of one phase as derived from disk (docs/formats.md 6.5).
enum class PhaseStatus {
    NotApplicable, // the phase does not apply to this run
    Pending,       // applies; no artifact yet
    Active,        // first unfinished phase while the orchestrator/worker is alive
    Done,
    Degraded,      // done with reduced assurance (golden capture degraded)
    FellBack,      // torchax -> llm_port
    WaitingUser,   // the 0.1 approval gate
    Failed,        // a gate failed / a retry budget was exhausted
    Unknown,       // the files contradict each other
};

// Run-level status (docs/formats.md 6.5), plus Paused for a run in setup/iterating/waiting
// whose process is gone (resumable by dispatching again).
enum class RunStatus {
    NoState,
    InvalidState,
    Finished,
    StoppedBaselineRejected,
    StoppedEmergency,
    WaitingApproval,
    Setup,
    Iterating,
};

// Stable machine keys ("n/a", "waiting-user", ...) used by `tpuwb kernel status --json`.
QString phaseStatusKey(PhaseStatus status);
QString runStatusKey(RunStatus status);
// Translated words for people (StatusText::label of the key).
QString phaseStatusLabel(PhaseStatus status);
QString runStatusLabel(RunStatus status);

} // namespace twb::kernel
