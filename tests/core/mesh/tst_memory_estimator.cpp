#include "core/mesh/fit_advisor.h"
#include "core/mesh/memory_estimator.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

MeshSpec meshOf(const QString &accelerator, const QString &axes, MeshStrategy strategy = MeshStrategy::Custom)
{
    return MeshSpec(*AcceleratorType::parse(accelerator), 1, *MeshSpec::parseAxes(axes), strategy);
}

ModelConfig modelOf(const char *json)
{
    auto model = ModelConfig::fromJson(Json::parse(json), u"test model"_s);
    if (!model)
        qFatal("%s", qPrintable(model.error().message));
    return *model;
}

} // namespace

class tst_MemoryEstimator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatsBytesInThreeDigits_data();
    void formatsBytesInThreeDigits();
    void billionFp32ParametersOnFsdp8();
    void bf16ParametersAddAnFp32MasterCopy();
    void smallDenseModelByHand();
    void tooBigModelNamesOptimizerStateFirst();
    void activationHeavyModelSuggestsRematAndSmallerBatch();
    void moreFsdpMakesItFit();
    void splashAttentionDropsTheScoreMatrix();
    void tensorParallelSplitsActivations();
    void usesUsableHbmWhereTheCatalogHasIt_data();
    void usesUsableHbmWhereTheCatalogHasIt();
};

void tst_MemoryEstimator::billionFp32ParametersOnFsdp8()
{
    // The issue's worked case: 1e9 float32 parameters with AdamW on fsdp=8:
    // (4 parameter + 4 gradient + 8 moments) bytes x 1e9 / 8 = 2e9 bytes per device.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp);
    ModelConfig model = modelOf(R"({"d_model": 8, "n_layers": 1, "n_heads": 1, "vocab_size": 8})");
    const QList<ModelTensor> tensors{{u"w"_s, {1000000, 1000}, {u"rows"_s, u"cols"_s}, 1, ModelTensor::Role::RowLinear}};
    PartitionPlan plan;
    plan.setOverride(u"w"_s, PartitionSpec{{{u"fsdp"_s}, {}}});
    const MemoryEstimate e = MemoryEstimator::estimate(mesh, model, plan, tensors);
    QCOMPARE(e.bytes(u"parameters"_s), 0.5e9);
    QCOMPARE(e.bytes(u"gradients"_s), 0.5e9);
    QCOMPARE(e.bytes(u"optimizer"_s), 1e9);
    QCOMPARE(e.bytes(u"master"_s), 0.0);
    QCOMPARE(e.bytes(u"parameters"_s) + e.bytes(u"gradients"_s) + e.bytes(u"optimizer"_s), 2e9);
    // Using it needs the whole tensor gathered over fsdp (1e9 x 4 bytes), kept from the forward
    // pass to the backward pass, and its whole gradient before the reduce-scatter: 8e9.
    QCOMPARE(e.bytes(u"gathered"_s), 8e9);
    QCOMPARE(e.parameterCount, qint64(1000000000));

    // Replicated (data=8), every device holds all of it: 16 GB, which does not fit in 16 GiB - 10%.
    const MeshSpec data = meshOf(u"v5litepod-8"_s, u"data=8"_s);
    const MemoryEstimate r = MemoryEstimator::estimate(data, model, PartitionPlan(), {{u"w"_s, {1000000, 1000}, {u"rows"_s, u"cols"_s}, 1, ModelTensor::Role::Norm}});
    QCOMPARE(r.bytes(u"parameters"_s) + r.bytes(u"gradients"_s) + r.bytes(u"optimizer"_s), 16e9);
    QCOMPARE(r.bytes(u"gathered"_s), 0.0);
    QVERIFY(!r.fits);
    QCOMPARE(r.biggest.first().key, u"optimizer"_s);
}

