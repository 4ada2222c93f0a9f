#include "core/metrics/health_tracker.h"

#include <QTest>

using namespace twb;

namespace {

// Four hosts logging one step every 500 ms of their own clock, arriving 20 ms later.
HealthTracker runningSlice(qint64 &now, int steps)
{
    HealthTracker tracker;
    ProcessStatus alive{true, true, true, false, 0};
    for (int h = 0; h < 4; ++h) {
        tracker.addHost(h);
        tracker.onProcessStatus(h, alive, now);
    }
    for (int s = 0; s < steps; ++s) {
        now += 500;
        for (int h = 0; h < 4; ++h)
            tracker.onPoint(h, s, 1000.0 + s * 0.5, now + 20);
    }
    now += 20;
    return tracker;
}

} // namespace

class tst_HealthTracker final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthySliceIsRunning()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        for (const auto &h : tracker.evaluate(now)) {
            QCOMPARE(h.state, HostState::Running);
            QCOMPARE(h.medianIntervalMs, 500.0);
            QCOMPARE(h.lastStep, std::int64_t(9));
        }
    }

    void silentLiveHostIsStalledAfterKMedians()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        const qint64 stoppedAt = now;
        // Hosts 0, 1, 3 go on; host 2 stops logging (SIGSTOP: its pid is still there).
        for (int s = 10; s < 20; ++s) {
            now += 500;
            for (int h : {0, 1, 3})
                tracker.onPoint(h, s, 1000.0 + s * 0.5, now);
            tracker.evaluate(now);
        }
        const HostHealth h2 = tracker.health(2);
        QCOMPARE(h2.state, HostState::Stalled);
        // k = 3 medians = 1.5 s: noticed at the first evaluation past that, well within 5 medians.
        QVERIFY(h2.sinceMs - stoppedAt > 1500);
        QVERIFY(h2.sinceMs - stoppedAt <= 5 * 500);
        QVERIFY(h2.detail.contains(QStringLiteral("median")));
        QCOMPARE(tracker.health(0).state, HostState::Running);
    }

    void laggingHostIsAStraggler()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        // Host 1 keeps logging, but slowly: it falls 5 steps behind while never silent long.
        for (int s = 10; s < 15; ++s) {
            now += 500;
            for (int h : {0, 2, 3})
                tracker.onPoint(h, s, 1000.0 + s * 0.5, now);
        }
        tracker.onPoint(1, 10, 1005.0, now);
        const auto all = tracker.evaluate(now);
        QCOMPARE(all[1].state, HostState::Straggler);
        QCOMPARE(all[1].stepLag, std::int64_t(4));
        QCOMPARE(all[0].state, HostState::Running);
    }

    void processGoneWithoutDoneIsCrashed_data()
    {
        QTest::addColumn<bool>("ended");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("expected");
        QTest::newRow("killed: launch.sh recorded 137") << true << 137 << int(HostState::Crashed);
        QTest::newRow("pid gone, nothing recorded") << false << 0 << int(HostState::Crashed);
        QTest::newRow("clean exit 0 without done") << true << 0 << int(HostState::Finished);
    }
    void processGoneWithoutDoneIsCrashed()
    {
        QFETCH(bool, ended);
        QFETCH(int, exitCode);
        QFETCH(int, expected);
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 5);
        tracker.onProcessStatus(3, ProcessStatus{true, true, false, ended, exitCode}, now);
        now += 100;
        const auto all = tracker.evaluate(now);
        QCOMPARE(int(all[3].state), expected);
        QCOMPARE(all[3].sinceMs, now);
    }

    void doneDecides()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 5);
        tracker.onDone(0, 0, now);
        tracker.onDone(1, 2, now);
        tracker.onProcessStatus(0, ProcessStatus{true, true, false, true, 0}, now);
        now += 10'000;   // long silence after done is no stall
        const auto all = tracker.evaluate(now);
        QCOMPARE(all[0].state, HostState::Finished);
        QCOMPARE(all[1].state, HostState::Failed);
        QCOMPARE(all[2].state, HostState::Stalled);
    }

    void startingAndUnknown()
    {
        HealthTracker tracker;
        tracker.addHost(0);
        tracker.addHost(1);
        tracker.onProcessStatus(0, ProcessStatus{true, true, true, false, 0}, 0);
        const auto all = tracker.evaluate(100'000);
        QCOMPARE(all[0].state, HostState::Starting);   // compiling for minutes is no stall
        QCOMPARE(all[1].state, HostState::Unknown);
    }
};

QTEST_GUILESS_MAIN(tst_HealthTracker)
#include "tst_health_tracker.moc"
