#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Replaces the whole document with what an experiment.json holds.
class LoadExperimentCommand final : public MeshEditCommand
{
public:
    LoadExperimentCommand(MeshDocument *document, const MeshDocumentState &state);
};

} // namespace twb
