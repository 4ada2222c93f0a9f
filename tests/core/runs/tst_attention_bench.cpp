// AttentionBench: the --seq-len list, the script's arguments, the rows of a metrics file
// (bench_attention.py's events) and the verdict, which only names a kernel the experiment can
// use that was correct at every length. run.json's kind round-trips.
#include "core/runs/attention_bench.h"
#include "core/runs/run_record.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::AttentionBench;
using twb::AttentionBenchRow;

class tst_AttentionBench final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seqLens_data();
    void seqLens();
    void badSeqLensNameTheOptionAndThePart_data();
    void badSeqLensNameTheOptionAndThePart();
    void scriptArguments();
    void rowsOfTheLastBenchmarkInAFile();
    void verdictIsTheFastestSettableKernelCorrectAtEveryLength();
    void verdictIsEmptyWhenNoSettableKernelWasCorrect();
    void runKindRoundTrips();
};

void tst_AttentionBench::seqLens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<qint64>>("expected");
    QTest::newRow("one") << u"512"_s << QList<qint64>{512};
    QTest::newRow("three in order") << u"512,1024,2048"_s << QList<qint64>{512, 1024, 2048};
    QTest::newRow("unsorted with spaces and a repeat") << u"2048, 512 ,2048,1024"_s << QList<qint64>{512, 1024, 2048};
}

void tst_AttentionBench::seqLens()
{
    QFETCH(QString, text);
    QFETCH(QList<qint64>, expected);
    auto parsed = AttentionBench::parseSeqLens(text);
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(*parsed, expected);
}

void tst_AttentionBench::badSeqLensNameTheOptionAndThePart_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("part");
    QTest::newRow("letters") << u"512,1k"_s << u"\"1k\""_s;
    QTest::newRow("empty part") << u"512,,1024"_s << u"\"\""_s;
    QTest::newRow("zero") << u"0"_s << u"\"0\""_s;
    QTest::newRow("negative") << u"-8"_s << u"\"-8\""_s;
    QTest::newRow("absurdly long") << u"99999999"_s << u"\"99999999\""_s;
    QTest::newRow("decimal") << u"512.5"_s << u"\"512.5\""_s;
}

void tst_AttentionBench::badSeqLensNameTheOptionAndThePart()
{
    QFETCH(QString, text);
    QFETCH(QString, part);
    auto parsed = AttentionBench::parseSeqLens(text);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().kind, twb::Error::Kind::Usage);
    QVERIFY2(parsed.error().message.startsWith(u"--seq-len "_s + text), qPrintable(parsed.error().message));
    QVERIFY2(parsed.error().message.contains(part), qPrintable(parsed.error().message));
}

void tst_AttentionBench::scriptArguments()
{
    QCOMPARE(AttentionBench::scriptArguments({128, 256}, 2, 3, 1),
             (QStringList{u"--bench-attention"_s, u"128,256"_s, u"--bench-batch"_s, u"2"_s, u"--bench-repeats"_s, u"3"_s,
                          u"--threads"_s, u"1"_s}));
    // Unset counts are left to the script's defaults.
    QCOMPARE(AttentionBench::scriptArguments({64}, 0, 0, 0), (QStringList{u"--bench-attention"_s, u"64"_s}));
}

