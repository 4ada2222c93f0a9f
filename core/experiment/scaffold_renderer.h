#pragma once

#include "core/experiment/experiment.h"
#include "core/experiment/generated_file.h"
#include "core/util/error.h"
#include "core/util/template_store.h"

namespace twb {

// Renders a training project from the templates under templates/experiment/: every file
// there, with ".mustache" dropped from its name, plus config.json and experiment.json (the
// experiment itself, which train.py reads and the workbench keeps), and for each kernel of
// `model.kernels` its file copied to `kernels/<module>.py`, so the project carries what it runs.
// The experiment is validated first (with `experimentDir`, the folder a relative kernel path is
// read from); an invalid one is refused with the field named. Writes nothing (ScaffoldPlan
// compares with and writes to a folder).
class ScaffoldRenderer final
{
public:
    static constexpr const char *kTemplateFolder = "experiment";
    // The PyTorch/XLA release the templates are written against (requirements.txt pins it).
    static constexpr const char *kTorchXlaVersion = "2.8.0";

    explicit ScaffoldRenderer(TemplateStore store = TemplateStore());

    Result<GeneratedFiles> render(const Experiment &experiment, const QString &experimentDir = {}) const;

    // What the templates see: the experiment document plus derived flags (is_moe,
    // strategy_<name>, uses_spmd, attention_<name>, needs_pallas, scan_layers, syncfree,
    // wandb, module_versions_list, mesh_text, config_hash, generator, torch_version).
    static Json renderData(const Experiment &experiment);

    const TemplateStore &store() const { return m_store; }

private:
    TemplateStore m_store;
};

} // namespace twb
