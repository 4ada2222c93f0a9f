#include "core/metrics/series_data.h"

#include "core/metrics/ema_smoother.h"

#include <cmath>
#include <limits>

namespace twb {

struct SeriesData::SmoothingCache
{
    double weight = -1;
    EmaSmoother smoother{0};
    std::vector<double> values;
};

SeriesData::SeriesData() = default;
SeriesData::~SeriesData() = default;


void SeriesData::startChunk()
{
    // The chunk just completed: does it go on with the first chunk's step progression?
    if (!m_chunks.empty() && m_regularChunks + 1 == m_chunks.size()) {
        const SeriesChunk &first = *m_chunks.front();
        const SeriesChunk &done = *m_chunks.back();
        const std::size_t at = (m_chunks.size() - 1) * kChunkSize;
        if (done.stepArithmetic && first.stepStride > 0 && done.stepStride == first.stepStride
            && done.stepBase == SeriesChunk::progression(first.stepBase, at, first.stepStride)
            && done.stepBase < SeriesChunk::progression(done.stepBase, kChunkSize - 1, done.stepStride))
            ++m_regularChunks;   // (the last test: no wrap past INT64_MAX)
    }
    if (m_chunks.size() == m_chunks.capacity())
        m_chunks.reserve(m_chunks.size() < 16 ? 16 : m_chunks.size() * 2);
    m_chunks.push_back(std::make_unique<SeriesChunk>());
    ++m_floatChunks;
    // A series past its first chunk is a long one: give later chunks their full size at
    // once, while a short series (an eval metric) stays small.
    if (m_chunks.size() > 1) {
        SeriesChunk &fresh = *m_chunks.back();
        fresh.fullSize = true;
        fresh.yFloat.reserve(kChunkSize);
        fresh.timeRuns.reserve(kChunkSize >> SeriesChunk::kTimeRunBits);
        // The clock goes on at the pace it had: the first run's stride needs no second time.
        fresh.strideFromSecond = !m_chunks[m_chunks.size() - 2]->lastStride(fresh.strideHint);
        // The first chunk is full now and its buffer stays where it is; the new one was
        // given its full size, so its buffer does not move either.
        m_yRows.resize(m_chunks.size());
        m_yRows[m_chunks.size() - 2] = m_chunks[m_chunks.size() - 2]->yPtr(0);
        m_yRows.back() = m_chunks.back()->yPtr(0);
    }
    m_current = m_chunks.back().get();
}

void SeriesData::onValuesWidened()
{
    --m_floatChunks;
    // The current chunk's values moved to double storage (of its full size once the chunk
    // was given it, so it does not move again).
    if (m_chunks.size() > 1)
        m_yRows.back() = m_current->yPtr(0);
}

SeriesData::StepProgression SeriesData::stepProgression() const
{
    StepProgression p;
    if (m_chunks.empty() || m_regularChunks + 1 < m_chunks.size())
        return p;
    const SeriesChunk &first = *m_chunks.front();
    const SeriesChunk &last = *m_current;
    const std::size_t at = (m_chunks.size() - 1) * kChunkSize;
    const std::size_t n = last.count();
    if (m_size < 2 || !(first.stepStride > 0) || !last.stepArithmetic || !m_stepBreaks.empty())
        return p;
    if (last.stepBase != SeriesChunk::progression(first.stepBase, at, first.stepStride)
        || (n > 1 && last.stepStride != first.stepStride)
        || !(last.stepBase <= SeriesChunk::progression(last.stepBase, n - 1, first.stepStride)))
        return p;
    p.base = first.stepBase;
    p.stride = first.stepStride;
    p.end = m_size;
    return p;
}

void SeriesData::noteUnusual(std::int64_t step, double time, double y)
{
    if (m_size > 0) {
        if (step < m_lastStep)
            m_stepBreaks.push_back(std::uint32_t(m_size));
        if (time < m_lastTime)
            m_timeBreaks.push_back(std::uint32_t(m_size));
    }
    if (!std::isfinite(y))
        m_nonFinite.push_back(std::uint32_t(m_size));
}

void SeriesData::completeBlock()
{
    // A block never straddles chunks (4096 is a multiple of 64): summarise it in place.
    const std::size_t j = (m_size - 1) & (kChunkSize - 1);
    m_pyramid.onBlockComplete(m_size, m_current->yPtr(j + 1 - (std::size_t(1) << MinMaxPyramid::kBaseBits)));
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
    // The smoothed values, kept while a plot shows this series smoothed (8 B per point).
    std::lock_guard lock(m_smoothingMutex);
    if (m_smoothing)
        bytes += sizeof(SmoothingCache) + m_smoothing->values.capacity() * sizeof(double);
    return bytes;
}

} // namespace twb