void tst_AttentionBench::rowsOfTheLastBenchmarkInAFile()
{
    const QByteArray jsonl =
        "{\"event\": \"config\", \"kind\": \"attention_bench\"}\n"
        "{\"event\": \"attention_bench\", \"kernel\": \"sdpa\", \"seq_len\": 64, \"status\": \"ok\", \"attn_ms\": 9.0}\n"
        "{\"event\": \"done\", \"exit_code\": 0}\n"
        // A second benchmark in the same file replaces the first.
        "{\"event\": \"config\", \"kind\": \"attention_bench\"}\n"
        "{\"event\": \"attention_bench\", \"kernel\": \"sdpa\", \"seq_len\": 128, \"status\": \"ok\", \"attn_ms\": 1.5, "
        "\"max_abs_err\": 3e-7, \"tolerance\": 1e-4, \"impl\": \"F.sdpa\", \"device\": \"cpu\", \"dtype\": \"float32\", "
        "\"batch\": 1, \"heads\": 4, \"head_dim\": 16}\n"
        "not json at all\n"
        "{\"step\": 128, \"attn_ms/sdpa\": 1.5}\n"
        "{\"event\": \"attention_bench\", \"kernel\": \"flash\", \"seq_len\": 128, \"status\": \"unavailable\", "
        "\"reason\": \"no torch_xla\"}\n"
        "{\"event\": \"attention_bench\", \"kernel\": \"reference\", \"seq_len\": 128, \"status\": \"ok\", \"attn_ms\": 2.0, "
        "\"max_abs_err\": NaN}\n"
        "{\"event\": \"attention_bench\", \"kernel\": \"\", \"seq_len\": 128}\n";
    const QList<AttentionBenchRow> rows = AttentionBench::rowsFromMetrics(jsonl);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0].kernel, u"sdpa"_s);
    QCOMPARE(rows[0].seqLen, 128);
    QVERIFY(rows[0].ok());
    QCOMPARE(*rows[0].ms, 1.5);
    QCOMPARE(*rows[0].maxAbsErr, 3e-7);
    QCOMPARE(rows[0].tolerance, 1e-4);
    QCOMPARE(rows[0].heads, 4);
    QCOMPARE(rows[0].headDim, 16);
    QCOMPARE(rows[0].dtype, u"float32"_s);
    QCOMPARE(rows[1].status, u"unavailable"_s);
    QCOMPARE(rows[1].reason, u"no torch_xla"_s);
    QVERIFY(!rows[1].ms);
    QVERIFY(!rows[1].ok());
    QCOMPARE(rows[2].kernel, u"reference"_s);
}

namespace {
AttentionBenchRow row(const QString &kernel, qint64 seq, const QString &status, double ms)
{
    AttentionBenchRow r;
    r.kernel = kernel;
    r.seqLen = seq;
    r.status = status;
    if (status == u"ok"_s || status == u"mismatch"_s)
        r.ms = ms;
    return r;
}
} // namespace

void tst_AttentionBench::verdictIsTheFastestSettableKernelCorrectAtEveryLength()
{
    const QList<AttentionBenchRow> rows = {
        row(u"splash"_s, 512, u"ok"_s, 1.0),   row(u"flash"_s, 512, u"ok"_s, 2.0),   row(u"sdpa"_s, 512, u"ok"_s, 3.0),
        row(u"reference"_s, 512, u"ok"_s, 0.1), // fastest, but not a kernel to set
        row(u"splash"_s, 1024, u"mismatch"_s, 1.0), // wrong at one length: out
        row(u"flash"_s, 1024, u"ok"_s, 4.0),   row(u"sdpa"_s, 1024, u"ok"_s, 2.5), row(u"reference"_s, 1024, u"ok"_s, 0.1)};
    const twb::AttentionBenchVerdict v = AttentionBench::verdict(rows);
    QCOMPARE(v.kernels, (QStringList{u"splash"_s, u"flash"_s, u"sdpa"_s, u"reference"_s}));
    QCOMPARE(v.fastest, u"sdpa"_s); // 5.5 ms against flash's 6.0
    QCOMPARE(v.totalMs, 5.5);
}

void tst_AttentionBench::verdictIsEmptyWhenNoSettableKernelWasCorrect()
{
    const QList<AttentionBenchRow> rows = {row(u"sdpa"_s, 64, u"failed"_s, 0), row(u"reference"_s, 64, u"ok"_s, 1.0),
                                           row(u"flash"_s, 64, u"unavailable"_s, 0)};
    QVERIFY(AttentionBench::verdict(rows).fastest.isEmpty());
    QVERIFY(AttentionBench::verdict({}).fastest.isEmpty());
}

void tst_AttentionBench::runKindRoundTrips()
{
    QTemporaryDir dir;
    twb::RunRecord record;
    record.runId = u"tiny-attention-bench-1"_s;
    record.kind = u"attention_bench"_s;
    const QString path = dir.filePath(u"run.json"_s);
    QVERIFY(record.writeFile(path));
    auto read = twb::RunRecord::readFile(path);
    QVERIFY(read);
    QCOMPARE(read->kind, u"attention_bench"_s);
    // A training run writes no kind (run.json files written before it keep their shape).
    QVERIFY(!twb::RunRecord().toJson().contains("kind"));
}

QTEST_GUILESS_MAIN(tst_AttentionBench)
#include "tst_attention_bench.moc"
