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
// is against base.py. On a machine with `workbench.maxkernel_root` the orchestrator runs the two
// commands when a run finishes with a published kernel (journal action `external_evaluation`);
// otherwise the finish report offers them.
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
    // The same commands as MaxKernel writes them (skill/SKILL.md @cba726c, Finish step 6:
    // `{{VENV_PYTHON}} {{MAXKERNEL_ROOT}}/evaluation/adapt_maxkernel.py --optimized ... --golden
    // ... --ref ... --out <run_dir>/model_new.py`, then `compare_kernel.py --ref ... --new ...
    // --backend pallas --atol A --rtol R --order both --result <run_dir>/eval_vs_pytorch.json`)
    // with the machine's python and MaxKernel root, every value quoted.
    static QStringList commands(const KernelState &state, const QString &python, const QString &maxkernelRoot,
                                QString *whyNot = nullptr);
};

} // namespace twb::kernel
