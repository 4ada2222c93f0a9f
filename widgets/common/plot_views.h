#pragma once

#include "core/metrics/series_view.h"
#include "widgets/common/plot_view_request.h"
#include "widgets/common/plot_view_summary.h"

#include <QtGlobal>

#include <vector>

namespace twb {

// A SeriesPlot's curves and aggregates reduced to what one refresh draws: each one's decimated
// view of the visible x-range at the plot's pixel width, and their PlotViewSummary. compute()
// reads only the store (thread-safe) and the request, which holds its own copies of the curves:
// it runs on the GUI thread (SeriesPlot::refreshNow) or on PlotViewWorker's thread alike.
struct PlotViews
{
    // One curve's lines: the raw one (unless smoothing hides it) and the smoothed one.
    struct CurveViews
    {
        bool raw = false;
        bool smoothed = false;
        SeriesView rawView;
        SeriesView smoothedView;
    };

    std::vector<CurveViews> curves;   // one per request curve, in order
    std::vector<AggregateView> aggregates;
    PlotViewSummary summary;
    qint64 computeNs = 0;   // what the last compute() took (the plot paces its refreshes by it)

    // Fills this from the store, reusing the containers of the last compute().
    void compute(const PlotViewRequest &request);
};

} // namespace twb