void tst_MemoryEstimator::bf16ParametersAddAnFp32MasterCopy()
{
    // bfloat16: 2 parameter + 2 gradient + 8 moments + 4 master = 16 bytes per parameter too.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"fsdp=8"_s);
    ModelConfig model = modelOf(R"({"d_model": 8, "n_layers": 1, "n_heads": 1, "vocab_size": 8, "param_dtype": "bfloat16"})");
    const QList<ModelTensor> tensors{{u"w"_s, {8000, 1000}, {u"rows"_s, u"cols"_s}, 1, ModelTensor::Role::Norm}};
    PartitionPlan plan;
    plan.setOverride(u"w"_s, PartitionSpec{{{u"fsdp"_s}, {}}});
    const MemoryEstimate e = MemoryEstimator::estimate(mesh, model, plan, tensors);
    QCOMPARE(e.bytes(u"parameters"_s), 2e6);
    QCOMPARE(e.bytes(u"gradients"_s), 2e6);
    QCOMPARE(e.bytes(u"optimizer"_s), 8e6);
    QCOMPARE(e.bytes(u"master"_s), 4e6);
    // SGD keeps no moments.
    model.optimizer = u"sgd"_s;
    QCOMPARE(MemoryEstimator::estimate(mesh, model, plan, tensors).bytes(u"optimizer"_s), 0.0);
}

void tst_MemoryEstimator::smallDenseModelByHand()
{
    // d=1024, 2 layers, 8 heads of 128, plain MLP d_ff=4096, vocab 32000, float32, AdamW,
    // global batch 16 x seq 128 on v5litepod-8 with data=8: everything replicated, b = 2.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"data=8"_s, MeshStrategy::Data);
    const ModelConfig model = modelOf(R"({"model": {"d_model": 1024, "n_layers": 2, "n_heads": 8, "d_ff": 4096,
        "vocab_size": 32000, "ffn": "mlp"}, "train": {"batch_size": 16, "seq_len": 128}, "optimizer": "adamw"})");
    const MemoryEstimate e = MemoryEstimator::estimate(mesh, model, PartitionPlan());
    // N = 2 x 32000 x 1024 (embed, head) + 2 x (2x1024 + 4x1024^2 + 2x4096x1024) + 1024 = 90,706,944.
    QCOMPARE(e.parameterCount, qint64(90706944));
    QCOMPARE(e.bytes(u"parameters"_s), 90706944.0 * 4);
    QCOMPARE(e.bytes(u"gradients"_s), 90706944.0 * 4);
    QCOMPARE(e.bytes(u"optimizer"_s), 90706944.0 * 8);
    QCOMPARE(e.bytes(u"gathered"_s), 0.0);
    QCOMPARE(e.perDeviceBatch, qint64(2));
    // x = 2 x 128 = 256 tokens. Attention: 4 x (8x256x1024 + 2x256x8x128 + 2x256x8x128) = 12,582,912
    // plus scores 4 x 2 x 8 x 128 x 128 = 1,048,576, the mask 128 x 128 and 1/RMS 8 x 256:
    // 13,649,920. MLP (plain, 2 hidden tensors): 4 x 2 x 256 x 4096 = 8,388,608. Two layers:
    // 44,077,056; outside them 4 x 4 x 256 x 1024 + 20 x 256 = 4,199,424.
    QCOMPARE(e.bytes(u"activations"_s), 48276480.0);
    // Logits: the float32 log-softmax, 256 x 32000 x 4, and their gradient as backward starts.
    QCOMPARE(e.bytes(u"logits"_s), 32768000.0);
    QCOMPARE(e.bytes(u"logits_gradient"_s), 32768000.0);
    QCOMPARE(e.bytes(u"recompute"_s), 0.0);
    QCOMPARE(e.totalBytes, 90706944.0 * 16 + 48276480.0 + 2 * 32768000.0);
    QVERIFY(e.fits);
    QVERIFY(e.hbmIsNominal); // v5e: no runtime figure in the catalog
    QCOMPARE(e.budgetBytes, 16.0 * (1 << 30) * 0.9);
    QVERIFY(e.verdictText().startsWith(u"fits: "_s));

    // With remat: 2 x 4 x 256 x 1024 checkpointed inputs kept, plus what is outside the layers;
    // one layer (22,038,528) is recomputed in backward, at a time.
    ModelConfig remat = model;
    remat.remat = true;
    const MemoryEstimate r = MemoryEstimator::estimate(mesh, remat, PartitionPlan());
    QCOMPARE(r.bytes(u"activations"_s), 2.0 * 4 * 256 * 1024 + 4199424.0);
    QCOMPARE(r.bytes(u"recompute"_s), 22038528.0);
}

