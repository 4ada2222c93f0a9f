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

QString CostEstimate::describe(const QLocale &locale) const
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
    return Tr::tr("%1 x %2 chips (%3), %4 steps x %5 s = %6, %7; step time %8. "
              "Compilation and start-up are not included.")
        .arg(runsText)
        .arg(chipsPerRun)
        .arg(acceleratorType)
        .arg(totalSteps)
        .arg(locale.toString(*stepSeconds, 'g', 3))
        .arg(durationText(runHours(), locale), chipTimeText(chipHours(), locale), stepTimeSource);
}

QString CostEstimate::chipTimeText(double chipHours, const QLocale &locale)
{
    // The next unit from two of it on, so the number is never a lone 1 ("1 chip-minutes").
    const double seconds = chipHours * 3600.0;
    if (seconds < 120.0)
        return Tr::tr("%1 chip-seconds").arg(locale.toString(seconds, 'g', 3));
    if (seconds < 7200.0)
        return Tr::tr("%1 chip-minutes").arg(locale.toString(seconds / 60.0, 'g', 3));
    // Two decimals while they mean something; whole chip-hours for a big study.
    return Tr::tr("%1 chip-hours").arg(locale.toString(chipHours, 'f', chipHours < 100.0 ? 2 : 0));
}

QString CostEstimate::durationText(double hours, const QLocale &locale)
{
    const double seconds = hours * 3600.0;
    if (seconds < 60.0)
        return Tr::tr("%1 s").arg(locale.toString(seconds, 'g', 3));
    if (seconds < 3600.0)
        return Tr::tr("%1 min").arg(locale.toString(seconds / 60.0, 'g', 3));
    return Tr::tr("%1 h").arg(locale.toString(hours, 'f', hours < 100.0 ? 2 : 0));
}

} // namespace twb
