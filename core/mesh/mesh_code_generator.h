#pragma once

#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_config.h"
#include "core/mesh/partition_plan.h"
#include "core/util/error.h"
#include "core/util/json.h"
#include "core/util/template_store.h"

#include <optional>

namespace twb {

enum class MeshFramework { TorchXla, Jax };

// Renders the mesh and its partition specs as Python from templates/mesh/*.py.mustache:
// - torch_xla: xr.use_spmd(), xs.Mesh (xs.HybridMesh across slices), xs.set_global_mesh,
//   xs.mark_sharding per parameter matched by name, MpDeviceLoader input sharding;
// - JAX: jax.make_mesh / mesh_utils.create_device_mesh (create_hybrid_device_mesh across
//   slices), NamedSharding + PartitionSpec per parameter (flax layout: Dense kernels are
//   (in, out), so linear specs are reversed), input sharding.
// Parameters are matched by regular expressions over common names (wq/q_proj/query, w1/
// gate_proj, ...); without a model the generic transformer names are used.
class MeshCodeGenerator final
{
public:
    static QString frameworkName(MeshFramework framework); // "torch_xla", "jax"
    static std::optional<MeshFramework> frameworkFromName(QStringView name);
    static QString templatePath(MeshFramework framework);  // "mesh/torch_xla_mesh.py.mustache"
    static QString defaultFileName(MeshFramework framework); // "mesh_torch_xla.py"

    // Refuses a mesh or specs with errors (the message lists them).
    static Result<QString> generate(MeshFramework framework, const MeshSpec &mesh, const PartitionPlan &plan,
                                    const ModelConfig *model, const TemplateStore &store);

    // The same with the template's text already read (the GUI reads templates off its thread).
    static Result<QString> generate(MeshFramework framework, const MeshSpec &mesh, const PartitionPlan &plan,
                                    const ModelConfig *model, const QString &templateText);

    // The data the templates see; public so tests can check it without rendering.
    static Result<Json> templateData(MeshFramework framework, const MeshSpec &mesh, const PartitionPlan &plan,
                                     const ModelConfig *model);
};

} // namespace twb
