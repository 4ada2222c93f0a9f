// A run on a gcloud-backed machine whose TPU VM is preempted (issue 16): the STAND-IN gcloud
// (tests/support/gcloud_standin/gcloud; its state file is switched PREEMPTED -> READY by the
// test) says what the VM is; the run itself is a tiny project (the real launch.sh, a fake
// train.py that checkpoints its step every step) on the local transport. The "preemption" kills
// launch.sh and train.py with SIGKILL, as a VM that goes away does: no end is recorded.
//
// - killed while gcloud says PREEMPTED: `preempted` (with what to do), not `failed`; killed while
//   it says READY: `failed`;
// - max_restarts 1: the follower resumes it once when READY, from the checkpoint step; a second
//   preemption then waits for the user; max_restarts 0: it stays preempted, a resume by hand works;
// - a recovery never starts a run that is not preempted (it runs already);
// - a multislice run over two gcloud VMs is preempted when its second slice's VM is, and
//   resumes only once every slice's VM is READY again.
#include "core/metrics/series_store.h"
#include "core/remote/local_transport.h"
#include "core/runs/run_folder.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "support/fake_train_project.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

constexpr auto kPoll = std::chrono::milliseconds(150);

} // namespace

class tst_RunPreemption final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedOnAReadyVmIsFailedNotPreempted();
    void preemptedRunResumesOnceWhenReadyFromItsCheckpoint();
    void withoutRestartsItStaysPreemptedUntilResumedByHand();
    void recoveryNeverStartsARunThatRuns();
    void refreshOfUnfollowedRunsResumesAPreemptedOne();
    void aMultisliceRunWaitsForEverySlicesVm();
    void cleanup();

private:
    // spot-vm's state; spot-b (the second slice of the multislice case) is `sliceB`.
    void writeVmState(const QString &state, const QString &sliceB = u"READY"_s) const;
    MachineAccess access() const;
    LaunchRequest request(int maxRestarts) const;
    Result<RunRecord> launch(RunService &service, int maxRestarts) const { return service.launchNow(request(maxRestarts)); }
    // SIGKILL to launch.sh and train.py's process group on `host`, as a VM that goes away:
    // nothing is recorded. Returns the checkpointed step after they are gone.
    int preempt(const RunRecord &record, int host = 0) const;
    QList<qint64> steps(const RunRecord &record, int host = 0) const;
    RunRecord onDisk(const QString &runId) const
    {
        auto r = RunFolder::in(runsDir(), runId).readRecord();
        return r ? *r : RunRecord();
    }
    QString runsDir() const { return m_dir.filePath(u"ws/runs"_s); }

    QTemporaryDir m_dir;
    QString m_project;
    QStringList m_live;   // runs to stop at the end of a test
};

void tst_RunPreemption::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir().mkpath(runsDir()));
    m_project = m_dir.filePath(u"tiny"_s);
    TWB_VERIFY_RESULT(test::writeFakeTrainProject(m_project));
    // MaxKernel's shape plus where to run: gcloud resolves its worker.
    QFile registry(m_dir.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(uR"({"tpus": [{"tpu_name": "spot-vm", "zone": "us-central2-b", "project": "p",
        "workbench": {"python": "%1", "remote_root": "%2"}},
        {"tpu_name": "spot-b", "zone": "us-central2-b", "project": "p",
        "workbench": {"python": "%1", "remote_root": "%2"}}]})"_s
                       .arg(test::systemPython(), m_dir.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();
    qputenv("GCLOUD_STANDIN_STATE", m_dir.filePath(u"gcloud-state.json"_s).toUtf8());
    writeVmState(u"READY"_s);
}

void tst_RunPreemption::cleanup()
{
    RunService service(access(), runsDir());
    for (const QString &id : std::as_const(m_live))
        (void)service.stopNow(id, std::chrono::seconds(5));
    m_live.clear();
    writeVmState(u"READY"_s);
}

