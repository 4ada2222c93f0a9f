#pragma once

#include "core/mesh/device_map.h"
#include "core/mesh/memory_estimate.h"
#include "core/mesh/mesh_issue.h"
#include "core/mesh/model_tensor.h"
#include "core/mesh/partition_plan.h"

#include <optional>

namespace twb {

struct ModelConfig;

// The whole check of a mesh design, in one place for the mesh designer and `tpuwb mesh`: the
// mesh against its slice and strategy (and the model), the partition specs against the
// model's tensors (the generic tensor names when there is no model), the device map of a mesh
// that multiplies out, and the HBM estimate when there is a model and nothing is wrong.
class MeshCheck final
{
public:
    static MeshCheck run(const MeshSpec &mesh, const PartitionPlan &plan, const ModelConfig *model);

    // The model's tensors, or the generic names (zero shapes) when there is no model.
    const QList<ModelTensor> &tensors() const { return m_tensors; }
    // What the mesh validator found (the mesh alone, without the specs).
    const MeshIssues &meshIssues() const { return m_meshIssues; }
    // The mesh's issues, then the specs'.
    const MeshIssues &issues() const { return m_issues; }
    // The issues of one field or tensor ("axes[1]", "layers.wq") and of what is inside it.
    MeshIssues issuesFor(const QString &where) const;
    bool hasErrors() const { return twb::hasErrors(m_issues); }

    // Built when the mesh has no errors; otherwise deviceMapError() says why there is none.
    const std::optional<DeviceMap> &deviceMap() const { return m_map; }
    const QString &deviceMapError() const { return m_mapError; }
    // With a model and no errors at all.
    const std::optional<MemoryEstimate> &estimate() const { return m_estimate; }

private:
    MeshCheck() = default;

    QList<ModelTensor> m_tensors;
    MeshIssues m_meshIssues;
    MeshIssues m_issues;
    std::optional<DeviceMap> m_map;
    QString m_mapError;
    std::optional<MemoryEstimate> m_estimate;
};

} // namespace twb
