#include "widgets/common/m4_envelope_graph.h"
#include "widgets/common/uniform_scale.h"

#include <QPaintEngine>

#include <algorithm>
#include <climits>
#include <cmath>

namespace twb {
namespace {

// floor() for values well inside int's range (pixel coordinates, clamped): std::floor is a
// libm call without SSE4.1, and a call per point was a visible share of building the spans.
inline int floorToInt(double v)
{
    const int i = int(v);
    return i - (v < double(i) ? 1 : 0);
}

} // namespace

struct M4EnvelopeGraph::WritableData final : QCPGraphDataContainer
{
    QVector<QCPGraphData> &points()
    {
        mPreallocSize = 0;   // as set() leaves it
        mPreallocIteration = 0;
        return mData;
    }
};

M4EnvelopeGraph::M4EnvelopeGraph(QCPAxis *keyAxis, QCPAxis *valueAxis)
    : QCPGraph(keyAxis, valueAxis), m_writable(new WritableData)
{
    setData(m_writable.staticCast<QCPGraphDataContainer>());
}

QCPGraphData *M4EnvelopeGraph::envelopeDataToWrite(qsizetype points)
{
    if (mDataContainer.data() != m_writable.data())   // replaced through setData()
        setData(m_writable.staticCast<QCPGraphDataContainer>());
    QVector<QCPGraphData> &data = m_writable->points();
    data.resize(points);
    ++m_dataGeneration;
    return data.data();
}

void M4EnvelopeGraph::detachData()
{
    m_writable.reset(new WritableData);
    setData(m_writable.staticCast<QCPGraphDataContainer>());
    ++m_dataGeneration;
}

void M4EnvelopeGraph::showData(const QSharedPointer<QCPGraphDataContainer> &data)
{
    setData(data);
    ++m_dataGeneration;
}

bool M4EnvelopeGraph::drawsEnvelope(const QCPPainter *painter) const
{
    const QCPAxis *keyAxis = mKeyAxis.data();
    const QCPAxis *valueAxis = mValueAxis.data();
    if (!keyAxis || !valueAxis || keyAxis->orientation() != Qt::Horizontal || keyAxis->rangeReversed())
        return false;
    if (!(keyAxis->range().size() > 0) || mDataContainer->isEmpty())
        return false;
    if (mLineStyle != lsLine || !mScatterStyle.isNone() || mBrush.style() != Qt::NoBrush || selected())
        return false;
    if (mPen.style() != Qt::SolidLine || mPen.widthF() > 1.0 || mPen.brush().style() != Qt::SolidPattern)
        return false;
    // A PDF or SVG gets the polyline (a rectangle per column would be what it shows, but not
    // a line a reader can select or scale).
    const QPaintEngine *engine = const_cast<QCPPainter *>(painter)->paintEngine();
    return engine && engine->type() == QPaintEngine::Raster && !painter->modes().testFlag(QCPPainter::pmVectorized);
}

bool M4EnvelopeGraph::buildEnvelope(double scale, QPointF offset)
{
    m_spans.clear();
    m_bridges.clear();
    const QCPAxis *keyAxis = mKeyAxis.data();
    const QCPAxis *valueAxis = mValueAxis.data();
    const QRectF logicalArea = keyAxis->axisRect()->rect();
    const QRect area = QRectF(logicalArea.topLeft() * scale + offset, logicalArea.size() * scale).toAlignedRect();
    const QCPRange keys = keyAxis->range();
    // Key to pixel as one multiply-add (coordToPixel per point was a visible share of a draw),
    // in device pixels.
    const double k0 = keyAxis->coordToPixel(keys.lower) * scale + offset.x();
    const double perKey = (keyAxis->coordToPixel(keys.upper) * scale + offset.x() - k0) / keys.size();
    const bool linearValues = valueAxis->scaleType() == QCPAxis::stLinear;
    const QCPRange values = valueAxis->range();
    const double v0 = valueAxis->coordToPixel(values.lower) * scale + offset.y();
    const double perValue = values.size() > 0 ? (valueAxis->coordToPixel(values.upper) * scale + offset.y() - v0) / values.size() : 0.0;
    auto pixelY = [&](double value) {
        return linearValues ? v0 + (value - values.lower) * perValue : valueAxis->coordToPixel(value) * scale + offset.y();
    };
    // A line is as thick as the pen (1 logical pixel): `thickness` device rows.
    const int thickness = std::max(1, int(std::lround(scale)));

    // Columns outside [first, last] are only the ends of lines into the plot.
    const double first = area.left() - 1;
    const double last = area.right() + 2;
    const int rowMin = area.top() - 2;
    const int rowMax = area.bottom() + 2;
    auto row = [&](double y) { return floorToInt(std::clamp(y, double(rowMin), double(rowMax))); };
    // A line from (x0, y0) to (x1, y1), cut to the band of columns (a point far outside would
    // give the painter coordinates it cannot handle).
    auto bridge = [&](double x0, double y0, double x1, double y1) {
        auto cut = [&](double &x, double &y, double to) {
            if (x1 != x0)
                y = y0 + (y1 - y0) * (to - x0) / (x1 - x0);
            x = to;
        };
        double ax = x0, ay = y0, bx = x1, by = y1;
        if (ax < first)
            cut(ax, ay, first);
        if (bx > last)
            cut(bx, by, last);
        if (ax <= bx)
            m_bridges.push_back(QLineF(ax + 0.5, ay, bx + 0.5, by));
    };

    m_spans.reserve(std::size_t(std::max(0, area.width())) + 8);   // (a squeezed plot has a negative width)
    int column = INT_MIN;   // the open column, INT_MIN: none
    double lo = 0, hi = 0;
    auto close = [&]() __attribute__((always_inline)) {
        if (column != INT_MIN)
            m_spans.push_back(QRect(column, row(lo), 1, row(hi) - row(lo) + thickness));
        column = INT_MIN;
    };
    qsizetype inColumns = 0;         // finite points drawn as spans
    bool havePrevious = false;       // the previous point is finite (the line goes on from it)
    bool previousInColumn = false;   // ... and in the open column
    double previousX = 0, previousY = 0;
    const auto end = mDataContainer->findEnd(keys.upper, true);
    for (auto it = mDataContainer->findBegin(keys.lower, true); it != end; ++it) {
        if (!std::isfinite(it->value)) {
            close();
            havePrevious = previousInColumn = false;
            continue;
        }
        const double x = k0 + (it->key - keys.lower) * perKey;
        const double y = pixelY(it->value);
        if (!(x >= first && x < last) || !std::isfinite(y)) {
            close();
            if (havePrevious && std::isfinite(y))
                bridge(previousX, previousY, x, y);
            havePrevious = std::isfinite(y);
            previousInColumn = false;
            previousX = x;
            previousY = y;
            continue;
        }
        ++inColumns;
        const int c = floorToInt(x);
        if (c == column) {
            lo = std::min(lo, y);
            hi = std::max(hi, y);
        } else {
            const int before = column;
            close();
            lo = hi = y;
            if (havePrevious && previousInColumn && before == c - 1) {
                // Neighbouring columns: each takes its half of the line between them.
                const double middle = 0.5 * (previousY + y);
                QRect &left = m_spans.back();
                left.setTop(std::min(left.top(), row(middle)));
                left.setBottom(std::max(left.bottom(), row(middle) + thickness - 1));
                lo = std::min(lo, middle);
                hi = std::max(hi, middle);
            } else if (havePrevious) {
                bridge(previousX, previousY, x, y);
            }
            column = c;
        }
        havePrevious = previousInColumn = true;
        previousX = x;
        previousY = y;
    }
    close();
    // Under 2 points per column (a ramp, a line zoomed in) spans would be an aliased staircase
    // where QCPGraph draws an antialiased line, as cheaply for so few points.
    const auto spans = qsizetype(m_spans.size());
    return spans > 0 && inColumns >= 2 * spans && m_bridges.size() * 4 <= spans;
}

void M4EnvelopeGraph::setEnvelopeData(const QVector<QCPGraphData> &data)
{
    mDataContainer->set(data, true);
    ++m_dataGeneration;
}

M4EnvelopeGraph::EnvelopeKey M4EnvelopeGraph::envelopeKey(const QTransform &toDevice) const
{
    EnvelopeKey k;
    k.toDevice = toDevice;
    k.dataGeneration = m_dataGeneration;
    // Data changed through data() instead of setEnvelopeData() shows in its size or ends.
    k.points = mDataContainer->size();
    if (k.points > 0) {
        k.firstKey = mDataContainer->constBegin()->key;
        k.firstValue = mDataContainer->constBegin()->value;
        k.lastKey = (mDataContainer->constEnd() - 1)->key;
        k.lastValue = (mDataContainer->constEnd() - 1)->value;
    }
    k.keys = mKeyAxis->range();
    k.values = mValueAxis->range();
    k.area = mKeyAxis->axisRect()->rect();
    k.valueScale = int(mValueAxis->scaleType());
    return k;
}

void M4EnvelopeGraph::draw(QCPPainter *painter)
{
    m_lastColumns = 0;
    m_lastReused = false;
    m_lastDirect = false;
    if (!drawsEnvelope(painter)) {
        QCPGraph::draw(painter);
        return;
    }
    // The spans are whole device pixels: at a device pixel ratio of 2 (a HiDPI screen, a PNG
    // exported at 2x) a column of the plot is two columns of pixels, not one stretched.
    // Whole pixels, each painted once: no antialiasing to blend (QCPPainter drops its
    // half-pixel shift for it, so the transform is read after).
    painter->save();
    painter->setAntialiasing(false);
    const QTransform toDevice = painter->deviceTransform();
    if (!isUniformPositiveScale(toDevice)) {
        painter->restore();
        QCPGraph::draw(painter);   // rotated or sheared: no pixel grid to fill
        return;
    }
    const EnvelopeKey key = envelopeKey(toDevice);
    if (key == m_builtFor) {
        m_lastReused = true;
    } else {
        m_builtDrawsSpans = buildEnvelope(toDevice.m11(), QPointF(toDevice.dx(), toDevice.dy()));
        m_builtFor = key;
    }
    if (!m_builtDrawsSpans) {
        painter->restore();
        QCPGraph::draw(painter);
        return;
    }
    // World coordinates become device pixels: the world transform W times the device's own
    // scale H is deviceTransform D, so W' = D^-1 W. At a ratio of 1 the spans go straight into
    // the plot's image (DirectRectFill); where it cannot match the engine's pixels, the engine.
    painter->setWorldTransform(toDevice.inverted() * painter->worldTransform());
    m_lastDirect = m_fill.fillOrDraw(painter, m_spans.data(), int(m_spans.size()), mPen.color());
    if (!m_bridges.isEmpty()) {
        applyDefaultAntialiasingHint(painter);
        QPen pen = mPen;
        pen.setWidthF(std::max(1.0, mPen.widthF()) * toDevice.m11());
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawLines(m_bridges.constData(), int(m_bridges.size()));
    }
    painter->restore();
    m_lastColumns = int(m_spans.size());
}

} // namespace twb
