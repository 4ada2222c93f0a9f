#include "core/mesh/partition_plan.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::PartitionPlan.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::PartitionPlan)
};

QString firstPresent(const MeshSpec &mesh, std::initializer_list<QStringView> names)
{
    for (QStringView name : names)
        if (mesh.hasAxis(name))
            return name.toString();
    return {};
}

// Puts `axis` on dimension `dim` if the mesh has it and it divides the (known) dimension.
void assign(PartitionSpec &spec, const ModelTensor &tensor, const MeshSpec &mesh, qsizetype dim, const QString &axis)
{
    if (axis.isEmpty() || dim >= spec.rank())
        return;
    QStringList candidate = spec.dims[dim];
    candidate << axis;
    const qint64 size = tensor.shape.value(dim);
    if (size > 0 && size % PartitionPlan::axisProduct(candidate, mesh) != 0)
        return;
    spec.dims[dim] = candidate;
}

} // namespace

qint64 PartitionPlan::axisProduct(const QStringList &axes, const MeshSpec &mesh)
{
    qint64 product = 1;
    for (const auto &axis : axes)
        product *= std::max(1, mesh.axisSize(axis));
    return product;
}

PartitionSpec PartitionPlan::defaultSpec(const ModelTensor &tensor, const MeshSpec &mesh)
{
    using R = ModelTensor::Role;
    if (tensor.role == R::Input)
        return defaultInputSpec(mesh);
    PartitionSpec spec = PartitionSpec::replicated(tensor.shape.size());
    if (mesh.strategy() == MeshStrategy::Fsdp && mesh.hasAxis(u"fsdp")) {
        // FSDPv2 (SpmdFullyShardedDataParallel) shards every parameter's first dimension.
        assign(spec, tensor, mesh, 0, u"fsdp"_s);
        return spec;
    }
    const QString F = firstPresent(mesh, {u"fsdp"});
    const QString T = firstPresent(mesh, {u"tensor", u"model"});
    const QString X = firstPresent(mesh, {u"expert"});
    switch (tensor.role) {
    case R::Embedding:
    case R::LmHead:
    case R::ColumnLinear:
        assign(spec, tensor, mesh, 0, T);
        assign(spec, tensor, mesh, 1, F);
        break;
    case R::RowLinear:
        assign(spec, tensor, mesh, 0, F);
        assign(spec, tensor, mesh, 1, T);
        break;
    case R::Router:
        assign(spec, tensor, mesh, 1, F);
        break;
    case R::ExpertColumn:
        assign(spec, tensor, mesh, 0, X);
        assign(spec, tensor, mesh, 1, T);
        assign(spec, tensor, mesh, 2, F);
        break;
    case R::ExpertRow:
        assign(spec, tensor, mesh, 0, X);
        assign(spec, tensor, mesh, 1, F);
        assign(spec, tensor, mesh, 2, T);
        break;
    case R::Norm:
    case R::Input:
        break;
    }
    return spec;
}

PartitionSpec PartitionPlan::defaultInputSpec(const MeshSpec &mesh)
{
    PartitionSpec spec = PartitionSpec::replicated(2);
    for (const auto &axis : mesh.axes()) {
        const bool batchAxis = axis.kind == AxisKind::Dcn || axis.name == u"data"_s || axis.name == u"fsdp"_s
                               || axis.name == u"expert"_s;
        if (batchAxis)
            spec.dims[0] << axis.name;
        else if (axis.name == u"sequence"_s || axis.name == u"seq"_s)
            spec.dims[1] << axis.name;
    }
    return spec;
}

PartitionSpec PartitionPlan::specFor(const ModelTensor &tensor, const MeshSpec &mesh) const
{
    if (tensor.role == ModelTensor::Role::Input)
        return inputSpec(mesh);
    const auto it = m_overrides.find(tensor.name);
    return it != m_overrides.end() ? *it : defaultSpec(tensor, mesh);
}

PartitionSpec PartitionPlan::inputSpec(const MeshSpec &mesh) const
{
    return m_inputOverride ? *m_inputOverride : defaultInputSpec(mesh);
}

