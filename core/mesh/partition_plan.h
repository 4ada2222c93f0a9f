#pragma once

#include "core/mesh/mesh_issue.h"
#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_tensor.h"
#include "core/mesh/partition_spec.h"

#include <QMap>

namespace twb {

// The partition specs of a model's tensors and of the input batch: defaults derived from the
// mesh's axis names, plus the user's overrides (the only part that is saved, so defaults
// follow later changes of the mesh or model).
//
// Defaults (PyTorch layout, nn.Linear.weight = (out, in)); F = `fsdp`, T = `tensor` or `model`,
// X = `expert` when the mesh has them; an axis is left out where it does not divide the dimension:
//   embedding, LM head (vocab, d)      -> (T, F)     vocabulary over the tensor axis
//   q/k/v, MLP gate/up (out, in)       -> (T, F)     column-parallel
//   o, MLP down (out, in)              -> (F, T)     row-parallel
//   router (experts, d)                -> (None, F)
//   experts gate/up (E, d_ff, d)       -> (X, T, F)
//   experts down (E, d, d_ff)          -> (X, F, T)
//   norms (d)                          -> (None,)
//   input batch (batch, seq)           -> (DCN axes + data + fsdp + expert, sequence)
// Under the FSDPv2 strategy every parameter is (fsdp, None, ...) instead, as
// SpmdFullyShardedDataParallel shards it (replicated where fsdp does not divide dimension 0).
class PartitionPlan final
{
public:
    static PartitionSpec defaultSpec(const ModelTensor &tensor, const MeshSpec &mesh);
    static PartitionSpec defaultInputSpec(const MeshSpec &mesh);

    PartitionSpec specFor(const ModelTensor &tensor, const MeshSpec &mesh) const;
    PartitionSpec inputSpec(const MeshSpec &mesh) const;

    const QMap<QString, PartitionSpec> &overrides() const { return m_overrides; }
    bool hasOverride(const QString &tensorName) const { return m_overrides.contains(tensorName); }
    void setOverride(const QString &tensorName, const PartitionSpec &spec) { m_overrides.insert(tensorName, spec); }
    void clearOverride(const QString &tensorName) { m_overrides.remove(tensorName); }
    bool hasInputOverride() const { return m_inputOverride.has_value(); }
    void setInputOverride(const std::optional<PartitionSpec> &spec) { m_inputOverride = spec; }

    // Each spec: one entry per dimension, axes that exist, each axis at most once per tensor,
    // every dimension divisible by the product of its axes. `where` of an issue is the tensor's
    // name ("layers.wq", "input"). Overrides of tensors the model does not have are errors too.
    MeshIssues check(const MeshSpec &mesh, const QList<ModelTensor> &tensors, const ModelConfig *model) const;
    static MeshIssues checkSpec(const ModelTensor &tensor, const PartitionSpec &spec, const MeshSpec &mesh);

    // Product of the sizes of `axes` in `mesh` (1 for none; unknown axes count as 1).
    static qint64 axisProduct(const QStringList &axes, const MeshSpec &mesh);

    // {"input": [...], "tensors": {"layers.wq": ["tensor", "fsdp"], ...}}: overrides only;
    // stored in experiment.json as tpu.mesh.partition_specs.
    Json toJson() const;
    static Result<PartitionPlan> fromJson(const Json &value, const QString &where);

    friend bool operator==(const PartitionPlan &, const PartitionPlan &) = default;

private:
    QMap<QString, PartitionSpec> m_overrides;
    std::optional<PartitionSpec> m_inputOverride;
};

} // namespace twb
