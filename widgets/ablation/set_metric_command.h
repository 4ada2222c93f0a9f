#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Sets the metric the ablation is judged by (name, goal, final/best/step).
class SetMetricCommand final : public AblationEditCommand
{
public:
    SetMetricCommand(AblationDocument &document, const AblationMetric &metric);
};

} // namespace twb
