#pragma once

#include "core/util/error.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace twb {

// What `tpuwb kernel use` and the Kernels panel's "Use in experiment…" ask for.
struct KernelSwitchRequest
{
    QString kernel;          // a finished kernel run's folder (its optimized.py) or a kernel file
    QString experimentDir;   // the experiment's project folder (experiment.json, config.json)
    QString module;          // "rmsnorm", or its class "RMSNorm", any case
    QString workspaceRoot;   // where ablations/ is; paths inside it are written relative
    std::vector<qint64> abSeeds; // not empty: also create the A/B ablation over these seeds
    bool overwrite = false;  // overwrite project files that differ from what is generated
};

// What it did.
struct KernelSwitchResult
{
    QString module;          // "rmsnorm"
    QString field;           // "model.kernels.rmsnorm"
    QString kernelFile;      // absolute
    QString writtenPath;     // the `path` written into the experiment
    QString sha256;
    QString configHash;      // of the experiment with the kernel on
    QString projectFile;     // "kernels/rmsnorm.py"
    QStringList written;     // project files written (relative)
    QString ablationFile;    // absolute; empty without abSeeds
    int ablationRuns = 0;
};

// "Use the kernel" (docs/kernel.md): switches a published kernel into an experiment. Sets
// `model.kernels.<module>` = {path, sha256, enabled: true} in experiment.json, validates the
// experiment with its files (ExperimentValidator with the folder: the module, the file, its
// hash, the shape rule), renders the project again (ScaffoldRenderer, which copies the kernel to
// `kernels/<module>.py`) and writes what changed (ScaffoldPlan; project files other than
// config.json, experiment.json and the kernel's copy that differ from the render are refused
// unless `overwrite`). With `abSeeds`, writes the A/B ablation `ablations/<experiment>-<module>-
// kernel.json`: variable `model.kernels.<module>.enabled` false/true (baseline false, the plain
// module) x the seeds, metric loss, expanded by AblationExpander before it is written.
// Blocking (file reads and writes): call it off the GUI thread.
class KernelSwitch final
{
public:
    // The kernel file a run folder or file argument names; an error says what is missing.
    static Result<QString> kernelFile(const QString &kernelOrRunDir);
    // "0,1,2" (the seeds) or "N" (seeds 0..N-1).
    static Result<std::vector<qint64>> parseSeeds(const QString &text);

    static Result<KernelSwitchResult> use(const KernelSwitchRequest &request);
};

} // namespace twb
