#pragma once

#include "core/metrics/finite_extremes_scan.h"
#include "core/metrics/value_ptr.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace twb {

// A prefetch the compiler keeps: GCC deletes a loop whose only effect is __builtin_prefetch
// (it counts as no side effect, and C++ loops may be assumed to end), which silently
// dropped the decimator's prefetches.
inline void prefetchLine(const void *address)
{
#if defined(__x86_64__) || defined(__i386__)
    asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char *>(address)));
#else
    __builtin_prefetch(address);
#endif
}

// Per-block summaries of a growing series, so that the minimum, maximum, sum and count of any
// index range cost O(log n) instead of a scan: the decimated view of 10M points then takes a
// few dozen lookups per pixel column. Level 0 summarises blocks of 64 points, each level
// above 4 blocks of the one below: 40 bytes per 64 points, about 0.85 bytes per point with all
// levels (64 rather than 32: half the memory, for edge runs of up to 63 values per query).
// Non-finite values (NaN, inf) are left out of every summary; the series keeps their indices
// separately.
class MinMaxPyramid final
{
public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    static constexpr int kBaseBits = 6;     // 64 points per level-0 block
    static constexpr int kFanBits = 2;      // 4 blocks per block of the next level
    static constexpr std::size_t kFlatBlocks = 24;   // extremes(): up to this, level 0 only

    struct Summary
    {
        std::uint32_t argMin = kNone;       // first index of the minimum, kNone if no finite value
        std::uint32_t argMax = kNone;
        std::uint32_t count = 0;            // finite values
        double sum = 0;
        double min = std::numeric_limits<double>::infinity();
        double max = -std::numeric_limits<double>::infinity();
    };

    // Call when the series' size reaches a multiple of 64; `block` holds its last 64 values.
    template <typename Values>   // const double *, const float * or ValuePtr
    void onBlockComplete(std::size_t size, Values block)
    {
        constexpr std::size_t base = std::size_t(1) << kBaseBits;
        Summary s;
        foldBlockValues(s, block, size - base);
        pushBlock(0, s);
        for (std::size_t level = 1;; ++level) {
            const auto &below = m_levels[level - 1];
            if (below.size() % (std::size_t(1) << kFanBits) != 0)
                break;
            Summary up;
            for (std::size_t b = below.size() - (std::size_t(1) << kFanBits); b < below.size(); ++b)
                foldBlock(up, below[b]);
            pushBlock(level, up);
        }
    }

    // Summary of [begin, end). `points(i)` returns a pointer to value i such that the rest of
    // its 64-block follows contiguously (edge runs are folded from it in a tight loop): a
    // const double *, or a ValuePtr (float or double, one branch per run).
    template <typename Points>
    Summary query(std::size_t begin, std::size_t end, const Points &points) const
    {
        Summary s;
        walk(
            begin, end, [&](std::size_t a, std::size_t b) { foldValues(s, points(a), a, b - a); },
            [&](const Block &block) { foldBlock(s, block); });
        return s;
    }

