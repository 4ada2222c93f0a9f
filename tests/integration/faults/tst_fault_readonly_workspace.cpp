#include "core/runs/run_record.h"
#include "core/util/log_capture_sink.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/common/message_banner.h"
#include "widgets/main/main_window.h"
#include "widgets/main/read_only_workspace_guard.h"

#include "support/fault_evidence.h"
#include "support/test_paths.h"
#include "support/tmpfs_mount.h"
#include "support/tpuwb_runner.h"
#include "support/widget_test_main.h"

#include <QAction>
#include <QDirIterator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

// Fault: the workspace is read-only (a real tmpfs remounted read-only). Core sees it once when
// the workspace is opened; the CLI refuses its writing commands up front with an error naming
// the folder and what to do (and still reads); the GUI opens it with a banner and its save and
// launch controls disabled; nothing is written.
class tst_FaultReadonlyWorkspace final : public QObject
{
    Q_OBJECT

    test::TmpfsMount m_disk;
    QTemporaryDir m_config;

    // Every file under the workspace with its size and modification time.
    QStringList snapshot() const
    {
        QStringList files;
        QDirIterator it(m_disk.path(), QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            files << u"%1 %2 %3"_s.arg(it.filePath()).arg(it.fileInfo().size()).arg(
                it.fileInfo().lastModified().toMSecsSinceEpoch());
        }
        files.sort();
        return files;
    }

