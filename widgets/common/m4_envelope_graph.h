#pragma once

#include "widgets/common/direct_rect_fill.h"
#include "widgets/common/qcustomplot_include.h"

#include <QRect>
#include <QTransform>
#include <QLineF>
#include <QVector>

#include <vector>

namespace twb {

// A QCPGraph that draws a dense line (more points than pixel columns, as an M4 view is) as
// what it is on screen: one vertical run of device pixels per column (two columns per logical
// pixel at a device pixel ratio of 2), from the column's lowest to
// its highest point, stretched halfway towards the neighbouring columns' ends so that the
// line stays connected. Each column is one integer rectangle (the raster engine fills those
// without stroking, and with a translucent pen no pixel is painted twice), where QCPGraph
// strokes a polyline of ~4 vertices per column: 16 curves of 1200 columns took ~7.5 ms that
// way, this way well under 1 ms (bench_plot_replot). In an ImageBufferPlot the spans go
// straight into the pixels (DirectRectFill), the same pixels as the painter's.
//
// Everything else is QCPGraph's: data, pen, name, legend icon, selection. A line with under
// 2 points per column (a ramp: spans would be an aliased staircase), styled (dashes, width
// above 1, scatters, fill), selected, on a vertical or reversed key axis, or painted for a
// vector export (PDF, SVG) is drawn by QCPGraph. (Dashed spans were tried: on the Compare
// panel's 500 curves, 400 of them dashed seeds, they zoomed 10 % slower than QCPGraph's dashed
// cosmetic lines, which the raster engine draws on its own fast path; bench_compare_open.)
class M4EnvelopeGraph final : public QCPGraph
{
    Q_OBJECT

public:
    M4EnvelopeGraph(QCPAxis *keyAxis, QCPAxis *valueAxis);

    // Columns drawn as spans by the last draw(); 0 when QCPGraph drew it (tests).
    int lastEnvelopeColumns() const { return m_lastColumns; }
    // Whether the last draw() reused the spans of the one before (tests).
    bool lastEnvelopeReused() const { return m_lastReused; }
    // Whether the last draw() wrote its spans into the pixels itself (DirectRectFill: in an
    // ImageBufferPlot) instead of through the painter (tests).
    bool lastEnvelopeDirect() const { return m_lastDirect; }

    // Sets the data (sorted by key) and lets the next draw() build its spans anew. The spans
    // are kept between draws while the data set this way, the axes' ranges and the axis rect
    // stay the same (a replot for another curve, the crosshair, a repaint).
    void setEnvelopeData(const QVector<QCPGraphData> &data);
    // The same, written in place: `points` points (sorted by key) to be written through the
    // pointer returned, into the memory the graph's data already holds (a refresh would
    // otherwise allocate, fill and hand over a new vector per curve).
    QCPGraphData *envelopeDataToWrite(qsizetype points);
    // A new, empty container to write into: the one shown so far is left as it is (a
    // PlotGraphSnapshot keeps it).
    void detachData();
    // Shows a container kept before (PlotGraphSnapshot::restore); it is not written, and the
    // next envelopeDataToWrite() writes into the graph's own container again.
    void showData(const QSharedPointer<QCPGraphDataContainer> &data);

protected:
    void draw(QCPPainter *painter) override;

private:
    bool drawsEnvelope(const QCPPainter *painter) const;
    // Computes the column spans (m_spans) and the lines across empty columns (m_bridges);
    // false when the visible data is too sparse for spans to look like the line.
    // `scale` and `offset` map the plot's logical pixels to the paint device's pixels.
    bool buildEnvelope(double scale, QPointF offset);

    // What the spans were built from.
    struct EnvelopeKey
    {
        quint64 dataGeneration = 0;
        int points = 0;
        double firstKey = 0, lastKey = 0, firstValue = 0, lastValue = 0;
        QCPRange keys, values;
        QRect area;
        int valueScale = 0;
        QTransform toDevice;   // logical to device pixels
        bool operator==(const EnvelopeKey &) const = default;
    };
    EnvelopeKey envelopeKey(const QTransform &toDevice) const;

    // The graph's data container, with its vector reachable (envelopeDataToWrite).
    struct WritableData;
    QSharedPointer<WritableData> m_writable;
    std::vector<QRect> m_spans;    // reused between draws (std::vector: push_back inlines)
    QVector<QLineF> m_bridges;
    int m_lastColumns = 0;
    bool m_lastReused = false;
    bool m_lastDirect = false;
    DirectRectFill m_fill;
    quint64 m_dataGeneration = 1;   // 0: never built
    EnvelopeKey m_builtFor;
    bool m_builtDrawsSpans = false;   // what buildEnvelope() returned for m_builtFor
};

} // namespace twb
