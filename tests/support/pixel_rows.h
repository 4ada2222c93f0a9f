#pragma once

#include <QImage>
#include <QPair>
#include <QRect>

namespace twb::test {

// Topmost and bottommost row of column x inside `area` whose pixel `matches`; -1 when none.
// The plot-drawing tests compare such rows of their graph with QCustomPlot's own.
template<typename Matches>
QPair<int, int> matchingRows(const QImage &image, const QRect &area, int x, Matches matches)
{
    int top = -1, bottom = -1;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        if (!matches(image.pixel(x, y)))
            continue;
        if (top < 0)
            top = y;
        bottom = y;
    }
    return {top, bottom};
}

} // namespace twb::test
