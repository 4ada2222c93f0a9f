// AlertMonitor's rules, driven with health snapshots and a clock of the test's own (the live
// path, follower -> health -> alert, is tests/e2e/runs/tst_run_alerts_cli): each event alerts
// once, not once per refresh; one alert per run, attempt and kind names its hosts and is updated
// as more join; stalled and straggler end when they have gone and alert again after; a
// straggler alerts only after the set time; a run first seen ended raises nothing; a new
// attempt starts over; an evaluation attempt raises no `finished`; a NaN loss in the store
// alerts once per attempt.
#include "core/metrics/series_store.h"
#include "core/services/alert_monitor.h"
#include "core/services/machine_access.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

RunRecord record(RunState state, const QString &attempt = u"run-a1"_s)
{
    RunRecord r;
    r.runId = u"run"_s;
    r.machine = u"slice"_s;
    r.state = state;
    RunAttempt a;
    a.attemptId = attempt;
    r.attempts << a;
    return r;
}

HostHealth host(int index, HostState state, qint64 sinceMs = 1000, const QString &detail = {})
{
    HostHealth h;
    h.host = index;
    h.state = state;
    h.sinceMs = sinceMs;
    h.detail = detail;
    return h;
}

QStringList kinds(const QSignalSpy &spy)
{
    QStringList out;
    for (const auto &args : spy) {
        const auto e = args.first().value<AlertEvent>();
        out << alertKindName(e.kind) + (e.hosts.isEmpty() ? QString() : u":"_s + e.hostList().remove(u' '));
    }
    return out;
}

void appendLoss(SeriesStore &store, int h, std::int64_t step, double loss)
{
    IngestBatch batch;
    batch.metricNames = {"loss"};
    batch.values.push_back({0, step, double(step), loss});
    store.append(u"run"_s, h, batch);
}

} // namespace

class tst_AlertMonitor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void stalledAlertsOnceAndAgainAfterItMoved();
    void stragglerAlertsOnlyAfterTheSetTime();
    void crashedAndFinishedAlertOnceEach();
    void stoppedRunRaisesNothing();
    void aRunFirstSeenEndedRaisesNothing();
    void aNewAttemptStartsOver();
    void nanLossAlertsOncePerAttempt();
    void anUnfollowedRunAlertsFromItsRecord();
    void aPreemptedRunAlertsPreemptedNotCrashed();
    void fourHostsStallingOneAfterAnotherAreOneAlert();
    void anEvalAttemptRaisesNoFinished();

private:
    QTemporaryDir m_root;
    std::unique_ptr<SeriesStore> m_store;
    std::unique_ptr<RunService> m_service;
    std::unique_ptr<RunFollower> m_follower;
    std::unique_ptr<AlertMonitor> m_alerts;
};

void tst_AlertMonitor::init()
{
    m_store = std::make_unique<SeriesStore>();
    m_service = std::make_unique<RunService>(
        MachineAccess(m_root.filePath(u"tpu_config.json"_s), ConnectionProfile::defaults()), m_root.filePath(u"runs"_s));
    m_follower = std::make_unique<RunFollower>(*m_store, *m_service);
    m_alerts = std::make_unique<AlertMonitor>(*m_follower, *m_store);
}

void tst_AlertMonitor::cleanup()
{
    m_alerts.reset();
    m_follower.reset();
    m_service.reset();
    m_store.reset();
}

void tst_AlertMonitor::stalledAlertsOnceAndAgainAfterItMoved()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    const RunRecord r = record(RunState::Running);
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 1000);
    QCOMPARE(spy.size(), 0);
    for (int refresh = 0; refresh < 20; ++refresh)
        m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Stalled, 2000, u"No step"_s)}, 2000 + refresh * 100);
    QCOMPARE(kinds(spy), QStringList{u"stalled:1"_s});
    const auto event = spy.first().first().value<AlertEvent>();
    QCOMPARE(event.runId, u"run"_s);
    QCOMPARE(event.machine, u"slice"_s);
    QCOMPARE(event.detail, u"No step"_s);
    // It moves again, then stalls again: a new event.
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 5000);
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Stalled, 6000)}, 6000);
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Stalled, 6000)}, 6100);
    QCOMPARE(kinds(spy), (QStringList{u"stalled:1"_s, u"stalled:1"_s}));
}

