#include "core/metrics/m4_decimator.h"

#include "core/metrics/series_data.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace twb {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::size_t kAhead = 4;   // columns

struct Emitter
{
    const SeriesData &series;
    XAxis axis;
    double offset;
    SeriesView &out;
    double lastFiniteY = kNaN;

    double xAt(std::size_t i) const { return series.x(i, axis) - offset; }

    void point(std::size_t i, bool withMarker) { point(i, series.y(i), withMarker); }

    // With y already known (a column's min and max come from the pyramid): reading it back
    // from the middle of a column would be a cache and TLB miss per point on a large series.
    void point(std::size_t i, double y, bool withMarker)
    {
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

// First index in [begin, end) for which less() is false (less is true on a prefix), searched
// outwards from a guess: on evenly spaced x (steps logged every n, a steady clock) the guess
// from interpolation is right or next to it, so a column edge costs two or three probes
// instead of log(points per column) unpredictable branches.
template <typename Less>
std::size_t searchNear(std::size_t begin, std::size_t end, std::size_t guess, const Less &less)
{
    guess = std::clamp(guess, begin, end);
    std::size_t lo = begin;
    std::size_t hi = end;
    if (guess < end && less(guess)) {
        lo = guess + 1;
        for (std::size_t step = 1;; step *= 2) {
            const std::size_t probe = guess + step;
            if (probe >= end)
                break;
            if (!less(probe)) {
                hi = probe;
                break;
            }
            lo = probe + 1;
        }
    } else {
        hi = guess;
        for (std::size_t step = 1;; step *= 2) {
            if (guess - begin < step)
                break;
            const std::size_t probe = guess - step;
            if (less(probe)) {
                lo = probe + 1;
                break;
            }
            hi = probe;
        }
    }
    return search(lo, hi, less);
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

        // Two passes: the column edges first (on the step axis this reads no point), then the
        // summaries, each column prefetching what the one kAhead columns on will read, so the
        // cache misses of far-apart columns overlap instead of queueing.
        thread_local std::vector<std::size_t> edges;
        edges.clear();
        edges.push_back(lo);
        const double xFirst = lo < hi ? emit.xAt(lo) : 0.0;
        const double perX = hi - lo > 1 ? double(hi - 1 - lo) / (emit.xAt(hi - 1) - xFirst) : 0.0;
        for (int p = 0; p + 1 < columns && edges.back() < hi; ++p) {
            const double right = boundary(x0, x1, columns, p + 1);
            const double estimate = std::isfinite(perX) ? (right - xFirst) * perX : 0.0;
            const std::size_t guess = lo + std::size_t(std::clamp(estimate, 0.0, double(hi - lo)));
            edges.push_back(searchNear(edges.back(), hi, guess, [&](std::size_t i) { return emit.xAt(i) < right; }));
        }
        if (edges.back() < hi)
            edges.push_back(hi);
        const std::size_t columnCount = edges.size() - 1;
        for (std::size_t c = 0; c < std::min(kAhead, columnCount); ++c)
            series.prefetchExtremes(edges[c], edges[c + 1]);
        for (std::size_t c = 0; c < columnCount; ++c) {
            if (c + kAhead < columnCount)
                series.prefetchExtremes(edges[c + kAhead], edges[c + kAhead + 1]);
            const std::size_t a = edges[c];
            const std::size_t b = edges[c + 1];
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
            const auto summary = series.extremes(a, b);
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
                if (i == summary.argMin)
                    emit.point(i, summary.min, false);
                else if (i == summary.argMax)
                    emit.point(i, summary.max, false);
                else
                    emit.point(i, i == firstNonFinite);
            }
        }
        if (after)
            emit.point(hi, false);
    }
}

} // namespace twb
