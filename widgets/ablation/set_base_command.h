#pragma once

#include "widgets/ablation/ablation_edit_command.h"

namespace twb {

// Changes the base experiment the matrix expands over.
class SetBaseCommand final : public AblationEditCommand
{
public:
    SetBaseCommand(AblationDocument &document, const QString &base);
};

} // namespace twb
