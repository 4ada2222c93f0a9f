#pragma once

#include "core/metrics/huge_page_pool.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace twb {

// Up to 4096 consecutive points of a SeriesData, in their compact form (see SeriesData). In a
// header of its own so that the hot readers (y, step, time) inline into the decimator.
struct SeriesChunk
{
    static constexpr std::size_t kSize = std::size_t(1) << 12;

    std::vector<double, HugePageChunkAllocator<double>> y;
    double timeBase = 0;
    std::vector<std::int32_t> timeMs;     // time = timeBase + timeMs[i] / 1000
    std::vector<double> timeFull;         // instead of timeMs once a span overflows 32-bit ms
    std::int64_t stepBase = 0;
    std::int64_t stepStride = 0;
    bool stepArithmetic = true;           // step(i) = stepBase + i * stepStride
    std::vector<std::int32_t> stepOffsets;
    std::vector<std::int64_t> stepFull;   // instead of stepOffsets once an offset overflows

    std::size_t count() const { return y.size(); }

    // Steps come from files and streams and may be anything in int64 ("step": 1e300 saturates
    // to INT64_MAX), so progressions and offsets are computed with wrapping (unsigned)
    // arithmetic: defined for every step, no slower, and stepAt() uses the same expressions, so
    // a step that matched reads back exactly.
    static std::int64_t wrapAdd(std::int64_t a, std::int64_t b) { return std::int64_t(std::uint64_t(a) + std::uint64_t(b)); }
    static std::int64_t wrapSub(std::int64_t a, std::int64_t b) { return std::int64_t(std::uint64_t(a) - std::uint64_t(b)); }
    static std::int64_t progression(std::int64_t base, std::size_t j, std::int64_t stride)
    {
        return std::int64_t(std::uint64_t(base) + std::uint64_t(j) * std::uint64_t(stride));
    }

    // Hot path of appendStep: a chunk that is still an arithmetic progression.
    void appendStep(std::size_t j, std::int64_t step)
    {
        if (stepArithmetic && j >= 2 && step == progression(stepBase, j, stepStride))
            return;
        appendStepSlow(j, step);
    }

    std::int64_t stepAt(std::size_t j) const
    {
        if (stepArithmetic)
            return progression(stepBase, j, stepStride);
        if (!stepFull.empty())
            return stepFull[j];
        return wrapAdd(stepBase, stepOffsets[j]);
    }
    double timeAt(std::size_t j) const
    {
        if (!timeFull.empty())
            return timeFull[j];
        return timeBase + double(timeMs[j]) / 1000.0;
    }

    void appendStepSlow(std::size_t j, std::int64_t step)
    {
        if (j == 0) {
            stepBase = step;
            return;
        }
        if (stepArithmetic) {
            if (j == 1) {
                stepStride = wrapSub(step, stepBase);
                return;
            }
            if (step == progression(stepBase, j, stepStride))
                return;
            // Not a progression any more: write out the offsets so far.
            std::int64_t span = 0;
            if (__builtin_mul_overflow(stepStride, std::int64_t(j - 1), &span)
                || span > std::numeric_limits<std::int32_t>::max() || span < std::numeric_limits<std::int32_t>::min()) {
                widenSteps(j);
            } else {
                stepOffsets.reserve(kSize);
                for (std::size_t k = 0; k < j; ++k)
                    stepOffsets.push_back(std::int32_t(std::int64_t(k) * stepStride));
                stepArithmetic = false;
            }
        }
        if (!stepFull.empty()) {
            stepFull.push_back(step);
            return;
        }
        const std::int64_t offset = wrapSub(step, stepBase);
        if (offset > std::numeric_limits<std::int32_t>::max() || offset < std::numeric_limits<std::int32_t>::min()) {
            widenSteps(j);
            stepFull.push_back(step);
            return;
        }
        stepOffsets.push_back(std::int32_t(offset));
    }

    void widenSteps(std::size_t j)
    {
        std::vector<std::int64_t> full;
        full.reserve(kSize);
        for (std::size_t k = 0; k < j; ++k)
            full.push_back(stepAt(k));
        stepFull = std::move(full);
        stepArithmetic = false;
        stepOffsets = {};
    }

    void appendTime(std::size_t j, double time)
    {
        if (timeFull.empty()) [[likely]] {
            if (j == 0)
                timeBase = time;
            const double ms = (time - timeBase) * 1000.0;
            // The range test is false for NaN too.
            if (ms < 2147483647.0 && ms > -2147483647.0) [[likely]] {
                timeMs.push_back(std::int32_t(ms < 0 ? ms - 0.5 : ms + 0.5));
                return;
            }
        } else {
            timeFull.push_back(time);
            return;
        }
        widenTime(j, time);
    }

    void widenTime(std::size_t j, double time)
    {
        std::vector<double> full;
        full.reserve(kSize);
        for (std::size_t k = 0; k < j; ++k)
            full.push_back(timeAt(k));
        full.push_back(time);
        timeFull = std::move(full);
        timeMs = {};
    }

    std::size_t bytesUsed() const
    {
        return sizeof(SeriesChunk) + y.capacity() * sizeof(double) + timeMs.capacity() * sizeof(std::int32_t)
               + timeFull.capacity() * sizeof(double) + stepOffsets.capacity() * sizeof(std::int32_t)
               + stepFull.capacity() * sizeof(std::int64_t);
    }
};

} // namespace twb
