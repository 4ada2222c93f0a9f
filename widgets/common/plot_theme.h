#pragma once

#include <QPalette>

class QCustomPlot;

namespace twb {

// Colours a QCustomPlot from a palette (Palette::plotBackground/plotForeground, a muted grid,
// the legend's fill and text), so a plot reads on a light and on a dark palette alike. Plots
// call it when made and again on QEvent::PaletteChange (View > Theme at run time).
class PlotTheme final
{
public:
    static void apply(QCustomPlot *plot, const QPalette &palette);
};

} // namespace twb
