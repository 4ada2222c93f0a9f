#pragma once

#include "core/metrics/metric_line.h"

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace twb {

// The fast path for `metrics/host-<i>.jsonl` lines, on simdjson's on-demand parser (Debian's
// libsimdjson). Tolerates what Python's json.dumps writes beyond RFC 8259: bare NaN,
// Infinity, -Infinity; `null` is taken as NaN. Nested values other than an eval event's
// `metrics` object are skipped without being validated (on-demand parsing reads only what it
// touches), so a broken array inside a line we do not read does not count as malformed.
class JsonlMetricParser final
{
public:
    JsonlMetricParser();
    ~JsonlMetricParser();
    JsonlMetricParser(const JsonlMetricParser &) = delete;
    JsonlMetricParser &operator=(const JsonlMetricParser &) = delete;

    // `paddedCapacity` readable bytes must start at line.data() (>= size + 64, what
    // LineSplitter provides). On Malformed, `error` says why (no line text, it may be huge).
    LineStatus parse(std::string_view line, std::size_t paddedCapacity, MetricLine &out,
                     std::string *error = nullptr);

    // Flat scalar lines take a hand-written scan unless this is off (tests compare the two).
    void setFlatFastPath(bool on) { m_flatFastPath = on; }

private:
    bool m_flatFastPath = true;
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace twb
