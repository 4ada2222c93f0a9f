#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace twb {

// A series reduced to what a plot of `columns` pixel columns can show: for each column its
// first, last, minimum and maximum finite point (M4), in index order, so the drawn line keeps
// every spike. A NaN in `y` is a gap (a non-finite value, or a restart that set x back);
// `markerX`/`markerY` place a marker at each non-finite value (at most one per column), with
// markerY the last finite value before it (NaN when there is none).
struct SeriesView
{
    std::vector<double> x;
    std::vector<double> y;
    std::vector<std::uint32_t> index;   // index of each point in the raw series (gaps too)
    std::vector<double> markerX;
    std::vector<double> markerY;
    std::size_t rawPointsInRange = 0;

    void clear()
    {
        x.clear();
        y.clear();
        index.clear();
        markerX.clear();
        markerY.clear();
        rawPointsInRange = 0;
    }
};

// Several series (hosts of a run, or seeds of an ablation cell) reduced to one curve per pixel
// column: each series contributes its mean over the column; `mean` is the mean of those,
// `low`/`high` the band (min..max of them, or mean -/+ one standard deviation).
struct AggregateView
{
    std::vector<double> x;
    std::vector<double> mean;
    std::vector<double> low;
    std::vector<double> high;
    std::vector<int> contributors;   // how many series had a finite point in the column
};

// MinMax: the lowest and highest of the series' column values (means, or smoothed values);
// StdDev: the mean -/+ one standard deviation of them; Extremes: the lowest and highest point
// of any series in the column, which every series' own line lies within (Compare's envelopes;
// smoothed, a line is one point per column, and it is MinMax).
enum class BandKind { MinMax, StdDev, Extremes };

} // namespace twb
