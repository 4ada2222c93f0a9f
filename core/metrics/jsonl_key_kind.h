#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace twb {

// What a top-level key of a metrics line means (docs/formats.md 5), for both JSONL readers
// (JsonlMetricParser's simdjson path and FlatJsonlLineParser).
enum class JsonlKeyKind : std::uint8_t { Value, Step, Time, Host, Event, Text, Metrics, Count, ExitCode };

namespace jsonl_key_detail {
template <std::size_t N>
[[gnu::always_inline]] inline bool is(std::string_view key, const char (&word)[N])
{
    return std::memcmp(key.data(), word, N - 1) == 0;
}
} // namespace jsonl_key_detail

// Classified by the key's length and then fixed-size compares, which the compiler turns into
// one or two integer compares; a chain of string_view == calls was out-of-line and cost a
// sixth of the parse.
[[gnu::always_inline]] inline JsonlKeyKind classifyJsonlKey(std::string_view key)
{
    using jsonl_key_detail::is;
    switch (key.size()) {
    case 4:
        if (is(key, "step"))
            return JsonlKeyKind::Step;
        if (is(key, "time"))
            return JsonlKeyKind::Time;
        if (is(key, "host"))
            return JsonlKeyKind::Host;
        if (is(key, "path"))
            return JsonlKeyKind::Text;
        return JsonlKeyKind::Value;
    case 5:
        if (is(key, "event"))
            return JsonlKeyKind::Event;
        if (is(key, "count"))
            return JsonlKeyKind::Count;
        if (is(key, "phase"))
            return JsonlKeyKind::Text;
        return JsonlKeyKind::Value;
    case 6:
        if (is(key, "reason") || is(key, "source"))
            return JsonlKeyKind::Text;
        return JsonlKeyKind::Value;
    case 7:
        return is(key, "metrics") ? JsonlKeyKind::Metrics : JsonlKeyKind::Value;
    case 9:
        return is(key, "exit_code") ? JsonlKeyKind::ExitCode : JsonlKeyKind::Value;
    default:
        return JsonlKeyKind::Value;
    }
}

} // namespace twb
