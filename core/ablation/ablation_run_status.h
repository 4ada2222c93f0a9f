#pragma once

#include <QString>

#include <cmath>
#include <cstdint>
#include <limits>

namespace twb {

// What the cell grid and `tpuwb ablate status` show of one run of an ablation: its state
// (run.json's, or "not launched") and the metric's value so far.
struct AblationRunStatus
{
    QString runId;
    QString state;          // docs/formats.md section 4 states, or "" when the run was never launched
    QString machine;
    double value = std::numeric_limits<double>::quiet_NaN(); // the metric as `at` selects it
    bool hasValue = false;
    std::int64_t lastStep = 0;
    QString message;        // why a run failed, when known

    bool launched() const { return !state.isEmpty(); }
    bool isTerminal() const
    {
        return state == QLatin1String("finished") || state == QLatin1String("failed") || state == QLatin1String("stopped");
    }
};

} // namespace twb
