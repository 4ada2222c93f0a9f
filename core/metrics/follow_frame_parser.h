#pragma once

#include <QByteArray>

#include <functional>

namespace twb {

// Splits the follow agent's stdout (FollowAgent) back into frames, whatever the chunking.
// Bytes before the first frame marker (a login shell's chatter) are skipped.
//
// A metrics ('M') or log ('L') frame's bytes are handed out as they arrive, in pieces, each
// with the file offset of its first byte: the agent sends up to 1 MiB per frame, and holding
// every frame whole cost 64 hosts ~200 MB while a Monitor caught up on an hour of lines (the
// buffers kept their size afterwards; issue 30). Their consumers take bytes at any offset
// anyway. The other kinds (status, truncation, end) are small and handed out whole.
class FollowFrameParser final
{
public:
    struct Frame
    {
        char kind = 0;          // 'M', 'L', 'S', 'T', 'X'
        qint64 offset = 0;      // of data's first byte ('M', 'L': a piece of a frame has its own)
        QByteArray data;
    };

    explicit FollowFrameParser(std::function<void(const Frame &)> onFrame) : m_onFrame(std::move(onFrame)) {}

    // Returns false on a malformed header (the stream cannot be trusted past it).
    bool feed(const QByteArray &chunk);
    void reset()
    {
        m_buffer = QByteArray();
        m_streamLeft = 0;
    }

private:
    // Hands out up to m_streamLeft bytes of an 'M'/'L' frame from [data, data + size); returns
    // how many it took.
    qsizetype streamPiece(const char *data, qsizetype size);

    std::function<void(const Frame &)> m_onFrame;
    QByteArray m_buffer;        // a header not yet complete, or a small frame not yet whole
    char m_streamKind = 0;      // the 'M'/'L' frame whose bytes are still arriving
    qint64 m_streamOffset = 0;
    qint64 m_streamLeft = 0;
};

} // namespace twb
