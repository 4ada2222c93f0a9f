// `tpuwb demo create` as a newcomer runs it: this machine registered and probed, a kernel run
// driven to its end by the orchestrator with the replay worker, and the refusals that keep a
// folder that is not a demo safe.
#include "core/kernel/kernel_state.h"
#include "core/registry/registry.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_DemoWorkspace final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsAWorkingWorkspace();
    void refusesToReplaceWithoutForce();
    void neverRemovesAFolderThatIsNotAWorkspace();
    void folderArgumentWinsOverWorkspace();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run tpuwb(const QString &workspace, const QStringList &arguments);
};

tst_DemoWorkspace::Run tst_DemoWorkspace::tpuwb(const QString &workspace, const QStringList &arguments)
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, workspace} + arguments);
    if (!process.waitForFinished(180000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

void tst_DemoWorkspace::createsAWorkingWorkspace()
{
    QTemporaryDir dir;
    const QString root = dir.filePath(u"demo"_s);
    const Run created = tpuwb(root, {u"demo"_s, u"create"_s});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));

    // This machine, as MaxKernel's local entry, with a spec the probe verified.
    auto registry = twb::Registry::load(root + u"/tpu_config.json"_s);
    TWB_VERIFY_RESULT(registry);
    const twb::MachineEntry *local = registry->find(u"this-machine"_s);
    QVERIFY(local);
    QCOMPARE(local->mode(), twb::MachineEntry::Mode::Local);
    QVERIFY(local->isSpecVerified());
    QVERIFY(local->tpuSpec() && local->tpuSpec()->deviceCount >= 1);

    // One kernel run, finished and published by the orchestrator: state.json says so, the
    // published file is the winning iteration's, and every dispatch is in the journal.
    const QStringList runs = QDir(root + u"/kernel-runs"_s).entryList({u"run_*"_s}, QDir::Dirs);
    QCOMPARE(runs.size(), 1);
    const QString runDir = root + u"/kernel-runs/"_s + runs.first();
    auto state = twb::kernel::KernelState::load(runDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), state->maxIterations());
    QVERIFY(state->maxIterations() >= 1);
    const QString published = state->finalCodePath();
    QVERIFY(!published.isEmpty());
    QFile optimized(published);
    QVERIFY(optimized.open(QIODevice::ReadOnly));
    QVERIFY(optimized.size() > 0);
    QFile journal(runDir + u"/workbench_orchestrator.jsonl"_s);
    QVERIFY(journal.open(QIODevice::ReadOnly));
    const QByteArray lines = journal.readAll();
    QCOMPARE(lines.count("\"action\":\"dispatch\""), qsizetype(2 * state->maxIterations())); // started + outcome
    QVERIFY(lines.contains("\"action\":\"finish\""));

    // The CLI reads it back as finished.
    const Run status = tpuwb(root, {u"kernel"_s, u"status"_s, runDir});
    QCOMPARE(status.exitCode, 0);
    QVERIFY2(status.out.contains(u"finished"_s), qPrintable(status.out));
}

void tst_DemoWorkspace::refusesToReplaceWithoutForce()
{
    QTemporaryDir dir;
    const QString root = dir.filePath(u"demo"_s);
    QCOMPARE(tpuwb(root, {u"demo"_s, u"create"_s}).exitCode, 0);
    // A file of the user's in the workspace survives a refused create.
    QFile note(root + u"/notes.txt"_s);
    QVERIFY(note.open(QIODevice::WriteOnly));
    note.write("mine");
    note.close();
    const Run again = tpuwb(root, {u"demo"_s, u"create"_s});
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains(u"--force"_s), qPrintable(again.err));
    QVERIFY(QFile::exists(root + u"/notes.txt"_s));
    // --force gives a fresh demo.
    QCOMPARE(tpuwb(root, {u"demo"_s, u"create"_s, u"--force"_s}).exitCode, 0);
    QVERIFY(!QFile::exists(root + u"/notes.txt"_s));
    QVERIFY(QFile::exists(root + u"/workbench.json"_s));
}

void tst_DemoWorkspace::neverRemovesAFolderThatIsNotAWorkspace()
{
    QTemporaryDir dir;
    QFile precious(dir.filePath(u"thesis.tex"_s));
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("\\documentclass{article}");
    precious.close();
    const Run refused = tpuwb(dir.path(), {u"demo"_s, u"create"_s, u"--force"_s});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"not a workspace"_s), qPrintable(refused.err));
    QVERIFY2(refused.err.contains(dir.path()), qPrintable(refused.err));
    QVERIFY(QFile::exists(dir.filePath(u"thesis.tex"_s)));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 1);
}

void tst_DemoWorkspace::folderArgumentWinsOverWorkspace()
{
    QTemporaryDir dir;
    const QString workspace = dir.filePath(u"workspace"_s);
    const QString demo = dir.filePath(u"elsewhere"_s);
    const Run created = tpuwb(workspace, {u"demo"_s, u"create"_s, demo});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    QVERIFY(created.out.contains(demo));
    QVERIFY(QFile::exists(demo + u"/workbench.json"_s));
    QVERIFY(!QFileInfo::exists(workspace));
    // A second folder is a usage error, and nothing is written.
    const Run stray = tpuwb(workspace, {u"demo"_s, u"create"_s, dir.filePath(u"a"_s), dir.filePath(u"b"_s)});
    QCOMPARE(stray.exitCode, 2);
    QVERIFY(!QFileInfo::exists(dir.filePath(u"a"_s)));
}

QTEST_GUILESS_MAIN(tst_DemoWorkspace)
#include "tst_demo_workspace.moc"
