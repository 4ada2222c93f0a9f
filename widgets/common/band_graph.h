#pragma once

#include "widgets/common/direct_rect_fill.h"
#include "widgets/common/qcustomplot_include.h"

#include <QRect>

#include <vector>

namespace twb {

// The upper edge of an aggregate's band (PlotGraphs: mean, low, high), filled down to its
// channel-fill graph (the lower edge), that draws the fill as what it is on screen when the
// edges have a point per pixel column or so, as an aggregate view has: one vertical run of
// device pixels per column, from the lower edge to the upper one. QCPGraph fills the polygon
// between the two edges antialiased, and a translucent polygon that spans much of the plot
// costs its whole area in blending: Compare's 10 colour envelopes of 500 runs took ~50 ms to
// paint that way, about half of a zoom (bench_compare_open). The columns are whole pixels,
// each painted once, written straight into an ImageBufferPlot's pixels (DirectRectFill).
//
// Everything else is QCPGraph's. Edges with under one point per two columns (the spans would
// be a staircase), another key axis than the lower edge's, a vertical or reversed key axis,
// a pen on the edge, or a vector export (PDF, SVG) are filled by QCPGraph.
class BandGraph final : public QCPGraph
{
    Q_OBJECT

public:
    BandGraph(QCPAxis *keyAxis, QCPAxis *valueAxis);

    // Columns filled as spans by the last draw(); 0 when QCPGraph filled it (tests).
    int lastBandColumns() const { return m_lastColumns; }

protected:
    void draw(QCPPainter *painter) override;

private:
    bool drawsSpans(const QCPPainter *painter) const;
    // Computes m_spans; false when the edges are too sparse for spans to look like the fill.
    // `scale` and `offset` map the plot's logical pixels to the paint device's pixels.
    bool buildSpans(double scale, QPointF offset);

    std::vector<QRect> m_spans;   // reused between draws
    DirectRectFill m_fill;
    int m_lastColumns = 0;
};

} // namespace twb
