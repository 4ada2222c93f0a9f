// WorkspaceIndex on a real folder: the first scan lists experiments, runs (a broken run.json is
// reported, the others listed), ablations and kernel runs; a run.json written or rewritten, a
// new ablation file or experiment, each reach their own signal within 2 s; another root
// replaces the snapshot.
#include "core/runs/run_folder.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"
#include "support/result_check.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_WorkspaceIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void firstScanListsEverythingAndReportsBrokenRuns();
    void aWrittenRunJsonIsNoticed();
    void aNewAblationOrExperimentIsNoticed();
    void anotherRootReplacesTheSnapshot();
    void scanWithoutAnEventLoop();

private:
    void write(const QString &path, const QByteArray &bytes)
    {
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    // Writes run.json the way the launcher does (its folder first, then the file atomically).
    static Result<void> writeRun(const QString &runsDir, const RunRecord &record)
    {
        const RunFolder folder = RunFolder::in(runsDir, record.runId);
        QDir().mkpath(folder.dir());
        return folder.writeRecord(record);
    }
    RunRecord run(const QString &id, RunState state = RunState::Running) const
    {
        RunRecord r;
        r.runId = id;
        r.experiment = u"tiny"_s;
        r.state = state;
        return r;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_root;
};

void tst_WorkspaceIndex::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_root = m_dir->filePath(u"ws"_s);
    const Workspace ws(m_root);
    TWB_VERIFY_RESULT(ws.ensureCreated());
    write(ws.experimentDir(u"tiny"_s) + u"/experiment.json"_s, "{}");
    write(ws.experimentDir(u"scaffolded"_s) + u"/config.json"_s, "{}");
    write(ws.experimentDir(u"scaffolded"_s) + u"/launch.sh"_s, "#!/bin/sh\n");
    TWB_VERIFY_RESULT(writeRun(ws.runsDir(), run(u"r1"_s)));
    write(RunFolder::in(ws.runsDir(), u"broken"_s).recordFile(), "{ not json");
    QVERIFY(QDir().mkpath(ws.runsDir() + u"/no-record-yet"_s));
    write(ws.ablationsDir() + u"/lr.json"_s, "{}");
    write(ws.kernelRunsDir() + u"/k1/state.json"_s, "{}");
    // A folder being made (no state.json or journal yet) is not a kernel run.
    QVERIFY(QDir().mkpath(ws.kernelRunsDir() + u"/k0-half-made"_s));
}

void tst_WorkspaceIndex::firstScanListsEverythingAndReportsBrokenRuns()
{
    WorkspaceIndex index(m_root);
    QSignalSpy scanned(&index, &WorkspaceIndex::scanned);
    QSignalSpy runs(&index, &WorkspaceIndex::runsChanged);
    QVERIFY(!index.isScanned());
    QVERIFY(scanned.wait(5000));
    QVERIFY(index.isScanned());
    QCOMPARE(runs.size(), 1);

    QCOMPARE(index.experiments().size(), 2);
    const auto tiny = index.experiment(u"tiny"_s);
    QVERIFY(tiny && tiny->hasExperimentJson && !tiny->hasConfigJson && !tiny->hasLaunchScript);
    const auto scaffolded = index.experiment(u"scaffolded"_s);
    QVERIFY(scaffolded && !scaffolded->hasExperimentJson && scaffolded->hasConfigJson && scaffolded->hasLaunchScript);

    QCOMPARE(index.runs().size(), 1);
    QCOMPARE(index.runs().first().runId, u"r1"_s);
    QVERIFY(index.run(u"r1"_s));
    QVERIFY(!index.run(u"broken"_s));
    QCOMPARE(index.runErrors().size(), 1);
    QCOMPARE(index.runErrors().first().runId, u"broken"_s);
    QVERIFY(index.runErrors().first().message.contains(u"broken"_s));

    QCOMPARE(index.ablations(), QStringList{Workspace(m_root).ablationsDir() + u"/lr.json"_s});
    QCOMPARE(index.kernelRuns(), QStringList{Workspace(m_root).kernelRunsDir() + u"/k1"_s});
}

