#include "widgets/monitor/host_strip.h"

#include "widgets/common/palette.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::HostStrip.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::HostStrip)
};

constexpr int kMinTileWidth = 136;
constexpr int kTileHeight = 54;
constexpr int kGap = 6;

QString ageText(qint64 ms)
{
    if (ms < 0)
        return QString();
    if (ms < 10'000)
        return Tr::tr("%1 s ago").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1));
    if (ms < 120'000)
        return Tr::tr("%1 s ago").arg(ms / 1000);
    return Tr::tr("%1 min ago").arg(ms / 60'000);
}

} // namespace

HostStrip::HostStrip(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"hostStrip"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMouseTracking(true);
}

QColor HostStrip::stateColor(HostState state, const QPalette &palette)
{
    switch (state) {
    case HostState::Starting: return Palette::color(Palette::Role::Starting, palette);
    case HostState::Running: return Palette::color(Palette::Role::Running, palette);
    case HostState::Stalled: return Palette::color(Palette::Role::Stalled, palette);
    case HostState::Straggler: return Palette::color(Palette::Role::Straggler, palette);
    case HostState::Crashed: return Palette::color(Palette::Role::Crashed, palette);
    case HostState::Failed: return Palette::color(Palette::Role::Failed, palette);
    case HostState::Finished: return Palette::color(Palette::Role::Finished, palette);
    case HostState::Stopped: return Palette::color(Palette::Role::Stopped, palette);
    case HostState::Unknown: break;
    }
    return Palette::color(Palette::Role::Muted, palette);
}

void HostStrip::setHealth(const QList<HostHealth> &health, qint64 nowMs)
{
    const bool resized = health.size() != m_health.size();
    m_health = health;
    m_nowMs = nowMs;
    if (resized)
        updateGeometry();
    update();
}

void HostStrip::setConnected(const QList<bool> &connected)
{
    m_connected = connected;
    update();
}

void HostStrip::setHostColors(const QList<QColor> &colors)
{
    m_colors = colors;
    update();
}

HostState HostStrip::tileState(int host) const
{
    return host >= 0 && host < m_health.size() ? m_health[host].state : HostState::Unknown;
}

QString HostStrip::tileText(int host) const
{
    if (host < 0 || host >= m_health.size())
        return {};
    const HostHealth &h = m_health[host];
    QStringList lines;
    lines << tr("host %1").arg(h.host);
    lines << hostStateLabel(h.state);
    QString progress = h.lastStep >= 0 ? tr("step %1").arg(h.lastStep) : tr("no step yet");
    if (h.lastPointMs > 0)
        progress += u" · "_s + ageText(m_nowMs - h.lastPointMs);
    lines << progress;
    return lines.join(u'\n');
}

int HostStrip::tileWidth() const
{
    // Measured once per font and language: each tile's position asks for it, and measuring
    // the text on every call was a visible share of a 64-host strip's repaint, 10 times a
    // second while the run streams.
    if (m_tileWidth > 0)
        return m_tileWidth;
    // Wide enough for the longest lines a tile shows (a 7-digit step, a straggler), in this
    // font: a fixed width cut "5.2 s ago" to "5.2 s ag".
    const QFontMetrics plain(font());
    QFont boldFont = font();
    boldFont.setBold(true);
    const QFontMetrics bold(boldFont);
    const int text = std::max(bold.horizontalAdvance(tr("host %1").arg(999) + u"  "_s + hostStateLabel(HostState::Straggler)),
                              plain.horizontalAdvance(tr("step %1").arg(9999999) + u" · "_s + ageText(119'900)));
    m_tileWidth = std::max(kMinTileWidth, text + 18);
    return m_tileWidth;
}

void HostStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        m_tileWidth = 0;
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

int HostStrip::columns(int width) const
{
    return std::max(1, (width + kGap) / (tileWidth() + kGap));
}

QRect HostStrip::tileRect(int index, int width) const
{
    const int perRow = columns(width);
    const int tile = tileWidth();
    return {(index % perRow) * (tile + kGap), (index / perRow) * (kTileHeight + kGap), tile, kTileHeight};
}

int HostStrip::heightForWidth(int width) const
{
    const int n = std::max(1, int(m_health.size()));
    const int rows = (n + columns(width) - 1) / columns(width);
    return rows * (kTileHeight + kGap);
}

QSize HostStrip::sizeHint() const
{
    const int n = std::max(1, int(m_health.size()));
    const int width = std::min(n, 8) * (tileWidth() + kGap);
    return {width, heightForWidth(width)};
}

QSize HostStrip::minimumSizeHint() const
{
    return {tileWidth(), kTileHeight + kGap};
}

int HostStrip::tileAt(const QPoint &position) const
{
    for (int i = 0; i < m_health.size(); ++i)
        if (tileRect(i, width()).contains(position))
            return i;
    return -1;
}

void HostStrip::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_health.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, tr("No hosts: select a run."));
        return;
    }
    QFont bold = font();
    bold.setBold(true);
    for (int i = 0; i < m_health.size(); ++i) {
        const QRect r = tileRect(i, width());
        if (!event->rect().intersects(r))
            continue;
        const HostState state = m_health[i].state;
        const bool connected = i >= m_connected.size() || m_connected[i];
        // A tint of the state's colour with a border of it: the palette's text reads on it in
        // light and dark alike.
        const QColor color = stateColor(state, palette());
        painter.setBrush(Palette::mix(palette().color(QPalette::Base), color, Palette::isDark(palette()) ? 0.3 : 0.35));
        painter.setPen(QPen(color, 1.5, connected ? Qt::SolidLine : Qt::DashLine));
        painter.drawRoundedRect(r.adjusted(0, 0, -1, -1), 5, 5);
        if (i < m_colors.size() && m_colors[i].isValid()) {
            // The host's curve colour, as the plots' legend.
            painter.setPen(Qt::NoPen);
            painter.setBrush(m_colors[i]);
            painter.drawRoundedRect(QRect(r.left() + 3, r.top() + 4, 5, r.height() - 8), 2, 2);
        }
        const QStringList lines = tileText(i).split(u'\n');
        painter.setPen(palette().color(QPalette::Text));
        painter.setFont(bold);
        const QRect text = r.adjusted(12, 3, -4, -3);
        painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, lines.value(0) + u"  "_s + lines.value(1));
        painter.setFont(font());
        painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, lines.value(2));
        if (!connected)
            painter.drawText(text, Qt::AlignLeft | Qt::AlignBottom, tr("stream offline"));
    }
}

bool HostStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int tile = tileAt(help->pos());
        if (tile >= 0) {
            const HostHealth &h = m_health[tile];
            QString tip = tileText(tile);
            if (!h.detail.isEmpty())
                tip += u"\n"_s + h.detail;
            if (h.medianIntervalMs > 0)
                tip += u"\n"_s + tr("median step interval %1 s").arg(QLocale().toString(h.medianIntervalMs / 1000.0, 'f', 2));
            QToolTip::showText(help->globalPos(), tip, this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void HostStrip::mousePressEvent(QMouseEvent *event)
{
    const int tile = tileAt(event->position().toPoint());
    if (tile >= 0)
        Q_EMIT hostClicked(tile);
    QWidget::mousePressEvent(event);
}

} // namespace twb
