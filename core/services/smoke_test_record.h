#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace twb {

// The outcome of an experiment's last smoke test, kept with the experiment in
// `<project>/.smoke/result.json` (docs/formats.md section 2.1): which config it tested (the
// config hash when it started), whether it passed, how it ended, on which device and when. The
// Smoke test tab shows it for its own experiment only, and says "not run since the last change"
// when the experiment's hash is no longer the one tested.
struct SmokeTestRecord
{
    QString configHash;
    bool passed = false;
    int exitCode = -1;  // -1: it did not run to an end (stopped, failed to start)
    QString error;      // why it failed, empty when it passed
    QString device;     // "cpu" or "xla-cpu"
    int steps = 0;
    QDateTime finishedAt; // UTC

    static QString filePath(const QString &projectDir);
    // The project's record; nullopt when it has none (never smoke-tested, or the folder was
    // emptied). An unreadable record is an error naming the file.
    static Result<std::optional<SmokeTestRecord>> read(const QString &projectDir);
    // Writes the record atomically (the .smoke folder is made when missing).
    Result<void> write(const QString &projectDir) const;

    Json toJson() const;
    static Result<SmokeTestRecord> fromJson(const Json &document, const QString &source);

    // Whether the record is about the config with this hash.
    bool isFor(const QString &hash) const { return !hash.isEmpty() && hash == configHash; }
    bool operator==(const SmokeTestRecord &) const = default;
};

} // namespace twb
