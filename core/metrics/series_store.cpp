#include "core/metrics/series_store.h"

#include "core/metrics/m4_decimator.h"
#include "core/metrics/series_data.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>

namespace twb {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

template <typename Less>
std::size_t firstNotLess(std::size_t begin, std::size_t end, const Less &less)
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

// The same, for an answer expected near `begin` (the next pixel column's edge): probes at
// begin + 1, 3, 7, ... first, so a column of a few points costs a few probes instead of
// log(points left in the segment).
template <typename Less>
std::size_t firstNotLessNear(std::size_t begin, std::size_t end, const Less &less)
{
    std::size_t step = 1;
    while (begin + step < end && less(begin + step - 1)) {
        begin += step;
        step *= 2;
    }
    return firstNotLess(begin, std::min(begin + step, end), less);
}

// Calls f(begin, end) for each monotonic segment of a series on `axis`.
template <typename F>
void forEachSegment(const SeriesData &s, XAxis axis, const F &f)
{
    std::size_t begin = 0;
    for (const std::uint32_t b : s.breaks(axis)) {
        f(begin, std::size_t(b));
        begin = b;
    }
    f(begin, s.size());
}

} // namespace

struct SeriesStore::Host
{
    QHash<QString, std::shared_ptr<SeriesData>> series;
    std::vector<MetricEvent> events;
    HostSummary summary;
    double firstTime = kNaN;
};

struct SeriesStore::Run
{
    std::map<int, Host> hosts;
    double startTime = kNaN;
};

SeriesStore::SeriesStore(QObject *parent) : QObject(parent) {}
SeriesStore::~SeriesStore() = default;

void SeriesStore::append(const QString &run, int host, const IngestBatch &batch)
{
    if (batch.empty())
        return;
    bool added = false;
    {
        std::unique_lock lock(m_mutex);
        auto &runData = m_runs[run];
        if (!runData) {
            runData = std::make_unique<Run>();
            added = true;
        }
        auto [hostIt, newHost] = runData->hosts.try_emplace(host);
        Host &h = hostIt->second;
        if (newHost) {
            h.summary.host = host;
            added = true;
        }
        std::vector<SeriesData *> resolved(batch.metricNames.size(), nullptr);
        double firstTime = h.firstTime;
        for (const auto &v : batch.values) {
            SeriesData *&series = resolved[v.metric];
            if (!series) [[unlikely]] {
                const std::string &name = batch.metricNames[v.metric];
                auto &slot = h.series[QString::fromUtf8(name.data(), qsizetype(name.size()))];
                if (!slot) {
                    slot = std::make_shared<SeriesData>();
                    added = true;
                }
                series = slot.get();
            }
            series->append(v.step, v.time, v.y);
            if (!(v.time >= firstTime))   // also true while firstTime is NaN
                firstTime = v.time;
        }
        if (!batch.values.empty()) {
            const auto &last = batch.values.back();
            h.summary.points += batch.values.size();
            h.summary.lastStep = last.step;   // the newest point's step, also after a restart
            h.summary.lastTime = std::max(h.summary.lastTime, last.time);
            h.firstTime = firstTime;
        }
        for (const auto &e : batch.events) {
            h.events.push_back(e);
            if (e.kind == MetricEventKind::Done) {
                h.summary.done = true;
                h.summary.exitCode = e.hasNumber ? e.number : 0;
            }
        }
        if (!std::isnan(h.firstTime) && (std::isnan(runData->startTime) || h.firstTime < runData->startTime))
            runData->startTime = h.firstTime;
    }
    m_revision.fetch_add(1, std::memory_order_acq_rel);
    if (added)
        Q_EMIT seriesAdded();
    Q_EMIT dataArrived();
}

void SeriesStore::removeRun(const QString &run)
{
    {
        std::unique_lock lock(m_mutex);
        if (m_runs.erase(run) == 0)
            return;
    }
    m_revision.fetch_add(1, std::memory_order_acq_rel);
    Q_EMIT seriesAdded();
    Q_EMIT dataArrived();
}

QStringList SeriesStore::runs() const
{
    std::shared_lock lock(m_mutex);
    QStringList out;
    for (const auto &[name, run] : m_runs)
        out << name;
    return out;
}

