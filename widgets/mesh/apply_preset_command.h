#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Chooses a strategy and fills the axes with its preset for the current slice.
class ApplyPresetCommand final : public MeshEditCommand
{
public:
    ApplyPresetCommand(MeshDocument *document, MeshStrategy strategy);
};

} // namespace twb
