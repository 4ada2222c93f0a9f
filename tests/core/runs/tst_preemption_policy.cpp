// PreemptionPolicy: when a run's end is a preemption of its gcloud TPU VM (not a crash), and when
// a preempted run is resumed by itself; run.json's `preempted` state and `max_restarts` field,
// and that a file written before them reads as it did.
#include "core/runs/preemption_policy.h"
#include "core/runs/run_record.h"

#include <QTemporaryDir>
#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(twb::RunState)

namespace {

RunRecord preempted(int maxRestarts, int autoResumes)
{
    RunRecord r;
    r.runId = u"tiny-1"_s;
    r.machine = u"spot-vm"_s;
    r.state = RunState::Preempted;
    r.maxRestarts = maxRestarts;
    RunAttempt launch;
    launch.kind = u"launch"_s;
    r.attempts << launch;
    for (int i = 0; i < autoResumes; ++i) {
        RunAttempt again;
        again.kind = QString::fromLatin1(PreemptionPolicy::kAutoResume);
        r.attempts << again;
    }
    RunAttempt byHand;   // a resume by hand does not spend an automatic restart
    byHand.kind = u"resume"_s;
    r.attempts << byHand;
    return r;
}

} // namespace

class tst_PreemptionPolicy final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void needsVmState_data()
    {
        QTest::addColumn<bool>("gcloud");
        QTest::addColumn<RunState>("before");
        QTest::addColumn<RunState>("after");
        QTest::addColumn<int>("unreachable");
        QTest::addColumn<bool>("expected");
        QTest::newRow("running run whose process vanished") << true << RunState::Running << RunState::Failed << 0 << true;
        QTest::newRow("stalled run that failed") << true << RunState::Stalled << RunState::Failed << 0 << true;
        QTest::newRow("SIGTERM exit nobody asked for") << true << RunState::Running << RunState::Stopped << 0 << true;
        QTest::newRow("hosts not answering") << true << RunState::Running << RunState::Running << 2 << true;
        QTest::newRow("hosts answering, still running") << true << RunState::Running << RunState::Running << 0 << false;
        QTest::newRow("finished normally") << true << RunState::Running << RunState::Finished << 0 << false;
        QTest::newRow("was not active (a user's stop)") << true << RunState::Stopped << RunState::Stopped << 0 << false;
        QTest::newRow("failed before") << true << RunState::Failed << RunState::Failed << 0 << false;
        QTest::newRow("not a gcloud machine") << false << RunState::Running << RunState::Failed << 0 << false;
    }
    void needsVmState()
    {
        QFETCH(bool, gcloud);
        QFETCH(RunState, before);
        QFETCH(RunState, after);
        QFETCH(int, unreachable);
        QFETCH(bool, expected);
        QCOMPARE(PreemptionPolicy::needsVmState(gcloud, before, after, unreachable), expected);
    }

    void applyMarksOnlyAPreemptedVm_data()
    {
        QTest::addColumn<QString>("vmState");
        QTest::addColumn<bool>("preempted");
        QTest::newRow("PREEMPTED") << u"PREEMPTED"_s << true;
        QTest::newRow("TERMINATED under the run") << u"TERMINATED"_s << true;
        QTest::newRow("STOPPED: the user's own stop") << u"STOPPED"_s << false;
        QTest::newRow("READY: a real crash") << u"READY"_s << false;
        QTest::newRow("unknown (gcloud failed)") << QString() << false;
        QTest::newRow("REPAIRING") << u"REPAIRING"_s << false;
    }
    void applyMarksOnlyAPreemptedVm()
    {
        QFETCH(QString, vmState);
        QFETCH(bool, preempted);
        RunRecord r;
        r.runId = u"tiny-1"_s;
        r.machine = u"spot-vm"_s;
        r.state = RunState::Failed;
        r.stateDetail = u"host 0: the process is gone and no end was recorded"_s;
        QCOMPARE(PreemptionPolicy::apply(r, vmState, u"2026-12-03T02:00:00Z"_s), preempted);
        QCOMPARE(r.state, preempted ? RunState::Preempted : RunState::Failed);
        if (preempted) {
            // Names the run, the VM, what gcloud said and when, and what to do.
            for (const QString &word : QStringList{u"tiny-1"_s, u"spot-vm"_s, vmState, u"2026-12-03T02:00:00Z"_s,
                                        u"tpuwb run resume tiny-1"_s, u"tpuwb registry refresh spot-vm"_s})
                QVERIFY2(r.stateDetail.contains(word), qPrintable(word + u" not in: "_s + r.stateDetail));
        }
    }

    void detailSaysWhetherItResumesByItself()
    {
        RunRecord r = preempted(2, 1);
        r.state = RunState::Failed;
        QVERIFY(PreemptionPolicy::apply(r, u"PREEMPTED"_s, u"t"_s));
        QVERIFY2(r.stateDetail.contains(u"automatic restart 2 of 2"_s), qPrintable(r.stateDetail));
        QVERIFY2(r.stateDetail.contains(u"tpuwb run resume tiny-1"_s), qPrintable(r.stateDetail));
        const QString ready = PreemptionPolicy::readyAgainText(preempted(1, 1));
        QVERIFY2(ready.contains(u"TPU VM spot-vm is READY again"_s) && ready.contains(u"tpuwb run resume tiny-1"_s),
                 qPrintable(ready));
    }

    // A multislice run: the detail names the slice whose VM went away, and the resume waits for
    // every slice's VM.
    void multisliceDetailNamesTheSliceAndWaitsForAll()
    {
        RunRecord r = preempted(1, 0);
        r.state = RunState::Failed;
        r.slices = {RunSlice{u"spot-vm"_s, {u"10.0.0.2"_s}}, RunSlice{u"spot-b"_s, {u"10.0.1.2"_s}}};
        QVERIFY(PreemptionPolicy::apply(r, u"PREEMPTED"_s, u"t"_s, u"spot-b"_s));
        QVERIFY2(r.stateDetail.contains(u"TPU VM spot-b was taken away"_s), qPrintable(r.stateDetail));
        QVERIFY2(r.stateDetail.contains(u"when every slice's TPU VM (spot-vm, spot-b) is READY again"_s),
                 qPrintable(r.stateDetail));
        r.attempts << RunAttempt{};
        r.attempts.last().kind = QString::fromLatin1(PreemptionPolicy::kAutoResume);
        const QString ready = PreemptionPolicy::readyAgainText(r);
        QVERIFY2(ready.contains(u"every slice's TPU VM (spot-vm, spot-b) is READY again"_s), qPrintable(ready));
    }

    void recovery_data()
    {
        QTest::addColumn<int>("maxRestarts");
        QTest::addColumn<int>("autoResumes");
        QTest::addColumn<QString>("vmState");
        QTest::addColumn<int>("expected");
        using R = PreemptionPolicy::Recovery;
        QTest::newRow("VM still preempted") << 1 << 0 << u"PREEMPTED"_s << int(R::WaitForVm);
        QTest::newRow("VM being created") << 1 << 0 << u"CREATING"_s << int(R::WaitForVm);
        QTest::newRow("READY, a restart left") << 1 << 0 << u"READY"_s << int(R::Resume);
        QTest::newRow("READY, restarts used up") << 1 << 1 << u"READY"_s << int(R::WaitForUser);
        QTest::newRow("READY, max_restarts 0") << 0 << 0 << u"READY"_s << int(R::WaitForUser);
        QTest::newRow("READY, 1 of 3 used") << 3 << 1 << u"READY"_s << int(R::Resume);
    }
    void recovery()
    {
        QFETCH(int, maxRestarts);
        QFETCH(int, autoResumes);
        QFETCH(QString, vmState);
        QFETCH(int, expected);
        const RunRecord r = preempted(maxRestarts, autoResumes);
        QCOMPARE(r.restartsUsed(), autoResumes);
        QCOMPARE(int(PreemptionPolicy::recovery(r, vmState)), expected);
        QCOMPARE(PreemptionPolicy::awaitsAutomaticResume(r), autoResumes < maxRestarts);
    }

    void onlyAPreemptedRunIsRecovered_data()
    {
        QTest::addColumn<RunState>("state");
        QTest::newRow("running (resumed already)") << RunState::Running;
        QTest::newRow("failed") << RunState::Failed;
        QTest::newRow("stopped") << RunState::Stopped;
        QTest::newRow("finished") << RunState::Finished;
    }
    void onlyAPreemptedRunIsRecovered()
    {
        QFETCH(RunState, state);
        RunRecord r = preempted(5, 0);
        r.state = state;
        QCOMPARE(PreemptionPolicy::recovery(r, u"READY"_s), PreemptionPolicy::Recovery::None);
        QVERIFY(!PreemptionPolicy::awaitsAutomaticResume(r));
    }

    void runJsonKeepsStateAndMaxRestarts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"run.json"_s);
        RunRecord r = preempted(3, 1);
        QVERIFY(r.writeFile(path).has_value());
        const auto json = readJsonFile(path);
        QVERIFY(json.has_value());
        QCOMPARE((*json)["state"].get<std::string>(), std::string("preempted"));
        QCOMPARE((*json)["max_restarts"].get<int>(), 3);
        const auto back = RunRecord::readFile(path);
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().message));
        QCOMPARE(back->state, RunState::Preempted);
        QCOMPARE(back->maxRestarts, 3);
        QCOMPARE(back->restartsUsed(), 1);
        QVERIFY(!isActive(RunState::Preempted));
        QCOMPARE(runStateFromName(u"preempted"_s), std::optional<RunState>(RunState::Preempted));
    }

    void olderRunJsonReadsWithNoRestarts()
    {
        // Written before `preempted` and `max_restarts` existed.
        const auto back = RunRecord::fromJson(
            Json::parse(R"({"schema": "tpuwb.run/1", "run_id": "old", "state": "failed", "attempts": []})"), u"old"_s);
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().message));
        QCOMPARE(back->state, RunState::Failed);
        QCOMPARE(back->maxRestarts, 0);
        QCOMPARE(back->restartsUsed(), 0);
        const auto negative = RunRecord::fromJson(
            Json::parse(R"({"schema": "tpuwb.run/1", "run_id": "x", "state": "running", "max_restarts": -4})"), u"x"_s);
        QVERIFY(negative.has_value());
        QCOMPARE(negative->maxRestarts, 0);
    }
};

QTEST_GUILESS_MAIN(tst_PreemptionPolicy)
#include "tst_preemption_policy.moc"
