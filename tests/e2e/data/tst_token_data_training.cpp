// End to end: the bundled corpus goes through `tpuwb data prepare`, a tiny decoder scaffolded
// with data.source "tokens" trains on the shards with Debian's PyTorch on CPU (one thread), and
// the scaffold's streaming loader is deterministic for a seed, splits the global batch across
// data-parallel shards, honours the shuffle buffer, and resumes at its checkpoint's position.
#include "support/metrics_rows.h"
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

// A few seconds per run on one core.
const QStringList kTinyDecoder = {
    u"model.d_model=32"_s,    u"model.n_layers=2"_s,      u"model.n_heads=4"_s,     u"model.d_ff=64"_s,
    u"model.vocab_size=512"_s, u"train.batch_size=8"_s,   u"train.seq_len=32"_s,    u"train.lr=0.01"_s,
    u"train.warmup_steps=5"_s, u"train.max_steps=40"_s,   u"train.eval_every=20"_s, u"train.save_every=10"_s,
    u"train.log_every=1"_s,    u"train.eval_batches=2"_s, u"data.source=tokens"_s,  u"data.shuffle_buffer=64"_s,
};

// Facts about the loader, computed by the generated data.py itself (argv: project, shards).
const char *kLoaderProbe = R"(
import json, mmap, os, sys
sys.path.insert(0, sys.argv[1])
import torch
import data
cfg = json.load(open(os.path.join(sys.argv[1], "config.json")))
cfg["data"]["path"] = sys.argv[2]

def batches(c, shard=0, shards=1, start=0, seed=None):
    c = json.loads(json.dumps(c))
    if seed is not None:
        c["train"]["seed"] = seed
    return data.TrainBatches(c, data.make_corpus(c), shard, shards, start, c["train"]["max_steps"])

a, b = batches(cfg), batches(cfg)
same_seed = all(torch.equal(a.batch(s)["input_ids"], b.batch(s)["input_ids"]) for s in (0, 7, 33))
other_seed = not torch.equal(a.batch(7)["input_ids"], batches(cfg, seed=43).batch(7)["input_ids"])
# Two data-parallel shards take disjoint halves of the global batch, which together are it.
s0, s1 = batches(cfg, 0, 2), batches(cfg, 1, 2)
ids0, ids1, whole = s0.item_ids(5).tolist(), s1.item_ids(5).tolist(), a.item_ids(5).tolist()
halves = ids0 + ids1 == whole and not set(ids0) & set(ids1)
shard_batches_differ = not torch.equal(s0.batch(5)["input_ids"], s1.batch(5)["input_ids"])
# A run started at step 21 (a resume) reads exactly what an uninterrupted one reads there.
resumed = batches(cfg, start=21)
first_resumed = next(iter(resumed))["input_ids"]
resume_exact = torch.equal(first_resumed, a.batch(21)["input_ids"]) and len(resumed) == 19
# The shuffle buffer decides the order: a buffer of 4 windows keeps a step's windows close.
small = json.loads(json.dumps(cfg)); small["data"]["shuffle_buffer"] = 4
ids_small = batches(small).item_ids(0).tolist()
buffer_changes_order = ids_small != whole and batches(small).item_ids(0).tolist() == ids_small
small_buffer_local = len({i // 4 for i in ids_small}) <= 3  # 8 ids from two or three blocks of 4
# One epoch visits every window once, whatever the buffer.
corpus = data.make_corpus(cfg)
n = corpus.num_train_items
epoch = corpus.ordered_ids(42, 0, 0, n).tolist()
epoch_is_permutation = sorted(epoch) == list(range(n)) and epoch != list(range(n))
# Streaming: the shards are memory maps, not tensors copied into memory.
mapped = all(isinstance(m, mmap.mmap) for m in corpus.train.maps) and len(corpus.train.maps) >= 1
print(json.dumps({"same_seed": same_seed, "other_seed": other_seed, "halves": halves,
                  "shard_batches_differ": shard_batches_differ, "resume_exact": resume_exact,
                  "buffer_changes_order": buffer_changes_order, "small_buffer_local": small_buffer_local,
                  "epoch_is_permutation": epoch_is_permutation, "mapped": mapped,
                  "max_id": int(a.batch(0)["input_ids"].max()), "windows": n}))
)";

} // namespace

class tst_TokenDataTraining final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loaderIsDeterministicShardedAndResumable();
    void tinyDecoderTrainsOnTheShards();
    void resumeContinuesAtTheCheckpointsDataPosition();
    void resumeOntoOtherShardsIsRefused();