void tst_RunPreemption::writeVmState(const QString &state, const QString &sliceB) const
{
    const Json endpoints = Json::array({{{"ipAddress", "127.0.0.1"}, {"accessConfig", {{"externalIp", "127.0.0.1"}}}}});
    const auto node = [&](const char *name, const QString &vmState) {
        return Json{{"name", std::string("projects/p/locations/us-central2-b/nodes/") + name},
                    {"acceleratorType", "v4-8"},
                    {"state", toStd(vmState)},
                    {"networkEndpoints", vmState == u"READY"_s ? endpoints : Json::array()},
                    {"schedulingConfig", {{"spot", true}}}};
    };
    const Json all{{"account", "me@example.com"},
                   {"zones", Json::array({"us-central2-b"})},
                   {"nodes", Json::array({node("spot-vm", state), node("spot-b", sliceB)})},
                   {"queuedResources", Json::array()}};
    QVERIFY(writeJsonFileAtomically(m_dir.filePath(u"gcloud-state.json"_s), all).has_value());
}

MachineAccess tst_RunPreemption::access() const
{
    MachineAccess access(m_dir.filePath(u"ws/tpu_config.json"_s), ConnectionProfile::defaults());
    access.setGcloudResolver(GcloudResolver(test::sourceDir() + u"/tests/support/gcloud_standin/gcloud"_s));
    // The worker is this machine: no SSH, the same launch.sh and status files.
    access.setTransportOverride([](const QString &, int) { return std::make_unique<LocalTransport>(); });
    return access;
}

LaunchRequest tst_RunPreemption::request(int maxRestarts) const
{
    LaunchRequest r;
    r.experimentDir = m_project;
    r.machine = u"spot-vm"_s;
    r.device = u"cpu"_s;
    r.seed = maxRestarts;
    r.skipPreflight = true;
    r.maxRestarts = maxRestarts;
    r.extraArguments = {u"--max-steps"_s, u"100000"_s, u"--step-seconds"_s, u"0.05"_s};
    return r;
}

int tst_RunPreemption::preempt(const RunRecord &record, int host) const
{
    const RunFolder remote(record.remoteDir);
    auto status = readJsonFile(remote.statusFile(host));
    if (!status || !status->contains("pid"))
        return -1;
    const auto launcher = status->value("launcher_pid", qint64(0));
    const auto pid = status->value("pid", qint64(0));
    if (launcher > 0)
        ::kill(pid_t(launcher), SIGKILL);
    if (pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
    // Gone (and reaped: kill -0 succeeds on a zombie, and the hosts are asked with kill -0).
    const bool gone = QTest::qWaitFor([&] { return ::kill(pid_t(launcher), 0) != 0 && ::kill(pid_t(pid), 0) != 0; }, 10000);
    if (!gone)
        return -1;
    QFile checkpoint(record.remoteDir + u"/checkpoints/step"_s);
    return checkpoint.open(QIODevice::ReadOnly) ? checkpoint.readAll().trimmed().toInt() : -1;
}

QList<qint64> tst_RunPreemption::steps(const RunRecord &record, int host) const
{
    QList<qint64> out;
    QFile file(RunFolder(record.remoteDir).metricsFile(host));
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n')) {
        auto json = parseJsonTolerant(line, u"metrics"_s);
        if (json && json->is_object() && json->contains("step"))
            out << (*json)["step"].get<qint64>();
    }
    return out;
}

void tst_RunPreemption::killedOnAReadyVmIsFailedNotPreempted()
{
    RunService service(access(), runsDir());
    auto launched = launch(service, 1);
    TWB_VERIFY_RESULT(launched);
    m_live << launched->runId;
    QTRY_VERIFY_WITH_TIMEOUT(steps(*launched).size() >= 2, 10000);
    QVERIFY(preempt(*launched) > 0);   // the VM stays READY: a crash
    auto refreshed = service.refreshNow(launched->runId);
    TWB_VERIFY_RESULT(refreshed);
    QCOMPARE(refreshed->state, RunState::Failed);
    QCOMPARE(onDisk(launched->runId).state, RunState::Failed);
}

