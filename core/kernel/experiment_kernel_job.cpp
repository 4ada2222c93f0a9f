#include "core/kernel/experiment_kernel_job.h"

#include "core/kernel/kernel_job.h"
#include "core/kernel/module_init_arguments.h"
#include "core/kernel/python_module_source.h"
#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/partition_plan.h"
#include "core/mesh/sharding_plan.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

struct Project
{
    QString dir;
    QString configPath;
    QString modelPath;
    Json config;
    PythonModuleSource source;
};

Result<Project> readProject(const QString &experimentDir)
{
    Project project;
    project.dir = QDir(experimentDir).absolutePath();
    project.configPath = QDir(project.dir).filePath(u"config.json"_s);
    project.modelPath = QDir(project.dir).filePath(u"model.py"_s);
    if (!QFileInfo(project.dir).isDir())
        return fail(Error::notFound(ExperimentKernelJob::tr("%1 is not a folder; give the folder of a scaffolded experiment "
                                                            "(tpuwb scaffold --out DIR).").arg(project.dir), project.dir));
    for (const QString &path : {project.configPath, project.modelPath}) {
        if (!QFileInfo::exists(path))
            return fail(Error::notFound(ExperimentKernelJob::tr("%1 is missing: %2 is not a scaffolded experiment; "
                                                                "scaffold it (tpuwb scaffold) or give its project folder.")
                                            .arg(path, project.dir), path));
    }
    auto config = readJsonFile(project.configPath);
    if (!config)
        return fail(config.error());
    project.config = std::move(*config);
    QFile model(project.modelPath);
    if (!model.open(QIODevice::ReadOnly))
        return fail(Error::failure(ExperimentKernelJob::tr("cannot read %1: %2").arg(project.modelPath, model.errorString()),
                                   project.modelPath));
    project.source = PythonModuleSource::parse(QString::fromUtf8(model.readAll()), project.modelPath);
    return project;
}

const Json *find(const Json &object, std::initializer_list<const char *> keys)
{
    const Json *at = &object;
    for (const char *key : keys) {
        if (!at->is_object() || !at->contains(key))
            return nullptr;
        at = &(*at)[key];
    }
    return at;
}

qint64 integerAt(const Json &config, std::initializer_list<const char *> keys, qint64 fallback)
{
    const Json *value = find(config, keys);
    return value && value->is_number_integer() ? value->get<qint64>() : fallback;
}

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return u"("_s + parts.join(u", "_s) + (shape.size() == 1 ? u",)"_s : u")"_s);
}

Json shapeJson(const QList<qint64> &shape)
{
    Json array = Json::array();
    for (qint64 d : shape)
        array.push_back(d);
    return array;
}

// "RMSNorm" -> "rmsnorm", "MoEFeedForward" -> "moefeedforward": the file and job name.
QString fileStem(const QString &name)
{
    return name.toLower();
}

} // namespace

Result<QStringList> ExperimentKernelJob::modules(const QString &experimentDir)
{
    auto project = readProject(experimentDir);
    if (!project)
        return fail(project.error());
    return project->source.moduleClasses();
}

QString ExperimentKernelJob::sourceFileName() const
{
    return fileStem(m_class) + u".py"_s;
}

QString ExperimentKernelJob::defaultOutputFolder() const
{
    return QDir(m_experimentDir).filePath(u"kernel-jobs/"_s + fileStem(m_class));
}

