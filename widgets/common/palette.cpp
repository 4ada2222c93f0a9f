#include "widgets/common/palette.h"

#include <QGuiApplication>
#include <QWidget>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// One row per Palette::Role: the tone on a light palette, then on a dark one. Same hue, so a
// state looks the same to the eye in both; Muted is derived from the palette instead.
constexpr std::array<std::array<QRgb, 2>, Palette::kRoleCount> kRoles{{
    {0x2e7d32, 0x81c784}, // Ok
    {0xb26a00, 0xffb74d}, // Warning
    {0xc62828, 0xef5350}, // Error
    {0x1565c0, 0x64b5f6}, // Info
    {0x00838f, 0x4dd0e1}, // Pending
    {0x0277bd, 0x81d4fa}, // Starting
    {0x1b8a3a, 0x66bb6a}, // Running
    {0xe65100, 0xff8a50}, // Stalled
    {0x8a7400, 0xe6d45a}, // Straggler
    {0xd81b60, 0xf06292}, // Crashed
    {0x8e1c1c, 0xff8a80}, // Failed
    {0x546e7a, 0x90a4ae}, // Finished
    {0x6d6d6d, 0xc8c8c8}, // Stopped
    {0x6a1b9a, 0xce93d8}, // Highlight
    {0, 0},               // Muted: derived
}};

constexpr std::array<std::array<QRgb, 2>, 8> kSyntax{{
    {0x8e44ad, 0xc39bd3}, // Keyword
    {0x2471a3, 0x5dade2}, // Builtin
    {0x1e8449, 0x58d68d}, // String
    {0x6c7a7b, 0x95a5a6}, // Comment
    {0xba4a00, 0xeb984e}, // Number
    {0xc0392b, 0xec7063}, // Decorator
    {0x1e8449, 0x58d68d}, // Added
    {0xa93226, 0xec7063}, // Removed
}};

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &color)
{
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF());
}

} // namespace

QPalette Palette::defaultPalette()
{
    return QGuiApplication::palette();
}

bool Palette::isDark(const QPalette &palette)
{
    return luminance(palette.color(QPalette::Window)) < luminance(palette.color(QPalette::WindowText));
}

QColor Palette::color(Role role, const QPalette &palette)
{
    if (role == Role::Muted)
        return mix(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.4);
    return QColor::fromRgb(kRoles[size_t(role)][isDark(palette) ? 1 : 0]);
}

QColor Palette::tint(Role role, const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), color(role, palette), isDark(palette) ? 0.22 : 0.12);
}

QString Palette::hex(Role role, const QPalette &palette)
{
    return color(role, palette).name(QColor::HexRgb);
}

QString Palette::richText(Role role, const QString &text, const QPalette &palette)
{
    return u"<span style='color:%1'>%2</span>"_s.arg(hex(role, palette), text.toHtmlEscaped());
}

void Palette::setTextRole(QWidget *widget, std::optional<Role> role)
{
    QPalette colours = widget->palette();
    // The inherited text colour, before any role was applied.
    const QPalette inherited = widget->parentWidget() ? widget->parentWidget()->palette() : QGuiApplication::palette();
    const QColor text = role ? color(*role, inherited) : inherited.color(QPalette::WindowText);
    colours.setColor(QPalette::WindowText, text);
    colours.setColor(QPalette::Text, role ? text : inherited.color(QPalette::Text));
    widget->setPalette(colours);
}

QColor Palette::syntax(Syntax syntax, const QPalette &palette)
{
    return QColor::fromRgb(kSyntax[size_t(syntax)][isDark(palette) ? 1 : 0]);
}

QColor Palette::series(int index)
{
    // Tableau 10: distinguishable, and the matplotlib default people know.
    static constexpr QRgb colors[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                      0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};
    return QColor::fromRgb(colors[((index % 10) + 10) % 10]);
}

QColor Palette::sequential(double t)
{
    static constexpr QRgb stops[] = {0x440154, 0x3b528b, 0x21918c, 0x5ec962, 0xfde725};
    // Stop short of the pale yellow end, which is hard to see on white.
    t = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0) * 0.92;
    const double scaled = t * 4;
    const int i = std::min(3, int(scaled));
    return mix(QColor::fromRgb(stops[i]), QColor::fromRgb(stops[i + 1]), scaled - i);
}

QColor Palette::sequentialLine(double t, const QPalette &palette)
{
    const QColor background = plotBackground(palette);
    const QColor color = sequential(t);
    if (contrast(color, background) >= kLineContrast)
        return color;
    const QColor away = luminance(background) < 0.18 ? QColor(Qt::white) : QColor(Qt::black);
    // The least mix towards `away` that reaches the contrast (contrast grows with the weight).
    double low = 0, high = 1;
    for (int i = 0; i < 20; ++i) {
        const double middle = (low + high) / 2;
        (contrast(mix(color, away, middle), background) >= kLineContrast ? high : low) = middle;
    }
    return mix(color, away, high);
}

QColor Palette::plotBackground(const QPalette &palette)
{
    return palette.color(QPalette::Base);
}

QColor Palette::plotForeground(const QPalette &palette)
{
    return palette.color(QPalette::Text);
}

QColor Palette::plotLabelFill(const QPalette &palette)
{
    QColor fill = palette.color(QPalette::Base);
    fill.setAlpha(215);
    return fill;
}

double Palette::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Palette::mix(const QColor &a, const QColor &b, double weight)
{
    const double w = std::clamp(weight, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + w * (b.redF() - a.redF())), float(a.greenF() + w * (b.greenF() - a.greenF())),
                            float(a.blueF() + w * (b.blueF() - a.blueF())),
                            float(a.alphaF() + w * (b.alphaF() - a.alphaF())));
}

} // namespace twb
