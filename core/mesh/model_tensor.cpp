#include "core/mesh/model_tensor.h"

using namespace Qt::StringLiterals;

namespace twb {

qint64 ModelTensor::elements() const
{
    qint64 n = 1;
    for (qint64 d : shape)
        n *= d;
    return n;
}

QString ModelTensor::shapeText() const
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return u'(' + parts.join(u", "_s) + (shape.size() == 1 ? u",)"_s : u")"_s);
}

QList<ModelTensor> ModelTensor::listFor(const ModelConfig &m)
{
    using R = Role;
    const qint64 L = m.nLayers;
    const qint64 q = m.nHeads * m.headDim;
    const qint64 kv = m.nKvHeads * m.headDim;
    const QString h = u"d_model"_s;
    QList<ModelTensor> t;
    t << ModelTensor{u"embed"_s, {m.vocabSize, m.dModel}, {u"vocab"_s, h}, 1, R::Embedding};
    if (m.isEncoderDecoder()) {
        // The encoder's blocks: bidirectional self-attention and the dense FFN.
        const qint64 E = m.nEncoderLayers;
        t << ModelTensor{u"encoder.layers.attn_norm"_s, {m.dModel}, {h}, E, R::Norm};
        t << ModelTensor{u"encoder.layers.wq"_s, {q, m.dModel}, {u"heads*head_dim"_s, h}, E, R::ColumnLinear};
        t << ModelTensor{u"encoder.layers.wk"_s, {kv, m.dModel}, {u"kv_heads*head_dim"_s, h}, E, R::ColumnLinear};
        t << ModelTensor{u"encoder.layers.wv"_s, {kv, m.dModel}, {u"kv_heads*head_dim"_s, h}, E, R::ColumnLinear};
        t << ModelTensor{u"encoder.layers.wo"_s, {m.dModel, q}, {h, u"heads*head_dim"_s}, E, R::RowLinear};
        t << ModelTensor{u"encoder.layers.mlp_norm"_s, {m.dModel}, {h}, E, R::Norm};
        if (m.ffn == ModelConfig::Ffn::SwiGlu)
            t << ModelTensor{u"encoder.layers.w_gate"_s, {m.dFf, m.dModel}, {u"d_ff"_s, h}, E, R::ColumnLinear};
        t << ModelTensor{u"encoder.layers.w_up"_s, {m.dFf, m.dModel}, {u"d_ff"_s, h}, E, R::ColumnLinear};
        t << ModelTensor{u"encoder.layers.w_down"_s, {m.dModel, m.dFf}, {h, u"d_ff"_s}, E, R::RowLinear};
        t << ModelTensor{u"encoder.final_norm"_s, {m.dModel}, {h}, 1, R::Norm};
    }
    t << ModelTensor{u"layers.attn_norm"_s, {m.dModel}, {h}, L, R::Norm};
    t << ModelTensor{u"layers.wq"_s, {q, m.dModel}, {u"heads*head_dim"_s, h}, L, R::ColumnLinear};
    t << ModelTensor{u"layers.wk"_s, {kv, m.dModel}, {u"kv_heads*head_dim"_s, h}, L, R::ColumnLinear};
    t << ModelTensor{u"layers.wv"_s, {kv, m.dModel}, {u"kv_heads*head_dim"_s, h}, L, R::ColumnLinear};
    t << ModelTensor{u"layers.wo"_s, {m.dModel, q}, {h, u"heads*head_dim"_s}, L, R::RowLinear};
    if (m.isEncoderDecoder()) {
        // Cross-attention: queries from the decoder, keys and values from the encoder's output.
        t << ModelTensor{u"layers.cross_norm"_s, {m.dModel}, {h}, L, R::Norm};
        t << ModelTensor{u"layers.cross_wq"_s, {q, m.dModel}, {u"heads*head_dim"_s, h}, L, R::ColumnLinear};
        t << ModelTensor{u"layers.cross_wk"_s, {kv, m.dModel}, {u"kv_heads*head_dim"_s, h}, L, R::ColumnLinear};
        t << ModelTensor{u"layers.cross_wv"_s, {kv, m.dModel}, {u"kv_heads*head_dim"_s, h}, L, R::ColumnLinear};
        t << ModelTensor{u"layers.cross_wo"_s, {m.dModel, q}, {h, u"heads*head_dim"_s}, L, R::RowLinear};
    }
    t << ModelTensor{u"layers.mlp_norm"_s, {m.dModel}, {h}, L, R::Norm};
    const bool gated = m.ffn == ModelConfig::Ffn::SwiGlu;
    if (m.isMoe()) {
        const qint64 E = m.nExperts;
        t << ModelTensor{u"layers.router"_s, {E, m.dModel}, {u"experts"_s, h}, L, R::Router};
        if (gated)
            t << ModelTensor{u"layers.experts.w_gate"_s, {E, m.dFf, m.dModel}, {u"experts"_s, u"d_ff"_s, h}, L, R::ExpertColumn};
        t << ModelTensor{u"layers.experts.w_up"_s, {E, m.dFf, m.dModel}, {u"experts"_s, u"d_ff"_s, h}, L, R::ExpertColumn};
        t << ModelTensor{u"layers.experts.w_down"_s, {E, m.dModel, m.dFf}, {u"experts"_s, h, u"d_ff"_s}, L, R::ExpertRow};
    } else {
        if (gated)
            t << ModelTensor{u"layers.w_gate"_s, {m.dFf, m.dModel}, {u"d_ff"_s, h}, L, R::ColumnLinear};
        t << ModelTensor{u"layers.w_up"_s, {m.dFf, m.dModel}, {u"d_ff"_s, h}, L, R::ColumnLinear};
        t << ModelTensor{u"layers.w_down"_s, {m.dModel, m.dFf}, {h, u"d_ff"_s}, L, R::RowLinear};
    }
    t << ModelTensor{u"final_norm"_s, {m.dModel}, {h}, 1, R::Norm};
    if (!m.tieEmbeddings)
        t << ModelTensor{u"lm_head"_s, {m.vocabSize, m.dModel}, {u"vocab"_s, h}, 1, R::LmHead};
    return t;
}

ModelTensor ModelTensor::inputFor(const ModelConfig &model)
{
    return {u"input"_s, {model.batchSize, model.seqLen}, {u"batch"_s, u"seq"_s}, 1, Role::Input};
}

QList<ModelTensor> ModelTensor::genericList(bool moe)
{
    ModelConfig shapeless;
    shapeless.nLayers = 0;
    if (moe)
        shapeless.nExperts = 1;
    auto tensors = listFor(shapeless);
    for (auto &tensor : tensors)
        tensor.count = tensor.name.startsWith(u"layers."_s) ? 0 : 1;
    return tensors;
}

} // namespace twb