    // Minimum and maximum of [begin, end) with their first indices, as query() gives them (its
    // sum and count left at 0), reading raw values only where the blocks cannot tell. An edge
    // run (the part of a 64-block at either end of the range) is answered by its block when the
    // block's extreme lies inside the run, and skipped when the block's extreme cannot beat what
    // the rest of the range holds; only otherwise is it scanned.
    template <typename Points>
    Summary extremes(std::size_t begin, std::size_t end, const Points &points) const
    {
        Summary s;
        if (begin >= end)
            return s;
        const std::size_t covered = m_levels.empty() ? 0 : (m_levels[0].size() << kBaseBits);
        // At most two edge runs inside finished blocks; everything else is folded exactly.
        struct Edge
        {
            std::size_t a = 0, b = 0;
            const Block *block = nullptr;
        };
        Edge edges[2];
        int edgeCount = 0;
        auto onRun = [&](std::size_t a, std::size_t b) {
            if (b <= covered && edgeCount < 2)
                edges[edgeCount++] = {a, b, &m_levels[0][a >> kBaseBits]};
            else
                foldValues(s, points(a), a, b - a);   // the unfinished last block
        };
        constexpr std::size_t base = std::size_t(1) << kBaseBits;
        const std::size_t firstWhole = (begin + base - 1) >> kBaseBits;
        const std::size_t endWhole = std::min(end, covered) >> kBaseBits;
        if (firstWhole < endWhole && endWhole - firstWhole <= kFlatBlocks) {
            // A few blocks: their level-0 summaries in a row (the next column's follow on in
            // memory, which the hardware prefetches), rather than the walk up and down levels.
            if (begin < firstWhole << kBaseBits)
                onRun(begin, firstWhole << kBaseBits);
            const Block *block = &m_levels[0][firstWhole];
            for (std::size_t k = firstWhole; k < endWhole; ++k, ++block)
                foldBlock(s, *block);
            for (std::size_t i = endWhole << kBaseBits; i < end;) {
                const std::size_t runEnd = std::min(end, (i + base) & ~(base - 1));
                onRun(i, runEnd);
                i = runEnd;
            }
        } else {
            walk(begin, end, onRun, [&](const Block &block) { foldBlock(s, block); });
        }
        // First the runs whose block's extreme lies inside them: those are exact.
        bool needMin[2] = {false, false};
        bool needMax[2] = {false, false};
        for (int e = 0; e < edgeCount; ++e) {
            const Edge &edge = edges[e];
            const Block &b = *edge.block;
            if (b.count == 0)
                continue;
            if (b.argMin >= edge.a && b.argMin < edge.b)
                takeMin(s, b.min, b.argMin);
            else
                needMin[e] = true;
            if (b.argMax >= edge.a && b.argMax < edge.b)
                takeMax(s, b.max, b.argMax);
            else
                needMax[e] = true;
        }
        // Then the others, scanned only if their block's extreme (a bound on theirs) could
        // win; equal counts, as an equal value further left would be the first index.
        for (int e = 0; e < edgeCount; ++e) {
            const Block &b = *edges[e].block;
            if ((needMin[e] && b.min <= s.min) || (needMax[e] && b.max >= s.max)) {
                Summary run;
                if (b.count == base)   // all finite
                    scanFinite(run, points(edges[e].a), edges[e].a, edges[e].b - edges[e].a);
                else
                    foldValues(run, points(edges[e].a), edges[e].a, edges[e].b - edges[e].a);
                if (run.argMin != kNone) {
                    takeMin(s, run.min, run.argMin);
                    takeMax(s, run.max, run.argMax);
                }
            }
        }
        s.count = 0;
        s.sum = 0;
        return s;
    }

    // Asks the CPU to fetch what extremes(begin, end) reads at its ends: the edge runs' level-0
    // blocks and their values (M4 draws the first and last too). The blocks between are left
    // to the hardware (walking the cover twice cost more than their misses).
    template <typename Points>
    void prefetchExtremes(std::size_t begin, std::size_t end, const Points &points) const
    {
        if (begin >= end)
            return;
        const std::size_t level0 = m_levels.empty() ? 0 : m_levels[0].size();
        if ((begin >> kBaseBits) < level0)
            prefetchLine(&m_levels[0][begin >> kBaseBits]);
        if (((end - 1) >> kBaseBits) < level0)
            prefetchLine(&m_levels[0][(end - 1) >> kBaseBits]);
        // The edge runs whole (a block's lines are contiguous): about half of them are scanned
        // (see extremes), and a scan that waits for each line in turn was most of a view.
        constexpr std::size_t base = std::size_t(1) << kBaseBits;
        const std::size_t leftEnd = std::min(end, (begin + base - 1) & ~(base - 1));
        prefetchRun(points(begin), leftEnd - begin);
        const std::size_t rightBegin = std::max(leftEnd, (end - 1) & ~(base - 1));
        if (rightBegin < end)
            prefetchRun(points(rightBegin), end - rightBegin);
    }

    static void prefetchRun(ValuePtr first, std::size_t n)
    {
        first.visit([n](const auto *v) { prefetchRun(v, n); });
    }
    template <typename T>
    static void prefetchRun(const T *first, std::size_t n)
    {
        const auto line = reinterpret_cast<std::uintptr_t>(first) & ~std::uintptr_t(63);
        const auto last = reinterpret_cast<std::uintptr_t>(first + (n - 1));
        for (std::uintptr_t l = line; l <= last; l += 64)
            prefetchLine(reinterpret_cast<const void *>(l));
    }

    // Asks the CPU to fetch everything query(begin, end) will read. A decimated view of a
    // large series is bound by memory latency (every pixel column reads raw values and blocks
    // far from the last column's); issued a few columns ahead, these loads overlap.
    template <typename Points>
    void prefetchQuery(std::size_t begin, std::size_t end, const Points &points) const
    {
        walk(
            begin, end,
            [&](std::size_t a, std::size_t b) { prefetchRun(points(a), b - a); },
            [](const Block &block) { prefetchLine(&block); });
    }

    // Minimum and maximum of values[0, n) (n > 0, all finite) with their first indices, into
    // an empty `s`, without a test per value for NaN or a sum (FiniteExtremesScan).
    static void scanFinite(Summary &s, ValuePtr v, std::size_t first, std::size_t n)
    {
        v.visit([&](const auto *values) { scanFinite(s, values, first, n); });
    }
    template <typename T>   // float or double; float compares as its double would
    static void scanFinite(Summary &s, const T *v, std::size_t first, std::size_t n)
    {
        const FiniteExtremesScan::Result r = FiniteExtremesScan::scan(v, n);
        s.min = double(v[r.argMin]);   // the value at the index: +0 and -0 compare equal
        s.max = double(v[r.argMax]);
        s.argMin = std::uint32_t(first + r.argMin);
        s.argMax = std::uint32_t(first + r.argMax);
    }

