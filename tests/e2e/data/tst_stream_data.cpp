// End to end: data.source "stream" of a scaffolded project reads .txt/.jsonl shards from gs://
// through the STAND-IN gcloud (tests/support/gcloud_standin, first on PATH: `gcloud storage ls`
// and `cat` served from a local folder, since no Cloud Storage is reachable here) and gives
// exactly the batches the same shards give when read locally: per host or process, per seed,
// resumed at step 50, across an epoch. A tiny decoder trains from the bucket with Debian's
// PyTorch on CPU and resumes at its checkpoint's data position. hf:// goes through a FAKE
// `datasets` package (tests/support/fake_datasets, on PYTHONPATH) to check the wiring; without
// the package, and without a Cloud Storage client, the errors say what to install.
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

const QString kBucket = u"tpuwb-test-bucket"_s;

const QStringList kTinyDecoder = {
    u"model.d_model=32"_s,    u"model.n_layers=2"_s,      u"model.n_heads=4"_s,    u"model.d_ff=64"_s,
    u"model.vocab_size=512"_s, u"train.batch_size=8"_s,   u"train.seq_len=64"_s,   u"train.lr=0.01"_s,
    u"train.warmup_steps=2"_s, u"train.max_steps=16"_s,   u"train.eval_every=8"_s, u"train.save_every=8"_s,
    u"train.log_every=1"_s,    u"train.eval_batches=2"_s, u"data.source=stream"_s, u"data.shuffle_buffer=32"_s,
};

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The generated data.py on the bucket and on the local folder the stand-in serves it from
// (argv: project, local corpus folder, local tokenizer). 150 steps of 8 windows of 65 ids pass
// the end of the first epoch.
const char *kGcsProbe = R"(
import json, os, sys
sys.path.insert(0, sys.argv[1])
import torch
import data
cfg = json.load(open(os.path.join(sys.argv[1], "config.json")))
cfg["train"]["max_steps"] = 150
local = json.loads(json.dumps(cfg))
local["data"]["path"], local["data"]["tokenizer"] = sys.argv[2], sys.argv[3]

def batches(c, shard=0, shards=1, start=0, seed=None, buffer=None):
    c = json.loads(json.dumps(c))
    if seed is not None:
        c["train"]["seed"] = seed
    if buffer is not None:
        c["data"]["shuffle_buffer"] = buffer
    steps = data.TrainBatches(c, data.make_corpus(c), shard, shards, start, c["train"]["max_steps"])
    return [b["input_ids"] for b in steps]

def same(a, b):
    return len(a) == len(b) > 0 and all(torch.equal(x, y) for x, y in zip(a, b))

cases = {"one data shard": (0, 1, 0, None), "host 0 of 2": (0, 2, 0, None), "host 1 of 2": (1, 2, 0, None),
         "process 3 of 4": (3, 4, 0, None), "process 5 of 8, documents split": (5, 8, 0, None),
         "seed 43": (0, 1, 0, 43), "resumed at step 50": (0, 1, 50, None),
         "host 1 of 2 resumed at step 50": (1, 2, 50, None)}
gcs_equals_local = {name: same(batches(cfg, *args), batches(local, *args)) for name, args in cases.items()}
whole = batches(cfg)
corpus = data.make_corpus(cfg)
import stream_data
docs = (d for d in corpus.source.documents(42, 0, 0, 1, corpus.buffer)
        if not stream_data.is_eval_document(d, corpus.every))
epoch_windows = sum(1 for _ in corpus.tokenizer.windows(docs, corpus.window))
evals = [data.eval_batches(c, data.make_corpus(c), 1, 2) for c in (cfg, local)]
print(json.dumps({
    "gcs_equals_local": gcs_equals_local,
    "resume_exact": same(batches(cfg, start=50), whole[50:]),
    "hosts_differ": not torch.equal(batches(cfg, 0, 2)[3], batches(cfg, 1, 2)[3]),
    "seeds_differ": not torch.equal(whole[3], batches(cfg, seed=43)[3]),
    "buffer_changes_order": not same(whole[:5], batches(cfg, buffer=1)[:5]),
    "eval_equal": all(torch.equal(a["input_ids"], b["input_ids"]) for a, b in zip(*evals)) and len(evals[0]) == 2,
    "identity_equal": data.identity(corpus) == data.identity(data.make_corpus(local)),
    "names": corpus.source.names, "reader": corpus.source.store.name,
    "epoch_windows": epoch_windows, "max_id": int(max(int(b.max()) for b in whole))}))
)";

