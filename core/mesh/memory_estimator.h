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
//   gathered    = the weights with the batch axes removed from their specs, * P: what the FSDP
//                 all-gathers hold. XLA keeps each until the backward pass uses it again, so
//                 all layers plus embedding and LM head, plus one layer's whole weight gradients
//                 before their reduce-scatter (or the LM head's); with tpu.scan_layers or remat it
//                 gathers again: max(2 * one layer, embedding, LM head) (the layer in use plus
//                 the prefetched next one). 0 when no weight is split on a batch axis.
//
// Activations: the bytes autograd keeps for the backward pass in one step, counted for the
// generated project's model (templates/experiment/model.py) op by op and checked against the
// CPU smoke test's measurement (saved-tensor hooks; tests/core/mesh/tst_memory_measured.cpp:
// within 15 %). A = activation bytes; x = b * s tokens per device, b = batch / |input batch
// axes|, s = seq / |input seq axes|; h = d_model; a, kv = query and key/value heads, hd =
// head_dim; f = d_ff; t_q, t_kv, t_f, t_e = |axes| on the head, kv-head and d_ff dimensions of
// wq, wk, w_up and on the experts of the MoE's w_up, batch axes left out (a weight sharded
// over them is gathered before use); E, k, cf = experts, top_k, capacity
// factor, C = ceil(cf * k * seq / E) slots per expert and sequence; n = 4 for SwiGLU (gate,
// SiLU(gate), up, product), 2 for a plain MLP:
//   attention = A * (8xh + 2x*a*hd/t_q + 2x*kv*hd/t_kv) + scores + s*seq + 8x
//               (two RMSNorms' input, normalised and output, the linear layers' inputs, q, k,
//               v, the attention output; the causal mask; the norms' float32 1/RMS)
//   scores    = A * b * (a/t_q) * s * seq          the softmax output, unless splash/flash
//             = 4 * x * a/t_q                      splash/flash keep only the float32 logsumexp
//   dense MLP = A * n*x*f/t_f
//   MoE       = A * (3*S*h + n*S*f/t_f) + 4 * (x*k*E*C + 2x*E*C + x*k*E + x*E) + 12x*k + 4x
//               with S = b * E/t_e * C expert slots (expert inputs, outputs, hidden states;
//               float32 slot one-hots, dispatch and combine, router probabilities; top-k)
//   outside   = 4*A*x*h + 20x                      final norm, LM-head input, ids and labels
//   activations = L * layer + outside              without rematerialisation
//               = L * A*x*h + outside              with per-layer remat (train.remat): only the
//                                                  layer inputs are kept
//   recompute = layer with remat, else 0           one layer recomputed in backward (transient)
//   logits    = 4 * x * V/t_v                      the float32 log-softmax the loss keeps
//                                                  (t_v = |axes| on the vocab dimension)
//   logits_gradient = logits                       the backward pass's first buffer, live
//                                                  beside all of the above (the peak)
// The structure follows Korthikanti et al., "Reducing Activation Recomputation in Large
// Transformer Models" (2022); the coefficients are the template's.
//
// Budget. HBM per device is the runtime-reported usable figure where the catalog has one (v6e:
// 31.25 GiB per tpu-info), else the nominal figure (with a note). kReserveFraction of it is held
// back for XLA's own temporary buffers, the compiled program and fragmentation; the rest is the
// budget. Verdict: fits when the total is within the budget. What would make it fit, and why
// it does not, is FitAdvisor's (it asks here again for every change it proposes).
class MemoryEstimator final
{
public:
    static constexpr double kReserveFraction = 0.10;

    static MemoryEstimate estimate(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan);
    // The same for an explicit tensor list (the activation terms still come from `model`).
    static MemoryEstimate estimate(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                                   const QList<ModelTensor> &tensors);

    // The generated project's CPU smoke test (`train.py --device cpu`): one device, the whole
    // batch, float32 parameters and activations, the reference attention, the template's model
    // (d_model / n_heads heads, untied LM head). What its memory_measured event reports.
    static MemoryEstimate estimateCpu(const ModelConfig &model, const AcceleratorType &accelerator);
    static ModelConfig cpuSmokeModel(ModelConfig model);

    // Elements of `tensor` on one device under `spec` (one copy; multiply by count).
    static double shardElements(const ModelTensor &tensor, const PartitionSpec &spec, const MeshSpec &mesh);
    // Bytes of training state per parameter element: parameter, gradient, optimizer moments and
    // the float32 master copy of a bfloat16 parameter.
    static double stateBytesPerElement(const ModelConfig &model);
    // Parameter bytes of `tensor` (all copies) on one device: what the tensor table shows.
    static double parameterBytesPerDevice(const ModelTensor &tensor, const PartitionSpec &spec,
                                          const MeshSpec &mesh, const ModelConfig &model);
};

} // namespace twb