void tst_AlertMonitor::stragglerAlertsOnlyAfterTheSetTime()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    m_alerts->setStragglerAfterMs(30000);
    const RunRecord r = record(RunState::Running);
    const auto snapshot = [](qint64 since) { return QList<HostHealth>{host(0, HostState::Running), host(1, HostState::Straggler, since, u"12 steps behind the newest host."_s)}; };
    m_alerts->observe(r, snapshot(10000), 10000);
    m_alerts->observe(r, snapshot(10000), 39999);
    QCOMPARE(spy.size(), 0);
    m_alerts->observe(r, snapshot(10000), 40000);
    m_alerts->observe(r, snapshot(10000), 90000);
    QCOMPARE(kinds(spy), QStringList{u"straggler:1"_s});
    QCOMPARE(spy.first().first().value<AlertEvent>().detail, u"12 steps behind the newest host. Straggling for 30 s."_s);
    // Caught up, then behind again for a short while only: nothing new.
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 91000);
    m_alerts->observe(r, snapshot(92000), 95000);
    QCOMPARE(spy.size(), 1);
}

void tst_AlertMonitor::crashedAndFinishedAlertOnceEach()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    const RunRecord r = record(RunState::Running);
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 1000);
    for (int refresh = 0; refresh < 5; ++refresh)
        m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Crashed)}, 2000 + refresh);
    m_alerts->observe(r, {host(0, HostState::Failed), host(1, HostState::Crashed)}, 3000);
    m_alerts->observe(r, {host(0, HostState::Failed), host(1, HostState::Crashed)}, 3100);
    // Host 0 fails too: it joins the run's one crashed alert.
    QCOMPARE(kinds(spy), QStringList{u"crashed:1"_s});

    spy.clear();
    RunRecord other = record(RunState::Running);
    other.runId = u"other"_s;
    m_alerts->observe(other, {host(0, HostState::Finished), host(1, HostState::Running)}, 1000);
    QCOMPARE(spy.size(), 0);   // one host done: the run is not
    for (int refresh = 0; refresh < 5; ++refresh)
        m_alerts->observe(other, {host(0, HostState::Finished), host(1, HostState::Finished)}, 2000 + refresh);
    other.state = RunState::Finished;   // run.json follows
    m_alerts->observe(other, {host(0, HostState::Finished), host(1, HostState::Finished)}, 3000);
    QCOMPARE(kinds(spy), QStringList{u"finished"_s});
    QCOMPARE(spy.first().first().value<AlertEvent>().runId, u"other"_s);
}

void tst_AlertMonitor::stoppedRunRaisesNothing()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    RunRecord r = record(RunState::Running);
    m_alerts->observe(r, {host(0, HostState::Running)}, 1000);
    m_alerts->observe(r, {host(0, HostState::Stopped)}, 2000);
    r.state = RunState::Stopped;
    m_alerts->observe(r, {host(0, HostState::Stopped)}, 3000);
    QCOMPARE(spy.size(), 0);
}

void tst_AlertMonitor::aRunFirstSeenEndedRaisesNothing()
{
    // Opening a run that ended long ago (its health from the store): nothing to tell.
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    m_alerts->observe(record(RunState::Failed), {host(0, HostState::Crashed)}, 1000);
    m_alerts->observe(record(RunState::Failed), {host(0, HostState::Crashed)}, 2000);
    QCOMPARE(spy.size(), 0);
}

void tst_AlertMonitor::aNewAttemptStartsOver()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    m_alerts->observe(record(RunState::Failed), {host(0, HostState::Crashed)}, 1000);
    QCOMPARE(spy.size(), 0);
    // Resumed: the new attempt is watched, and its crash is a new event.
    m_alerts->observe(record(RunState::Running, u"run-a2"_s), {host(0, HostState::Running)}, 2000);
    m_alerts->observe(record(RunState::Running, u"run-a2"_s), {host(0, HostState::Crashed)}, 3000);
    m_alerts->observe(record(RunState::Running, u"run-a2"_s), {host(0, HostState::Crashed)}, 3100);
    QCOMPARE(kinds(spy), QStringList{u"crashed:0"_s});
}

void tst_AlertMonitor::nanLossAlertsOncePerAttempt()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    const QList<HostHealth> running{host(0, HostState::Running), host(1, HostState::Running)};
    const RunRecord r = record(RunState::Running);
    for (int step = 1; step <= 3; ++step) {
        appendLoss(*m_store, 0, step, 4.0 / step);
        appendLoss(*m_store, 1, step, 4.0 / step);
    }
    m_alerts->observe(r, running, 1000);
    QCOMPARE(spy.size(), 0);
    // Host 1's loss overflows first, then both are NaN for good.
    appendLoss(*m_store, 1, 4, std::numeric_limits<double>::infinity());
    appendLoss(*m_store, 0, 4, 1.0);
    m_alerts->observe(r, running, 2000);
    for (int step = 5; step < 10; ++step) {
        appendLoss(*m_store, 0, step, std::numeric_limits<double>::quiet_NaN());
        appendLoss(*m_store, 1, step, std::numeric_limits<double>::quiet_NaN());
        m_alerts->observe(r, running, 2000 + step);
    }
    QCOMPARE(kinds(spy), QStringList{u"nan:1"_s});
    QCOMPARE(spy.first().first().value<AlertEvent>().detail, u"loss is Infinity at step 4 on host 1."_s);
    // A relaunch replays from the start: a NaN of the new attempt alerts again, once.
    m_store->removeRun(u"run"_s);
    const RunRecord again = record(RunState::Running, u"run-a2"_s);
    m_alerts->observe(again, running, 3000);
    appendLoss(*m_store, 0, 1, std::numeric_limits<double>::quiet_NaN());
    m_alerts->observe(again, running, 3100);
    m_alerts->observe(again, running, 3200);
    QCOMPARE(kinds(spy), (QStringList{u"nan:1"_s, u"nan:0"_s}));
}

