#pragma once

#include "widgets/common/qcustomplot_include.h"

namespace twb {

// A QCustomPlot whose first paint buffer (every layer up to the buffered overlay: grid,
// plottables, axes, legend) is an ImagePaintBuffer, so that M4EnvelopeGraph can write its
// column spans into the pixels directly. It looks the same as a QCustomPlot, pixel for pixel
// (tst_image_buffer_plot). QCustomPlot keeps buffer 0 for the plot's life and appends the
// overlay's buffers after it, which stay its own pixmaps.
class ImageBufferPlot final : public QCustomPlot
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImageBufferPlot)

public:
    explicit ImageBufferPlot(QWidget *parent = nullptr);
};

} // namespace twb
