// RunFollower headless, on this machine (a `mode: local` machine, the local transport): a run
// folder on the "host" written by the test, the workspace's mirror, and the run's record.
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/services/machine_access.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "support/test_paths.h"

#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

int lines(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? int(file.readAll().count('\n')) : 0;
}

void append(const QString &path, const QByteArray &bytes, bool truncate = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(truncate ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::Append));
    file.write(bytes);
}

QByteArray points(int from, int to, int host = 0)
{
    QByteArray out;
    for (int s = from; s < to; ++s)
        out += u"{\"step\": %1, \"time\": %2, \"host\": %3, \"loss\": %4}\n"_s.arg(s).arg(1000.0 + s).arg(host)
                   .arg(4.0 - 0.01 * s).toUtf8();
    return out;
}

QByteArray done(int code, bool bySupervisor = false)
{
    return u"{\"event\": \"done\", \"time\": 2000.0, \"host\": 0, \"exit_code\": %1%2}\n"_s
        .arg(code).arg(bySupervisor ? u", \"source\": \"launch.sh\""_s : QString()).toUtf8();
}

} // namespace

class tst_RunFollower final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stateFromHealth_data();
    void stateFromHealth();
    void finishedRunIsReadFromItsMirror();
    void newAttemptIsFollowedAndReachesTheMirror();
    void runThatEndsIsRefreshedAndNoLongerFollowed();
    void importedRunIsReadFromTheWorkspace();
    void anEvaluationIsNoAttemptOfTheTraining();

private:
    RunRecord makeRun(const QString &runId, RunState state, const QStringList &attempts);
    QString remote(const QString &runId) const { return m_root.filePath(u"remote/"_s + runId); }
    QString local(const QString &runId) const { return m_root.filePath(u"ws/runs/"_s + runId); }
    void writeStatus(const QString &runId, qint64 pid, const QString &attempt, std::optional<int> exitCode);

    QTemporaryDir m_root;
    std::unique_ptr<RunService> m_service;
};

void tst_RunFollower::initTestCase()
{
    QVERIFY(m_root.isValid());
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws/runs"_s)));
    append(m_root.filePath(u"ws/tpu_config.json"_s),
           R"({"tpus": [{"mode": "local", "tpu_name": "this-machine", "workbench": {"python": ")"
               + test::systemPython().toUtf8() + R"("}}]})",
           true);
    m_service = std::make_unique<RunService>(
        MachineAccess(m_root.filePath(u"ws/tpu_config.json"_s), ConnectionProfile::defaults()),
        m_root.filePath(u"ws/runs"_s));
}

RunRecord tst_RunFollower::makeRun(const QString &runId, RunState state, const QStringList &attempts)
{
    RunRecord record;
    record.runId = runId;
    record.experiment = u"tiny"_s;
    record.machine = u"this-machine"_s;
    record.hosts = {u"w0"_s};
    record.remoteDir = remote(runId);
    record.python = test::systemPython();
    record.device = u"cpu"_s;
    record.state = state;
    for (const QString &id : attempts) {
        RunAttempt attempt;
        attempt.attemptId = id;
        attempt.kind = record.attempts.isEmpty() ? u"launch"_s : u"resume"_s;
        record.attempts << attempt;
    }
    QDir().mkpath(local(runId));
    [&] { QVERIFY(record.writeFile(RunFolder(local(runId)).recordFile()).has_value()); }();
    return record;
}

void tst_RunFollower::writeStatus(const QString &runId, qint64 pid, const QString &attempt, std::optional<int> exitCode)
{
    append(RunFolder(remote(runId)).statusFile(0),
           u"{\"pid\": %1, \"launcher_pid\": %1, \"hostname\": \"w0\", \"started\": 1.0, \"ended\": %2, "
           "\"exit_code\": %3, \"attempt_id\": \"%4\"}\n"_s
               .arg(pid)
               .arg(exitCode ? u"2.0"_s : u"null"_s)
               .arg(exitCode ? QString::number(*exitCode) : u"null"_s)
               .arg(attempt)
               .toUtf8(),
           true);
}

