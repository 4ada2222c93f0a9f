#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Changes which field the variable at `index` varies; its baseline value follows.
class SetVariablePathCommand final : public AblationEditCommand
{
public:
    SetVariablePathCommand(AblationDocument &document, int index, const QString &path);
};

} // namespace twb