void tst_WorkspaceIndex::aWrittenRunJsonIsNoticed()
{
    WorkspaceIndex index(m_root);
    QSignalSpy scanned(&index, &WorkspaceIndex::scanned);
    QVERIFY(scanned.wait(5000));
    QSignalSpy changed(&index, &WorkspaceIndex::runChanged);
    QSignalSpy runs(&index, &WorkspaceIndex::runsChanged);
    QSignalSpy ablations(&index, &WorkspaceIndex::ablationsChanged);
    const QString runsDir = Workspace(m_root).runsDir();

    // A run appears in a folder that had no record yet.
    TWB_VERIFY_RESULT(writeRun(runsDir, run(u"no-record-yet"_s)));
    QTRY_VERIFY_WITH_TIMEOUT(changed.contains(QVariantList{u"no-record-yet"_s}), 2000);
    QVERIFY(index.run(u"no-record-yet"_s));

    // An existing record is rewritten (atomically: a new file replaces the watched one).
    changed.clear();
    TWB_VERIFY_RESULT(writeRun(runsDir, run(u"r1"_s, RunState::Finished)));
    QTRY_VERIFY_WITH_TIMEOUT(changed.contains(QVariantList{u"r1"_s}), 2000);
    QCOMPARE(index.run(u"r1"_s)->state, RunState::Finished);
    QVERIFY(!changed.contains(QVariantList{u"no-record-yet"_s}));

    // And again: the watch was renewed after the replacement.
    changed.clear();
    TWB_VERIFY_RESULT(writeRun(runsDir, run(u"r1"_s, RunState::Failed)));
    QTRY_VERIFY_WITH_TIMEOUT(changed.contains(QVariantList{u"r1"_s}), 2000);
    QCOMPARE(index.run(u"r1"_s)->state, RunState::Failed);

    // A brand-new run folder with its record.
    changed.clear();
    TWB_VERIFY_RESULT(writeRun(runsDir, run(u"r2"_s)));
    QTRY_VERIFY_WITH_TIMEOUT(changed.contains(QVariantList{u"r2"_s}), 2000);
    QVERIFY(runs.size() >= 3);
    QCOMPARE(ablations.size(), 0);

    // Written in place by another tool (not renamed over): seen too.
    changed.clear();
    {
        QFile f(runsDir + u"/r1/run.json"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray json = f.readAll();
        f.close();
        json.replace("\"failed\"", "\"stopped\"");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(json);
    }
    QTRY_VERIFY_WITH_TIMEOUT(changed.contains(QVariantList{u"r1"_s}), 2000);
    QCOMPARE(index.run(u"r1"_s)->state, RunState::Stopped);

    // Other files of a run folder (config.json, profiles) do not rescan the workspace.
    QSignalSpy scans(&index, &WorkspaceIndex::scanned);
    write(runsDir + u"/r1/config.json"_s, "{}");
    QTest::qWait(WorkspaceIndex::kDebounceMs * 3);
    QCOMPARE(scans.size(), 0);

    // A removed run.
    changed.clear();
    QVERIFY(QDir(runsDir + u"/r2"_s).removeRecursively());
    QTRY_VERIFY_WITH_TIMEOUT(changed.contains(QVariantList{u"r2"_s}), 2000);
    QVERIFY(!index.run(u"r2"_s));
}

void tst_WorkspaceIndex::aNewAblationOrExperimentIsNoticed()
{
    WorkspaceIndex index(m_root);
    QSignalSpy scanned(&index, &WorkspaceIndex::scanned);
    QVERIFY(scanned.wait(5000));
    QSignalSpy ablations(&index, &WorkspaceIndex::ablationsChanged);
    QSignalSpy experiments(&index, &WorkspaceIndex::experimentsChanged);
    QSignalSpy runs(&index, &WorkspaceIndex::runsChanged);

    write(Workspace(m_root).ablationsDir() + u"/batch.json"_s, "{}");
    QTRY_COMPARE_WITH_TIMEOUT(ablations.size(), 1, 2000);
    QCOMPARE(index.ablations().size(), 2);
    QCOMPARE(experiments.size(), 0);

    // experiment.json added to an existing experiment folder.
    write(Workspace(m_root).experimentDir(u"scaffolded"_s) + u"/experiment.json"_s, "{}");
    QTRY_COMPARE_WITH_TIMEOUT(experiments.size(), 1, 2000);
    QVERIFY(index.experiment(u"scaffolded"_s)->hasExperimentJson);
    QCOMPARE(runs.size(), 0);
}

void tst_WorkspaceIndex::anotherRootReplacesTheSnapshot()
{
    WorkspaceIndex index(m_root);
    QSignalSpy scanned(&index, &WorkspaceIndex::scanned);
    QVERIFY(scanned.wait(5000));
    QTemporaryDir other;
    scanned.clear();
    index.setRoot(other.path());
    // (An empty folder's scan can finish before its continuation is attached; Qt 6.4 then
    // runs it inside setRoot, so the signal may already be in the spy.)
    QTRY_VERIFY_WITH_TIMEOUT(!scanned.isEmpty(), 5000);
    QVERIFY(index.runs().isEmpty());
    QVERIFY(index.experiments().isEmpty());
    QCOMPARE(index.root(), QDir(other.path()).absolutePath());
}

void tst_WorkspaceIndex::scanWithoutAnEventLoop()
{
    const WorkspaceIndex::Snapshot first = WorkspaceIndex::scan(m_root);
    QCOMPARE(first.runs.size(), 1);
    QCOMPARE(first.runErrors.size(), 1);
    // Unchanged records are taken from the previous snapshot.
    const WorkspaceIndex::Snapshot second = WorkspaceIndex::scan(m_root, first);
    QCOMPARE(second.runs.size(), 1);
    QCOMPARE(second.runStamps, first.runStamps);
}

QTEST_GUILESS_MAIN(tst_WorkspaceIndex)
#include "tst_workspace_index.moc"
