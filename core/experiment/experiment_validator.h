#pragma once

#include "core/experiment/experiment.h"
#include "core/experiment/experiment_issue.h"
#include "core/util/error.h"

#include <QStringList>

namespace twb {

// Checks an experiment before anything is rendered from it. Every issue names its field and
// says what to change. Errors:
// - types and ranges of the model, train, data and tracking fields;
// - model.d_model divisible by model.n_heads (and an even head size, for rotary embeddings),
//   model.moe.top_k <= model.moe.n_experts;
// - tpu.accelerator_type known to the catalog; tpu.strategy one of single|ddp|spmd|fsdpv2;
// - the mesh: single needs none; ddp one `data` axis over all devices; spmd and fsdpv2 axes
//   that multiply out to the slice (ICI) and slice count (DCN), fsdpv2 with an `fsdp` axis;
//   the batch divides over the data axes and the hosts; tensor and expert axes divide heads,
//   d_ff and experts;
// - attention_kernel one of splash|flash|sdpa, available on the generation (flash and splash
//   need v3 or newer; splash needs SPMD with `data` and `fsdp` axes); scan_layers only for a
//   dense model with sdpa (Pallas kernels cannot run inside scan);
// - module_versions equal to what the templates implement;
// - model.kernels (ExperimentKernelRules): known modules, the kernel file (read only when
//   `experimentDir`, the folder of experiment.json, is given), its sha256, the shape rule.
class ExperimentValidator final
{
public:
    static ExperimentIssues validate(const Experiment &experiment, const QString &experimentDir = {});

    // The first error as an Error (field in `where`), or success; warnings are ignored.
    static Result<void> check(const Experiment &experiment, const QString &experimentDir = {});

    static QStringList strategies();        // single, ddp, spmd, fsdpv2
    static QStringList attentionKernels();  // splash, flash, sdpa
    static QStringList modelKinds();        // decoder, moe
    static QStringList optimizers();        // syncfree_adamw, adamw
    // A name usable as a folder and in run ids: letters, digits, '.', '_', '-'; 1..64 chars.
    static bool isValidName(const QString &name);
};

} // namespace twb
