#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace twb {

// Events a training process writes into its metrics stream (docs/formats.md 5).
// PhaseBegin / PhaseEnd: the program announces a long phase (evaluation, checkpoint save or
// restore, compilation; its name in `text`), during which no step is logged.
enum class MetricEventKind : std::uint8_t { None, Config, Eval, Checkpoint, Compile, Done, Other, PhaseBegin, PhaseEnd };

// One numeric value of a line. NaN, +/-Infinity and null are kept as NaN/inf: a NaN loss is
// data, not an error.
struct MetricValue
{
    std::string_view key;     // into the line's bytes or the reader: valid while both are, until the next line
    double value = 0;
    bool evalPrefix = false;  // from an eval event's "metrics": stored as "eval/<key>"
};

// One parsed line of any metrics format (JSONL, MaxText log, CSV row). Readers reuse one
// instance so that its vectors keep their capacity across lines.
struct MetricLine
{
    bool hasStep = false;
    std::int64_t step = 0;
    bool hasTime = false;
    double time = 0;          // seconds since the epoch (JSONL `time`) or since the run began
    int host = -1;            // the line's own `host` field when it is an integer
    std::vector<MetricValue> values;

    MetricEventKind event = MetricEventKind::None;
    std::string eventName;    // the `event` string as written
    std::string text;         // checkpoint path, compile reason, done's `source`, a phase's name, or the config line
    bool hasNumber = false;
    std::int64_t number = 0;  // compile count, done exit code

    void clear()
    {
        hasStep = hasTime = hasNumber = false;
        host = -1;
        step = number = 0;
        time = 0;
        values.clear();
        event = MetricEventKind::None;
        eventName.clear();
        text.clear();
    }
};

// What a reader made of a line.
enum class LineStatus : std::uint8_t { Parsed, Skipped, Malformed };

} // namespace twb
