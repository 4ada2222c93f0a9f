#include "widgets/common/plot_content.h"

#include "core/metrics/series_store.h"
#include "widgets/common/plot_view_key.h"
#include "widgets/common/plot_view_request.h"
#include "widgets/common/plot_views.h"

#include <algorithm>
#include <cmath>

namespace twb {

std::optional<QPair<double, double>> PlotContent::dataXRange() const
{
    if (!store)
        return std::nullopt;
    double lo = HUGE_VAL;
    double hi = -HUGE_VAL;
    auto include = [&](const SeriesKey &key) {
        if (auto range = store->xRange(key, axis)) {
            lo = std::min(lo, range->first);
            hi = std::max(hi, range->second);
        }
    };
    for (const auto &curve : curves) {
        include(curve.key);
        for (const auto &key : curve.meanOf)
            include(key);
    }
    for (const auto &aggregate : aggregates)
        for (const auto &key : aggregate.keys)
            include(key);
    if (!(hi >= lo))
        return std::nullopt;
    return QPair<double, double>{lo, hi};
}

PlotViewKey PlotContent::viewKey(double lo, double hi, int width) const
{
    return {.store = store,
            .revision = store->revision(),
            .curveSetup = setup,
            .lo = lo,
            .hi = hi,
            .smoothing = smoothingEnabled ? smoothing : 0.0,
            .width = width,
            .logY = logY,
            .axis = axis};
}

PlotViewRequest PlotContent::viewRequest(const PlotViewKey &key) const
{
    return {.store = store,
            .axis = key.axis,
            .lo = key.lo,
            .hi = key.hi,
            .width = key.width,
            .smoothing = key.smoothing,
            .logY = key.logY,
            .curves = curves,
            .aggregates = aggregates};
}

bool PlotContent::fits(const PlotViewKey &key, const PlotViews &views) const
{
    return key.store == store && key.curveSetup == setup && key.axis == axis && key.logY == logY
           && views.curves.size() == std::size_t(curves.size())
           && views.aggregates.size() == std::size_t(aggregates.size());
}

} // namespace twb
