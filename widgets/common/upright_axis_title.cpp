#include "widgets/common/upright_axis_title.h"

#include <QFontMetricsF>
#include <QScrollArea>

#include <algorithm>
#include <cmath>

namespace twb {
namespace {

// Characters that lie on their side when the title is rotated: they stay upright, one a line.
bool uprightCharacter(char32_t c)
{
    switch (QChar::script(c)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
    case QChar::Script_Bopomofo:
        return true;
    default:
        return false;
    }
}

bool sideAxis(const QCPAxis *axis)
{
    return axis && (axis->axisType() == QCPAxis::atLeft || axis->axisType() == QCPAxis::atRight);
}

} // namespace

UprightAxisTitle::UprightAxisTitle(QCPAxis *axis) : QCPLayerable(axis->parentPlot(), QString(), axis), m_axis(axis)
{
    // The axis's own layer, drawn with it; the parent layerable makes it hide with the axis.
    setLayer(axis->layer());
    connect(axis->parentPlot(), &QCustomPlot::afterLayout, this, &UprightAxisTitle::layOut);
}

void UprightAxisTitle::attachAll(QCustomPlot *plot)
{
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes())
            if (sideAxis(axis) && !of(axis))
                new UprightAxisTitle(axis);
}

UprightAxisTitle *UprightAxisTitle::of(const QCPAxis *axis)
{
    if (!axis || !axis->parentPlot())
        return nullptr;
    for (UprightAxisTitle *title : axis->parentPlot()->findChildren<UprightAxisTitle *>(Qt::FindDirectChildrenOnly))
        if (title->m_axis == axis)
            return title;
    return nullptr;
}

bool UprightAxisTitle::wantsUpright(const QString &title)
{
    const QList<uint> characters = title.toUcs4();
    return std::any_of(characters.cbegin(), characters.cend(), [](uint c) { return uprightCharacter(c); });
}

QList<UprightAxisTitle::Run> UprightAxisTitle::runsOf(const QString &title)
{
    QList<Run> runs;
    for (uint c : title.toUcs4()) {
        const bool upright = uprightCharacter(c);
        const QString text = QString::fromUcs4(reinterpret_cast<const char32_t *>(&c), 1);
        if (!upright && !runs.isEmpty() && !runs.last().upright)
            runs.last().text += text;
        else
            runs.append({text, upright});
    }
    // Spaces between a run and an upright character only push the characters apart.
    QList<Run> trimmed;
    for (Run &run : runs) {
        run.text = run.upright ? run.text : run.text.trimmed();
        if (!run.text.isEmpty())
            trimmed.append(run);
    }
    return trimmed;
}

void UprightAxisTitle::deactivate()
{
    if (m_active && m_axis && m_axis->labelColor().alpha() == 0)
        m_axis->setLabelColor(m_colour);
    m_active = false;
    m_rects.clear();
}

void UprightAxisTitle::layOut()
{
    arrange();
    growToFit();
}

