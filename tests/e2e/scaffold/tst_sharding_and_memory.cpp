// End to end: what the mesh designer plans is what a generated project runs, and the memory
// estimate predicts what a run measures. Scaffolds tiny projects with tpuwb, runs their CPU
// smoke mode with Debian's PyTorch, and compares:
// - the run's `sharding` event with `tpuwb mesh plan DIR --json` (four different spec sets);
// - the losses with train.remat on and off (same seed), and the activation bytes they keep;
// - the run's `memory_measured` event with `tpuwb mesh estimate --model DIR --device cpu
//   --json`: parameters, gradients, optimizer state within 1 %, activations within 15 %.
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QStringList kTiny = {
    u"model.d_model=32"_s,    u"model.n_layers=2"_s,   u"model.n_heads=4"_s,     u"model.d_ff=64"_s,
    u"model.vocab_size=64"_s, u"train.batch_size=8"_s, u"train.seq_len=32"_s,    u"train.max_steps=3"_s,
    u"train.log_every=1"_s,   u"train.eval_every=0"_s, u"train.save_every=0"_s,  u"train.warmup_steps=1"_s,
    u"train.lr=0.003"_s,
};

struct Experiment
{
    QString kind;
    QString strategy;
    QStringList settings;
};

// Four spec sets: FSDPv2 defaults; spmd with specs and a reversed device order; MoE with an
// expert axis and expert specs; an encoder-decoder with specs on an encoder and a
// cross-attention tensor. The "-remat" twins turn train.remat on.
const QMap<QString, Experiment> &experiments()
{
    static const QMap<QString, Experiment> all{
        {u"decoder"_s, {u"decoder"_s, u"fsdpv2"_s, {}}},
        {u"decoder-remat"_s, {u"decoder"_s, u"fsdpv2"_s, {u"train.remat=true"_s}}},
        {u"decoder-specs"_s,
         {u"decoder"_s, u"spmd"_s,
          {uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "fsdp", "size": 2}, {"name": "model", "size": 2}],
              "device_ids": [7, 6, 5, 4, 3, 2, 1, 0],
              "partition_specs": {"tensors": {"layers.wq": ["fsdp", "model"], "lm_head": [null, ["data", "fsdp"]]}}})"_s}}},
        {u"moe"_s,
         {u"moe"_s, u"spmd"_s,
          {u"model.moe.n_experts=4"_s,
           uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "expert", "size": 4}],
              "partition_specs": {"tensors": {"layers.experts.w_up": ["expert", null, null], "layers.router": [null, null]}}})"_s}}},
        {u"encdec"_s,
         {u"encoder_decoder"_s, u"spmd"_s,
          {u"model.n_encoder_layers=2"_s,
           uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "fsdp", "size": 2}, {"name": "model", "size": 2}],
              "partition_specs": {"tensors": {"encoder.layers.wq": ["model", "fsdp"], "layers.cross_wk": ["model", null]}}})"_s}}},
        {u"encdec-remat"_s,
         {u"encoder_decoder"_s, u"spmd"_s,
          {u"model.n_encoder_layers=2"_s, u"train.remat=true"_s,
           uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "fsdp", "size": 2}, {"name": "model", "size": 2}],
              "partition_specs": {"tensors": {"encoder.layers.wq": ["model", "fsdp"], "layers.cross_wk": ["model", null]}}})"_s}}},
        {u"moe-remat"_s,
         {u"moe"_s, u"spmd"_s,
          {u"model.moe.n_experts=4"_s, u"train.remat=true"_s,
           uR"(tpu.mesh={"axes": [{"name": "data", "size": 2}, {"name": "expert", "size": 4}],
              "partition_specs": {"tensors": {"layers.experts.w_up": ["expert", null, null], "layers.router": [null, null]}}})"_s}}},
    };
    return all;
}

QJsonObject parseObject(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

} // namespace

class tst_ShardingAndMemory final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void shardingEventEqualsMeshPlan_data();
    void shardingEventEqualsMeshPlan();
    void rematKeepsTheLossAndSavesActivations_data();
    void rematKeepsTheLossAndSavesActivations();
    void estimateMatchesMeasurement_data();
    void estimateMatchesMeasurement();

