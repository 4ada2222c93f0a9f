#include "core/mesh/model_config.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::ModelConfig.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ModelConfig)
};

// Reads optional typed fields of one JSON object and remembers the first error.
class FieldReader
{
public:
    FieldReader(const Json *object, QString source, QString prefix)
        : m_object(object), m_source(std::move(source)), m_prefix(std::move(prefix))
    {
    }

    bool has(const char *key) const
    {
        return m_object && m_object->contains(key) && !(*m_object)[key].is_null();
    }

    void positive(const char *key, qint64 &target, bool required)
    {
        if (!has(key)) {
            if (required)
                setError(key, Tr::tr("is missing; give a positive whole number"));
            return;
        }
        const Json &value = (*m_object)[key];
        if (!value.is_number_integer() || value.get<long long>() <= 0 || value.get<long long>() > (1LL << 40))
            return setError(key, Tr::tr("must be a positive whole number, not %1").arg(toQString(value.dump())));
        target = value.get<long long>();
    }

    void number(const char *key, double &target)
    {
        if (!has(key))
            return;
        const Json &value = (*m_object)[key];
        if (!value.is_number() || value.get<double>() <= 0)
            return setError(key, Tr::tr("must be a positive number, not %1").arg(toQString(value.dump())));
        target = value.get<double>();
    }

    void boolean(const char *key, bool &target)
    {
        if (!has(key))
            return;
        const Json &value = (*m_object)[key];
        if (!value.is_boolean())
            return setError(key, Tr::tr("must be true or false, not %1").arg(toQString(value.dump())));
        target = value.get<bool>();
    }

    void text(const char *key, QString &target)
    {
        if (!has(key))
            return;
        const Json &value = (*m_object)[key];
        if (!value.is_string())
            return setError(key, Tr::tr("must be a string, not %1").arg(toQString(value.dump())));
        target = toQString(value.get<std::string>());
    }

    void dtype(const char *key, int &bytes)
    {
        QString name;
        text(key, name);
        if (name.isEmpty())
            return;
        const QString n = name.toLower();
        if (n == u"float32"_s || n == u"fp32"_s || n == u"f32"_s)
            bytes = 4;
        else if (n == u"bfloat16"_s || n == u"bf16"_s || n == u"float16"_s || n == u"fp16"_s)
            bytes = 2;
        else
            setError(key, Tr::tr("must be \"float32\" or \"bfloat16\", not \"%1\"").arg(name));
    }

    void setError(const char *key, const QString &why)
    {
        if (!m_error.isEmpty())
            return;
        m_field = m_prefix + QString::fromLatin1(key);
        m_error = Tr::tr("%1: field %2 %3.").arg(m_source, m_field, why);
    }

    bool failed() const { return !m_error.isEmpty(); }
    Error error() const { return Error::invalid(m_error, m_field); }

private:
    const Json *m_object;
    QString m_source;
    QString m_prefix;
    QString m_field;
    QString m_error;
};

} // namespace

bool ModelConfig::memoryEfficientAttention() const
{
    const QString kernel = attentionKernel.toLower();
    return kernel.contains(u"splash"_s) || kernel.contains(u"flash"_s);
}

int ModelConfig::optimizerBytesPerParameter() const
{
    const QString name = optimizer.toLower();
    if (name.contains(u"adam"_s))
        return 8; // two fp32 moments
    if (name.contains(u"momentum"_s) || name.contains(u"lion"_s))
        return 4;
    return 0; // plain SGD
}

