#include "core/metrics/follow_frame_parser.h"

#include <QList>

namespace twb {

qsizetype FollowFrameParser::streamPiece(const char *data, qsizetype size)
{
    const qsizetype n = qsizetype(std::min<qint64>(m_streamLeft, size));
    if (n == 0)
        return 0;
    Frame frame;
    frame.kind = m_streamKind;
    frame.offset = m_streamOffset;
    frame.data = QByteArray(data, n);
    m_streamOffset += n;
    m_streamLeft -= n;
    m_onFrame(frame);
    return n;
}

bool FollowFrameParser::feed(const QByteArray &chunk)
{
    static const QByteArray marker("\x1eTWB ");
    // The rest of a frame whose bytes are arriving goes out straight from the chunk.
    const qsizetype taken = m_buffer.isEmpty() ? streamPiece(chunk.constData(), chunk.size()) : 0;
    if (taken == chunk.size())
        return true;
    m_buffer.append(chunk.constData() + taken, chunk.size() - taken);
    qsizetype pos = 0;
    bool ok = true;
    while (true) {
        if (m_streamLeft > 0) {
            pos += streamPiece(m_buffer.constData() + pos, m_buffer.size() - pos);
            if (m_streamLeft > 0)
                break;   // all of the buffer was this frame's
        }
        const qsizetype start = m_buffer.indexOf(marker, pos);
        if (start < 0) {
            // Keep a tail that could be the start of a marker.
            pos = std::max(pos, m_buffer.size() - (marker.size() - 1));
            break;
        }
        const qsizetype newline = m_buffer.indexOf('\n', start);
        if (newline < 0) {
            pos = start;
            break;
        }
        const QList<QByteArray> fields = m_buffer.mid(start + marker.size(), newline - start - marker.size()).split(' ');
        bool offsetOk = false;
        bool lengthOk = false;
        const qint64 offset = fields.size() == 3 ? fields[1].toLongLong(&offsetOk) : 0;
        const qint64 length = fields.size() == 3 ? fields[2].toLongLong(&lengthOk) : 0;
        if (fields.size() != 3 || fields[0].size() != 1 || !offsetOk || !lengthOk || length < 0) {
            ok = false;
            pos = newline + 1;
            continue;
        }
        const char kind = fields[0][0];
        if ((kind == 'M' || kind == 'L') && length > 0) {
            m_streamKind = kind;
            m_streamOffset = offset;
            m_streamLeft = length;
            pos = newline + 1;
            continue;
        }
        if (m_buffer.size() - (newline + 1) < length) {
            pos = start;
            break;
        }
        Frame frame;
        frame.kind = kind;
        frame.offset = offset;
        frame.data = m_buffer.mid(newline + 1, length);
        pos = newline + 1 + length;
        m_onFrame(frame);
    }
    // Nothing kept but what is still incomplete; an emptied buffer gives its memory back.
    if (pos >= m_buffer.size())
        m_buffer = QByteArray();
    else
        m_buffer = m_buffer.mid(pos);
    return ok;
}

} // namespace twb