private:
    // Scaffolds and runs `name` once; returns its folder.
    QString project(const QString &name);
    QList<QJsonObject> metrics(const QString &name);
    QJsonObject event(const QString &name, const QString &event);
    QByteArray tpuwb(const QStringList &args);

    QTemporaryDir m_root;
    QSet<QString> m_ran;
};

void tst_ShardingAndMemory::initTestCase()
{
    QVERIFY(QFileInfo::exists(twb::test::tpuwbBinary()));
    const QString missing = twb::test::missingPythonModules(u"torch"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
}

QByteArray tst_ShardingAndMemory::tpuwb(const QStringList &args)
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, m_root.filePath(u"ws"_s)} + args);
    if (!process.waitForFinished(30000) || process.exitCode() != 0) {
        qWarning().noquote() << args.join(u' ') << process.readAllStandardError();
        return {};
    }
    return process.readAllStandardOutput();
}

QString tst_ShardingAndMemory::project(const QString &name)
{
    const QString dir = m_root.filePath(name);
    if (m_ran.contains(name))
        return dir;
    m_ran.insert(name);
    const Experiment &e = experiments()[name];
    QStringList args{u"scaffold"_s, u"--name"_s, name, u"--model"_s, e.kind, u"--accelerator"_s, u"v5litepod-8"_s,
                     u"--strategy"_s, e.strategy, u"--attention"_s, u"sdpa"_s, u"--out"_s, dir};
    for (const QString &setting : kTiny + e.settings)
        args << u"--set"_s << setting;
    if (tpuwb(args).isNull())
        return {};
    QProcess run;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    env.insert(u"TPUWB_WORKER_ID"_s, u"0"_s);
    run.setProcessEnvironment(env);
    run.setWorkingDirectory(dir);
    run.setProcessChannelMode(QProcess::MergedChannels);
    run.start(twb::test::systemPython(), {u"train.py"_s, u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s});
    if (!run.waitForFinished(180000) || run.exitCode() != 0) {
        qWarning().noquote() << run.readAll();
        return {};
    }
    return dir;
}

QList<QJsonObject> tst_ShardingAndMemory::metrics(const QString &name)
{
    QList<QJsonObject> rows;
    QFile file(project(name) + u"/metrics/host-0.jsonl"_s);
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            rows << parseObject(line);
    return rows;
}

QJsonObject tst_ShardingAndMemory::event(const QString &name, const QString &event)
{
    QList<QJsonObject> found;
    for (const QJsonObject &row : metrics(name))
        if (row.value(u"event"_s).toString() == event)
            found << row;
    return found.size() == 1 ? found.first() : QJsonObject(); // exactly one per run
}

void tst_ShardingAndMemory::shardingEventEqualsMeshPlan_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("parameter"); // one whose spec the row checks by value
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("source");
    QTest::newRow("fsdpv2 defaults") << u"decoder"_s << u"layers.1.ffn.w2.weight"_s << u"[\"fsdp\",null]"_s << u"default"_s;
    QTest::newRow("spmd specs, reversed devices") << u"decoder-specs"_s << u"lm_head.weight"_s
                                                  << u"[null,[\"data\",\"fsdp\"]]"_s << u"spec"_s;
    QTest::newRow("moe expert specs") << u"moe"_s << u"layers.0.ffn.w3"_s << u"[\"expert\",null,null]"_s << u"spec"_s;
    QTest::newRow("encoder-decoder cross-attention spec")
        << u"encdec"_s << u"layers.1.cross_attn.wk.weight"_s << u"[\"model\",null]"_s << u"spec"_s;
    QTest::newRow("encoder-decoder encoder spec")
        << u"encdec"_s << u"encoder.layers.0.attn.wq.weight"_s << u"[\"model\",\"fsdp\"]"_s << u"spec"_s;
    QTest::newRow("encoder-decoder encoder default")
        << u"encdec"_s << u"encoder.layers.1.ffn.w2.weight"_s << u"[\"fsdp\",\"model\"]"_s << u"default"_s;
}

