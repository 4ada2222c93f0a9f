#pragma once

#include "core/util/json.h"

#include <QString>

#include <optional>

namespace twb::kernel {

// Which worker drives a run, recorded with the run (the journal's `create` and `start` lines)
// so that every view can say, even after a restart, whether its numbers were measured by a
// worker or copied from the replay's recording.
//   {"kind": "replay", "job_sha256": "..."}     the recorded example, nothing measured
//   {"kind": "command", "command": "<template>"} the machine's kernel_worker_command
struct KernelWorker
{
    enum class Kind { Replay, Command };

    Kind kind = Kind::Command;
    QString command;     // the template (Command only)
    QString jobSha256;   // the recorded job's fingerprint (Replay only)

    bool isReplay() const { return kind == Kind::Replay; }

    Json toJson() const;
    // Null when `json` is not such an object (a run made before workers were recorded).
    static std::optional<KernelWorker> fromJson(const Json &json);

    // "replay" / "command", as in `tpuwb kernel status --json`.
    QString kindKey() const;
    // One translated line for people: what produced the run's numbers.
    QString describe() const;
    // The translated banner and tooltip text every number of a replayed run carries.
    static QString replayNotice();
};

} // namespace twb::kernel