void tst_RunFollower::stateFromHealth_data()
{
    QTest::addColumn<QList<int>>("hosts");
    QTest::addColumn<int>("recorded");
    QTest::addColumn<int>("expected");
    auto row = [](const char *name, QList<HostState> states, RunState recorded, RunState expected) {
        QList<int> hosts;
        for (HostState s : states)
            hosts << int(s);
        QTest::newRow(name) << hosts << int(recorded) << int(expected);
    };
    row("no hosts yet: run.json", {}, RunState::Uploading, RunState::Uploading);
    row("all running", {HostState::Running, HostState::Starting}, RunState::Running, RunState::Running);
    row("a crashed host fails the run", {HostState::Running, HostState::Crashed}, RunState::Running, RunState::Failed);
    row("a failed host fails the run", {HostState::Failed, HostState::Stalled}, RunState::Running, RunState::Failed);
    row("a stalled host stalls it", {HostState::Stalled, HostState::Running}, RunState::Running, RunState::Stalled);
    row("stall over: running again", {HostState::Running}, RunState::Stalled, RunState::Running);
    row("all finished", {HostState::Finished, HostState::Finished}, RunState::Running, RunState::Finished);
    row("stopped", {HostState::Stopped, HostState::Finished}, RunState::Running, RunState::Stopped);
    row("unknown hosts: run.json", {HostState::Unknown}, RunState::Stopped, RunState::Stopped);
}

void tst_RunFollower::stateFromHealth()
{
    QFETCH(QList<int>, hosts);
    QFETCH(int, recorded);
    QFETCH(int, expected);
    QList<HostHealth> health;
    for (int s : hosts) {
        HostHealth h;
        h.host = int(health.size());
        h.state = HostState(s);
        health << h;
    }
    QCOMPARE(int(RunFollower::stateFromHealth(health, RunState(recorded))), expected);
}

// A run imported with `metrics import` has no machine: following it (`metrics tail`) reads its
// points from the workspace, hands out its lines and ends; nothing asks for a machine.
void tst_RunFollower::importedRunIsReadFromTheWorkspace()
{
    const QString log = m_root.filePath(u"train.log"_s);
    append(log,
           "completed step: 0, seconds: 2.000, TFLOP/s/device: 90.0, Tokens/s/device: 1000.0, loss: 10.5\n"
           "completed step: 1, seconds: 1.000, TFLOP/s/device: 180.0, Tokens/s/device: 2000.0, loss: 9.5\n",
           true);
    auto imported = m_service->importNow(log, u"imported-maxtext"_s);
    QVERIFY2(imported.has_value(), imported ? "" : qPrintable(imported.error().message));
    const RunRecord record = imported->record;
    QVERIFY(RunFollower::isImported(record));
    QVERIFY(m_service->followable(record).has_value());
    RunRecord elsewhere = makeRun(u"on-a-missing-machine"_s, RunState::Finished, {u"m-a1"_s});
    elsewhere.machine = u"gone"_s;
    auto refused = m_service->followable(elsewhere);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"gone"_s), qPrintable(refused.error().message));

    SeriesStore store;
    RunFollower follower(store, *m_service);
    follower.setEmitLines(true);
    QSignalSpy lines(&follower, &RunFollower::linesArrived);
    QSignalSpy ended(&follower, &RunFollower::runEnded);
    follower.follow(record);
    QVERIFY(!follower.isFollowing(record.runId));   // no stream, no machine
    QVERIFY(ended.wait(10000));
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0][1].toInt(), 0);
    const QByteArray text = lines[0][2].toByteArray();
    QCOMPARE(text.count('\n'), 2);
    QVERIFY(text.contains("\"loss\": 9.5"));
    for (const QByteArray &line : text.trimmed().split('\n'))   // each with its host
        QVERIFY2(line.startsWith("{\"host\": 0, "), line.constData());
    QCOMPARE(store.pointCount(SeriesKey{record.runId, 0, u"loss"_s}), std::size_t(2));
    // Followed twice, the points are there once.
    follower.follow(record);
    QVERIFY(ended.wait(10000));
    QCOMPARE(store.pointCount(SeriesKey{record.runId, 0, u"loss"_s}), std::size_t(2));

    // What the Monitor does: open() reads it the same way.
    SeriesStore monitorStore;
    RunFollower monitor(monitorStore, *m_service);
    QSignalSpy loaded(&monitor, &RunFollower::loaded);
    monitor.open(record);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(monitorStore.pointCount(SeriesKey{record.runId, 0, u"loss"_s}), std::size_t(2));
    QCOMPARE(monitor.state(record.runId), RunState::Finished);
}

