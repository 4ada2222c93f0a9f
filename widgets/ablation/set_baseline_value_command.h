#pragma once

#include "widgets/ablation/ablation_edit_command.h"

#include <optional>

namespace twb {

// Sets (or, with no value, clears: the base experiment's value applies) a variable's baseline value.
class SetBaselineValueCommand final : public AblationEditCommand
{
public:
    SetBaselineValueCommand(AblationDocument &document, const QString &path, const std::optional<Json> &value);
};

} // namespace twb