void tst_AlertMonitor::anUnfollowedRunAlertsFromItsRecord()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    // Listed when it had already ended: nothing.
    RunRecord old = record(RunState::Finished);
    old.runId = u"old"_s;
    m_alerts->observeRecord(old);
    m_alerts->observeRecord(old);
    QCOMPARE(spy.size(), 0);
    // A launch refused before anything started (no attempt): the launch said why already.
    RunRecord refused = record(RunState::Uploading);
    refused.runId = u"refused"_s;
    refused.attempts.clear();
    m_alerts->observeRecord(refused);
    refused.state = RunState::Failed;
    m_alerts->observeRecord(refused);
    QCOMPARE(spy.size(), 0);
    // Seen running, then refreshed as failed: one `crashed` for the run, whatever the refreshes.
    RunRecord r = record(RunState::Running);
    m_alerts->observeRecord(r);
    r.state = RunState::Failed;
    r.stateDetail = u"host 1: exit 137"_s;
    m_alerts->observeRecord(r);
    m_alerts->observeRecord(r);
    QCOMPARE(kinds(spy), QStringList{u"crashed"_s});
    QCOMPARE(spy.first().first().value<AlertEvent>().detail, u"host 1: exit 137"_s);
    // Opened in the Monitor afterwards: its hosts' health tells the same end; no second alert.
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Crashed)}, 5000);
    QCOMPARE(spy.size(), 1);
    // Another: finished, once.
    RunRecord done = record(RunState::Running);
    done.runId = u"done"_s;
    done.hosts = QStringList{u"a"_s, u"b"_s};
    m_alerts->observeRecord(done);
    done.state = RunState::Finished;
    m_alerts->observeRecord(done);
    m_alerts->observe(done, {host(0, HostState::Finished), host(1, HostState::Finished)}, 6000);
    QCOMPARE(kinds(spy), (QStringList{u"crashed"_s, u"finished"_s}));
    QCOMPARE(spy.last().first().value<AlertEvent>().detail, u"Every host finished (2 host(s))."_s);
}

void tst_AlertMonitor::aPreemptedRunAlertsPreemptedNotCrashed()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    RunRecord r = record(RunState::Running);
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 1000);
    // The VM goes away: run.json turns preempted (with what to do) as its hosts die with it.
    r.state = RunState::Preempted;
    r.stateDetail = u"The TPU VM was preempted; resume when it is READY."_s;
    for (int refresh = 0; refresh < 3; ++refresh)
        m_alerts->observe(r, {host(0, HostState::Crashed), host(1, HostState::Crashed)}, 2000 + refresh);
    m_alerts->observeRecord(r);
    QCOMPARE(kinds(spy), QStringList{u"preempted"_s});
    const auto event = spy.first().first().value<AlertEvent>();
    QCOMPARE(event.detail, r.stateDetail);
    QCOMPARE(event.toJson()["event"], Json("preempted"));

    // Resumed automatically: a new attempt, whose next preemption alerts again.
    spy.clear();
    RunRecord resumed = record(RunState::Running, u"run-a2"_s);
    m_alerts->observe(resumed, {host(0, HostState::Running), host(1, HostState::Running)}, 3000);
    QCOMPARE(spy.size(), 0);
    resumed.state = RunState::Preempted;
    m_alerts->observeRecord(resumed);   // only listed now: its record alone says it
    QCOMPARE(kinds(spy), QStringList{u"preempted"_s});
    QVERIFY(spy.first().first().value<AlertEvent>().detail.contains(u"tpuwb run resume run"_s));
}

