#include "widgets/common/plot_event_markers.h"

#include "widgets/common/palette.h"
#include "widgets/common/qcustomplot_include.h"

namespace twb {

void PlotEventMarkers::set(const QList<PlotEventMarker> &markers, const QPalette &palette)
{
    m_markers = markers;
    for (auto *line : std::as_const(m_lines))
        m_plot->removeItem(line);
    for (auto *label : std::as_const(m_labels))
        m_plot->removeItem(label);
    m_lines.clear();
    m_labels.clear();
    for (const auto &marker : markers) {
        auto *line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(marker.x, 0);
        line->point2->setCoords(marker.x, 1);
        line->setPen(marker.loud ? QPen(Palette::color(Palette::Role::Error, palette), 2, Qt::DashLine)
                                  : QPen(Palette::color(Palette::Role::Muted, palette), 1, Qt::DotLine));
        m_lines << line;
        if (marker.loud && !marker.label.isEmpty()) {
            auto *label = new QCPItemText(m_plot);
            label->position->setTypeX(QCPItemPosition::ptPlotCoords);
            label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
            label->position->setCoords(marker.x, 0.98);
            label->setPositionAlignment(Qt::AlignBottom | Qt::AlignLeft);
            label->setRotation(-90);
            label->setColor(Palette::color(Palette::Role::Error, palette));
            label->setText(marker.label);
            m_labels << label;
        }
    }
}

void PlotEventMarkers::stretch()
{
    for (auto *line : std::as_const(m_lines)) {
        const double x = line->point1->coords().x();
        line->point1->setCoords(x, m_plot->yAxis->range().lower);
        line->point2->setCoords(x, m_plot->yAxis->range().upper);
    }
}

} // namespace twb
