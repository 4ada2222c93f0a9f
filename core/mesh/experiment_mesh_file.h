#pragma once

#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_config.h"
#include "core/mesh/partition_plan.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <optional>

namespace twb {

// The mesh designer's part of experiments/<name>/experiment.json: the model it sizes and the
// `tpu` block (accelerator_type, strategy, mesh.axes, mesh.slices, mesh.partition_specs).
// Saving rewrites only the `tpu` block (keeping keys it does not know) and, when given,
// train.remat, with an atomic write; every other key of the experiment stays as it was.
// tpu.mesh.device_ids is written when the designed device order is not 0..n-1 (the generated
// project builds its mesh in that order). An experiment's tpu.strategy names how its code runs
// (single, ddp, spmd, fsdpv2): a mesh preset is saved as the one that runs it (FSDPv2 ->
// fsdpv2, data parallel over ddp stays ddp, any other layout -> spmd).
class ExperimentMeshFile final
{
public:
    struct Contents
    {
        std::optional<ModelConfig> model; // absent when the experiment has no model yet
        std::optional<MeshSpec> mesh;     // absent when it has no tpu block
        PartitionPlan plan;
    };

    static Result<Contents> load(const QString &path);
    // What `tpuwb mesh --model` takes: an experiment.json, or a bare model file (the "model"
    // block itself). The model is required; the tpu block is read when there is one.
    static Result<Contents> loadModel(const QString &path);
    // The same from an experiment already read (a run's config.json, its config event);
    // `source` names it in errors.
    static Result<Contents> fromJson(const Json &document, const QString &source, bool modelRequired);
    static Result<void> save(const QString &path, const MeshSpec &mesh, const PartitionPlan &plan,
                             std::optional<bool> remat = std::nullopt);

    // The experiment.json of the first experiment (by folder name) under `experimentsDir` that
    // has a mesh; empty if none. A single-device experiment has nothing to design. Reads files:
    // call it off the GUI thread.
    static QString findFirstWithMesh(const QString &experimentsDir);

private:
    static Result<Contents> parse(const QString &path, bool modelRequired);
};

} // namespace twb
