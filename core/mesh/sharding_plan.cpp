#include "core/mesh/sharding_plan.h"

#include "core/mesh/mesh_spec.h"
#include "core/mesh/partition_plan.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::ShardingPlan.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ShardingPlan)
};

PlannedParameter parameter(const QString &name, const QString &tensor, ModelTensor::Role role, QList<qint64> shape)
{
    PlannedParameter p;
    p.name = name;
    p.tensor = tensor;
    p.role = role;
    p.shape = std::move(shape);
    return p;
}

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return u'(' + parts.join(u", "_s) + u')';
}

} // namespace

QList<PlannedParameter> ShardingPlan::templateParameters(const ModelConfig &m)
{
    using R = ModelTensor::Role;
    const qint64 d = m.dModel, f = m.dFf, v = m.vocabSize, e = m.nExperts;
    QList<PlannedParameter> out;
    out << parameter(u"embed.weight"_s, u"embed"_s, R::Embedding, {v, d});
    // An encoder-decoder's encoder comes first (model.py's EncoderDecoder: embed, encoder,
    // layers, norm, lm_head); its blocks are dense and have no cross-attention.
    for (qint64 i = 0; i < m.nEncoderLayers; ++i) {
        const QString layer = u"encoder.layers.%1."_s.arg(i);
        out << parameter(layer + u"attn_norm.weight"_s, u"encoder.layers.attn_norm"_s, R::Norm, {d});
        out << parameter(layer + u"attn.wq.weight"_s, u"encoder.layers.wq"_s, R::ColumnLinear, {d, d});
        out << parameter(layer + u"attn.wk.weight"_s, u"encoder.layers.wk"_s, R::ColumnLinear, {d, d});
        out << parameter(layer + u"attn.wv.weight"_s, u"encoder.layers.wv"_s, R::ColumnLinear, {d, d});
        out << parameter(layer + u"attn.wo.weight"_s, u"encoder.layers.wo"_s, R::RowLinear, {d, d});
        out << parameter(layer + u"ffn_norm.weight"_s, u"encoder.layers.mlp_norm"_s, R::Norm, {d});
        out << parameter(layer + u"ffn.w1.weight"_s, u"encoder.layers.w_gate"_s, R::ColumnLinear, {f, d});
        out << parameter(layer + u"ffn.w3.weight"_s, u"encoder.layers.w_up"_s, R::ColumnLinear, {f, d});
        out << parameter(layer + u"ffn.w2.weight"_s, u"encoder.layers.w_down"_s, R::RowLinear, {d, f});
    }
    if (m.isEncoderDecoder())
        out << parameter(u"encoder.norm.weight"_s, u"encoder.final_norm"_s, R::Norm, {d});
    for (qint64 i = 0; i < m.nLayers; ++i) {
        const QString layer = u"layers.%1."_s.arg(i);
        out << parameter(layer + u"attn_norm.weight"_s, u"layers.attn_norm"_s, R::Norm, {d});
        out << parameter(layer + u"attn.wq.weight"_s, u"layers.wq"_s, R::ColumnLinear, {d, d});
        out << parameter(layer + u"attn.wk.weight"_s, u"layers.wk"_s, R::ColumnLinear, {d, d});
        out << parameter(layer + u"attn.wv.weight"_s, u"layers.wv"_s, R::ColumnLinear, {d, d});
        out << parameter(layer + u"attn.wo.weight"_s, u"layers.wo"_s, R::RowLinear, {d, d});
        if (m.isEncoderDecoder()) {
            out << parameter(layer + u"cross_norm.weight"_s, u"layers.cross_norm"_s, R::Norm, {d});
            out << parameter(layer + u"cross_attn.wq.weight"_s, u"layers.cross_wq"_s, R::ColumnLinear, {d, d});
            out << parameter(layer + u"cross_attn.wk.weight"_s, u"layers.cross_wk"_s, R::ColumnLinear, {d, d});
            out << parameter(layer + u"cross_attn.wv.weight"_s, u"layers.cross_wv"_s, R::ColumnLinear, {d, d});
            out << parameter(layer + u"cross_attn.wo.weight"_s, u"layers.cross_wo"_s, R::RowLinear, {d, d});
        }
        out << parameter(layer + u"ffn_norm.weight"_s, u"layers.mlp_norm"_s, R::Norm, {d});
        if (m.isMoe()) {
            // MoEFeedForward's own parameters come before its router's (named_parameters order).
            out << parameter(layer + u"ffn.w1"_s, u"layers.experts.w_gate"_s, R::ExpertColumn, {e, f, d});
            out << parameter(layer + u"ffn.w3"_s, u"layers.experts.w_up"_s, R::ExpertColumn, {e, f, d});
            out << parameter(layer + u"ffn.w2"_s, u"layers.experts.w_down"_s, R::ExpertRow, {e, d, f});
            out << parameter(layer + u"ffn.router.gate.weight"_s, u"layers.router"_s, R::Router, {e, d});
        } else {
            out << parameter(layer + u"ffn.w1.weight"_s, u"layers.w_gate"_s, R::ColumnLinear, {f, d});
            out << parameter(layer + u"ffn.w3.weight"_s, u"layers.w_up"_s, R::ColumnLinear, {f, d});
            out << parameter(layer + u"ffn.w2.weight"_s, u"layers.w_down"_s, R::RowLinear, {d, f});
        }
    }
    out << parameter(u"norm.weight"_s, u"final_norm"_s, R::Norm, {d});
    out << parameter(u"lm_head.weight"_s, u"lm_head"_s, R::LmHead, {v, d});
    return out;
}

