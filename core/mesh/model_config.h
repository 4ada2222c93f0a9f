#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// The transformer the mesh designer sizes: shape, precision, batch and optimizer. Read from an
// experiment.json (its "model", "train", "optimizer", "attention_kernel" and
// "module_versions" blocks, docs/formats.md section 2) or from a bare "model" object with the
// same keys. Optional keys the estimator also reads: model.n_kv_heads, model.head_dim,
// model.tie_embeddings, model.ffn ("swiglu" | "mlp"), model.param_dtype and
// model.activation_dtype ("float32" | "bfloat16"), train.remat, tpu.scan_layers. model.kind "encoder_decoder" adds
// an encoder of model.n_encoder_layers (default n_layers) blocks and cross-attention to every
// decoder block; the token window is split in half between source and target.
struct ModelConfig
{
    enum class Ffn { SwiGlu, Mlp };

    qint64 dModel = 0;
    qint64 nLayers = 0;
    qint64 nHeads = 0;
    qint64 nKvHeads = 0;
    qint64 headDim = 0;
    qint64 dFf = 0;
    qint64 vocabSize = 0;
    bool tieEmbeddings = false;
    Ffn ffn = Ffn::SwiGlu;
    qint64 nEncoderLayers = 0; // > 0: encoder-decoder (nLayers is then the decoder's depth)
    qint64 nExperts = 0; // 0: dense
    qint64 topK = 0;
    double capacityFactor = 1.0;
    int paramBytes = 4;      // 4 float32, 2 bfloat16
    int activationBytes = 4;
    qint64 batchSize = 1;    // global batch
    qint64 seqLen = 1;
    bool remat = false;      // full per-layer activation checkpointing
    bool scanLayers = false; // tpu.scan_layers: XLA runs one layer's program in a loop
    QString optimizer = QStringLiteral("adamw");
    QString attentionKernel = QStringLiteral("eager");

    bool isMoe() const { return nExperts > 0; }
    bool isEncoderDecoder() const { return nEncoderLayers > 0; }
    // Splash and flash attention never store the s x s score matrix.
    bool memoryEfficientAttention() const;
    // Bytes of optimizer state per parameter element, fp32 master copy excluded.
    int optimizerBytesPerParameter() const;

    // `source` names the file in errors ("model.json"); every error names the field.
    static Result<ModelConfig> fromJson(const Json &document, const QString &source);

    friend bool operator==(const ModelConfig &, const ModelConfig &) = default;
};

} // namespace twb