QList<int> SeriesStore::hosts(const QString &run) const
{
    std::shared_lock lock(m_mutex);
    QList<int> out;
    if (auto it = m_runs.find(run); it != m_runs.end())
        for (const auto &[host, data] : it->second->hosts)
            out << host;
    return out;
}

QStringList SeriesStore::metrics(const QString &run) const
{
    std::shared_lock lock(m_mutex);
    QStringList out;
    if (auto it = m_runs.find(run); it != m_runs.end())
        for (const auto &[host, data] : it->second->hosts)
            for (auto s = data.series.cbegin(); s != data.series.cend(); ++s)
                if (!out.contains(s.key()))
                    out << s.key();
    out.sort();
    return out;
}

QList<SeriesKey> SeriesStore::keys(const QString &run) const
{
    std::shared_lock lock(m_mutex);
    QList<SeriesKey> out;
    for (const auto &[name, data] : m_runs) {
        if (!run.isEmpty() && name != run)
            continue;
        for (const auto &[host, h] : data->hosts)
            for (auto s = h.series.cbegin(); s != h.series.cend(); ++s)
                out.push_back({name, host, s.key()});
    }
    std::sort(out.begin(), out.end());
    return out;
}

const SeriesData *SeriesStore::find(const SeriesKey &key, double *offset, XAxis axis) const
{
    auto run = m_runs.find(key.run);
    if (run == m_runs.end())
        return nullptr;
    auto host = run->second->hosts.find(key.host);
    if (host == run->second->hosts.end())
        return nullptr;
    auto series = host->second.series.constFind(key.metric);
    if (series == host->second.series.cend())
        return nullptr;
    if (offset)
        *offset = (axis == XAxis::RelativeTime && !std::isnan(run->second->startTime)) ? run->second->startTime : 0.0;
    return series->get();
}

bool SeriesStore::contains(const SeriesKey &key) const
{
    std::shared_lock lock(m_mutex);
    return find(key, nullptr, XAxis::Step) != nullptr;
}

std::size_t SeriesStore::pointCount(const SeriesKey &key) const
{
    std::shared_lock lock(m_mutex);
    const SeriesData *s = find(key, nullptr, XAxis::Step);
    return s ? s->size() : 0;
}

std::size_t SeriesStore::pointCount() const
{
    std::shared_lock lock(m_mutex);
    std::size_t n = 0;
    for (const auto &[name, run] : m_runs)
        for (const auto &[host, h] : run->hosts)
            for (const auto &s : h.series)
                n += s->size();
    return n;
}

std::size_t SeriesStore::bytesUsed() const
{
    std::shared_lock lock(m_mutex);
    std::size_t bytes = sizeof(*this);
    for (const auto &[name, run] : m_runs) {
        bytes += sizeof(Run) + std::size_t(name.capacity()) * 2;
        for (const auto &[host, h] : run->hosts) {
            bytes += sizeof(Host) + h.events.capacity() * sizeof(MetricEvent);
            for (auto s = h.series.cbegin(); s != h.series.cend(); ++s)
                bytes += s.value()->bytesUsed() + std::size_t(s.key().capacity()) * 2 + 32;
        }
    }
    return bytes;
}

double SeriesStore::runStartTime(const QString &run) const
{
    std::shared_lock lock(m_mutex);
    auto it = m_runs.find(run);
    return it == m_runs.end() ? kNaN : it->second->startTime;
}

