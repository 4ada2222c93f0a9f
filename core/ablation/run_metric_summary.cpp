#include "core/ablation/run_metric_summary.h"

#include "core/metrics/ema_smoother.h"
#include "core/metrics/series_store.h"

#include <cmath>

namespace twb {

RunMetricSummary RunMetricSummary::fromStore(const SeriesStore &store, const QString &run,
                                             const AblationMetric &metric, double smoothing)
{
    RunMetricSummary summary;
    double finalSum = 0, bestSum = 0, atSum = 0, smoothSum = 0;
    int hosts = 0, bestHosts = 0, atHosts = 0;
    for (int host : store.hosts(run)) {
        const SeriesKey key{run, host, metric.name};
        if (!store.contains(key))
            continue;
        const auto points = store.points(key);
        if (points.empty())
            continue;
        ++hosts;
        summary.points += points.size();
        summary.lastStep = std::max(summary.lastStep, points.back().step);
        finalSum += points.back().y;

        EmaSmoother ema(smoothing);
        double smoothed = points.back().y;
        bool haveBest = false, haveAt = false;
        double best = 0, at = 0;
        for (const auto &point : points) {
            smoothed = smoothing > 0 ? ema.push(point.y) : point.y;
            if (std::isfinite(point.y) && (!haveBest || metric.better(point.y, best))) {
                best = point.y;
                haveBest = true;
            }
            if (point.step <= metric.step) {
                at = point.y;
                haveAt = true;
            }
        }
        // A run that ended in NaN stays NaN when smoothed, so a diverged run sorts apart.
        smoothSum += smoothed;
        if (haveBest) {
            bestSum += best;
            ++bestHosts;
        }
        if (haveAt) {
            atSum += at;
            ++atHosts;
        }
    }
    if (hosts == 0)
        return summary;
    summary.present = true;
    summary.final = finalSum / hosts;
    summary.smoothedFinal = smoothSum / hosts;
    if (bestHosts > 0)
        summary.best = bestSum / bestHosts;
    if (atHosts > 0)
        summary.atStep = atSum / atHosts;
    return summary;
}

double RunMetricSummary::value(const AblationMetric &metric) const
{
    switch (metric.at) {
    case AblationMetric::At::Final: return final;
    case AblationMetric::At::Best: return best;
    case AblationMetric::At::Step: return atStep;
    }
    return final;
}

} // namespace twb
