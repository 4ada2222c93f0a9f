#pragma once

#include <QString>

#include <optional>

namespace twb {

// A run's state (docs/formats.md 4).
// Preempted: its gcloud TPU VM was preempted under it (not a crash of the run; it can be resumed
// from its last checkpoint when the VM is READY again, PreemptionPolicy).
enum class RunState { Pending, Uploading, Running, Stalled, Finished, Failed, Stopped, Preempted };

QString runStateName(RunState state);                    // "running", as run.json writes it
std::optional<RunState> runStateFromName(const QString &name);
QString runStateLabel(RunState state);                   // translated
bool isActive(RunState state);                           // uploading, running or stalled

} // namespace twb
