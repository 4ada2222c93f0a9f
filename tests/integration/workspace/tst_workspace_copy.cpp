// A copied workspace never writes into the workspace it was copied from (issue 26): a local
// machine registered with a workspace-relative remote_root ("remote", what `tpuwb demo create`
// and the Machines panel write) follows the copy, so a real CPU run launched in the copy through
// `tpuwb run launch` leaves every file of the original as it was; an absolute remote_root that
// points into another workspace (what a copy of an older workspace carries) is refused, naming
// the machine, the path and the fix, before anything is written.
#include "core/workspace/workspace.h"

#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_WorkspaceCopy final : public QObject
{
    Q_OBJECT

    using Output = twb::test::TpuwbRunner::Output;

    QTemporaryDir m_root;
    QTemporaryDir m_config;
    QString original() const { return m_root.filePath(u"original"_s); }
    QString copy() const { return m_root.filePath(u"copy"_s); }
    twb::test::TpuwbRunner in(const QString &workspace) const { return twb::test::TpuwbRunner({u"--workspace"_s, workspace}); }

    // Every file and folder under `dir` with its size and modification time (ns).
    static QStringList snapshot(const QString &dir)
    {
        QStringList files;
        QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            const QFileInfo info = it.fileInfo();
            files << u"%1 %2 %3"_s.arg(it.filePath()).arg(info.isDir() ? 0 : info.size()).arg(
                         info.lastModified().toMSecsSinceEpoch());
        }
        files.sort();
        return files;
    }

    static void copyTree(const QString &from, const QString &to)
    {
        QProcess cp;
        cp.start(u"cp"_s, {u"-a"_s, from, to});
        QVERIFY(cp.waitForFinished(60000));
        QCOMPARE(cp.exitCode(), 0);
    }

    QString launchAndWait(const twb::test::TpuwbRunner &tpuwb, const QString &project, QString *state,
                          const QString &machine = u"here"_s, const QStringList &settings = {})
    {
        QStringList args = {u"run"_s, u"launch"_s, project, u"--machine"_s, machine, u"--device"_s, u"cpu"_s};
        for (const QString &setting : settings)
            args << u"--set"_s << setting;
        args << u"--"_s << u"--threads"_s << u"1"_s;
        const Output launched = tpuwb.run(args);
        if (launched.exitCode != 0) {
            qWarning("launch: %s", qPrintable(launched.err));
            return {};
        }
        const QString runId = launched.out.trimmed();
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 180000) {
            *state = tpuwb.runStatus(runId)[u"run"_s].toObject()[u"state"_s].toString();
            if (*state == u"finished"_s || *state == u"failed"_s)
                break;
            QTest::qWait(300);
        }
        return runId;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
        if (const QString missing = twb::test::missingPythonModules(u"torch"_s); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        // The approvals of the workspaces' commands (the local python) live in this user's config.
        qputenv("XDG_CONFIG_HOME", m_config.filePath(u"config"_s).toUtf8());
        // A workspace as the app creates it: workbench.json is what marks it.
        QVERIFY(twb::Workspace(original()).ensureCreated());
        const auto tpuwb = in(original());
        // This machine as a user adds it: `registry add` gives it the workspace's "remote" folder.
        const QString here = uR"({"mode": "local", "tpu_name": "here", "workbench": {"python": "%1"}})"_s
                                 .arg(twb::test::systemPython());
        const Output added = tpuwb.run({u"registry"_s, u"add"_s, here, u"--no-probe"_s});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        QFile registry(original() + u"/tpu_config.json"_s);
        QVERIFY(registry.open(QIODevice::ReadOnly));
        QVERIFY2(registry.readAll().contains("\"remote_root\": \"remote\""), "registry add wrote no relative remote_root");
        const Output scaffold = tpuwb.scaffoldTinyDecoder({}, u"v5litepod-8"_s,
                                                          {u"train.max_steps=6"_s, u"train.log_every=1"_s,
                                                           u"train.warmup_steps=1"_s, u"train.save_every=3"_s});
        QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
        QVERIFY(QFileInfo::exists(original() + u"/experiments/tiny/experiment.json"_s));
    }

    void aRunInTheCopyLeavesTheOriginalAsItWas()
    {
        // A run of the original first, so it has run folders and a remote/ of its own to keep.
        QString state;
        const QString first = launchAndWait(in(original()), original() + u"/experiments/tiny"_s, &state);
        QVERIFY(!first.isEmpty());
        QCOMPARE(state, u"finished"_s);
        QVERIFY(QFileInfo::exists(original() + u"/remote/runs/"_s + first));

        copyTree(original(), copy());
        const QStringList before = snapshot(original());
        QVERIFY(before.size() > 10);
        const auto tpuwb = in(copy());
        // A copied workspace's commands run once its user trusts it (WorkspaceTrust).
        const Output trusted = tpuwb.run({u"workspace"_s, u"trust"_s});
        QVERIFY2(trusted.exitCode == 0, qPrintable(trusted.err));

        const QString runId = launchAndWait(tpuwb, copy() + u"/experiments/tiny"_s, &state);
        QVERIFY(!runId.isEmpty());
        QCOMPARE(state, u"finished"_s);
        // The run, its checkpoints and its mirror are the copy's.
        QVERIFY(QFileInfo::exists(copy() + u"/remote/runs/"_s + runId + u"/checkpoints"_s));
        QVERIFY(QFileInfo::exists(copy() + u"/runs/"_s + runId + u"/run.json"_s));
        const QJsonObject status = tpuwb.runStatus(runId)[u"run"_s].toObject();
        QVERIFY2(status[u"remote_dir"_s].toString().startsWith(copy() + u'/'),
                 qPrintable(status[u"remote_dir"_s].toString()));
        QVERIFY(!QFileInfo::exists(original() + u"/remote/runs/"_s + runId));
        QVERIFY(!QFileInfo::exists(original() + u"/runs/"_s + runId));
        QCOMPARE(snapshot(original()), before);
    }

    // The journey of issue 26: a new user copies the demo workspace and launches its tiny model
    // in the copy; the demo's folders stay as they were.
    void aCopyOfTheDemoRunsIntoItself()
    {
        const QString demo = m_root.filePath(u"demo"_s);
        const QString demoCopy = m_root.filePath(u"demo-copy"_s);
        const Output created = in(demo).run({u"demo"_s, u"create"_s});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        copyTree(demo, demoCopy);
        const QStringList before = snapshot(demo);
        const auto tpuwb = in(demoCopy);
        QVERIFY(tpuwb.run({u"workspace"_s, u"trust"_s}).exitCode == 0);
        QString state;
        const QString runId = launchAndWait(tpuwb, demoCopy + u"/experiments/tiny-lm"_s, &state, u"this-machine"_s,
                                            {u"train.max_steps=4"_s, u"train.save_every=2"_s});
        QVERIFY(!runId.isEmpty());
        QCOMPARE(state, u"finished"_s);
        QVERIFY(QFileInfo::exists(demoCopy + u"/remote/runs/"_s + runId + u"/checkpoints"_s));
        QVERIFY(!QFileInfo::exists(demo + u"/remote/runs"_s));
        QCOMPARE(snapshot(demo), before);
    }

    void anAbsoluteRootInAnotherWorkspaceIsRefused()
    {
        // What a copy of a workspace made before relative roots carries: the original's folder.
        const QString foreign = original() + u"/remote"_s;
        QVERIFY(QDir().mkpath(copy()));
        QFile registry(copy() + u"/tpu_config.json"_s);
        QVERIFY(registry.open(QIODevice::WriteOnly | QIODevice::Truncate));
        registry.write(uR"({"tpus": [{"mode": "local", "tpu_name": "here", "workbench": {"python": "%1", "remote_root": "%2"}}]})"_s
                           .arg(twb::test::systemPython(), foreign)
                           .toUtf8());
        registry.close();
        const auto tpuwb = in(copy());
        QVERIFY(tpuwb.run({u"workspace"_s, u"trust"_s}).exitCode == 0);
        const QStringList before = snapshot(original());
        const QStringList copyRunsBefore = QDir(copy() + u"/runs"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);

        const Output launched = tpuwb.run({u"run"_s, u"launch"_s, copy() + u"/experiments/tiny"_s, u"--machine"_s,
                                           u"here"_s, u"--device"_s, u"cpu"_s});
        QCOMPARE(launched.exitCode, 1);
        for (const QString &needed : {u"here"_s, foreign, original(), copy(), u"remote_root"_s, u"\"remote\""_s})
            QVERIFY2(launched.err.contains(needed), qPrintable(u"%1 missing from: %2"_s.arg(needed, launched.err)));
        QCOMPARE(QDir(copy() + u"/runs"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot), copyRunsBefore);

        // Registering it so is refused too; the relative root is the fix and is accepted.
        const QString absolute = uR"({"mode": "local", "tpu_name": "here", "workbench": {"python": "%1", "remote_root": "%2"}})"_s
                                     .arg(twb::test::systemPython(), foreign);
        const Output add = tpuwb.run({u"registry"_s, u"add"_s, absolute, u"--no-probe"_s});
        QCOMPARE(add.exitCode, 1);
        QVERIFY2(add.err.contains(foreign) && add.err.contains(u"here"_s), qPrintable(add.err));
        const QString relative = uR"({"mode": "local", "tpu_name": "here", "workbench": {"python": "%1", "remote_root": "remote"}})"_s
                                     .arg(twb::test::systemPython());
        const Output fixed = tpuwb.run({u"registry"_s, u"add"_s, relative, u"--no-probe"_s});
        QVERIFY2(fixed.exitCode == 0, qPrintable(fixed.err));
        QFile stored(copy() + u"/tpu_config.json"_s);
        QVERIFY(stored.open(QIODevice::ReadOnly));
        const QByteArray text = stored.readAll();
        QVERIFY2(text.contains("\"remote_root\": \"remote\"") && !text.contains(foreign.toUtf8()), text.constData());
        QCOMPARE(snapshot(original()), before);
    }
};

QTEST_GUILESS_MAIN(tst_WorkspaceCopy)
#include "tst_workspace_copy.moc"
