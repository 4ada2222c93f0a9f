#include "widgets/common/plot_legend.h"

#include "widgets/common/palette.h"
#include "widgets/common/qcustomplot_include.h"

namespace twb {

PlotLegend::PlotLegend(QCustomPlot *plot, const QFont &font, const QPalette &palette) : m_plot(plot)
{
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->legend->setVisible(false);
    QFont legendFont = font;
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    m_plot->legend->setFont(legendFont);
    m_plot->legend->setRowSpacing(0);
    m_plot->legend->setBrush(Palette::plotLabelFill(palette));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    updateVisibility();
}

void PlotLegend::setEnabled(bool enabled)
{
    m_enabled = enabled;
    updateVisibility();
}

void PlotLegend::setEntries(const QList<PlotLegendEntry> &entries)
{
    for (auto *g : std::as_const(m_entryGraphs))
        m_plot->removeGraph(g);
    m_entryGraphs.clear();
    for (const auto &entry : entries) {
        QCPGraph *g = m_plot->addGraph();   // no data: only its legend row is seen
        g->setPen(entry.pen);
        g->setName(entry.label);
        g->addToLegend();
        m_entryGraphs << g;
    }
    updateVisibility();
}

void PlotLegend::setLineCount(qsizetype lines)
{
    m_lines = lines;
    updateVisibility();
}

void PlotLegend::updateVisibility()
{
    const bool visible = m_enabled && (!m_entryGraphs.isEmpty() || m_lines > 1);
    m_plot->legend->setVisible(visible);
    // Hidden, it leaves the layout: QCustomPlot sizes what is in it, visible or not, and
    // measured each legend row's text on every replot.
    QCPLayoutInset *inset = m_plot->axisRect()->insetLayout();
    if (visible && !m_plot->legend->layout())
        inset->addElement(m_plot->legend, Qt::AlignTop | Qt::AlignRight);
    else if (!visible && m_plot->legend->layout() == inset)
        inset->take(m_plot->legend);
}

} // namespace twb
