#include "core/ablation/cost_estimate.h"

#include "core/catalog/accelerator_type.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::CostEstimate.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::CostEstimate)
};

qint64 maxSteps(const Json &config)
{
    const auto train = config.find("train");
    if (train == config.end() || !train->is_object())
        return 0;
    const auto steps = train->find("max_steps");
    return steps != train->end() && steps->is_number_integer() ? steps->get<qint64>() : 0;
}

} // namespace

CostEstimate CostEstimate::compute(const AblationExpansion &expansion, std::optional<double> stepSeconds,
                                   const QString &stepTimeSource)
{
    CostEstimate estimate;
    estimate.runs = int(expansion.runs().size());
    estimate.acceleratorType = expansion.acceleratorType();
    if (auto type = AcceleratorType::parse(estimate.acceleratorType))
        estimate.chipsPerRun = type->chips();
    for (const AblationRun &run : expansion.runs())
        estimate.totalSteps += maxSteps(expansion.cellOf(run).config);
    estimate.stepSeconds = stepSeconds;
    estimate.stepTimeSource = stepTimeSource;
    return estimate;
}

double CostEstimate::runHours() const
{
    return stepSeconds ? double(totalSteps) * *stepSeconds / 3600.0 : 0.0;
}

double CostEstimate::chipHours() const
{
    return runHours() * chipsPerRun;
}

double CostEstimate::wallHours(int parallel) const
{
    if (runs == 0)
        return 0;
    const int lanes = std::clamp(parallel, 1, runs);
    // Runs are spread round-robin: the busiest lane gets ceil(runs / lanes) runs.
    const double perRun = runHours() / runs;
    return perRun * std::ceil(double(runs) / lanes);
}

QString CostEstimate::describe() const
{
    const QString runsText = runs == 1 ? Tr::tr("1 run") : Tr::tr("%1 runs").arg(runs);
    if (chipsPerRun == 0)
        return Tr::tr("%1; cost unknown: the accelerator type \"%2\" is not in the catalog.").arg(runsText, acceleratorType);
    if (!stepSeconds)
        return Tr::tr("%1 x %2 chips (%3), %4 steps; cost unknown: no step time. Set estimate.step_time_s "
                  "in the ablation file or finish one run of the experiment to measure it.")
            .arg(runsText)
            .arg(chipsPerRun)
            .arg(acceleratorType)
            .arg(totalSteps);
    return Tr::tr("%1 x %2 chips (%3), %4 steps x %5 s = %6 h, %7 chip-hours; step time %8. "
              "Compilation and start-up are not included.")
        .arg(runsText)
        .arg(chipsPerRun)
        .arg(acceleratorType)
        .arg(totalSteps)
        .arg(QString::number(*stepSeconds, 'g', 3))
        .arg(QString::number(runHours(), 'f', 2))
        .arg(QString::number(chipHours(), 'f', 2))
        .arg(stepTimeSource);
}

} // namespace twb
