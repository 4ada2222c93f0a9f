#pragma once

#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb::kernel {

class KernelState;

// MaxKernel's external evaluation (docs/formats.md, "External evaluation"): `compare_kernel.py`
// times the user's real PyTorch against the published Pallas kernel through torch_xla and
// writes `<run_dir>/eval_vs_pytorch.json`. Its schema is not public, so the file is shown as
// written; the speedup it reports is against the user's PyTorch, unlike the harness's, which
// is against base.py. The workbench never runs it: the finish report offers the commands.
struct ExternalEvaluation
{
    static constexpr const char *kFileName = "eval_vs_pytorch.json";

    bool present = false;
    std::optional<Json> result;  // the parsed file
    QString rawText;             // as written (shown when it does not parse)
    QString error;               // why it could not be parsed

    static ExternalEvaluation load(const QString &localRunDir);

    // The two commands MaxKernel's Finish offers, with the run's paths (`$MK` is the MaxKernel
    // root on the TPU VM); empty with `whyNot` set when the comparison does not apply (a CUDA
    // or JAX primary, or no published kernel).
    static QStringList offeredCommands(const KernelState &state, QString *whyNot = nullptr);
};

} // namespace twb::kernel
