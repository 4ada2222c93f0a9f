#pragma once

#include "core/util/json.h"

#include <QString>

#include <optional>

namespace twb::kernel {

// One committed iteration (`state.history[]`, docs/formats.md 6.3). The three
// numbers are copied verbatim from the harness output by the worker; null when not measured.
struct HistoryEntry
{
    int iteration = 0;
    bool compileOk = false;
    bool testOk = false;
    std::optional<double> baseTimeMs;
    std::optional<double> optimizedTimeMs;
    std::optional<double> speedup;
    QString baseChoice;   // "base", "iter<k>" or "unknown"
    QString kernelPlan;   // absolute paths; empty when null
    QString optimizedKernel;
    QString profileSummary;
    QString autotuneSummary;

    // Compiled, correct and timed: the only iterations that can become the best (docs/formats.md 6.3).
    bool isEligibleForBest() const { return compileOk && testOk && optimizedTimeMs.has_value(); }

    // Reads an entry the state validator has already type-checked (legacy `optimized_time`
    // is mapped to optimized_time_ms by then).
    static HistoryEntry fromJson(const Json &entry);
    // Every key is always present, as the worker writes it.
    Json toJson() const;
};

} // namespace twb::kernel
