#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Changes the accelerator type or the slice count, and refits the axes with the current
// strategy's preset (Custom: one data axis), since the old sizes no longer multiply out.
class ChangeSliceCommand final : public MeshEditCommand
{
public:
    ChangeSliceCommand(MeshDocument *document, const AcceleratorType &accelerator, int slices);
};

} // namespace twb
