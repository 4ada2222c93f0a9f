#pragma once

#include "widgets/common/qcustomplot_include.h"

#include <QVector>

#include <algorithm>
#include <cmath>
#include <vector>

namespace twb {

// What a refresh's views fold into, besides the lines: the y extent of the values drawn, the
// NaN markers and, with log y, what the scale leaves out. Filled where the views are computed
// (the GUI thread or PlotViewWorker's), read on the GUI thread.
struct PlotViewSummary
{
    bool logY = false;
    double yMin = HUGE_VAL;   // of the finite (with logY: positive) values drawn
    double yMax = -HUGE_VAL;
    QVector<QCPGraphData> nanPoints;
    int nonPositiveSeries = 0;      // with logY: series with no value above 0 (nothing drawn)
    bool someNonPositive = false;   // with logY: a drawn series has values <= 0 left out

    void checkLog(const std::vector<double> &ys, double scale)
    {
        if (!logY)
            return;
        bool positive = false;
        bool nonPositive = false;
        for (double y : ys) {
            y *= scale;
            if (!std::isfinite(y))
                continue;
            positive = positive || y > 0;
            nonPositive = nonPositive || y <= 0;
        }
        if (nonPositive && !positive)
            ++nonPositiveSeries;
        else if (nonPositive)
            someNonPositive = true;
    }

    void fold(const std::vector<double> &ys, double scale)
    {
        for (double y : ys) {
            y *= scale;
            if (!std::isfinite(y) || (logY && y <= 0))
                continue;
            yMin = std::min(yMin, y);
            yMax = std::max(yMax, y);
        }
    }
};

} // namespace twb
