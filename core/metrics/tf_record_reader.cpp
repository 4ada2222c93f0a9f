#include "core/metrics/tf_record_reader.h"

#include "core/util/crc32c.h"

#include <QCoreApplication>

#include <cstring>

namespace twb {
namespace {

// This file's strings are translated in the context of twb::TfRecordReader.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::TfRecordReader)
};

// TFRecord is little-endian on every platform TensorFlow writes it on.
std::uint64_t readLe64(const char *p)
{
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(p[i]);
    return v;
}

std::uint32_t readLe32(const char *p)
{
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(p[i]);
    return v;
}

} // namespace

void TfRecordReader::feed(const char *data, std::size_t size)
{
    compact();
    m_buffer.append(data, size);
}

void TfRecordReader::reset(std::int64_t offset)
{
    m_buffer.clear();
    m_pos = 0;
    m_base = offset;
    m_resyncing = false;
}

void TfRecordReader::compact()
{
    // Keep the buffer from growing with what was consumed; cheap once most of it is.
    if (m_pos > 0 && (m_pos == m_buffer.size() || m_pos >= (std::size_t(1) << 20))) {
        m_buffer.erase(0, m_pos);
        m_base += std::int64_t(m_pos);
        m_pos = 0;
    }
}

TfRecordReader::Status TfRecordReader::next(Record &record, std::int64_t *damagedOffset, QString *reason)
{
    while (m_buffer.size() - m_pos >= kHeaderBytes) {
        const char *header = m_buffer.data() + m_pos;
        const std::uint64_t length = readLe64(header);
        const bool headerOk = Crc32c::mask(Crc32c::compute(header, 8)) == readLe32(header + 8);
        if (!headerOk || length > kMaxRecordBytes) {
            const bool first = !m_resyncing;
            const std::int64_t at = resumeOffset();
            m_resyncing = true;
            ++m_pos;   // scan on for the next header that checks out
            if (first) {
                if (damagedOffset)
                    *damagedOffset = at;
                if (reason)
                    *reason = headerOk ? Tr::tr("a record length of %1 bytes, past the limit of %2").arg(length).arg(kMaxRecordBytes)
                                       : Tr::tr("the length's checksum does not match");
                return Status::Damaged;
            }
            continue;
        }
        m_resyncing = false;
        const std::size_t total = kHeaderBytes + std::size_t(length) + kFooterBytes;
        if (m_buffer.size() - m_pos < total)
            return Status::NeedMore;   // torn: the writer has not written all of it yet
        const char *data = header + kHeaderBytes;
        const std::int64_t at = resumeOffset();
        m_pos += total;
        if (Crc32c::mask(Crc32c::compute(data, std::size_t(length))) != readLe32(data + length)) {
            if (damagedOffset)
                *damagedOffset = at;
            if (reason)
                *reason = Tr::tr("the data's checksum does not match");
            return Status::Damaged;
        }
        record.offset = at;
        record.data = std::string_view(data, std::size_t(length));
        return Status::Record;
    }
    return Status::NeedMore;
}

} // namespace twb
