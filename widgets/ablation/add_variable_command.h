#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Adds a variable at `index` (-1: at the end).
class AddVariableCommand final : public AblationEditCommand
{
public:
    AddVariableCommand(AblationDocument &document, const AblationVariable &variable, int index);
};

} // namespace twb