    test::TpuwbRunner runner() const { return test::TpuwbRunner({u"--workspace"_s, m_disk.path()}); }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_config.filePath(u"config"_s).toUtf8());
        QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
        QCoreApplication::setApplicationName(u"tst_fault_readonly_workspace"_s);
        if (const QString why = m_disk.start(1024); !why.isEmpty())
            QSKIP(qPrintable(why));
        const Workspace workspace(m_disk.path());
        QVERIFY(workspace.ensureCreated());
        QVERIFY(!workspace.isReadOnly());
        // Something to read: a machine and a run record.
        const QString box = uR"({"tpu_name": "box", "workbench": {"accelerator_type": "v4-8", "hosts": ["127.0.0.1"]}})"_s;
        const auto added = runner().run({u"registry"_s, u"add"_s, box, u"--no-probe"_s});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        RunRecord record;
        record.runId = u"e-1"_s;
        record.experiment = u"e"_s;
        QVERIFY(QDir().mkpath(workspace.runDir(record.runId)));
        QVERIFY(record.writeFile(workspace.runDir(record.runId) + u"/run.json"_s));
        QVERIFY2(m_disk.remount(true), "mount -o remount,ro failed");
        QVERIFY(workspace.isReadOnly());
    }

    void coreOpensWithoutWriting()
    {
        const QStringList before = snapshot();
        const Workspace workspace(m_disk.path());
        QVERIFY(workspace.ensureCreated());   // opening it is fine and creates nothing
        const QString message = workspace.readOnlyMessage();
        QVERIFY2(message.contains(m_disk.path()), qPrintable(message));
        QVERIFY2(message.contains(u"read-only file system"_s), qPrintable(message));
        QCOMPARE(snapshot(), before);
    }

    void cliRefusesWritingCommandsAndStillReads_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("registry add") << QStringList{
            u"registry"_s, u"add"_s,
            uR"({"tpu_name": "other", "workbench": {"accelerator_type": "v4-8", "hosts": ["127.0.0.1"]}})"_s,
            u"--no-probe"_s};
        QTest::newRow("registry remove") << QStringList{u"registry"_s, u"remove"_s, u"box"_s};
        QTest::newRow("scaffold") << QStringList{u"scaffold"_s, u"--name"_s, u"tiny"_s};
        QTest::newRow("run launch") << QStringList{u"run"_s, u"launch"_s, u"experiments/e"_s, u"--machine"_s, u"box"_s};
        QTest::newRow("run stop") << QStringList{u"run"_s, u"stop"_s, u"e-1"_s};
        QTest::newRow("ablate launch") << QStringList{u"ablate"_s, u"launch"_s, u"ablations/a.json"_s};
        QTest::newRow("kernel run") << QStringList{u"kernel"_s, u"run"_s, u"job.json"_s};
        QTest::newRow("metrics import") << QStringList{u"metrics"_s, u"import"_s, u"x.jsonl"_s};
    }

    void cliRefusesWritingCommandsAndStillReads()
    {
        QFETCH(QStringList, arguments);
        const QStringList before = snapshot();
        test::FaultEvidence evidence;
        evidence.addSection(u"the workspace before"_s, [before] { return before.join(u'\n'); });
        evidence.addSection(u"the workspace now"_s, [this] { return snapshot().join(u'\n'); });
        const auto refused = runner().run(arguments);
        evidence.addOutput(u"tpuwb "_s + arguments.join(u' '), refused);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(m_disk.path()), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(u"read-only"_s), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(u"nothing was done"_s), qPrintable(refused.err));
        QCOMPARE(snapshot(), before);

        // Reading still works.
        const auto listed = runner().run({u"registry"_s, u"list"_s});
        evidence.addOutput(u"tpuwb registry list"_s, listed);
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        QVERIFY(listed.out.contains(u"box"_s));
    }

    void guiShowsBannerAndDisablesWriting()
    {
        const QStringList before = snapshot();
        test::FaultEvidence evidence;
        evidence.addSection(u"the workspace before"_s, [before] { return before.join(u'\n'); });
        evidence.addSection(u"the workspace now"_s, [this] { return snapshot().join(u'\n'); });
        WorkbenchSession context;
        context.setWorkspaceDir(m_disk.path());
        MainWindow window(context, std::make_shared<LogCaptureSink>());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *banner = window.findChild<MessageBanner *>(u"readOnlyBanner"_s);
        QVERIFY(banner);
        QTRY_VERIFY(window.readOnlyGuard()->isReadOnly());
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->kind(), MessageBanner::Kind::Warning);
        QVERIFY2(banner->text().contains(m_disk.path()), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(u"read-only"_s), qPrintable(banner->text()));

        // Every save/launch control the window has is off, and stays off when its panel turns
        // it on again.
        int found = 0;
        for (const QString &name : ReadOnlyWorkspaceGuard::writingControls()) {
            for (QObject *object : window.findChildren<QObject *>(name)) {
                if (auto *widget = qobject_cast<QWidget *>(object)) {
                    ++found;
                    QVERIFY2(!widget->isEnabled(), qPrintable(name));
                    widget->setEnabled(true);
                    QTRY_VERIFY2(!widget->isEnabled(), qPrintable(name));
                } else if (auto *action = qobject_cast<QAction *>(object)) {
                    ++found;
                    QVERIFY2(!action->isEnabled(), qPrintable(name));
                    action->setEnabled(true);
                    QVERIFY2(!action->isEnabled(), qPrintable(name));
                }
            }
        }
        QVERIFY2(found >= 8, qPrintable(u"only %1 writing controls found"_s.arg(found)));
        QTest::qWait(300);
        QCOMPARE(snapshot(), before);

        // A writable workspace clears the banner and gives the controls back.
        QTemporaryDir writable;
        QVERIFY(Workspace(writable.path()).ensureCreated());
        context.setWorkspaceDir(writable.path());
        QTRY_VERIFY(!window.readOnlyGuard()->isReadOnly());
        QTRY_VERIFY(!banner->isVisible());
        auto *newExperiment = window.findChild<QWidget *>(u"newExperiment"_s);
        QVERIFY(newExperiment);
        QTRY_VERIFY(newExperiment->isEnabled());
    }
};

TWB_WIDGET_TEST_MAIN(tst_FaultReadonlyWorkspace)
#include "tst_fault_readonly_workspace.moc"
