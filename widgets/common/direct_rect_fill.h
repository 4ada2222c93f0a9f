#pragma once

#include <QColor>
#include <QRect>

#include <cstdint>

class QPainter;

namespace twb {

// Fills integer rectangles with a solid colour straight into the pixels of the QImage a
// painter is on, to the same pixels QPainter::drawRects with no pen, that colour as brush and
// no antialiasing gives (tst_direct_rect_fill compares them), without the raster engine's
// per-rectangle set-up: M4EnvelopeGraph's ~1200 one-pixel-wide columns per curve cost ~70 ns
// each that way, most of a dense plot's drawing.
//
// It draws only where it can match the engine exactly and returns false otherwise (the caller
// then draws with the painter): a raster painter on a premultiplied ARGB32 QImage at a device
// pixel ratio of 1, source-over at full opacity, a transform that is at most a translation by
// whole pixels, and no clip or a clip of one non-empty rectangle (QCPLayer clips each
// plottable to its axis rect).
class DirectRectFill final
{
public:
    bool fill(QPainter *painter, const QRect *rects, int count, const QColor &color);
    // fill(), or else the painter's drawRects with no pen and `color` as brush (the painter's
    // pen and brush are changed then). Returns whether the direct fill drew.
    bool fillOrDraw(QPainter *painter, const QRect *rects, int count, const QColor &color);

private:
    // The premultiplied pixel the raster engine fills `color` with (computed by the engine
    // itself, once per colour: its rounding of a QColor's 16-bit channels is not rgba()'s).
    quint32 pixelOf(const QColor &color);

    QColor m_color;
    quint32 m_pixel = 0;
    bool m_known = false;
};

} // namespace twb
