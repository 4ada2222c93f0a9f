#include "core/mesh/model_config.h"
#include "core/mesh/model_tensor.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

// docs/formats.md section 2, verbatim.
const char *kFormatsExperiment = R"({"schema": "tpuwb.experiment/1", "name": "moe-clamp", "hypothesis": "...",
 "model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8, "d_ff": 2048,
           "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2, "capacity_factor": 1.25}},
 "train": {"batch_size": 32, "seq_len": 512, "lr": 0.0003, "warmup_steps": 200,
           "max_steps": 2000, "weight_decay": 0.1, "grad_clip": 1.0,
           "eval_every": 200, "save_every": 500, "seed": 42},
 "data": {"source": "synthetic", "shuffle_buffer": 10000},
 "tpu": {"accelerator_type": "v5litepod-8", "strategy": "fsdpv2",
         "mesh": {"axes": [{"name": "fsdp", "size": 8, "kind": "ici"}]}},
 "attention_kernel": "splash", "optimizer": "syncfree_adamw",
 "module_versions": {"router": "topk-v1", "ffn": "swiglu-v1", "norm": "rmsnorm-v1",
                     "attn": "splash-v1"},
 "tracking": {"wandb": {"enabled": false, "project": null}}})";

} // namespace

class tst_ModelConfig final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheFormatsExperiment();
    void readsABareModel();
    void refusesBadFields_data();
    void refusesBadFields();
    void countsParametersOfADenseModel();
};

void tst_ModelConfig::readsTheFormatsExperiment()
{
    const auto model = ModelConfig::fromJson(Json::parse(kFormatsExperiment), u"experiment.json"_s);
    QVERIFY2(model, qPrintable(model ? QString() : model.error().message));
    QCOMPARE(model->dModel, 512);
    QCOMPARE(model->nLayers, 8);
    QCOMPARE(model->headDim, 64);
    QCOMPARE(model->nKvHeads, 8);
    QCOMPARE(model->nExperts, 8);
    QCOMPARE(model->topK, 2);
    QCOMPARE(model->capacityFactor, 1.25);
    QCOMPARE(model->batchSize, 32);
    QCOMPARE(model->seqLen, 512);
    QCOMPARE(model->optimizer, u"syncfree_adamw"_s);
    QCOMPARE(model->optimizerBytesPerParameter(), 8);
    QVERIFY(model->memoryEfficientAttention());
    QCOMPARE(model->ffn, ModelConfig::Ffn::SwiGlu);
    QCOMPARE(model->paramBytes, 4);

    const auto tensors = ModelTensor::listFor(*model);
    QStringList names;
    for (const auto &t : tensors)
        names << t.name;
    QCOMPARE(names, (QStringList{u"embed"_s, u"layers.attn_norm"_s, u"layers.wq"_s, u"layers.wk"_s, u"layers.wv"_s,
                                 u"layers.wo"_s, u"layers.mlp_norm"_s, u"layers.router"_s, u"layers.experts.w_gate"_s,
                                 u"layers.experts.w_up"_s, u"layers.experts.w_down"_s, u"final_norm"_s, u"lm_head"_s}));
    QCOMPARE(tensors[8].shape, (QList<qint64>{8, 2048, 512}));
    QCOMPARE(tensors[8].count, 8);
}

void tst_ModelConfig::readsABareModel()
{
    const auto model = ModelConfig::fromJson(Json::parse(R"({"d_model": 1024, "n_layers": 2, "n_heads": 16,
        "n_kv_heads": 4, "vocab_size": 50000, "ffn": "mlp", "param_dtype": "bfloat16", "batch_size": 8,
        "seq_len": 2048, "tie_embeddings": true})"),
                                             u"model.json"_s);
    QVERIFY2(model, qPrintable(model ? QString() : model.error().message));
    QCOMPARE(model->dFf, 4096); // 4 x d_model by default
    QCOMPARE(model->nKvHeads, 4);
    QCOMPARE(model->paramBytes, 2);
    QCOMPARE(model->activationBytes, 2);
    QCOMPARE(model->batchSize, 8);
    QCOMPARE(model->ffn, ModelConfig::Ffn::Mlp);
    QVERIFY(!model->isMoe());
    const auto tensors = ModelTensor::listFor(*model);
    QCOMPARE(tensors.last().name, u"final_norm"_s); // tied: no lm_head
    QCOMPARE(tensors[3].shape, (QList<qint64>{256, 1024})); // wk: 4 kv heads x 64
}

