#pragma once

#include "core/ablation/ablation_metric.h"

#include <QString>

#include <cstdint>
#include <limits>

namespace twb {

class SeriesStore;

// One run's figures for one metric, read from the series store. A run with several hosts
// counts each host's figure and takes the mean over hosts (hosts normally log the same
// all-reduced loss; where they differ, the mean is the slice's loss).
struct RunMetricSummary
{
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    bool present = false;       // the run has the metric at all
    double final = kNaN;        // last value written (NaN when the run diverged)
    double best = kNaN;         // min or max over finite values, by goal
    double atStep = kNaN;       // last value at or before the metric's step (when at == Step)
    double smoothedFinal = kNaN; // debiased EMA at the last point, for sorting
    std::int64_t lastStep = 0;
    std::size_t points = 0;

    // `smoothing` is the EMA weight (0 = none: smoothedFinal == final).
    static RunMetricSummary fromStore(const SeriesStore &store, const QString &run, const AblationMetric &metric,
                                      double smoothing);

    // The value the metric's `at` selects: final, best or atStep.
    double value(const AblationMetric &metric) const;
};

} // namespace twb
