// Following a TensorBoard event file live (an attached job with --format tfevents): a writer
// this test starts (tests/support/tensorboard_live_writer.py: torch's SummaryWriter from the
// workbench's Python environment) appends TF1 and TF2 scalar records while RunMonitor follows
// the file through the local transport, found by a glob as `tpuwb run attach --metrics
// 'DIR/events.out.tfevents.*'` gives it. New scalars arrive while the file grows; a torn last
// record (the writer mid-record) adds nothing until the rest is written, then exactly its
// points; no record is taken twice. What the store holds is what TensorBoard's own reader
// (tbparse) reads from the file, torn and finished.
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/remote/local_transport.h"
#include "support/test_paths.h"
#include "support/tfevents_files.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace {

// The store's points of the run, as TensorBoard's reader's are sorted.
QList<test::TfEventPoint> storePoints(const SeriesStore &store, const QString &run)
{
    QList<test::TfEventPoint> points;
    for (const QString &tag : {u"loss"_s, u"train/lr"_s})
        for (const auto &p : store.points({run, 0, tag}))
            points << test::TfEventPoint{tag, p.step, p.time, p.y};
    return test::sortedTfEventPoints(points);
}

} // namespace

class tst_AttachFollowTfEvents final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsGrowingFileAndWaitsForATornRecord();
};

void tst_AttachFollowTfEvents::followsGrowingFileAndWaitsForATornRecord()
{
    const int count = 60;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir().mkpath(dir.filePath(u"job/tb"_s)) && QDir().mkpath(dir.filePath(u"control"_s)));
    const QString python = test::xlaPython();
    QVERIFY2(QFileInfo(python).isExecutable(),
             qPrintable(u"%1 does not exist: the writer is TensorBoard's SummaryWriter from the workbench's Python "
                        "environment; run scripts/install-python-env.sh (scripts/install-deps.sh runs it)"_s.arg(python)));

    // The job starts first (it was running before anyone attached) and goes on meanwhile.
    QProcess writer;
    writer.setProcessChannelMode(QProcess::ForwardedChannels);
    writer.start(python, {test::sourceDir() + u"/tests/support/tensorboard_live_writer.py"_s, dir.filePath(u"job/tb"_s),
                          QString::number(count), dir.filePath(u"control"_s)});
    QVERIFY(writer.waitForStarted());
    auto stopWriter = qScopeGuard([&] {
        writer.kill();
        writer.waitForFinished();
    });
    const QDir tb(dir.filePath(u"job/tb"_s));
    const QStringList pattern{u"events.out.tfevents.*"_s};
    QTRY_VERIFY2_WITH_TIMEOUT(!tb.entryList(pattern, QDir::Files).isEmpty() || writer.state() != QProcess::Running,
                              "the writer made no event file", 60000);
    QVERIFY2(writer.state() == QProcess::Running,
             "tensorboard_live_writer.py ended early: it needs torch and tensorboard of the workbench's Python "
             "environment (scripts/install-python-env.sh)");
    const QString file = tb.filePath(tb.entryList(pattern, QDir::Files).constFirst());

    SeriesStore store;
    RunMonitor::Config config;
    config.run = u"attached-tb"_s;
    config.hostCount = 1;
    config.remoteRunDir = dir.filePath(u"not-used"_s);   // an attached job's files are its own
    config.python = test::systemPython();   // the follow agent's interpreter, not the writer's
    config.metricsPath = dir.filePath(u"job/tb/events.out.tfevents.*"_s);
    config.format = MetricFormat::TfEvents;
    QTemporaryDir local;
    config.localRunDir = local.path();
    config.transportFactory = [](int) { return std::make_unique<LocalTransport>(); };
    config.initialBackoff = milliseconds(200);
    config.maxBackoff = milliseconds(1000);
    RunMonitor monitor(store, config);
    monitor.start();

    const SeriesKey loss{config.run, 0, u"loss"_s};
    const SeriesKey lr{config.run, 0, u"train/lr"_s};
    const QString torn = dir.filePath(u"control/torn"_s);
    // Live: scalars arrive while the writer is still writing whole records, and keep arriving.
    QTRY_VERIFY_WITH_TIMEOUT(store.pointCount(loss) > 0, 20000);
    const std::size_t early = store.pointCount(loss);
    const bool sawLive = !QFile::exists(torn);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(torn), 30000);
    QVERIFY2(sawLive, "the writer had written every record before a point arrived: nothing was followed live");
    QVERIFY2(early < std::size_t(count), "every point came at once: nothing was followed live");

    // The file ends in a torn record: every whole one is in, the torn one waits.
    QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), std::size_t(count), 20000);
    QTest::qWait(800);   // the agent has sent the torn bytes by now (it polls every 50 ms at worst)
    QCOMPARE(store.pointCount(loss), std::size_t(count));
    QCOMPARE(store.pointCount(lr), std::size_t(count));
    // The torn bytes did arrive (the mirror has the whole file) and wait: the stream's complete
    // offset stops at the torn record's start, 20 bytes before the end.
    const qint64 fileSize = QFileInfo(file).size();
    QTRY_COMPARE_WITH_TIMEOUT(QFileInfo(monitor.metricsMirrorPath(0)).size(), fileSize, 10000);
    QCOMPARE(monitor.metricsOffset(0), fileSize - 20);
    QCOMPARE(monitor.malformedLines(0), 0);
    // TensorBoard's reader reads the same from the file as it is now.
    QString error;
    const QList<test::TfEventPoint> tornRead = test::readWithTensorBoard(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(tornRead.size(), 2 * count);
    QCOMPARE(storePoints(store, config.run), tornRead);

    // The rest of the record, and one more: exactly their points, in order, nothing twice.
    QFile go(dir.filePath(u"control/go"_s));
    QVERIFY(go.open(QIODevice::WriteOnly));
    go.close();
    QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), std::size_t(count + 2), 20000);
    QTest::qWait(500);
    QCOMPARE(store.pointCount(loss), std::size_t(count + 2));
    QCOMPARE(store.pointCount(lr), std::size_t(count + 2));
    const auto losses = store.points(loss);
    const auto lrs = store.points(lr);
    for (int i = 0; i < count + 2; ++i) {
        const int step = i + 1;
        QCOMPARE(losses[size_t(i)].step, std::int64_t(step));
        QCOMPARE(losses[size_t(i)].y, 4.0 - step / 8.0);      // exact in float32
        QCOMPARE(lrs[size_t(i)].step, std::int64_t(step));
        QCOMPARE(lrs[size_t(i)].y, step / 1024.0);
    }
    QCOMPARE(monitor.metricsOffset(0), QFileInfo(file).size());
    QCOMPARE(monitor.malformedLines(0), 0);
    const QList<test::TfEventPoint> finishedRead = test::readWithTensorBoard(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(finishedRead.size(), 2 * (count + 2));
    QCOMPARE(storePoints(store, config.run), finishedRead);
    QCOMPARE(writer.state(), QProcess::Running);   // followed, never touched
    monitor.stop();
}

QTEST_GUILESS_MAIN(tst_AttachFollowTfEvents)
#include "tst_attach_follow_tfevents.moc"
