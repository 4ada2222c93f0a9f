#pragma once

#include "core/kernel/history_entry.h"

#include <QList>
#include <QString>

#include <optional>

namespace twb::kernel {

// The best-so-far rule of worker Phase 6 (docs/formats.md 6.3): only compiled,
// correct and timed iterations count; a strictly lower optimized_time_ms wins; a tie keeps
// the incumbent. Ranking is by absolute latency, never by speedup (the baseline is re-measured
// every iteration).
class BestSoFar final
{
public:
    // The rule applied to history in order. `iteration` is 0 when no iteration won, and then
    // `codePath` is <run_dir>/base.py.
    struct Choice
    {
        int iteration = 0;
        QString codePath;
        std::optional<double> timeMs;
        std::optional<double> speedup;
    };

    // True when `entry` replaces an incumbent whose latency is `bestTimeMs` (null: none yet).
    static bool replaces(const std::optional<double> &bestTimeMs, const HistoryEntry &entry);

    static Choice select(const QList<HistoryEntry> &history, const QString &runDir);

    // The best latency after each entry (null until the first eligible one), for the plot's
    // best-so-far line.
    static QList<std::optional<double>> runningBest(const QList<HistoryEntry> &history);

    // <run_dir>/iter<n>/optimized.py
    static QString iterationKernelPath(const QString &runDir, int iteration);
};

} // namespace twb::kernel
