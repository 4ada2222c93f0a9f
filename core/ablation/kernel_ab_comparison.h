#pragma once

#include "core/util/json.h"

#include <QCoreApplication>
#include <QString>

#include <limits>
#include <optional>
#include <vector>

namespace twb {

class SeriesStore;

// A kernel A/B (`tpuwb kernel use --ab`, the Kernels panel's Use in experiment…): runs that
// differ in `model.kernels.<module>.enabled`, paired by seed and by everything else in their
// configs. What a researcher asks of it: does the model train the same with the kernel (the final
// losses of each pair within a tolerance) and what does it cost or save per step (the arms' step
// times), measured how (the kernel run's own `kernel` event says, e.g. "interpret mode on CPU").
// Compare shows it above its tables; `tpuwb ablate report` adds it to the report's notes.
class KernelAbComparison final
{
    Q_DECLARE_TR_FUNCTIONS(twb::KernelAbComparison)

public:
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    // The final losses of a pair are equal when they differ by at most this share of the
    // plain module's (bfloat16 and a different reduction order move the last digits).
    static constexpr double kRelativeLossTolerance = 1e-3;

    struct Run
    {
        QString runId;
        QString dir;   // the run's local folder (its metrics files)
        Json config;   // the effective config
        qint64 seed = 0;
    };
    struct Pair
    {
        qint64 seed = 0;
        double lossOff = kNaN;
        double lossOn = kNaN;
    };

    // The comparison, when `runs` hold both arms of one module's kernel with a loss in at least
    // one pair; none otherwise. Reads the kernel runs' first metrics lines for their mode.
    static std::optional<KernelAbComparison> from(const std::vector<Run> &runs, const SeriesStore &store);

    QString module;
    std::vector<Pair> pairs;
    // The mean over each arm's runs of the run's median step time (the first logged step, which
    // compiles, left out); NaN when the runs logged none.
    double stepMsOff = kNaN;
    double stepMsOn = kNaN;
    // How the kernel ran, from its `kernel` event; empty when no run said.
    QString mode;

    int pairsWithin() const;
    double largestLossDifference() const;
    bool lossesEqual() const { return pairsWithin() == int(pairs.size()); }
    // One or two sentences for a status line or a report.
    QString text() const;
};

} // namespace twb
