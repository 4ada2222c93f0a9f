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

    // An evaluation announced by phase events, 5x the step time: no stall, and its gap is no
    // step interval. The same gap unannounced is a stall.
    void anAnnouncedEvaluationIsNoStall()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        const double t = 1000.0 + 9 * 0.5;
        // Every host evaluates after step 9, for 2.5 s = 5 step times, evaluated every 100 ms.
        for (int h = 0; h < 4; ++h)
            tracker.onPhase(h, QStringLiteral("eval"), true, t + 0.01, now);
        for (int tick = 1; tick <= 25; ++tick)
            for (const auto &h : tracker.evaluate(now + tick * 100))
                QCOMPARE(h.state, HostState::Running);
        QVERIFY2(tracker.health(0).detail.contains(QStringLiteral("In evaluation for")), qPrintable(tracker.health(0).detail));
        for (int h = 0; h < 4; ++h) {
            tracker.onPhase(h, QStringLiteral("eval"), false, t + 2.5, now + 2500);
            tracker.onPoint(h, 10, t + 3.0, now + 3000);
        }
        tracker.evaluate(now + 3000);
        QCOMPARE(tracker.health(0).state, HostState::Running);
        QCOMPARE(tracker.health(0).medianIntervalMs, 500.0);   // the 3 s gap is no step interval
        // After the phase the step rule is back: 3 x 500 ms.
        QCOMPARE(tracker.evaluate(now + 4400)[0].state, HostState::Running);
        QCOMPARE(tracker.evaluate(now + 4600)[0].state, HostState::Stalled);
        // Later intervals count again: the median follows the run's new step time.
        for (int s = 11; s < 11 + 70; ++s)
            tracker.onPoint(0, s, t + 3.0 + (s - 10) * 0.2, now + 5000 + (s - 10) * 200);
        QCOMPARE(tracker.evaluate(now + 5000 + 70 * 200)[0].medianIntervalMs, 200.0);
    }

    void theSameGapUnannouncedIsAStall()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        bool stalled = false;
        for (int tick = 1; tick <= 25; ++tick)
            stalled = stalled || tracker.evaluate(now + tick * 100)[0].state == HostState::Stalled;
        QVERIFY(stalled);
        QCOMPARE(tracker.health(0).state, HostState::Stalled);
    }

    // A phase is judged against its own history: 3x its longest earlier run, at least 60 s; a
    // first one gets 30 minutes.
    void aPhaseFarBeyondItsHistoryIsStalled()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        double t = 1000.0 + 9 * 0.5;
        // A first compilation: 29 minutes is allowed, 31 is not.
        tracker.onPhase(1, QStringLiteral("compile"), true, t, now);
        QCOMPARE(tracker.evaluate(now + 29 * 60'000)[1].state, HostState::Running);
        QCOMPARE(tracker.evaluate(now + 31 * 60'000)[1].state, HostState::Stalled);
        QVERIFY2(tracker.health(1).detail.contains(QStringLiteral("more than a first compilation is given (1800 s)")),
                 qPrintable(tracker.health(1).detail));

        // Host 0's first evaluation takes 30 s; its second may take 90 s (3 x 30), not 91.
        now = 2'000'000;
        HealthTracker second = runningSlice(now, 10);
        t = 1000.0 + 9 * 0.5;
        second.onPhase(0, QStringLiteral("eval"), true, t, now);
        second.onPhase(0, QStringLiteral("eval"), false, t + 30.0, now + 30'000);
        for (int s = 10; s < 20; ++s)
            for (int h = 0; h < 4; ++h)
                second.onPoint(h, s, t + 30.0 + (s - 9) * 0.5, now + 30'000 + (s - 9) * 500);
        now += 35'000;
        t += 35.0;
        second.onPhase(0, QStringLiteral("eval"), true, t, now);
        QCOMPARE(second.evaluate(now + 89'000)[0].state, HostState::Running);
        QCOMPARE(second.evaluate(now + 91'000)[0].state, HostState::Stalled);
        QVERIFY2(second.health(0).detail.contains(QStringLiteral("longest earlier run, 30.0 s")),
                 qPrintable(second.health(0).detail));
        // A short history still gets the floor: a 5 s checkpoint save may take 60 s.
        second.onPhase(2, QStringLiteral("checkpoint_save"), true, t, now);
        second.onPhase(2, QStringLiteral("checkpoint_save"), false, t + 5.0, now + 5'000);
        second.onPhase(2, QStringLiteral("checkpoint_save"), true, t + 6.0, now + 6'000);
        QCOMPARE(second.evaluate(now + 6'000 + 59'000)[2].state, HostState::Running);
        QCOMPARE(second.evaluate(now + 6'000 + 61'000)[2].state, HostState::Stalled);
    }

    // A dead process inside a phase is not stalled (crashed comes from its status).
    void aPhaseOfAGoneProcessIsNoStall()
    {
        qint64 now = 1'000'000;
        HealthTracker tracker = runningSlice(now, 10);
        tracker.onPhase(3, QStringLiteral("eval"), true, 1000.0 + 4.5, now);
        tracker.onProcessStatus(3, ProcessStatus{true, true, false, false, 0}, now);
        QCOMPARE(tracker.evaluate(now + 40 * 60'000)[3].state, HostState::Crashed);
    }
};

QTEST_GUILESS_MAIN(tst_HealthTracker)
#include "tst_health_tracker.moc"
