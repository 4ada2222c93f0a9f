#pragma once

#include "core/metrics/series_key.h"
#include "widgets/common/plot_curve.h"

#include <QList>
#include <QPair>

#include <optional>

namespace twb {

class SeriesStore;
struct PlotViewKey;
struct PlotViewRequest;
struct PlotViews;

// What a SeriesPlot draws: a store's curves and aggregates and the settings their views depend
// on. The plot's setters change it; PlotRefresh turns it into the views of a range.
struct PlotContent
{
    SeriesStore *store = nullptr;
    QList<PlotCurve> curves;
    QList<PlotAggregate> aggregates;
    XAxis axis = XAxis::Step;
    double smoothing = 0;
    bool smoothingEnabled = true;
    bool logY = false;
    quint64 setup = 0;   // counts changes to what the curves draw (outdates the views drawn)

    // The x extent of the data (no margin); nullopt when there is none.
    std::optional<QPair<double, double>> dataXRange() const;
    // What the views of [lo, hi] at `width` pixels are computed from; read before they are, so
    // that data appended meanwhile makes the next refresh decimate again.
    PlotViewKey viewKey(double lo, double hi, int width) const;
    PlotViewRequest viewRequest(const PlotViewKey &key) const;
    // Whether views computed for `key` (off the GUI thread) may still be drawn: the same
    // store, curves and settings.
    bool fits(const PlotViewKey &key, const PlotViews &views) const;
};

} // namespace twb
