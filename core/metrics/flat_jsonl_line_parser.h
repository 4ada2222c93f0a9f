#pragma once

#include "core/metrics/jsonl_key_kind.h"
#include "core/metrics/metric_line.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace twb {

// The flat scalar line, `{"step": 12, "time": 1764400000.25, "loss": 2.31, ...}` (docs/formats.md
// 5), read without simdjson: a hand-written scan of keys and numbers costs a fraction of
// simdjson's per-line setup and tape. Anything else (a string, NaN, a nested value, an escape,
// a non-ASCII key, a number out of double range, an event key) makes parse() give up, and
// JsonlMetricParser takes the line on its simdjson path, so both paths give the same result
// (tst_jsonl_metric_parser compares them on generated and mutated lines).
//
// Lines of one stream repeat their keys, in the same order and with the same spacing: a line
// is first read as the last scanned line's shape (the bytes between its numbers, each compared
// at once: `{"step": `, `, "time": `, ..., `}`), with only its numbers scanned; a line of
// another shape is scanned, its key at each position first compared with the one the last
// line had there, and becomes the shape.
class FlatJsonlLineParser final
{
public:
    // `line` has >= 64 readable bytes after its end (loads of 8 and 16 bytes may pass it).
    // False: not a flat scalar line, `out` half-filled (the caller clears it).
    bool parse(std::string_view line, MetricLine &out);

private:
    bool parseShaped(std::string_view line, MetricLine &out);
    bool parseScanned(std::string_view line, MetricLine &out);

    // A number of a scanned line: where it is, and its key.
    struct NumberSpan
    {
        const char *begin = nullptr;
        const char *end = nullptr;
        std::string_view key;
        JsonlKeyKind kind = JsonlKeyKind::Value;
    };
    void learnShape(std::string_view line, const NumberSpan *numbers, std::size_t count);

    // A JSON number (RFC 8259 grammar) at p, correctly rounded as simdjson's; its end, or
    // nullptr for anything else (also a number out of double range). Reads up to 8 bytes
    // past `end`.
    [[gnu::always_inline]] static inline const char *scanNumber(const char *p, const char *end, double &out);

    static constexpr std::size_t kCachedKeys = 32;
    static constexpr std::size_t kCachedKeyBytes = 32;   // the key and its closing quote
    struct CachedKey
    {
        alignas(16) char bytes[kCachedKeyBytes] = {};
        std::uint8_t size = 0;   // of the key; 0: none cached
        JsonlKeyKind kind = JsonlKeyKind::Value;
    };
    [[gnu::always_inline]] inline const char *readKey(std::size_t position, const char *p, const char *end, std::string_view &key, JsonlKeyKind &kind);

    std::array<CachedKey, kCachedKeys> m_keys;

    // The shape: literal i comes before number i, the last one after the last number.
    static constexpr std::size_t kShapeLiterals = 33;
    static constexpr std::size_t kShapeLiteralBytes = 32;   // literals are shorter
    struct ShapeLiteral
    {
        alignas(16) char bytes[kShapeLiteralBytes] = {};
        std::uint8_t size = 0;
        std::uint8_t keyOffset = 0;   // the key of the number after it, within the literal
        std::uint8_t keySize = 0;
        JsonlKeyKind kind = JsonlKeyKind::Value;
    };
    std::array<ShapeLiteral, kShapeLiterals> m_shape;
    std::size_t m_shapeNumbers = 0;   // 0: no shape
    std::size_t m_shapeValues = 0;    // of its numbers, the values (not step or time)
};

} // namespace twb