void tst_MemoryEstimator::tooBigModelNamesOptimizerStateFirst()
{
    // A 6.7B-parameter float32 model replicated on 8 v5e devices: ~107 GB of state per device.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"data=8"_s, MeshStrategy::Data);
    const ModelConfig model = modelOf(R"({"model": {"d_model": 4096, "n_layers": 32, "n_heads": 32, "d_ff": 11008,
        "vocab_size": 32000}, "train": {"batch_size": 8, "seq_len": 2048}})");
    const MemoryEstimate e = MemoryEstimator::estimate(mesh, model, PartitionPlan());
    QVERIFY(!e.fits);
    QVERIFY(e.verdictText().startsWith(u"does not fit: "_s));
    QCOMPARE(e.biggest.size(), 3);
    QCOMPARE(e.biggest[0].key, u"optimizer"_s);
    QCOMPARE(e.biggest[0].bytes, e.parameterCount * 8.0);
    QVERIFY(e.biggest[0].bytes >= e.biggest[1].bytes && e.biggest[1].bytes >= e.biggest[2].bytes);
    // Nothing short of a bigger slice helps: even fully sharded, 107 GB / 8 devices > 14.4 GiB.
    const QStringList advice = FitAdvisor::advise(mesh, model, PartitionPlan()).proposalLines();
    QCOMPARE(advice.size(), 1);
    QVERIFY2(advice.last().contains(u"more devices or more HBM"_s), qPrintable(advice.join(u'\n')));
}

void tst_MemoryEstimator::activationHeavyModelSuggestsRematAndSmallerBatch()
{
    // A 350M model with a long sequence and a big batch: activations dominate.
    const MeshSpec mesh = meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp);
    const ModelConfig model = modelOf(R"({"model": {"d_model": 1024, "n_layers": 24, "n_heads": 16, "d_ff": 4096,
        "vocab_size": 32000, "param_dtype": "bfloat16"}, "train": {"batch_size": 64, "seq_len": 2048}})");
    const MemoryEstimate e = MemoryEstimator::estimate(mesh, model, PartitionPlan());
    QVERIFY(!e.fits);
    QCOMPARE(e.biggest[0].key, u"activations"_s);
    QCOMPARE(e.perDeviceBatch, qint64(8));
    const FitAdvice advice = FitAdvisor::advise(mesh, model, PartitionPlan());
    const QString all = advice.proposalLines().join(u'\n');
    QVERIFY2(all.contains(u"rematerialisation (train.remat)"_s), qPrintable(all));
    QVERIFY2(all.contains(u"train.batch_size"_s), qPrintable(all));
    QVERIFY2(!all.contains(u"fsdp axis"_s), qPrintable(all)); // already fully sharded

    // Following each proposal makes it fit.
    for (const FitProposal &p : advice.proposals) {
        ModelConfig changed = model;
        changed.remat = p.settings.value("train.remat", false);
        changed.batchSize = p.settings.value("train.batch_size", model.batchSize);
        QVERIFY2(MemoryEstimator::estimate(mesh, changed, PartitionPlan()).fits, qPrintable(p.text()));
        if (p.settings.contains("train.batch_size")) { // the largest batch that fits
            changed.batchSize += 8;
            QVERIFY(!MemoryEstimator::estimate(mesh, changed, PartitionPlan()).fits);
        }
    }
}

