#pragma once

#include <QString>

#include <vector>

namespace twb {

// A line chart written as SVG text by hand (core has no QtGui): a frame, "nice" ticks with
// labels on both axes, a grid, and one polyline per series (a NaN in y breaks the line). For
// reports that must open in any browser without the app; the GUI's plots stay QCustomPlot.
class SvgLineChart final
{
public:
    struct Series
    {
        QString name;          // the <title> of its path (a browser shows it on hover)
        QString color;         // "#rrggbb"
        std::vector<double> x;
        std::vector<double> y;
        double opacity = 1.0;
        double width = 2.0;
        bool dashed = false;
    };

    QString title;
    QString xLabel;
    QString yLabel;
    bool logY = false;     // non-positive values are left out on a log axis
    int width = 760;
    int height = 340;
    std::vector<Series> series;

    // The plot area inside the margins, in SVG pixels.
    static constexpr int kLeft = 64;
    static constexpr int kRight = 16;
    static constexpr int kTop = 28;
    static constexpr int kBottom = 44;

    QString toSvg() const;

    // About `count` round tick values (1, 2, 5 x 10^k steps) covering [low, high].
    static std::vector<double> niceTicks(double low, double high, int count);
};

} // namespace twb
