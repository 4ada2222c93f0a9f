#include "core/ablation/study_plan.h"

#include "core/ablation/seed_statistics.h"
#include "core/catalog/accelerator_type.h"
#include "core/metrics/run_profile.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::StudyPlan.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::StudyPlan)
};

// Below this a TPU step is dominated by dispatch overhead, whatever its FLOPs.
constexpr double kOverheadBoundSeconds = 0.005;

QString number(double value, int digits = 3)
{
    return QString::number(value, 'g', digits);
}

QString seconds(double s)
{
    if (s >= 0.1)
        return Tr::tr("%1 s").arg(number(s));
    if (s >= 1e-3)
        return Tr::tr("%1 ms").arg(number(s * 1e3));
    return Tr::tr("%1 us").arg(number(s * 1e6));
}

QString hours(double h)
{
    if (h * 60.0 < 1.0)
        return seconds(h * 3600.0);
    if (h < 1.0)
        return Tr::tr("%1 min").arg(number(h * 60.0));
    if (h < 48.0)
        return Tr::tr("%1 h").arg(number(h));
    return Tr::tr("%1 h (%2 days)").arg(number(h), number(h / 24.0));
}

QString valuesText(const AblationVariable &variable)
{
    QStringList values;
    for (const Json &value : variable.values())
        values << toQString(value.is_string() ? value.get<std::string>() : value.dump());
    return values.join(u", "_s);
}

qint64 integerAt(const Json &config, const char *block, const char *key)
{
    const auto b = config.find(block);
    if (b == config.end() || !b->is_object())
        return 0;
    const auto v = b->find(key);
    return v != b->end() && v->is_number() ? v->get<qint64>() : 0;
}

} // namespace

QStringList StudyPlan::knownMetrics()
{
    return {u"loss"_s,         u"eval/loss"_s,    u"eval/perplexity"_s,  u"grad_norm"_s,
            u"step_time_ms"_s, u"tokens_per_s"_s, u"moe/balance_loss"_s, u"moe/dropped_fraction"_s};
}

Result<AblationMetric> StudyPlan::resolveMetric(const QString &name)
{
    QString resolved = name.trimmed();
    // The flat spelling people type for the eval metrics the stream writes as eval/...
    if (resolved.startsWith(u"eval_"_s))
        resolved = u"eval/"_s + resolved.mid(5);
    if (resolved == u"perplexity"_s)
        resolved = u"eval/perplexity"_s;
    if (!knownMetrics().contains(resolved))
        return fail(Error::invalid(Tr::tr("the metric \"%1\" is not one the training project writes; use one of: %2.")
                                       .arg(name, knownMetrics().join(u", "_s)),
                                   name));
    AblationMetric metric;
    metric.name = resolved;
    metric.goal = resolved == u"tokens_per_s"_s ? AblationMetric::Goal::Max : AblationMetric::Goal::Min;
    metric.at = AblationMetric::At::Final;
    return metric;
}

std::optional<double> StudyPlan::cpuToTpuScale(const Json &config, double cpuSeconds, const QString &acceleratorType,
                                               QString *basis)
{
    const auto type = AcceleratorType::parse(acceleratorType);
    const double perToken = RunProfile::modelFlopsPerToken(config);
    const qint64 tokens = integerAt(config, "train", "batch_size") * integerAt(config, "train", "seq_len");
    if (!type || perToken <= 0 || tokens <= 0 || cpuSeconds <= 0) {
        if (basis)
            *basis = !type ? Tr::tr("the accelerator type \"%1\" is not in the catalog").arg(acceleratorType)
                           : Tr::tr("the experiment's model or batch is not known");
        return std::nullopt;
    }
    const double flopsPerStep = perToken * double(tokens);
    const double slicePeak = double(type->chips()) * type->bf16FlopsPerChip();
    const double tpuSeconds = flopsPerStep / (slicePeak * kAssumedMfu);
    if (basis)
        *basis = Tr::tr("%1 GFLOP per step (6N+12Lds x %2 tokens): the CPU ran it at %3 GFLOP/s; "
                        "%4 chips of %5 at %6 TFLOP/s bf16 peak each, at an assumed %7% MFU, would take %8")
                     .arg(number(flopsPerStep / 1e9))
                     .arg(tokens)
                     .arg(number(flopsPerStep / cpuSeconds / 1e9))
                     .arg(type->chips())
                     .arg(acceleratorType, number(type->bf16FlopsPerChip() / 1e12))
                     .arg(number(kAssumedMfu * 100.0))
                     .arg(seconds(tpuSeconds));
    return tpuSeconds / cpuSeconds;
}

std::optional<double> StudyPlan::detectableInStd(int seeds)
{
    if (seeds < 2)
        return std::nullopt;
    const int df = 2 * seeds - 2;
    return (SeedStatistics::tQuantile(0.975, df) + SeedStatistics::tQuantile(0.8, df)) * std::sqrt(2.0 / seeds);
}