MeshIssues PartitionPlan::checkSpec(const ModelTensor &tensor, const PartitionSpec &spec, const MeshSpec &mesh)
{
    MeshIssues issues;
    if (spec.rank() != tensor.shape.size()) {
        issues << MeshIssue::error(tensor.name, Tr::tr("%1 has %2 dimensions %3, but its spec %4 has %5 entries; give one "
                                                   "entry per dimension.")
                                                    .arg(tensor.name)
                                                    .arg(tensor.shape.size())
                                                    .arg(tensor.shapeText(), spec.toPython())
                                                    .arg(spec.rank()));
        return issues;
    }
    QStringList used;
    for (qsizetype d = 0; d < spec.rank(); ++d) {
        const QStringList &axes = spec.dims[d];
        bool known = true;
        for (const auto &axis : axes) {
            if (!mesh.hasAxis(axis)) {
                known = false;
                issues << MeshIssue::error(tensor.name, Tr::tr("%1, dimension %2: the mesh has no axis \"%3\" (it has %4); "
                                                           "pick one of those or replicate (None).")
                                                            .arg(tensor.name)
                                                            .arg(d)
                                                            .arg(axis, mesh.axisNames().join(u", "_s)));
            } else if (used.contains(axis)) {
                issues << MeshIssue::error(tensor.name, Tr::tr("%1 uses the axis \"%2\" twice; an axis can split only one "
                                                           "dimension of a tensor.")
                                                            .arg(tensor.name, axis));
            }
            used << axis;
        }
        const qint64 size = tensor.shape[d];
        const qint64 product = axisProduct(axes, mesh);
        if (known && size > 0 && product > 1 && size % product != 0)
            issues << MeshIssue::error(tensor.name,
                                       Tr::tr("%1, dimension %2 (%3 = %4) does not divide by %5 = %6; choose axes whose "
                                          "sizes multiply to a divisor of %4, or replicate it.")
                                           .arg(tensor.name)
                                           .arg(d)
                                           .arg(tensor.dimNames.value(d))
                                           .arg(size)
                                           .arg(axes.join(u" x "_s))
                                           .arg(product));
    }
    return issues;
}

MeshIssues PartitionPlan::check(const MeshSpec &mesh, const QList<ModelTensor> &tensors, const ModelConfig *model) const
{
    MeshIssues issues;
    for (const auto &tensor : tensors)
        issues << checkSpec(tensor, specFor(tensor, mesh), mesh);
    for (auto it = m_overrides.cbegin(); it != m_overrides.cend(); ++it) {
        const bool present = std::any_of(tensors.begin(), tensors.end(), [&](const ModelTensor &t) { return t.name == it.key(); });
        if (!present)
            issues << MeshIssue::error(it.key(), Tr::tr("The specs name a tensor \"%1\" that the model does not have; "
                                                    "remove it or check the spelling.")
                                                     .arg(it.key()));
    }
    if (model)
        issues << checkSpec(ModelTensor::inputFor(*model), inputSpec(mesh), mesh);
    return issues;
}

Json PartitionPlan::toJson() const
{
    Json tensors = Json::object();
    for (auto it = m_overrides.cbegin(); it != m_overrides.cend(); ++it)
        tensors[toStd(it.key())] = it->toJson();
    Json out = Json::object();
    if (m_inputOverride)
        out["input"] = m_inputOverride->toJson();
    out["tensors"] = tensors;
    return out;
}

Result<PartitionPlan> PartitionPlan::fromJson(const Json &value, const QString &where)
{
    PartitionPlan plan;
    if (value.is_null())
        return plan;
    if (!value.is_object())
        return fail(Error::invalid(Tr::tr("%1 must be an object {\"input\": [...], \"tensors\": {NAME: [...]}}.").arg(where), where));
    for (auto it = value.begin(); it != value.end(); ++it) {
        const QString key = toQString(it.key());
        const QString field = where + u'.' + key;
        if (key == u"input"_s) {
            auto spec = PartitionSpec::fromJson(it.value(), field);
            if (!spec)
                return fail(spec.error());
            plan.m_inputOverride = *spec;
        } else if (key == u"tensors"_s) {
            if (!it.value().is_object())
                return fail(Error::invalid(Tr::tr("%1 must map tensor names to specs, for example {\"layers.wq\": "
                                              "[\"tensor\", \"fsdp\"]}.")
                                               .arg(field),
                                           field));
            for (auto t = it.value().begin(); t != it.value().end(); ++t) {
                auto spec = PartitionSpec::fromJson(t.value(), field + u'.' + toQString(t.key()));
                if (!spec)
                    return fail(spec.error());
                plan.m_overrides.insert(toQString(t.key()), *spec);
            }
        } else {
            return fail(Error::invalid(Tr::tr("%1: unknown key; partition specs have \"input\" and \"tensors\".").arg(field),
                                       field));
        }
    }
    return plan;
}

} // namespace twb