    // The summary of a whole 64-block of values into an empty `s`, in SSE2 lanes: a finite sum
    // means every value is finite (a NaN or inf makes it NaN or inf), and the lanes' extremes
    // are then the block's; otherwise (or if the sum overflowed) the fold that tests each
    // value. That scalar fold was a quarter of appending a point: a sum that waited on itself
    // 64 times, and two compares with branches per value.
    static void foldBlockValues(Summary &s, ValuePtr values, std::size_t first)
    {
        values.visit([&](const auto *v) { foldBlockValues(s, v, first); });
    }
    template <typename T>
    static void foldBlockValues(Summary &s, const T *values, std::size_t first)
    {
        constexpr std::size_t n = std::size_t(1) << kBaseBits;
#if defined(__SSE2__)
        double total = 0, min = 0, max = 0;
        if constexpr (std::is_same_v<T, float>) {
            // Extremes in float lanes (exact), the sum in double lanes as the scalar fold adds.
            __m128 lo = _mm_loadu_ps(values), hi = lo;
            __m128d sum0 = _mm_setzero_pd(), sum1 = _mm_setzero_pd();
            for (std::size_t k = 0; k < n; k += 4) {
                const __m128 x = _mm_loadu_ps(values + k);
                lo = _mm_min_ps(x, lo);
                hi = _mm_max_ps(x, hi);
                sum0 = _mm_add_pd(sum0, _mm_cvtps_pd(x));
                sum1 = _mm_add_pd(sum1, _mm_cvtps_pd(_mm_movehl_ps(x, x)));
            }
            lo = _mm_min_ps(lo, _mm_movehl_ps(lo, lo));
            hi = _mm_max_ps(hi, _mm_movehl_ps(hi, hi));
            min = double(_mm_cvtss_f32(_mm_min_ss(lo, _mm_shuffle_ps(lo, lo, 1))));
            max = double(_mm_cvtss_f32(_mm_max_ss(hi, _mm_shuffle_ps(hi, hi, 1))));
            const __m128d sum = _mm_add_pd(sum0, sum1);
            total = _mm_cvtsd_f64(_mm_add_sd(sum, _mm_unpackhi_pd(sum, sum)));
        } else {
            __m128d lo0 = _mm_loadu_pd(values), hi0 = lo0, lo1 = lo0, hi1 = lo0;
            __m128d sum0 = _mm_setzero_pd(), sum1 = _mm_setzero_pd();
            for (std::size_t k = 0; k < n; k += 4) {
                const __m128d x = _mm_loadu_pd(values + k);
                const __m128d y = _mm_loadu_pd(values + k + 2);
                lo0 = _mm_min_pd(x, lo0);
                lo1 = _mm_min_pd(y, lo1);
                hi0 = _mm_max_pd(x, hi0);
                hi1 = _mm_max_pd(y, hi1);
                sum0 = _mm_add_pd(sum0, x);
                sum1 = _mm_add_pd(sum1, y);
            }
            const __m128d lo = _mm_min_pd(lo0, lo1), hi = _mm_max_pd(hi0, hi1);
            min = _mm_cvtsd_f64(_mm_min_sd(lo, _mm_unpackhi_pd(lo, lo)));
            max = _mm_cvtsd_f64(_mm_max_sd(hi, _mm_unpackhi_pd(hi, hi)));
            const __m128d sum = _mm_add_pd(sum0, sum1);
            total = _mm_cvtsd_f64(_mm_add_sd(sum, _mm_unpackhi_pd(sum, sum)));
        }
        // With a NaN among them, min/max lanes hold anything; the sum says so and we fold.
        if (!(total >= -std::numeric_limits<double>::max() && total <= std::numeric_limits<double>::max())) {
            foldValues(s, values, first, n);
            return;
        }
        const FiniteExtremesScan::Result at = FiniteExtremesScan::firstIndices<n>(values, T(min), T(max));
        s.min = double(values[at.argMin]);   // the value at the index: +0 and -0 compare equal
        s.max = double(values[at.argMax]);
        s.argMin = std::uint32_t(first + at.argMin);
        s.argMax = std::uint32_t(first + at.argMax);
        s.count = std::uint32_t(n);
        s.sum = total;
#else
        foldValues(s, values, first, n);
#endif
    }