Result<ModelConfig> ModelConfig::fromJson(const Json &document, const QString &source)
{
    if (!document.is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object (an experiment.json or a \"model\" "
                                      "object), not %2.")
                                       .arg(source, jsonTypeName(document)),
                                   source));
    // An experiment.json has a "model" block; a bare model file is that block itself.
    const bool isExperiment = document.contains("model") && document["model"].is_object();
    const Json *model = isExperiment ? &document["model"] : &document;
    const QString prefix = isExperiment ? u"model."_s : QString();
    const Json *train = document.contains("train") && document["train"].is_object() ? &document["train"] : nullptr;

    ModelConfig config;
    FieldReader m(model, source, prefix);
    m.positive("d_model", config.dModel, true);
    m.positive("n_layers", config.nLayers, true);
    m.positive("n_heads", config.nHeads, true);
    m.positive("vocab_size", config.vocabSize, true);
    config.dFf = 4 * config.dModel;
    m.positive("d_ff", config.dFf, false);
    config.nKvHeads = config.nHeads;
    m.positive("n_kv_heads", config.nKvHeads, false);
    m.boolean("tie_embeddings", config.tieEmbeddings);
    m.dtype("param_dtype", config.paramBytes);
    config.activationBytes = config.paramBytes;
    m.dtype("activation_dtype", config.activationBytes);
    QString ffn;
    m.text("ffn", ffn);
    if (m.failed())
        return fail(m.error());
    if (config.dModel % config.nHeads != 0 && !(model->contains("head_dim")))
        return fail(Error::invalid(Tr::tr("%1: field %2d_model (%3) is not divisible by %2n_heads (%4); "
                                      "change one of them or give %2head_dim.")
                                       .arg(source, prefix)
                                       .arg(config.dModel)
                                       .arg(config.nHeads),
                                   prefix + u"d_model"_s));
    config.headDim = config.dModel / config.nHeads;
    m.positive("head_dim", config.headDim, false);
    if (config.nHeads % config.nKvHeads != 0)
        m.setError("n_kv_heads", Tr::tr("(%1) must divide n_heads (%2)").arg(config.nKvHeads).arg(config.nHeads));

    // The FFN kind: model.ffn, else module_versions.ffn ("swiglu-v1"), else SwiGLU.
    if (ffn.isEmpty() && document.contains("module_versions") && document["module_versions"].is_object()) {
        FieldReader versions(&document["module_versions"], source, u"module_versions."_s);
        versions.text("ffn", ffn);
    }
    if (!ffn.isEmpty()) {
        const QString f = ffn.toLower();
        if (f.startsWith(u"swiglu"_s) || f.startsWith(u"geglu"_s) || f.startsWith(u"glu"_s))
            config.ffn = Ffn::SwiGlu;
        else if (f.startsWith(u"mlp"_s) || f.startsWith(u"gelu"_s) || f.startsWith(u"relu"_s))
            config.ffn = Ffn::Mlp;
        else
            m.setError("ffn", Tr::tr("must be \"swiglu\" or \"mlp\", not \"%1\"").arg(ffn));
    }

    QString kind = u"dense"_s;
    m.text("kind", kind);
    if (kind == u"moe"_s || model->contains("moe")) {
        const Json *moe = model->contains("moe") && (*model)["moe"].is_object() ? &(*model)["moe"] : nullptr;
        if (!moe) {
            m.setError("moe", Tr::tr("is missing: a model of kind \"moe\" needs {\"n_experts\", \"top_k\"}"));
        } else {
            FieldReader e(moe, source, prefix + u"moe."_s);
            e.positive("n_experts", config.nExperts, true);
            config.topK = 1;
            e.positive("top_k", config.topK, false);
            e.number("capacity_factor", config.capacityFactor);
            if (e.failed())
                return fail(e.error());
            if (config.topK > config.nExperts)
                e.setError("top_k", Tr::tr("(%1) must not exceed n_experts (%2)").arg(config.topK).arg(config.nExperts));
            if (e.failed())
                return fail(e.error());
        }
    }
    if (kind == u"encoder_decoder"_s) {
        config.nEncoderLayers = config.nLayers;
        m.positive("n_encoder_layers", config.nEncoderLayers, false);
    }
    if (m.failed())
        return fail(m.error());

    // Batch and sequence: train block of an experiment, or top-level keys of a bare model file.
    FieldReader t(train ? train : model, source, train ? u"train."_s : QString());
    t.positive("batch_size", config.batchSize, false);
    t.positive("seq_len", config.seqLen, false);
    t.boolean("remat", config.remat);
    t.boolean("gradient_checkpointing", config.remat);
    if (t.failed())
        return fail(t.error());

    if (document.contains("tpu") && document["tpu"].is_object()) {
        FieldReader tpu(&document["tpu"], source, u"tpu."_s);
        tpu.boolean("scan_layers", config.scanLayers);
        if (tpu.failed())
            return fail(tpu.error());
    }

    FieldReader top(&document, source, QString());
    top.text("optimizer", config.optimizer);
    top.text("attention_kernel", config.attentionKernel);
    if (top.failed())
        return fail(top.error());
    return config;
}

} // namespace twb
