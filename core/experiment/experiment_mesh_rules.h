#pragma once

#include "core/experiment/experiment_issue.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// The mesh part of ExperimentValidator. The mesh itself (names, sizes, ICI product = devices
// of a slice, DCN product = slices, FSDPv2's fsdp axis, expert axis vs experts) is checked by
// the mesh designer's MeshValidator (core/mesh), so the mesh panel and the scaffolder agree;
// on top come what the generated code needs per strategy:
// - single: no mesh (one device);
// - ddp: exactly one ICI axis `data` over all devices (one process per device);
// - fsdpv2: `fsdp`, optionally `data`, and DCN axes (data parallel across slices);
// - spmd: data, fsdp, model or tensor, expert, and DCN axes;
// - the global batch divides over the data-parallel axes (data, fsdp, DCN) and the hosts;
//   tensor axes divide n_heads and d_ff; an expert axis needs a MoE model.
// Fields are named as in experiment.json: "tpu.mesh", "tpu.mesh.axes[1].size", ...
class ExperimentMeshRules final
{
public:
    static ExperimentIssues check(const Json &experiment, const QString &strategy);

    // Axis names the generated code treats as tensor parallel.
    static bool isTensorAxis(const QString &name) { return name == u"model" || name == u"tensor"; }
};

} // namespace twb
