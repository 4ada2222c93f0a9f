#pragma once

#include <QString>

#include <optional>

namespace twb {

// A run's state (docs/formats.md 4).
enum class RunState { Pending, Uploading, Running, Stalled, Finished, Failed, Stopped };

QString runStateName(RunState state);                    // "running", as run.json writes it
std::optional<RunState> runStateFromName(const QString &name);
QString runStateLabel(RunState state);                   // translated
bool isActive(RunState state);                           // uploading, running or stalled

} // namespace twb
