#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Removes the axis at `index`, and the partition-spec overrides that used it.
class RemoveAxisCommand final : public MeshEditCommand
{
public:
    RemoveAxisCommand(MeshDocument *document, int index);
};

} // namespace twb
