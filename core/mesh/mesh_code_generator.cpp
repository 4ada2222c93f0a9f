#include "core/mesh/mesh_code_generator.h"

#include "core/mesh/device_map.h"
#include "core/mesh/mesh_validator.h"
#include "core/util/template_renderer.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::MeshCodeGenerator.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MeshCodeGenerator)
};

QString pythonTuple(const QStringList &items)
{
    return u'(' + items.join(u", "_s) + (items.size() == 1 ? u",)"_s : u")"_s);
}

QString quotedTuple(const QStringList &names)
{
    QStringList quoted;
    for (const auto &name : names)
        quoted << u'\'' + name + u'\'';
    return pythonTuple(quoted);
}

QString intTuple(const QList<int> &values)
{
    QStringList items;
    for (int v : values)
        items << QString::number(v);
    return pythonTuple(items);
}

// Parameter-name stems per tensor: the workbench's own names first, then Llama/HF, GPT-2 and
// Meta names. Order matters where names collide (w1 is the gate in gated FFNs, the up
// projection in plain MLPs).
QString stems(const QString &tensor, bool gated)
{
    static const QHash<QString, QString> common{
        {u"embed"_s, u"embed|embed_tokens|tok_embeddings|wte|word_embeddings"_s},
        {u"lm_head"_s, u"lm_head|output|head"_s},
        {u"final_norm"_s, u"final_norm|norm|ln_f|final_layernorm"_s},
        {u"layers.attn_norm"_s, u"attn_norm|attention_norm|input_layernorm|ln_1"_s},
        {u"layers.mlp_norm"_s, u"mlp_norm|ffn_norm|post_attention_layernorm|ln_2"_s},
        {u"layers.wq"_s, u"wq|q_proj|query"_s},
        {u"layers.wk"_s, u"wk|k_proj|key"_s},
        {u"layers.wv"_s, u"wv|v_proj|value"_s},
        {u"layers.wo"_s, u"wo|o_proj|out_proj"_s},
        {u"layers.router"_s, u"router|gate"_s},
        {u"layers.w_down"_s, u"w_down|down_proj|w2|fc2"_s},
    };
    // An encoder-decoder: the encoder's tensors have the decoder's stems (the pattern adds the
    // "encoder." prefix); cross-attention projections sit under cross_attn.
    if (tensor.startsWith(u"encoder."_s))
        return stems(tensor.mid(8), gated);
    if (tensor == u"layers.cross_norm"_s)
        return u"cross_norm|cross_attn_norm|ln_cross"_s;
    if (tensor.startsWith(u"layers.cross_"_s))
        return u"cross_attn\\.("_s + stems(u"layers."_s + tensor.mid(13), gated) + u')';
    if (tensor.endsWith(u"w_gate"_s))
        return u"w_gate|gate_proj|w1"_s;
    if (tensor.endsWith(u"w_up"_s))
        return gated ? u"w_up|up_proj|w3|fc1"_s : u"w_up|up_proj|w1|fc1"_s;
    if (tensor.endsWith(u"w_down"_s))
        return common.value(u"layers.w_down"_s);
    return common.value(tensor);
}

QString namePattern(const ModelTensor &tensor, MeshFramework framework, bool gated)
{
    using R = ModelTensor::Role;
    const bool jax = framework == MeshFramework::Jax;
    QString suffix;
    if (tensor.role == R::Norm)
        suffix = jax ? u"\\.scale"_s : u"\\.weight"_s;
    else if (tensor.role == R::Embedding)
        suffix = jax ? u"\\.embedding"_s : u"\\.weight"_s;
    else if (tensor.role == R::ExpertColumn || tensor.role == R::ExpertRow)
        suffix = jax ? u"(\\.kernel)?"_s : u"(\\.weight)?"_s; // stacked experts are often bare parameters
    else
        suffix = jax ? u"\\.kernel"_s : u"\\.weight"_s;
    QString prefix = tensor.role == R::ExpertColumn || tensor.role == R::ExpertRow ? u"experts\\."_s : QString();
    if (tensor.name.startsWith(u"encoder."_s))
        prefix = u"encoder\\.(.*\\.)?"_s;
    return u"(^|\\.)"_s + prefix + u'(' + stems(tensor.name, gated) + u')' + suffix + u'$';
}