void tst_RunPreemption::preemptedRunResumesOnceWhenReadyFromItsCheckpoint()
{
    RunService service(access(), runsDir());
    SeriesStore store;
    RunFollower follower(store, service);
    follower.setPreemptionPollInterval(kPoll);
    auto launched = launch(service, 1);
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    m_live << id;
    QCOMPARE(onDisk(id).maxRestarts, 1);
    follower.open(*launched);
    QTRY_VERIFY_WITH_TIMEOUT(steps(*launched).size() >= 3, 10000);

    writeVmState(u"PREEMPTED"_s);
    const int checkpoint = preempt(*launched);
    QVERIFY(checkpoint >= 3);
    // The follower sees the host crash, asks how the run ended, and gcloud says PREEMPTED.
    QTRY_COMPARE_WITH_TIMEOUT(onDisk(id).state, RunState::Preempted, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(follower.state(id), RunState::Preempted, 5000);
    const QString detail = onDisk(id).stateDetail;
    for (const QString &word : QStringList{id, u"spot-vm"_s, u"PREEMPTED"_s, u"automatic restart 1 of 1"_s,
                                           u"tpuwb run resume "_s + id})
        QVERIFY2(detail.contains(word), qPrintable(word + u" not in: "_s + detail));
    // Not resumed while the VM is away.
    QTest::qWait(int(kPoll.count()) * 5);
    QCOMPARE(onDisk(id).attempts.size(), 1);
    QCOMPARE(onDisk(id).state, RunState::Preempted);

    // Back: resumed once, from the checkpoint, recorded as an automatic restart.
    writeVmState(u"READY"_s);
    QTRY_COMPARE_WITH_TIMEOUT(onDisk(id).attempts.size(), 2, 20000);
    const RunRecord resumed = onDisk(id);
    QCOMPARE(resumed.attempts.last().kind, u"auto-resume"_s);
    QVERIFY(resumed.attempts.last().arguments.join(u' ').endsWith(u"--resume auto"_s));
    QCOMPARE(resumed.restartsUsed(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(steps(resumed).size() >= checkpoint + 3, 10000);
    const QList<qint64> all = steps(resumed);
    QCOMPARE(all.count(1), 1);   // not started from scratch
    const qsizetype firstResumed = all.indexOf(checkpoint + 1);
    QVERIFY2(firstResumed > 0, qPrintable(u"no step %1 after the resume"_s.arg(checkpoint + 1)));
    QCOMPARE(all.value(firstResumed - 1), qint64(checkpoint));   // it went on where the checkpoint was
    QTRY_COMPARE_WITH_TIMEOUT(follower.followedAttempt(id), resumed.attempts.last().attemptId, 10000);

    // Preempted again: its one restart is used, so it waits for the user, however long READY.
    writeVmState(u"PREEMPTED"_s);
    QVERIFY(preempt(resumed) > checkpoint);
    QTRY_COMPARE_WITH_TIMEOUT(onDisk(id).state, RunState::Preempted, 20000);
    writeVmState(u"READY"_s);
    auto waiting = service.recoverPreemptedNow(id);
    TWB_VERIFY_RESULT(waiting);
    QCOMPARE(waiting->state, RunState::Preempted);
    QVERIFY2(waiting->stateDetail.contains(u"READY again"_s), qPrintable(waiting->stateDetail));
    QTest::qWait(int(kPoll.count()) * 5);
    QCOMPARE(onDisk(id).attempts.size(), 2);
    QCOMPARE(onDisk(id).state, RunState::Preempted);
}

void tst_RunPreemption::withoutRestartsItStaysPreemptedUntilResumedByHand()
{
    RunService service(access(), runsDir());
    SeriesStore store;
    RunFollower follower(store, service);
    follower.setPreemptionPollInterval(kPoll);
    auto launched = launch(service, 0);
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    m_live << id;
    QCOMPARE(onDisk(id).maxRestarts, 0);
    follower.open(*launched);
    QTRY_VERIFY_WITH_TIMEOUT(steps(*launched).size() >= 2, 10000);
    writeVmState(u"PREEMPTED"_s);
    const int checkpoint = preempt(*launched);
    QVERIFY(checkpoint >= 2);
    QTRY_COMPARE_WITH_TIMEOUT(onDisk(id).state, RunState::Preempted, 20000);
    QVERIFY2(onDisk(id).stateDetail.contains(u"tpuwb run resume "_s + id), qPrintable(onDisk(id).stateDetail));
    // A refresh (`tpuwb run status`) does not turn it into a crash.
    auto status = service.statusNow(id);
    TWB_VERIFY_RESULT(status);
    QCOMPARE(status->record.state, RunState::Preempted);

    writeVmState(u"READY"_s);
    QTest::qWait(int(kPoll.count()) * 6);
    QCOMPARE(onDisk(id).attempts.size(), 1);
    QCOMPARE(onDisk(id).state, RunState::Preempted);

    auto byHand = service.resumeNow(id);
    TWB_VERIFY_RESULT(byHand);
    QCOMPARE(byHand->state, RunState::Running);
    QCOMPARE(byHand->attempts.last().kind, u"resume"_s);
    QTRY_VERIFY_WITH_TIMEOUT(steps(*byHand).contains(checkpoint + 1), 10000);
}

void tst_RunPreemption::recoveryNeverStartsARunThatRuns()
{
    RunService service(access(), runsDir());
    auto launched = launch(service, 3);
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    m_live << id;
    // Running: nothing to recover, even with restarts left and the VM READY.
    auto untouched = service.recoverPreemptedNow(id);
    TWB_VERIFY_RESULT(untouched);
    QCOMPARE(untouched->state, RunState::Running);
    QCOMPARE(onDisk(id).attempts.size(), 1);

    // A preempted run recovered by two callers at once (two apps, two polls) starts once.
    QTRY_VERIFY_WITH_TIMEOUT(steps(*launched).size() >= 2, 10000);
    writeVmState(u"PREEMPTED"_s);
    QVERIFY(preempt(*launched) > 0);
    TWB_VERIFY_RESULT(service.refreshNow(id));
    QCOMPARE(onDisk(id).state, RunState::Preempted);
    writeVmState(u"READY"_s);
    auto first = service.recoverPreempted(id);
    auto second = service.recoverPreempted(id);
    first.waitForFinished();
    second.waitForFinished();
    TWB_VERIFY_RESULT(first.result());
    TWB_VERIFY_RESULT(second.result());
    QCOMPARE(onDisk(id).attempts.size(), 2);
    QCOMPARE(onDisk(id).restartsUsed(), 1);
    QCOMPARE(onDisk(id).state, RunState::Running);
}

// The Monitor's poll of the runs it does not follow (and `tpuwb run status`): refreshActive.
void tst_RunPreemption::refreshOfUnfollowedRunsResumesAPreemptedOne()
{
    RunService service(access(), runsDir());
    auto launched = launch(service, 1);
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    m_live << id;
    QTRY_VERIFY_WITH_TIMEOUT(steps(*launched).size() >= 2, 10000);
    writeVmState(u"PREEMPTED"_s);
    QVERIFY(preempt(*launched) > 0);
    QCOMPARE(service.refreshActiveNow({onDisk(id)}), QStringList{id});
    QCOMPARE(onDisk(id).state, RunState::Preempted);
    QVERIFY(service.refreshActiveNow({onDisk(id)}).isEmpty());   // the VM is still away
    QCOMPARE(onDisk(id).attempts.size(), 1);
    // Followed elsewhere (skipped): left to its follower.
    writeVmState(u"READY"_s);
    QVERIFY(service.refreshActiveNow({onDisk(id)}, {id}).isEmpty());
    QCOMPARE(onDisk(id).attempts.size(), 1);
    QCOMPARE(service.refreshActiveNow({onDisk(id)}), QStringList{id});
    QCOMPARE(onDisk(id).state, RunState::Running);
    QCOMPARE(onDisk(id).attempts.last().kind, u"auto-resume"_s);
}

// Two gcloud VMs as the two slices of one job (both hosts are this machine here). Slice 1's VM
// is taken away: the whole job stops (on a slice the other slice's collectives fail too), and
// gcloud is asked about every slice, not slice 0 alone, which is READY.
void tst_RunPreemption::aMultisliceRunWaitsForEverySlicesVm()
{
    RunService service(access(), runsDir());
    SeriesStore store;
    RunFollower follower(store, service);
    follower.setPreemptionPollInterval(kPoll);
    LaunchRequest r = request(1);
    r.slices = {RunSlice{u"spot-vm"_s, {}}, RunSlice{u"spot-b"_s, {}}};   // as the Launch dialog asks
    r.settings.append({u"tpu.mesh"_s, uR"({"axes": [{"name": "dcn_data", "size": 2, "kind": "dcn"},
        {"name": "fsdp", "size": 8, "kind": "ici"}]})"_s});
    auto launched = service.launchNow(r);
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    m_live << id;
    QCOMPARE(launched->machines(), (QStringList{u"spot-vm"_s, u"spot-b"_s}));
    follower.open(*launched);
    QTRY_VERIFY_WITH_TIMEOUT(steps(*launched, 1).size() >= 3, 10000);

    writeVmState(u"READY"_s, u"PREEMPTED"_s);
    QVERIFY(preempt(*launched, 1) > 0);
    const int checkpoint = preempt(*launched, 0);
    QVERIFY(checkpoint >= 3);
    const qsizetype before[] = {steps(*launched, 0).size(), steps(*launched, 1).size()};
    QTRY_COMPARE_WITH_TIMEOUT(onDisk(id).state, RunState::Preempted, 20000);
    const QString detail = onDisk(id).stateDetail;
    QVERIFY2(detail.contains(u"TPU VM spot-b was taken away"_s), qPrintable(detail));
    QVERIFY2(detail.contains(u"when every slice's TPU VM (spot-vm, spot-b) is READY again"_s), qPrintable(detail));
    // Slice 0's VM is READY, slice 1's is not: no resume.
    QTest::qWait(int(kPoll.count()) * 6);
    QCOMPARE(onDisk(id).attempts.size(), 1);
    QCOMPARE(onDisk(id).state, RunState::Preempted);

    writeVmState(u"READY"_s, u"READY"_s);
    QTRY_COMPARE_WITH_TIMEOUT(onDisk(id).attempts.size(), 2, 20000);
    QCOMPARE(onDisk(id).attempts.last().kind, u"auto-resume"_s);
    // Both slices' hosts go on from the checkpoint, not from step 1 (their shared folder here
    // holds one checkpoint: a host that starts later goes on from where the other one got to).
    for (int host : {0, 1}) {
        QTRY_VERIFY_WITH_TIMEOUT(steps(*launched, host).size() >= before[host] + 3, 10000);
        const QList<qint64> all = steps(*launched, host);
        QCOMPARE(all.count(1), 1);
        QVERIFY2(all.at(before[host]) > checkpoint,
                 qPrintable(u"host %1 resumed at step %2, the checkpoint was %3"_s.arg(host).arg(all.at(before[host])).arg(checkpoint)));
    }
}

QTEST_GUILESS_MAIN(tst_RunPreemption)
#include "tst_run_preemption.moc"
