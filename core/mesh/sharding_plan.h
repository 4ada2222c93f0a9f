#pragma once

#include "core/mesh/model_config.h"
#include "core/mesh/model_tensor.h"
#include "core/mesh/partition_spec.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

namespace twb {

// One parameter of the generated training project's model and the spec it is sharded with.
struct PlannedParameter
{
    QString name;   // "layers.0.attn.wq.weight": as model.named_parameters() names it
    QString tensor; // "layers.wq": the Mesh panel's name, the key in tpu.mesh.partition_specs
    ModelTensor::Role role = ModelTensor::Role::Norm;
    QList<qint64> shape;
    PartitionSpec spec;
    bool fromSpec = false; // false: the strategy's default
};

// What the generated project (templates/experiment) applies at start-up and writes as its
// `sharding` metrics event, computed here without running anything (`tpuwb mesh plan`):
// the parameters of templates/experiment/model.py in named_parameters() order, each with the
// experiment's tpu.mesh.partition_specs entry for its tensor, or else the strategy's default
// (fsdpv2: dimension 0 over fsdp, as SpmdFullyShardedDataParallel does; spmd: the Mesh
// panel's role defaults, PartitionPlan::defaultSpec; single, ddp: replicated). The template's
// sharding.py implements the same rules; a test runs both and compares.
class ShardingPlan final
{
public:
    // The model of templates/experiment/model.py for `model` (d_model / n_heads heads of
    // attention, untied LM head, SwiGLU experts in (experts, out, in) layout).
    static QList<PlannedParameter> templateParameters(const ModelConfig &model);

    // From an experiment.json (or a project's config.json); `source` names it in errors.
    static Result<ShardingPlan> forExperiment(const Json &experiment, const QString &source);

    const QString &strategy() const { return m_strategy; }
    const QList<PlannedParameter> &parameters() const { return m_parameters; }
    const QList<int> &deviceIds() const { return m_deviceIds; }

    // {"strategy", "axes": [{"name", "size", "kind"}], "device_ids", "parameters":
    //  [{"name", "tensor", "shape", "spec", "source": "spec" | "default"}]}: the `sharding`
    // event of a run without "event", "time" and "host".
    Json toJson() const;

private:
    QString m_strategy;
    Json m_axes = Json::array();
    QList<int> m_deviceIds;
    QList<PlannedParameter> m_parameters;
};

} // namespace twb