Result<ExperimentKernelJob> ExperimentKernelJob::create(const QString &experimentDir, const QString &module)
{
    auto project = readProject(experimentDir);
    if (!project)
        return fail(project.error());
    const PythonModuleSource &source = project->source;
    const QStringList modules = source.moduleClasses();
    const QString where = project->modelPath;
    const auto unknown = [&](const QString &why) {
        return fail(Error::notFound(tr("%1. The modules of %2 are: %3; a module's path (layers.0.attn_norm) or "
                                       "one of its tensors (layers.attn_norm) names one too.")
                                        .arg(why, where, modules.join(u", "_s)),
                                    where));
    };
    if (modules.isEmpty())
        return fail(Error::invalid(tr("%1 defines no PyTorch module (no class deriving from nn.Module).").arg(where), where));

    auto plan = ShardingPlan::forExperiment(project->config, project->configPath);
    if (!plan)
        return fail(plan.error());

    // Resolve the name: a class, a parameter or module path, or a mesh designer tensor.
    ExperimentKernelJob job;
    job.m_experimentDir = project->dir;
    job.m_experimentName = QFileInfo(project->dir).fileName();
    for (const QString &name : modules) {
        if (name.compare(module, Qt::CaseInsensitive) == 0)
            job.m_class = name;
    }
    QString parameterPath;
    if (job.m_class.isEmpty()) {
        bool modulePrefix = false; // `layers.0`: the module at that path, not its first parameter's
        for (const PlannedParameter &parameter : plan->parameters()) {
            if (parameter.tensor == module || parameter.name == module || parameter.name.startsWith(module + u'.')) {
                parameterPath = parameter.name;
                modulePrefix = parameter.tensor != module && parameter.name != module;
                break;
            }
        }
        job.m_class = source.classForAttributePath(parameterPath.isEmpty() || modulePrefix ? module : parameterPath);
        if (job.m_class.isEmpty())
            return unknown(tr("no module of the model is called `%1`").arg(module));
    }

    // Where the module sits in the model: the first parameter whose path resolves to it.
    for (const PlannedParameter &parameter : plan->parameters()) {
        if (!parameterPath.isEmpty() && parameter.name != parameterPath)
            continue;
        const QStringList all = parameter.name.split(u'.');
        for (qsizetype n = all.size() - 1; n > 0; --n) {
            if (source.classForAttributePath(all[n - 1]) != job.m_class)
                continue;
            // `layers` is a ModuleList: the module is one of its items (layers.0).
            bool index = false;
            all.value(n).toInt(&index);
            job.m_modulePath = all.first(index ? n + 1 : n).join(u'.');
            break;
        }
        if (!job.m_modulePath.isEmpty())
            break;
    }

    const QStringList forward = source.forwardParameters(job.m_class);
    if (forward.contains(u"input_ids"_s))
        return unknown(tr("`%1` is the whole model (its forward takes token ids); a kernel job is for one of its "
                          "modules").arg(job.m_class));
    const auto arguments = source.constructorArguments(job.m_class);
    if (!arguments)
        return unknown(tr("model.py never constructs `%1`, so its sizes are unknown").arg(job.m_class));
    // Built as the module at its path is (an encoder's attention is not a decoder's), else as
    // model.py first builds the class.
    const ModuleInitArguments init = ModuleInitArguments::evaluate(source, job.m_class, job.m_modulePath, project->config);
    if (!init.unresolved.isEmpty()) {
        return fail(Error::invalid(tr("%1: `%2(...)` is built with `%3`, which the workbench cannot evaluate from %4; "
                                      "kernel jobs are made for modules built from config.json's values.")
                                       .arg(where, job.m_class, init.unresolved, project->configPath),
                                   where));
    }
    const QStringList &initArguments = init.values;
    const bool needsAttention = init.needsAttention();

    // Shapes: the residual stream (batch, seq, d_model) split like the input batch.
    const qint64 batch = integerAt(project->config, {"train", "batch_size"}, 0);
    qint64 seq = integerAt(project->config, {"train", "seq_len"}, 0);
    const qint64 dModel = integerAt(project->config, {"model", "d_model"}, 0);
    if (batch <= 0 || seq <= 0 || dModel <= 0)
        return fail(Error::invalid(tr("%1: train.batch_size, train.seq_len and model.d_model must be positive integers.")
                                       .arg(project->configPath), project->configPath));
    const Json *kind = find(project->config, {"model", "kind"});
    const bool encoderDecoder = kind && kind->is_string() && kind->get<std::string>() == "encoder_decoder";
    if (encoderDecoder)
        seq = seq - seq / 2; // the decoder's half of each window (model.py's source_length)
    auto meshFile = ExperimentMeshFile::fromJson(project->config, project->configPath, true);
    if (!meshFile)
        return fail(meshFile.error());
    qint64 batchSplit = 1;
    qint64 seqSplit = 1;
    PartitionSpec inputSpec = PartitionSpec::replicated(2);
    if (meshFile->mesh) {
        inputSpec = meshFile->plan.inputSpec(*meshFile->mesh);
        batchSplit = PartitionPlan::axisProduct(inputSpec.dims.value(0), *meshFile->mesh);
        seqSplit = PartitionPlan::axisProduct(inputSpec.dims.value(1), *meshFile->mesh);
        job.m_meshText = meshFile->mesh->axesText();
    }
    if (batch % batchSplit != 0 || seq % seqSplit != 0)
        return fail(Error::invalid(tr("%1: the batch (%2) or sequence (%3) does not divide over the mesh's input "
                                      "split (%4, %5); fix the mesh in the Mesh panel first.")
                                       .arg(project->configPath).arg(batch).arg(seq).arg(batchSplit).arg(seqSplit),
                                   project->configPath));
    job.m_strategy = plan->strategy().isEmpty() ? u"single"_s : plan->strategy();
    const Json *dtype = find(project->config, {"train", "dtype"});
    job.m_trainDtype = dtype && dtype->is_string() ? toQString(dtype->get<std::string>()) : u"bfloat16"_s;
    // bfloat16 keeps ~3 significant digits (2^-8); a float32 experiment still meets TPU
    // matmuls at bf16 passes by default (~1e-3, MaxKernel's torchax notes).
    job.m_tolerance = job.m_trainDtype == u"float32"_s ? 1e-3 : 1e-2;

    QStringList activation{inputSpec.dims.value(0).join(u'+'), inputSpec.dims.value(1).join(u'+'), QString()};
    for (QString &axis : activation)
        axis = axis.isEmpty() ? u"-"_s : axis;
    QStringList inputNames;
    for (const QString &parameter : forward) {
        if (parameter.contains(u'=') || parameter.startsWith(u'*'))
            continue; // optional inputs (an encoder's memory) stay at their default
        inputNames << parameter;
        job.m_tensors << ExperimentKernelTensor{parameter, true, {batch, seq, dModel},
                                                {batch / batchSplit, seq / seqSplit, dModel}, u"float32"_s,
                                                activation.join(u", "_s)};
    }
    const QString prefix = job.m_modulePath.isEmpty() ? QString() : job.m_modulePath + u'.';
    for (const PlannedParameter &parameter : plan->parameters()) {
        if (prefix.isEmpty() || !parameter.name.startsWith(prefix))
            continue;
        QList<qint64> shard = parameter.shape;
        QStringList spec;
        for (qsizetype d = 0; d < shard.size(); ++d) {
            const QStringList axes = parameter.spec.dims.value(d);
            if (meshFile->mesh)
                shard[d] /= std::max<qint64>(1, PartitionPlan::axisProduct(axes, *meshFile->mesh));
            spec << (axes.isEmpty() ? u"-"_s : axes.join(u'+'));
        }
        job.m_tensors << ExperimentKernelTensor{parameter.name.mid(prefix.size()), false, parameter.shape, shard,
                                                u"float32"_s, spec.join(u", "_s)};
    }

    // The source: the class and what it uses, then the entry point MaxKernel calls.
    auto extracted = source.extract(job.m_class);
    if (!extracted)
        return fail(extracted.error());
    QString header = u"\"\"\"%1 of experiment %2, cut out of its model.py by TPU Workbench for a MaxKernel job.\n\n"_s
                         .arg(job.m_class, job.m_experimentName);
    QString built = initArguments.join(u", "_s);
    if (built.size() > 120)
        built = built.left(117) + u"..."_s;
    header += u"Module path in the model: %1, built with config.json's values as %2(%3).\n"_s.arg(
        job.m_modulePath.isEmpty() ? u"(unknown)"_s : job.m_modulePath, job.m_class, built);
    header += u"get_inputs() gives one device's shard under the experiment's %1 mesh (%2): batch %3 of %4, "
              "sequence %5 of %6.\n"_s.arg(job.m_strategy, job.m_meshText.isEmpty() ? u"one device"_s : job.m_meshText)
                  .arg(batch / batchSplit).arg(batch).arg(seq / seqSplit).arg(seq);
    header += u"The experiment trains with train.dtype = %1 (autocast); activations and parameters are float32.\n"
              "Run this file to check that it imports and runs on its own.\n\"\"\"\n\n"_s.arg(job.m_trainDtype);
    QString entry = u"\n\n# --- MaxKernel entry point (written by TPU Workbench) ---\n"_s;
    entry += u"GLOBAL_BATCH = %1\nBATCH = %2  # per device\nSEQ = %3  # per device\nD_MODEL = %4\n"_s.arg(batch)
                 .arg(batch / batchSplit).arg(seq / seqSplit).arg(dModel);
    if (needsAttention) {
        entry += u"\n\ndef attention_fn(q, k, v, causal=True):\n"
                 "    \"\"\"The experiment's sdpa attention (device.py): causal mask and 1/sqrt(head_dim) scale.\"\"\"\n"
                 "    return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)\n"_s;
    }
    entry += u"\n\nclass Model(%1):\n    \"\"\"%1 as the experiment builds it, with config.json's values.\"\"\"\n\n"
             "    def __init__(self):\n        super().__init__(%2)\n"_s.arg(job.m_class, initArguments.join(u", "_s));
    QStringList inputs;
    for (int i = 0; i < inputNames.size(); ++i)
        inputs << u"torch.randn(BATCH, SEQ, D_MODEL, dtype=torch.float32)"_s;
    entry += u"\n\ndef get_inputs():\n    return [%1]\n\n\ndef get_init_inputs():\n    return []\n"_s.arg(inputs.join(u", "_s));
    entry += u"\n\nif __name__ == \"__main__\":\n"
             "    torch.manual_seed(0)\n"
             "    out = Model()(*get_inputs())\n"
             "    outs = out if isinstance(out, tuple) else (out,)\n"
             "    print(\"%1 ok:\", \", \".join(str(tuple(o.shape)) + \" \" + str(o.dtype) for o in outs))\n"_s
                 .arg(job.m_class);
    if (!extracted->contains(u"import torch\n"_s))
        header += u"import torch\n\n"_s;
    job.m_source = header + *extracted + entry;

    // The job: PyTorch input, torchax conversion, the experiment's tolerances and seed.
    const QString tpuVersion = meshFile->mesh ? meshFile->mesh->accelerator().generation().displayName : QString();
    QStringList shapes;
    for (const ExperimentKernelTensor &tensor : std::as_const(job.m_tensors)) {
        if (tensor.isInput)
            shapes << u"%1 %2 %3 per device (global %4)"_s.arg(tensor.name, shapeText(tensor.deviceShape), tensor.dtype,
                                                               shapeText(tensor.globalShape));
    }
    Json document = Json::object();
    document["schema"] = KernelJob::kSchema;
    document["name"] = toStd(job.m_experimentName + u'-' + fileStem(job.m_class));
    document["description"] = toStd(u"%1 of experiment %2 (%3): %4."_s.arg(
        job.m_class, job.m_experimentName, job.m_modulePath.isEmpty() ? u"model.py"_s : job.m_modulePath,
        shapes.join(u"; "_s)));
    document["input"] = {{"type", "pytorch"}, {"path", toStd(job.sourceFileName())}, {"entry_point", "Model"},
                         {"inputs_fn", "get_inputs"}, {"init_inputs_fn", "get_init_inputs"}};
    document["has_reference"] = false;
    document["references"] = Json::array();
    document["needs_jax_conversion"] = true;
    document["jax_conversion"] = {{"method", "torchax"}, {"emit_readable_reference", true}};
    document["correctness"] = {{"atol", job.m_tolerance}, {"rtol", job.m_tolerance},
                               {"seed", integerAt(project->config, {"train", "seed"}, KernelJob::kStarterSeed)},
                               {"num_trials", KernelJob::kDefaultNumTrials}};
    if (!tpuVersion.isEmpty())
        document["target"] = {{"tpu_version", toStd(tpuVersion)}};
    document["loop"] = {{"max_iterations", KernelJob::kDefaultMaxIterations}};
    document["evaluation"] = {{"compare_against_source", true}};
    document["constraints"] = {{"preserve_shapes", true}};
    document["notes"] = toStd(u"The shapes are one device's shard of experiment %1 under its %2 mesh; keep them. "
                              "The experiment trains with %3 autocast. Module source and sizes: %4 (%5)."_s
                                  .arg(job.m_experimentName, job.m_strategy, job.m_trainDtype, where,
                                       QString::fromLatin1(kShapesFile)));
    job.m_job = std::move(document);
    return job;
}