private:
    void scaffold(const QString &dir, const QString &shards = {});
    int launch(const QString &dir, const QStringList &args, QByteArray *output = nullptr);
    bool prepare(const QString &out, const QStringList &extra = {});

    QTemporaryDir m_root;
    QString m_shards;
    QString m_reference;
};

void tst_TokenDataTraining::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch, sentencepiece"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
    m_shards = m_root.filePath(u"shards"_s);
    QVERIFY(prepare(m_shards));
}

bool tst_TokenDataTraining::prepare(const QString &out, const QStringList &extra)
{
    QProcess tpuwb;
    tpuwb.setProcessChannelMode(QProcess::MergedChannels);
    tpuwb.start(twb::test::tpuwbBinary(),
                QStringList{u"data"_s, u"prepare"_s,
                            twb::test::sourceDir() + u"/templates/data/kjv-genesis-proverbs-mark.txt"_s, u"--out"_s, out,
                            u"--vocab-size"_s, u"512"_s, u"--threads"_s, u"1"_s, u"--python"_s, twb::test::systemPython()}
                    + extra);
    if (!tpuwb.waitForFinished(120000) || tpuwb.exitCode() != 0) {
        qWarning().noquote() << tpuwb.readAll();
        return false;
    }
    return true;
}

void tst_TokenDataTraining::scaffold(const QString &dir, const QString &shards)
{
    QStringList args = {u"--workspace"_s, m_root.filePath(u"ws"_s), u"scaffold"_s, u"--name"_s, u"tiny-text"_s,
                        u"--model"_s, u"decoder"_s, u"--accelerator"_s, u"v5litepod-8"_s, u"--strategy"_s,
                        u"fsdpv2"_s, u"--out"_s, dir, u"--set"_s, u"data.path="_s + (shards.isEmpty() ? m_shards : shards)};
    for (const QString &setting : kTinyDecoder)
        args << u"--set"_s << setting;
    QProcess tpuwb;
    tpuwb.setProcessChannelMode(QProcess::MergedChannels);
    tpuwb.start(twb::test::tpuwbBinary(), args);
    QVERIFY(tpuwb.waitForFinished(30000));
    QVERIFY2(tpuwb.exitCode() == 0, tpuwb.readAll().constData());
}

int tst_TokenDataTraining::launch(const QString &dir, const QStringList &args, QByteArray *output)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"TPUWB_PYTHON"_s, twb::test::systemPython());
    env.insert(u"TPUWB_WORKER_ID"_s, u"0"_s);
    env.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(dir + u"/launch.sh"_s, QStringList{u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s} + args);
    if (!process.waitForFinished(180000))
        return -1;
    const int code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    const QByteArray text = process.readAll();
    if (output)
        *output = text;
    else if (code != 0)
        qWarning().noquote() << text;
    return code;
}

void tst_TokenDataTraining::loaderIsDeterministicShardedAndResumable()
{
    const QString dir = m_root.filePath(u"probe"_s);
    scaffold(dir);
    QProcess python;
    python.start(twb::test::systemPython(), {u"-c"_s, QString::fromUtf8(kLoaderProbe), dir, m_shards});
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    const QJsonObject facts = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
    for (const char *fact : {"same_seed", "other_seed", "halves", "shard_batches_differ", "resume_exact",
                             "buffer_changes_order", "small_buffer_local", "epoch_is_permutation", "mapped"})
        QVERIFY2(facts.value(QLatin1StringView(fact)).toBool(), fact);
    QVERIFY(facts.value(u"max_id"_s).toInt() < 512);
    QVERIFY(facts.value(u"windows"_s).toInt() > 1000); // windows of 33 ids of the train split
}

