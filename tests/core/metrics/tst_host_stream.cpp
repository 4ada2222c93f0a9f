#include "core/metrics/host_stream.h"
#include "core/metrics/host_health.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/remote/local_transport.h"
#include "core/util/write_fence.h"

#include "support/test_paths.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cmath>

using namespace twb;
using namespace Qt::StringLiterals;

// A host stream through the local transport (this machine plays the host): the remote run
// folder and the workspace's mirror are two temp folders.
class tst_HostStream final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_remote;
    QTemporaryDir m_local;

    void append(const QByteArray &bytes)
    {
        QFile f(m_remote.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(f.open(QIODevice::Append));
        f.write(bytes);
    }

    RunMonitor::Config config()
    {
        RunMonitor::Config c;
        c.run = u"r"_s;
        c.hostCount = 1;
        c.remoteRunDir = m_remote.path();
        c.python = test::systemPython();
        c.localRunDir = m_local.path();
        c.transportFactory = [](int) { return std::make_unique<LocalTransport>(); };
        c.initialBackoff = std::chrono::milliseconds(100);
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QDir().mkpath(m_remote.filePath(u"metrics"_s));
        QDir().mkpath(m_remote.filePath(u"logs"_s));
    }

    void followsGrowingFileAndResumesWithoutDuplicates()
    {
        SeriesStore store;
        const SeriesKey loss{u"r"_s, 0, u"loss"_s};
        {
            RunMonitor monitor(store, config());
            monitor.start();
            append("{\"step\": 1, \"time\": 1.0, \"loss\": 3.0}\n{\"step\": 2, \"time\": 2.0, \"loss\": NaN}\n{\"st");
            QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), size_t(2), 10000);
            QTRY_VERIFY(monitor.isConnected(0));
            // The partial line is held back until its newline arrives.
            QTest::qWait(300);
            QCOMPARE(store.pointCount(loss), size_t(2));
            append("ep\": 3, \"time\": 3.0, \"loss\": 2.0}\nnot json\n");
            QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), size_t(3), 10000);
            QTRY_COMPARE(monitor.malformedLines(0), qint64(1));
            monitor.stop();
        }
        // The mirror holds exactly the remote bytes so far.
        QFile remote(m_remote.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(remote.open(QIODevice::ReadOnly));
        QFile mirror(m_local.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(mirror.open(QIODevice::ReadOnly));
        QCOMPARE(mirror.readAll(), remote.readAll());

        // A restarted app: a fresh store is filled from the mirror, then the stream resumes
        // from its end: nothing lost, nothing twice.
        append("{\"step\": 4, \"time\": 4.0, \"loss\": 1.5}\n");
        SeriesStore fresh;
        RunMonitor monitor(fresh, config());
        monitor.start();
        QTRY_COMPARE_WITH_TIMEOUT(fresh.pointCount(loss), size_t(4), 10000);
        QTest::qWait(300);
        const auto points = fresh.points(loss);
        QCOMPARE(points.size(), size_t(4));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(points[std::size_t(i)].step, std::int64_t(i + 1));
        QVERIFY(std::isnan(points[1].y));
    }

    // A window that opened the workspace read-only (another window is its writer, which keeps
    // the mirror): the mirror is read, the stream goes on in memory, and the mirror is not
    // written.
    void readOnlyWorkspaceFollowsWithoutWritingTheMirror()
    {
        const QString mirrorPath = m_local.filePath(u"metrics/host-0.jsonl"_s);
        QFile mirror(mirrorPath);
        QVERIFY(mirror.open(QIODevice::ReadOnly));
        const QByteArray before = mirror.readAll();
        mirror.close();
        const QDateTime modified = QFileInfo(mirrorPath).lastModified();
        const qsizetype linesBefore = before.count('\n');
        QVERIFY(linesBefore >= 4);

        WriteFence::close(m_local.path(), u"Read-only: another window has this workspace open."_s);
        SeriesStore store;
        const SeriesKey loss{u"r"_s, 0, u"loss"_s};
        {
            RunMonitor monitor(store, config());
            monitor.start();
            append("{\"step\": 5, \"time\": 5.0, \"loss\": 1.2}\n");
            QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), size_t(5), 10000);
            QTest::qWait(300);
            QCOMPARE(store.pointCount(loss), size_t(5));
            monitor.stop();
        }
        WriteFence::open(m_local.path());
        QVERIFY(mirror.open(QIODevice::ReadOnly));
        QCOMPARE(mirror.readAll(), before);
        QCOMPARE(QFileInfo(mirrorPath).lastModified(), modified);
    }

    // The host's follower sleeps on inotify; where inotify is missing (simulated with
    // TWB_FOLLOW_POLL=1, which the local transport's shell inherits) it polls, and a line
    // appended after it started still arrives.
    void followerWaitsOnInotifyOrPolls_data()
    {
        QTest::addColumn<bool>("forcePoll");
        QTest::newRow("inotify") << false;
        QTest::newRow("poll fallback") << true;
    }

    void followerWaitsOnInotifyOrPolls()
    {
        QFETCH(bool, forcePoll);
        if (forcePoll)
            qputenv("TWB_FOLLOW_POLL", "1");
        auto unset = qScopeGuard([] { qunsetenv("TWB_FOLLOW_POLL"); });
        QTemporaryDir remote;
        QTemporaryDir local;
        for (const char *sub : {"metrics", "logs", "status"})
            QDir().mkpath(remote.filePath(QString::fromLatin1(sub)));

        SeriesStore store;
        HostStream::Config c;
        c.run = u"r"_s;
        c.remoteRunDir = remote.path();
        c.localRunDir = local.path();
        c.python = test::systemPython();
        c.transportFactory = [] { return std::make_unique<LocalTransport>(); };
        auto *stream = new HostStream(store, c);
        QThread thread;
        stream->moveToThread(&thread);
        QObject::connect(&thread, &QThread::started, stream, &HostStream::run);
        QObject::connect(&thread, &QThread::finished, stream, &QObject::deleteLater);
        QList<ProcessStatus> statuses;
        QObject::connect(stream, &HostStream::processStatus, this,
                         [&](int, const ProcessStatus &s, qint64) { statuses.append(s); });
        thread.start();
        auto stop = qScopeGuard([&] {
            stream->requestStop();
            thread.quit();
            thread.wait();
        });

        QTRY_VERIFY_WITH_TIMEOUT(!statuses.isEmpty(), 10000);
        QCOMPARE(statuses.first().followerOnInotify, !forcePoll);
        QFile f(remote.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(f.open(QIODevice::Append));
        f.write("{\"step\": 1, \"time\": 1.0, \"loss\": 2.5}\n");
        f.close();
        QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(SeriesKey{u"r"_s, 0, u"loss"_s}), size_t(1), 10000);
    }

    // An app reopened on a long run replays its mirror in pieces (issue 30: not all of it in
    // memory at once): lines that straddle the pieces arrive whole, once each, and a cut-off
    // last line is dropped from the mirror and asked again from the host.
    void longMirrorIsReplayedInPiecesAndItsCutOffLineDropped()
    {
        QTemporaryDir remote;
        QDir().mkpath(remote.filePath(u"metrics"_s));
        QDir().mkpath(remote.filePath(u"logs"_s));
        QTemporaryDir local;
        QDir().mkpath(local.filePath(u"metrics"_s));
        QByteArray lines;
        constexpr int kLines = 5000;   // ~240 KiB: several 64 KiB pieces
        for (int i = 0; i < kLines; ++i)
            lines += "{\"step\": " + QByteArray::number(i) + ", \"time\": " + QByteArray::number(i) + ".5, \"loss\": "
                     + QByteArray::number(1.0 + i * 1e-4, 'g', 9) + "}\n";
        QFile remoteFile(remote.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(remoteFile.open(QIODevice::WriteOnly));
        remoteFile.write(lines + "{\"step\": 5000, \"time\": 5000.5, \"loss\": 0.5}\n");
        remoteFile.close();
        QFile mirror(local.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(mirror.open(QIODevice::WriteOnly));
        mirror.write(lines + "{\"step\": 50");   // the app died mid-line
        mirror.close();

        SeriesStore store;
        RunMonitor::Config c = config();
        c.remoteRunDir = remote.path();
        c.localRunDir = local.path();
        RunMonitor monitor(store, c);
        monitor.start();
        const SeriesKey loss{u"r"_s, 0, u"loss"_s};
        QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), std::size_t(kLines + 1), 15000);
        QTest::qWait(300);
        monitor.stop();
        const auto points = store.points(loss);
        QCOMPARE(points.size(), std::size_t(kLines + 1));
        for (std::size_t i = 0; i < points.size(); ++i)
            QCOMPARE(points[i].step, std::int64_t(i));
        QVERIFY(mirror.open(QIODevice::ReadOnly));
        QCOMPARE(mirror.readAll(), lines + "{\"step\": 5000, \"time\": 5000.5, \"loss\": 0.5}\n");
    }

    void logAndStatusAndEnd()
    {
        QTemporaryDir remote;
        QDir().mkpath(remote.filePath(u"status"_s));
        QDir().mkpath(remote.filePath(u"logs"_s));
        QDir().mkpath(remote.filePath(u"metrics"_s));
        QFile log(remote.filePath(u"logs/host-0.log"_s));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("starting\n");
        log.close();
        QFile metrics(remote.filePath(u"metrics/host-0.jsonl"_s));
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        metrics.write("{\"step\": 5, \"time\": 5.0, \"loss\": 1.0}\n"
                      "{\"event\": \"done\", \"time\": 6.0, \"exit_code\": 137, \"source\": \"launch.sh\"}\n");
        metrics.close();
        QFile status(remote.filePath(u"status/host-0.json"_s));
        QVERIFY(status.open(QIODevice::WriteOnly));
        status.write("{\"pid\": 999999999, \"launcher_pid\": 1, \"ended\": 6.0, \"exit_code\": 137}\n");
        status.close();

        SeriesStore store;
        RunMonitor::Config c = config();
        c.remoteRunDir = remote.path();
        QTemporaryDir local;
        c.localRunDir = local.path();
        RunMonitor monitor(store, c);
        QSignalSpy logs(&monitor, &RunMonitor::logArrived);
        QSignalSpy ended(&monitor, &RunMonitor::streamsEnded);
        monitor.start();
        QTRY_VERIFY_WITH_TIMEOUT(ended.size() == 1, 15000);   // the agent says the run is over
        QCOMPARE(logs.size(), 1);
        QCOMPARE(logs.first().at(1).toByteArray(), QByteArray("starting\n"));
        monitor.evaluate();
        QCOMPARE(monitor.health().first().state, HostState::Crashed);   // killed: done by launch.sh
        QVERIFY(monitor.health().first().detail.contains(u"signal 9"_s));
    }
};

QTEST_GUILESS_MAIN(tst_HostStream)
#include "tst_host_stream.moc"
