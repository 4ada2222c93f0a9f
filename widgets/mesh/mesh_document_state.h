#pragma once

#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_config.h"
#include "core/mesh/partition_plan.h"

#include <QString>

#include <optional>

namespace twb {

// Everything the user edits in the mesh designer; a value, so undo commands keep copies.
struct MeshDocumentState
{
    MeshSpec mesh;
    PartitionPlan plan;
    std::optional<ModelConfig> model;
    QString experimentPath; // where it was loaded from / is saved to; empty if none
};

} // namespace twb
