#include "core/ablation/svg_line_chart.h"

#include "core/util/number_format.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString num(double value)
{
    return QString::number(value, 'f', 1);
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

std::vector<double> SvgLineChart::niceTicks(double low, double high, int count)
{
    std::vector<double> ticks;
    if (!std::isfinite(low) || !std::isfinite(high) || count < 1)
        return ticks;
    if (high <= low) {
        ticks.push_back(low);
        return ticks;
    }
    const double raw = (high - low) / count;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * magnitude >= raw) {
            step = factor * magnitude;
            break;
        }
    for (double t = std::ceil(low / step) * step; t <= high + step * 1e-9; t += step)
        ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return ticks;
}

QString SvgLineChart::toSvg() const
{
    const auto ty = [this](double y) { return logY ? std::log10(y) : y; };
    double x0 = std::numeric_limits<double>::infinity(), x1 = -x0, y0 = x0, y1 = -x0;
    for (const Series &s : series)
        for (size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
            if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i]) || (logY && s.y[i] <= 0))
                continue;
            x0 = std::min(x0, s.x[i]);
            x1 = std::max(x1, s.x[i]);
            y0 = std::min(y0, ty(s.y[i]));
            y1 = std::max(y1, ty(s.y[i]));
        }
    const bool empty = !std::isfinite(x0);
    if (empty)
        x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    if (x1 <= x0)
        x1 = x0 + 1;
    if (y1 <= y0) {
        const double pad = y0 == 0 ? 1 : std::abs(y0) * 0.05;
        y0 -= pad;
        y1 += pad;
    } else {
        const double pad = (y1 - y0) * 0.04;
        y0 -= pad;
        y1 += pad;
    }
    const double plotW = width - kLeft - kRight;
    const double plotH = height - kTop - kBottom;
    const auto px = [&](double x) { return kLeft + (x - x0) / (x1 - x0) * plotW; };
    const auto py = [&](double y) { return kTop + plotH - (y - y0) / (y1 - y0) * plotH; };

    QString svg = u"<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"%1\" height=\"%2\" "
                  "viewBox=\"0 0 %1 %2\" font-family=\"sans-serif\" font-size=\"11\">\n"_s.arg(width).arg(height);
    svg += u"<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#ffffff\"/>\n"_s.arg(width).arg(height);
    if (!title.isEmpty())
        svg += u"<text x=\"%1\" y=\"18\" font-size=\"13\" font-weight=\"bold\" fill=\"#222222\">%2</text>\n"_s
                   .arg(kLeft)
                   .arg(esc(title));
    // Grid and tick labels.
    for (double t : niceTicks(x0, x1, 6)) {
        const QString x = num(px(t));
        svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#e4e4e4\"/>\n"_s.arg(x, num(kTop), num(kTop + plotH));
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" fill=\"#555555\">%3</text>\n"_s
                   .arg(x, num(kTop + plotH + 15), esc(NumberFormat::significant(t, 6)));
    }
    for (double t : niceTicks(y0, y1, 5)) {
        const QString y = num(py(t));
        svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#e4e4e4\"/>\n"_s.arg(num(kLeft), y, num(kLeft + plotW));
        const double label = logY ? std::pow(10.0, t) : t;
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"end\" fill=\"#555555\">%3</text>\n"_s
                   .arg(num(kLeft - 5), num(py(t) + 4), esc(NumberFormat::significant(label, 4)));
    }
    svg += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"none\" stroke=\"#888888\"/>\n"_s.arg(
        num(kLeft), num(kTop), num(plotW), num(plotH));
    if (!xLabel.isEmpty())
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" fill=\"#333333\">%3</text>\n"_s
                   .arg(num(kLeft + plotW / 2), num(height - 8), esc(xLabel));
    if (!yLabel.isEmpty())
        svg += u"<text transform=\"translate(14 %1) rotate(-90)\" text-anchor=\"middle\" fill=\"#333333\">%2</text>\n"_s
                   .arg(num(kTop + plotH / 2), esc(yLabel));

    // One path per series; a gap (NaN, or a value a log axis cannot show) starts a new subpath.
    svg += u"<g fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n"_s;
    for (const Series &s : series) {
        QString d;
        bool pen = false;
        for (size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
            if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i]) || (logY && s.y[i] <= 0)) {
                pen = false;
                continue;
            }
            d += (pen ? u"L"_s : u"M"_s) + num(px(s.x[i])) + u' ' + num(py(ty(s.y[i])));
            pen = true;
        }
        if (d.isEmpty())
            continue;
        svg += u"<path d=\"%1\" stroke=\"%2\" stroke-width=\"%3\"%4%5><title>%6</title></path>\n"_s.arg(
            d, esc(s.color), QString::number(s.width),
            s.opacity < 1 ? u" stroke-opacity=\"%1\""_s.arg(s.opacity) : QString(),
            s.dashed ? u" stroke-dasharray=\"6 4\""_s : QString(), esc(s.name));
    }
    svg += u"</g>\n"_s;
    if (empty)
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" fill=\"#888888\">%3</text>\n"_s
                   .arg(num(kLeft + plotW / 2), num(kTop + plotH / 2), u"—"_s);
    svg += u"</svg>\n"_s;
    return svg;
}

} // namespace twb