// Read off the calling thread from the mirror; a cut-off last line is not a point yet; the
// tiles say how each host ended and the run's state is what they imply.
void tst_RunFollower::finishedRunIsReadFromItsMirror()
{
    const RunRecord record = makeRun(u"finished"_s, RunState::Finished, {u"finished-a1"_s});
    const RunFolder mirror(local(record.runId));
    append(mirror.metricsFile(0), points(0, 50) + done(0) + "{\"step\": 50, \"lo", true);
    SeriesStore store;
    RunFollower follower(store, *m_service);
    QSignalSpy loaded(&follower, &RunFollower::loaded);
    follower.open(record);
    QVERIFY(!follower.isFollowing(record.runId));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(store.pointCount(SeriesKey{record.runId, 0, u"loss"_s}), std::size_t(50));
    QVERIFY(follower.isLoaded(record.runId));
    QCOMPARE(follower.health(record.runId).size(), 1);
    QCOMPARE(follower.health(record.runId)[0].state, HostState::Finished);
    QCOMPARE(follower.health(record.runId)[0].lastStep, std::int64_t(49));
    QCOMPARE(follower.state(record.runId), RunState::Finished);
    QVERIFY(follower.profile(record.runId) == nullptr);   // a CPU run: no TPU axes
}

// After a restart (a new follower) the run is stopped and read from its mirror; then it is
// resumed (here, from elsewhere: only run.json says so). The new attempt is followed and its
// points reach the store and the mirror, after the old attempt's lines.
void tst_RunFollower::newAttemptIsFollowedAndReachesTheMirror()
{
    const QString runId = u"resumed"_s;
    RunRecord record = makeRun(runId, RunState::Stopped, {u"resumed-a1"_s});
    const QByteArray first = points(0, 20) + done(143);
    append(RunFolder(remote(runId)).metricsFile(0), first, true);
    append(RunFolder(local(runId)).metricsFile(0), first, true);
    append(RunFolder(remote(runId)).logFile(0), "=== launch.sh: host 0, attempt resumed-a1\n", true);
    writeStatus(runId, 1, u"resumed-a1"_s, 143);
    const int oldLines = lines(RunFolder(local(runId)).metricsFile(0));

    SeriesStore store;
    RunFollower follower(store, *m_service);
    QSignalSpy loaded(&follower, &RunFollower::loaded);
    follower.open(record);
    QVERIFY(loaded.wait(10000));
    QVERIFY(!follower.isFollowing(runId));
    QCOMPARE(follower.state(runId), RunState::Stopped);

    QProcess process;   // the new attempt's train.py
    process.start(u"sleep"_s, {u"120"_s});
    QVERIFY(process.waitForStarted());
    auto stopProcess = qScopeGuard([&] {
        process.kill();
        process.waitForFinished();
    });
    writeStatus(runId, process.processId(), u"resumed-a2"_s, std::nullopt);
    append(RunFolder(remote(runId)).metricsFile(0), points(20, 40));
    record.state = RunState::Running;
    RunAttempt second;
    second.attemptId = u"resumed-a2"_s;
    second.kind = u"resume"_s;
    record.attempts << second;
    follower.recordChanged(record);

    QVERIFY(follower.isFollowing(runId));
    QCOMPARE(follower.followedAttempt(runId), u"resumed-a2"_s);
    QTRY_VERIFY_WITH_TIMEOUT(lines(RunFolder(local(runId)).metricsFile(0)) >= oldLines + 20, 20000);
    // Every point once: the streams replayed the mirror into a store that forgot the run.
    QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(SeriesKey{runId, 0, u"loss"_s}), std::size_t(40), 10000);
    // The old attempt's `done` is history: the host runs.
    QTRY_VERIFY_WITH_TIMEOUT(!follower.health(runId).isEmpty()
                                 && follower.health(runId)[0].state != HostState::Stopped
                                 && follower.health(runId)[0].state != HostState::Unknown,
                             10000);
    QCOMPARE(follower.state(runId), RunState::Running);

    // The same record seen again changes nothing.
    RunMonitor *monitor = follower.monitor(runId);
    follower.recordChanged(record);
    QCOMPARE(follower.monitor(runId), monitor);
}

