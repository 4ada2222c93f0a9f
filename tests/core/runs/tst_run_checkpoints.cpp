// RunCheckpoints: the listing of a run's complete checkpoints (as the host's shell prints it),
// the choice of a step (a missing one is refused with the steps there are), the eval record of
// an attempt in a metrics file, and run.json's attempt fields for a chosen checkpoint.
#include "core/runs/run_checkpoints.h"
#include "core/runs/run_record.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_RunCheckpoints final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listingIsByStepAndPrefersTheRunsHash();
    void listingSkipsWhatIsNotACheckpoint();
    void aStepWithoutACheckpointListsTheOthers();
    void noCheckpointsAtAll();
    void findsTheEvalRecordOfTheAttempt();
    void attemptKeepsItsCheckpointInRunJson();

private:
    static RunRecord run()
    {
        RunRecord r;
        r.runId = u"tiny-1a2b3c4d-s7-20260101-000000"_s;
        r.configHash = u"1a2b3c4d"_s;
        r.seed = 7;
        r.remoteDir = u"~/tpu-workbench/runs/tiny"_s;
        return r;
    }
};

void tst_RunCheckpoints::listingIsByStepAndPrefersTheRunsHash()
{
    // Step 10 after step 9 (numbers, not names); a foreign hash at step 4 loses to the run's.
    const QByteArray text = "ckpt-7-1a2b3c4d-00000010\nckpt-7-ffffffff-00000004\nckpt-7-1a2b3c4d-00000004\n"
                            "ckpt-7-1a2b3c4d-00000009\n";
    const QList<RunCheckpoint> list = RunCheckpoints::parseListing(text, run());
    QCOMPARE(list.size(), 3);
    QCOMPARE(list[0].step, 4);
    QCOMPARE(list[0].name, u"ckpt-7-1a2b3c4d-00000004"_s);
    QCOMPARE(list[0].path, u"checkpoints/ckpt-7-1a2b3c4d-00000004"_s);
    QCOMPARE(list[1].step, 9);
    QCOMPARE(list[2].step, 10);
}

void tst_RunCheckpoints::listingSkipsWhatIsNotACheckpoint()
{
    const QByteArray text = "ckpt-7-1a2b3c4d-00000004.tmp\nsuperseded\nckpt-*\n\nckpt-7-1A2B3C4D-00000005\n"
                            "  ckpt-7-1a2b3c4d-00000006  \n";
    const QList<RunCheckpoint> list = RunCheckpoints::parseListing(text, run());
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].step, 6);
}

void tst_RunCheckpoints::aStepWithoutACheckpointListsTheOthers()
{
    const QList<RunCheckpoint> list =
        RunCheckpoints::parseListing("ckpt-7-1a2b3c4d-00000002\nckpt-7-1a2b3c4d-00000004\n", run());
    auto found = RunCheckpoints::atStep(list, 4, run().runId);
    QVERIFY(found);
    QCOMPARE(found->step, 4);
    auto missing = RunCheckpoints::atStep(list, 3, run().runId);
    QVERIFY(!missing);
    QCOMPARE(missing.error().kind, Error::Kind::NotFound);
    QVERIFY2(missing.error().message.contains(u"no complete checkpoint of step 3"_s), qPrintable(missing.error().message));
    QVERIFY2(missing.error().message.contains(u"2, 4"_s), qPrintable(missing.error().message));
    QVERIFY(missing.error().message.contains(run().runId));
}

void tst_RunCheckpoints::noCheckpointsAtAll()
{
    auto missing = RunCheckpoints::atStep({}, 3, run().runId);
    QVERIFY(!missing);
    QVERIFY2(missing.error().message.contains(u"nor of any other step"_s), qPrintable(missing.error().message));
}

void tst_RunCheckpoints::findsTheEvalRecordOfTheAttempt()
{
    const QByteArray metrics =
        "{\"event\": \"eval\", \"time\": 1.0, \"host\": 0, \"step\": 4, \"metrics\": {\"eval/loss\": 4.1}}\n"
        "{\"event\": \"eval\", \"time\": 2.0, \"host\": 0, \"step\": 2, \"metrics\": {\"eval/loss\": 4.3}, "
        "\"source\": \"eval-only\", \"checkpoint\": \"checkpoints/ckpt-7-1a2b3c4d-00000002\", \"attempt\": \"r-a2\"}\n"
        "{\"event\": \"eval\", \"time\": 3.0, \"host\": 0, \"step\": 4, \"metrics\": {\"eval/loss\": 4.125, \"eval/tokens\": 128}, "
        "\"source\": \"eval-only\", \"checkpoint\": \"checkpoints/ckpt-7-1a2b3c4d-00000004\", \"attempt\": \"r-a3\"}\n"
        "{\"event\": \"eval\", \"attempt\": null, \"step\": 6}\n"
        "{\"event\": \"done\", \"time\": 3.1, \"host\": 0, \"exit_code\": 0}\n"
        "{\"event\": \"eval\", \"attempt\": \"r-a3";   // a torn last line
    auto e = RunCheckpoints::findEvaluation(metrics, u"r-a3"_s);
    QVERIFY(e);
    QCOMPARE(e->step, 4);
    QCOMPARE(e->checkpoint, u"checkpoints/ckpt-7-1a2b3c4d-00000004"_s);
    QCOMPARE(e->metrics["eval/loss"].get<double>(), 4.125);
    QCOMPARE(e->metrics["eval/tokens"].get<int>(), 128);
    e = RunCheckpoints::findEvaluation(metrics, u"r-a2"_s);
    QVERIFY(e);
    QCOMPARE(e->step, 2);
    QVERIFY(!RunCheckpoints::findEvaluation(metrics, u"r-a4"_s));
}

void tst_RunCheckpoints::attemptKeepsItsCheckpointInRunJson()
{
    RunRecord r = run();
    r.state = RunState::Finished;
    RunAttempt a;
    a.attemptId = u"r-a2"_s;
    a.kind = u"eval"_s;
    a.checkpoint = u"checkpoints/ckpt-7-1a2b3c4d-00000004"_s;
    a.checkpointStep = 4;
    a.stateBefore = RunState::Stopped;
    r.attempts << RunAttempt{} << a;
    r.attempts[0].attemptId = u"r-a1"_s;
    r.attempts[0].kind = u"launch"_s;
    const Json doc = r.toJson();
    QVERIFY(!doc["attempts"][0].contains("checkpoint"));   // only where there is one
    QCOMPARE(doc["attempts"][1]["checkpoint_step"].get<int>(), 4);
    auto back = RunRecord::fromJson(doc, u"run.json"_s);
    QVERIFY(back);
    QCOMPARE(back->attempts.size(), 2);
    QVERIFY(!back->attempts[0].checkpointStep);
    QVERIFY(!back->attempts[0].stateBefore);
    QCOMPARE(back->attempts[1].checkpoint, a.checkpoint);
    QCOMPARE(back->attempts[1].checkpointStep, std::optional<qint64>(4));
    QCOMPARE(back->attempts[1].stateBefore, std::optional<RunState>(RunState::Stopped));
}

QTEST_GUILESS_MAIN(tst_RunCheckpoints)
#include "tst_run_checkpoints.moc"
