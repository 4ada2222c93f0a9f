#pragma once

#include <QByteArray>

#include <functional>

namespace twb {

// Splits the follow agent's stdout (FollowAgent) back into frames, whatever the chunking.
// Bytes before the first frame marker (a login shell's chatter) are skipped.
class FollowFrameParser final
{
public:
    struct Frame
    {
        char kind = 0;          // 'M', 'L', 'S', 'T', 'X'
        qint64 offset = 0;
        QByteArray data;
    };

    explicit FollowFrameParser(std::function<void(const Frame &)> onFrame) : m_onFrame(std::move(onFrame)) {}

    // Returns false on a malformed header (the stream cannot be trusted past it).
    bool feed(const QByteArray &chunk);
    void reset() { m_buffer.clear(); }

private:
    std::function<void(const Frame &)> m_onFrame;
    QByteArray m_buffer;
};

} // namespace twb
