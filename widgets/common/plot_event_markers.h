#pragma once

#include "widgets/common/plot_curve.h"

#include <QList>

class QCPItemStraightLine;
class QCPItemText;
class QCustomPlot;
class QPalette;

namespace twb {

// A SeriesPlot's event markers: a vertical line at each event's x across the y range (loud
// ones red and dashed, with their label), stretched to the y range after each refresh.
class PlotEventMarkers final
{
    Q_DISABLE_COPY_MOVE(PlotEventMarkers)

public:
    explicit PlotEventMarkers(QCustomPlot *plot) : m_plot(plot) {}

    // Replaces the markers; their pens come from `palette`.
    void set(const QList<PlotEventMarker> &markers, const QPalette &palette);
    const QList<PlotEventMarker> &markers() const { return m_markers; }
    // The lines span the y axis' range now.
    void stretch();

private:
    QCustomPlot *m_plot;
    QList<PlotEventMarker> m_markers;
    QList<QCPItemStraightLine *> m_lines;
    QList<QCPItemText *> m_labels;
};

} // namespace twb
