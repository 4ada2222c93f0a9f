#pragma once

#include <QString>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace twb {

// Splits the bytes of a TFRecord file (TensorBoard's `events.out.tfevents.*`) into records:
// each is a little-endian uint64 length, the masked CRC-32C of those 8 bytes, the data, and
// the masked CRC-32C of the data. Bytes are fed as they come (a file read in chunks, a file
// being written); a record that is not all there yet is held back, not an error:
// resumeOffset() is where it starts, so a follower can come back for it.
//
// A damaged record is reported (Damaged) and skipped: one whose data checksum is wrong by its
// (trusted) length; one whose length checksum is wrong, or whose length is past
// kMaxRecordBytes, by scanning forward to the next byte where a header checks out.
class TfRecordReader final
{
public:
    // Larger than any scalar event by far; a bigger "length" is damage, not a record to wait for.
    static constexpr std::uint64_t kMaxRecordBytes = std::uint64_t(64) << 20;
    static constexpr std::size_t kHeaderBytes = 12;
    static constexpr std::size_t kFooterBytes = 4;

    enum class Status : std::uint8_t { Record, NeedMore, Damaged };

    struct Record
    {
        std::int64_t offset = 0;     // of the record's first (length) byte in the file
        std::string_view data;       // valid until the next feed()/next()/reset()
    };

    explicit TfRecordReader(std::int64_t startOffset = 0) : m_base(startOffset) {}

    void feed(const char *data, std::size_t size);
    // The next record, NeedMore when the rest of one has not been fed yet, or Damaged (the
    // damaged record's offset and what is wrong in `offset`/`reason`, and it is skipped).
    Status next(Record &record, std::int64_t *damagedOffset = nullptr, QString *reason = nullptr);
    // Offset of the first byte not consumed: a torn record's start, or the end of the data.
    std::int64_t resumeOffset() const { return m_base + std::int64_t(m_pos); }
    std::size_t pendingBytes() const { return m_buffer.size() - m_pos; }
    // Drops what is buffered and continues with the bytes at `offset`.
    void reset(std::int64_t offset);

private:
    void compact();

    std::string m_buffer;
    std::size_t m_pos = 0;        // first unconsumed byte of m_buffer
    std::int64_t m_base = 0;      // file offset of m_buffer[0]
    bool m_resyncing = false;     // scanning for a good header after a damaged one
};

} // namespace twb