void tst_TokenDataTraining::tinyDecoderTrainsOnTheShards()
{
    m_reference = m_root.filePath(u"reference"_s);
    scaffold(m_reference);
    QCOMPARE(launch(m_reference, {}), 0);

    const auto scalars = twb::test::metricRows(m_reference + u"/metrics/host-0.jsonl"_s, false);
    QCOMPARE(scalars.size(), 40);
    for (const QJsonObject &row : scalars)
        QVERIFY2(std::isfinite(row.value(u"loss"_s).toDouble(-1)), QJsonDocument(row).toJson().constData());
    auto mean = [&](int from, int to) {
        double sum = 0;
        for (int step = from; step <= to; ++step)
            sum += twb::test::scalarAtStep(scalars, step).value(u"loss"_s).toDouble();
        return sum / (to - from + 1);
    };
    const double first = mean(1, 3);
    const double last = mean(36, 40);
    // Starts near log(512) = 6.24; forty steps on real text bring it well down.
    QVERIFY2(first > 5.5, qPrintable(QString::number(first)));
    QVERIFY2(last < first - 1.0, qPrintable(u"loss %1 -> %2"_s.arg(first).arg(last)));
    qInfo("loss %.3f (steps 1-3) -> %.3f (steps 36-40)", first, last);

    const auto events = twb::test::metricRows(m_reference + u"/metrics/host-0.jsonl"_s, true);
    QJsonObject config, lastEval;
    for (const QJsonObject &e : events) {
        if (e.value(u"event"_s) == u"config"_s)
            config = e;
        if (e.value(u"event"_s) == u"eval"_s)
            lastEval = e.value(u"metrics"_s).toObject();
    }
    QCOMPARE(config.value(u"config"_s).toObject().value(u"data"_s).toObject().value(u"source"_s).toString(), u"tokens"_s);
    QVERIFY(std::isfinite(lastEval.value(u"eval/loss"_s).toDouble(-1)));
    QVERIFY(lastEval.value(u"eval/loss"_s).toDouble() < first);
}

void tst_TokenDataTraining::resumeContinuesAtTheCheckpointsDataPosition()
{
    QVERIFY(!m_reference.isEmpty());
    const QString dir = m_root.filePath(u"resumed"_s);
    scaffold(dir);
    QCOMPARE(launch(dir, {u"--stop-after"_s, u"20"_s}), 0);
    QCOMPARE(twb::test::metricRows(dir + u"/metrics/host-0.jsonl"_s, false).last().value(u"step"_s).toInt(), 20);
    QCOMPARE(launch(dir, {}), 0);

    const auto resumed = twb::test::metricRows(dir + u"/metrics/host-0.jsonl"_s, false);
    const auto reference = twb::test::metricRows(m_reference + u"/metrics/host-0.jsonl"_s, false);
    QJsonObject lastConfig;
    for (const QJsonObject &e : twb::test::metricRows(dir + u"/metrics/host-0.jsonl"_s, true))
        if (e.value(u"event"_s) == u"config"_s)
            lastConfig = e;
    QCOMPARE(lastConfig.value(u"start_step"_s).toInt(), 20);
    QVERIFY(lastConfig.value(u"resumed_from"_s).toString().endsWith(u"-00000020"_s));
    // The batches after the resume are the uninterrupted run's (same loss to the last bit): had
    // the loader started again at the corpus's beginning, step 21 would see other windows.
    for (int step = 21; step <= 40; ++step)
        QCOMPARE(twb::test::withoutTiming(twb::test::scalarAtStep(resumed, step)), twb::test::withoutTiming(twb::test::scalarAtStep(reference, step)));
}

void tst_TokenDataTraining::resumeOntoOtherShardsIsRefused()
{
    // Same data.path (so the same config hash), other shards behind it: another vocabulary.
    const QString shards = m_root.filePath(u"replaced-shards"_s);
    QVERIFY(QDir().mkpath(shards));
    for (const QString &name : QDir(m_shards).entryList(QDir::Files))
        QVERIFY(QFile::copy(m_shards + u'/' + name, shards + u'/' + name));
    const QString dir = m_root.filePath(u"replaced"_s);
    scaffold(dir, shards);
    QCOMPARE(launch(dir, {u"--stop-after"_s, u"10"_s}), 0);
    QVERIFY(prepare(shards, {u"--vocab-size"_s, u"400"_s}));

    QByteArray output;
    QVERIFY(launch(dir, {}, &output) != 0);
    QFile log(dir + u"/logs/host-0.log"_s); // launch.sh sends train.py's output there
    QVERIFY(log.open(QIODevice::ReadOnly));
    output += log.readAll();
    QVERIFY2(output.contains("was trained on other data") && output.contains("--resume none"), output.constData());
    QCOMPARE(twb::test::metricRows(dir + u"/metrics/host-0.jsonl"_s, false).last().value(u"step"_s).toInt(), 10);

    // Starting afresh on the new shards is the user's choice, and works.
    QCOMPARE(launch(dir, {u"--resume"_s, u"none"_s, u"--stop-after"_s, u"2"_s}), 0);
}

QTEST_GUILESS_MAIN(tst_TokenDataTraining)
#include "tst_token_data_training.moc"
