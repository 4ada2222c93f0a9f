#include "core/ablation/seed_spread.h"

#include "core/ablation/ablation_results.h"
#include "core/ablation/loaded_ablation.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::SeedSpread.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SeedSpread)
};

} // namespace

std::optional<StudySpread> SeedSpread::fromWorkspace(const QString &workspaceRoot, const QString &metricName)
{
    const Workspace workspace(workspaceRoot);
    const QDir ablations(workspace.ablationsDir());
    std::optional<StudySpread> best;
    for (const QString &file : ablations.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        auto loaded = LoadedAblation::load(ablations.filePath(file));
        if (!loaded || loaded->spec.metric().name != metricName)
            continue;
        const AblationResults results = AblationResults::read(*loaded, workspace.runsDir());
        double squares = 0;
        int dof = 0;
        int cells = 0;
        int seedsPerCell = 0;
        for (const ResultTable::Row &row : results.table().rows()) {
            if (row.stats.count < 2)
                continue;
            squares += (row.stats.count - 1) * row.stats.std * row.stats.std;
            dof += row.stats.count - 1;
            ++cells;
            seedsPerCell = std::max(seedsPerCell, row.stats.count);
        }
        if (dof == 0 || (best && best->degreesOfFreedom >= dof))
            continue;
        best = StudySpread{std::sqrt(squares / dof), dof,
                           Tr::tr("ablation %1: cells with 2 or more finished seeds: %2, at most %3 seeds each")
                               .arg(loaded->spec.name())
                               .arg(cells)
                               .arg(seedsPerCell)};
    }
    return best;
}

} // namespace twb