bool SeriesStore::view(const SeriesKey &key, XAxis axis, double x0, double x1, int columns, SeriesView &out,
                       double smoothing) const
{
    std::shared_lock lock(m_mutex);
    double offset = 0;
    const SeriesData *s = find(key, &offset, axis);
    if (!s) {
        out.clear();
        return false;
    }
    M4Decimator::decimate(*s, axis, offset, x0, x1, columns, out);
    if (smoothing > 0) {
        // The EMA is smooth: one point per pixel column (its last) draws it. Sampling it at
        // the raw curve's min and max indices instead would draw a zigzag.
        SeriesView thinned;
        const double scale = x1 > x0 ? double(columns) / (x1 - x0) : 0.0;
        auto column = [&](double x) { return std::floor((x - x0) * scale); };
        for (std::size_t k = 0; k < out.x.size(); ++k) {
            const bool gap = std::isnan(out.y[k]);
            const bool lastOfColumn = k + 1 == out.x.size() || std::isnan(out.y[k + 1])
                                      || column(out.x[k + 1]) != column(out.x[k]) || out.x[k + 1] < out.x[k];
            if (!gap && !lastOfColumn && k != 0)
                continue;
            thinned.x.push_back(out.x[k]);
            thinned.y.push_back(out.y[k]);
            thinned.index.push_back(out.index[k]);
        }
        thinned.markerX = std::move(out.markerX);
        thinned.markerY = std::move(out.markerY);
        thinned.rawPointsInRange = out.rawPointsInRange;
        out = std::move(thinned);
        std::vector<double> smoothed;
        s->smoothedAt(smoothing, out.index, smoothed);
        for (std::size_t k = 0; k < out.y.size(); ++k)
            out.y[k] = std::isnan(out.y[k]) ? out.y[k] : smoothed[k];
    }
    return true;
}

AggregateView SeriesStore::aggregate(const QList<SeriesKey> &keys, XAxis axis, double x0, double x1, int columns,
                                     BandKind band, double smoothing) const
{
    AggregateView out;
    if (columns <= 0 || !(x1 > x0))
        return out;
    const std::size_t width = std::size_t(columns);
    std::vector<double> sum(width, 0), sumSq(width, 0), lo(width, HUGE_VAL), hi(width, -HUGE_VAL);
    const bool extremes = band == BandKind::Extremes && smoothing <= 0;   // the raw points' own
    std::vector<double> lowest(extremes ? width : 0, HUGE_VAL), highest(extremes ? width : 0, -HUGE_VAL);
    std::vector<int> n(width, 0);
    std::vector<double> columnSum(width), smoothedLast;
    std::vector<std::uint32_t> columnCount(width), lastIndex;

    std::shared_lock lock(m_mutex);
    for (const auto &key : keys) {
        double offset = 0;
        const SeriesData *s = find(key, &offset, axis);
        if (!s)
            continue;
        std::fill(columnSum.begin(), columnSum.end(), 0.0);
        std::fill(columnCount.begin(), columnCount.end(), 0u);
        lastIndex.assign(width, MinMaxPyramid::kNone);
        auto xAt = [&](std::size_t i) { return s->x(i, axis) - offset; };
        forEachSegment(*s, axis, [&](std::size_t begin, std::size_t end) {
            std::size_t a = firstNotLess(begin, end, [&](std::size_t i) { return xAt(i) < x0; });
            const std::size_t last = firstNotLess(a, end, [&](std::size_t i) { return xAt(i) <= x1; });
            for (std::size_t p = 0; p < width && a < last; ++p) {
                std::size_t b = last;
                if (p + 1 < width) {
                    const double right = M4Decimator::boundary(x0, x1, columns, int(p) + 1);
                    b = firstNotLessNear(a, last, [&](std::size_t i) { return xAt(i) < right; });
                }
                if (b > a) {
                    if (smoothing <= 0) {   // smoothed, a column's value is the EMA at its last point
                        const auto summary = s->summary(a, b);
                        columnSum[p] += summary.sum;
                        columnCount[p] += summary.count;
                        if (extremes && summary.count > 0) {
                            lowest[p] = std::min(lowest[p], summary.min);
                            highest[p] = std::max(highest[p], summary.max);
                        }
                    }
                    lastIndex[p] = std::uint32_t(b - 1);
                }
                a = b;
            }
        });
        if (smoothing > 0)
            s->smoothedAt(smoothing, lastIndex, smoothedLast);
        for (std::size_t p = 0; p < width; ++p) {
            double value = kNaN;
            if (smoothing > 0 && lastIndex[p] != MinMaxPyramid::kNone)
                value = smoothedLast[p];
            else if (columnCount[p] > 0)
                value = columnSum[p] / double(columnCount[p]);
            if (!std::isfinite(value))
                continue;
            sum[p] += value;
            sumSq[p] += value * value;
            lo[p] = std::min(lo[p], value);
            hi[p] = std::max(hi[p], value);
            ++n[p];
        }
    }
    for (std::size_t p = 0; p < width; ++p) {
        if (n[p] == 0)
            continue;
        const double mean = sum[p] / n[p];
        out.x.push_back((M4Decimator::boundary(x0, x1, columns, int(p)) + M4Decimator::boundary(x0, x1, columns, int(p) + 1)) / 2);
        out.mean.push_back(mean);
        if (extremes) {
            out.low.push_back(lowest[p]);
            out.high.push_back(highest[p]);
        } else if (band != BandKind::StdDev) {
            out.low.push_back(lo[p]);
            out.high.push_back(hi[p]);
        } else {
            const double variance = std::max(0.0, sumSq[p] / n[p] - mean * mean);
            const double sd = std::sqrt(variance);
            out.low.push_back(mean - sd);
            out.high.push_back(mean + sd);
        }
        out.contributors.push_back(n[p]);
    }
    return out;
}

