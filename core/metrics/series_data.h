#pragma once

#include "core/metrics/min_max_pyramid.h"
#include "core/metrics/series_chunk.h"
#include "core/metrics/series_key.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <type_traits>
#include <vector>

namespace twb {

// The points of one series, columnar and compact (goal: <= 8 bytes per point with the
// pyramid; ~5 for float32 values on a steady clock, ~6 with ms jitter, 4 more for values
// that are not floats):
// - y as float32 per chunk while all its values are exactly floats (metrics logged from
//   float32 tensors), as double otherwise (lossless either way; see SeriesChunk);
// - step as an arithmetic progression per chunk (training logs every n steps), or 32-bit
//   offsets from the chunk's first step when it is not one;
// - time to the millisecond, as differences from a line per 64 points (see SeriesChunk): none
//   stored for a steady clock, int8 or int16 for jitter, 32-bit ms where that does not fit,
//   full doubles for a chunk whose span overflows 32-bit ms.
// Storage is chunked (4096 points per chunk) so that appending never moves millions of points
// while the store's lock is held. Not thread-safe: SeriesStore guards it.
class SeriesData final
{
public:
    static constexpr int kChunkBits = 12;
    static constexpr std::size_t kChunkSize = std::size_t(1) << kChunkBits;
    static_assert(kChunkSize == SeriesChunk::kSize);

    SeriesData();
    ~SeriesData();
    SeriesData(const SeriesData &) = delete;
    SeriesData &operator=(const SeriesData &) = delete;

    // Inline: the store calls it once per point, and a call per point (with its argument
    // spills) was a measurable share of an import. The rare cases go out of line.
    void append(std::int64_t step, double time, double y)
    {
        const std::size_t j = m_size & (kChunkSize - 1);
        if (j == 0) [[unlikely]]
            startChunk();
        SeriesChunk &c = *m_current;
        c.appendStep(j, step);
        c.appendTime(j, time);
        if (!c.appendY(y)) [[unlikely]]
            onValuesWidened();
        // x going back (a restart) or a non-finite value: recorded out of line.
        if (!(step >= m_lastStep && time >= m_lastTime && std::isfinite(y))) [[unlikely]]
            noteUnusual(step, time, y);
        m_lastStep = step;
        m_lastTime = time;
        ++m_size;
        if ((m_size & ((std::size_t(1) << MinMaxPyramid::kBaseBits) - 1)) == 0) [[unlikely]]
            completeBlock();
    }

    std::size_t size() const { return m_size; }
    double y(std::size_t i) const { return chunk(i).yAt(i & (kChunkSize - 1)); }
    std::int64_t step(std::size_t i) const { return chunk(i).stepAt(i & (kChunkSize - 1)); }
    double time(std::size_t i) const { return chunk(i).timeAt(i & (kChunkSize - 1)); }
    double x(std::size_t i, XAxis axis) const { return axis == XAxis::Step ? double(step(i)) : time(i); }

    // Indices where x went down (a resumed run logs steps again; a clock stepped back): each
    // starts a new monotonic segment, drawn separately (TensorBoard #3732).
    const std::vector<std::uint32_t> &breaks(XAxis axis) const
    {
        return axis == XAxis::Step ? m_stepBreaks : m_timeBreaks;
    }
    // Indices of NaN / +-inf values, ascending.
    const std::vector<std::uint32_t> &nonFinite() const { return m_nonFinite; }

    // Where the y values live: one pointer per chunk, so that a reader finds value i without
    // touching the chunk (a cache miss per chunk on a large series: 15 % of a view was that).
    // Valid while the series is not appended to. T is float or double when every chunk holds
    // its values in that form (valueForm()): at() is then a plain pointer and a reader's loops
    // are of that type; ValuePtr for any mix (a branch per run, not per value).
    template <typename T>
    class YRowsOf
    {
    public:
        // Value i and the rest of its chunk after it.
        auto at(std::size_t i) const
        {
            const ValuePtr &row = m_rows ? m_rows[i >> kChunkBits] : m_single;
            if constexpr (std::is_same_v<T, ValuePtr>)
                return row + (i & (kChunkSize - 1));
            else
                return static_cast<const T *>(row.p) + (i & (kChunkSize - 1));
        }
        double operator[](std::size_t i) const
        {
            if constexpr (std::is_same_v<T, ValuePtr>)
                return (m_rows ? m_rows[i >> kChunkBits] : m_single)[i & (kChunkSize - 1)];
            else
                return double(*at(i));
        }

