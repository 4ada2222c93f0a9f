#include "widgets/common/plot_theme.h"

#include "widgets/common/palette.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/common/upright_axis_title.h"

namespace twb {

void PlotTheme::apply(QCustomPlot *plot, const QPalette &palette)
{
    const QColor background = Palette::plotBackground(palette);
    const QColor foreground = Palette::plotForeground(palette);
    const QColor grid = Palette::mix(background, foreground, 0.18);
    const QColor subGrid = Palette::mix(background, foreground, 0.08);
    plot->setBackground(background);
    for (QCPAxisRect *rect : plot->axisRects()) {
        rect->setBackground(Qt::NoBrush);
        for (QCPAxis *axis : rect->axes()) {
            axis->setBasePen(QPen(foreground, 0));
            axis->setTickPen(QPen(foreground, 0));
            axis->setSubTickPen(QPen(foreground, 0));
            axis->setTickLabelColor(foreground);
            axis->setLabelColor(foreground);
            axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
            axis->grid()->setSubGridPen(QPen(subGrid, 0, Qt::DotLine));
            axis->grid()->setZeroLinePen(QPen(grid, 0));
        }
    }
    if (QCPLegend *legend = plot->legend) {
        legend->setBrush(Palette::plotLabelFill(palette));
        legend->setBorderPen(QPen(Palette::color(Palette::Role::Muted, palette), 0));
        legend->setTextColor(foreground);
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPAbstractLegendItem *>(legend->item(i)))
                item->setTextColor(foreground);
    }
    // Titles and other text rows of the layout.
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *text = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            text->setTextColor(foreground);
    // Chinese and Japanese vertical titles: characters upright rather than on their side.
    UprightAxisTitle::attachAll(plot);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace twb