// The hf:// wiring through the fake package (argv: project, data.path). No URL in these raw
// strings: moc takes the "//" in one for a comment and then finds no class in the file.
const char *kHfProbe = R"(
import json, os, sys
sys.path.insert(0, sys.argv[1])
import torch
import data
cfg = json.load(open(os.path.join(sys.argv[1], "config.json")))
cfg["data"].update({"path": sys.argv[2], "text_field": "content"})
cfg["train"]["max_steps"] = 60

def batches(c, shard=0, shards=1, start=0, seed=None):
    c = json.loads(json.dumps(c))
    if seed is not None:
        c["train"]["seed"] = seed
    return [b["input_ids"] for b in data.TrainBatches(c, data.make_corpus(c), shard, shards, start, 60)]

def same(a, b):
    return len(a) == len(b) > 0 and all(torch.equal(x, y) for x, y in zip(a, b))

whole = batches(cfg)
corpus = data.make_corpus(cfg)
print(json.dumps({"same_seed": same(whole, batches(cfg)), "seeds_differ": not same(whole, batches(cfg, seed=43)),
                  "resume_exact": same(batches(cfg, start=50), whole[50:]),
                  "hosts_differ": not torch.equal(batches(cfg, 0, 2)[0], batches(cfg, 1, 2)[0]),
                  "eval": len(data.eval_batches(cfg, corpus, 0, 1)), "identity": data.identity(corpus)}))
)";

// What make_corpus says, one line per case (argv: project, then READER PATH pairs: the Cloud
// Storage reader TPUWB_GCS_READER names, and data.path). One process: torch is imported once.
const char *kErrorProbe = R"(
import json, os, sys
sys.path.insert(0, sys.argv[1])
import data
cfg = json.load(open(os.path.join(sys.argv[1], "config.json")))
for reader, path in zip(sys.argv[2::2], sys.argv[3::2]):
    os.environ["TPUWB_GCS_READER"] = reader
    cfg["data"]["path"] = path
    try:
        data.make_corpus(cfg)
        print("no error")
    except Exception as e:
        print(f"{type(e).__name__}: {e}".replace(chr(10), " "))
)";

} // namespace

class tst_StreamData final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bucketGivesTheLocalBatches();
    void tinyDecoderTrainsFromTheBucketAndResumes();
    void hfDatasetsIsDrivenAsDocumented();
    void missingPackagesAreNamed();
    void prepareRefusesABucket();

private:
    void scaffold(const QString &dir);
    QProcessEnvironment environment() const;
    QByteArray python(const char *probe, const QStringList &args, const QProcessEnvironment &env);
    int launch(const QString &dir, const QStringList &args);

    QTemporaryDir m_root;
    QString m_gcs;       // the folder that stands for Cloud Storage
    QString m_tokenizer; // tokenizer.model, local
    QString m_project;
};