void UprightAxisTitle::growToFit()
{
    // An upright title is arranged to fit (or handed back to the axis when it cannot).
    if (!m_axis || !m_axis->realVisibility() || m_axis->label().isEmpty() || m_active)
        return;
    QCustomPlot *plot = m_axis->parentPlot();
    const QFont current = m_axis->labelFont();
    if (current != m_shrunkFont)
        m_fullFont = current; // set from outside (the theme): the size to aim for
    // QCustomPlot's rotated title is centred on the axis; the room is twice the distance from
    // the centre to the nearer end of the axis rect's outer rect.
    const QRect inner = m_axis->axisRect()->rect();
    const QRect outer = m_axis->axisRect()->outerRect();
    const double centre = inner.top() + inner.height() / 2.0;
    const double room = 2 * std::min(centre - outer.top(), outer.bottom() + 1.0 - centre);
    const double length = QFontMetricsF(m_fullFont).boundingRect(QRectF(), Qt::TextDontClip, m_axis->label()).width();
    if (length <= room) {
        if (current != m_fullFont) {
            m_axis->setLabelFont(m_fullFont);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
        return;
    }
    // A stack of panes scrolls: the plot asks for the height that shows the title whole.
    bool scrolls = false;
    for (QWidget *up = plot->parentWidget(); up && !scrolls; up = up->parentWidget())
        scrolls = qobject_cast<QScrollArea *>(up) != nullptr;
    if (scrolls) {
        // Only once laid out at its size (not while the plot is being shown, at a made-up height).
        if (!plot->isVisible() || plot->height() < plot->minimumHeight())
            return;
        plot->setMinimumHeight(std::max(plot->minimumHeight(), plot->height() + int(std::ceil(length - room)) + 4));
        return;
    }
    // Elsewhere the title gets smaller, down to 60 % ("Kompilierungen" beside a short plot).
    QFont smaller = m_fullFont;
    const double scale = std::max(0.6, (room - 2) / length);
    if (m_fullFont.pointSizeF() > 0)
        smaller.setPointSizeF(m_fullFont.pointSizeF() * scale);
    else
        smaller.setPixelSize(std::max(1, int(m_fullFont.pixelSize() * scale)));
    if (smaller != current) {
        m_shrunkFont = smaller;
        m_axis->setLabelFont(smaller);
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void UprightAxisTitle::arrange()
{
    const QString title = m_axis ? m_axis->label() : QString();
    if (!m_axis || !m_axis->realVisibility() || !wantsUpright(title)) {
        deactivate();
        return;
    }
    const QRect inner = m_axis->axisRect()->rect();
    const QRect outer = m_axis->axisRect()->outerRect();
    m_runs = runsOf(title);
    // Largest size that fits the axis rect's height, down to 70 %.
    QFont font = m_axis->labelFont();
    QList<QSizeF> sizes;
    bool fits = false;
    for (int percent = 100; percent >= 70 && !fits; percent -= 10) {
        font = m_axis->labelFont();
        font.setPointSizeF(m_axis->labelFont().pointSizeF() * percent / 100.0);
        const QFontMetricsF metrics(font);
        const double gap = metrics.height() * 0.15;
        sizes.clear();
        double total = 0;
        for (const Run &run : std::as_const(m_runs)) {
            // An upright character takes one line; a turned run takes its length.
            const QSizeF size = run.upright ? QSizeF(metrics.horizontalAdvance(run.text), metrics.height())
                                            : QSizeF(metrics.height(), metrics.horizontalAdvance(run.text));
            sizes.append(size);
            total += size.height() + (run.upright ? 0 : 2 * gap);
        }
        // The margin's strip runs the axis rect's whole outer height (the corners beside the
        // x axis are empty), so a title may reach past the axis's ends.
        fits = total <= outer.height() - 4;
    }
    if (!fits) {
        deactivate();
        return;
    }
    m_font = font;
    // The strip QCustomPlot keeps for the rotated label, at the outer edge of the margin.
    const QFontMetricsF labelMetrics(m_axis->labelFont());
    const double column = labelMetrics.boundingRect(QRectF(), Qt::TextDontClip, title).height();
    const double x = m_axis->axisType() == QCPAxis::atLeft ? outer.left() + m_axis->padding() + column / 2
                                                           : outer.right() + 1 - m_axis->padding() - column / 2;
    const double gap = QFontMetricsF(font).height() * 0.15;
    double total = 0;
    for (qsizetype i = 0; i < m_runs.size(); ++i)
        total += sizes[i].height() + (m_runs[i].upright ? 0 : 2 * gap);
    // Centred on the axis, moved in where it would reach past the strip's ends.
    double y = inner.top() + (inner.height() - total) / 2;
    y = std::clamp(y, outer.top() + 2.0, std::max(outer.top() + 2.0, outer.bottom() - 2.0 - total));
    m_rects.clear();
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        y += m_runs[i].upright ? 0 : gap;
        m_rects.append(QRectF(x - sizes[i].width() / 2, y, sizes[i].width(), sizes[i].height()));
        y += sizes[i].height() + (m_runs[i].upright ? 0 : gap);
    }
    if (m_axis->labelColor().alpha() != 0)
        m_colour = m_axis->labelColor();   // the theme's colour, also after a theme change
    m_axis->setLabelColor(Qt::transparent);
    m_active = true;
}

void UprightAxisTitle::applyDefaultAntialiasingHint(QCPPainter *painter) const
{
    applyAntialiasingHint(painter, mAntialiased, QCP::aeAxes);
}

void UprightAxisTitle::draw(QCPPainter *painter)
{
    if (!m_active || m_rects.size() != m_runs.size())
        return;
    painter->setFont(m_font);
    painter->setPen(m_colour);
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        const QRectF &rect = m_rects[i];
        if (m_runs[i].upright) {
            painter->drawText(rect, Qt::AlignCenter | Qt::TextDontClip, m_runs[i].text);
            continue;
        }
        painter->save();
        painter->translate(rect.center());
        painter->rotate(90);
        painter->drawText(QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()),
                          Qt::AlignCenter | Qt::TextDontClip, m_runs[i].text);
        painter->restore();
    }
}

} // namespace twb
