#pragma once

#include "core/metrics/metric_line.h"
#include "core/metrics/tf_event_decoder.h"
#include "core/metrics/tf_record_reader.h"

#include <QString>

#include <cstdint>
#include <functional>

namespace twb {

// Reads a TensorBoard event file (`events.out.tfevents.*`) as it is fed, record by record
// (TfRecordReader), each decoded to a MetricLine of its scalars (TfEventDecoder): tag -> series
// name, the event's step and wall time. The metrics importer and the ingestor use it like the
// line readers of the text formats.
//
// - A torn last record (a writer mid-write) is not an error: it waits in the buffer and
//   resumeOffset() is where it starts; reset(resumeOffset()) and the file's bytes from there
//   continue after a restart.
// - A record with a bad checksum, or that is no Event, is skipped with a warning naming the
//   source (`source`, the file) and its byte offset; the reader goes on.
class TfEventReader final
{
public:
    using LineHandler = std::function<void(std::int64_t offset, const MetricLine &line)>;
    using DamageHandler = std::function<void(std::int64_t offset, const QString &reason)>;

    explicit TfEventReader(QString source, std::int64_t startOffset = 0);

    // `line`'s keys are valid during the call only.
    void setLineHandler(LineHandler handler) { m_onLine = std::move(handler); }
    // Called besides the warning in the log.
    void setDamageHandler(DamageHandler handler) { m_onDamage = std::move(handler); }

    void feed(const char *data, std::size_t size);
    void reset(std::int64_t offset);

    std::int64_t resumeOffset() const { return m_records.resumeOffset(); }
    // Bytes of a torn record held back (0 when the data ended at a record boundary).
    std::size_t pendingBytes() const { return m_records.pendingBytes(); }
    std::int64_t recordCount() const { return m_recordCount; }
    std::int64_t damagedCount() const { return m_damaged; }

private:
    void damaged(std::int64_t offset, const QString &reason);

    QString m_source;
    TfRecordReader m_records;
    TfEventDecoder m_decoder;
    MetricLine m_line;
    std::string m_error;
    LineHandler m_onLine;
    DamageHandler m_onDamage;
    std::int64_t m_recordCount = 0;
    std::int64_t m_damaged = 0;
};

} // namespace twb
