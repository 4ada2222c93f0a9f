#include "core/mesh/experiment_mesh_file.h"

#include <QCoreApplication>
#include <QDir>

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
    if (!document->is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object (an experiment).").arg(path), path));
    Contents contents;
    if (modelRequired || document->contains("model")) {
        auto model = ModelConfig::fromJson(*document, path);
        if (!model)
            return fail(model.error());
        contents.model = *model;
    }
    if (document->contains("tpu") && !(*document)["tpu"].is_null()) {
        const Json &tpu = (*document)["tpu"];
        auto mesh = MeshSpec::fromJson(tpu, path + u": tpu"_s);
        if (!mesh)
            return fail(mesh.error());
        contents.mesh = *mesh;
        if (tpu.contains("mesh") && tpu["mesh"].is_object() && tpu["mesh"].contains("partition_specs")) {
            auto plan = PartitionPlan::fromJson(tpu["mesh"]["partition_specs"], path + u": tpu.mesh.partition_specs"_s);
            if (!plan)
                return fail(plan.error());
            contents.plan = *plan;
        }
    }
    return contents;
}

Result<void> ExperimentMeshFile::save(const QString &path, const MeshSpec &mesh, const PartitionPlan &plan)
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
    tpu["mesh"] = newMesh;
    (*document)["tpu"] = tpu;
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
