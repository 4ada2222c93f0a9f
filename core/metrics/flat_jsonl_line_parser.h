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
// Lines of one stream repeat their keys in the same order: the key at each position is first
// compared with the one the last line had there (one or two 16-byte compares), and only
// scanned and classified when it differs.
class FlatJsonlLineParser final
{
public:
    // `line` has >= 64 readable bytes after its end (loads of 8 and 16 bytes may pass it).
    // False: not a flat scalar line, `out` half-filled (the caller clears it).
    bool parse(std::string_view line, MetricLine &out);

private:
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
};

} // namespace twb
