#pragma once

#include "core/services/step_time_probe.h"
#include "core/services/study_builder.h"
#include "core/util/error.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

namespace twb {

class RunService;

// A study created from a prepared draft (StudyBuilder::prepare), the one sequence both
// `tpuwb plan new` and the New Study dialog run: the experiment and ablation written, the step
// time measured when asked (a CPU smoke run here, or a short run on a registry machine through
// the RunService), the seed spread of earlier runs of the metric, and plan.md written with the
// budget or the reason there is none. Blocking: the GUI calls it on the pool.
class StudyCreation final
{
    Q_DECLARE_TR_FUNCTIONS(twb::StudyCreation)

public:
    struct Options
    {
        bool measure = false;
        QString machine;       // measure there; empty: a CPU smoke run on this computer
        QString device;        // on `machine`: "cpu" or "tpu"; empty: cpu for a local machine, else tpu
        int steps = StepTimeProbe::kDefaultSteps;
        int torchThreads = 0;  // measuring here: torch's threads (0: its default)
        bool overwrite = false;
        QString notAsked;      // plan.md's reason when no measuring run was asked for
    };

    struct Outcome
    {
        StudyDraft draft;
        StudyPlan plan;
        std::optional<StudyStepTime> measured;
        QString notMeasured;   // why `measured` is empty
    };

    // `service` is needed only to measure on a machine; `written` is told once the experiment
    // and ablation are on disk, before the measuring run.
    static Result<Outcome> run(const StudyDraft &draft, const StudyRequest &request, RunService *service,
                               const Options &options, const StepTimeProbe::Progress &progress = {},
                               const StepTimeProbe::Cancelled &cancelled = {},
                               const std::function<void(const StudyDraft &)> &written = {});
};

} // namespace twb