    // Folds values[0, n) whose first index is `first` (finite values only).
    static void foldValues(Summary &s, ValuePtr values, std::size_t first, std::size_t n)
    {
        values.visit([&](const auto *v) { foldValues(s, v, first, n); });
    }
    template <typename T>
    static void foldValues(Summary &s, const T *values, std::size_t first, std::size_t n)
    {
        std::uint32_t count = 0;
        double sum = 0;
        double lo = s.min;
        double hi = s.max;
        std::uint32_t argLo = s.argMin;
        std::uint32_t argHi = s.argMax;
        for (std::size_t k = 0; k < n; ++k) {
            const double y = double(values[k]);
            // False for NaN and +-inf: non-finite values are left out.
            if (!(y >= -std::numeric_limits<double>::max() && y <= std::numeric_limits<double>::max()))
                continue;
            ++count;
            sum += y;
            if (y < lo) {
                lo = y;
                argLo = std::uint32_t(first + k);
            }
            if (y > hi) {
                hi = y;
                argHi = std::uint32_t(first + k);
            }
        }
        s.count += count;
        s.sum += sum;
        s.min = lo;
        s.max = hi;
        s.argMin = argLo;
        s.argMax = argHi;
    }

    std::size_t bytesUsed() const
    {
        std::size_t bytes = m_levels.capacity() * sizeof(std::vector<Block>);
        for (const auto &level : m_levels)
            bytes += level.capacity() * sizeof(Block);
        return bytes;
    }

private:
    // The cover of [begin, end) that query() folds: raw runs at the edges (each within one
    // 64-block) and, between them, the fewest whole blocks of any level, left to right.
    template <typename OnRun, typename OnBlock>
    void walk(std::size_t begin, std::size_t end, const OnRun &onRun, const OnBlock &onBlock) const
    {
        if (begin >= end)
            return;
        constexpr std::size_t base = std::size_t(1) << kBaseBits;
        const std::size_t covered = m_levels.empty() ? 0 : (m_levels[0].size() << kBaseBits);
        const std::size_t blocksEnd = std::min(end, covered);
        // Left edge: up to the next 64-boundary.
        std::size_t i = std::min(end, (begin + base - 1) & ~(base - 1));
        if (begin < i)
            onRun(begin, i);
        while (i + base <= blocksEnd) {
            const std::size_t block = i >> kBaseBits;
            int level = block == 0 ? int(m_levels.size()) - 1
                                   : std::min(int(m_levels.size()) - 1, std::countr_zero(block) / kFanBits);
            while (level > 0) {
                const int bits = kBaseBits + level * kFanBits;
                if (i + (std::size_t(1) << bits) <= blocksEnd && (i >> bits) < m_levels[std::size_t(level)].size())
                    break;
                --level;
            }
            const int bits = kBaseBits + level * kFanBits;
            onBlock(m_levels[std::size_t(level)][i >> bits]);
            i += std::size_t(1) << bits;
        }
        // Right edge: what no whole block covers (within one 64-block, or the unfinished last
        // one, which is also less than 64 points).
        while (i < end) {
            const std::size_t runEnd = std::min(end, (i + base) & ~(base - 1));
            onRun(i, runEnd);
            i = runEnd;
        }
    }

    // Extremes are kept as values too: reading them back through their indices would be a
    // cache miss per block on a large series.
    struct Block
    {
        double min = 0;
        double max = 0;
        double sum = 0;
        std::uint32_t argMin = kNone;
        std::uint32_t argMax = kNone;
        std::uint32_t count = 0;
    };

    static void foldBlock(Summary &s, const Block &b)
    {
        if (b.count == 0)
            return;
        s.count += b.count;
        s.sum += b.sum;
        const double lo = b.min;
        const double hi = b.max;
        // Blocks are folded left to right, so strict comparisons keep the first index.
        if (lo < s.min) {
            s.min = lo;
            s.argMin = b.argMin;
        }
        if (hi > s.max) {
            s.max = hi;
            s.argMax = b.argMax;
        }
    }

    // Folding out of index order: an equal value keeps the first index.
    static void takeMin(Summary &s, double value, std::uint32_t index)
    {
        if (value < s.min || (value == s.min && index < s.argMin)) {
            s.min = value;
            s.argMin = index;
        }
    }
    static void takeMax(Summary &s, double value, std::uint32_t index)
    {
        if (value > s.max || (value == s.max && index < s.argMax)) {
            s.max = value;
            s.argMax = index;
        }
    }

    void pushBlock(std::size_t level, const Summary &s)
    {
        if (m_levels.size() <= level)
            m_levels.resize(level + 1);
        auto &blocks = m_levels[level];
        // Grow in steps that keep the slack small: these vectors can get long.
        if (blocks.size() == blocks.capacity())
            blocks.reserve(blocks.size() < 64 ? 64 : blocks.size() + blocks.size() / 2);
        blocks.push_back({s.min, s.max, s.sum, s.argMin, s.argMax, s.count});
    }

    std::vector<std::vector<Block>> m_levels;
};

} // namespace twb
