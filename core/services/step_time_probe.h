#pragma once

#include "core/ablation/study_plan.h"
#include "core/util/error.h"

#include <QString>

#include <functional>

namespace twb {

class RunService;

// Measures an experiment's step time with a short real run, for a study's budget
// (StudyPlan): on this computer through SmokeTestRunner (`train.py --device cpu`), or on a
// registered machine through RunService (launched, followed to its end, its metrics
// fetched). The figure is the median `step_time_ms` of the run's metrics stream past its
// first kWarmupSteps steps (compilation and warm-up), read back from the file the run wrote.
// Blocking: call from the CLI or a worker thread.
class StepTimeProbe final
{
public:
    using Progress = std::function<void(const QString &message)>;
    using Cancelled = std::function<bool()>;

    static constexpr int kDefaultSteps = 8;
    static constexpr int kWarmupSteps = 2;

    // The median step time of a metrics file past its first `warmupSteps` steps; an error
    // when fewer than one step is left.
    static Result<StudyStepTime> fromMetricsFile(const QString &path, int warmupSteps = kWarmupSteps);

    // A CPU smoke run of `projectDir` on this computer (its `.smoke/` folder).
    static Result<StudyStepTime> measureHere(const QString &projectDir, int steps, const QString &python, int threads,
                                             const Progress &progress = {}, const Cancelled &cancelled = {});
    // A short run of `projectDir` on `machine`; `device` "cpu" runs its CPU smoke mode there
    // (a local machine here), "tpu" the slice. The run stays in the workspace's runs.
    static Result<StudyStepTime> measureOnMachine(RunService &service, const QString &machine, const QString &projectDir,
                                                  const QString &device, int steps, const Progress &progress = {},
                                                  const Cancelled &cancelled = {});
};

} // namespace twb
