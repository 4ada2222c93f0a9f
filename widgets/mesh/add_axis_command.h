#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Appends an axis (a new axis of size 1 keeps a valid mesh valid).
class AddAxisCommand final : public MeshEditCommand
{
public:
    AddAxisCommand(MeshDocument *document, const MeshAxis &axis);
};

} // namespace twb