void tst_ModelConfig::refusesBadFields_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("missing d_model") << QByteArray(R"({"model": {"n_layers": 2, "n_heads": 4, "vocab_size": 10}})") << u"model.d_model"_s;
    QTest::newRow("negative layers") << QByteArray(R"({"d_model": 8, "n_layers": -2, "n_heads": 4, "vocab_size": 10})") << u"n_layers"_s;
    QTest::newRow("string heads") << QByteArray(R"({"d_model": 8, "n_layers": 2, "n_heads": "4", "vocab_size": 10})") << u"n_heads"_s;
    QTest::newRow("heads do not divide") << QByteArray(R"({"d_model": 10, "n_layers": 2, "n_heads": 4, "vocab_size": 10})") << u"d_model"_s;
    QTest::newRow("kv heads do not divide") << QByteArray(R"({"d_model": 64, "n_layers": 2, "n_heads": 4, "n_kv_heads": 3, "vocab_size": 10})") << u"n_kv_heads"_s;
    QTest::newRow("bad dtype") << QByteArray(R"({"d_model": 8, "n_layers": 2, "n_heads": 4, "vocab_size": 10, "param_dtype": "int4"})") << u"param_dtype"_s;
    QTest::newRow("moe without block") << QByteArray(R"({"kind": "moe", "d_model": 8, "n_layers": 2, "n_heads": 4, "vocab_size": 10})") << u"moe"_s;
    QTest::newRow("top_k above experts") << QByteArray(R"({"model": {"d_model": 8, "n_layers": 2, "n_heads": 4, "vocab_size": 10, "moe": {"n_experts": 2, "top_k": 4}}})") << u"model.moe.top_k"_s;
    QTest::newRow("bad batch") << QByteArray(R"({"model": {"d_model": 8, "n_layers": 2, "n_heads": 4, "vocab_size": 10}, "train": {"batch_size": 0}})") << u"train.batch_size"_s;
    QTest::newRow("remat not bool") << QByteArray(R"({"model": {"d_model": 8, "n_layers": 2, "n_heads": 4, "vocab_size": 10}, "train": {"remat": "yes"}})") << u"train.remat"_s;
}

void tst_ModelConfig::refusesBadFields()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const auto model = ModelConfig::fromJson(Json::parse(json.toStdString()), u"m.json"_s);
    QVERIFY(!model);
    QVERIFY2(model.error().message.startsWith(u"m.json: field "_s + field), qPrintable(model.error().message));
    QCOMPARE(model.error().where, field);
}

void tst_ModelConfig::countsParametersOfADenseModel()
{
    // GPT-2 small shape with a plain MLP and untied head:
    // embed 50257*768 + 12 * (2*768 + 4*768*768 + 2*768*3072) + 768 + 50257*768.
    const auto model = ModelConfig::fromJson(Json::parse(R"({"d_model": 768, "n_layers": 12, "n_heads": 12,
        "vocab_size": 50257, "ffn": "mlp"})"),
                                             u"gpt2.json"_s);
    QVERIFY(model);
    qint64 total = 0;
    for (const auto &t : ModelTensor::listFor(*model))
        total += t.totalElements();
    const qint64 expected = 50257LL * 768 + 12LL * (2 * 768 + 4LL * 768 * 768 + 2LL * 768 * 3072) + 768 + 50257LL * 768;
    QCOMPARE(total, expected);
}

QTEST_GUILESS_MAIN(tst_ModelConfig)
#include "tst_model_config.moc"
