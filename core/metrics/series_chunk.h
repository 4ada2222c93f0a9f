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

    // Time is kept to the millisecond as ms = time - timeBase (in ms, rounded). Each run of 64
    // points stores its first ms and a stride, and each point its difference from that line,
    // in the fewest bits the chunk's differences so far need: none while every point lies on
    // its line (a steady clock: 0.125 B per point), int8 (jitter of a few ms), int16. The
    // stride of a run is the mean step of the run before it (robust to jitter), of the
    // previous chunk's last run for a chunk's first, or else the run's first two times. A chunk
    // whose times fit none of these falls back to 32-bit ms per point, then to full doubles
    // once a span overflows 32-bit ms. timeAt() is one lookup in every form.
    static constexpr int kTimeRunBits = 6;
    static constexpr std::size_t kTimeRun = std::size_t(1) << kTimeRunBits;
    struct TimeRun
    {
        std::int32_t firstMs = 0;
        std::int32_t strideMs = 0;
    };
    enum class TimeForm : std::uint8_t { OnLine, Residual8, Residual16, Ms, Full };

    // Values: float32 while every value appended is exactly a float, bit for bit (NaN, +-inf and
    // -0 included; metrics logged from float32 tensors are), then double from the first one
    // that is not (the floats so far converted, exactly). Lossless either way.
    std::vector<float, HugePageChunkAllocator<float>> yFloat;
    std::vector<double, HugePageChunkAllocator<double>> yDouble;
    bool yIsFloat = true;
    double timeBase = 0;
    TimeForm timeForm = TimeForm::OnLine;
    bool fullSize = false;                // a long series' chunk: buffers get all 4096 slots at once
    bool strideFromSecond = true;         // the current run's stride comes from its second time
    std::int32_t strideHint = 0;          // the first run's stride, when strideFromSecond is false
    std::vector<TimeRun> timeRuns;        // OnLine, Residual8/16: one per 64 points
    std::vector<std::int8_t> timeResidual8;     // Residual8: ms - (firstMs + k * strideMs)
    std::vector<std::int16_t> timeResidual16;   // Residual16: the same
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
    std::int64_t lineMs(std::size_t j) const
    {
        const TimeRun &run = timeRuns[j >> kTimeRunBits];
        return std::int64_t(run.firstMs) + std::int64_t(j & (kTimeRun - 1)) * run.strideMs;
    }
    // For the forms with runs (OnLine, Residual8, Residual16).
    std::int64_t compactMs(std::size_t j) const
    {
        const std::int64_t line = lineMs(j);
        if (timeForm == TimeForm::OnLine)
            return line;
        return line + (timeForm == TimeForm::Residual8 ? std::int64_t(timeResidual8[j]) : std::int64_t(timeResidual16[j]));
    }
    // The same expression for every form (the ms value is the same integer), so a time reads
    // back identically whichever form its chunk ended up in.
    double timeAt(std::size_t j) const
    {
        if (timeForm < TimeForm::Ms) [[likely]]
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
                if (timeForm < TimeForm::Ms && appendCompactTime(j, m)) [[likely]]
                    return;
                if (timeForm < TimeForm::Ms)
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

    static bool fitsInt32(std::int64_t v)
    {
        return v <= std::numeric_limits<std::int32_t>::max() && v >= std::numeric_limits<std::int32_t>::min();
    }

    // False when m is too far from its run's line for 16 bits.
    bool appendCompactTime(std::size_t j, std::int32_t m)
    {
        const std::size_t k = j & (kTimeRun - 1);
        if (k >= 2 || (k == 1 && !strideFromSecond)) [[likely]] {
            const std::int64_t residual = std::int64_t(m) - lineMs(j);
            if (timeForm == TimeForm::OnLine && residual == 0) [[likely]]
                return true;
            if (timeForm == TimeForm::Residual8 && residual == std::int8_t(residual)) [[likely]] {
                timeResidual8.push_back(std::int8_t(residual));
                return true;
            }
            return appendResidual(j, residual);
        }
        return startTimeRun(j, m);
    }

    // A run's first time, or its second when that gives the stride.
    bool startTimeRun(std::size_t j, std::int32_t m)
    {
        if ((j & (kTimeRun - 1)) == 1) {
            const std::int64_t stride = std::int64_t(m) - timeRuns.back().firstMs;
            if (!fitsInt32(stride))
                return false;
            timeRuns.back().strideMs = std::int32_t(stride);
            return appendResidual(j, 0);
        }
        // The previous run's mean step (rounded), else the hint, else wait for the second time.
        std::int32_t stride = strideHint;
        if (!timeRuns.empty()) {
            stride = std::int32_t((std::int64_t(m) - timeRuns.back().firstMs + std::int64_t(kTimeRun / 2)) >> kTimeRunBits);
            strideFromSecond = false;
        }
        if (timeRuns.size() == timeRuns.capacity())
            timeRuns.reserve(fullSize ? kSize >> kTimeRunBits : timeRuns.size() < 4 ? 4 : timeRuns.size() * 2);
        timeRuns.push_back({m, strideFromSecond ? 0 : stride});
        return appendResidual(j, 0);
    }

    // Stores a point's difference from its run's line, in the chunk's width or a wider one.
    bool appendResidual(std::size_t j, std::int64_t residual)
    {
        if (timeForm == TimeForm::OnLine) {
            if (residual == 0)
                return true;
            if (residual == std::int8_t(residual)) {
                timeResidual8.reserve(fullSize ? kSize : j < 64 ? 64 : 2 * j);
                timeResidual8.assign(j, 0);
                timeForm = TimeForm::Residual8;
            } else {
                timeResidual16.reserve(fullSize ? kSize : j < 64 ? 64 : 2 * j);
                timeResidual16.assign(j, 0);
                timeForm = TimeForm::Residual16;
            }
        }
        if (timeForm == TimeForm::Residual8) {
            if (residual == std::int8_t(residual)) {
                timeResidual8.push_back(std::int8_t(residual));
                return true;
            }
            widenResidualTo16();
        }
        if (residual != std::int16_t(residual))
            return false;
        timeResidual16.push_back(std::int16_t(residual));
        return true;
    }

    void widenResidualTo16()
    {
        std::vector<std::int16_t> wide;
        wide.reserve(fullSize ? kSize : timeResidual8.capacity());
        for (const std::int8_t r : timeResidual8)
            wide.push_back(r);
        timeResidual16 = std::move(wide);
        timeResidual8 = decltype(timeResidual8)();
        timeForm = TimeForm::Residual16;
    }

    // Runs and residuals -> 32-bit ms for the points before j.
    void widenTimeToMs(std::size_t j)
    {
        std::vector<std::int32_t> ms;
        ms.reserve(kSize);
        for (std::size_t k = 0; k < j; ++k)
            ms.push_back(std::int32_t(compactMs(k)));
        timeMs = std::move(ms);
        dropCompactTime();
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
        dropCompactTime();
        timeMs = decltype(timeMs)();
        timeForm = TimeForm::Full;
    }

    void dropCompactTime()
    {
        timeRuns = decltype(timeRuns)();
        timeResidual8 = decltype(timeResidual8)();
        timeResidual16 = decltype(timeResidual16)();
    }

    // The stride the next chunk's first run may start with: this chunk's last.
    bool lastStride(std::int32_t &stride) const
    {
        if (timeForm >= TimeForm::Ms || timeRuns.empty())
            return false;
        stride = timeRuns.back().strideMs;
        return true;
    }

    std::size_t bytesUsed() const
    {
        return sizeof(SeriesChunk) + yFloat.capacity() * sizeof(float) + yDouble.capacity() * sizeof(double) + timeRuns.capacity() * sizeof(TimeRun)
               + timeResidual8.capacity() + timeResidual16.capacity() * sizeof(std::int16_t) + timeMs.capacity() * sizeof(std::int32_t)
               + timeFull.capacity() * sizeof(double) + stepOffsets.capacity() * sizeof(std::int32_t)
               + stepFull.capacity() * sizeof(std::int64_t);
    }
};

} // namespace twb
