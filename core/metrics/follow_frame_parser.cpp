#include "core/metrics/follow_frame_parser.h"

#include <QList>

namespace twb {

bool FollowFrameParser::feed(const QByteArray &chunk)
{
    static const QByteArray marker("\x1eTWB ");
    m_buffer += chunk;
    qsizetype pos = 0;
    bool ok = true;
    while (true) {
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
        if (m_buffer.size() - (newline + 1) < length) {
            pos = start;
            break;
        }
        Frame frame;
        frame.kind = fields[0][0];
        frame.offset = offset;
        frame.data = m_buffer.mid(newline + 1, length);
        pos = newline + 1 + length;
        m_onFrame(frame);
    }
    m_buffer.remove(0, pos);
    return ok;
}

} // namespace twb
