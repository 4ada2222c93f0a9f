#pragma once

#include "core/ablation/ablation_expansion.h"
#include "core/ablation/ablation_metric.h"
#include "core/ablation/ablation_spec.h"
#include "core/ablation/cost_estimate.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// A step time a short smoke run measured (StepTimeProbe): the median of its steps past the
// first ones (compilation, warm-up). Never an estimate: a CPU figure planned for a TPU slice
// is scaled by a factor that is stated, and labelled as not a TPU figure.
struct StudyStepTime
{
    double measuredSeconds = 0;
    int steps = 0;           // steps the median is over
    QString device;          // "cpu" or "tpu"
    QString where;           // the machine, or "this computer"
    QString source;          // the metrics file (or run) it was read from
};

// The seed-to-seed spread of a metric as finished multi-seed runs measured it (SeedSpread).
struct StudySpread
{
    double std = 0;          // pooled within-cell standard deviation
    int degreesOfFreedom = 0;
    QString source;          // "ablation lr-sweep: 3 cells x 2 seeds"
};

// The plan of a study (`plan.md`, docs/formats.md): an idea and its hypothesis, the ablation
// matrix over a base experiment, the compute budget from a measured step time, what
// difference the seeds can detect, and the timeline on the machines that run it in parallel.
// Pure arithmetic and text: the measurement and the files are StudyBuilder's.
class StudyPlan final
{
public:
    // What the training project writes that a study can be judged by (README of the scaffold).
    static QStringList knownMetrics();
    // `eval_loss` -> `eval/loss`; goal max for throughput, else min; at final. An unknown name
    // is an error that lists the known ones.
    static Result<AblationMetric> resolveMetric(const QString &name);

    // The model utilisation a CPU figure is scaled to a TPU slice with (an assumption, stated
    // wherever it is used).
    static constexpr double kAssumedMfu = 0.4;
    // The factor from a CPU step time to the slice's: the TPU step at kAssumedMfu of its bf16
    // peak (FLOPs per step = 6N+12Lds per token x batch_size x seq_len) over the CPU's
    // measured step. nullopt when the type or the model is unknown; `basis` says how.
    static std::optional<double> cpuToTpuScale(const Json &config, double cpuSeconds, const QString &acceleratorType,
                                               QString *basis);

    // A difference of the metric between two cells that n seeds each detect (two-sided 5%,
    // 80% power, Student's t with 2n-2 degrees of freedom), in seed standard deviations;
    // nullopt below 2 seeds.
    static std::optional<double> detectableInStd(int seeds);

    struct Inputs
    {
        QString name;
        QString idea;
        QString hypothesis;
        QString experimentDir;   // as written in the plan (workspace-relative)
        QString ablationFile;    // as written in the plan
        QString configHash;
        AblationSpec spec;
        AblationExpansion expansion;
        std::optional<StudyStepTime> stepTime;
        QString notMeasuredReason; // when there is no step time: why
        std::optional<StudySpread> spread;
        int parallel = 1;        // machines that run the study's runs at once
    };

    static StudyPlan make(Inputs inputs);

    const Inputs &inputs() const { return m_inputs; }
    const CostEstimate &cost() const { return m_cost; }
    // The step time the budget uses (the TPU figure, or the scaled CPU one), when there is one.
    std::optional<double> planStepSeconds() const { return m_cost.stepSeconds; }
    bool cpuScaled() const { return m_scale.has_value(); }
    std::optional<double> scale() const { return m_scale; }
    // A sentence on where the budget's step time comes from.
    const QString &stepTimeLabel() const { return m_label; }

    // The plan.md text.
    QString markdown() const;

private:
    QString budgetSection() const;
    QString significanceSection() const;
    QString timelineSection() const;

    Inputs m_inputs;
    CostEstimate m_cost;
    std::optional<double> m_scale;
    QString m_scaleBasis;
    QString m_label;
};

} // namespace twb