StudyPlan StudyPlan::make(Inputs inputs)
{
    StudyPlan plan;
    plan.m_inputs = std::move(inputs);
    const Inputs &in = plan.m_inputs;
    const QString slice = in.expansion.acceleratorType();
    std::optional<double> stepSeconds;
    if (in.stepTime && in.stepTime->device == u"tpu"_s) {
        stepSeconds = in.stepTime->measuredSeconds;
        plan.m_label = Tr::tr("measured: the median step of a smoke run on %1 (%2; steps after warm-up: %3), read from %4")
                           .arg(in.stepTime->where, slice)
                           .arg(in.stepTime->steps)
                           .arg(in.stepTime->source);
    } else if (in.stepTime) {
        plan.m_scale = cpuToTpuScale(in.expansion.cells().empty() ? Json() : in.expansion.cells().front().config,
                                     in.stepTime->measuredSeconds, slice, &plan.m_scaleBasis);
        if (plan.m_scale) {
            stepSeconds = in.stepTime->measuredSeconds * *plan.m_scale;
            plan.m_label = Tr::tr("measured on CPU (%1, the median step on %2; steps after warm-up: %3; read from %4), "
                                  "scaled by %5; not a TPU figure")
                               .arg(seconds(in.stepTime->measuredSeconds), in.stepTime->where)
                               .arg(in.stepTime->steps)
                               .arg(in.stepTime->source, number(*plan.m_scale));
        } else {
            plan.m_label = Tr::tr("measured on CPU (%1), which cannot be scaled to %2: %3; no TPU figure")
                               .arg(seconds(in.stepTime->measuredSeconds), slice, plan.m_scaleBasis);
        }
    } else {
        plan.m_label = Tr::tr("not measured: %1").arg(in.notMeasuredReason);
    }
    plan.m_cost = CostEstimate::compute(in.expansion, stepSeconds, plan.m_label);
    return plan;
}

QString StudyPlan::markdown() const
{
    const Inputs &in = m_inputs;
    const AblationMetric &metric = in.spec.metric();
    QString md;
    md += Tr::tr("# Study plan: %1\n\n").arg(in.name);
    md += Tr::tr("## Idea\n\n%1\n\n").arg(in.idea.isEmpty() ? Tr::tr("(not given)") : in.idea);
    md += Tr::tr("## Hypothesis\n\n%1\n\n").arg(in.hypothesis.isEmpty() ? Tr::tr("(not given)") : in.hypothesis);

    md += Tr::tr("## Base experiment\n\n");
    md += Tr::tr("- Project: `%1` (config hash %2)\n").arg(in.experimentDir, in.configHash);
    md += Tr::tr("- Slice: %1\n").arg(in.expansion.acceleratorType());
    if (!in.expansion.cells().empty())
        md += Tr::tr("- Steps per run: %1 (train.max_steps)\n")
                  .arg(integerAt(in.expansion.cells().front().config, "train", "max_steps"));
    md += u'\n';

    md += Tr::tr("## Ablation matrix\n\n");
    md += Tr::tr("- File: `%1` (%2)\n").arg(in.ablationFile, AblationSpec::modeName(in.spec.mode()));
    md += Tr::tr("- Metric: %1, goal %2, at %3\n")
              .arg(metric.name, AblationMetric::goalName(metric.goal), AblationMetric::atName(metric.at, metric.step));
    md += u'\n' + Tr::tr("| variable | values |") + u"\n|---|---|\n"_s;
    for (const AblationVariable &variable : in.spec.variables())
        md += u"| `%1` | %2 |\n"_s.arg(variable.path(), valuesText(variable));
    md += u'\n';
    md += Tr::tr("Cells x seeds = runs: %1 x %2 = %3.\n\n")
              .arg(in.expansion.cells().size())
              .arg(in.expansion.seeds().size())
              .arg(in.expansion.runs().size());

    md += budgetSection();
    md += significanceSection();
    md += timelineSection();

    md += Tr::tr("## Next\n\n");
    const QString machines = in.spec.machines().isEmpty() ? u"NAME[,NAME...]"_s : in.spec.machines().join(u',');
    md += Tr::tr("- Launch: `tpuwb ablate launch %1 --machines %2`\n").arg(in.ablationFile, machines);
    md += Tr::tr("- Results: `tpuwb ablate report %1 --out report.md`\n").arg(in.ablationFile);
    return md;
}

