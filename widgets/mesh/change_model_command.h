#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Replaces the model the designer sizes (a loaded file, or remat / batch edits).
class ChangeModelCommand final : public MeshEditCommand
{
public:
    ChangeModelCommand(MeshDocument *document, const std::optional<ModelConfig> &model, const QString &text);
};

} // namespace twb
