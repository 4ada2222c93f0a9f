#include "core/kernel/best_so_far.h"

using namespace Qt::StringLiterals;

namespace twb::kernel {

bool BestSoFar::replaces(const std::optional<double> &bestTimeMs, const HistoryEntry &entry)
{
    if (!entry.isEligibleForBest())
        return false;                                   // rule 1
    if (!bestTimeMs)
        return true;                                    // rule 2
    return *entry.optimizedTimeMs < *bestTimeMs;        // rule 3; a tie keeps the incumbent (4)
}

BestSoFar::Choice BestSoFar::select(const QList<HistoryEntry> &history, const QString &runDir)
{
    Choice choice;
    choice.codePath = runDir + u"/base.py"_s;
    for (const HistoryEntry &entry : history) {
        if (!replaces(choice.timeMs, entry))
            continue;
        choice.iteration = entry.iteration;
        choice.codePath = iterationKernelPath(runDir, entry.iteration);
        choice.timeMs = entry.optimizedTimeMs;
        choice.speedup = entry.speedup;
    }
    return choice;
}

QList<std::optional<double>> BestSoFar::runningBest(const QList<HistoryEntry> &history)
{
    QList<std::optional<double>> out;
    std::optional<double> best;
    for (const HistoryEntry &entry : history) {
        if (replaces(best, entry))
            best = entry.optimizedTimeMs;
        out.append(best);
    }
    return out;
}

QString BestSoFar::iterationKernelPath(const QString &runDir, int iteration)
{
    return u"%1/iter%2/optimized.py"_s.arg(runDir).arg(iteration);
}

} // namespace twb::kernel
