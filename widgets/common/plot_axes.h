#pragma once

#include "core/metrics/series_key.h"

#include <QString>

class QCustomPlot;

namespace twb {

// A SeriesPlot's axes as its settings ask: the x ticker for the x-axis kind (its tick labels
// and its title each shown or not), a linear or logarithmic y, a right-hand axis that reads
// the left one times a factor, fixed horizontal margins, and y ticks for the plot's height.
class PlotAxes final
{
    Q_DISABLE_COPY_MOVE(PlotAxes)

public:
    explicit PlotAxes(QCustomPlot *plot);

    void setXAxis(XAxis axis);
    void setXLabelsVisible(bool visible);   // tick labels and title
    void setXTitleVisible(bool visible);    // the title only, the tick labels shown
    void setLogY(bool logarithmic);
    // An empty label removes it.
    void setSecondaryAxis(const QString &label, double factor);
    void setHorizontalMargins(int left, int right);
    // Short panes get fewer y ticks, so the labels do not run into each other (but at least
    // three: a stacked loss pane showed one label).
    void fitTickCount(int plotHeight);

private:
    void applyXTicker();

    QCustomPlot *m_plot;
    XAxis m_axis = XAxis::Step;
    bool m_xTitleVisible = true;
};

} // namespace twb
