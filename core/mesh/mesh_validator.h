#pragma once

#include "core/mesh/mesh_issue.h"
#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_config.h"

namespace twb {

// Checks a mesh against its slice and strategy. Every message says what to change:
// - axis names are unique identifiers, sizes >= 1;
// - the ICI axes multiply to the devices of one slice, the DCN axes to the slice count;
// - FSDPv2 (and fsdp x tensor) needs an axis named `fsdp`; expert parallelism needs an `expert`
//   axis, and with a model it must divide the expert count.
// Warnings (not errors) flag uncertain catalog figures and axes a strategy usually has.
class MeshValidator final
{
public:
    static MeshIssues validate(const MeshSpec &mesh, const ModelConfig *model = nullptr);

    // Letters, digits and '_', not starting with a digit (a Python identifier, ASCII).
    static bool isValidAxisName(const QString &name);
};

} // namespace twb
