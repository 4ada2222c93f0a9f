#include "widgets/common/band_graph.h"
#include "widgets/common/uniform_scale.h"

#include <QPaintEngine>

#include <algorithm>
#include <climits>
#include <cmath>

namespace twb {
namespace {

// A span reaches at most this many columns towards the next point: wider gaps are left as
// gaps (a column the aggregate had no value for).
constexpr int kMaxSpanColumns = 4;

} // namespace

BandGraph::BandGraph(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPGraph(keyAxis, valueAxis) {}

bool BandGraph::drawsSpans(const QCPPainter *painter) const
{
    const QCPAxis *keyAxis = mKeyAxis.data();
    const QCPAxis *valueAxis = mValueAxis.data();
    const QCPGraph *lower = mChannelFillGraph.data();
    if (!keyAxis || !valueAxis || !lower || keyAxis->orientation() != Qt::Horizontal || keyAxis->rangeReversed())
        return false;
    if (lower->keyAxis() != keyAxis || lower->valueAxis() != valueAxis)
        return false;
    if (!(keyAxis->range().size() > 0) || mDataContainer->isEmpty() || lower->data()->size() != mDataContainer->size())
        return false;
    if (mLineStyle != lsLine || !mScatterStyle.isNone() || mPen.style() != Qt::NoPen || selected())
        return false;
    if (mBrush.style() != Qt::SolidPattern)
        return false;
    const QPaintEngine *engine = const_cast<QCPPainter *>(painter)->paintEngine();
    return engine && engine->type() == QPaintEngine::Raster && !painter->modes().testFlag(QCPPainter::pmVectorized);
}

bool BandGraph::buildSpans(double scale, QPointF offset)
{
    m_spans.clear();
    const QCPAxis *keyAxis = mKeyAxis.data();
    const QCPAxis *valueAxis = mValueAxis.data();
    const QRectF logicalArea = keyAxis->axisRect()->rect();
    const QRect area = QRectF(logicalArea.topLeft() * scale + offset, logicalArea.size() * scale).toAlignedRect();
    const QCPRange keys = keyAxis->range();
    const double k0 = keyAxis->coordToPixel(keys.lower) * scale + offset.x();
    const double perKey = (keyAxis->coordToPixel(keys.upper) * scale + offset.x() - k0) / keys.size();
    auto yOf = [&](double value) { return valueAxis->coordToPixel(value) * scale + offset.y(); };
    auto rowAt = [&](double y) { return int(std::floor(std::clamp(y, double(area.top() - 2), double(area.bottom() + 2)))); };
    // The columns of the points in view, and the one before and after (the fill reaches the edges).
    const QCPGraphDataContainer &upperData = *mDataContainer;
    const auto upper = upperData.constBegin();
    const auto lower = mChannelFillGraph->data()->constBegin();
    const auto begin = upperData.findBegin(keys.lower, true) - upper;
    const auto end = upperData.findEnd(keys.upper, true) - upper;
    const int firstColumn = area.left() - 1;
    const int lastColumn = area.right() + 1;
    qsizetype finite = 0;
    int columnsCovered = 0;
    // The open column: the rows of every point in it (each pixel is painted once); it reaches
    // up to the next point's column, as the polygon between them would, unless a gap follows.
    int column = INT_MIN;
    int top = 0, bottom = 0;
    double lastHigh = 0, lastLow = 0;   // the open column's last point's edges (device y)
    auto close = [&](int nextColumn) {
        if (column == INT_MIN)
            return;
        const int width = nextColumn == INT_MIN ? 1 : std::clamp(nextColumn - column, 1, kMaxSpanColumns);
        m_spans.push_back(QRect(column, top, width, bottom - top + 1));
        columnsCovered += width;
        column = INT_MIN;
    };
    for (auto i = begin; i < end; ++i) {
        const QCPGraphData &high = upper[i];
        const QCPGraphData &low = lower[i];
        if (!std::isfinite(high.value) || !std::isfinite(low.value) || low.key != high.key) {
            close(INT_MIN);   // a gap: the fill stops here
            continue;
        }
        ++finite;
        const double x = k0 + (high.key - keys.lower) * perKey;
        if (!(x >= firstColumn && x < lastColumn + 1)) {
            close(INT_MIN);
            continue;
        }
        const int c = int(std::floor(x));
        const double yHigh = yOf(high.value);
        const double yLow = yOf(low.value);
        int rowMin = std::min(rowAt(yHigh), rowAt(yLow));
        int rowMax = std::max(rowAt(yHigh), rowAt(yLow));
        if (c == column) {
            top = std::min(top, rowMin);
            bottom = std::max(bottom, rowMax);
        } else {
            if (column == c - 1) {
                // Neighbouring columns: each takes its half of the edges' slopes between them.
                const int middleHigh = rowAt(0.5 * (lastHigh + yHigh));
                const int middleLow = rowAt(0.5 * (lastLow + yLow));
                top = std::min({top, middleHigh, middleLow});
                bottom = std::max({bottom, middleHigh, middleLow});
                rowMin = std::min({rowMin, middleHigh, middleLow});
                rowMax = std::max({rowMax, middleHigh, middleLow});
            }
            close(c);
            column = c;
            top = rowMin;
            bottom = rowMax;
        }
        lastHigh = yHigh;
        lastLow = yLow;
    }
    close(INT_MIN);
    // Fewer points than half the columns they cover: a staircase where QCPGraph fills slopes.
    return !m_spans.empty() && 2 * finite >= columnsCovered;
}

void BandGraph::draw(QCPPainter *painter)
{
    m_lastColumns = 0;
    if (!drawsSpans(painter)) {
        QCPGraph::draw(painter);
        return;
    }
    painter->save();
    // Whole pixels, each painted once; set before the transform is read (QCPPainter drops its
    // half-pixel shift without antialiasing, as in M4EnvelopeGraph).
    painter->setAntialiasing(false);
    const QTransform toDevice = painter->deviceTransform();
    if (!isUniformPositiveScale(toDevice)
        || !buildSpans(toDevice.m11(), QPointF(toDevice.dx(), toDevice.dy()))) {
        painter->restore();
        QCPGraph::draw(painter);
        return;
    }
    painter->setWorldTransform(toDevice.inverted() * painter->worldTransform());
    m_fill.fillOrDraw(painter, m_spans.data(), int(m_spans.size()), mBrush.color());
    painter->restore();
    m_lastColumns = int(m_spans.size());
}

} // namespace twb
