#include "core/metrics/m4_decimator.h"

#include "core/metrics/series_data.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace twb {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::size_t kAhead = 8;   // columns

// X of index i in shown units: from the series (any axis), or, for steps on one progression
// (the common case), by arithmetic without reading anything.
struct SeriesX
{
    const SeriesData &series;
    XAxis axis;
    double offset;
    double operator()(std::size_t i) const { return series.x(i, axis) - offset; }
};
struct ProgressionX
{
    SeriesData::StepProgression p;
    double offset;
    double operator()(std::size_t i) const
    {
        return double(SeriesChunk::progression(p.base, i, p.stride)) - offset;
    }
};

template <typename XAt, typename Rows>
struct Emitter
{
    XAt xAt;
    Rows rows;
    SeriesView &out;
    double lastFiniteY = kNaN;

    void point(std::size_t i, bool withMarker) { point(i, rows[i], withMarker); }

    // With y already known (a column's min and max come from the pyramid): reading it back
    // from the middle of a column would be a cache and TLB miss per point on a large series.
    void point(std::size_t i, double y, bool withMarker)
    {
        if (std::isfinite(y)) [[likely]] {
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

// Points per column up to which a column is scanned instead of asking the pyramid.
constexpr std::size_t kScanMax = 192;

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

// Orders two indices (in registers: an array sorted in place stalled on store forwarding).
inline void orderPair(std::size_t &x, std::size_t &y)
{
    const std::size_t lo = std::min(x, y);
    y = std::max(x, y);
    x = lo;
}

template <typename XAt, typename Rows>
void decimateWith(const SeriesData &series, const XAt &xAt, const Rows &yRows,
                  const std::vector<std::uint32_t> &breaks, double x0, double x1, int columns, SeriesView &out)
{
    Emitter<XAt, Rows> emit{xAt, yRows, out};
    const Rows &rows = emit.rows;
    const auto &nonFinite = series.nonFinite();
    // At most 4 points per column and a few gaps: no reallocation while emitting.
    const std::size_t expected = 4 * std::size_t(columns) + 8;
    out.x.reserve(expected);
    out.y.reserve(expected);
    out.index.reserve(expected);

    std::size_t segmentBegin = 0;
    for (std::size_t s = 0; s <= breaks.size(); ++s) {
        const std::size_t segmentEnd = s < breaks.size() ? breaks[s] : series.size();
        const std::size_t begin = segmentBegin;
        segmentBegin = segmentEnd;
        if (begin >= segmentEnd)
            continue;
        const std::size_t lo = search(begin, segmentEnd, [&](std::size_t i) { return xAt(i) < x0; });
        const std::size_t hi = search(lo, segmentEnd, [&](std::size_t i) { return xAt(i) <= x1; });
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
        const double xFirst = lo < hi ? xAt(lo) : 0.0;
        const double perX = hi - lo > 1 ? double(hi - 1 - lo) / (xAt(hi - 1) - xFirst) : 0.0;
        for (int p = 0; p + 1 < columns && edges.back() < hi; ++p) {
            const double right = M4Decimator::boundary(x0, x1, columns, p + 1);
            // NaN when x spans past double's range (inf - inf, 0 * inf): no guess then.
            const double estimate = std::isfinite(perX) ? (right - xFirst) * perX : 0.0;
            const std::size_t guess = lo + std::size_t(std::isnan(estimate) ? 0.0 : std::clamp(estimate, 0.0, double(hi - lo)));
            edges.push_back(searchNear(edges.back(), hi, guess, [&](std::size_t i) { return xAt(i) < right; }));
        }
        if (edges.back() < hi)
            edges.push_back(hi);
        const std::size_t columnCount = edges.size() - 1;
        const bool dense = hi - lo > kScanMax * columnCount / 2;
        if (dense)
            for (std::size_t c = 0; c < std::min(kAhead, columnCount); ++c)
                series.prefetchExtremes(edges[c], edges[c + 1], rows);
        // The non-finite values from here on (columns go left to right).
        auto nf = std::lower_bound(nonFinite.begin(), nonFinite.end(), std::uint32_t(lo));
        for (std::size_t c = 0; c < columnCount; ++c) {
            if (dense && c + kAhead < columnCount)
                series.prefetchExtremes(edges[c + kAhead], edges[c + kAhead + 1], rows);
            const std::size_t a = edges[c];
            const std::size_t b = edges[c + 1];
            if (a == b)
                continue;
            // The first non-finite value of the column, if any: one gap and one marker.
            while (nf != nonFinite.end() && *nf < a)
                ++nf;
            const std::size_t firstNonFinite = (nf != nonFinite.end() && *nf < b) ? *nf : SIZE_MAX;
            if (b - a <= 4) {
                for (std::size_t i = a; i < b; ++i)
                    emit.point(i, i == firstNonFinite);
                continue;
            }
            MinMaxPyramid::Summary summary;
            if (b - a <= kScanMax && firstNonFinite == SIZE_MAX) {
                // All finite, and few: a scan, in two parts where a chunk ends inside.
                const std::size_t split = std::min(b, (a | (SeriesData::kChunkSize - 1)) + 1);
                MinMaxPyramid::scanFinite(summary, rows.at(a), a, split - a);
                if (split < b) {
                    MinMaxPyramid::Summary right;
                    MinMaxPyramid::scanFinite(right, rows.at(split), split, b - split);
                    if (right.min < summary.min) {
                        summary.min = right.min;
                        summary.argMin = right.argMin;
                    }
                    if (right.max > summary.max) {
                        summary.max = right.max;
                        summary.argMax = right.argMax;
                    }
                }
            } else {
                summary = series.extremes(a, b, rows);
            }
            // First, last, min, max and the first non-finite value, in index order, each once
            // (the middle three lie in [a, b - 1]; SIZE_MAX: none).
            std::size_t m0 = summary.argMin != MinMaxPyramid::kNone ? summary.argMin : SIZE_MAX;
            std::size_t m1 = summary.argMax != MinMaxPyramid::kNone ? summary.argMax : SIZE_MAX;
            std::size_t m2 = firstNonFinite;
            orderPair(m0, m1);
            orderPair(m1, m2);
            orderPair(m0, m1);
            std::size_t previous = SIZE_MAX;
            for (const std::size_t i : {a, m0, m1, m2, b - 1}) {
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

// The loops typed on the series' value form: float or double when all its chunks agree (the
// common case), a branch per run otherwise.
template <typename XAt>
void decimateWith(const SeriesData &series, const XAt &xAt, const std::vector<std::uint32_t> &breaks, double x0,
                  double x1, int columns, SeriesView &out)
{
    switch (series.valueForm()) {
    case SeriesData::ValueForm::Float:
        decimateWith(series, xAt, series.yRows<float>(), breaks, x0, x1, columns, out);
        return;
    case SeriesData::ValueForm::Double:
        decimateWith(series, xAt, series.yRows<double>(), breaks, x0, x1, columns, out);
        return;
    case SeriesData::ValueForm::Mixed:
        decimateWith(series, xAt, series.yRows(), breaks, x0, x1, columns, out);
        return;
    }
}

} // namespace

void M4Decimator::decimate(const SeriesData &series, XAxis axis, double xOffset, double x0, double x1,
                           int columns, SeriesView &out)
{
    out.clear();
    if (columns <= 0 || !(x1 >= x0) || series.size() == 0)
        return;
    if (axis == XAxis::Step) {
        const SeriesData::StepProgression p = series.stepProgression();
        if (p.end == series.size()) {
            decimateWith(series, ProgressionX{p, xOffset}, series.breaks(axis), x0, x1, columns, out);
            return;
        }
    }
    decimateWith(series, SeriesX{series, axis, xOffset}, series.breaks(axis), x0, x1, columns, out);
}

} // namespace twb
