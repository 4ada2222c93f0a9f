#pragma once

#include "core/metrics/series_key.h"
#include "widgets/common/plot_view_summary.h"

#include <QtGlobal>

#include <cstddef>

namespace twb {

class SeriesStore;

// What a SeriesPlot's refresh drew its curves and aggregates from, and what their views summed
// up to: the same store revision, visible range, width and settings give the same views, so a
// refresh that changes none of them (a repaint, a pane's neighbour zooming back, another plot's
// data arriving) keeps the graphs' data instead of decimating again (PlotViewCache).
struct PlotViewKey
{
    const SeriesStore *store = nullptr;
    quint64 revision = 0;
    quint64 curveSetup = 0;   // the plot's count of changes to what its curves draw
    double lo = 0, hi = 0, smoothing = 0;
    int width = 0;
    bool logY = false;
    XAxis axis = XAxis::Step;
    PlotViewSummary summary;
    std::size_t drawnPoints = 0;

    bool matches(const PlotViewKey &other) const { return sameButWidth(other) && width == other.width; }
    // Views of a range kept from before may stand for `wanted` when they were decimated for as
    // many columns or up to 5 % more: the y axis' labels change the plot's width by a few
    // pixels between two ranges, and every column's extremes are still among the points.
    bool canStandFor(const PlotViewKey &wanted) const
    {
        return sameButWidth(wanted) && width >= wanted.width && width <= wanted.width + wanted.width / 20 + 1;
    }
    bool sameButWidth(const PlotViewKey &other) const
    {
        return store == other.store && revision == other.revision && curveSetup == other.curveSetup && lo == other.lo
               && hi == other.hi && smoothing == other.smoothing && logY == other.logY && axis == other.axis;
    }
    // Kept views of the same data (store, revision, curves) may be shown again for other ranges.
    bool sameData(const PlotViewKey &other) const
    {
        return store == other.store && revision == other.revision && curveSetup == other.curveSetup;
    }
};

} // namespace twb
