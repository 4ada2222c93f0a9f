#pragma once

#include "core/kernel/job_plan.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb::kernel {

class KernelJob;

// The outcome of validating a job: validate_job.py's report (docs/formats.md 6.7),
// its exit code and its console text.
struct JobValidationReport
{
    enum ExitCode { Valid = 0, Invalid = 1, MissingPath = 2 };

    QString jobPath;               // absolute path of the job file
    QStringList errors;
    QStringList warnings;
    std::optional<JobPlan> plan;   // absent when invalid

    bool valid() const { return errors.isEmpty(); }
    // 0 valid, 1 invalid, 2 valid but a declared path is missing.
    int exitCode() const;

    // {job, valid, errors, warnings, plan}, the --json report.
    Json toJson() const;
    static std::optional<JobValidationReport> fromJson(const Json &json);
    // The report as validate_job.py writes it: indent 2, ASCII-escaped, trailing newline.
    QByteArray toFileBytes() const;

    // What validate_job.py prints. Valid: stdout gets "JOB VALID: <name>", the warnings and
    // the seven plan lines; stderr gets the MISSING PATHS block. Invalid: stderr gets
    // "JOB INVALID", the ERROR lines and the warn lines.
    QStringList standardOutputLines(const KernelJob &job) const;
    QStringList standardErrorLines() const;
};

} // namespace twb::kernel
