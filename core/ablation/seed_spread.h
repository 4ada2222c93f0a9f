#pragma once

#include "core/ablation/study_plan.h"

#include <QString>

#include <optional>

namespace twb {

// The seed-to-seed spread of a metric as this workspace has measured it: over the ablations
// judged by that metric, the within-cell standard deviation pooled over every cell with two or
// more finished seeds (sum of (n-1) s^2 over sum of (n-1)). The ablation with the most degrees
// of freedom is used and named. Reads files: call off the GUI thread.
class SeedSpread final
{
public:
    static std::optional<StudySpread> fromWorkspace(const QString &workspaceRoot, const QString &metricName);
};

} // namespace twb
