#include "core/experiment/experiment_mesh_rules.h"

#include "core/mesh/mesh_spec.h"
#include "core/mesh/mesh_validator.h"
#include "core/mesh/model_config.h"
#include "core/mesh/partition_plan.h"
#include "core/mesh/sharding_plan.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ExperimentMeshRules.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ExperimentMeshRules)
};

// MeshValidator names fields inside the `tpu` block; experiment.json paths are wanted here.
QString experimentField(const QString &meshField)
{
    if (meshField.startsWith(u"axes"_s) || meshField.startsWith(u"slices"_s))
        return u"tpu.mesh."_s + meshField;
    if (meshField == u"strategy"_s)
        return u"tpu.mesh"_s; // "FSDPv2 needs an axis named fsdp": the mesh is what to change
    if (meshField == u"accelerator_type"_s)
        return u"tpu.accelerator_type"_s;
    return meshField; // model.*, attention_kernel
}

qint64 integerAt(const Json &doc, const char *section, const char *key)
{
    const auto s = doc.find(section);
    if (s == doc.end() || !s->is_object())
        return 0;
    const auto v = s->find(key);
    return v != s->end() && v->is_number_integer() ? v->get<qint64>() : 0;
}

} // namespace

ExperimentIssues ExperimentMeshRules::check(const Json &experiment, const QString &strategy)
{
    ExperimentIssues issues;
    auto error = [&](const QString &field, const QString &message) {
        issues.append({ExperimentIssue::Severity::Error, field, message});
    };
    const Json tpu = experiment.value("tpu", Json::object());
    auto spec = MeshSpec::fromJson(tpu, u"tpu"_s);
    if (!spec) {
        error(spec.error().where, spec.error().message);
        return issues;
    }
    const int devices = spec->devicesPerSlice();
    const QList<MeshAxis> &axes = spec->axes();

    if (strategy == u"single"_s) {
        if (spec->iciProduct() * spec->dcnProduct() != 1)
            error(u"tpu.mesh"_s, Tr::tr("strategy \"single\" runs on one device, but tpu.mesh is %1; remove the mesh or "
                                    "choose spmd, fsdpv2 or ddp to use the %2 devices.")
                                     .arg(spec->axesText())
                                     .arg(devices));
        return issues;
    }
    if (axes.isEmpty()) {
        error(u"tpu.mesh"_s, Tr::tr("strategy \"%1\" needs tpu.mesh.axes; for %2 (%3 devices) for example %4.")
                                 .arg(strategy, spec->accelerator().name())
                                 .arg(devices)
                                 .arg(strategy == u"fsdpv2"_s ? u"fsdp=%1"_s.arg(devices) : u"data=%1"_s.arg(devices)));
        return issues;
    }

    // The mesh designer's rules, with the model when it reads (its own errors are ours too).
    const auto model = ModelConfig::fromJson(experiment, u"experiment.json"_s);
    for (const MeshIssue &issue : MeshValidator::validate(*spec, model ? &*model : nullptr)) {
        if (issue.where == u"attention_kernel"_s)
            continue; // ExperimentValidator makes Splash's data/fsdp axes an error of its own
        const QString field = experimentField(issue.where);
        issues.append({issue.isError() ? ExperimentIssue::Severity::Error : ExperimentIssue::Severity::Warning,
                       field, field + u": "_s + issue.message});
    }

    // Partition specs and the device order as the generated project applies them.
    const Json meshJson = tpu.value("mesh", Json::object());
    const bool spmd = strategy == u"spmd"_s || strategy == u"fsdpv2"_s;
    if (meshJson.is_object() && meshJson.contains("partition_specs")) {
        auto overrides = PartitionPlan::fromJson(meshJson["partition_specs"], u"tpu.mesh.partition_specs"_s);
        if (!overrides) {
            error(u"tpu.mesh.partition_specs"_s, overrides.error().message);
        } else if (!spmd && (!overrides->overrides().isEmpty() || overrides->hasInputOverride())) {
            error(u"tpu.mesh.partition_specs"_s, Tr::tr("strategy \"%1\" does not shard parameters; partition specs apply "
                                                   "under spmd or fsdpv2. Change the strategy or remove the specs.")
                                                    .arg(strategy));
        } else if (model) {
            const QList<PlannedParameter> parameters = ShardingPlan::templateParameters(*model);
            QStringList known;
            for (const PlannedParameter &p : parameters)
                if (!known.contains(p.tensor))
                    known << p.tensor;
            for (auto it = overrides->overrides().cbegin(); it != overrides->overrides().cend(); ++it) {
                const QString field = u"tpu.mesh.partition_specs.tensors."_s + it.key();
                if (!known.contains(it.key())) {
                    error(field, Tr::tr("the model has no tensor \"%1\"; its tensors are %2.").arg(it.key(), known.join(u", "_s)));
                    continue;
                }
                const auto tensor = std::find_if(parameters.cbegin(), parameters.cend(),
                                                 [&](const PlannedParameter &p) { return p.tensor == it.key(); });
                const ModelTensor shaped{it.key(), tensor->shape, {}, 1, tensor->role};
                for (const MeshIssue &issue : PartitionPlan::checkSpec(shaped, *it, *spec))
                    issues.append({issue.isError() ? ExperimentIssue::Severity::Error : ExperimentIssue::Severity::Warning,
                                   field, field + u": "_s + issue.message});
            }
        }
    }
    const bool clean = std::none_of(issues.cbegin(), issues.cend(), [](const ExperimentIssue &i) { return i.isError(); });
    if (model && clean)
        if (auto plan = ShardingPlan::forExperiment(experiment, u"experiment.json"_s); !plan)
            error(plan.error().where, plan.error().message);

    // What the generated code handles per strategy.
    for (qsizetype i = 0; i < axes.size(); ++i) {
        const MeshAxis &axis = axes[i];
        const QString field = jsonFieldPath(u"tpu.mesh.axes"_s, size_t(i)) + u".name"_s;
        const bool dcn = axis.kind == AxisKind::Dcn;
        bool known = false;
        QString allowedText;
        if (strategy == u"ddp"_s) {
            known = axis.name == u"data"_s && !dcn;
            allowedText = u"data"_s;
        } else if (strategy == u"fsdpv2"_s) {
            known = dcn || axis.name == u"data"_s || axis.name == u"fsdp"_s;
            allowedText = Tr::tr("data, fsdp and DCN axes (use strategy spmd for tensor or expert axes)");
        } else {
            known = dcn || axis.name == u"data"_s || axis.name == u"fsdp"_s || isTensorAxis(axis.name)
                    || axis.name == u"expert"_s;
            allowedText = Tr::tr("data, fsdp, model (or tensor), expert and DCN axes");
        }
        if (!known)
            error(field, Tr::tr("strategy \"%1\" has no use for the %2 mesh axis \"%3\"; its axes are %4.")
                             .arg(strategy, dcn ? u"DCN"_s : u"ICI"_s, axis.name, allowedText));
    }
    if (strategy == u"ddp"_s && axes.size() != 1)
        error(u"tpu.mesh"_s, Tr::tr("strategy \"ddp\" runs one process per device: give tpu.mesh exactly one axis "
                                "data=%1.")
                                 .arg(devices));

    qint64 dataWays = 1;
    qint64 tensorWays = 1;
    qint64 expertWays = 1;
    for (const MeshAxis &axis : axes) {
        if (axis.kind == AxisKind::Dcn || axis.name == u"data"_s || axis.name == u"fsdp"_s)
            dataWays *= std::max(1, axis.size);
        else if (isTensorAxis(axis.name))
            tensorWays *= std::max(1, axis.size);
        else if (axis.name == u"expert"_s)
            expertWays *= std::max(1, axis.size);
    }
    const qint64 batch = integerAt(experiment, "train", "batch_size");
    const qint64 hosts = qint64(spec->accelerator().vms()) * spec->slices();
    if (batch > 0 && batch % dataWays != 0)
        error(u"train.batch_size"_s, Tr::tr("train.batch_size (%1) must divide over the data-parallel mesh axes "
                                        "(data x fsdp x DCN = %2).")
                                         .arg(batch)
                                         .arg(dataWays));
    else if (batch > 0 && batch % hosts != 0)
        error(u"train.batch_size"_s, Tr::tr("train.batch_size (%1) must divide over the %2 hosts, which each load "
                                        "their share.")
                                         .arg(batch)
                                         .arg(hosts));
    if (tensorWays > 1) {
        const qint64 heads = integerAt(experiment, "model", "n_heads");
        const qint64 dFf = integerAt(experiment, "model", "d_ff");
        if (heads > 0 && heads % tensorWays != 0)
            error(u"model.n_heads"_s, Tr::tr("model.n_heads (%1) must divide over the tensor-parallel mesh axis (%2).")
                                          .arg(heads)
                                          .arg(tensorWays));
        if (dFf > 0 && dFf % tensorWays != 0)
            error(u"model.d_ff"_s, Tr::tr("model.d_ff (%1) must divide over the tensor-parallel mesh axis (%2).")
                                       .arg(dFf)
                                       .arg(tensorWays));
    }
    const Json modelJson = experiment.value("model", Json::object());
    if (expertWays > 1 && modelJson.value("kind", std::string()) != "moe")
        error(u"tpu.mesh"_s, Tr::tr("the mesh axis expert=%1 needs a MoE model (model.kind \"moe\").").arg(expertWays));
    return issues;
}

} // namespace twb
