// AblationResults on a real workspace: every run of the expansion gets its state from its
// run.json (a broken one is a failed run that says why, a missing one is "not launched") and
// its metric from the fetched metrics files; counts go by RunState.
#include "ablation_test_data.h"
#include "core/ablation/ablation_results.h"
#include "core/runs/run_folder.h"
#include "core/workspace/workspace.h"
#include "support/result_check.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_AblationResults final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statesAndValuesComeFromTheRunFolders();

private:
    void write(const QString &path, const QByteArray &bytes)
    {
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

void tst_AblationResults::statesAndValuesComeFromTheRunFolders()
{
    QTemporaryDir dir;
    const Workspace ws(dir.filePath(u"ws"_s));
    TWB_VERIFY_RESULT(ws.ensureCreated());
    write(ws.experimentDir(u"moe-clamp"_s) + u"/experiment.json"_s, QByteArray::fromStdString(ablationTestBase().dump()));
    write(ws.ablationsDir() + u"/lr.json"_s,
          R"({"schema": "tpuwb.ablation/1", "name": "lr", "base": "experiments/moe-clamp/experiment.json",
              "mode": "grid", "variables": [{"path": "train.lr", "values": [0.001, 0.01]}], "seeds": [0, 1]})");
    auto loaded = LoadedAblation::load(ws.ablationsDir() + u"/lr.json"_s);
    TWB_VERIFY_RESULT(loaded);
    const auto &runs = loaded->expansion.runs();
    QCOMPARE(runs.size(), std::size_t(4));

    // 0: finished, loss 2 -> 1.5 -> 1.25; 1: running on two hosts; 2: unreadable run.json;
    // 3: never launched.
    auto record = [&](const QString &id, RunState state) {
        RunRecord r;
        r.runId = id;
        r.state = state;
        r.machine = u"m1"_s;
        r.stateDetail = state == RunState::Running ? QString() : u"all done"_s;
        return r;
    };
    const RunFolder f0 = RunFolder::in(ws.runsDir(), runs[0].runId);
    QVERIFY(QDir().mkpath(f0.dir()));
    TWB_VERIFY_RESULT(f0.writeRecord(record(runs[0].runId, RunState::Finished)));
    write(f0.metricsFile(0), "{\"step\": 1, \"loss\": 2.0}\n{\"step\": 2, \"loss\": 1.5}\n{\"step\": 3, \"loss\": 1.25}\n");
    const RunFolder f1 = RunFolder::in(ws.runsDir(), runs[1].runId);
    QVERIFY(QDir().mkpath(f1.dir()));
    TWB_VERIFY_RESULT(f1.writeRecord(record(runs[1].runId, RunState::Running)));
    write(f1.metricsFile(0), "{\"step\": 1, \"loss\": 3.0}\n");
    write(f1.metricsFile(1), "{\"step\": 1, \"loss\": 3.5}\n{\"step\": 2, \"loss\": 2.5}\n{\"step\": 3, \"lo");
    write(RunFolder::in(ws.runsDir(), runs[2].runId).recordFile(), "{ broken");

    const AblationResults results = AblationResults::read(*loaded, ws.runsDir(), 0.0);
    const auto &statuses = results.statuses();
    QCOMPARE(statuses.size(), std::size_t(4));

    QVERIFY(statuses[0].state == RunState::Finished);
    QVERIFY(statuses[0].isTerminal());
    QCOMPARE(statuses[0].machine, u"m1"_s);
    QVERIFY(statuses[0].hasValue);
    QCOMPARE(statuses[0].value, 1.25);
    QCOMPARE(statuses[0].lastStep, std::int64_t(3));

    QVERIFY(statuses[1].state == RunState::Running);
    QVERIFY(statuses[1].launched() && !statuses[1].isTerminal());
    QVERIFY(statuses[1].hasValue);
    QCOMPARE(statuses[1].lastStep, std::int64_t(2));   // the cut last line is not read yet

    QVERIFY(statuses[2].state == RunState::Failed);
    QVERIFY2(statuses[2].message.contains(runs[2].runId), qPrintable(statuses[2].message));
    QVERIFY(!statuses[2].hasValue);

    QVERIFY(!statuses[3].launched());
    QCOMPARE(statuses[3].stateName(u"not-launched"_s), u"not-launched"_s);
    QVERIFY(!statuses[3].isTerminal());

    QCOMPARE(results.count(RunState::Finished), 1);
    QCOMPARE(results.count(RunState::Failed), 1);
    QCOMPARE(results.count(RunState::Running), 1);
    QCOMPARE(results.launchedCount(), 3);
    QCOMPARE(results.runs()[0].state, u"finished"_s);
    QCOMPARE(results.runs()[3].state, QString());
    QCOMPARE(results.table().rows().size(), std::size_t(2));   // one row per cell
}

QTEST_GUILESS_MAIN(tst_AblationResults)
#include "tst_ablation_results.moc"
