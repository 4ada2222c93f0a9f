#include "core/mesh/experiment_mesh_file.h"

#include "core/mesh/device_map.h"

#include <QCoreApplication>
#include <QDir>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::ExperimentMeshFile.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ExperimentMeshFile)
};
} // namespace


Result<ExperimentMeshFile::Contents> ExperimentMeshFile::load(const QString &path)
{
    return parse(path, false);
}

Result<ExperimentMeshFile::Contents> ExperimentMeshFile::loadModel(const QString &path)
{
    return parse(path, true);
}

Result<ExperimentMeshFile::Contents> ExperimentMeshFile::parse(const QString &path, bool modelRequired)
{
    auto document = readJsonFile(path);
    if (!document)
        return fail(document.error());
    return fromJson(*document, path, modelRequired);
}

Result<ExperimentMeshFile::Contents> ExperimentMeshFile::fromJson(const Json &document, const QString &source,
                                                                  bool modelRequired)
{
    if (!document.is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object (an experiment).").arg(source), source));
    Contents contents;
    if (modelRequired || document.contains("model")) {
        auto model = ModelConfig::fromJson(document, source);
        if (!model)
            return fail(model.error());
        contents.model = *model;
    }
    if (document.contains("tpu") && !document["tpu"].is_null()) {
        const Json &tpu = document["tpu"];
        auto mesh = MeshSpec::fromJson(tpu, source + u": tpu"_s);
        if (!mesh)
            return fail(mesh.error());
        contents.mesh = *mesh;
        if (tpu.contains("mesh") && tpu["mesh"].is_object() && tpu["mesh"].contains("partition_specs")) {
            auto plan = PartitionPlan::fromJson(tpu["mesh"]["partition_specs"], source + u": tpu.mesh.partition_specs"_s);
            if (!plan)
                return fail(plan.error());
            contents.plan = *plan;
        }
    }
    return contents;
}

namespace {

// The experiment strategy (templates/experiment) that runs `mesh`, given the one it had.
QString runStrategy(const MeshSpec &mesh, const QString &old)
{
    switch (mesh.strategy()) {
    case MeshStrategy::Fsdp: return u"fsdpv2"_s;
    case MeshStrategy::Data: return old == u"ddp"_s ? old : u"spmd"_s;
    case MeshStrategy::DataModel:
    case MeshStrategy::FsdpTensor:
    case MeshStrategy::ExpertData: return u"spmd"_s;
    case MeshStrategy::Custom: break;
    }
    return mesh.strategyText() == u"custom"_s ? u"spmd"_s : mesh.strategyText();
}

} // namespace

Result<void> ExperimentMeshFile::save(const QString &path, const MeshSpec &mesh, const PartitionPlan &plan,
                                      std::optional<bool> remat)
{
    auto document = readJsonFile(path);
    if (!document)
        return fail(document.error());
    if (!document->is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object (an experiment); it was "
                                                                      "left unchanged.")
                                       .arg(path),
                                   path));
    Json tpu = document->contains("tpu") && (*document)["tpu"].is_object() ? (*document)["tpu"] : Json::object();
    const Json oldMesh = tpu.contains("mesh") && tpu["mesh"].is_object() ? tpu["mesh"] : Json::object();
    const Json fresh = mesh.toJson();
    tpu["accelerator_type"] = fresh["accelerator_type"];
    const QString oldStrategy = tpu.contains("strategy") && tpu["strategy"].is_string()
                                    ? toQString(tpu["strategy"].get<std::string>())
                                    : QString();
    static const QStringList runStrategies{u"single"_s, u"ddp"_s, u"spmd"_s, u"fsdpv2"_s};
    if (runStrategies.contains(oldStrategy))
        tpu["strategy"] = toStd(runStrategy(mesh, oldStrategy));
    else
        tpu["strategy"] = fresh["strategy"];
    Json newMesh = oldMesh; // keeps keys the designer does not own
    newMesh["axes"] = fresh["mesh"]["axes"];
    if (fresh["mesh"].contains("slices"))
        newMesh["slices"] = fresh["mesh"]["slices"];
    else
        newMesh.erase("slices");
    const Json specs = plan.toJson();
    if (plan.overrides().isEmpty() && !plan.hasInputOverride())
        newMesh.erase("partition_specs");
    else
        newMesh["partition_specs"] = specs;
    newMesh.erase("device_ids");
    if (const auto map = DeviceMap::build(mesh); map && !map->isIdentityOrder()) {
        const QList<int> ids = map->deviceIdsInMeshOrder();
        newMesh["device_ids"] = std::vector<int>(ids.begin(), ids.end());
    }
    tpu["mesh"] = newMesh;
    (*document)["tpu"] = tpu;
    if (remat) {
        if (!document->contains("train") || !(*document)["train"].is_object())
            (*document)["train"] = Json::object();
        (*document)["train"]["remat"] = *remat;
    }
    return writeJsonFileAtomically(path, *document);
}

QString ExperimentMeshFile::findFirstWithMesh(const QString &experimentsDir)
{
    for (const QString &name : QDir(experimentsDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = experimentsDir + u'/' + name + u"/experiment.json"_s;
        if (auto contents = load(path); contents && contents->mesh)
            return path;
    }
    return {};
}

} // namespace twb
