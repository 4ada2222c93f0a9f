#include "core/metrics/tf_event_reader.h"

#include "core/util/log.h"

#include <QCoreApplication>

namespace twb {
namespace {

// This file's strings are translated in the context of twb::TfEventReader.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::TfEventReader)
};

constexpr std::int64_t kLoggedDamage = 20;   // then one log line per 1000

} // namespace

TfEventReader::TfEventReader(QString source, std::int64_t startOffset)
    : m_source(std::move(source)), m_records(startOffset)
{
}

void TfEventReader::reset(std::int64_t offset)
{
    m_records.reset(offset);
}

void TfEventReader::damaged(std::int64_t offset, const QString &reason)
{
    ++m_damaged;
    if (m_damaged <= kLoggedDamage || m_damaged % 1000 == 0)
        log::warn(Tr::tr("%1: the record at byte %2 is damaged (%3); it is skipped and the file read on.")
                      .arg(m_source)
                      .arg(offset)
                      .arg(reason));
    if (m_onDamage)
        m_onDamage(offset, reason);
}

void TfEventReader::feed(const char *data, std::size_t size)
{
    m_records.feed(data, size);
    TfRecordReader::Record record;
    std::int64_t offset = 0;
    QString reason;
    for (;;) {
        const auto status = m_records.next(record, &offset, &reason);
        if (status == TfRecordReader::Status::NeedMore)
            return;
        if (status == TfRecordReader::Status::Damaged) {
            damaged(offset, reason);
            continue;
        }
        ++m_recordCount;
        const LineStatus parsed = m_decoder.decode(record.data, m_line, &m_error);
        if (parsed == LineStatus::Malformed)
            damaged(record.offset, QString::fromStdString(m_error));
        else if (parsed == LineStatus::Parsed && m_onLine)
            m_onLine(record.offset, m_line);
    }
}

} // namespace twb
