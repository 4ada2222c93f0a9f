#include "widgets/common/plot_views.h"

#include "core/metrics/series_store.h"

#include <QElapsedTimer>

namespace twb {
namespace {

void curveView(const PlotViewRequest &request, const PlotCurve &curve, double smoothing, SeriesView &out)
{
    const SeriesStore &store = *request.store;
    if (curve.meanOf.isEmpty()) {
        store.view(curve.key, request.axis, request.lo, request.hi, request.width, out, smoothing);
        return;
    }
    // A run over several hosts: their mean, as one line.
    AggregateView mean =
        store.aggregate(curve.meanOf, request.axis, request.lo, request.hi, request.width, BandKind::MinMax, smoothing);
    out.clear();
    out.x = std::move(mean.x);
    out.y = std::move(mean.mean);
}

} // namespace

void PlotViews::compute(const PlotViewRequest &request)
{
    QElapsedTimer took;
    took.start();
    summary = PlotViewSummary{};
    summary.logY = request.logY;
    curves.resize(std::size_t(request.curves.size()));
    aggregates.resize(std::size_t(request.aggregates.size()));
    const bool smoothed = request.smoothing > 0;
    for (qsizetype i = 0; i < request.curves.size(); ++i) {
        const PlotCurve &curve = request.curves[i];
        CurveViews &views = curves[std::size_t(i)];
        // With smoothing the EMA is drawn over the faint raw curve (none when rawAlpha is 0).
        views.raw = !smoothed || curve.rawAlpha > 0;
        views.smoothed = smoothed;
        views.rawView.clear();
        views.smoothedView.clear();
        if (views.raw) {
            curveView(request, curve, 0, views.rawView);
            summary.fold(views.rawView.y, curve.scale);
            summary.checkLog(views.rawView.y, curve.scale);
            for (std::size_t k = 0; k < views.rawView.markerX.size(); ++k)
                summary.nanPoints.push_back({views.rawView.markerX[k], views.rawView.markerY[k] * curve.scale});
        }
        if (smoothed) {
            curveView(request, curve, request.smoothing, views.smoothedView);
            if (!views.raw) {
                summary.fold(views.smoothedView.y, curve.scale);
                summary.checkLog(views.smoothedView.y, curve.scale);
            }
        }
    }
    for (qsizetype a = 0; a < request.aggregates.size(); ++a) {
        const PlotAggregate &aggregate = request.aggregates[a];
        AggregateView &view = aggregates[std::size_t(a)];
        view = request.store->aggregate(aggregate.keys, request.axis, request.lo, request.hi, request.width,
                                        aggregate.band, request.smoothing);
        summary.fold(view.low, aggregate.scale);
        summary.fold(view.high, aggregate.scale);
        summary.checkLog(view.mean, aggregate.scale);
    }
    computeNs = took.nsecsElapsed();
}

} // namespace twb