void tst_AlertMonitor::fourHostsStallingOneAfterAnotherAreOneAlert()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    QSignalSpy updates(m_alerts.get(), &AlertMonitor::alertUpdated);
    const RunRecord r = record(RunState::Running);
    const auto snapshot = [](int stalledHosts) {
        QList<HostHealth> out;
        for (int h = 0; h < 4; ++h)
            out << (h < stalledHosts ? host(h, HostState::Stalled, 2000, u"No step for %1"_s.arg(h))
                                     : host(h, HostState::Running));
        return out;
    };
    m_alerts->observe(r, snapshot(0), 1000);
    // The hosts stall one after another, each through many refreshes.
    for (int stalledHosts = 1; stalledHosts <= 4; ++stalledHosts)
        for (int refresh = 0; refresh < 10; ++refresh)
            m_alerts->observe(r, snapshot(stalledHosts), 2000 + stalledHosts * 1000 + refresh * 100);
    QCOMPARE(kinds(spy), QStringList{u"stalled:0"_s});
    QCOMPARE(spy.first().first().value<AlertEvent>().detail, u"No step for 0"_s);
    QCOMPARE(spy.first().first().value<AlertEvent>().attempt, u"run-a1"_s);
    QCOMPARE(kinds(updates), (QStringList{u"stalled:0,1"_s, u"stalled:0,1,2"_s, u"stalled:0,1,2,3"_s}));
    const auto last = updates.last().first().value<AlertEvent>();
    QCOMPARE(last.change, AlertChange::Updated);
    QCOMPARE(last.where(), u"run hosts 0, 1, 2, 3"_s);
    QCOMPARE(last.toJson()["hosts"], Json::array({0, 1, 2, 3}));
    QCOMPARE(last.toJson()["change"], Json("updated"));

    // They move again: the alert ends, once.
    m_alerts->observe(r, snapshot(0), 9000);
    m_alerts->observe(r, snapshot(0), 9100);
    QCOMPARE(updates.size(), 4);
    const auto ended = updates.last().first().value<AlertEvent>();
    QCOMPARE(ended.change, AlertChange::Ended);
    QCOMPARE(ended.hosts, (QList<int>{0, 1, 2, 3}));
    QCOMPARE(ended.detail, u"Every host moves again."_s);
    QCOMPARE(spy.size(), 1);

    // A new attempt (a resume) stalls: a new alert.
    const RunRecord resumed = record(RunState::Running, u"run-a2"_s);
    m_alerts->observe(resumed, snapshot(0), 10000);
    m_alerts->observe(resumed, snapshot(4), 11000);
    m_alerts->observe(resumed, snapshot(4), 11100);
    QCOMPARE(kinds(spy), (QStringList{u"stalled:0"_s, u"stalled:0,1,2,3"_s}));
    QCOMPARE(spy.last().first().value<AlertEvent>().attempt, u"run-a2"_s);
    QCOMPARE(updates.size(), 4);
}

void tst_AlertMonitor::anEvalAttemptRaisesNoFinished()
{
    QSignalSpy spy(m_alerts.get(), &AlertMonitor::alert);
    RunRecord r = record(RunState::Running);
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 1000);
    m_alerts->observe(r, {host(0, HostState::Finished), host(1, HostState::Finished)}, 2000);
    r.state = RunState::Finished;
    m_alerts->observeRecord(r);
    QCOMPARE(kinds(spy), QStringList{u"finished"_s});
    // A checkpoint's evaluation runs on the finished run's hosts as attempt a2 of kind "eval":
    // not an attempt of the training, so its end is no `finished`.
    RunAttempt eval;
    eval.attemptId = u"run-a2"_s;
    eval.kind = u"eval"_s;
    eval.stateBefore = RunState::Finished;
    r.attempts << eval;
    r.state = RunState::Running;
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 3000);
    m_alerts->observe(r, {host(0, HostState::Finished), host(1, HostState::Finished)}, 4000);
    r.state = RunState::Finished;
    m_alerts->observe(r, {host(0, HostState::Finished), host(1, HostState::Finished)}, 5000);
    m_alerts->observeRecord(r);
    QCOMPARE(kinds(spy), QStringList{u"finished"_s});
    // Listed only (not followed): the same.
    RunRecord listed = r;
    listed.runId = u"listed"_s;
    listed.state = RunState::Running;
    m_alerts->observeRecord(listed);
    listed.state = RunState::Finished;
    m_alerts->observeRecord(listed);
    QCOMPARE(kinds(spy), QStringList{u"finished"_s});
    // A crash of the evaluation still alerts.
    RunAttempt eval2 = eval;
    eval2.attemptId = u"run-a3"_s;
    r.attempts << eval2;
    r.state = RunState::Running;
    m_alerts->observe(r, {host(0, HostState::Running), host(1, HostState::Running)}, 6000);
    m_alerts->observe(r, {host(0, HostState::Crashed), host(1, HostState::Running)}, 7000);
    QCOMPARE(kinds(spy), (QStringList{u"finished"_s, u"crashed:0"_s}));
}

QTEST_GUILESS_MAIN(tst_AlertMonitor)
#include "tst_alert_monitor.moc"
