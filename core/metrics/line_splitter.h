#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace twb {

// Cuts a byte stream into complete lines. Bytes arrive in arbitrary chunks (SSH reads, file
// reads); a line is handed out only once its '\n' has arrived, and a partial last line is kept
// for the next chunk (docs/formats.md 5: "a last line without its newline is not read until it is
// complete").
//
// It tracks the absolute byte offset in the followed file just after the last complete line
// handed out, which is where a dropped stream resumes without losing or repeating a line.
//
// Lines are handed out as views with at least `kPadding` readable bytes after them (in the
// caller's chunk, or in an internal buffer for the chunk's tail), so a SIMD JSON parser may
// read past the end of a line.
class LineSplitter final
{
public:
    static constexpr std::size_t kPadding = 64;

    explicit LineSplitter(std::int64_t startOffset = 0);

    // A complete line without its '\n' (a trailing '\r' is dropped too). `paddedCapacity` is
    // the number of readable bytes from line.data(): at least line.size() + kPadding.
    struct Line
    {
        std::string_view text;
        std::size_t paddedCapacity = 0;
        std::int64_t offset = 0;   // absolute offset of the line's first byte
    };

    // Appends a chunk and calls `onLine` for each line it completes, in order. The views are
    // valid only during the call.
    void feed(const char *data, std::size_t size, const std::function<void(const Line &)> &onLine);

    // Hands out a pending partial line as if its newline had arrived (for a file import that
    // reached its end); returns false if nothing was pending.
    bool flushPartial(const std::function<void(const Line &)> &onLine);

    // Absolute offset just after the last complete line handed out.
    std::int64_t completeOffset() const { return m_completeOffset; }
    // Bytes of the partial last line held back.
    std::size_t pendingBytes() const { return m_pending; }

    // Forgets the partial line and restarts counting at `offset` (after a reconnect).
    void reset(std::int64_t offset);

private:
    std::vector<char> m_buffer;     // pending partial line, then the new chunk, then padding
    std::size_t m_pending = 0;      // bytes of a partial line at the front of m_buffer
    std::int64_t m_completeOffset = 0;
};

} // namespace twb
