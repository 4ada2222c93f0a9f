#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Sets the fields no cell may change.
class SetInvariantsCommand final : public AblationEditCommand
{
public:
    SetInvariantsCommand(AblationDocument &document, const QStringList &invariants);
};

} // namespace twb
