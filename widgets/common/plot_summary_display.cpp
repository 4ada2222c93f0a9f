#include "widgets/common/plot_summary_display.h"

#include "widgets/common/palette.h"
#include "widgets/common/plot_view_summary.h"
#include "widgets/common/qcustomplot_include.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

PlotSummaryDisplay::PlotSummaryDisplay(QCustomPlot *plot, const QPalette &palette) : m_plot(plot)
{
    m_nanMarkers = m_plot->addGraph();
    m_nanMarkers->setLineStyle(QCPGraph::lsNone);
    m_nanMarkers->setName(tr("NaN / inf"));
    m_logNote = new QCPItemText(m_plot);
    m_logNote->setObjectName(u"logNote"_s);
    m_logNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_logNote->position->setCoords(0.01, 0.03);
    m_logNote->setPositionAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_logNote->setTextAlignment(Qt::AlignLeft);
    m_logNote->setPadding(QMargins(4, 2, 4, 2));
    m_logNote->setClipToAxisRect(true);
    m_logNote->setVisible(false);
    applyPalette(palette);
}

void PlotSummaryDisplay::applyPalette(const QPalette &palette)
{
    const QColor error = Palette::color(Palette::Role::Error, palette);
    m_nanMarkers->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle, error, 8));
    m_logNote->setColor(Palette::color(Palette::Role::Warning, palette));
    m_logNote->setBrush(Palette::plotLabelFill(palette));
}

void PlotSummaryDisplay::show(const PlotViewSummary &summary, bool logY)
{
    fitYRange(summary, logY);
    showLogNote(summary);
    showNanMarkers(summary, logY);   // on the fitted range
}

void PlotSummaryDisplay::fitYRange(const PlotViewSummary &summary, bool logY)
{
    // y follows the visible data, with a margin.
    if (!(summary.yMax >= summary.yMin)) {
        // Nothing to fit (no data, or log y over values none of which is above 0): a plain
        // range instead of whatever the last data or QCustomPlot's default left behind.
        if (logY && summary.nonPositiveSeries > 0)
            m_plot->yAxis->setRange(0.1, 10);
        return;
    }
    if (logY) {
        m_plot->yAxis->setRange(summary.yMin / 1.2, summary.yMax * 1.2);
    } else {
        // A flat line gets 5 % of its value around it; a flat zero line +-1, not +-1e-9.
        const double flatPad = summary.yMax != 0 ? std::abs(summary.yMax) * 0.05 : 1.0;
        const double pad = summary.yMax > summary.yMin ? (summary.yMax - summary.yMin) * 0.05 : flatPad;
        m_plot->yAxis->setRange(summary.yMin - pad, summary.yMax + pad);
    }
}

void PlotSummaryDisplay::showNanMarkers(const PlotViewSummary &summary, bool logY)
{
    // A marker with no finite value before it sits on the bottom edge.
    const double bottom = m_plot->yAxis->range().lower;
    QVector<QCPGraphData> points = summary.nanPoints;
    for (auto &p : points)
        if (!std::isfinite(p.value) || (logY && p.value <= 0))
            p.value = bottom;
    m_nanMarkers->data()->set(points, false);
    if (points.isEmpty())
        m_nanMarkers->removeFromLegend();
    else if (m_plot->legend->visible())
        m_nanMarkers->addToLegend();
}

void PlotSummaryDisplay::showLogNote(const PlotViewSummary &summary)
{
    QStringList lines;
    if (summary.nonPositiveSeries > 0)
        lines << tr("Log scale: %n series with no value above 0 not drawn", nullptr, summary.nonPositiveSeries);
    if (summary.someNonPositive)
        lines << tr("Log scale: values ≤ 0 left out");
    m_logNoteText = lines.join(u'\n');
    m_logNote->setText(m_logNoteText);
    m_logNote->setVisible(!m_logNoteText.isEmpty());
}

} // namespace twb