void tst_ShardingAndMemory::shardingEventEqualsMeshPlan()
{
    QFETCH(QString, name);
    QFETCH(QString, parameter);
    QFETCH(QString, spec);
    QFETCH(QString, source);
    const QString dir = project(name);
    QVERIFY(!dir.isEmpty());
    QJsonObject ran = event(name, u"sharding"_s);
    QVERIFY2(!ran.isEmpty(), "one sharding event per run");
    for (const char *key : {"event", "time", "host"})
        ran.remove(QLatin1StringView(key));
    const QJsonObject planned = parseObject(tpuwb({u"mesh"_s, u"plan"_s, dir, u"--json"_s}));
    QVERIFY(!planned.isEmpty());
    QCOMPARE(ran.value(u"parameters"_s).toArray().size(), planned.value(u"parameters"_s).toArray().size());
    QCOMPARE(ran, planned);

    QJsonObject entry;
    for (const auto &value : planned.value(u"parameters"_s).toArray())
        if (value.toObject().value(u"name"_s).toString() == parameter)
            entry = value.toObject();
    QCOMPARE(QString::fromUtf8(QJsonDocument(entry.value(u"spec"_s).toArray()).toJson(QJsonDocument::Compact)), spec);
    QCOMPARE(entry.value(u"source"_s).toString(), source);
    if (name == u"decoder-specs"_s)
        QCOMPARE(planned.value(u"device_ids"_s).toArray().first().toInt(), 7);
}

void tst_ShardingAndMemory::rematKeepsTheLossAndSavesActivations_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("decoder") << u"decoder"_s;
    QTest::newRow("moe") << u"moe"_s;
    QTest::newRow("encdec") << u"encdec"_s;
}

void tst_ShardingAndMemory::rematKeepsTheLossAndSavesActivations()
{
    QFETCH(QString, name);
    auto losses = [&](const QString &run) {
        QList<double> values;
        for (const QJsonObject &row : metrics(run))
            if (row.contains(u"loss"_s) && !row.contains(u"event"_s))
                values << row.value(u"loss"_s).toDouble();
        return values;
    };
    const QList<double> off = losses(name), on = losses(name + u"-remat"_s);
    QCOMPARE(off.size(), 3);
    QCOMPARE(on.size(), off.size());
    for (qsizetype i = 0; i < off.size(); ++i)
        QVERIFY2(std::abs(on[i] - off[i]) <= 1e-5 * std::abs(off[i]), qPrintable(u"step %1: %2 vs %3"_s.arg(i + 1).arg(on[i]).arg(off[i])));
    const double keptOff = event(name, u"memory_measured"_s).value(u"activations_bytes"_s).toDouble();
    const double keptOn = event(name + u"-remat"_s, u"memory_measured"_s).value(u"activations_bytes"_s).toDouble();
    QVERIFY2(keptOn > 0 && keptOn < 0.5 * keptOff, qPrintable(u"%1 -> %2"_s.arg(keptOff).arg(keptOn)));
}

void tst_ShardingAndMemory::estimateMatchesMeasurement_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"decoder", "decoder-remat", "moe", "moe-remat", "encdec", "encdec-remat"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void tst_ShardingAndMemory::estimateMatchesMeasurement()
{
    QFETCH(QString, name);
    const QString dir = project(name);
    QVERIFY(!dir.isEmpty());
    const QJsonObject measured = event(name, u"memory_measured"_s);
    QVERIFY2(!measured.isEmpty(), "one memory_measured event per CPU run");
    const QJsonObject estimated =
        parseObject(tpuwb({u"mesh"_s, u"estimate"_s, u"--model"_s, dir, u"--device"_s, u"cpu"_s, u"--json"_s}));
    QCOMPARE(estimated.value(u"remat"_s).toBool(), name.endsWith(u"-remat"_s));
    const QList<std::pair<const char *, double>> tolerances{
        {"params_bytes", 0.01}, {"grads_bytes", 0.01}, {"optimizer_bytes", 0.01}, {"activations_bytes", 0.15}};
    for (const auto &[key, tolerance] : tolerances) {
        const double m = measured.value(QLatin1StringView(key)).toDouble();
        const double e = estimated.value(QLatin1StringView(key)).toDouble();
        QVERIFY2(m > 0, key);
        QVERIFY2(std::abs(e - m) <= tolerance * m,
                 qPrintable(u"%1: estimated %2, measured %3 (%4 %)"_s.arg(QLatin1StringView(key)).arg(e).arg(m)
                                .arg(100.0 * (e - m) / m, 0, 'f', 2)));
    }
}

QTEST_GUILESS_MAIN(tst_ShardingAndMemory)
#include "tst_sharding_and_memory.moc"
