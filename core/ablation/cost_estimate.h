#pragma once

#include "core/ablation/ablation_expansion.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace twb {

// Cost of an ablation in chip-hours: for every run, the chips of its slice (catalog) x its
// estimated hours, where hours = train.max_steps of its cell x the step time / 3600. The step
// time comes from the ablation file (`estimate.step_time_s`) or is measured on finished runs
// of the same experiment (median `step_time_ms`); without either the cost is unknown and says
// so. Compilation and start-up are not included (a few minutes per run on a TPU).
struct CostEstimate
{
    int runs = 0;
    int chipsPerRun = 0;       // 0 when the accelerator type is unknown to the catalog
    QString acceleratorType;
    qint64 totalSteps = 0;     // sum of max_steps over the runs
    std::optional<double> stepSeconds;
    QString stepTimeSource;    // where stepSeconds came from, for people

    static CostEstimate compute(const AblationExpansion &expansion, std::optional<double> stepSeconds,
                                const QString &stepTimeSource);

    bool known() const { return stepSeconds.has_value() && chipsPerRun > 0; }
    double runHours() const;   // sum over the runs of their hours (0 when unknown)
    double chipHours() const;  // runHours() x chipsPerRun
    // Wall-clock hours with `parallel` runs at a time (runs spread evenly; an estimate).
    double wallHours(int parallel) const;
    // "24 runs x 8 chips (v5litepod-8), 48000 steps x 0.40 s = 5.3 h, 42.67 chip-hours; step time
    // configured in the ablation file" or why it is unknown.
    // Numbers in `locale`: the GUI passes QLocale(), the CLI keeps the C locale.
    QString describe(const QLocale &locale = QLocale::c()) const;

    // Chip time in the unit that reads: chip-seconds below two chip-minutes, chip-minutes below
    // two chip-hours, chip-hours above ("13 chip-seconds", not "0.00361 chip-hours").
    static QString chipTimeText(double chipHours, const QLocale &locale = QLocale::c());
    // Hours of training the same way: s, min or h.
    static QString durationText(double hours, const QLocale &locale = QLocale::c());
};

} // namespace twb
