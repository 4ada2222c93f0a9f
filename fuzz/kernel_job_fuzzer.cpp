// MaxKernel job.json: KernelJob::parse, every typed read, and the validator the editor and
// `tpuwb kernel validate` run.
#include "fuzz/fuzz_support.h"

#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_job.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // A folder that does not exist: paths the job names resolve there and are missing.
    const QString path = u"/nonexistent/twb-fuzz/job.json"_s;
    auto job = twb::kernel::KernelJob::parse(twb::fuzz::bytes(data, size), path);
    if (!job) {
        twb::fuzz::expectNamed(job.error().message, path, u"line "_s);
        return 0;
    }
    (void)job->name();
    (void)job->effectiveType();
    (void)job->inputPath();
    (void)job->entryPoint();
    (void)job->operation();
    (void)job->hasReference();
    (void)job->references();
    (void)job->conversionMethod();
    (void)job->emitReadableReference();
    (void)job->atol();
    (void)job->rtol();
    (void)job->seed();
    (void)job->numTrials();
    (void)job->tpuVersion();
    (void)job->maxIterations();
    (void)job->compareAgainstSource();
    (void)job->preserveShapes();
    (void)job->notes();
    const auto report = twb::kernel::JobValidator::validate(*job);
    (void)report.toFileBytes();
    return 0;
}
