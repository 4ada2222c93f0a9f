// Following a job the workbench did not launch (RunMonitor with an attached job's own files):
// on a 2-worker fake slice (sshd on 127.0.0.2-3), a writer process the test starts appends a
// MaxText log, or a JSONL file, on both workers (some lines torn in two writes); the follow
// agent is pointed at them by a path with {worker} (and a glob for JSONL); every line reaches
// the store once, in order, on the right worker, while the writer is still writing.
#include "core/metrics/run_monitor.h"
#include "core/services/run_diagnostics.h"
#include "core/metrics/series_store.h"
#include "core/remote/ssh_transport.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace {

// Appends `count` lines to each file, worker by worker, 15 ms apart; every 5th line is written
// in two parts 40 ms apart (a writer mid-line).
const char *kWriter = R"PY(import sys, time
fmt, count, paths = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
files = [open(p, "ab", buffering=0) for p in paths]
for i in range(1, count + 1):
    for w, f in enumerate(files):
        loss = 10.0 / i + w
        if fmt == "maxtext":
            line = "I1202 12:00:00.000 train.py:42] completed step: %d, seconds: 0.5, TFLOP/s/device: 100.0, Tokens/s/device: 2000.0, total_weights: 4096, loss: %.6f\n" % (i, loss)
        else:
            line = '{"step": %d, "time": %f, "loss": %.6f}\n' % (i, 1000.0 + i, loss)
        data = line.encode()
        if i % 5 == 0:
            f.write(data[:len(data) // 2])
            time.sleep(0.04)
            f.write(data[len(data) // 2:])
        else:
            f.write(data)
    time.sleep(0.015)
)PY";

} // namespace

class tst_AttachFollow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void followsEveryWorker_data();
    void followsEveryWorker();

private:
    test::SshdFixture m_fixture{{.hostCount = 2, .acceleratorType = u"v4-16"_s}};
};

void tst_AttachFollow::initTestCase()
{
    TWB_VERIFY_RESULT(m_fixture.start());
}

void tst_AttachFollow::followsEveryWorker_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("pattern");    // as the user gives it
    QTest::addColumn<QString>("fileName");   // as the job writes it ({worker} filled in)
    QTest::newRow("maxtext log by {worker}") << u"maxtext"_s << u"~/job-mt/train-{worker}.log"_s << u"train-%1.log"_s;
    QTest::newRow("jsonl by {worker} and a glob") << u"jsonl"_s << u"~/job-js/w{worker}-*.jsonl"_s
                                                  << u"w%1-20261202.jsonl"_s;
}

void tst_AttachFollow::followsEveryWorker()
{
    QFETCH(QString, format);
    QFETCH(QString, pattern);
    QFETCH(QString, fileName);
    const int count = 120;
    const QString folder = pattern.section(u'/', 1, 1);
    QStringList files;
    for (int w = 0; w < 2; ++w) {
        const QString dir = m_fixture.homeDir(w) + u'/' + folder;
        QVERIFY(QDir().mkpath(dir));
        files << dir + u'/' + fileName.arg(w);
        QFile::remove(files.last());
    }
    // The job starts first (it was running before anyone attached) and goes on meanwhile.
    QProcess writer;
    writer.setProcessChannelMode(QProcess::ForwardedChannels);
    writer.start(test::systemPython(), QStringList{u"-c"_s, QString::fromUtf8(kWriter), format, QString::number(count)} + files);
    QVERIFY(writer.waitForStarted());
    QTest::qWait(300);

    SeriesStore store;
    RunMonitor::Config config;
    config.run = u"attached-"_s + format;
    config.hostCount = 2;
    config.remoteRunDir = u"~/tpu-workbench/runs/attached-"_s + format;   // not used for the files
    config.python = test::systemPython();
    config.metricsPath = pattern;
    config.format = format == u"maxtext"_s ? MetricFormat::MaxTextLog : MetricFormat::Jsonl;
    QTemporaryDir local;
    config.localRunDir = local.path();
    std::vector<SshEndpoint> endpoints{m_fixture.endpoint(0), m_fixture.endpoint(1)};
    config.transportFactory = [endpoints](int h) { return std::make_unique<SshTransport>(endpoints[size_t(h)]); };
    config.initialBackoff = milliseconds(200);
    config.maxBackoff = milliseconds(1000);
    RunMonitor monitor(store, config);
    monitor.start();

    // Live: points arrive while the job still writes.
    const SeriesKey key0{config.run, 0, u"loss"_s};
    const SeriesKey key1{config.run, 1, u"loss"_s};
    QTRY_VERIFY_WITH_TIMEOUT(store.pointCount(key0) > 0 && store.pointCount(key1) > 0, 20000);
    const bool sawLive = writer.state() == QProcess::Running;
    QVERIFY(writer.waitForFinished(60000));
    QCOMPARE(writer.exitCode(), 0);
    QVERIFY2(sawLive, "the job had finished before a point arrived: nothing was followed live");
    QTRY_VERIFY_WITH_TIMEOUT(store.pointCount(key0) == size_t(count) && store.pointCount(key1) == size_t(count), 20000);
    QTest::qWait(500);   // nothing more arrives: no line twice
    for (int w = 0; w < 2; ++w) {
        const auto points = store.points({config.run, w, u"loss"_s});
        QCOMPARE(points.size(), size_t(count));
        for (int i = 0; i < count; ++i) {
            QCOMPARE(points[size_t(i)].step, std::int64_t(i + 1));
            QVERIFY(qAbs(points[size_t(i)].y - (10.0 / (i + 1) + w)) < 1e-5);
        }
        QCOMPARE(monitor.malformedLines(w), 0);
    }
    monitor.stop();

    // The run checklist reads the mirrors in the job's own format: its loss is there.
    RunRecord attached;
    attached.runId = config.run;
    attached.device = u"tpu"_s;
    attached.attachMetrics = pattern;
    attached.attachFormat = format;
    const RunVerification checks = RunVerifier::verify(RunDiagnostics::verificationInputs(attached, local.path()));
    const VerificationCheck *loss = checks.find(u"loss_decreasing"_s);
    QVERIFY(loss);
    QVERIFY2(loss->outcome == VerificationCheck::Outcome::Pass, qPrintable(loss->evidence));
}

QTEST_GUILESS_MAIN(tst_AttachFollow)
#include "tst_attach_follow.moc"
