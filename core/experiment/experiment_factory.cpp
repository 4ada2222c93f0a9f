#include "core/experiment/experiment_factory.h"

#include "core/catalog/accelerator_type.h"
#include "core/experiment/module_versions.h"

using namespace Qt::StringLiterals;

namespace twb {
namespace {

Json axis(const char *name, int size)
{
    return Json{{"name", name}, {"size", size}, {"kind", "ici"}};
}

bool touches(const QList<QPair<QString, QString>> &settings, const QString &prefix)
{
    for (const auto &[key, value] : settings)
        if (key == prefix || key.startsWith(prefix + u'.') || prefix.startsWith(key + u'.'))
            return true;
    return false;
}

} // namespace

QString ExperimentFactory::defaultAttentionKernel(const QString &acceleratorType, const QString &strategy)
{
    const auto accelerator = AcceleratorType::parse(acceleratorType);
    if (!accelerator || accelerator->generation().family == TpuFamily::V2)
        return u"sdpa"_s;
    const bool spmd = strategy == u"spmd"_s || strategy == u"fsdpv2"_s;
    if (spmd && accelerator->generation().family != TpuFamily::V3)
        return u"splash"_s;
    return u"flash"_s;
}

Json ExperimentFactory::defaultMesh(const QString &acceleratorType, const QString &strategy,
                                    const QString &attentionKernel)
{
    const auto accelerator = AcceleratorType::parse(acceleratorType);
    const int devices = accelerator ? accelerator->devices() : 1;
    const bool splash = attentionKernel == u"splash"_s;
    Json axes = Json::array();
    if (strategy == u"single"_s)
        return Json();
    if (strategy == u"ddp"_s) {
        axes.push_back(axis("data", devices));
    } else if (strategy == u"fsdpv2"_s) {
        if (splash)
            axes.push_back(axis("data", 1)); // Splash reads both data and fsdp
        axes.push_back(axis("fsdp", devices));
    } else {
        axes.push_back(axis("data", devices));
        if (splash)
            axes.push_back(axis("fsdp", 1));
    }
    return Json{{"axes", axes}};
}

Result<Experiment> ExperimentFactory::create(const ExperimentRequest &request)
{
    const bool moe = request.modelKind == u"moe"_s;
    Json doc = Json::object();
    doc["schema"] = Experiment::kSchema;
    doc["name"] = toStd(request.name);
    doc["hypothesis"] = toStd(request.hypothesis);
    Json model = {{"kind", toStd(request.modelKind)}, {"d_model", 512}, {"n_layers", 8}, {"n_heads", 8},
                  {"d_ff", moe ? 1408 : 2048}, {"vocab_size", 32000}};
    if (request.modelKind == u"encoder_decoder"_s)
        model["n_encoder_layers"] = 8;
    if (moe)
        model["moe"] = {{"n_experts", 8}, {"top_k", 2}, {"capacity_factor", 1.25}, {"aux_loss_weight", 0.01}};
    doc["model"] = model;
    // The global batch must divide over the data-parallel devices of the slice.
    const auto accelerator = AcceleratorType::parse(request.acceleratorType);
    const int devices = accelerator && request.strategy != u"single"_s ? accelerator->devices() : 1;
    const int batch = ((std::max(32, devices) + devices - 1) / devices) * devices;
    doc["train"] = {{"batch_size", batch}, {"seq_len", 512}, {"lr", 0.0003}, {"warmup_steps", 200},
                    {"max_steps", 2000}, {"weight_decay", 0.1}, {"grad_clip", 1.0}, {"eval_every", 200},
                    {"save_every", 500}, {"seed", 42}, {"log_every", 10}, {"eval_batches", 4},
                    {"dtype", "bfloat16"}};
    doc["data"] = {{"source", "synthetic"}, {"shuffle_buffer", 10000}};
    const QString kernel = request.attentionKernel.isEmpty()
                               ? defaultAttentionKernel(request.acceleratorType, request.strategy)
                               : request.attentionKernel;
    Json tpu = {{"accelerator_type", toStd(request.acceleratorType)}, {"strategy", toStd(request.strategy)}};
    if (Json mesh = defaultMesh(request.acceleratorType, request.strategy, kernel); !mesh.is_null())
        tpu["mesh"] = mesh;
    tpu["scan_layers"] = false;
    doc["tpu"] = tpu;
    doc["attention_kernel"] = toStd(kernel);
    doc["optimizer"] = "syncfree_adamw";
    doc["module_versions"] = ModuleVersions::forModel(request.modelKind, kernel);
    doc["tracking"] = {{"wandb", {{"enabled", false}, {"project", nullptr}}}};

    auto experiment = Experiment::fromJson(std::move(doc), u"new experiment"_s);
    if (!experiment)
        return experiment;
    for (const auto &[key, value] : request.settings)
        if (auto set = experiment->set(key, value); !set)
            return fail(set.error());
    // Derived parts follow the final choices, unless a setting gave them explicitly.
    if (!touches(request.settings, u"tpu.mesh"_s)) {
        const Json mesh = defaultMesh(experiment->acceleratorType(), experiment->strategy(),
                                      experiment->attentionKernel());
        if (mesh.is_null())
            experiment->remove(u"tpu.mesh"_s);
        else
            (void)experiment->setValue(u"tpu.mesh"_s, mesh);
    }
    if (!touches(request.settings, u"module_versions"_s))
        (void)experiment->setValue(u"module_versions"_s,
                                   ModuleVersions::forModel(experiment->modelKind(), experiment->attentionKernel()));
    return experiment;
}

} // namespace twb
