#pragma once

#include "widgets/common/plot_curve.h"

#include <QList>

class QCPGraph;
class QCustomPlot;
class QFont;
class QPalette;

namespace twb {

// A SeriesPlot's legend in the top right corner: shown when there is more than one line or
// there are rows that name styles, unless turned off. Rows are added on purpose (named curves
// call addToLegend), not for every graph: Compare has hundreds of curves.
class PlotLegend final
{
    Q_DISABLE_COPY_MOVE(PlotLegend)

public:
    // `font`: the plot's, drawn smaller here.
    PlotLegend(QCustomPlot *plot, const QFont &font, const QPalette &palette);

    void setEnabled(bool enabled);
    // Rows that name styles instead of curves; empty: none.
    void setEntries(const QList<PlotLegendEntry> &entries);
    // The curves and aggregates drawn (more than one shows the legend).
    void setLineCount(qsizetype lines);

private:
    void updateVisibility();

    QCustomPlot *m_plot;
    QList<QCPGraph *> m_entryGraphs;   // empty graphs that carry setEntries' rows
    qsizetype m_lines = 0;
    bool m_enabled = true;
};

} // namespace twb
