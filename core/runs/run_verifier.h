#pragma once

#include "core/runs/run_verification.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <optional>

namespace twb {

class Transport;

// ml-engine's self-verification list, automated for one run from what the run wrote (its
// metrics streams, its config, its Python sources). Checks, in this order (keys):
//
//   loss_decreasing        the loss falls over the first kLossSteps steps (or the whole run if
//                          shorter): the mean of the last quarter of the logged points is below
//                          the start (the lower of the first loss and the first quarter's mean),
//                          so one noisy step decides nothing; a NaN or infinite loss fails.
//   no_recompilation       the compile count does not rise after warm-up (the first
//                          kWarmupSteps steps; the first eval and the first checkpoint compile
//                          their graphs once and are allowed). CPU (plain PyTorch): not
//                          applicable; xla-cpu (torch_xla's CPU runtime) compiles and is checked.
//   hbm_within_capacity    the largest `hbm_used_bytes` of any host is within one device's HBM
//                          (the catalog's usable figure, else the nominal one). CPU and xla-cpu:
//                          not applicable.
//   memory_matches_estimate  the `memory_measured` event (CPU) against the memory estimator for
//                          one CPU device: parameters, gradients and optimizer state within 1 %,
//                          activations within 15 %. Not applicable without the event.
//   memory_matches_compiler  the `memory_compiled` event (XLA's buffer assignment of the step, per
//                          device) against the estimate of `tpuwb mesh estimate` for the
//                          experiment's mesh and the attention kernel that ran: the state updated
//                          in place (parameters, optimizer, master copy) within kStateTolerance
//                          of the compiler's aliased arguments, totals within kCompilerTolerance
//                          of the compiler's. Not applicable without the event (XlaReadbackChecks).
//   checkpoint_round_trip  a `checkpoint_verified` event (the smoke test saves, restores and
//                          compares), or a checkpoint that a later attempt resumed from.
//   no_legacy_api          the linter (`tpuwb lint`) finds no error or warning in the sources.
//   mesh_matches_devices   the mesh's size equals the device count: as the TPU run reported both
//                          in its config event, else the experiment's mesh against its slice.
//   sharding_matches_plan  the `sharding_applied` event (read back from torch_xla) gives every
//                          parameter the spec of `tpuwb mesh plan` for the config (overrides
//                          included) over the designed device order. Not applicable without the
//                          event (XlaReadbackChecks).
class RunVerifier final
{
public:
    static constexpr int kLossSteps = 100;
    static constexpr int kWarmupSteps = 10;
    static constexpr double kStateTolerance = 0.01;
    static constexpr double kActivationTolerance = 0.15;
    // memory_matches_compiler: |estimate - compiler| / compiler of the totals. Measured on
    // torch_xla's CPU runtime (docs/mesh.md): the estimate is 4-22 % below XLA's figure on the
    // decoder, MoE and encoder-decoder under fsdpv2 and spmd; the rest is the CPU compiler's
    // layout copies of q, k and v for its dot kernels, which the estimate (the activations the
    // model keeps) does not count. The state is compared exactly (kStateTolerance).
    static constexpr double kCompilerTolerance = 0.25;

    // The four figures of a `memory_measured` event, bytes.
    struct MemoryFigures
    {
        double parameters = 0;
        double gradients = 0;
        double optimizer = 0;
        double activations = 0;
    };
    // The estimate of those figures for one CPU device running `experiment`, or an error.
    using CpuEstimate = std::function<Result<MemoryFigures>(const Json &experiment)>;

    struct Inputs
    {
        QList<QByteArray> metrics;   // each host's metrics stream (JSON lines), host 0 first
        Json config;                 // the config the run was launched with (null: unknown);
                                     // the stream's config event wins when it has one
        QString device = QStringLiteral("tpu");   // "tpu", "cpu" or "xla-cpu"
        // The project's Python files (name, text) as they ran; nullopt: not available.
        std::optional<QList<QPair<QString, QString>>> sources;
        CpuEstimate cpuEstimate;     // empty: estimateCpuMemory
    };

    static RunVerification verify(const Inputs &inputs);

    // Reads a local run folder (metrics/host-<i>.jsonl, config.json) and, when `projectDir` is
    // not empty, the project's Python sources.
    static Inputs readFolder(const QString &runDir, const QString &projectDir, const QString &device);
    // The *.py files of a run folder on a host (`remoteDir`), as `readSources` picks them.
    static Result<QList<QPair<QString, QString>>> readRemoteSources(Transport &transport, const QString &remoteDir);
    // The *.py files under `dir` (checkpoints, metrics, caches and hidden folders left out).
    static QList<QPair<QString, QString>> readSources(const QString &dir);

    // The memory estimator for one CPU device: the experiment's model in float32 on a mesh of
    // one device (the CPU smoke mode's plain PyTorch process).
    static Result<MemoryFigures> estimateCpuMemory(const Json &experiment);
};

} // namespace twb