Result<ShardingPlan> ShardingPlan::forExperiment(const Json &experiment, const QString &source)
{
    auto model = ModelConfig::fromJson(experiment, source);
    if (!model)
        return fail(model.error());
    ShardingPlan plan;
    const Json tpu = experiment.is_object() && experiment.contains("tpu") && experiment["tpu"].is_object()
                         ? experiment["tpu"]
                         : Json::object();
    plan.m_strategy = tpu.contains("strategy") && tpu["strategy"].is_string() ? toQString(tpu["strategy"].get<std::string>())
                                                                             : QString();
    const Json meshJson = tpu.contains("mesh") && tpu["mesh"].is_object() ? tpu["mesh"] : Json::object();

    QList<MeshAxis> axes;
    std::optional<MeshSpec> mesh;
    if (meshJson.contains("axes")) {
        auto spec = MeshSpec::fromJson(tpu, source + u": tpu"_s);
        if (!spec)
            return fail(spec.error());
        mesh = *spec;
        axes = spec->axes();
    }
    qint64 devices = 1;
    for (const auto &axis : axes) {
        plan.m_axes.push_back({{"name", toStd(axis.name)}, {"size", axis.size}, {"kind", toStd(axisKindName(axis.kind))}});
        devices *= std::max(1, axis.size);
    }

    // The device order: tpu.mesh.device_ids (written by the Mesh panel) or 0..n-1.
    if (const auto it = meshJson.find("device_ids"); it != meshJson.end() && !it->is_null()) {
        QList<int> sorted;
        if (it->is_array())
            for (const Json &id : *it)
                sorted << (id.is_number_integer() ? int(id.get<long long>()) : -1);
        plan.m_deviceIds = sorted;
        std::sort(sorted.begin(), sorted.end());
        bool permutation = sorted.size() == devices;
        for (qsizetype i = 0; permutation && i < sorted.size(); ++i)
            permutation = sorted[i] == int(i);
        if (!permutation)
            return fail(Error::invalid(Tr::tr("%1: tpu.mesh.device_ids must list each of the %2 device ids 0..%3 once; save "
                                          "the mesh again from the Mesh panel or remove the field.")
                                           .arg(source)
                                           .arg(devices)
                                           .arg(devices - 1),
                                       u"tpu.mesh.device_ids"_s));
    } else {
        for (qint64 i = 0; i < devices; ++i)
            plan.m_deviceIds << int(i);
    }

    PartitionPlan overrides;
    if (meshJson.contains("partition_specs")) {
        auto parsed = PartitionPlan::fromJson(meshJson["partition_specs"], source + u": tpu.mesh.partition_specs"_s);
        if (!parsed)
            return fail(parsed.error());
        overrides = *parsed;
    }

    const bool spmd = plan.m_strategy == u"spmd"_s || plan.m_strategy == u"fsdpv2"_s;
    for (PlannedParameter &p : plan.m_parameters = templateParameters(*model)) {
        if (spmd && overrides.hasOverride(p.tensor)) {
            p.spec = overrides.overrides().value(p.tensor);
            p.fromSpec = true;
            const QString field = u"tpu.mesh.partition_specs.tensors."_s + p.tensor;
            if (p.spec.rank() != p.shape.size())
                return fail(Error::invalid(Tr::tr("%1: %2 has %3 entries but %4 has %5 dimensions %6.")
                                               .arg(source, field)
                                               .arg(p.spec.rank())
                                               .arg(p.name)
                                               .arg(p.shape.size())
                                               .arg(shapeText(p.shape)),
                                           field));
            for (const QStringList &dim : p.spec.dims)
                for (const QString &axis : dim)
                    if (!mesh || !mesh->hasAxis(axis))
                        return fail(Error::invalid(Tr::tr("%1: %2 names the axis \"%3\", which tpu.mesh does not have (%4).")
                                                       .arg(source, field, axis,
                                                            mesh ? mesh->axisNames().join(u", "_s) : QString()),
                                                   field));
        } else if (spmd && mesh) {
            // The Mesh panel's defaults: FSDPv2's dimension 0 over fsdp, or the role defaults.
            MeshSpec strategyMesh = *mesh;
            strategyMesh.setStrategy(plan.m_strategy == u"fsdpv2"_s ? MeshStrategy::Fsdp : MeshStrategy::Custom);
            p.spec = PartitionPlan::defaultSpec(ModelTensor{p.tensor, p.shape, {}, 1, p.role}, strategyMesh);
        } else {
            p.spec = PartitionSpec::replicated(p.shape.size());
        }
    }
    return plan;
}

Json ShardingPlan::toJson() const
{
    Json parameters = Json::array();
    for (const PlannedParameter &p : m_parameters)
        parameters.push_back({{"name", toStd(p.name)},
                              {"tensor", toStd(p.tensor)},
                              {"shape", Json(std::vector<qint64>(p.shape.begin(), p.shape.end()))},
                              {"spec", p.spec.toJson()},
                              {"source", p.fromSpec ? "spec" : "default"}});
    return {{"strategy", m_strategy.isEmpty() ? Json(nullptr) : Json(toStd(m_strategy))},
            {"axes", m_axes},
            {"device_ids", Json(std::vector<int>(m_deviceIds.begin(), m_deviceIds.end()))},
            {"parameters", parameters}};
}

} // namespace twb
