#pragma once

#include "core/kernel/job_validation_report.h"
#include "core/kernel/kernel_job.h"

#include <QCoreApplication>

namespace twb::kernel {

// MaxKernel's tools/validate_job.py in C++ (docs/formats.md 6.7): the seven
// contradictions, the further rejections, the warnings, the path checks and the plan. Where
// the Python code has an accident (a bool accepted as a number, "yes" accepted as a boolean)
// the workbench is stricter, as docs/formats.md 6.7 says; everything the workbench
// accepts, MaxKernel accepts too.
class JobValidator final
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::JobValidator)

public:
    static JobValidationReport validate(const KernelJob &job);
};

} // namespace twb::kernel
