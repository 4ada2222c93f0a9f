#pragma once

#include "core/ablation/ablation_expansion.h"
#include "core/ablation/ablation_spec.h"
#include "core/ablation/study_plan.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_factory.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace twb {

// What `tpuwb plan new` and the New Study dialog ask for.
struct StudyRequest
{
    QString name;
    QString idea;
    QString hypothesis;
    QStringList variables;          // "path=v1,v2[,...]" as typed (`--vary`)
    QString metric = QStringLiteral("eval/loss");
    int seeds = 3;
    ExperimentRequest experiment;   // the base experiment; its name and hypothesis are the study's
    QStringList machines;           // the ablation's machines (the plan's parallelism)
    int parallel = 0;               // machines at once for the timeline; 0: machines, at least 1
};

// The files a study consists of, before they are written: the base experiment, the ablation
// over it, expanded, and where each goes in the workspace.
struct StudyDraft
{
    Experiment experiment;
    AblationSpec spec;
    AblationExpansion expansion;
    QString workspaceRoot;
    QString experimentDir;  // absolute
    QString ablationFile;   // absolute
    QString planFile;       // absolute: <experimentDir>/plan.md
    int parallel = 1;
};

// A study from an idea: the base experiment through the scaffold's path (ExperimentFactory,
// ExperimentValidator, ScaffoldRenderer, ScaffoldPlan), the ablation file through AblationSpec
// and AblationExpander, and `plan.md` (StudyPlan) beside the project, in
// `experiments/<name>/`. The step time is measured by StepTimeProbe between write() and
// writePlan(), because the measuring run needs the project on disk.
class StudyBuilder final
{
public:
    // "train.lr=1e-4,3e-4": values read as JSON when they parse, else as text. Errors name the
    // text and say what is missing: no '=', no values, one value only, a path that is not a
    // field of `base` (with the fields of its block).
    static Result<AblationVariable> parseVariable(const QString &text, const Experiment &base);

    // Everything checked, nothing written: name, metric, seeds, the experiment (validator),
    // each variable, and the expansion (cells the validator rejects are refused here).
    static Result<StudyDraft> prepare(const QString &workspaceRoot, const StudyRequest &request);

    // Writes the project and the ablation file. Refuses, writing nothing, when a file of the
    // project or the ablation file exists with other content, unless `overwrite`.
    static Result<void> write(const StudyDraft &draft, bool overwrite = false);

    // The plan for the draft with what was measured (or why nothing was).
    static StudyPlan plan(const StudyDraft &draft, const StudyRequest &request, std::optional<StudyStepTime> stepTime,
                          const QString &notMeasuredReason, std::optional<StudySpread> spread);

    // Writes plan.md atomically.
    static Result<void> writePlan(const StudyDraft &draft, const StudyPlan &plan);
};

} // namespace twb
