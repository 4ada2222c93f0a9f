#include "core/runs/device_memory_estimate.h"

#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/mesh_check.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Said in the verifier's checklist first: translated in its context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunVerifier)
};

} // namespace

Result<DeviceMemoryEstimate> DeviceMemoryEstimate::forConfig(const Json &config)
{
    const QString source = u"config.json"_s;
    auto contents = ExperimentMeshFile::fromJson(config, source, true);
    if (!contents)
        return fail(contents.error());
    if (!contents->mesh)
        return fail(Error::invalid(Tr::tr("%1 has no tpu block to estimate for.").arg(source), u"tpu"_s));
    const MeshCheck checked = MeshCheck::run(*contents->mesh, contents->plan, &*contents->model);
    if (checked.estimate())
        return DeviceMemoryEstimate{*checked.estimate(), contents->mesh->accelerator().name()};
    for (const auto &issue : checked.issues())
        if (issue.isError())
            return fail(Error::invalid(u"%1: %2"_s.arg(issue.where, issue.message), issue.where));
    return fail(Error::invalid(Tr::tr("%1: the mesh could not be checked.").arg(source), u"tpu"_s));
}

Json DeviceMemoryEstimate::asRun(const Json &config, const Json &configEvent)
{
    Json out = config;
    if (configEvent.is_object() && out.is_object())
        if (const auto it = configEvent.find("attention_kernel"); it != configEvent.end() && it->is_string())
            out["attention_kernel"] = *it;
    return out;
}

} // namespace twb
