#pragma once

#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb::kernel {

class KernelJob;

// What a valid job implies (docs/formats.md 6.7): which oracle, who writes
// base.py, whether the internal harness can run, and the phase sequence. The strings are
// MaxKernel's own, byte for byte, because they are stored in job_validation.json.
struct JobPlan
{
    // The base_py string that means "no base.py" (and so no internal harness).
    static const QString kNoBasePy;

    QString inputType;
    std::optional<QString> synthesizeAs;
    int referenceCount = 0;
    bool advisorySpine = false;
    std::optional<QString> oracle;
    QString basePy;
    std::optional<QString> basePyProducer;
    bool internalHarness = false;
    bool externalEval = false;
    QStringList phases;
    QStringList missingPaths; // "input.path: <abs>", "references[i].path: <abs>"

    // Derives the plan of a job the validator accepted.
    static JobPlan derive(const KernelJob &job);
    static std::optional<JobPlan> fromJson(const Json &plan);
    Json toJson() const;

    // The seven console lines validate_job.py prints after "JOB VALID" (docs/formats.md 6.7).
    QStringList consoleLines(const KernelJob &job) const;

    // The phases as the workbench shows them: a cuda input's "0.8 verify_port gate" is marked
    // not applicable, because the worker skips 0.8 without golden values (docs/formats.md 6.7).
    QStringList displayPhases() const;
};

} // namespace twb::kernel
