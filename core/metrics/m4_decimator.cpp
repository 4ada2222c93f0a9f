#include "core/metrics/m4_decimator.h"

#include "core/metrics/series_data.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace twb {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct Emitter
{
    const SeriesData &series;
    XAxis axis;
    double offset;
    SeriesView &out;
    double lastFiniteY = kNaN;

    double xAt(std::size_t i) const { return series.x(i, axis) - offset; }

    void point(std::size_t i, bool withMarker)
    {
        const double y = series.y(i);
        if (std::isfinite(y)) {
            out.x.push_back(xAt(i));
            out.y.push_back(y);
            out.index.push_back(std::uint32_t(i));
            lastFiniteY = y;
            return;
        }
        gap(i);
        if (withMarker) {
            out.markerX.push_back(xAt(i));
            out.markerY.push_back(lastFiniteY);
        }
    }

    void gap(std::size_t i)
    {
        // Two gaps in a row say nothing more than one.
        if (!out.y.empty() && std::isnan(out.y.back()))
            return;
        out.x.push_back(xAt(i));
        out.y.push_back(kNaN);
        out.index.push_back(std::uint32_t(i));
    }
};

// First index in [begin, end) for which less() is false (less is true on a prefix). Gallops
// from `begin` first: consecutive pixel columns are close together, so this takes
// log(points per column) probes instead of log(points).
template <typename Less>
std::size_t gallop(std::size_t begin, std::size_t end, std::size_t guess, const Less &less)
{
    std::size_t step = std::max<std::size_t>(1, guess);
    std::size_t lo = begin;
    while (lo + step < end && less(lo + step)) {
        lo += step;
        step *= 2;
    }
    std::size_t hi = std::min(end, lo + step + 1);
    std::size_t count = hi - lo;
    while (count > 0) {
        const std::size_t half = count / 2;
        if (less(lo + half)) {
            lo += half + 1;
            count -= half + 1;
        } else {
            count = half;
        }
    }
    return lo;
}

// First index in [begin, end) whose x >= value (x is non-decreasing there).
template <typename Less>
std::size_t search(std::size_t begin, std::size_t end, const Less &less)
{
    std::size_t count = end - begin;
    while (count > 0) {
        const std::size_t half = count / 2;
        if (less(begin + half)) {
            begin += half + 1;
            count -= half + 1;
        } else {
            count = half;
        }
    }
    return begin;
}

} // namespace

void M4Decimator::decimate(const SeriesData &series, XAxis axis, double xOffset, double x0, double x1,
                           int columns, SeriesView &out)
{
    out.clear();
    if (columns <= 0 || !(x1 >= x0) || series.size() == 0)
        return;
    Emitter emit{series, axis, xOffset, out};
    const auto &breaks = series.breaks(axis);
    const auto &nonFinite = series.nonFinite();

    std::size_t segmentBegin = 0;
    for (std::size_t s = 0; s <= breaks.size(); ++s) {
        const std::size_t segmentEnd = s < breaks.size() ? breaks[s] : series.size();
        const std::size_t begin = segmentBegin;
        segmentBegin = segmentEnd;
        if (begin >= segmentEnd)
            continue;
        const std::size_t lo = search(begin, segmentEnd, [&](std::size_t i) { return emit.xAt(i) < x0; });
        const std::size_t hi = search(lo, segmentEnd, [&](std::size_t i) { return emit.xAt(i) <= x1; });
        const bool before = lo > begin;
        const bool after = hi < segmentEnd;
        if (lo == hi && !(before && after))
            continue;   // this segment does not cross the view
        if (!out.y.empty())
            emit.gap(before ? lo - 1 : lo);
        out.rawPointsInRange += hi - lo;
        if (before)
            emit.point(lo - 1, false);

        std::size_t columnBegin = lo;
        const std::size_t perColumn = (hi - lo) / std::size_t(columns);
        for (int p = 0; p < columns && columnBegin < hi; ++p) {
            if (perColumn > 4) {
                // Two columns ahead: the edges the pyramid will read raw.
                series.prefetch(columnBegin + 2 * perColumn);
                series.prefetch(columnBegin + 3 * perColumn);
            }
            std::size_t columnEnd = hi;
            if (p + 1 < columns) {
                const double right = boundary(x0, x1, columns, p + 1);
                columnEnd = gallop(columnBegin, hi, perColumn, [&](std::size_t i) { return emit.xAt(i) < right; });
            }
            const std::size_t a = columnBegin;
            const std::size_t b = columnEnd;
            columnBegin = columnEnd;
            if (a == b)
                continue;
            // The first non-finite value of the column, if any: one gap and one marker.
            const auto nf = std::lower_bound(nonFinite.begin(), nonFinite.end(), std::uint32_t(a));
            const std::size_t firstNonFinite = (nf != nonFinite.end() && *nf < b) ? *nf : SIZE_MAX;
            if (b - a <= 4) {
                for (std::size_t i = a; i < b; ++i)
                    emit.point(i, i == firstNonFinite);
                continue;
            }
            const auto summary = series.summary(a, b);
            std::array<std::size_t, 5> picks{a, b - 1, SIZE_MAX, SIZE_MAX, firstNonFinite};
            if (summary.argMin != MinMaxPyramid::kNone) {
                picks[2] = summary.argMin;
                picks[3] = summary.argMax;
            }
            std::sort(picks.begin(), picks.end());
            std::size_t previous = SIZE_MAX;
            for (const std::size_t i : picks) {
                if (i == SIZE_MAX || i == previous)
                    continue;
                previous = i;
                emit.point(i, i == firstNonFinite);
            }
        }
        if (after)
            emit.point(hi, false);
    }
}

} // namespace twb