void tst_MemoryEstimator::moreFsdpMakesItFit()
{
    // 1.3B float32 params: replicated on data=8 they need ~21 GB; sharded over fsdp=8, ~2.6 GB.
    const ModelConfig model = modelOf(R"({"model": {"d_model": 2048, "n_layers": 24, "n_heads": 16, "d_ff": 8192,
        "vocab_size": 32000}, "train": {"batch_size": 8, "seq_len": 512}, "attention_kernel": "splash"})");
    const MemoryEstimate data = MemoryEstimator::estimate(meshOf(u"v5litepod-8"_s, u"data=8"_s), model, PartitionPlan());
    QVERIFY(!data.fits);
    QCOMPARE(data.biggest[0].key, u"optimizer"_s);
    const QString advice = FitAdvisor::advise(meshOf(u"v5litepod-8"_s, u"data=8"_s), model, PartitionPlan()).proposalLines().join(u'\n');
    QVERIFY2(advice.contains(u"bigger fsdp axis"_s), qPrintable(advice));
    const MemoryEstimate fsdp = MemoryEstimator::estimate(meshOf(u"v5litepod-8"_s, u"fsdp=8"_s), model, PartitionPlan());
    QVERIFY2(fsdp.fits, qPrintable(fsdp.verdictText()));
    // Everything but the (replicated) norms is split eight ways.
    QVERIFY(std::abs(fsdp.bytes(u"optimizer"_s) / (data.bytes(u"optimizer"_s) / 8) - 1) < 1e-3);
    QVERIFY(fsdp.bytes(u"gathered"_s) > 0);
}

void tst_MemoryEstimator::splashAttentionDropsTheScoreMatrix()
{
    const MeshSpec mesh = meshOf(u"v6e-8"_s, u"fsdp=8"_s);
    ModelConfig model = modelOf(R"({"d_model": 512, "n_layers": 1, "n_heads": 8, "vocab_size": 1000,
        "batch_size": 8, "seq_len": 4096, "ffn": "mlp"})");
    const double eager = MemoryEstimator::estimate(mesh, model, PartitionPlan()).bytes(u"activations"_s);
    model.attentionKernel = u"splash"_s;
    const double splash = MemoryEstimator::estimate(mesh, model, PartitionPlan()).bytes(u"activations"_s);
    // b = 1, 8 heads: scores 4 x 1 x 8 x 4096 x 4096 replaced by the logsumexp 4 x 4096 x 8.
    QCOMPARE(eager - splash, 4.0 * 8 * 4096 * 4096 - 4.0 * 4096 * 8);
}

void tst_MemoryEstimator::tensorParallelSplitsActivations()
{
    const ModelConfig model = modelOf(R"({"d_model": 1024, "n_layers": 1, "n_heads": 16, "vocab_size": 32000,
        "batch_size": 4, "seq_len": 256, "ffn": "mlp", "attention_kernel": "splash"})");
    // fsdp=4 x tensor=2 vs fsdp=8 with a global batch of 4: one sequence per device either way.
    const MemoryEstimate tp = MemoryEstimator::estimate(meshOf(u"v5litepod-8"_s, u"fsdp=4,tensor=2"_s), model, PartitionPlan());
    const MemoryEstimate dp = MemoryEstimator::estimate(meshOf(u"v5litepod-8"_s, u"fsdp=8"_s), model, PartitionPlan());
    QCOMPARE(tp.perDeviceBatch, qint64(1));
    QCOMPARE(dp.perDeviceBatch, qint64(1));
    // Heads, d_ff and vocab split in two: x = 256; q,k,v,o, MLP hidden and logits halve.
    const double x = 256, A = 4, h = 1024;
    const double fixed = 256.0 * 256 + 8 * x + 4 * A * x * h + 20 * x; // mask, 1/RMS, outside the layer
    const double dpLayer = A * (8 * x * h + 4 * x * h) + 4 * x * 16 + A * 2 * x * 4096;
    const double tpLayer = A * (8 * x * h + 4 * x * h / 2) + 4 * x * 8 + A * 2 * x * 4096 / 2;
    QCOMPARE(dp.bytes(u"activations"_s), dpLayer + fixed);
    QCOMPARE(tp.bytes(u"activations"_s), tpLayer + fixed);
    QCOMPARE(tp.bytes(u"logits"_s), dp.bytes(u"logits"_s) / 2);
}

