#pragma once

#include "widgets/common/qcustomplot_include.h"

#include <QImage>

namespace twb {

// QCustomPlot's pixmap paint buffer with a QImage in place of the QPixmap: the same raster
// engine paints the same pixels into it (a raster QPixmap is a QImage inside), but a
// plottable can also reach those pixels while the layer is painted (DirectRectFill), which a
// QPixmap does not allow.
class ImagePaintBuffer final : public QCPAbstractPaintBuffer
{
public:
    ImagePaintBuffer(const QSize &size, double devicePixelRatio);

    QCPPainter *startPainting() override;
    void draw(QCPPainter *painter) const override;
    void clear(const QColor &color) override;

protected:
    void reallocateBuffer() override;

private:
    QImage m_image;
};

} // namespace twb
