// The checkpoint browser's "Evaluate" and "Resume from here" on a real CPU run of the scaffolded
// tiny decoder (local machine, Debian's torch, one thread; checkpoints and evals at steps 2 and
// 4): the buttons are off until a complete checkpoint is chosen; Evaluate on step 2 goes through
// the Monitor's RunService to train.py --eval-only, whose eval record of step 2 (the loss the run
// computed at step 2) lands in the run's metrics; Resume from here on step 2 starts an attempt
// that names that checkpoint in run.json and trains on from step 3.
#include "core/runs/run_folder.h"
#include "core/services/run_service.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "widgets/monitor/checkpoint_actions.h"
#include "widgets/monitor/checkpoint_browser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_CheckpointActionsGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void evaluateAndResumeFromTheChosenCheckpoint();

private:
    QList<QJsonObject> metricsLines() const;
    QString waitForEnd(RunService &service) const;

    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb{
        {u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, m_root.filePath(u"ws/tpu_config.json"_s)}};
    QString m_runId;
};

QList<QJsonObject> tst_CheckpointActionsGui::metricsLines() const
{
    QFile file(m_root.filePath(u"remote/runs/%1/metrics/host-0.jsonl"_s.arg(m_runId)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QJsonObject> out;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    return out;
}

QString tst_CheckpointActionsGui::waitForEnd(RunService &service) const
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 180000) {
        auto record = service.refreshNow(m_runId);
        if (!record)
            return record.error().message;
        if (!isActive(record->state))
            return runStateName(record->state);
        QTest::qWait(300);
    }
    return u"still running after 180 s"_s;
}

void tst_CheckpointActionsGui::initTestCase()
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
    const auto scaffold = m_tpuwb.scaffoldTinyDecoder(project, u"v5litepod-8"_s,
                                                      {u"train.max_steps=4"_s, u"train.save_every=2"_s,
                                                       u"train.eval_every=2"_s, u"train.log_every=1"_s,
                                                       u"train.warmup_steps=2"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    const auto launched = m_tpuwb.run({u"run"_s, u"launch"_s, project, u"--machine"_s, u"here"_s, u"--device"_s, u"cpu"_s,
                                       u"--"_s, u"--threads"_s, u"1"_s},
                                      240000);
    QVERIFY2(launched.exitCode == 0, qPrintable(launched.err));
    m_runId = launched.out.trimmed();
}

void tst_CheckpointActionsGui::evaluateAndResumeFromTheChosenCheckpoint()
{
    RunService service(MachineAccess(m_root.filePath(u"ws/tpu_config.json"_s), ConnectionProfile{}),
                       m_root.filePath(u"ws/runs"_s));
    QCOMPARE(waitForEnd(service), u"finished"_s);
    double trainingLossAt2 = -1;
    for (const QJsonObject &o : metricsLines())
        if (o[u"event"_s].toString() == u"eval"_s && o[u"step"_s].toInt() == 2)
            trainingLossAt2 = o[u"metrics"_s][u"eval/loss"_s].toDouble();
    QVERIFY(trainingLossAt2 > 0);

    CheckpointBrowser browser(service.machineAccess());
    browser.resize(820, 600);
    browser.show();
    CheckpointActions *actions = browser.actions();
    QVERIFY(!actions->evaluateButton()->isEnabled());   // no service yet
    browser.setRunService(&service);
    QSignalSpy inspected(&browser, &CheckpointBrowser::inspected);
    browser.inspect(service.runsDir(), m_runId);
    QVERIFY(!actions->resumeButton()->isEnabled());     // nothing chosen while it reads
    QVERIFY(inspected.wait(120000));
    QCOMPARE(inspected.first().at(1).toBool(), true);
    QCOMPARE(browser.list()->rowCount(), 2);
    QVERIFY(actions->evaluateButton()->isEnabled());    // the newest is chosen

    browser.list()->setCurrentCell(0, 0);               // step 2
    QSignalSpy finished(actions, &CheckpointActions::finished);
    QTest::mouseClick(actions->evaluateButton(), Qt::LeftButton);
    QVERIFY(!actions->evaluateButton()->isEnabled());   // busy
    QVERIFY(!actions->resumeButton()->isEnabled());
    QVERIFY(finished.wait(180000));
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(actions->status()->text()));
    QVERIFY2(actions->status()->text().contains(u"eval loss"_s), qPrintable(actions->status()->text()));
    QJsonObject evalRecord;
    for (const QJsonObject &o : metricsLines())
        if (o[u"source"_s].toString() == u"eval-only"_s)
            evalRecord = o;
    QCOMPARE(evalRecord[u"step"_s].toInt(), 2);
    QCOMPARE(evalRecord[u"metrics"_s][u"eval/loss"_s].toDouble(), trainingLossAt2);
    QVERIFY(actions->resumeButton()->isEnabled());

    const int linesBefore = int(metricsLines().size());
    finished.clear();
    QTest::mouseClick(actions->resumeButton(), Qt::LeftButton);
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(actions->status()->text()));
    QCOMPARE(waitForEnd(service), u"finished"_s);
    auto record = service.recordNow(m_runId);
    QVERIFY(record);
    QCOMPARE(record->attempts.last().kind, u"resume"_s);
    QCOMPARE(record->attempts.last().checkpointStep, std::optional<qint64>(2));
    int firstStep = -1;
    for (const QJsonObject &o : metricsLines().mid(linesBefore))
        if (firstStep < 0 && !o.contains(u"event"_s) && o.contains(u"loss"_s))
            firstStep = o[u"step"_s].toInt();
    QCOMPARE(firstStep, 3);

    QDir().mkpath(twb::test::artifactsDir());
    browser.grab().save(twb::test::artifactsDir() + u"/checkpoint_actions.png"_s);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_CheckpointActionsGui)
#include "tst_checkpoint_actions_gui.moc"
