#pragma once

#include "core/mesh/fit_advice.h"
#include "core/mesh/memory_estimate.h"
#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_config.h"
#include "core/mesh/partition_plan.h"

namespace twb {

// What makes a design that does not fit fit, and why it does not. The causes are the biggest
// parts of the memory, with weights grouped by what they are and how they are sharded (expert
// weights held whole on every device show up as such, not as "parameters"). The proposals
// are the smallest changes that fit, each estimated again by MemoryEstimator before it is
// offered, never the design as it is:
//   TPU (HBM per device): an expert axis for a MoE's experts, a bigger fsdp axis (the data
//     axis folded into it), rematerialisation (train.remat), a smaller per-device batch;
//   the host (a run on the CPU, against the RAM the machine has free): remat, a smaller batch,
//     fewer layers (a CPU test need not run the TPU-sized model).
// "Smallest" is the fewest changes; among those the least shrinkage (a batch halved costs one,
// as does an axis doubled). A proposal that adds a change to one that fits already is left out.
class FitAdvisor final
{
public:
    static constexpr int kMaxProposals = 3;

    // HBM per device of `mesh` (the estimate MeshCheck gives).
    static FitAdvice advise(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan);

    // Host memory of a run on one machine's CPU, against `availableBytes`: device "cpu" (the
    // CPU smoke mode: one device, float32, the whole batch, MemoryEstimator::estimateCpu) or
    // "xla-cpu" (torch_xla's CPU runtime: every device of the mesh in one process, so the
    // per-device estimate times the devices).
    static FitAdvice adviseHost(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                                const QString &device, double availableBytes);
    // The host memory adviseHost compares with what is available.
    static double hostBytes(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                            const QString &device);
};

} // namespace twb
