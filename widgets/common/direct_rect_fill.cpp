#include "widgets/common/direct_rect_fill.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QRegion>

#include <algorithm>
#include <cmath>

namespace twb {
namespace {

// x * a / 255 per byte, rounded as Qt's BYTE_MUL (qdrawhelper_p.h) rounds it, so that a
// translucent fill blends to the engine's very pixels.
inline quint32 byteMul(quint32 x, quint32 a)
{
    quint32 t = (x & 0xff00ff) * a;
    t = (t + ((t >> 8) & 0xff00ff) + 0x800080) >> 8;
    t &= 0xff00ff;
    x = ((x >> 8) & 0xff00ff) * a;
    x = (x + ((x >> 8) & 0xff00ff) + 0x800080);
    x &= 0xff00ff00;
    return x | t;
}

} // namespace

quint32 DirectRectFill::pixelOf(const QColor &color)
{
    if (m_known && color == m_color)
        return m_pixel;
    QImage one(1, 1, QImage::Format_ARGB32_Premultiplied);
    one.fill(Qt::transparent);
    {
        QPainter p(&one);   // as the caller's painter would draw it
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        const QRect pixel(0, 0, 1, 1);
        p.drawRects(&pixel, 1);
    }
    m_color = color;
    m_pixel = reinterpret_cast<const quint32 *>(one.constBits())[0];
    m_known = true;
    return m_pixel;
}

bool DirectRectFill::fillOrDraw(QPainter *painter, const QRect *rects, int count, const QColor &color)
{
    if (fill(painter, rects, count, color))
        return true;
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawRects(rects, count);
    return false;
}

bool DirectRectFill::fill(QPainter *painter, const QRect *rects, int count, const QColor &color)
{
    if (!painter || !painter->isActive() || !painter->paintEngine()
        || painter->paintEngine()->type() != QPaintEngine::Raster)
        return false;
    QPaintDevice *device = painter->device();
    if (!device || device->devType() != QInternal::Image)
        return false;
    auto *image = static_cast<QImage *>(device);
    if (image->format() != QImage::Format_ARGB32_Premultiplied || image->devicePixelRatio() != 1.0)
        return false;
    if (painter->compositionMode() != QPainter::CompositionMode_SourceOver || painter->opacity() != 1.0)
        return false;
    const QTransform transform = painter->deviceTransform();
    if (transform.type() > QTransform::TxTranslate)
        return false;
    const double dx = transform.dx();
    const double dy = transform.dy();
    if (dx != std::floor(dx) || dy != std::floor(dy) || std::abs(dx) > 1e6 || std::abs(dy) > 1e6)
        return false;
    const QPoint offset{int(dx), int(dy)};
    QRect clip = image->rect();
    if (painter->hasClipping()) {
        // No rectangle: the engine flips a clip rect of negative size where the region is
        // empty; several: a path or region clip.
        const QRegion region = painter->clipRegion();
        if (region.rectCount() != 1)
            return false;
        clip &= region.boundingRect().translated(offset);
    }
    const quint32 pixel = pixelOf(color);
    if (qAlpha(pixel) == 0)
        return true;   // the engine draws nothing either
    const bool opaque = qAlpha(pixel) == 255;
    const quint32 inverse = 255 - qAlpha(pixel);
    // Not shared (QPainter::begin detached it, and a QImage being painted on is copied, not
    // shared), so bits() is the memory the engine paints into.
    uchar *bits = image->bits();
    const qsizetype stride = image->bytesPerLine();
    // Plain ints: QRect's normalized() and operator& are calls into QtCore, and their 16-byte
    // results stalled on store forwarding, per rectangle.
    const int clipLeft = clip.left(), clipRight = clip.right(), clipTop = clip.top(), clipBottom = clip.bottom();
    for (int i = 0; i < count; ++i) {
        const QRect &r = rects[i];
        // QRect::normalized(), as the engine applies it: a negative width or height extends
        // to the other side of the edge.
        int left = r.left(), right = r.right(), top = r.top(), bottom = r.bottom();
        if (right < left) {
            const int from = right + 1;
            right = left - 1;
            left = from;
        }
        if (bottom < top) {
            const int from = bottom + 1;
            bottom = top - 1;
            top = from;
        }
        left = std::max(left + offset.x(), clipLeft);
        right = std::min(right + offset.x(), clipRight);
        top = std::max(top + offset.y(), clipTop);
        bottom = std::min(bottom + offset.y(), clipBottom);
        if (left > right || top > bottom)
            continue;
        uchar *line = bits + top * stride;
        for (int y = top; y <= bottom; ++y, line += stride) {
            auto *row = reinterpret_cast<quint32 *>(line);
            if (opaque) {
                for (int x = left; x <= right; ++x)
                    row[x] = pixel;
            } else {
                for (int x = left; x <= right; ++x)
                    row[x] = pixel + byteMul(row[x], inverse);
            }
        }
    }
    return true;
}

} // namespace twb
