#include "core/metrics/line_splitter.h"

#include <cstring>

namespace twb {

LineSplitter::LineSplitter(std::int64_t startOffset) : m_completeOffset(startOffset) {}

void LineSplitter::reset(std::int64_t offset)
{
    m_pending = 0;
    m_completeOffset = offset;
}

void LineSplitter::feed(const char *data, std::size_t size,
                        const std::function<void(const Line &)> &onLine)
{
    if (size == 0)
        return;
    std::size_t consumed = 0;
    if (m_pending > 0) {
        // Finish the pending line with the bytes up to the first newline only; the rest of
        // the chunk can then go the in-place way (copying every chunk whole into the buffer
        // because the previous one ended mid-line cost ~4% of an import).
        const void *hit = std::memchr(data, '\n', size);
        if (hit) {
            const std::size_t head = std::size_t(static_cast<const char *>(hit) - data) + 1;
            if (m_buffer.size() < m_pending + head + kPadding)
                m_buffer.resize(m_pending + head + kPadding);
            std::memcpy(m_buffer.data() + m_pending, data, head);
            std::memset(m_buffer.data() + m_pending + head, 0, kPadding);
            const std::size_t newline = m_pending + head - 1;
            std::size_t end = newline;
            if (end > 0 && m_buffer[end - 1] == '\r')
                --end;
            Line line;
            line.text = std::string_view(m_buffer.data(), end);
            line.paddedCapacity = newline + 1 + kPadding;
            line.offset = m_completeOffset;
            m_completeOffset += std::int64_t(newline + 1);
            m_pending = 0;
            onLine(line);
            data += head;
            size -= head;
            if (size == 0)
                return;
        }
    }
    if (m_pending == 0) {
        // Lines with kPadding bytes of the chunk after them are handed out in place, without
        // copying the chunk; the tail goes through the buffer below.
        while (consumed < size) {
            const void *hit = std::memchr(data + consumed, '\n', size - consumed);
            if (!hit)
                break;
            const std::size_t newline = std::size_t(static_cast<const char *>(hit) - data);
            if (newline + kPadding > size)
                break;
            std::size_t end = newline;
            if (end > consumed && data[end - 1] == '\r')
                --end;
            Line line;
            line.text = std::string_view(data + consumed, end - consumed);
            line.paddedCapacity = size - consumed;
            line.offset = m_completeOffset;
            m_completeOffset += std::int64_t(newline + 1 - consumed);
            onLine(line);
            consumed = newline + 1;
        }
        data += consumed;
        size -= consumed;
        if (size == 0)
            return;
    }

    const std::size_t total = m_pending + size;
    if (m_buffer.size() < total + kPadding)
        m_buffer.resize(total + kPadding);
    std::memcpy(m_buffer.data() + m_pending, data, size);
    std::memset(m_buffer.data() + total, 0, kPadding);

    const char *base = m_buffer.data();
    std::size_t start = 0;
    // Search only the new bytes for '\n': the pending part is known to hold none.
    std::size_t searchFrom = m_pending;
    while (searchFrom < total) {
        const void *hit = std::memchr(base + searchFrom, '\n', total - searchFrom);
        if (!hit)
            break;
        const std::size_t newline = std::size_t(static_cast<const char *>(hit) - base);
        std::size_t end = newline;
        if (end > start && base[end - 1] == '\r')
            --end;
        Line line;
        line.text = std::string_view(base + start, end - start);
        line.paddedCapacity = total + kPadding - start;
        line.offset = m_completeOffset;
        m_completeOffset += std::int64_t(newline + 1 - start);
        onLine(line);
        start = newline + 1;
        searchFrom = start;
    }
    m_pending = total - start;
    if (start > 0 && m_pending > 0)
        std::memmove(m_buffer.data(), m_buffer.data() + start, m_pending);
    // A huge partial line must not pin a huge buffer forever.
    if (m_buffer.size() > (std::size_t(1) << 22) && m_pending + kPadding < m_buffer.size() / 4)
        m_buffer.resize(m_pending + kPadding);
}

bool LineSplitter::flushPartial(const std::function<void(const Line &)> &onLine)
{
    if (m_pending == 0)
        return false;
    if (m_buffer.size() < m_pending + kPadding)
        m_buffer.resize(m_pending + kPadding);
    std::memset(m_buffer.data() + m_pending, 0, kPadding);
    std::size_t end = m_pending;
    if (m_buffer[end - 1] == '\r')
        --end;
    Line line;
    line.text = std::string_view(m_buffer.data(), end);
    line.paddedCapacity = m_pending + kPadding;
    line.offset = m_completeOffset;
    m_completeOffset += std::int64_t(m_pending);
    m_pending = 0;
    onLine(line);
    return true;
}

} // namespace twb
