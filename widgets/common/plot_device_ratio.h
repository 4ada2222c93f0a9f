#pragma once

class QCustomPlot;

namespace twb {

// Keeps `plot`'s paint buffers at its window's device pixel ratio. QCustomPlot takes the ratio
// once, when constructed: a plot made before its window is shown on a HiDPI screen, or moved
// to one, would paint a 1x buffer stretched to 2x (blurred text and lines). On show and on a
// change of screen, the buffers take the widget's ratio and the plot replots.
void followDevicePixelRatio(QCustomPlot *plot);

} // namespace twb
