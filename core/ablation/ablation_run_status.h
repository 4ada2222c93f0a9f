#pragma once

#include "core/runs/run_state.h"

#include <QString>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

namespace twb {

// What the cell grid and `tpuwb ablate status` show of one run of an ablation: its state
// (run.json's, or "not launched") and the metric's value so far.
struct AblationRunStatus
{
    QString runId;
    std::optional<RunState> state;   // run.json's; none when the run was never launched
    QString machine;
    double value = std::numeric_limits<double>::quiet_NaN(); // the metric as `at` selects it
    bool hasValue = false;
    std::int64_t lastStep = 0;
    QString message;        // why a run failed, when known

    bool launched() const { return state.has_value(); }
    bool isTerminal() const
    {
        return state == RunState::Finished || state == RunState::Failed || state == RunState::Stopped
               || state == RunState::Preempted;
    }
    // run.json's word for the state ("finished"), or `notLaunched`.
    QString stateName(const QString &notLaunched = {}) const { return state ? runStateName(*state) : notLaunched; }
};

} // namespace twb
