#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace twb::kernel {

// One tensor a module of the experiment's model works on, as the experiment runs it.
struct ExperimentKernelTensor
{
    QString name;               // "x" (a forward input) or "weight" (a parameter)
    bool isInput = true;        // forward input; false: a parameter of the module
    QList<qint64> globalShape;  // the whole tensor
    QList<qint64> deviceShape;  // one device's shard under the experiment's mesh
    QString dtype;              // torch dtype name: "float32"
    QString spec;               // partition spec as text ("fsdp, -, -"); "-" replicated
};

// "Optimize this" (issue 29): a MaxKernel job (maxkernel.job/1, PyTorch input, torchax
// conversion) for one module of a scaffolded experiment's model. The module's source is cut
// out of the project's model.py with what it uses (PythonModuleSource) and completed with a
// `Model` subclass that builds it as the experiment does (constructor arguments evaluated from
// config.json) and `get_inputs()` giving one device's shard of its inputs under the
// experiment's mesh (batch and sequence split as the input batch's partition spec says).
// Tolerances follow the experiment's training dtype; the seed is its train.seed.
class ExperimentKernelJob final
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::ExperimentKernelJob)

public:
    static constexpr const char *kShapesFile = "experiment_shapes.json";

    // `experimentDir`: a scaffolded project (config.json and model.py). `module`: a module class
    // of model.py ("RMSNorm", any case), a module's path ("layers.0.attn_norm"), a parameter
    // ("layers.0.attn.wq.weight") or a tensor of the mesh designer ("layers.wq"). Errors name
    // the file and list the modules.
    static Result<ExperimentKernelJob> create(const QString &experimentDir, const QString &module);

    // The nn.Module classes of the project's model.py that a job can be made for.
    static Result<QStringList> modules(const QString &experimentDir);

    const QString &moduleClass() const { return m_class; }
    const QString &modulePath() const { return m_modulePath; } // "layers.0.attn_norm"; may be empty
    const QString &experimentDir() const { return m_experimentDir; }
    const QList<ExperimentKernelTensor> &tensors() const { return m_tensors; }
    const Json &job() const { return m_job; }
    const QString &source() const { return m_source; }
    QString sourceFileName() const;          // "rmsnorm.py"
    QString defaultOutputFolder() const;     // <experiment>/kernel-jobs/<module>
    double tolerance() const { return m_tolerance; }

    // {"experiment", "module", "module_path", "strategy", "mesh", "train_dtype", "tensors": [...]}
    Json shapesJson() const;

    // Writes job.json, the module's source and experiment_shapes.json into `folder`
    // (created); returns the job file's path. Existing files of those names are replaced.
    Result<QString> write(const QString &folder) const;

private:
    QString m_experimentDir;
    QString m_experimentName;
    QString m_class;
    QString m_modulePath;
    QString m_strategy;
    QString m_meshText;
    QString m_trainDtype;
    QString m_source;
    double m_tolerance = 1e-2;
    QList<ExperimentKernelTensor> m_tensors;
    Json m_job = Json::object();
};

} // namespace twb::kernel
