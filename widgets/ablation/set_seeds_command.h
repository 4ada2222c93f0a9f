#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Sets the seeds every cell runs with.
class SetSeedsCommand final : public AblationEditCommand
{
public:
    SetSeedsCommand(AblationDocument &document, const std::vector<qint64> &seeds);
};

} // namespace twb
