#pragma once

#include "core/mesh/memory_estimate.h"
#include "core/mesh/mesh_spec.h"
#include "core/mesh/model_config.h"
#include "core/mesh/model_tensor.h"
#include "core/mesh/partition_plan.h"

namespace twb {

// HBM use per device of one training step, from the mesh, the model and the partition specs.
// docs/mesh.md walks through the same formulas with a worked example.
//
// Shards. A tensor of shape (d_0 .. d_k) with spec (A_0 .. A_k) holds
//   shard(t) = prod_i ceil(d_i / |A_i|)    elements per device (|A| = product of the axis sizes),
// times `count` for tensors repeated per layer. P = parameter bytes (4 float32, 2 bfloat16).
//
// State (each tensor sharded by its own spec; ZeRO-3 / FSDP when the spec uses the fsdp axis):
//   parameters  = sum shard(t) * P
//   gradients   = sum shard(t) * P                 (same dtype and sharding as the parameter)
//   optimizer   = sum shard(t) * 8                 AdamW: two float32 moments (4 with momentum, 0 SGD)
//   master      = sum shard(t) * 4  if P = 2       float32 master copy of bfloat16 parameters
//   gathered    = max(2 * one layer, embedding, LM head) of the weights with the batch axes
//                 removed from their specs, * P: the FSDP all-gather working set (the layer in
//                 use plus the prefetched next one); 0 when no weight is split on a batch axis.
//
// Activations per layer kept for the backward pass (A = activation bytes; x = b * s tokens per
// device, b = batch / |input batch axes|, s = seq / |input seq axes|; h = d_model; a, kv =
// query and key/value heads, hd = head_dim; f = d_ff; t_q, t_kv, t_f = |axes| on the head,
// kv-head and d_ff dimensions of wq, wk, w_up; E, k, c = experts, top_k, capacity factor;
// g = 3 for SwiGLU (gate, up, gate*up), 2 for a plain MLP):
//   attention = A * (2xh + 2x*a*hd/t_q + 2x*kv*hd/t_kv) + scores
//   scores    = A * b * (a/t_q) * s * seq          the softmax output, unless splash/flash
//             = 4 * x * a/t_q                      splash/flash keep only the float32 logsumexp
//   dense MLP = A * (2xh + g*x*f/t_f)
//   MoE       = A * (2xh + 2kc*x*h + g*kc*x*f/t_f) + 4*x*E   (dispatched inputs and outputs,
//               expert hidden states; float32 router logits)
//   activations = L * layer                        without rematerialisation
//               = L * A*x*h + layer                with per-layer remat: the checkpointed layer
//                                                  inputs plus one layer recomputed in backward
//   logits    = x * (V/t_v) * (A + 4)              LM-head output plus the float32 copy the loss
//                                                  takes (t_v = |axes| on the vocab dimension)
// These follow Korthikanti et al., "Reducing Activation Recomputation in Large Transformer
// Models" (2022), without dropout masks and with the sizes above instead of 4h.
//
// Budget. HBM per device is the runtime-reported usable figure where the catalog has one (v6e:
// 31.25 GiB per tpu-info), else the nominal figure (with a note). kReserveFraction of it is held
// back for XLA's own temporary buffers, the compiled program and fragmentation; the rest is the
// budget. Verdict: fits when the total is within the budget.
class MemoryEstimator final
{
public:
    static constexpr double kReserveFraction = 0.10;

    static MemoryEstimate estimate(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan);
    // The same for an explicit tensor list (the activation terms still come from `model`).
    static MemoryEstimate estimate(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                                   const QList<ModelTensor> &tensors);

    // Elements of `tensor` on one device under `spec` (one copy; multiply by count).
    static double shardElements(const ModelTensor &tensor, const PartitionSpec &spec, const MeshSpec &mesh);
    // Parameter bytes of `tensor` (all copies) on one device: what the tensor table shows.
    static double parameterBytesPerDevice(const ModelTensor &tensor, const PartitionSpec &spec,
                                          const MeshSpec &mesh, const ModelConfig &model);
};

} // namespace twb