void tst_MemoryEstimator::usesUsableHbmWhereTheCatalogHasIt_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<double>("hbmGiB");
    QTest::addColumn<bool>("nominal");
    QTest::newRow("v6e: tpu-info's 31.25 GiB") << u"v6e-8"_s << 31.25 << false;
    QTest::newRow("v5e: nominal 16") << u"v5litepod-8"_s << 16.0 << true;
    QTest::newRow("v3: a core's half of 32") << u"v3-8"_s << 16.0 << true;
    QTest::newRow("v5p: 95") << u"v5p-8"_s << 95.0 << true;
}

void tst_MemoryEstimator::usesUsableHbmWhereTheCatalogHasIt()
{
    QFETCH(QString, accelerator);
    QFETCH(double, hbmGiB);
    QFETCH(bool, nominal);
    const auto type = *AcceleratorType::parse(accelerator);
    const MeshSpec mesh(type, 1, {{u"data"_s, type.devices(), AxisKind::Ici}});
    const ModelConfig model = modelOf(R"({"d_model": 64, "n_layers": 1, "n_heads": 1, "vocab_size": 10})");
    const MemoryEstimate e = MemoryEstimator::estimate(mesh, model, PartitionPlan());
    QCOMPARE(e.hbmBytes, hbmGiB * (1 << 30));
    QCOMPARE(e.reserveBytes, e.hbmBytes * MemoryEstimator::kReserveFraction);
    QCOMPARE(e.hbmIsNominal, nominal);
    QCOMPARE(e.notes.isEmpty(), !nominal);
}

// Three significant digits in the largest binary unit below 1024, no group separator (the
// Mesh panel wrote "logits 1,000.0 MiB"), the decimal mark of the locale.
void tst_MemoryEstimator::formatsBytesInThreeDigits_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");
    QTest::addRow("0") << 0.0 << u"0 B"_s << u"0 B"_s;
    QTest::addRow("1023 B") << 1023.0 << u"1023 B"_s << u"1023 B"_s;
    QTest::addRow("1.5 KiB") << 1536.0 << u"1.50 KiB"_s << u"1,50 KiB"_s;
    QTest::addRow("6.03 GiB") << 6.03 * 1024 * 1024 * 1024 << u"6.03 GiB"_s << u"6,03 GiB"_s;
    QTest::addRow("72.9 GiB") << 72.9 * 1024 * 1024 * 1024 << u"72.9 GiB"_s << u"72,9 GiB"_s;
    QTest::addRow("9.996 MiB rounds up to 10.0") << 9.996 * 1024 * 1024 << u"10.0 MiB"_s << u"10,0 MiB"_s;
    QTest::addRow("1000 MiB") << 1000.0 * 1024 * 1024 << u"1000 MiB"_s << u"1000 MiB"_s;
    QTest::addRow("-512 MiB") << -512.0 * 1024 * 1024 << u"-512 MiB"_s << u"-512 MiB"_s;
}

void tst_MemoryEstimator::formatsBytesInThreeDigits()
{
    QFETCH(double, bytes);
    QFETCH(QString, english);
    QFETCH(QString, german);
    QCOMPARE(twb::formatBytes(bytes), english);
    QCOMPARE(twb::formatBytes(bytes, QLocale(QLocale::German, QLocale::Germany)), german);
}

QTEST_GUILESS_MAIN(tst_MemoryEstimator)
#include "tst_memory_estimator.moc"
