#pragma once

#include "core/metrics/series_key.h"
#include "widgets/common/plot_curve.h"

#include <QList>

namespace twb {

class SeriesStore;

// What a SeriesPlot's views are computed from (PlotViews::compute), taken on the GUI thread
// when a refresh starts: copies of the curves and settings, so a job on another thread never
// reads the plot's members, which may change meanwhile.
struct PlotViewRequest
{
    const SeriesStore *store = nullptr;   // must outlive the computation (PlotViewWorker waits)
    XAxis axis = XAxis::Step;
    double lo = 0;   // the visible x-range
    double hi = 0;
    int width = 0;   // pixels the views are decimated for
    double smoothing = 0;
    bool logY = false;
    QList<PlotCurve> curves;
    QList<PlotAggregate> aggregates;
};

} // namespace twb
