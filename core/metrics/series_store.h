#pragma once

#include "core/metrics/ingest_batch.h"
#include "core/metrics/metric_event.h"
#include "core/metrics/series_key.h"
#include "core/metrics/series_view.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <vector>

namespace twb {

class SeriesData;

// Every series of every run the workbench follows or imported: columnar, one SeriesData per
// run/host/metric, each with its min/max pyramid.
//
// Threads (docs/architecture.md): stream workers append parsed batches under a short exclusive
// lock and the store emits the payload-free dataArrived(); plots ask for a decimated view of
// their visible range under a shared lock, which costs O(pixel width x log n), never a copy
// of the data. Nothing here waits on I/O.
class SeriesStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SeriesStore)

public:
    struct RawPoint
    {
        std::int64_t step = 0;
        double time = 0;
        double y = 0;
        std::size_t index = 0;
    };

    struct HostSummary
    {
        int host = 0;
        std::int64_t lastStep = 0;
        double lastTime = 0;      // the source's `time` of its newest point
        std::size_t points = 0;
        bool done = false;        // a `done` event arrived
        std::int64_t exitCode = 0;
    };

    explicit SeriesStore(QObject *parent = nullptr);
    ~SeriesStore() override;

    // --- writers (any thread) ---
    void append(const QString &run, int host, const IngestBatch &batch);
    void removeRun(const QString &run);

    // --- readers (any thread) ---
    QStringList runs() const;
    QList<int> hosts(const QString &run) const;
    QStringList metrics(const QString &run) const;        // union over hosts, sorted
    QList<SeriesKey> keys(const QString &run = {}) const;
    bool contains(const SeriesKey &key) const;
    std::size_t pointCount(const SeriesKey &key) const;
    std::size_t pointCount() const;
    std::size_t bytesUsed() const;
    quint64 revision() const { return m_revision.load(std::memory_order_acquire); }

    // The earliest source time of the run: relative time is measured from it.
    double runStartTime(const QString &run) const;

    // Decimated view of [x0, x1] at `columns` pixels (M4). With smoothing > 0 the y values
    // are the debiased EMA of the full-resolution series at the same points. False if the
    // series is unknown.
    bool view(const SeriesKey &key, XAxis axis, double x0, double x1, int columns, SeriesView &out,
              double smoothing = 0) const;

    // Mean and band across several series (hosts, or seeds) per pixel column.
    AggregateView aggregate(const QList<SeriesKey> &keys, XAxis axis, double x0, double x1, int columns,
                            BandKind band, double smoothing = 0) const;

    // Smallest and largest x of a series (all segments).
    std::optional<std::pair<double, double>> xRange(const SeriesKey &key, XAxis axis) const;
    // The stored point whose x is nearest to `x` (for a crosshair).
    std::optional<RawPoint> nearest(const SeriesKey &key, XAxis axis, double x) const;
    // Raw points [begin, end) (CSV export, tests).
    std::vector<RawPoint> points(const SeriesKey &key, std::size_t begin = 0, std::size_t end = SIZE_MAX) const;

    std::vector<MetricEvent> events(const QString &run, int host) const;
    std::optional<HostSummary> hostSummary(const QString &run, int host) const;

Q_SIGNALS:
    // Emitted on the writer's thread after each append; carries nothing (the reader asks).
    void dataArrived();
    // A run, host or metric appeared or a run was removed.
    void seriesAdded();

private:
    struct Host;
    struct Run;
    const SeriesData *find(const SeriesKey &key, double *offset, XAxis axis) const;

    mutable std::shared_mutex m_mutex;
    std::map<QString, std::unique_ptr<Run>> m_runs;
    std::atomic<quint64> m_revision{0};
};

} // namespace twb
