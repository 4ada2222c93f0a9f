#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Changes the mode: grid, zip or one_at_a_time.
class SetModeCommand final : public AblationEditCommand
{
public:
    SetModeCommand(AblationDocument &document, AblationSpec::Mode mode);
};

} // namespace twb
