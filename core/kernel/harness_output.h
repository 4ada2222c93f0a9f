#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

namespace twb::kernel {

// The internal harness's STDOUT (docs/formats.md 6.8). Numbers are taken from
// the lines exactly as printed, anchored at line start, the last occurrence winning; they are
// never derived from wall-clock time.
struct HarnessOutput
{
    std::optional<bool> correctness;         // CORRECTNESS: True/False; absent after an exception
    std::optional<double> baseTimeMs;        // BASE_TIME: x ms
    std::optional<double> resultTimeMs;      // RESULT_TIME: x ms
    std::optional<double> perfMetrics;       // PERF_METRICS: x
    std::optional<double> speedup;           // SPEEDUP: x
    QList<double> caseSpeedups;              // SPEEDUP_CASE_<i>, in order of i
    bool hasError = false;                   // an `ERROR:` line

    static HarnessOutput parse(const QByteArray &stdoutText);
};

} // namespace twb::kernel
