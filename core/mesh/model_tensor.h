#pragma once

#include "core/mesh/model_config.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// One parameter tensor of the model, in PyTorch layout (nn.Linear.weight is (out, in)). Tensors
// repeated per layer are listed once with `count` = n_layers.
struct ModelTensor
{
    // The role decides the default partition spec, the JAX layout and the name patterns.
    enum class Role {
        Embedding,    // (vocab, d_model)
        LmHead,       // (vocab, d_model)
        Norm,         // (d_model)
        ColumnLinear, // (out, in): q/k/v, MLP gate/up; the output dimension splits over tensor
        RowLinear,    // (out, in): o, MLP down; the input dimension splits over tensor
        Router,       // (n_experts, d_model)
        ExpertColumn, // (n_experts, d_ff, d_model)
        ExpertRow,    // (n_experts, d_model, d_ff)
        Input,        // the token batch (batch, seq): not a parameter
    };

    QString name;          // "layers.wq"
    QList<qint64> shape;
    QStringList dimNames;  // "heads*head_dim", "d_model", ...
    qint64 count = 1;
    Role role = Role::Norm;

    qint64 elements() const;      // of one copy
    qint64 totalElements() const { return elements() * count; }
    QString shapeText() const;    // "(4096, 1024)"
    bool perLayer() const
    {
        return count > 1 || name.startsWith(QStringLiteral("layers.")) || name.startsWith(QStringLiteral("encoder.layers."));
    }

    // The model's tensors, in the order a table shows them: embedding, (an encoder-decoder's
    // encoder layer and encoder norm,) one layer, final norm, LM head (absent when tied to the
    // embedding). An encoder-decoder's decoder layer adds cross-attention (layers.cross_*).
    static QList<ModelTensor> listFor(const ModelConfig &model);
    // The input batch (global batch, sequence length) as a tensor named "input".
    static ModelTensor inputFor(const ModelConfig &model);
    // The same names with unknown shapes (all 0), for code generation without a model.
    static QList<ModelTensor> genericList(bool moe);
};

} // namespace twb
