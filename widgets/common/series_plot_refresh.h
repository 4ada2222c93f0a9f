#pragma once

// SeriesPlot's private parts shared by its two files: series_plot.cpp (set-up, axes, the
// crosshair) and series_plot_refresh.cpp (a refresh: views, graphs, y-range, markers).
#include "widgets/common/plot_graph_snapshot.h"
#include "widgets/common/plot_view_summary.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/series_plot.h"

#include <limits>

namespace twb {
namespace series_plot_detail {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Plots that exist (all on the GUI thread): their refreshes share that thread.
inline int g_plots = 0;

} // namespace series_plot_detail

// What a refresh drew the curves and aggregates from, and what their views summed up to: the
// same store revision, visible range, width and settings give the same views, so a refresh
// that changes none of them (a repaint, a pane's neighbour zooming back, another plot's data
// arriving) keeps the graphs' data instead of decimating again.
struct SeriesPlot::ViewCache
{
    const SeriesStore *store = nullptr;
    quint64 revision = 0;
    quint64 curveSetup = 0;
    double lo = 0, hi = 0, smoothing = 0;
    int width = 0;
    bool logY = false;
    XAxis axis = XAxis::Step;
    PlotViewSummary summary;
    std::size_t drawnPoints = 0;

    bool matches(const ViewCache &other) const { return sameButWidth(other) && width == other.width; }
    // Views of a range kept from before may stand for `wanted` when they were decimated for as
    // many columns or up to 5 % more: the y axis' labels change the plot's width by a few
    // pixels between two ranges, and every column's extremes are still among the points.
    bool canStandFor(const ViewCache &wanted) const
    {
        return sameButWidth(wanted) && width >= wanted.width && width <= wanted.width + wanted.width / 20 + 1;
    }
    bool sameButWidth(const ViewCache &other) const
    {
        return store == other.store && revision == other.revision && curveSetup == other.curveSetup && lo == other.lo
               && hi == other.hi && smoothing == other.smoothing && logY == other.logY && axis == other.axis;
    }
};

// A range drawn before, with the graphs' data that drew it (SeriesPlot::setRangeCacheBytes).
struct SeriesPlot::KeptRange
{
    ViewCache key;
    PlotGraphSnapshot graphs;
};

} // namespace twb
