#pragma once

#include "core/metrics/series_view.h"
#include "widgets/common/plot_curve.h"

#include <QColor>
#include <QList>
#include <QVector>

#include <cstddef>
#include <vector>

class QCPGraph;
class QCPGraphData;
class QCustomPlot;

namespace twb {

struct PlotViews;

// The QCPGraphs that draw SeriesPlot's curves and aggregates. Per curve: its raw and its
// smoothed line, each as one graph per monotonic run of x (a restart sets x back, and a
// QCPGraph keeps its points sorted by x); curves are M4EnvelopeGraphs, which draw a dense
// line as column spans. Per aggregate: the mean line and the band between
// low and high. It is handed decimated views and knows nothing of the store.
class PlotGraphs final
{
public:
    enum class Line { Raw, Smoothed };

    explicit PlotGraphs(QCustomPlot *plot) : m_plot(plot) {}

    // Removes the old graphs and adds hidden ones in drawing order: each curve's first raw and
    // smoothed graph in the curves' order, then the aggregates, on top of the curves.
    void rebuild(int curveCount, const QList<PlotAggregate> &aggregates);
    // Every graph empty (no store: no stale lines either).
    void clearData();

    // Draws every curve's lines and every aggregate from a refresh's `views` (each curve's raw
    // line faint under its smoothed one, the line that carries the name in the legend). Returns
    // the points handed to QCustomPlot.
    std::size_t draw(const PlotViews &views, const QList<PlotCurve> &curves, const QList<PlotAggregate> &aggregates,
                     bool logY);

    // Draws `view` as curve `index`'s `line` (y times curve.scale; with `logY`, y <= 0 is a
    // gap). Returns the points handed to QCustomPlot.
    std::size_t setCurve(int index, Line line, const PlotCurve &curve, int alpha, double width, const SeriesView &view,
                         bool logY);
    // Empties and hides the line, and takes it out of the legend.
    void hideCurve(int index, Line line);
    // The graph that carries the line's name and legend row.
    QCPGraph *firstGraph(int index, Line line) const;
    // Every graph drawn here: the curves' (raw, smoothed) and the aggregates'.
    std::vector<QCPGraph *> graphs() const;

    // Draws aggregate `index` from `view`; returns the points handed to QCustomPlot.
    std::size_t setAggregate(int index, const PlotAggregate &aggregate, const AggregateView &view, bool logY);

private:
    std::size_t drawCurve(int index, const PlotCurve &curve, const PlotViews &views, bool logY);
    // Moves a curve's graph to a layer above the one the aggregates are drawn on.
    void raiseAboveAggregates(QCPGraph *graph);
    // A dot on a graph whose data has one finite point (a line through it would not show).
    static void markIfSinglePoint(QCPGraph *graph, const QCPGraphData *data, qsizetype count, const QColor &color,
                                  double width);

    struct CurveGraphs
    {
        std::vector<QCPGraph *> raw;
        std::vector<QCPGraph *> smooth;
        std::vector<QCPGraph *> &of(Line line) { return line == Line::Raw ? raw : smooth; }
        const std::vector<QCPGraph *> &of(Line line) const { return line == Line::Raw ? raw : smooth; }
    };

    QCustomPlot *m_plot;
    std::vector<CurveGraphs> m_curves;
    QList<QCPGraph *> m_aggregates; // mean, low, high per aggregate
};

} // namespace twb
