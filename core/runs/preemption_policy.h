#pragma once

#include "core/runs/run_record.h"

#include <QString>

namespace twb {

// When a run ended because its gcloud TPU VM was preempted, and what happens then (issue 16):
// the rule the refresh, the follower and the CLI share, so a widget decides nothing.
//
// - A run that was active and ends abnormally (a host's process gone without an end, a failed
//   or SIGTERM exit nobody asked for) or whose hosts cannot be reached, on a machine gcloud
//   says is PREEMPTED (or TERMINATED), is `preempted`, not `failed`.
// - A preempted run is resumed from its last checkpoint by the workbench when the VM is READY
//   again while its automatic restarts (attempts of kind "auto-resume") are fewer than
//   `max_restarts` (xpk's); otherwise it waits for the user (`tpuwb run resume`).
class PreemptionPolicy final
{
public:
    static constexpr const char *kAutoResume = "auto-resume";

    // Whether a refresh that took a run from `before` to `after` (with `unreachableHosts` hosts
    // not answering) must ask gcloud about the VM: only a gcloud machine's run that was active
    // and ended abnormally or lost its hosts.
    static bool needsVmState(bool gcloudMachine, RunState before, RunState after, int unreachableHosts);
    // True when gcloud's `vmState` means the VM was taken away under the run.
    static bool isPreemptedVm(const QString &vmState);
    // Marks `record` preempted (state and a detail naming the VM, when gcloud saw it and what to
    // do) when `vmState` is PREEMPTED or TERMINATED; returns whether it did. `vm` is the machine
    // gcloud answered for (a multislice run: the slice that went away); empty: the run's machine.
    static bool apply(RunRecord &record, const QString &vmState, const QString &seenAt, const QString &vm = {});

    enum class Recovery {
        None,        // not preempted
        WaitForVm,   // the VM is not READY yet
        Resume,      // READY and a restart is left: resume now
        WaitForUser, // READY, but no automatic restart is left
    };
    static Recovery recovery(const RunRecord &record, const QString &vmState);
    // A follower should keep asking gcloud for this run (preempted, a restart left).
    static bool awaitsAutomaticResume(const RunRecord &record);

    // state_detail of a preempted run: the VM, when gcloud saw it so, and what to do.
    static QString preemptedText(const RunRecord &record, const QString &vmState, const QString &seenAt,
                                 const QString &vm = {});
    // state_detail once the VM is READY again and no automatic restart is left.
    static QString readyAgainText(const RunRecord &record);
};

} // namespace twb
