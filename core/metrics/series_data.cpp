#include "core/metrics/series_data.h"

#include "core/metrics/ema_smoother.h"

#include <cmath>
#include <limits>

namespace twb {

struct SeriesData::Chunk
{
    std::vector<double> y;
    double timeBase = 0;
    std::vector<std::int32_t> timeMs;     // time = timeBase + timeMs[i] / 1000
    std::vector<double> timeFull;         // instead of timeMs once a span overflows 32-bit ms
    std::int64_t stepBase = 0;
    std::int64_t stepStride = 0;
    bool stepArithmetic = true;           // step(i) = stepBase + i * stepStride
    std::vector<std::int32_t> stepOffsets;
    std::vector<std::int64_t> stepFull;   // instead of stepOffsets once an offset overflows

    std::size_t count() const { return y.size(); }

    // Hot path of appendStep: a chunk that is still an arithmetic progression.
    void appendStep(std::size_t j, std::int64_t step)
    {
        if (stepArithmetic && j >= 2 && step == stepBase + std::int64_t(j) * stepStride)
            return;
        appendStepSlow(j, step);
    }

    std::int64_t stepAt(std::size_t j) const
    {
        if (stepArithmetic)
            return stepBase + std::int64_t(j) * stepStride;
        if (!stepFull.empty())
            return stepFull[j];
        return stepBase + stepOffsets[j];
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
                stepStride = step - stepBase;
                return;
            }
            if (step == stepBase + std::int64_t(j) * stepStride)
                return;
            // Not a progression any more: write out the offsets so far.
            const std::int64_t span = stepStride * std::int64_t(j - 1);
            if (span > std::numeric_limits<std::int32_t>::max() || span < std::numeric_limits<std::int32_t>::min()) {
                widenSteps(j);
            } else {
                stepOffsets.reserve(kChunkSize);
                for (std::size_t k = 0; k < j; ++k)
                    stepOffsets.push_back(std::int32_t(std::int64_t(k) * stepStride));
                stepArithmetic = false;
            }
        }
        if (!stepFull.empty()) {
            stepFull.push_back(step);
            return;
        }
        const std::int64_t offset = step - stepBase;
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
        full.reserve(kChunkSize);
        for (std::size_t k = 0; k < j; ++k)
            full.push_back(stepArithmetic ? stepBase + std::int64_t(k) * stepStride : stepBase + stepOffsets[k]);
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
        full.reserve(kChunkSize);
        for (std::size_t k = 0; k < j; ++k)
            full.push_back(timeAt(k));
        full.push_back(time);
        timeFull = std::move(full);
        timeMs = {};
    }

    std::size_t bytesUsed() const
    {
        return sizeof(Chunk) + y.capacity() * sizeof(double) + timeMs.capacity() * sizeof(std::int32_t)
               + timeFull.capacity() * sizeof(double) + stepOffsets.capacity() * sizeof(std::int32_t)
               + stepFull.capacity() * sizeof(std::int64_t);
    }
};

struct SeriesData::SmoothingCache
{
    double weight = -1;
    EmaSmoother smoother{0};
    std::vector<double> values;
};

SeriesData::SeriesData() = default;
SeriesData::~SeriesData() = default;

double SeriesData::y(std::size_t i) const
{
    return chunk(i).y[i & (kChunkSize - 1)];
}

std::int64_t SeriesData::step(std::size_t i) const
{
    return chunk(i).stepAt(i & (kChunkSize - 1));
}

double SeriesData::time(std::size_t i) const
{
    return chunk(i).timeAt(i & (kChunkSize - 1));
}

void SeriesData::append(std::int64_t step, double time, double y)
{
    const std::size_t j = m_size & (kChunkSize - 1);
    if (j == 0) {
        if (m_chunks.size() == m_chunks.capacity())
            m_chunks.reserve(m_chunks.size() < 16 ? 16 : m_chunks.size() * 2);
        m_chunks.push_back(std::make_unique<Chunk>());
        // A series past its first chunk is a long one: give later chunks their full size at
        // once, while a short series (an eval metric) stays small.
        if (m_chunks.size() > 1) {
            m_chunks.back()->y.reserve(kChunkSize);
            m_chunks.back()->timeMs.reserve(kChunkSize);
        }
        m_current = m_chunks.back().get();
    }
    Chunk &c = *m_current;
    c.appendStep(j, step);
    c.appendTime(j, time);
    c.y.push_back(y);

    if (m_size > 0) {
        if (step < m_lastStep)
            m_stepBreaks.push_back(std::uint32_t(m_size));
        if (time < m_lastTime)
            m_timeBreaks.push_back(std::uint32_t(m_size));
    }
    m_lastStep = step;
    m_lastTime = time;
    if (!std::isfinite(y))
        m_nonFinite.push_back(std::uint32_t(m_size));
    ++m_size;
    if ((m_size & ((std::size_t(1) << MinMaxPyramid::kBaseBits) - 1)) == 0) {
        // A block never straddles chunks (4096 is a multiple of 32): summarise it in place.
        const double *block = c.y.data() + (j + 1 - (std::size_t(1) << MinMaxPyramid::kBaseBits));
        m_pyramid.onBlockComplete(m_size, block, [this](std::size_t i) { return this->y(i); });
    }
}

void SeriesData::smoothedAt(double weight, const std::vector<std::uint32_t> &indices, std::vector<double> &out) const
{
    std::lock_guard lock(m_smoothingMutex);
    if (!m_smoothing || m_smoothing->weight != weight) {
        m_smoothing = std::make_unique<SmoothingCache>();
        m_smoothing->weight = weight;
        m_smoothing->smoother = EmaSmoother(weight);
        m_smoothing->values.reserve(m_size + m_size / 4);
    }
    auto &values = m_smoothing->values;
    for (std::size_t i = values.size(); i < m_size; ++i)
        values.push_back(m_smoothing->smoother.push(y(i)));
    out.resize(indices.size());
    for (std::size_t k = 0; k < indices.size(); ++k)
        out[k] = indices[k] < values.size() ? values[indices[k]] : std::numeric_limits<double>::quiet_NaN();
}

std::size_t SeriesData::bytesUsed() const
{
    std::size_t bytes = sizeof(SeriesData) + m_chunks.capacity() * sizeof(void *) + m_pyramid.bytesUsed()
                        + (m_stepBreaks.capacity() + m_timeBreaks.capacity() + m_nonFinite.capacity())
                              * sizeof(std::uint32_t);
    for (const auto &c : m_chunks)
        bytes += c->bytesUsed();
    return bytes;
}

} // namespace twb
