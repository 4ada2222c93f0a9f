// One workspace, one writer (issue 26): the real GUI binary (offscreen) opens a workspace and
// holds its writer lock; a second opener, this process, is told who holds it (pid, host, since
// when) and opens it read-only: a banner names the other window, the writing controls are off,
// core's writes are refused with that message, and no file of the workspace changes. Once the
// first app is killed (a crash), its lock is stale and the next opener takes it over.
#include "core/registry/registry.h"
#include "core/runs/run_record.h"
#include "core/util/log_capture_sink.h"
#include "core/workspace/workspace.h"
#include "core/workspace/workspace_lock.h"
#include "core/services/workbench_session.h"
#include "widgets/common/message_banner.h"
#include "widgets/main/main_window.h"
#include "widgets/main/read_only_workspace_guard.h"
#include "widgets/main/workspace_lock_keeper.h"

#include "support/test_paths.h"
#include "support/widget_test_main.h"

#include <QAbstractButton>
#include <QAction>
#include <QDirIterator>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <csignal>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_WorkspaceSingleWriter final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_root;
    QProcess m_firstApp;

    QString workspaceDir() const { return m_root.filePath(u"ws"_s); }

    // Every file under the workspace with its size and modification time.
    QStringList snapshot() const
    {
        QStringList files;
        QDirIterator it(workspaceDir(), QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            files << u"%1 %2 %3"_s.arg(it.filePath()).arg(it.fileInfo().isDir() ? 0 : it.fileInfo().size()).arg(
                it.fileInfo().lastModified().toMSecsSinceEpoch());
        }
        files.sort();
        return files;
    }

    // Presses `buttonName` in the "workspace in use" dialog once it is up, after saving its PNG.
    static void answerDialog(const QString &buttonName, QString *shownText)
    {
        QTimer::singleShot(50, [buttonName, shownText] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != u"workspaceInUseDialog"_s) {
                answerDialog(buttonName, shownText);
                return;
            }
            *shownText = box->text() + u'\n' + box->informativeText();
            box->grab().save(test::artifactsDir() + u"/workspace_in_use_dialog.png"_s);
            if (auto *button = box->findChild<QAbstractButton *>(buttonName))
                button->click();
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString gui = qEnvironmentVariable("TWB_GUI");
        QVERIFY2(QFileInfo::exists(gui), "TWB_GUI must point at the built tpu-workbench");
        QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
        QCoreApplication::setApplicationName(u"tst_workspace_single_writer"_s);
        const Workspace workspace(workspaceDir());
        QVERIFY(workspace.ensureCreated());
        // Something to change: a machine and a run record.
        QVERIFY(Registry::modify(workspace.registryFile(), [](Registry &registry) -> Result<void> {
            registry.upsert(*MachineEntry::fromJson(
                Json::parse(R"({"tpu_name": "box", "workbench": {"accelerator_type": "v4-8", "hosts": ["127.0.0.1"]}})"), {}));
            return {};
        }));
        RunRecord record;
        record.runId = u"e-1"_s;
        record.experiment = u"e"_s;
        QVERIFY(QDir().mkpath(workspace.runDir(record.runId)));
        QVERIFY(record.writeFile(workspace.runDir(record.runId) + u"/run.json"_s));

        // The first window: the real app, as a user starts it.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, m_root.filePath(u"first-config"_s));
        env.insert(u"XDG_DATA_HOME"_s, m_root.filePath(u"first-data"_s));
        m_firstApp.setProcessEnvironment(env);
        m_firstApp.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_firstApp.start(gui, {u"--workspace"_s, workspaceDir()});
        QVERIFY(m_firstApp.waitForStarted());
        const WorkspaceLock probe(workspaceDir());
        QTRY_VERIFY_WITH_TIMEOUT(probe.holder() && probe.holder()->pid == m_firstApp.processId(), 30000);
        QTest::qWait(1500); // its start-up reads settle
    }

    void secondOpenerIsReadOnlyAndWritesNothing()
    {
        const QStringList before = snapshot();
        const qint64 firstPid = m_firstApp.processId();
        QTemporaryDir other; // outlives the keeper, which holds its lock at the end
        WorkspaceLockKeeper keeper;
        QString shown;
        answerDialog(u"openReadOnly"_s, &shown);
        QVERIFY(keeper.open(workspaceDir(), nullptr));
        // The dialog named the holder: its pid, its host and since when.
        QVERIFY2(shown.contains(QString::number(firstPid)), qPrintable(shown));
        QVERIFY2(shown.contains(QSysInfo::machineHostName()), qPrintable(shown));
        QVERIFY2(shown.contains(workspaceDir()), qPrintable(shown));
        QVERIFY(!keeper.isWriter());
        QVERIFY(keeper.otherWriter());
        QCOMPARE(keeper.otherWriter()->pid, firstPid);

        WorkbenchSession context;
        context.setWorkspaceDir(workspaceDir());
        MainWindow window(context, std::make_shared<LogCaptureSink>());
        window.setLockKeeper(&keeper);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *banner = window.findChild<MessageBanner *>(u"readOnlyBanner"_s);
        QVERIFY(banner);
        QTRY_VERIFY(window.readOnlyGuard()->isReadOnly());
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().startsWith(u"Read-only: another window (pid %1"_s.arg(firstPid)), qPrintable(banner->text()));
        QVERIFY2(window.windowTitle().contains(u"(read-only)"_s), qPrintable(window.windowTitle()));
        window.grab().save(test::artifactsDir() + u"/workspace_read_only_second_window.png"_s);

        int found = 0;
        for (const QString &name : ReadOnlyWorkspaceGuard::writingControls()) {
            for (QObject *object : window.findChildren<QObject *>(name)) {
                if (auto *widget = qobject_cast<QWidget *>(object)) {
                    ++found;
                    QVERIFY2(!widget->isEnabled(), qPrintable(name));
                } else if (auto *action = qobject_cast<QAction *>(object)) {
                    ++found;
                    QVERIFY2(!action->isEnabled(), qPrintable(name));
                }
            }
        }
        QVERIFY2(found >= 10, qPrintable(u"only %1 writing controls found"_s.arg(found)));

        // What a control missed, core refuses: a registry edit, a run's tags, the workspace file.
        const Workspace workspace(workspaceDir());
        const auto edited = Registry::modify(workspace.registryFile(), [](Registry &registry) -> Result<void> {
            registry.remove(u"box"_s);
            return {};
        });
        QVERIFY(!edited);
        QVERIFY2(edited.error().message.contains(u"pid %1"_s.arg(firstPid)), qPrintable(edited.error().message));
        auto record = RunRecord::readFile(workspace.runDir(u"e-1"_s) + u"/run.json"_s);
        QVERIFY(record);
        record->tags << u"baseline"_s;
        QVERIFY(!record->writeFile(workspace.runDir(u"e-1"_s) + u"/run.json"_s));
        QVERIFY(workspace.isReadOnly());
        QVERIFY(workspace.ensureCreated());
        QTest::qWait(500);
        QCOMPARE(snapshot(), before);

        // Opening another, free workspace makes this window its writer and lifts the fence.
        QVERIFY(keeper.open(other.path(), nullptr));
        QVERIFY(keeper.isWriter());
        QVERIFY(!Workspace(workspaceDir()).isReadOnly());
        QCOMPARE(WorkspaceLock(other.path()).holder()->pid, QCoreApplication::applicationPid());
    }

    void cancelLeavesItClosed()
    {
        WorkspaceLockKeeper keeper;
        QString shown;
        answerDialog(u"cancelOpen"_s, &shown);
        QVERIFY(!keeper.open(workspaceDir(), nullptr));
        QVERIFY(!shown.isEmpty());
        QVERIFY(!keeper.isWriter());
        QVERIFY(!keeper.otherWriter());
        QVERIFY(!Workspace(workspaceDir()).isReadOnly());
        QCOMPARE(WorkspaceLock(workspaceDir()).holder()->pid, m_firstApp.processId());
    }

    void staleLockOfACrashedAppIsTakenOver()
    {
        const qint64 firstPid = m_firstApp.processId();
        ::kill(pid_t(firstPid), SIGKILL);
        QVERIFY(m_firstApp.waitForFinished(10000));
        // The crash left its lock file behind, naming a pid that no longer runs.
        const WorkspaceLock probe(workspaceDir());
        QVERIFY(QFileInfo::exists(WorkspaceLock::lockFile(workspaceDir())));
        QCOMPARE(probe.holder()->pid, firstPid);

        WorkspaceLockKeeper keeper;
        bool asked = false;
        keeper.setQuestion([&asked](const QString &, const WorkspaceLock::Holder &, QWidget *) {
            asked = true;
            return false;
        });
        QVERIFY(keeper.open(workspaceDir(), nullptr));
        QVERIFY(!asked);
        QVERIFY(keeper.isWriter());
        QCOMPARE(probe.holder()->pid, QCoreApplication::applicationPid());
        QVERIFY(!Workspace(workspaceDir()).isReadOnly());
        // As the writer, this process changes the workspace again.
        const Workspace workspace(workspaceDir());
        QVERIFY(Registry::modify(workspace.registryFile(), [](Registry &registry) -> Result<void> {
            registry.remove(u"box"_s);
            return {};
        }));
    }

    void cleanupTestCase()
    {
        if (m_firstApp.state() != QProcess::NotRunning) {
            m_firstApp.kill();
            m_firstApp.waitForFinished(5000);
        }
    }
};

TWB_WIDGET_TEST_MAIN(tst_WorkspaceSingleWriter)
#include "tst_workspace_single_writer.moc"
