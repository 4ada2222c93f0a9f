#pragma once

#include "core/metrics/series_key.h"
#include "core/metrics/series_view.h"

namespace twb {

class SeriesData;

// M4 decimation (Jugel et al., PVLDB 2014) of the visible x-range to a pixel width: per pixel
// column the first, last, minimum and maximum finite point, so the drawn polyline is the same
// as the full data's at that width and every spike survives. Min and max come from the
// series' pyramid, so the cost grows with the width, not with the number of points.
class M4Decimator final
{
public:
    // Left edge of pixel column `p` (p == columns is the right edge); a point belongs to the
    // column p with boundary(p) <= x < boundary(p + 1), the last column also taking x == x1.
    static double boundary(double x0, double x1, int columns, int p)
    {
        return x0 + (x1 - x0) * double(p) / double(columns);
    }

    // Shown x is the stored x minus `xOffset` (the run's start for relative time); x0/x1 are
    // in shown units. Points just outside the range are added so lines reach the edges.
    static void decimate(const SeriesData &series, XAxis axis, double xOffset, double x0, double x1,
                         int columns, SeriesView &out);
};

} // namespace twb
