#pragma once

#include <QString>

#include <optional>

namespace twb {

// The step time of an experiment as its finished runs measured it: the median over the runs of
// each run's median `step_time_ms` (read from the newest part of its metrics files, past the
// first steps' compilation), for CostEstimate when the ablation file sets no
// `estimate.step_time_s`. Reads files: call off the GUI thread.
struct MeasuredStepTime
{
    double seconds = 0;
    int runs = 0; // finished runs that had a step time
    int cpuRuns = 0; // of those, runs on the CPU (run.json "device": "cpu" or "xla-cpu"): not TPU figures

    // The finished runs of `experiment` (run.json "experiment") under `runsDir`; nullopt when
    // none has a step time.
    static std::optional<MeasuredStepTime> fromRuns(const QString &runsDir, const QString &experiment);
    // "measured on 6 finished runs of tiny-lm (median)", and when CPU runs are among them
    // ", on CPU: not a TPU figure" (a study's measuring run, the demo's runs).
    QString describe(const QString &experiment) const;
};

} // namespace twb