void tst_StreamData::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch, sentencepiece"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());

    // 32 documents of the bundled corpus in four shards of both kinds, two of them one level down, and a file
    // that is no shard; the bucket holds them and the tokenizer.
    QFile text(twb::test::sourceDir() + u"/templates/data/kjv-genesis-proverbs-mark.txt"_s);
    QVERIFY(text.open(QIODevice::ReadOnly));
    QList<QByteArray> docs;
    const QString all = QString::fromUtf8(text.readAll());
    for (const QString &doc : all.split(u"\n\n"_s))
        if (!doc.trimmed().isEmpty() && docs.size() < 32)
            docs << doc.trimmed().toUtf8();
    QCOMPARE(docs.size(), 32);
    m_gcs = m_root.filePath(u"gcs"_s);
    const QString folder = m_gcs + u'/' + kBucket + u"/corpus/"_s;
    auto jsonl = [&](int from, const char *field) {
        QByteArray out;
        for (int i = from; i < from + 8; ++i)
            out += QJsonDocument(QJsonObject{{QLatin1StringView(field), QString::fromUtf8(docs[i])}, {u"id"_s, i}})
                       .toJson(QJsonDocument::Compact)
                   + '\n';
        return out;
    };
    QVERIFY(writeFile(folder + u"a.txt"_s, docs.mid(0, 8).join("\n\n") + '\n'));
    QVERIFY(writeFile(folder + u"sub/b.txt"_s, docs.mid(8, 8).join("\n\n") + '\n'));
    QVERIFY(writeFile(folder + u"c.jsonl"_s, jsonl(16, "text")));
    QVERIFY(writeFile(folder + u"sub/d.jsonl"_s, jsonl(24, "text")));
    QVERIFY(writeFile(folder + u"README"_s, "not a shard\n"));

    // The tokenizer, prepared from a local copy of the corpus as a user would.
    QProcess prepare;
    prepare.setProcessChannelMode(QProcess::MergedChannels);
    prepare.start(twb::test::tpuwbBinary(), {u"data"_s, u"prepare"_s, folder, u"--out"_s, m_root.filePath(u"tok"_s),
                                             u"--vocab-size"_s, u"512"_s, u"--threads"_s, u"1"_s, u"--python"_s,
                                             twb::test::systemPython()});
    QVERIFY(prepare.waitForFinished(120000));
    QVERIFY2(prepare.exitCode() == 0, prepare.readAll().constData());
    m_tokenizer = m_root.filePath(u"tok/tokenizer.model"_s);
    QVERIFY(QDir().mkpath(m_gcs + u'/' + kBucket + u"/tok"_s));
    QVERIFY(QFile::copy(m_tokenizer, m_gcs + u'/' + kBucket + u"/tok/tokenizer.model"_s));

    // The same documents as a Hub dataset of the fake package.
    QByteArray hf;
    for (int i = 0; i < 32; ++i)
        hf += QJsonDocument(QJsonObject{{u"content"_s, QString::fromUtf8(docs[i])}}).toJson(QJsonDocument::Compact) + '\n';
    QVERIFY(writeFile(m_root.filePath(u"hf/tpuwb-fake/kjv/plain/train.jsonl"_s), hf));

    m_project = m_root.filePath(u"project"_s);
    scaffold(m_project);
}

QProcessEnvironment tst_StreamData::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PATH"_s, twb::test::sourceDir() + u"/tests/support/gcloud_standin:"_s + env.value(u"PATH"_s));
    env.insert(u"GCLOUD_STANDIN_GCS"_s, m_gcs);
    env.insert(u"GCLOUD_STANDIN_LOG"_s, m_root.filePath(u"gcloud.log"_s));
    env.insert(u"TPUWB_GCS_READER"_s, u"gcloud"_s); // even where google-cloud-storage is installed
    env.insert(u"OMP_NUM_THREADS"_s, u"1"_s);
    return env;
}

void tst_StreamData::scaffold(const QString &dir)
{
    QStringList args = {u"--workspace"_s, m_root.filePath(u"ws"_s), u"scaffold"_s, u"--name"_s, u"tiny-stream"_s,
                        u"--model"_s, u"decoder"_s, u"--accelerator"_s, u"v5litepod-8"_s, u"--strategy"_s,
                        u"fsdpv2"_s, u"--out"_s, dir,
                        u"--set"_s, u"data.path=gs://"_s + kBucket + u"/corpus"_s,
                        u"--set"_s, u"data.tokenizer=gs://"_s + kBucket + u"/tok/tokenizer.model"_s};
    for (const QString &setting : kTinyDecoder)
        args << u"--set"_s << setting;
    QProcess tpuwb;
    tpuwb.setProcessChannelMode(QProcess::MergedChannels);
    tpuwb.start(twb::test::tpuwbBinary(), args);
    QVERIFY(tpuwb.waitForFinished(30000));
    QVERIFY2(tpuwb.exitCode() == 0, tpuwb.readAll().constData());
}

QByteArray tst_StreamData::python(const char *probe, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(twb::test::systemPython(), QStringList{u"-c"_s, QString::fromUtf8(probe)} + args);
    if (!process.waitForFinished(120000))
        return {};
    const QByteArray err = process.readAllStandardError();
    if (process.exitCode() != 0)
        qWarning().noquote() << err;
    return process.readAllStandardOutput();
}

int tst_StreamData::launch(const QString &dir, const QStringList &args)
{
    QProcessEnvironment env = environment();
    env.insert(u"TPUWB_PYTHON"_s, twb::test::systemPython());
    env.insert(u"TPUWB_WORKER_ID"_s, u"0"_s);
    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(dir + u"/launch.sh"_s, QStringList{u"--device"_s, u"cpu"_s, u"--threads"_s, u"1"_s} + args);
    if (!process.waitForFinished(180000))
        return -1;
    const int code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    if (code != 0) {
        qWarning().noquote() << process.readAll();
        QFile log(dir + u"/logs/host-0.log"_s);
        if (log.open(QIODevice::ReadOnly))
            qWarning().noquote() << log.readAll();
    }
    return code;
}