Json ExperimentKernelJob::shapesJson() const
{
    Json tensors = Json::array();
    for (const ExperimentKernelTensor &tensor : m_tensors) {
        tensors.push_back({{"name", toStd(tensor.name)}, {"kind", tensor.isInput ? "input" : "parameter"},
                           {"dtype", toStd(tensor.dtype)}, {"global_shape", shapeJson(tensor.globalShape)},
                           {"device_shape", shapeJson(tensor.deviceShape)}, {"spec", toStd(tensor.spec)}});
    }
    return {{"experiment", toStd(m_experimentDir)}, {"module", toStd(m_class)}, {"module_path", toStd(m_modulePath)},
            {"strategy", toStd(m_strategy)}, {"mesh", toStd(m_meshText)}, {"train_dtype", toStd(m_trainDtype)},
            {"source", toStd(sourceFileName())}, {"tensors", tensors}};
}

Result<QString> ExperimentKernelJob::write(const QString &folder) const
{
    const QDir dir(folder);
    if (!QDir().mkpath(dir.absolutePath()))
        return fail(Error::failure(tr("cannot create the folder %1; check its permissions.").arg(dir.absolutePath()),
                                   dir.absolutePath()));
    if (auto written = writeFileAtomically(dir.filePath(sourceFileName()), m_source.toUtf8()); !written)
        return fail(written.error());
    if (auto written = writeJsonFileAtomically(dir.filePath(QString::fromLatin1(kShapesFile)), shapesJson()); !written)
        return fail(written.error());
    const QString jobPath = dir.absoluteFilePath(u"job.json"_s);
    if (auto written = writeJsonFileAtomically(jobPath, m_job); !written)
        return fail(written.error());
    return jobPath;
}

} // namespace twb::kernel
