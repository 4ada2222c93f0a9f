#pragma once

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace twb {

// Per-block summaries of a growing series, so that the minimum, maximum, sum and count of any
// index range cost O(log n) instead of a scan: the decimated view of 10M points then takes a
// few hundred lookups per pixel column. Level 0 summarises blocks of 32 points, each level
// above 4 blocks of the one below. A block stores indices (not values) of its extremes, 24
// bytes per 32 points, about 1 byte per point with all levels. Non-finite values (NaN, inf)
// are left out of every summary; the series keeps their indices separately.
class MinMaxPyramid final
{
public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    static constexpr int kBaseBits = 5;     // 32 points per level-0 block
    static constexpr int kFanBits = 2;      // 4 blocks per block of the next level

    struct Summary
    {
        std::uint32_t argMin = kNone;       // first index of the minimum, kNone if no finite value
        std::uint32_t argMax = kNone;
        std::uint32_t count = 0;            // finite values
        double sum = 0;
        double min = std::numeric_limits<double>::infinity();
        double max = -std::numeric_limits<double>::infinity();
    };

    // Call when the series' size reaches a multiple of 32; `block` holds its last 32 values
    // and `yAt(i)` reads any value.
    template <typename YAt>
    void onBlockComplete(std::size_t size, const double *block, const YAt &yAt)
    {
        constexpr std::size_t base = std::size_t(1) << kBaseBits;
        Summary s;
        const std::size_t first = size - base;
        for (std::size_t k = 0; k < base; ++k)
            foldPoint(s, std::uint32_t(first + k), block[k]);
        pushBlock(0, s);
        for (std::size_t level = 1;; ++level) {
            const auto &below = m_levels[level - 1];
            if (below.size() % (std::size_t(1) << kFanBits) != 0)
                break;
            Summary up;
            for (std::size_t b = below.size() - (std::size_t(1) << kFanBits); b < below.size(); ++b)
                foldBlock(up, below[b], yAt);
            pushBlock(level, up);
        }
    }

    // Summary of [begin, end).
    template <typename YAt>
    Summary query(std::size_t begin, std::size_t end, const YAt &yAt) const
    {
        Summary s;
        std::size_t i = begin;
        constexpr std::size_t base = std::size_t(1) << kBaseBits;
        const std::size_t covered = m_levels.empty() ? 0 : (m_levels[0].size() << kBaseBits);
        while (i < end) {
            if ((i & (base - 1)) != 0 || i + base > end || i + base > covered) {
                foldPoint(s, std::uint32_t(i), yAt(i));
                ++i;
                continue;
            }
            const std::size_t block = i >> kBaseBits;
            int level = block == 0 ? int(m_levels.size()) - 1
                                   : std::min(int(m_levels.size()) - 1, std::countr_zero(block) / kFanBits);
            while (level > 0) {
                const int bits = kBaseBits + level * kFanBits;
                if (i + (std::size_t(1) << bits) <= end && (i >> bits) < m_levels[std::size_t(level)].size())
                    break;
                --level;
            }
            const int bits = kBaseBits + level * kFanBits;
            foldBlock(s, m_levels[std::size_t(level)][i >> bits], yAt);
            i += std::size_t(1) << bits;
        }
        return s;
    }

    std::size_t bytesUsed() const
    {
        std::size_t bytes = m_levels.capacity() * sizeof(std::vector<Block>);
        for (const auto &level : m_levels)
            bytes += level.capacity() * sizeof(Block);
        return bytes;
    }

private:
    struct Block
    {
        std::uint32_t argMin = kNone;
        std::uint32_t argMax = kNone;
        std::uint32_t count = 0;
        double sum = 0;
    };

    static void foldPoint(Summary &s, std::uint32_t i, double y)
    {
        if (!std::isfinite(y))
            return;
        ++s.count;
        s.sum += y;
        if (y < s.min) {
            s.min = y;
            s.argMin = i;
        }
        if (y > s.max) {
            s.max = y;
            s.argMax = i;
        }
    }

    template <typename YAt>
    static void foldBlock(Summary &s, const Block &b, const YAt &yAt)
    {
        if (b.count == 0)
            return;
        s.count += b.count;
        s.sum += b.sum;
        const double lo = yAt(b.argMin);
        const double hi = yAt(b.argMax);
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

    void pushBlock(std::size_t level, const Summary &s)
    {
        if (m_levels.size() <= level)
            m_levels.resize(level + 1);
        auto &blocks = m_levels[level];
        // Grow in steps that keep the slack small: these vectors can get long.
        if (blocks.size() == blocks.capacity())
            blocks.reserve(blocks.size() < 64 ? 64 : blocks.size() + blocks.size() / 2);
        blocks.push_back({s.argMin, s.argMax, s.count, s.sum});
    }

    std::vector<std::vector<Block>> m_levels;
};

} // namespace twb
