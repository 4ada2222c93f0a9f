// JobAttacher on real files: what validate() names per field, the run.json an attach writes
// (the machine's workers, or this machine for a local entry; the format from the file name),
// a second attach of the same files while the first is followed is refused, detach stops an
// attached run and refuses a launched one.
#include "core/runs/run_folder.h"
#include "core/services/job_attacher.h"
#include "core/services/machine_access.h"
#include "support/result_check.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_JobAttacher final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void validateNamesTheField_data();
    void validateNamesTheField();
    void attachWritesARunningRunOfTheMachinesWorkers();
    void attachingTheSameFilesTwiceIsRefusedWhileFollowed();
    void detachStopsOnlyAttachedRuns();

private:
    MachineAccess access() const { return MachineAccess(m_dir->filePath(u"tpu_config.json"_s), ConnectionProfile::defaults()); }
    QString runsDir() const { return m_dir->filePath(u"runs"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_JobAttacher::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(QDir().mkpath(runsDir()));
    QFile registry(m_dir->filePath(u"tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(R"({"tpus": [{"mode": "local", "tpu_name": "box"},
        {"tpu_name": "slice", "workbench": {"accelerator_type": "v4-16", "hosts": ["10.0.0.2", "10.0.0.3"]}}]})");
}

void tst_JobAttacher::validateNamesTheField_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("metrics");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("fields");
    QTest::newRow("all right") << u"box"_s << u"~/m.jsonl"_s << QString() << u"job"_s << QStringList();
    QTest::newRow("nothing given") << QString() << QString() << QString() << QString()
                                   << QStringList{u"machine"_s, u"metrics"_s, u"name"_s};
    QTest::newRow("blank metrics") << u"box"_s << u"   "_s << QString() << u"job"_s << QStringList{u"metrics"_s};
    QTest::newRow("unknown format") << u"box"_s << u"~/m"_s << u"xml"_s << u"job"_s << QStringList{u"format"_s};
    QTest::newRow("format in capitals") << u"box"_s << u"~/m"_s << u"TFEvents"_s << u"job"_s << QStringList();
    QTest::newRow("slash in the name") << u"box"_s << u"~/m"_s << QString() << u"a/b"_s << QStringList{u"name"_s};
}

void tst_JobAttacher::validateNamesTheField()
{
    QFETCH(QString, machine);
    QFETCH(QString, metrics);
    QFETCH(QString, format);
    QFETCH(QString, name);
    QFETCH(QStringList, fields);
    QStringList found;
    for (const FieldProblem &problem : JobAttacher::validate({machine, metrics, {}, format, name})) {
        found << problem.field;
        QVERIFY2(problem.message.contains(u':'), qPrintable(problem.message));   // what is wrong: what to do
    }
    QCOMPARE(found, fields);
}

void tst_JobAttacher::attachWritesARunningRunOfTheMachinesWorkers()
{
    auto slice = JobAttacher::attach(access(), runsDir(), {u"slice"_s, u"~/job/train-{worker}.log"_s, {}, {}, u"mt"_s});
    TWB_VERIFY_RESULT(slice);
    auto written = RunFolder::in(runsDir(), slice->runId).readRecord();
    TWB_VERIFY_RESULT(written);
    QCOMPARE(written->state, RunState::Running);
    QCOMPARE(written->hosts, (QStringList{u"10.0.0.2"_s, u"10.0.0.3"_s}));
    QCOMPARE(written->attachFormat, u"maxtext"_s);   // from .log
    QCOMPARE(written->attachMetrics, u"~/job/train-{worker}.log"_s);
    QVERIFY(written->remoteDir.isEmpty());

    auto local = JobAttacher::attach(access(), runsDir(), {u"box"_s, u"/tmp/tb/events.out.tfevents.*"_s, {}, {}, u"tb"_s});
    TWB_VERIFY_RESULT(local);
    QCOMPARE(local->hosts, QStringList{u"localhost"_s});
    QCOMPARE(local->attachFormat, u"tfevents"_s);

    auto unknown = JobAttacher::attach(access(), runsDir(), {u"nope"_s, u"/tmp/m.jsonl"_s, {}, {}, u"x"_s});
    QVERIFY(!unknown);
    QVERIFY2(unknown.error().message.contains(u"nope"_s), qPrintable(unknown.error().message));
    QCOMPARE(QDir(runsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 2);
}

void tst_JobAttacher::attachingTheSameFilesTwiceIsRefusedWhileFollowed()
{
    const AttachRequest request{u"box"_s, u"/tmp/m.jsonl"_s, {}, u"jsonl"_s, u"job"_s};
    auto first = JobAttacher::attach(access(), runsDir(), request);
    TWB_VERIFY_RESULT(first);
    auto second = JobAttacher::attach(access(), runsDir(), request);
    QVERIFY(!second);
    QCOMPARE(second.error().where, u"name"_s);
    // Once detached, attaching again follows it again under the same id.
    TWB_VERIFY_RESULT(JobAttacher::detach(runsDir(), first->runId));
    auto again = JobAttacher::attach(access(), runsDir(), request);
    TWB_VERIFY_RESULT(again);
    QCOMPARE(again->runId, first->runId);
    QCOMPARE(again->state, RunState::Running);
}

void tst_JobAttacher::detachStopsOnlyAttachedRuns()
{
    auto attached = JobAttacher::attach(access(), runsDir(), {u"box"_s, u"/tmp/m.jsonl"_s, {}, {}, u"job"_s});
    TWB_VERIFY_RESULT(attached);
    auto detached = JobAttacher::detach(runsDir(), attached->runId);
    TWB_VERIFY_RESULT(detached);
    QCOMPARE(detached->state, RunState::Stopped);
    QVERIFY(!detached->ended.isEmpty());
    auto reread = RunFolder::in(runsDir(), attached->runId).readRecord();
    TWB_VERIFY_RESULT(reread);
    QCOMPARE(reread->state, RunState::Stopped);

    RunRecord launched;
    launched.runId = u"launched-1"_s;
    launched.machine = u"box"_s;
    launched.remoteDir = u"~/tpu-workbench/runs/launched-1"_s;
    launched.state = RunState::Running;
    QVERIFY(QDir().mkpath(RunFolder::in(runsDir(), launched.runId).dir()));
    TWB_VERIFY_RESULT(RunFolder::in(runsDir(), launched.runId).writeRecord(launched));
    auto refused = JobAttacher::detach(runsDir(), launched.runId);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"tpuwb run stop"_s), qPrintable(refused.error().message));
    QCOMPARE(RunFolder::in(runsDir(), launched.runId).readRecord()->state, RunState::Running);
}

QTEST_GUILESS_MAIN(tst_JobAttacher)
#include "tst_job_attacher.moc"
