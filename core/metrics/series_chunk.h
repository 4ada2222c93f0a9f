#pragma once

#include "core/metrics/huge_page_pool.h"
#include "core/metrics/value_ptr.h"

#include <bit>
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

    // Time is kept to the millisecond as ms = time - timeBase (in ms, rounded). In the compact
    // form (2.1 B per point) each run of 64 points stores its first ms and the step to its
    // second, and each point its int16 difference from that line: regular logging (a step every
    // n ms, with jitter) fits, and timeAt() is still one lookup. A chunk whose times do not fit
    // falls back to 32-bit ms per point, then to full doubles once a span overflows 32-bit ms.
    static constexpr int kTimeRunBits = 6;
    struct TimeRun
    {
        std::int32_t firstMs = 0;
        std::int32_t strideMs = 0;
    };
    enum class TimeForm : std::uint8_t { Compact, Ms, Full };

    // Values: float32 while every value appended is exactly a float, bit for bit (NaN, +-inf and
    // -0 included; metrics logged from float32 tensors are), then double from the first one
    // that is not (the floats so far converted, exactly). Lossless either way.
    std::vector<float, HugePageChunkAllocator<float>> yFloat;
    std::vector<double, HugePageChunkAllocator<double>> yDouble;
    bool yIsFloat = true;
    double timeBase = 0;
    TimeForm timeForm = TimeForm::Compact;
    std::vector<TimeRun> timeRuns;        // Compact: one per 64 points
    std::vector<std::int16_t> timeResidual;   // Compact: ms - (firstMs + k * strideMs)
    std::vector<std::int32_t> timeMs;     // Ms: time = timeBase + timeMs[i] / 1000
    std::vector<double> timeFull;         // Full: once a span overflows 32-bit ms
    std::int64_t stepBase = 0;
    std::int64_t stepStride = 0;
    bool stepArithmetic = true;           // step(i) = stepBase + i * stepStride
    std::vector<std::int32_t> stepOffsets;
    std::vector<std::int64_t> stepFull;   // instead of stepOffsets once an offset overflows

    std::size_t count() const { return yIsFloat ? yFloat.size() : yDouble.size(); }

    // Appends a value; false when the chunk had to change to double storage for it (its
    // values then live elsewhere).
    bool appendY(double v)
    {
        if (yIsFloat) [[likely]] {
            const float f = float(v);
            if (std::bit_cast<std::uint64_t>(double(f)) == std::bit_cast<std::uint64_t>(v)) [[likely]] {
                yFloat.push_back(f);
                return true;
            }
            widenY(v);
            return false;
        }
        yDouble.push_back(v);
        return true;
    }
    double yAt(std::size_t j) const { return yIsFloat ? double(yFloat[j]) : yDouble[j]; }
    ValuePtr yPtr(std::size_t j) const
    {
        if (yIsFloat)
            return {yFloat.data() + j, true};
        return {yDouble.data() + j, false};
    }

    void widenY(double v)
    {
        std::vector<double, HugePageChunkAllocator<double>> full;
        full.reserve(yFloat.capacity() > yFloat.size() ? yFloat.capacity() : yFloat.size() + 1);
        for (const float f : yFloat)
            full.push_back(double(f));
        full.push_back(v);
        yDouble = std::move(full);
        yFloat = decltype(yFloat)();   // (not `= {}`: that clears and keeps the buffer)
        yIsFloat = false;
    }

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
    std::int64_t compactMs(std::size_t j) const
    {
        const TimeRun &run = timeRuns[j >> kTimeRunBits];
        return std::int64_t(run.firstMs) + std::int64_t(j & ((std::size_t(1) << kTimeRunBits) - 1)) * run.strideMs
               + timeResidual[j];
    }
    // The same expression for every form (the ms value is the same integer), so a time reads
    // back identically whichever form its chunk ended up in.
    double timeAt(std::size_t j) const
    {
        if (timeForm == TimeForm::Compact) [[likely]]
            return timeBase + double(compactMs(j)) / 1000.0;
        if (timeForm == TimeForm::Ms)
            return timeBase + double(timeMs[j]) / 1000.0;
        return timeFull[j];
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
        stepOffsets = decltype(stepOffsets)();
    }

    void appendTime(std::size_t j, double time)
    {
        if (timeForm != TimeForm::Full) [[likely]] {
            if (j == 0)
                timeBase = time;
            const double ms = (time - timeBase) * 1000.0;
            // The range test is false for NaN too.
            if (ms < 2147483647.0 && ms > -2147483647.0) [[likely]] {
                const std::int32_t m = std::int32_t(ms < 0 ? ms - 0.5 : ms + 0.5);
                if (timeForm == TimeForm::Compact && appendCompactTime(j, m)) [[likely]]
                    return;
                if (timeForm == TimeForm::Compact)
                    widenTimeToMs(j);
                timeMs.push_back(m);
                return;
            }
        } else {
            timeFull.push_back(time);
            return;
        }
        widenTime(j, time);
    }

    bool appendCompactTime(std::size_t j, std::int32_t m)
    {
        const std::size_t k = j & ((std::size_t(1) << kTimeRunBits) - 1);
        if (k == 0) {
            timeRuns.push_back({m, 0});
            timeResidual.push_back(0);
            return true;
        }
        TimeRun &run = timeRuns.back();
        if (k == 1) {
            const std::int64_t stride = std::int64_t(m) - run.firstMs;
            if (stride > std::numeric_limits<std::int32_t>::max() || stride < std::numeric_limits<std::int32_t>::min())
                return false;
            run.strideMs = std::int32_t(stride);
            timeResidual.push_back(0);
            return true;
        }
        const std::int64_t residual = std::int64_t(m) - (std::int64_t(run.firstMs) + std::int64_t(k) * run.strideMs);
        if (residual > std::numeric_limits<std::int16_t>::max() || residual < std::numeric_limits<std::int16_t>::min())
            return false;
        timeResidual.push_back(std::int16_t(residual));
        return true;
    }

    // Compact -> 32-bit ms for the points before j.
    void widenTimeToMs(std::size_t j)
    {
        std::vector<std::int32_t> ms;
        ms.reserve(kSize);
        for (std::size_t k = 0; k < j; ++k)
            ms.push_back(std::int32_t(compactMs(k)));
        timeMs = std::move(ms);
        timeRuns = decltype(timeRuns)();
        timeResidual = decltype(timeResidual)();
        timeForm = TimeForm::Ms;
    }

    void widenTime(std::size_t j, double time)
    {
        std::vector<double> full;
        full.reserve(kSize);
        for (std::size_t k = 0; k < j; ++k)
            full.push_back(timeAt(k));
        full.push_back(time);
        timeFull = std::move(full);
        timeRuns = decltype(timeRuns)();
        timeResidual = decltype(timeResidual)();
        timeMs = decltype(timeMs)();
        timeForm = TimeForm::Full;
    }

    std::size_t bytesUsed() const
    {
        return sizeof(SeriesChunk) + yFloat.capacity() * sizeof(float) + yDouble.capacity() * sizeof(double) + timeRuns.capacity() * sizeof(TimeRun)
               + timeResidual.capacity() * sizeof(std::int16_t) + timeMs.capacity() * sizeof(std::int32_t)
               + timeFull.capacity() * sizeof(double) + stepOffsets.capacity() * sizeof(std::int32_t)
               + stepFull.capacity() * sizeof(std::int64_t);
    }
};

} // namespace twb