QString StudyPlan::budgetSection() const
{
    const Inputs &in = m_inputs;
    QString md = Tr::tr("## Compute budget\n\n");
    md += Tr::tr("- Step time: %1\n").arg(m_label);
    if (m_scale)
        md += Tr::tr("- Scale: %1 (%2)\n").arg(number(*m_scale), m_scaleBasis);
    if (m_cost.known()) {
        md += Tr::tr("- Budget step time: %1%2\n")
                  .arg(seconds(*m_cost.stepSeconds), m_scale ? Tr::tr(" (scaled from CPU; not a TPU figure)") : QString());
        if (m_scale && *m_cost.stepSeconds < kOverheadBoundSeconds)
            md += Tr::tr("- Below about %1 a TPU step is bound by launch overhead, not by FLOPs: this scaled figure "
                         "is a lower bound. Measure on the slice (`--machine NAME`) for a real one.\n")
                      .arg(seconds(kOverheadBoundSeconds));
        md += Tr::tr("- Training: runs x steps x step time = %1 x %2 x %3 = %4\n")
                  .arg(m_cost.runs)
                  .arg(m_cost.runs > 0 ? m_cost.totalSteps / m_cost.runs : 0)
                  .arg(seconds(*m_cost.stepSeconds), hours(m_cost.runHours()));
        // In the unit that reads (a tiny study is chip-seconds, not "0.000222 chip-hours"), with
        // the step time it comes from.
        if (m_scale)
            md += Tr::tr("- Chip time: %1 (%2 of training x chips per run: %3, %4; at %5 per step, scaled from "
                         "%6 measured on CPU)\n")
                      .arg(CostEstimate::chipTimeText(m_cost.chipHours()), hours(m_cost.runHours()))
                      .arg(m_cost.chipsPerRun)
                      .arg(m_cost.acceleratorType, seconds(*m_cost.stepSeconds),
                           seconds(in.stepTime->measuredSeconds));
        else
            md += Tr::tr("- Chip time: %1 (%2 of training x chips per run: %3, %4; at the measured step time of %5)\n")
                      .arg(CostEstimate::chipTimeText(m_cost.chipHours()), hours(m_cost.runHours()))
                      .arg(m_cost.chipsPerRun)
                      .arg(m_cost.acceleratorType, seconds(*m_cost.stepSeconds));
        md += Tr::tr("- Not included: compilation and start-up (a few minutes per run on a TPU), evaluation "
                     "beyond train.eval_every, failed runs.\n");
    } else {
        md += Tr::tr("- Budget: unknown. %1\n").arg(m_cost.describe());
        if (!in.stepTime)
            md += Tr::tr("- To measure it: `tpuwb plan new ... --measure` (a short CPU smoke run here) or "
                         "`--machine NAME` (a short run on the slice).\n");
    }
    md += u'\n';
    return md;
}

QString StudyPlan::significanceSection() const
{
    const Inputs &in = m_inputs;
    const int seeds = int(in.expansion.seeds().size());
    QString md = Tr::tr("## Significance\n\n");
    const auto inStd = detectableInStd(seeds);
    if (!inStd) {
        md += Tr::tr("- With 1 seed per cell there is no seed spread: no difference between cells can be "
                     "called significant. Use 3 seeds or more (`--seeds 3`).\n\n");
        return md;
    }
    md += Tr::tr("- Seeds per cell: %1. Two cells differ detectably (two-sided 5%, 80% power, t with %2 degrees "
                 "of freedom) when their means are %3 seed standard deviations apart.\n")
              .arg(seeds)
              .arg(2 * seeds - 2)
              .arg(number(*inStd));
    if (in.spread) {
        md += Tr::tr("- Seed spread of %1: %2 (pooled, %3 degrees of freedom; %4). Detectable difference: %5.\n")
                  .arg(in.spec.metric().name, number(in.spread->std), QString::number(in.spread->degreesOfFreedom),
                       in.spread->source, number(*inStd * in.spread->std));
        md += Tr::tr("- The spread was measured on other runs than this study's; the first cell's seeds measure "
                     "it for this one (`tpuwb ablate report`).\n");
    } else {
        md += Tr::tr("- Seed spread of %1: unknown (no finished multi-seed runs of it in this workspace). "
                     "Run the baseline cell with its seeds first (`tpuwb ablate launch %2`); the report's std "
                     "column is the spread.\n")
                  .arg(in.spec.metric().name, in.ablationFile);
    }
    md += u'\n';
    return md;
}

QString StudyPlan::timelineSection() const
{
    const Inputs &in = m_inputs;
    QString md = Tr::tr("## Timeline\n\n");
    const int parallel = std::max(1, in.parallel);
    if (!m_cost.known()) {
        md += Tr::tr("- Unknown until the step time is measured.\n\n");
        return md;
    }
    md += Tr::tr("- Machines in parallel: %1 (one run per machine at a time): %2 of wall time.\n")
              .arg(parallel)
              .arg(hours(m_cost.wallHours(parallel)));
    if (parallel < m_cost.runs)
        md += Tr::tr("- With %1 machines (one per run): %2.\n")
                  .arg(m_cost.runs)
                  .arg(hours(m_cost.wallHours(m_cost.runs)));
    md += u'\n';
    return md;
}

} // namespace twb