// Every stream ends with the run: the follower asks the service how it ended (run.json is
// rewritten), stops following and reads the state from the record and the store.
void tst_RunFollower::runThatEndsIsRefreshedAndNoLongerFollowed()
{
    const QString runId = u"ending"_s;
    const RunRecord record = makeRun(runId, RunState::Running, {u"ending-a1"_s});
    QProcess process;
    process.start(u"sleep"_s, {u"120"_s});
    QVERIFY(process.waitForStarted());
    writeStatus(runId, process.processId(), u"ending-a1"_s, std::nullopt);
    append(RunFolder(remote(runId)).metricsFile(0), points(0, 10), true);
    append(RunFolder(remote(runId)).logFile(0), "=== launch.sh: host 0, attempt ending-a1\n", true);

    SeriesStore store;
    RunFollower follower(store, *m_service);
    QSignalSpy ended(&follower, &RunFollower::runEnded);
    follower.open(record);
    QVERIFY(follower.isFollowing(runId));
    QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(SeriesKey{runId, 0, u"loss"_s}), std::size_t(10), 10000);

    append(RunFolder(remote(runId)).metricsFile(0), points(10, 12) + done(0));
    process.kill();
    process.waitForFinished();
    writeStatus(runId, process.processId(), u"ending-a1"_s, 0);
    QVERIFY(ended.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!follower.isFollowing(runId), 20000);
    QCOMPARE(follower.state(runId), RunState::Finished);
    auto saved = RunFolder(local(runId)).readRecord();
    QVERIFY(saved.has_value());
    QCOMPARE(saved->state, RunState::Finished);
}

// A checkpoint evaluation is an attempt of kind "eval" in run.json, not one of the training:
// the follower, the alerts and `tpuwb run watch` stay with the training's newest attempt
// (issue 27: an evaluation became attempt a4 and raised "Finished").
void tst_RunFollower::anEvaluationIsNoAttemptOfTheTraining()
{
    RunRecord record;
    QCOMPARE(RunFollower::latestAttempt(record), QString());
    const auto add = [&record](const QString &id, const QString &kind) {
        RunAttempt attempt;
        attempt.attemptId = id;
        attempt.kind = kind;
        record.attempts << attempt;
    };
    add(u"r-a1"_s, u"launch"_s);
    add(u"r-a2"_s, u"resume"_s);
    QCOMPARE(RunFollower::latestAttempt(record), u"r-a2"_s);
    add(u"r-e1"_s, u"eval"_s);
    QVERIFY(!RunFollower::isTraining(record.attempts.last()));
    QCOMPARE(RunFollower::latestAttempt(record), u"r-a2"_s);
    add(u"r-a3"_s, u"relaunch"_s);
    QCOMPARE(RunFollower::latestAttempt(record), u"r-a3"_s);
    // Only evaluations: no attempt of the training yet.
    RunRecord evalOnly;
    RunAttempt eval;
    eval.attemptId = u"x-e1"_s;
    eval.kind = u"eval"_s;
    evalOnly.attempts << eval;
    QCOMPARE(RunFollower::latestAttempt(evalOnly), QString());
}

QTEST_GUILESS_MAIN(tst_RunFollower)
#include "tst_run_follower.moc"
