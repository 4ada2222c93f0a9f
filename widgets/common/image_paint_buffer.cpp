#include "widgets/common/image_paint_buffer.h"

namespace twb {

ImagePaintBuffer::ImagePaintBuffer(const QSize &size, double devicePixelRatio)
    : QCPAbstractPaintBuffer(size, devicePixelRatio)
{
    ImagePaintBuffer::reallocateBuffer();
}

QCPPainter *ImagePaintBuffer::startPainting()
{
    return new QCPPainter(&m_image);
}

void ImagePaintBuffer::draw(QCPPainter *painter) const
{
    if (painter && painter->isActive())
        painter->drawImage(0, 0, m_image);
}

void ImagePaintBuffer::clear(const QColor &color)
{
    m_image.fill(color);
}

void ImagePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    // As QCPPaintBufferPixmap sizes its pixmap; the format is the one a raster QPixmap takes
    // when it is filled with Qt::transparent, as every buffer is before each replot.
    m_image = QImage(mSize * mDevicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(mDevicePixelRatio);
}

} // namespace twb
