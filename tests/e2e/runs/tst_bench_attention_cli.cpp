// End to end through `tpuwb bench attention` on a scaffolded tiny decoder, on this machine's CPU
// (local transport, Debian's torch, one thread): bench_attention.py runs through launch.sh like
// any run, times SDPA and the reference maths at two lengths, checks both against float64
// reference values, and the workbench records it as a run of kind attention_bench whose metrics
// the Monitor and Compare read. The experiment is left as it was. Bad input is a usage error
// that names the argument, and nothing is launched.
#include "core/ablation/run_set.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_BenchAttentionCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void benchmarkOnTheCpuRecordsARunWithBothKernels();
    void textReportEndsWithTheSuggestionAndChangesNothing();
    void badInputNamesTheArgument_data();
    void badInputNamesTheArgument();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args, 240000); }
    QStringList runIds() const { return QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot); }

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb{
        {u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s)}};
    QString m_project;
    QByteArray m_experimentBefore;
};

void tst_BenchAttentionCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"here\", \"workbench\": {\"accelerator_type\": "
                   "\"v5litepod-8\", \"python\": \"%1\", \"remote_root\": \"%2\"}}]}"_s
                       .arg(twb::test::systemPython(), m_root.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();
    m_project = m_root.filePath(u"ws/experiments/tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(m_project, u"v5litepod-8"_s, {});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    QVERIFY(QFileInfo::exists(m_project + u"/bench_attention.py"_s));
    QFile experiment(m_project + u"/experiment.json"_s);
    QVERIFY(experiment.open(QIODevice::ReadOnly));
    m_experimentBefore = experiment.readAll();
}

void tst_BenchAttentionCli::benchmarkOnTheCpuRecordsARunWithBothKernels()
{
    const Output o = tpuwb({u"bench"_s, u"attention"_s, m_project, u"--machine"_s, u"here"_s, u"--device"_s, u"cpu"_s,
                            u"--seq-len"_s, u"128,64"_s, u"--repeats"_s, u"2"_s, u"--threads"_s, u"1"_s, u"--json"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
    const QString runId = report[u"run_id"_s].toString();
    QVERIFY2(runId.startsWith(u"tiny-attention-bench-"_s), qPrintable(o.out));
    QCOMPARE(report[u"device"_s].toString(), u"cpu"_s);
    QCOMPARE(report[u"attention_kernel"_s].toString(), u"splash"_s); // what the scaffold chose for v5e + fsdpv2

    // Both CPU kernels at both lengths (sorted), timed and within float32's tolerance of float64.
    const QJsonArray rows = report[u"rows"_s].toArray();
    QCOMPARE(rows.size(), 4);
    QSet<QString> seen;
    for (const QJsonValue &value : rows) {
        const QJsonObject r = value.toObject();
        const QString kernel = r[u"kernel"_s].toString();
        seen << kernel + u'@' + QString::number(r[u"seq_len"_s].toInt());
        QVERIFY2(r[u"status"_s].toString() == u"ok"_s, QJsonDocument(r).toJson().constData());
        QVERIFY2(r[u"attn_ms"_s].toDouble() > 0, QJsonDocument(r).toJson().constData());
        QVERIFY(r[u"max_abs_err"_s].isDouble());
        QVERIFY2(r[u"max_abs_err"_s].toDouble() < 1e-4, QJsonDocument(r).toJson().constData());
        QCOMPARE(r[u"heads"_s].toInt(), 4);       // the experiment's shapes: n_heads 4,
        QCOMPARE(r[u"head_dim"_s].toInt(), 8);    // d_model 32 / 4
        QCOMPARE(r[u"dtype"_s].toString(), u"float32"_s);
    }
    QCOMPARE(seen, (QSet<QString>{u"sdpa@64"_s, u"sdpa@128"_s, u"reference@64"_s, u"reference@128"_s}));
    QCOMPARE(rows.first().toObject()[u"seq_len"_s].toInt(), 64);
    // The only kernel attention_kernel can name that runs on a CPU.
    QCOMPARE(report[u"fastest_correct"_s].toString(), u"sdpa"_s);

    // Recorded as a run: run.json of kind attention_bench, finished, with the benchmark's command.
    QFile recordFile(m_root.filePath(u"ws/runs/%1/run.json"_s.arg(runId)));
    QVERIFY(recordFile.open(QIODevice::ReadOnly));
    const QJsonObject record = QJsonDocument::fromJson(recordFile.readAll()).object();
    QCOMPARE(record[u"kind"_s].toString(), u"attention_bench"_s);
    QCOMPARE(record[u"state"_s].toString(), u"finished"_s);
    QCOMPARE(record[u"device"_s].toString(), u"cpu"_s);
    QVERIFY(record[u"command"_s].toArray().contains(u"--bench-attention"_s));
    QVERIFY(record[u"command"_s].toArray().contains(u"64,128"_s));
    // ...and its metrics fetched into the workspace: the events and the curves per kernel.
    QFile metrics(m_root.filePath(u"ws/runs/%1/metrics/host-0.jsonl"_s.arg(runId)));
    QVERIFY(metrics.open(QIODevice::ReadOnly));
    int curves = 0;
    int events = 0;
    bool done = false;
    for (const QByteArray &line : metrics.readAll().split('\n')) {
        const QJsonObject l = QJsonDocument::fromJson(line).object();
        if (l[u"event"_s].toString() == u"attention_bench"_s)
            ++events;
        if (l.contains(u"attn_ms/sdpa"_s) && l.contains(u"attn_ms/reference"_s)) {
            QVERIFY(l[u"step"_s].toInt() == 64 || l[u"step"_s].toInt() == 128);
            ++curves;
        }
        done = done || (l[u"event"_s].toString() == u"done"_s && l[u"exit_code"_s].toInt(-1) == 0);
    }
    QCOMPARE(events, 4);
    QCOMPARE(curves, 2);
    QVERIFY(done);
    // What the Compare panel loads (RunSet): the run, and a curve per kernel to tabulate or plot.
    const twb::RunSet set = twb::RunSet::load({m_root.filePath(u"ws/runs/"_s + runId)});
    QVERIFY2(set.problems().isEmpty(), qPrintable(set.problems().join(u'\n')));
    QCOMPARE(int(set.runs().size()), 1);
    QCOMPARE(set.runs().front().experiment, u"tiny"_s);
    for (const QString &metric : {u"attn_ms/sdpa"_s, u"attn_ms/reference"_s, u"max_abs_err/sdpa"_s})
        QVERIFY2(set.metrics().contains(metric), qPrintable(set.metrics().join(u", "_s)));
    // `tpuwb run list` lists it with the other runs.
    const Output list = tpuwb({u"run"_s, u"list"_s});
    QVERIFY2(list.exitCode == 0 && list.out.contains(runId), qPrintable(list.out + list.err));
}

void tst_BenchAttentionCli::textReportEndsWithTheSuggestionAndChangesNothing()
{
    const Output o = tpuwb({u"bench"_s, u"attention"_s, m_project, u"--machine"_s, u"here"_s, u"--device"_s, u"cpu"_s,
                            u"--repeats"_s, u"1"_s, u"--threads"_s, u"1"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QStringList lines = o.out.trimmed().split(u'\n');
    // Without --seq-len: the experiment's train.seq_len (16).
    QVERIFY2(lines.first().contains(u"batch 1, 4 heads of 8, float32"_s), qPrintable(o.out));
    QVERIFY2(lines[1].startsWith(u"SEQ"_s), qPrintable(o.out));
    QVERIFY2(lines[2].startsWith(u"16 "_s) && lines[2].contains(u"sdpa"_s) && lines[2].contains(u" ok "_s), qPrintable(o.out));
    QVERIFY2(lines[3].startsWith(u"16 "_s) && lines[3].contains(u"reference"_s), qPrintable(o.out));
    const QString last = lines.last();
    QVERIFY2(last.startsWith(u"Fastest correct kernel on the CPU: sdpa. The experiment uses \"splash\""_s), qPrintable(last));
    QVERIFY2(last.contains(u"\"attention_kernel\": \"sdpa\""_s) && last.contains(u"Nothing was changed."_s), qPrintable(last));
    // It never picks: the experiment is byte for byte what it was.
    QFile experiment(m_project + u"/experiment.json"_s);
    QVERIFY(experiment.open(QIODevice::ReadOnly));
    QCOMPARE(experiment.readAll(), m_experimentBefore);
}

void tst_BenchAttentionCli::badInputNamesTheArgument_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("named");
    const QString notExperiment = QDir::tempPath();
    QTest::newRow("a folder that is not an experiment")
        << QStringList{notExperiment, u"--machine"_s, u"here"_s, u"--device"_s, u"cpu"_s}
        << QStringList{u"EXPERIMENT_DIR"_s, notExperiment, u"experiment.json"_s};
    QTest::newRow("no such folder") << QStringList{u"/nonexistent/exp"_s, u"--machine"_s, u"here"_s}
                                    << QStringList{u"EXPERIMENT_DIR"_s, u"/nonexistent/exp"_s};
    QTest::newRow("malformed --seq-len") << QStringList{u"%PROJECT%"_s, u"--machine"_s, u"here"_s, u"--seq-len"_s, u"512,abc"_s}
                                         << QStringList{u"--seq-len 512,abc"_s, u"\"abc\""_s};
    QTest::newRow("zero --repeats") << QStringList{u"%PROJECT%"_s, u"--machine"_s, u"here"_s, u"--repeats"_s, u"0"_s}
                                    << QStringList{u"--repeats"_s};
    QTest::newRow("unknown --device") << QStringList{u"%PROJECT%"_s, u"--machine"_s, u"here"_s, u"--device"_s, u"gpu"_s}
                                      << QStringList{u"--device"_s, u"gpu"_s};
    QTest::newRow("no --machine") << QStringList{u"%PROJECT%"_s} << QStringList{u"--machine"_s};
}

void tst_BenchAttentionCli::badInputNamesTheArgument()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, named);
    args.replaceInStrings(u"%PROJECT%"_s, m_project);
    const QStringList before = runIds();
    const Output o = tpuwb(QStringList{u"bench"_s, u"attention"_s} + args);
    QCOMPARE(o.exitCode, 2);
    for (const QString &n : named)
        QVERIFY2(o.err.contains(n), qPrintable(n + u" not in: "_s + o.err));
    QCOMPARE(runIds(), before); // nothing was launched
}

QTEST_GUILESS_MAIN(tst_BenchAttentionCli)
#include "tst_bench_attention_cli.moc"