// JAX/flax stores Dense kernels as (in, out): reverse the (out, in) dimensions.
PartitionSpec forFramework(const ModelTensor &tensor, PartitionSpec spec, MeshFramework framework)
{
    using R = ModelTensor::Role;
    if (framework != MeshFramework::Jax)
        return spec;
    if (tensor.role == R::ColumnLinear || tensor.role == R::RowLinear || tensor.role == R::LmHead || tensor.role == R::Router)
        std::reverse(spec.dims.begin(), spec.dims.end());
    else if ((tensor.role == R::ExpertColumn || tensor.role == R::ExpertRow) && spec.rank() == 3)
        std::swap(spec.dims[1], spec.dims[2]);
    return spec;
}

QString specLiteral(const PartitionSpec &spec, MeshFramework framework)
{
    const QString tuple = spec.toPython();
    if (framework == MeshFramework::TorchXla)
        return tuple;
    return u"P"_s + (spec.rank() == 1 ? tuple.chopped(2) + u')' : tuple);
}

QString deviceIdsLiteral(const DeviceMap &map)
{
    if (map.isIdentityOrder())
        return u"np.arange(EXPECTED_DEVICES)"_s;
    QStringList lines;
    QStringList current;
    for (int id : map.deviceIdsInMeshOrder()) {
        current << QString::number(id);
        if (current.size() == 16) {
            lines << current.join(u", "_s);
            current.clear();
        }
    }
    if (!current.isEmpty())
        lines << current.join(u", "_s);
    return u"np.array([\n        "_s + lines.join(u",\n        "_s) + u",\n    ])"_s;
}

QString shapeComment(const ModelTensor &tensor, MeshFramework framework)
{
    if (tensor.shape.isEmpty() || tensor.shape.first() == 0)
        return {};
    ModelTensor shown = tensor;
    if (framework == MeshFramework::Jax) {
        using R = ModelTensor::Role;
        if (tensor.role == R::ColumnLinear || tensor.role == R::RowLinear || tensor.role == R::LmHead || tensor.role == R::Router)
            std::reverse(shown.shape.begin(), shown.shape.end());
        else if (tensor.role == R::ExpertColumn || tensor.role == R::ExpertRow)
            std::swap(shown.shape[1], shown.shape[2]);
    }
    return u' ' + shown.shapeText() + (tensor.count > 1 ? u" x %1 layers"_s.arg(tensor.count) : QString());
}

} // namespace

QString MeshCodeGenerator::frameworkName(MeshFramework framework)
{
    return framework == MeshFramework::Jax ? u"jax"_s : u"torch_xla"_s;
}

std::optional<MeshFramework> MeshCodeGenerator::frameworkFromName(QStringView name)
{
    if (name.compare(u"torch_xla", Qt::CaseInsensitive) == 0 || name.compare(u"torch-xla", Qt::CaseInsensitive) == 0
        || name.compare(u"pytorch", Qt::CaseInsensitive) == 0)
        return MeshFramework::TorchXla;
    if (name.compare(u"jax", Qt::CaseInsensitive) == 0)
        return MeshFramework::Jax;
    return std::nullopt;
}

QString MeshCodeGenerator::templatePath(MeshFramework framework)
{
    return framework == MeshFramework::Jax ? u"mesh/jax_mesh.py.mustache"_s : u"mesh/torch_xla_mesh.py.mustache"_s;
}

QString MeshCodeGenerator::defaultFileName(MeshFramework framework)
{
    return framework == MeshFramework::Jax ? u"mesh_jax.py"_s : u"mesh_torch_xla.py"_s;
}

