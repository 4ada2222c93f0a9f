#pragma once

#include "core/metrics/csv_metric_reader.h"
#include "core/metrics/ingest_batch.h"
#include "core/metrics/jsonl_metric_parser.h"
#include "core/metrics/line_splitter.h"
#include "core/metrics/maxtext_log_parser.h"
#include "core/metrics/tf_event_reader.h"

#include <QString>

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace twb {

class SeriesStore;

// TfEvents: TensorBoard's binary event files (TfEventReader), records instead of lines.
enum class MetricFormat { Jsonl, MaxTextLog, Csv, TfEvents };

// Turns the bytes of one metrics stream (a host's JSONL followed over SSH, or a file being
// imported) into points in the SeriesStore: line splitting, parsing, one batch per chunk.
// A malformed line is counted, logged with its byte offset, and skipped; the stream goes on.
// Lives on one thread (a host's stream worker or an import job).
class MetricIngestor final
{
public:
    struct Malformed
    {
        std::int64_t offset = 0;
        QString reason;
    };

    // A line longer than this is skipped as malformed without being held whole: a stream that
    // never sends a newline (a binary file, a runaway print) would otherwise grow without bound.
    static constexpr std::size_t kMaxLineBytes = std::size_t(16) << 20;

    // `source` names the stream in messages ("host 2 of run r1: metrics/host-2.jsonl").
    // `startOffset` is the absolute offset of the first byte that will be fed.
    MetricIngestor(SeriesStore &store, QString run, int host, MetricFormat format, QString source,
                   std::int64_t startOffset = 0);

    // Called for every parsed line (after it is batched) with the step and time it was stored
    // at and its raw text; the live monitor uses it for health and `done` events.
    using LineObserver = std::function<void(const MetricLine &line, std::int64_t step, double time, std::string_view raw)>;
    void setLineObserver(LineObserver observer) { m_observer = std::move(observer); }

    // Lines without a `time` get the previous line's time; with this set, a stream's first
    // such line gets the arrival wall-clock time instead of 0.
    void setArrivalTimeForMissingTime(bool enabled) { m_arrivalTime = enabled; }

    // Feeds bytes that follow the previous ones in the file; appends what completed.
    void feed(const char *data, std::size_t size);
    // End of a finished file: the last line counts even without its newline.
    void finish();
    // After a reconnect: drop a partial line and continue at `offset` (the completeOffset()).
    void resetTo(std::int64_t offset);

    // Absolute offset just after the last complete line that is now in the store.
    // For TfEvents: just after the last complete record (a torn one starts there).
    std::int64_t completeOffset() const { return m_events ? m_events->resumeOffset() : m_splitter.completeOffset(); }
    std::int64_t linesIngested() const { return m_lines; }
    std::int64_t pointsIngested() const { return m_points; }
    std::int64_t malformedCount() const { return m_malformedCount; }
    const std::deque<Malformed> &recentMalformed() const { return m_malformed; }
    std::int64_t lastStep() const { return m_lastStep; }
    bool sawDone() const { return m_sawDone; }

    static MetricFormat detectFormat(const QString &path, const QByteArray &head);

private:
    void onLine(const LineSplitter::Line &line);
    void ingest(const MetricLine &parsed, std::string_view raw);
    void noteMalformed(std::int64_t offset, QString reason, bool logIt = true);
    void flush();
    std::uint32_t metricIndexSlow(std::size_t position, const MetricValue &value);

    SeriesStore &m_store;
    QString m_run;
    int m_host;
    MetricFormat m_format;
    QString m_source;
    LineSplitter m_splitter;
    JsonlMetricParser m_jsonl;
    MaxTextLogParser m_maxtext;
    CsvMetricReader m_csv;
    std::unique_ptr<TfEventReader> m_events;   // TfEvents only
    MetricLine m_line;
    std::string m_error;
    IngestBatch m_batch;
    std::unordered_map<std::string, std::uint32_t> m_metricIndex;
    // Lines of one stream repeat their keys in the same order: remember them by position.
    struct CachedKey
    {
        std::string key;
        bool evalPrefix = false;
        std::uint32_t index = 0;
    };
    std::vector<CachedKey> m_keyCache;

    bool m_arrivalTime = false;
    bool m_haveStep = false;
    std::int64_t m_lastStep = 0;
    bool m_haveTime = false;
    double m_lastTime = 0;
    std::int64_t m_lines = 0;
    std::int64_t m_points = 0;
    std::int64_t m_malformedCount = 0;
    std::deque<Malformed> m_malformed;
    bool m_sawDone = false;
    LineObserver m_observer;
};

} // namespace twb
