#include "widgets/common/plot_crosshair.h"

#include "core/metrics/series_store.h"
#include "widgets/common/palette.h"
#include "widgets/common/plot_csv_writer.h"
#include "widgets/common/qcustomplot_include.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// The texts are SeriesPlot's (their translation context).
// This file's strings are translated in the context of twb::SeriesPlot.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SeriesPlot)
};

// A few curves' values; with hundreds (Compare) the box would cover the plot.
constexpr int kMaxCurves = 12;

} // namespace

PlotCrosshair::PlotCrosshair(QCustomPlot *plot) : m_plot(plot)
{
    // QCustomPlot's own top layer. Buffered while the crosshair shows, so that following the
    // mouse redraws that layer only; otherwise drawn with the rest: a buffer of its own is a
    // full-size image to clear on every replot and to blend on every paint, for nothing.
    m_overlay = m_plot->layer(u"overlay"_s);
    m_overlay->setMode(QCPLayer::lmLogical);
    m_line = new QCPItemStraightLine(m_plot);
    m_line->setLayer(m_overlay);
    m_line->setPen(QPen(Palette::color(Palette::Role::Muted, m_plot->palette()), 1, Qt::DashLine));
    m_line->setVisible(false);
    m_text = new QCPItemText(m_plot);
    m_text->setLayer(m_overlay);
    m_text->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_text->position->setCoords(0.01, 0.02);
    m_text->setPositionAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextAlignment(Qt::AlignLeft);
    m_text->setBrush(Palette::plotLabelFill(m_plot->palette()));
    m_text->setPen(QPen(Palette::color(Palette::Role::Muted, m_plot->palette())));
    m_text->setPadding(QMargins(4, 2, 4, 2));
    m_text->setVisible(false);
}

void PlotCrosshair::replot()
{
    if (!m_plot->isVisible())
        return;
    if (m_overlay->mode() == QCPLayer::lmBuffered)
        m_overlay->replot();   // only the overlay layer is redrawn (after a mode change: all)
    else
        m_plot->replot(QCustomPlot::rpQueuedReplot);   // hidden: stacked panes leave at once
}

void PlotCrosshair::show(double x, const SeriesStore *store, const QList<PlotCurve> &curves,
                         const QList<PlotAggregate> &aggregates, XAxis axis)
{
    m_lines.clear();
    if (std::isnan(x) || !store || (curves.isEmpty() && aggregates.isEmpty())) {
        if (!m_line->visible())
            return;   // hidden already: nothing to redraw
        m_line->setVisible(false);
        m_text->setVisible(false);
        m_overlay->setMode(QCPLayer::lmLogical);   // the next replot is a full one
        replot();
        return;
    }
    // The first replot after this is a full one (a new buffer); the ones after it, the
    // overlay's alone.
    m_overlay->setMode(QCPLayer::lmBuffered);
    m_line->point1->setCoords(x, 0);
    m_line->point2->setCoords(x, 1);
    QString xText;
    switch (axis) {
    case XAxis::Step: xText = Tr::tr("step %1").arg(qRound64(x)); break;
    case XAxis::WallTime: {
        // The date in the user's format; the time to the second, which short formats drop.
        const QDateTime when = QDateTime::fromMSecsSinceEpoch(qint64(x * 1000));
        xText = QLocale().toString(when.date(), QLocale::ShortFormat) + u' ' + when.time().toString(u"HH:mm:ss"_s);
        break;
    }
    case XAxis::RelativeTime: xText = Tr::tr("%1 s").arg(QLocale().toString(x, 'f', 1)); break;
    }
    m_lines << xText;
    for (int i = 0; i < curves.size(); ++i) {
        const PlotCurve &curve = curves[i];
        if (i == kMaxCurves) {
            m_lines << Tr::tr("\u2026 %n more", nullptr, int(curves.size()) - i);
            break;
        }
        const SeriesKey key = curve.meanOf.isEmpty() ? curve.key : curve.meanOf.front();
        if (auto p = store->nearest(key, axis, x))
            m_lines << Tr::tr("%1: %2 (step %3)").arg(curve.label, PlotCsvWriter::formatValue(p->y * curve.scale)).arg(p->step);
    }
    for (const auto &aggregate : aggregates) {
        double sum = 0;
        int n = 0;
        for (const auto &key : aggregate.keys) {
            if (auto p = store->nearest(key, axis, x); p && std::isfinite(p->y)) {
                sum += p->y * aggregate.scale;
                ++n;
            }
        }
        if (n > 0)
            m_lines << Tr::tr("%1: mean %2 over %3").arg(aggregate.label, PlotCsvWriter::formatValue(sum / n)).arg(n);
    }
    m_text->setText(m_lines.join(u'\n'));
    m_line->setVisible(true);
    m_text->setVisible(true);
    replot();
}

} // namespace twb