void tst_StreamData::bucketGivesTheLocalBatches()
{
    const QByteArray out = python(kGcsProbe, {m_project, m_gcs + u'/' + kBucket + u"/corpus"_s, m_tokenizer}, environment());
    const QJsonObject facts = QJsonDocument::fromJson(out).object();
    QVERIFY2(!facts.isEmpty(), out.constData());
    const QJsonObject cases = facts.value(u"gcs_equals_local"_s).toObject();
    QCOMPARE(cases.size(), 8);
    for (auto it = cases.begin(); it != cases.end(); ++it)
        QVERIFY2(it.value().toBool(), qPrintable(u"gs:// and local batches differ: "_s + it.key()));
    for (const char *fact : {"resume_exact", "hosts_differ", "seeds_differ", "buffer_changes_order", "eval_equal",
                             "identity_equal"})
        QVERIFY2(facts.value(QLatin1StringView(fact)).toBool(), fact);
    QCOMPARE(facts.value(u"reader"_s).toString(), u"gcloud"_s);
    QCOMPARE(facts.value(u"names"_s).toArray(),
             QJsonArray({u"a.txt"_s, u"c.jsonl"_s, u"sub/b.txt"_s, u"sub/d.jsonl"_s}));
    QVERIFY(facts.value(u"max_id"_s).toInt() < 512);
    // The 150 steps of 8 windows went past the end of the first epoch.
    const int epochWindows = facts.value(u"epoch_windows"_s).toInt();
    QVERIFY2(epochWindows > 100 && epochWindows < 150 * 8, qPrintable(QString::number(epochWindows)));
    qInfo("one epoch of one data shard: %d windows of 65 ids", epochWindows);

    QFile log(m_root.filePath(u"gcloud.log"_s));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray calls = log.readAll();
    const QByteArray bucket = "gs://" + kBucket.toUtf8();
    QVERIFY(calls.contains(QByteArray("storage ls " + bucket + "/corpus/**")));
    QVERIFY(calls.contains(QByteArray("storage cat " + bucket + "/corpus/sub/d.jsonl")));
    QVERIFY(calls.contains(QByteArray("storage cat " + bucket + "/tok/tokenizer.model")));
    QVERIFY(!calls.contains("README"));
}

void tst_StreamData::tinyDecoderTrainsFromTheBucketAndResumes()
{
    const QString reference = m_root.filePath(u"reference"_s);
    scaffold(reference);
    QCOMPARE(launch(reference, {}), 0);
    const auto scalars = twb::test::metricRows(reference + u"/metrics/host-0.jsonl"_s, false);
    QCOMPARE(scalars.size(), 16);
    for (const QJsonObject &row : scalars)
        QVERIFY(std::isfinite(row.value(u"loss"_s).toDouble(-1)));
    bool evaluated = false;
    for (const QJsonObject &e : twb::test::metricRows(reference + u"/metrics/host-0.jsonl"_s, true))
        evaluated |= e.value(u"event"_s) == u"eval"_s
                     && std::isfinite(e.value(u"metrics"_s).toObject().value(u"eval/loss"_s).toDouble(-1));
    QVERIFY(evaluated);

    const QString resumed = m_root.filePath(u"resumed"_s);
    scaffold(resumed);
    QCOMPARE(launch(resumed, {u"--stop-after"_s, u"8"_s}), 0);
    QCOMPARE(launch(resumed, {}), 0);
    const auto again = twb::test::metricRows(resumed + u"/metrics/host-0.jsonl"_s, false);
    // The steps after the resume saw the uninterrupted run's windows: the same loss to the bit.
    for (int step = 9; step <= 16; ++step)
        QCOMPARE(twb::test::withoutTiming(twb::test::scalarAtStep(again, step)),
                 twb::test::withoutTiming(twb::test::scalarAtStep(scalars, step)));
}

