#pragma once

#include <QTransform>

namespace twb {

// The column-span graphs (M4EnvelopeGraph, BandGraph) paint whole device pixels: only when the
// painter maps the plot by one positive scale and a shift (no rotation, no shear, no mirror).
inline bool isUniformPositiveScale(const QTransform &toDevice)
{
    return toDevice.type() <= QTransform::TxScale && toDevice.m11() == toDevice.m22() && toDevice.m11() > 0;
}

} // namespace twb