std::optional<std::pair<double, double>> SeriesStore::xRange(const SeriesKey &key, XAxis axis) const
{
    std::shared_lock lock(m_mutex);
    double offset = 0;
    const SeriesData *s = find(key, &offset, axis);
    if (!s || s->size() == 0)
        return std::nullopt;
    double lo = HUGE_VAL;
    double hi = -HUGE_VAL;
    forEachSegment(*s, axis, [&](std::size_t begin, std::size_t end) {
        if (begin >= end)
            return;
        lo = std::min(lo, s->x(begin, axis) - offset);
        hi = std::max(hi, s->x(end - 1, axis) - offset);
    });
    return std::make_pair(lo, hi);
}

std::optional<SeriesStore::RawPoint> SeriesStore::nearest(const SeriesKey &key, XAxis axis, double x) const
{
    std::shared_lock lock(m_mutex);
    double offset = 0;
    const SeriesData *s = find(key, &offset, axis);
    if (!s || s->size() == 0)
        return std::nullopt;
    std::size_t best = SIZE_MAX;
    double bestDistance = HUGE_VAL;
    auto consider = [&](std::size_t i) {
        const double d = std::abs(s->x(i, axis) - offset - x);
        // On ties the later point wins: after a restart it is the one that counts.
        if (d <= bestDistance) {
            bestDistance = d;
            best = i;
        }
    };
    forEachSegment(*s, axis, [&](std::size_t begin, std::size_t end) {
        if (begin >= end)
            return;
        const std::size_t i = firstNotLess(begin, end, [&](std::size_t k) { return s->x(k, axis) - offset < x; });
        if (i > begin)
            consider(i - 1);
        if (i < end)
            consider(i);
    });
    if (best == SIZE_MAX)
        return std::nullopt;
    return RawPoint{s->step(best), s->time(best), s->y(best), best};
}

std::vector<SeriesStore::RawPoint> SeriesStore::points(const SeriesKey &key, std::size_t begin, std::size_t end) const
{
    std::shared_lock lock(m_mutex);
    std::vector<RawPoint> out;
    const SeriesData *s = find(key, nullptr, XAxis::Step);
    if (!s)
        return out;
    end = std::min(end, s->size());
    if (begin >= end)
        return out;
    out.reserve(end - begin);
    for (std::size_t i = begin; i < end; ++i)
        out.push_back({s->step(i), s->time(i), s->y(i), i});
    return out;
}

std::vector<MetricEvent> SeriesStore::events(const QString &run, int host) const
{
    std::shared_lock lock(m_mutex);
    auto it = m_runs.find(run);
    if (it == m_runs.end())
        return {};
    auto h = it->second->hosts.find(host);
    return h == it->second->hosts.end() ? std::vector<MetricEvent>{} : h->second.events;
}

std::optional<SeriesStore::HostSummary> SeriesStore::hostSummary(const QString &run, int host) const
{
    std::shared_lock lock(m_mutex);
    auto it = m_runs.find(run);
    if (it == m_runs.end())
        return std::nullopt;
    auto h = it->second->hosts.find(host);
    if (h == it->second->hosts.end())
        return std::nullopt;
    return h->second.summary;
}

} // namespace twb
