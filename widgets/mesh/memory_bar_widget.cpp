#include "widgets/mesh/memory_bar_widget.h"
#include "widgets/common/palette.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

MemoryBarWidget::MemoryBarWidget(QWidget *parent) : QWidget(parent)
{
}

void MemoryBarWidget::setEstimate(const std::optional<MemoryEstimate> &estimate, const QString &emptyReason)
{
    m_estimate = estimate;
    m_emptyReason = emptyReason;
    setToolTip(m_estimate ? m_estimate->verdictText(QLocale()) : emptyReason);
    reserveHeight();
    update();
}

QColor MemoryBarWidget::colorOf(const QString &key)
{
    // The plot series colours (mid-tones that read on light and dark), one per kind of memory.
    static const QStringList keys{u"parameters"_s, u"gradients"_s, u"optimizer"_s, u"master"_s,
                                  u"gathered"_s,   u"activations"_s, u"logits"_s,  u"recompute"_s};
    const qsizetype index = keys.indexOf(key);
    return index < 0 ? Palette::color(Palette::Role::Muted) : Palette::series(int(index));
}

int MemoryBarWidget::heightForWidth(int width) const
{
    if (!m_estimate)
        return minimumSizeHint().height();
    // Verdict, track, the legend's rows and the caption below them (paintEvent's layout).
    const int line = fontMetrics().height();
    int rows = 1, lx = 0;
    const int areaWidth = std::max(1, width - 17); // area.right() - area.left() in paintEvent
    for (const auto &c : m_estimate->contributors) {
        if (c.bytes <= 0)
            continue;
        const int w = 14 + fontMetrics().horizontalAdvance(c.label + u' ' + formatBytes(c.bytes, QLocale())) + 14;
        if (lx + w > areaWidth && lx > 0) {
            lx = 0;
            ++rows;
        }
        lx += w;
    }
    return 4 + line + 6 + 22 + 8 + rows * (line + 2) + line + 2 + 4;
}

void MemoryBarWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    reserveHeight();
}

void MemoryBarWidget::reserveHeight()
{
    // The legend wraps into more rows as the panel narrows; keep room for all of them.
    const int needed = std::max(minimumSizeHint().height(), heightForWidth(width()));
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
}

void MemoryBarWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    const QRect area = rect().adjusted(8, 4, -8, -4);
    if (!m_estimate) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_emptyReason);
        return;
    }
    const MemoryEstimate &e = *m_estimate;
    const int line = fontMetrics().height();

    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(Palette::color(e.fits ? Palette::Role::Ok : Palette::Role::Error, palette()));
    p.drawText(QRect(area.left(), area.top(), area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
               (e.fits ? tr("Fits") : tr("Does not fit")) + u": "_s + formatBytes(e.totalBytes, QLocale()) + tr(" of ")
                   + formatBytes(e.budgetBytes, QLocale()) + tr(" budget per device"));
    p.setFont(font());

    // The track is the whole HBM, or the total when it overflows.
    const QRect track(area.left(), area.top() + line + 6, area.width(), 22);
    const double scale = track.width() / std::max({e.hbmBytes, e.totalBytes, 1.0});
    p.fillRect(track, palette().color(QPalette::Base));
    double x = track.left();
    for (const auto &c : e.contributors) {
        if (c.bytes <= 0)
            continue;
        const double w = c.bytes * scale;
        p.fillRect(QRectF(x, track.top(), w, track.height()), colorOf(c.key));
        x += w;
    }
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(QRectF(track.left(), track.top(), e.hbmBytes * scale, track.height()).adjusted(0, 0, -1, -1));
    // The end of HBM (solid) and the budget (dashed), with small captions above the track.
    const double hbmX = track.left() + e.hbmBytes * scale;
    const double budgetX = track.left() + e.budgetBytes * scale;
    p.setPen(QPen(palette().color(QPalette::Text), 2));
    p.drawLine(QPointF(hbmX, track.top() - 4), QPointF(hbmX, track.bottom() + 4));
    p.setPen(QPen(Palette::color(Palette::Role::Error, palette()), 2, Qt::DashLine));
    p.drawLine(QPointF(budgetX, track.top() - 4), QPointF(budgetX, track.bottom() + 4));

    // Legend: a swatch and the amount of each non-zero part, wrapped.
    int lx = area.left(), ly = track.bottom() + 8;
    p.setPen(palette().color(QPalette::Text));
    for (const auto &c : e.contributors) {
        if (c.bytes <= 0)
            continue;
        const QString text = c.label + u' ' + formatBytes(c.bytes, QLocale());
        const int w = 14 + fontMetrics().horizontalAdvance(text) + 14;
        if (lx + w > area.right() && lx > area.left()) {
            lx = area.left();
            ly += line + 2;
        }
        p.fillRect(QRect(lx, ly + (line - 10) / 2, 10, 10), colorOf(c.key));
        p.drawText(QRect(lx + 14, ly, w, line), Qt::AlignLeft | Qt::AlignVCenter, text);
        lx += w;
    }
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRect(area.left(), ly + line + 2, area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
               tr("dashed line: budget; solid line: %1 HBM%2 per device")
                   .arg(formatBytes(e.hbmBytes, QLocale()), e.hbmIsNominal ? tr(" (nominal)") : tr(" (usable)")));
}

} // namespace twb
