// End to end through `tpuwb run eval` and `tpuwb run resume --from-step` on a real CPU run of the
// scaffolded tiny decoder (local transport, Debian's torch, one thread): checkpoints and evals
// at steps 2, 4 and 6. The offline evaluation of step 4 appends an eval record tagged with step 4
// whose loss is the one the run computed at step 4 with the same weights, trains no step, and
// leaves the run finished; a resume from step 2 starts its first step at 3, records the
// attempt's checkpoint in run.json and moves the newer checkpoints aside; a step that has no
// checkpoint is refused with the steps there are.
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_CheckpointEvalCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void evalOfAMiddleCheckpointWritesItsStepAndTheRunsLoss();
    void aStepWithoutACheckpointIsRefusedWithTheStepsThereAre();
    void resumeFromAStepContinuesAtTheNextStep();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args, 240000); }
    QList<QJsonObject> metricsLines() const;
    QJsonObject record() const;
    QString waitForEnd() const;

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb{
        {u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s)}};
    QString m_runId;
    double m_trainingEvalLossAt4 = 0;
};

QList<QJsonObject> tst_CheckpointEvalCli::metricsLines() const
{
    // The host's own file (the run folder under the machine's remote root), without the
    // announcements of long phases (phase_begin / phase_end, docs/formats.md 5): what is
    // counted here is the records.
    QFile file(m_root.filePath(u"remote/runs/%1/metrics/host-0.jsonl"_s.arg(m_runId)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QJsonObject> out;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty()) {
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            if (!object[u"event"_s].toString().startsWith(u"phase_"_s))
                out << object;
        }
    return out;
}

QJsonObject tst_CheckpointEvalCli::record() const
{
    QFile file(m_root.filePath(u"ws/runs/%1/run.json"_s.arg(m_runId)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString tst_CheckpointEvalCli::waitForEnd() const
{
    QElapsedTimer timer;
    timer.start();
    QString state;
    while (timer.elapsed() < 180000) {
        state = m_tpuwb.runStatus(m_runId)[u"run"_s].toObject()[u"state"_s].toString();
        if (state == u"finished"_s || state == u"failed"_s || state == u"stopped"_s)
            break;
        QTest::qWait(300);
    }
    return state;
}

void tst_CheckpointEvalCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    QFile registry(m_root.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"here\", \"workbench\": {\"accelerator_type\": "
                   "\"v5litepod-8\", \"python\": \"%1\", \"remote_root\": \"%2\"}}]}"_s
                       .arg(twb::test::systemPython(), m_root.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();
    const QString project = m_root.filePath(u"ws/experiments/tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(
        project, u"v5litepod-8"_s,
        {u"train.max_steps=6"_s, u"train.save_every=2"_s, u"train.eval_every=2"_s, u"train.log_every=1"_s,
         u"train.warmup_steps=2"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    const Output launched = tpuwb({u"run"_s, u"launch"_s, project, u"--machine"_s, u"here"_s, u"--device"_s, u"cpu"_s,
                                   u"--"_s, u"--threads"_s, u"1"_s});
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.err));
    m_runId = launched.out.trimmed();
    QCOMPARE(waitForEnd(), u"finished"_s);
    // What the run itself computed at step 4, with the weights the checkpoint of step 4 holds.
    bool found = false;
    for (const QJsonObject &o : metricsLines()) {
        if (o[u"event"_s].toString() == u"eval"_s && o[u"step"_s].toInt() == 4) {
            m_trainingEvalLossAt4 = o[u"metrics"_s][u"eval/loss"_s].toDouble();
            found = true;
        }
    }
    QVERIFY2(found, "the run wrote no eval record at step 4");
    QVERIFY(m_trainingEvalLossAt4 > 0);
}

void tst_CheckpointEvalCli::evalOfAMiddleCheckpointWritesItsStepAndTheRunsLoss()
{
    const int linesBefore = int(metricsLines().size());
    const int attemptsBefore = int(record()[u"attempts"_s].toArray().size());
    const Output o = tpuwb({u"run"_s, u"eval"_s, m_runId + u":4"_s, u"--json"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    const QJsonObject printed = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(printed[u"event"_s].toString(), u"eval"_s);
    QCOMPARE(printed[u"step"_s].toInt(), 4);
    QCOMPARE(printed[u"source"_s].toString(), u"eval-only"_s);
    QVERIFY2(printed[u"checkpoint"_s].toString().endsWith(u"-00000004"_s), qPrintable(o.out));
    // Bit for bit: the same weights on the same fixed eval set, deterministic CPU kernels.
    QCOMPARE(printed[u"metrics"_s][u"eval/loss"_s].toDouble(), m_trainingEvalLossAt4);

    // In the run's metrics file (so Compare and the Monitor show it as an eval point at step 4),
    // with no training step: only the eval record and its done event were appended.
    const QList<QJsonObject> lines = metricsLines();
    QCOMPARE(int(lines.size()), linesBefore + 2);
    QCOMPARE(lines[linesBefore][u"event"_s].toString(), u"eval"_s);
    QCOMPARE(lines[linesBefore][u"step"_s].toInt(), 4);
    QCOMPARE(lines[linesBefore + 1][u"event"_s].toString(), u"done"_s);
    QCOMPARE(lines[linesBefore + 1][u"exit_code"_s].toInt(-1), 0);
    // ...and in the workbench's mirror of it (fetched by the evaluation).
    QFile mirror(m_root.filePath(u"ws/runs/%1/metrics/host-0.jsonl"_s.arg(m_runId)));
    QVERIFY(mirror.open(QIODevice::ReadOnly));
    QVERIFY(mirror.readAll().contains("\"source\": \"eval-only\""));

    // run.json: an attempt of kind eval naming its checkpoint; the run is still finished.
    const QJsonObject run = record();
    QCOMPARE(run[u"state"_s].toString(), u"finished"_s);
    const QJsonArray attempts = run[u"attempts"_s].toArray();
    QCOMPARE(int(attempts.size()), attemptsBefore + 1);
    const QJsonObject attempt = attempts.last().toObject();
    QCOMPARE(attempt[u"kind"_s].toString(), u"eval"_s);
    QCOMPARE(attempt[u"checkpoint_step"_s].toInt(), 4);
    QVERIFY(attempt[u"checkpoint"_s].toString().startsWith(u"checkpoints/ckpt-"_s));
    QCOMPARE(attempt[u"state_before"_s].toString(), u"finished"_s);
    // An evaluation is no attempt of the training: numbered apart (e1), not a2 (issue 27).
    QCOMPARE(attempt[u"attempt_id"_s].toString(), m_runId + u"-e1"_s);
    QVERIFY(!attempt[u"ended"_s].toString().isEmpty());
    QCOMPARE(attempt[u"exit_codes"_s].toArray().first().toInt(-1), 0);
}

void tst_CheckpointEvalCli::aStepWithoutACheckpointIsRefusedWithTheStepsThereAre()
{
    const int attemptsBefore = int(record()[u"attempts"_s].toArray().size());
    Output o = tpuwb({u"run"_s, u"resume"_s, m_runId, u"--from-step"_s, u"3"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"no complete checkpoint of step 3"_s), qPrintable(o.err));
    QVERIFY2(o.err.contains(u"2, 4, 6"_s), qPrintable(o.err));
    o = tpuwb({u"run"_s, u"eval"_s, m_runId + u":5"_s});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(u"no complete checkpoint of step 5"_s) && o.err.contains(u"2, 4, 6"_s), qPrintable(o.err));
    o = tpuwb({u"run"_s, u"resume"_s, m_runId, u"--from-step"_s, u"two"_s});
    QCOMPARE(o.exitCode, 2);
    // Nothing was started.
    QCOMPARE(int(record()[u"attempts"_s].toArray().size()), attemptsBefore);
    QCOMPARE(record()[u"state"_s].toString(), u"finished"_s);
}

void tst_CheckpointEvalCli::resumeFromAStepContinuesAtTheNextStep()
{
    const int linesBefore = int(metricsLines().size());
    const Output o = tpuwb({u"run"_s, u"resume"_s, m_runId, u"--from-step"_s, u"2"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
    QCOMPARE(waitForEnd(), u"finished"_s);

    const QJsonObject attempt = record()[u"attempts"_s].toArray().last().toObject();
    QCOMPARE(attempt[u"kind"_s].toString(), u"resume"_s);
    QCOMPARE(attempt[u"checkpoint_step"_s].toInt(), 2);
    // The training's second attempt, whatever evaluations ran between.
    QCOMPARE(attempt[u"attempt_id"_s].toString(), m_runId + u"-a2"_s);
    const QString checkpoint = attempt[u"checkpoint"_s].toString();
    QVERIFY2(checkpoint.startsWith(u"checkpoints/ckpt-"_s) && checkpoint.endsWith(u"-00000002"_s), qPrintable(checkpoint));
    const QJsonArray arguments = attempt[u"arguments"_s].toArray();
    QVERIFY(arguments.contains(u"--resume"_s) && arguments.contains(checkpoint));

    // The new start says where it came from, and its first step is 3.
    const QList<QJsonObject> lines = metricsLines().mid(linesBefore);
    int configAt = -1;
    for (int i = 0; i < lines.size() && configAt < 0; ++i)
        if (lines[i][u"event"_s].toString() == u"config"_s)
            configAt = i;
    QVERIFY2(configAt >= 0, "the resumed start wrote no config event");
    QCOMPARE(lines[configAt][u"start_step"_s].toInt(), 2);
    QVERIFY(lines[configAt][u"resumed_from"_s].toString().endsWith(u"-00000002"_s));
    int firstStep = -1;
    double evalLossAt4 = 0;
    for (int i = configAt + 1; i < lines.size(); ++i) {
        const QJsonObject &l = lines[i];
        if (firstStep < 0 && !l.contains(u"event"_s) && l.contains(u"loss"_s))
            firstStep = l[u"step"_s].toInt();
        if (l[u"event"_s].toString() == u"eval"_s && l[u"step"_s].toInt() == 4)
            evalLossAt4 = l[u"metrics"_s][u"eval/loss"_s].toDouble();
    }
    QCOMPARE(firstStep, 3);
    // The same steps again from the same state: the same weights at step 4.
    QCOMPARE(evalLossAt4, m_trainingEvalLossAt4);
    // The old branch's newer checkpoints were moved aside, not deleted; the new branch wrote its own.
    const QString checkpoints = m_root.filePath(u"remote/runs/%1/checkpoints"_s.arg(m_runId));
    QCOMPARE(QDir(checkpoints + u"/superseded"_s).entryList({u"ckpt-*"_s}, QDir::Dirs).size(), 2);
    QCOMPARE(QDir(checkpoints).entryList({u"ckpt-*"_s}, QDir::Dirs).size(), 3);
}

QTEST_GUILESS_MAIN(tst_CheckpointEvalCli)
#include "tst_checkpoint_eval_cli.moc"
