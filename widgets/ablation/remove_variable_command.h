#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Removes the variable at `index`, and its baseline value.
class RemoveVariableCommand final : public AblationEditCommand
{
public:
    RemoveVariableCommand(AblationDocument &document, int index);
};

} // namespace twb