void tst_StreamData::hfDatasetsIsDrivenAsDocumented()
{
    QProcessEnvironment env = environment();
    env.insert(u"PYTHONPATH"_s, twb::test::sourceDir() + u"/tests/support/fake_datasets"_s);
    env.insert(u"FAKE_DATASETS_ROOT"_s, m_root.filePath(u"hf"_s));
    env.insert(u"FAKE_DATASETS_LOG"_s, m_root.filePath(u"datasets.log"_s));
    const QByteArray out = python(kHfProbe, {m_project, u"hf://tpuwb-fake/kjv/plain:train"_s}, env);
    const QJsonObject facts = QJsonDocument::fromJson(out).object();
    QVERIFY2(!facts.isEmpty(), out.constData());
    for (const char *fact : {"same_seed", "seeds_differ", "resume_exact", "hosts_differ"})
        QVERIFY2(facts.value(QLatin1StringView(fact)).toBool(), fact);
    QCOMPARE(facts.value(u"eval"_s).toInt(), 2);
    const QJsonObject identity = facts.value(u"identity"_s).toObject();
    QCOMPARE(identity.value(u"dataset"_s).toString(), u"tpuwb-fake/kjv"_s);
    QCOMPARE(identity.value(u"config"_s).toString(), u"plain"_s);

    QFile log(m_root.filePath(u"datasets.log"_s));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QSet<QString> calls;
    for (const QByteArray &line : log.readAll().split('\n')) {
        const QJsonObject call = QJsonDocument::fromJson(line).object();
        if (call.value(u"call"_s) == u"load_dataset"_s) {
            QCOMPARE(call.value(u"path"_s).toString(), u"tpuwb-fake/kjv"_s);
            QCOMPARE(call.value(u"name"_s).toString(), u"plain"_s);
            QCOMPARE(call.value(u"split"_s).toString(), u"train"_s);
            QVERIFY(call.value(u"streaming"_s).toBool());
        }
        if (call.value(u"call"_s) == u"shuffle"_s)
            QCOMPARE(call.value(u"buffer_size"_s).toInt(), 32); // data.shuffle_buffer
        if (call.value(u"call"_s) == u"split_dataset_by_node"_s)
            calls << u"split %1 of %2"_s.arg(call.value(u"rank"_s).toInt()).arg(call.value(u"world_size"_s).toInt());
        if (!call.isEmpty())
            calls << call.value(u"call"_s).toString();
    }
    QVERIFY(calls.contains(u"load_dataset"_s) && calls.contains(u"shuffle"_s));
    QVERIFY(calls.contains(u"split 0 of 2"_s) && calls.contains(u"split 1 of 2"_s));
}

void tst_StreamData::missingPackagesAreNamed()
{
    const QString bucket = u"gs://"_s + kBucket;
    const QStringList said = QString::fromUtf8(python(kErrorProbe,
                                                      {m_project,
                                                       // The real environment has no `datasets`.
                                                       u"gcloud"_s, u"hf://allenai/c4/en"_s,
                                                       // The Cloud Storage client asked for is not installed.
                                                       u"storage"_s, bucket + u"/corpus"_s,
                                                       // A prefix with nothing under it.
                                                       u"gcloud"_s, bucket + u"/nothing"_s},
                                                      environment()))
                                 .trimmed()
                                 .split(u'\n');
    QCOMPARE(said.size(), 3);
    QVERIFY2(said[0].contains(u"data.path"_s) && said[0].contains(u"pip install datasets"_s), qPrintable(said[0]));
    QVERIFY2(said[1].contains(bucket) && said[1].contains(u"pip install google-cloud-storage"_s)
                 && said[1].contains(u"gcloud"_s),
             qPrintable(said[1]));
    QVERIFY2(said[2].contains(u"data.path"_s) && said[2].contains(u"no .txt or .jsonl shard"_s), qPrintable(said[2]));
}

void tst_StreamData::prepareRefusesABucket()
{
    QProcess tpuwb;
    tpuwb.start(twb::test::tpuwbBinary(), {u"data"_s, u"prepare"_s, u"gs://"_s + kBucket + u"/corpus"_s, u"--out"_s,
                                           m_root.filePath(u"never"_s)});
    QVERIFY(tpuwb.waitForFinished(30000));
    QCOMPARE(tpuwb.exitCode(), 2);
    const QString said = QString::fromUtf8(tpuwb.readAllStandardError());
    QVERIFY2(said.contains(u"local files only"_s) && said.contains(u"data.source=stream"_s), qPrintable(said));
    QVERIFY(!QFileInfo::exists(m_root.filePath(u"never"_s)));
}

QTEST_GUILESS_MAIN(tst_StreamData)
#include "tst_stream_data.moc"
