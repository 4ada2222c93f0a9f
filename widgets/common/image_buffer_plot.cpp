#include "widgets/common/image_buffer_plot.h"

#include "widgets/common/image_paint_buffer.h"

namespace twb {

ImageBufferPlot::ImageBufferPlot(QWidget *parent) : QCustomPlot(parent)
{
    // QCustomPlot creates buffers only where it has none yet (setupPaintBuffers), so one put
    // at index 0 before the first replot stays there.
    auto buffer = QSharedPointer<QCPAbstractPaintBuffer>(new ImagePaintBuffer(viewport().size(), bufferDevicePixelRatio()));
    if (mPaintBuffers.isEmpty())
        mPaintBuffers.append(buffer);
    else
        mPaintBuffers[0] = buffer;
}

} // namespace twb
