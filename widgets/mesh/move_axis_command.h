#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Moves an axis to another position (outer <-> inner).
class MoveAxisCommand final : public MeshEditCommand
{
public:
    MoveAxisCommand(MeshDocument *document, int from, int to);
};

} // namespace twb
