#pragma once

#include "core/metrics/series_key.h"
#include "widgets/common/plot_curve.h"

#include <QList>
#include <QStringList>

class QCPItemStraightLine;
class QCPItemText;
class QCPLayer;
class QCustomPlot;

namespace twb {

class SeriesStore;

// A SeriesPlot's crosshair: a dashed vertical line and a box with the x and each curve's
// stored value nearest to it, on QCustomPlot's overlay layer, buffered while the crosshair
// shows, so that following the mouse redraws that layer only, never the data.
class PlotCrosshair final
{
public:
    explicit PlotCrosshair(QCustomPlot *plot);

    // Shows it at `x`; NaN (or no store, or no curves) hides it.
    void show(double x, const SeriesStore *store, const QList<PlotCurve> &curves,
              const QList<PlotAggregate> &aggregates, XAxis axis);
    const QStringList &lines() const { return m_lines; }

private:
    void replot();

    QCustomPlot *m_plot = nullptr;
    QCPLayer *m_overlay = nullptr;
    QCPItemStraightLine *m_line = nullptr;
    QCPItemText *m_text = nullptr;
    QStringList m_lines;
};

} // namespace twb
