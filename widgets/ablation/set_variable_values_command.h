#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Replaces the values (a list or a range) of the variable at `index`; its path stays.
class SetVariableValuesCommand final : public AblationEditCommand
{
public:
    SetVariableValuesCommand(AblationDocument &document, int index, const AblationVariable &values);
};

} // namespace twb
