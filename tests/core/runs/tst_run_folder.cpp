// RunFolder: the one spelling of a run folder's layout, for local mirrors and remote dirs.
#include "core/runs/run_folder.h"
#include "support/result_check.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunFolder final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layout();
    void remoteDirsKeepTheirTilde();
    void recordRoundTrip();
    void missingRecordNamesTheFile();
};

void tst_RunFolder::layout()
{
    const RunFolder folder = RunFolder::in(u"/ws/runs"_s, u"r1"_s);
    QCOMPARE(folder.dir(), u"/ws/runs/r1"_s);
    QCOMPARE(folder.recordFile(), u"/ws/runs/r1/run.json"_s);
    QCOMPARE(folder.configFile(), u"/ws/runs/r1/config.json"_s);
    QCOMPARE(folder.metricsFile(3), u"/ws/runs/r1/metrics/host-3.jsonl"_s);
    QCOMPARE(folder.logFile(0), u"/ws/runs/r1/logs/host-0.log"_s);
    QCOMPARE(folder.statusFile(12), u"/ws/runs/r1/status/host-12.json"_s);
    QCOMPARE(folder.checkpointsDir(), u"/ws/runs/r1/checkpoints"_s);
    QCOMPARE(folder.stacksFile(2), u"/ws/runs/r1/stacks/host-2.txt"_s);
    // Stack dumps are named by their UTC time to the millisecond, so names sort by time.
    const QDateTime taken(QDate(2026, 1, 5), QTime(10, 41, 7, 512), Qt::UTC);
    QCOMPARE(folder.stackDumpFile(taken), u"/ws/runs/r1/stacks/stacks-20260105T104107.512Z.json"_s);
    QCOMPARE(folder.stackDumpFile(taken.toOffsetFromUtc(3600)), folder.stackDumpFile(taken));
    QCOMPARE(RunFolder::logName(2), u"logs/host-2.log"_s);
    // A trailing slash does not double the separator.
    QCOMPARE(RunFolder(u"/ws/runs/r1/"_s).metricsDir(), u"/ws/runs/r1/metrics"_s);
}

void tst_RunFolder::remoteDirsKeepTheirTilde()
{
    const RunFolder remote(u"~/tpu-workbench/runs/r1"_s);
    QCOMPARE(remote.statusFile(1), u"~/tpu-workbench/runs/r1/status/host-1.json"_s);
}

void tst_RunFolder::recordRoundTrip()
{
    QTemporaryDir dir;
    const RunFolder folder(dir.path());
    QVERIFY(!folder.hasRecord());
    RunRecord record;
    record.runId = u"r1"_s;
    record.experiment = u"tiny"_s;
    record.state = RunState::Stopped;
    TWB_VERIFY_RESULT(folder.writeRecord(record));
    QVERIFY(folder.hasRecord());
    const auto read = folder.readRecord();
    TWB_VERIFY_RESULT(read);
    QCOMPARE(read->runId, u"r1"_s);
    QCOMPARE(read->state, RunState::Stopped);
}

void tst_RunFolder::missingRecordNamesTheFile()
{
    QTemporaryDir dir;
    const auto read = RunFolder(dir.path()).readRecord();
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(u"run.json"_s) || read.error().where.contains(u"run.json"_s),
             qPrintable(read.error().message));
}

QTEST_GUILESS_MAIN(tst_RunFolder)
#include "tst_run_folder.moc"
