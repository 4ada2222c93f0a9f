#include "core/experiment/config_hash.h"
#include "core/experiment/experiment.h"

#include "support/test_paths.h"

#include <QProcess>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// The config-hash rule (docs/formats.md 2), computed by Python itself: what the generated
// config.py does.
QString pythonHash(const QByteArray &document)
{
    QProcess python;
    python.start(twb::test::systemPython(),
                 {u"-c"_s, u"import hashlib, json, sys\n"
                           "cfg = json.loads(sys.stdin.buffer.read().decode('utf-8'))\n"
                           "for k in ('name', 'hypothesis', 'tags', 'notes'):\n"
                           "    cfg.pop(k, None)\n"
                           "cfg.get('train', {}).pop('seed', None)\n"
                           "text = json.dumps(cfg, sort_keys=True, ensure_ascii=False)\n"
                           "sys.stdout.write(hashlib.sha256(text.encode('utf-8')).hexdigest()[:8])\n"_s});
    if (!python.waitForStarted())
        return u"python3 did not start: apt-get install python3"_s;
    python.write(document);
    python.closeWriteChannel();
    python.waitForFinished(20000);
    return QString::fromUtf8(python.readAllStandardOutput() + python.readAllStandardError());
}

} // namespace

class tst_ConfigHash final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void equalsPython_data();
    void equalsPython();
    void ignoresRunLabelsAndSeed();
    void changesWithEveryOtherField_data();
    void changesWithEveryOtherField();
};

void tst_ConfigHash::equalsPython_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("formats sample") << QByteArray(R"({"schema": "tpuwb.experiment/1", "name": "moe-clamp",
        "hypothesis": "clamping helps", "model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8,
        "d_ff": 2048, "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2, "capacity_factor": 1.25}},
        "train": {"batch_size": 32, "seq_len": 512, "lr": 0.0003, "warmup_steps": 200, "max_steps": 2000,
        "weight_decay": 0.1, "grad_clip": 1.0, "eval_every": 200, "save_every": 500, "seed": 42},
        "data": {"source": "synthetic", "shuffle_buffer": 10000},
        "tpu": {"accelerator_type": "v5litepod-8", "strategy": "fsdpv2",
                "mesh": {"axes": [{"name": "fsdp", "size": 8, "kind": "ici"}]}},
        "attention_kernel": "splash", "optimizer": "syncfree_adamw",
        "module_versions": {"router": "topk-v1", "ffn": "swiglu-v1", "norm": "rmsnorm-v1", "attn": "splash-v1"},
        "tracking": {"wandb": {"enabled": false, "project": null}}})");
    QTest::newRow("non-ascii value") << QByteArray(R"({"schema": "tpuwb.experiment/1", "name": "größe",
        "data": {"source": "text", "path": "/data/корпус/東京 ✓.txt"}, "train": {"seed": 1, "lr": 1e-05},
        "tracking": {"wandb": {"project": "Überprüfung – ñ"}}})");
    QTest::newRow("escapes and unicode keys") << QByteArray(R"({"schema": "tpuwb.experiment/1",
        "notes": "x", "extra": {"ключ": "tab\there \"quoted\" back\\slash\nnewline", "a\u0001b": [1, 2.5, -0.0, 1e22, null, true]}})");
    QTest::newRow("floats python writes in exponent form") << QByteArray(R"({"schema": "tpuwb.experiment/1",
        "train": {"lr": 1e-4, "wd": 0.00001, "big": 1e16, "x": 123456789.125, "seed": 7}})");
}

void tst_ConfigHash::equalsPython()
{
    QFETCH(QByteArray, document);
    const auto json = twb::parseJson(document, u"row"_s);
    QVERIFY(json);
    const QString ours = twb::configHash(*json);
    QCOMPARE(ours.size(), 8);
    QCOMPARE(ours, pythonHash(document));
}

void tst_ConfigHash::ignoresRunLabelsAndSeed()
{
    twb::Json base = twb::Json::parse(R"({"schema": "tpuwb.experiment/1", "name": "a", "train": {"seed": 1, "lr": 0.1}})");
    twb::Json relabelled = base;
    relabelled["name"] = "b";
    relabelled["hypothesis"] = "other words";
    relabelled["tags"] = {"x"};
    relabelled["notes"] = "n";
    relabelled["train"]["seed"] = 99;
    QCOMPARE(twb::configHash(relabelled), twb::configHash(base));
    QVERIFY(!twb::hashedConfig(relabelled)["train"].contains("seed"));
}

void tst_ConfigHash::changesWithEveryOtherField_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::newRow("lr") << u"train.lr"_s << u"0.2"_s;
    QTest::newRow("int to float") << u"train.steps"_s << u"10.0"_s;
    QTest::newRow("new key") << u"model.moe.top_k"_s << u"1"_s;
    QTest::newRow("schema") << u"schema"_s << u"\"tpuwb.experiment/1.1\""_s;
}

void tst_ConfigHash::changesWithEveryOtherField()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    auto experiment = twb::Experiment::fromJson(
        twb::Json::parse(R"({"schema": "tpuwb.experiment/1", "train": {"seed": 1, "lr": 0.1, "steps": 10}})"),
        u"row"_s);
    QVERIFY(experiment);
    const QString before = experiment->configHash();
    QVERIFY(experiment->set(path, value));
    QVERIFY(experiment->configHash() != before);
}

QTEST_GUILESS_MAIN(tst_ConfigHash)
#include "tst_config_hash.moc"
