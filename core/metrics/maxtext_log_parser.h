#pragma once

#include "core/metrics/metric_line.h"

#include <string>
#include <string_view>

namespace twb {

// Reads MaxText's training log lines (docs/formats.md 5):
//   completed step: 12, seconds: 1.234, TFLOP/s/device: 100.5, Tokens/s/device: 2000.1,
//   total_weights: 65536, loss: 10.123
// anywhere in a line (log prefixes are ignored), and memstats lines such as
//   Using (GB) 44.63 / 95.74 (46.615835%) on TPU_0(process=0,(0,0,0,0))
// Series names: step_time_ms, tflops_per_device, tokens_per_s_per_device, total_weights,
// loss, hbm_used_bytes, hbm_limit_bytes; any other "name: number" pair of a step line becomes
// a lower-case series name. `time` is the running sum of `seconds` (seconds since the first
// logged step), because MaxText does not print a timestamp of its own. Every other line is
// Skipped: a log is mostly prose.
class MaxTextLogParser final
{
public:
    LineStatus parse(std::string_view line, MetricLine &out, std::string *error = nullptr);

private:
    double m_elapsed = 0;
    std::string m_keys;   // normalized keys of the current line; `values` point into it
};

} // namespace twb
