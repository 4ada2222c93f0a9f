#pragma once

#include "core/kernel/best_so_far.h"
#include "core/kernel/history_entry.h"
#include "core/kernel/phase_status.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb::kernel {

// One phase box of the pipeline diagram.
struct PhaseView
{
    QString id;          // "0.2", "3"
    QString title;
    PhaseStatus status = PhaseStatus::Pending;
    QString note;        // why (e.g. the fallback, the DECISION line)
    bool gate = false;   // a representation or correctness gate
};

// One iteration's row: its phases 1-6 and, once committed, its history entry.
struct IterationView
{
    int iteration = 0;
    bool committed = false;
    bool inFlight = false;
    std::optional<HistoryEntry> entry;
    QList<PhaseView> phases;
    QString outcome;          // best, correct, incorrect, compile-failed, in-flight
    bool driftOver10 = false; // base time drifted >10% from state.base_time_ms
    bool reviewSpeedup = false;   // above the correctness-review threshold
    std::optional<bool> needsImprovement; // profile DECISION line
};

// Everything the viewer and `tpuwb kernel status` show about a run, derived from disk only.
struct RunOverview
{
    // A speedup above this is flagged for a correctness review (KernelBench's advice to be
    // suspicious of unusually good results).
    static constexpr double kSpeedupReviewThreshold = 10.0;

    RunStatus status = RunStatus::NoState;
    QString finishDetail;   // finished: published, no-correct-kernel, finishing
    bool alive = false;     // an orchestrator/worker is running
    bool paused = false;    // setup/iterating/waiting with nothing running
    QString stateError;     // why state.json could not be read
    QStringList warnings;
    QList<PhaseView> setup; // phases 0 .. 0.9
    QList<IterationView> iterations;
    QString assurance;      // verified-structural, verified-golden, user-approved-only, unverified, pending
    BestSoFar::Choice best; // recomputed from history by the rule
    int iteration = 0;
    int maxIterations = 0;
};

} // namespace twb::kernel