Result<Json> MeshCodeGenerator::templateData(MeshFramework framework, const MeshSpec &mesh, const PartitionPlan &plan,
                                             const ModelConfig *model)
{
    const QList<ModelTensor> tensors = model ? ModelTensor::listFor(*model) : ModelTensor::genericList(mesh.hasAxis(u"expert"));
    MeshIssues issues = MeshValidator::validate(mesh, model);
    issues << plan.check(mesh, tensors, model);
    QStringList errors;
    for (const auto &issue : issues)
        if (issue.isError())
            errors << issue.message;
    if (!errors.isEmpty())
        return fail(Error::invalid(Tr::tr("No code generated: the mesh has problems to fix first:\n- %1").arg(errors.join(u"\n- "_s)),
                                   issues.first().where));
    auto map = DeviceMap::build(mesh);
    if (!map)
        return fail(map.error());

    Json axisLines = Json::array();
    for (const auto &axis : map->axes())
        axisLines.push_back({{"line", toStd(u"%1 %2 %3 on %4%5%6"_s.arg(axis.name.leftJustified(10))
                                               .arg(QString::number(axis.size).rightJustified(5))
                                               .arg(axisKindName(axis.kind))
                                               .arg(axis.physical)
                                               .arg(axis.crossesHosts ? u", crosses hosts"_s : QString())
                                               .arg(axis.crossesSlices ? u", crosses slices (DCN)"_s : QString()))}});
    QList<int> ici, dcn;
    for (const auto &axis : mesh.axes()) {
        ici << (axis.kind == AxisKind::Ici ? axis.size : 1);
        dcn << (axis.kind == AxisKind::Dcn ? axis.size : 1);
    }
    const bool gated = !model || model->ffn == ModelConfig::Ffn::SwiGlu;
    // Experts and the router first, then an encoder-decoder's encoder and cross-attention: their
    // names would otherwise match the dense decoder patterns.
    auto rank = [](const ModelTensor &t) {
        if (t.role == ModelTensor::Role::ExpertColumn || t.role == ModelTensor::Role::ExpertRow
            || t.role == ModelTensor::Role::Router)
            return 0;
        return t.name.startsWith(u"encoder."_s) || t.name.startsWith(u"layers.cross_"_s) ? 1 : 2;
    };
    QList<ModelTensor> ordered = tensors;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [&](const ModelTensor &a, const ModelTensor &b) { return rank(a) < rank(b); });
    Json tensorData = Json::array();
    for (const auto &t : ordered)
        tensorData.push_back({{"name", toStd(t.name)},
                              {"shape", toStd(shapeComment(t, framework))},
                              {"pattern", toStd(namePattern(t, framework, gated))},
                              {"spec", toStd(specLiteral(forFramework(t, plan.specFor(t, mesh), framework), framework))}});

    QString modelSummary = Tr::tr("no model given: generic transformer parameter names");
    if (model) {
        qint64 parameters = 0;
        for (const auto &t : tensors)
            parameters += t.totalElements();
        modelSummary = Tr::tr("d_model %1, %2 layers, %3 heads, %4 parameters%5")
                           .arg(model->dModel)
                           .arg(model->nLayers)
                           .arg(model->nHeads)
                           .arg(parameters)
                           .arg(model->isMoe() ? Tr::tr(", %1 experts (top %2)").arg(model->nExperts).arg(model->topK) : QString());
    }
    return Json{{"accelerator", toStd(mesh.accelerator().name())},
                {"slices", mesh.slices()},
                {"multislice", mesh.slices() > 1},
                {"total_devices", mesh.totalDevices()},
                {"strategy", toStd(mesh.strategyText())},
                {"fsdpv2", mesh.strategy() == MeshStrategy::Fsdp},
                {"axes_text", toStd(mesh.axesText())},
                {"axes", axisLines},
                {"axis_names", toStd(quotedTuple(mesh.axisNames()))},
                {"mesh_shape", toStd(intTuple(mesh.shape()))},
                {"ici_mesh_shape", toStd(intTuple(ici))},
                {"dcn_mesh_shape", toStd(intTuple(dcn))},
                {"device_ids", toStd(deviceIdsLiteral(*map))},
                {"input_spec", toStd(specLiteral(plan.inputSpec(mesh), framework))},
                {"model_summary", toStd(modelSummary)},
                {"tensors", tensorData}};
}

Result<QString> MeshCodeGenerator::generate(MeshFramework framework, const MeshSpec &mesh, const PartitionPlan &plan,
                                            const ModelConfig *model, const TemplateStore &store)
{
    auto data = templateData(framework, mesh, plan, model);
    if (!data)
        return fail(data.error());
    return store.render(templatePath(framework), *data);
}

} // namespace twb

namespace twb {

Result<QString> MeshCodeGenerator::generate(MeshFramework framework, const MeshSpec &mesh, const PartitionPlan &plan,
                                            const ModelConfig *model, const QString &templateText)
{
    auto data = templateData(framework, mesh, plan, model);
    if (!data)
        return fail(data.error());
    return TemplateRenderer().render(templatePath(framework), templateText, *data);
}

} // namespace twb
