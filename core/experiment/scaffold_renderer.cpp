#include "core/experiment/scaffold_renderer.h"

#include "core/experiment/experiment_kernel_rules.h"
#include "core/experiment/experiment_validator.h"
#include "core/experiment/module_versions.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QByteArray prettyJson(const Json &document)
{
    std::string text = document.dump(2, ' ', false, Json::error_handler_t::replace);
    text += '\n';
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace

ScaffoldRenderer::ScaffoldRenderer(TemplateStore store) : m_store(std::move(store))
{
}

Json ScaffoldRenderer::renderData(const Experiment &experiment)
{
    Json data = experiment.toJson();
    const QString strategy = experiment.strategy();
    const QString kernel = experiment.attentionKernel();
    data["config_hash"] = toStd(experiment.configHash());
    data["generator"] = "TPU Workbench " TWB_VERSION;
    data["torch_version"] = kTorchXlaVersion;
    data["is_moe"] = experiment.modelKind() == u"moe"_s;
    data["is_encoder_decoder"] = experiment.modelKind() == u"encoder_decoder"_s;
    for (const QString &name : ExperimentValidator::strategies())
        data[toStd(u"strategy_"_s + name)] = strategy == name;
    data["uses_spmd"] = strategy == u"spmd"_s || strategy == u"fsdpv2"_s;
    for (const QString &name : ExperimentValidator::attentionKernels())
        data[toStd(u"attention_"_s + name)] = kernel == name;
    data["needs_pallas"] = kernel == u"splash"_s || kernel == u"flash"_s;
    data["scan_layers"] = experiment.scanLayers();
    const Json remat = experiment.value(u"train.remat"_s);
    data["remat"] = remat.is_boolean() && remat.get<bool>();
    data["syncfree"] = experiment.optimizer() == u"syncfree_adamw"_s;
    data["wandb"] = experiment.wandbEnabled();
    // requirements.txt lists what data.source "stream" reads with (docs/formats.md 4.8).
    auto text = [&](const QString &path) {
        const Json value = experiment.value(path);
        return value.is_string() ? toQString(value.get<std::string>()) : QString();
    };
    const bool stream = text(u"data.source"_s) == u"stream"_s;
    data["data_stream"] = stream;
    data["data_gcs"] = stream && (text(u"data.path"_s).startsWith(u"gs://"_s) || text(u"data.tokenizer"_s).startsWith(u"gs://"_s));
    data["data_hf"] = stream && text(u"data.path"_s).startsWith(u"hf://"_s);
    if (experiment.hypothesis().trimmed().isEmpty())
        data["hypothesis"] = false;

    Json versions = Json::array();
    const Json implemented = ModuleVersions::forModel(experiment.modelKind(), kernel);
    for (auto it = implemented.begin(); it != implemented.end(); ++it)
        versions.push_back({{"key", it.key()}, {"value", it.value()}});
    data["module_versions_list"] = versions;

    QStringList axes;
    const Json meshAxes = experiment.value(u"tpu.mesh.axes"_s);
    if (meshAxes.is_array())
        for (const Json &axis : meshAxes)
            if (axis.is_object() && axis.contains("name") && axis.contains("size"))
                axes << u"%1=%2"_s.arg(toQString(axis["name"].get<std::string>())).arg(axis["size"].get<qint64>());
    if (axes.isEmpty())
        data["mesh_text"] = false;
    else
        data["mesh_text"] = toStd(axes.join(u", "_s));
    return data;
}

Result<GeneratedFiles> ScaffoldRenderer::render(const Experiment &experiment, const QString &experimentDir) const
{
    if (auto valid = ExperimentValidator::check(experiment, experimentDir); !valid)
        return fail(valid.error());
    auto kernels = ExperimentKernelRules::read(experiment.toJson(), experimentDir);
    if (!kernels)
        return fail(kernels.error());
    auto templates = m_store.list(QString::fromLatin1(kTemplateFolder));
    if (!templates)
        return fail(templates.error());

    const Json data = renderData(experiment);
    GeneratedFiles files;
    const QString prefix = QString::fromLatin1(kTemplateFolder) + u'/';
    for (const QString &templatePath : *templates) {
        if (!templatePath.endsWith(u".mustache"_s))
            continue;
        auto text = m_store.render(templatePath, data);
        if (!text)
            return fail(text.error());
        GeneratedFile file;
        file.path = templatePath.mid(prefix.size()).chopped(qsizetype(sizeof(".mustache") - 1));
        file.content = text->toUtf8();
        file.executable = file.path.endsWith(u".sh"_s);
        files.append(file);
    }
    files.append({u"config.json"_s, prettyJson(experiment.toJson()), false});
    files.append({u"experiment.json"_s, prettyJson(experiment.toJson()), false});
    for (const ExperimentKernelRules::Entry &kernel : *kernels)
        files.append({ExperimentKernelRules::projectFile(kernel.module), kernel.content, false});
    std::sort(files.begin(), files.end(), [](const auto &a, const auto &b) { return a.path < b.path; });
    return files;
}

} // namespace twb