    private:
        friend class SeriesData;
        const ValuePtr *m_rows = nullptr;
        ValuePtr m_single;   // a series of one chunk (its buffer still grows)
    };
    using YRows = YRowsOf<ValuePtr>;
    template <typename T = ValuePtr>
    YRowsOf<T> yRows() const
    {
        YRowsOf<T> r;
        if (m_chunks.size() == 1)
            r.m_single = m_chunks[0]->yPtr(0);
        else
            r.m_rows = m_yRows.data();
        return r;
    }
    enum class ValueForm : std::uint8_t { Float, Double, Mixed };
    ValueForm valueForm() const
    {
        return m_floatChunks == m_chunks.size() ? ValueForm::Float
               : m_floatChunks == 0            ? ValueForm::Double
                                               : ValueForm::Mixed;
    }

    // Steps [0, end) are base + i * stride with stride > 0 (training logs every n steps): the
    // step of an index is then arithmetic, and the index of a step too. end is 0 when they
    // are not.
    struct StepProgression
    {
        std::int64_t base = 0;
        std::int64_t stride = 0;
        std::size_t end = 0;
    };
    StepProgression stepProgression() const;

    // Asks the CPU to fetch what summary(begin, end) will read (see MinMaxPyramid).
    void prefetchSummary(std::size_t begin, std::size_t end) const
    {
        m_pyramid.prefetchQuery(begin, end, [this](std::size_t i) { return chunk(i).yPtr(i & (kChunkSize - 1)); });
    }

    MinMaxPyramid::Summary summary(std::size_t begin, std::size_t end) const
    {
        return m_pyramid.query(begin, end, [this](std::size_t i) { return chunk(i).yPtr(i & (kChunkSize - 1)); });
    }

    // Minimum and maximum only (sum and count 0), mostly from the pyramid (see
    // MinMaxPyramid::extremes); what the decimated view needs.
    MinMaxPyramid::Summary extremes(std::size_t begin, std::size_t end) const { return extremes(begin, end, yRows()); }
    template <typename T>
    MinMaxPyramid::Summary extremes(std::size_t begin, std::size_t end, const YRowsOf<T> &rows) const
    {
        return m_pyramid.extremes(begin, end, [&rows](std::size_t i) { return rows.at(i); });
    }
    template <typename T>
    void prefetchExtremes(std::size_t begin, std::size_t end, const YRowsOf<T> &rows) const
    {
        m_pyramid.prefetchExtremes(begin, end, [&rows](std::size_t i) { return rows.at(i); });
    }

    // Debiased EMA (TensorBoard's formula) over the full-resolution series, computed once per
    // weight and then only for new points. Thread-safe among readers (its own mutex). `out[k]`
    // gets the smoothed value at indices[k].
    void smoothedAt(double weight, const std::vector<std::uint32_t> &indices, std::vector<double> &out) const;

    std::size_t bytesUsed() const;

private:
    void startChunk();
    void onValuesWidened();
    void noteUnusual(std::int64_t step, double time, double y);
    void completeBlock();
    const SeriesChunk &chunk(std::size_t i) const { return *m_chunks[i >> kChunkBits]; }

    std::vector<std::unique_ptr<SeriesChunk>> m_chunks;
    std::vector<ValuePtr> m_yRows;         // per chunk, once its buffer no longer moves
    std::size_t m_floatChunks = 0;         // chunks whose values are float32
    std::size_t m_regularChunks = 0;       // leading whole chunks on one step progression
    SeriesChunk *m_current = nullptr;
    std::size_t m_size = 0;
    MinMaxPyramid m_pyramid;
    std::vector<std::uint32_t> m_stepBreaks;
    std::vector<std::uint32_t> m_timeBreaks;
    std::vector<std::uint32_t> m_nonFinite;
    std::int64_t m_lastStep = 0;
    double m_lastTime = 0;

    struct SmoothingCache;
    mutable std::mutex m_smoothingMutex;
    mutable std::unique_ptr<SmoothingCache> m_smoothing;
};

} // namespace twb
