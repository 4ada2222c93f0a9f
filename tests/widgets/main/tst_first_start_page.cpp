// An empty workspace opens on the first-start page (what each panel is for, open the demo, add
// a machine); a workspace with anything in it, or a panel the user picks, does not. Help links
// to the user's guide pages.
#include "core/util/log_capture_sink.h"
#include "core/services/workbench_session.h"
#include "widgets/main/doc_links.h"
#include "widgets/main/first_start_page.h"
#include "widgets/main/main_window.h"
#include "widgets/machines/machine_dialog.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_FirstStartPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void emptyWorkspaceShowsWhatEachPanelIsFor();
    void aPanelButtonLeavesThePage();
    void addAMachineOpensTheMachineDialog();
    void aWorkspaceWithARunStartsOnThePanels();
    void helpOpensTheGuidePages();

private:
    QTemporaryDir m_dir;
};

void tst_FirstStartPage::initTestCase()
{
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_first_start_page"_s);
}

void tst_FirstStartPage::emptyWorkspaceShowsWhatEachPanelIsFor()
{
    QTemporaryDir workspace;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.show();
    QTRY_VERIFY(window.isFirstStartShown());
    auto *page = window.findChild<twb::FirstStartPage *>();
    QVERIFY(page && page->isVisible());
    for (const QString &name : window.panelNames()) {
        QVERIFY2(!twb::FirstStartPage::purposeOf(name).isEmpty(), qPrintable(name));
        QVERIFY2(page->findChild<QPushButton *>(u"go_"_s + name), qPrintable(name));
    }
    QVERIFY(page->findChild<QPushButton *>(u"openDemo"_s)->isVisible());
    QVERIFY(page->findChild<QPushButton *>(u"addMachine"_s)->isVisible());
    // It says the workspace is empty: here it is.
    QTRY_VERIFY(page->findChild<QLabel *>(u"intro"_s)->text().contains(u"empty"_s));
}

void tst_FirstStartPage::aPanelButtonLeavesThePage()
{
    QTemporaryDir workspace;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.show();
    QTRY_VERIFY(window.isFirstStartShown());
    auto *page = window.findChild<twb::FirstStartPage *>();
    QTest::mouseClick(page->findChild<QPushButton *>(u"go_monitor"_s), Qt::LeftButton);
    QVERIFY(!window.isFirstStartShown());
    QVERIFY(window.panel(u"monitor"_s)->isVisible());
    // Help > Welcome Page brings it back.
    window.findChild<QAction *>(u"welcomePage"_s)->trigger();
    QVERIFY(window.isFirstStartShown());
}

void tst_FirstStartPage::addAMachineOpensTheMachineDialog()
{
    QTemporaryDir workspace;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.show();
    QTRY_VERIFY(window.isFirstStartShown());
    bool sawDialog = false;
    QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(qobject_cast<twb::MachineDialog *>(QApplication::activeModalWidget()));
        sawDialog = true;
        QApplication::activeModalWidget()->close();
    });
    QTest::mouseClick(window.findChild<twb::FirstStartPage *>()->findChild<QPushButton *>(u"addMachine"_s), Qt::LeftButton);
    QTRY_VERIFY(sawDialog);
    QVERIFY(window.panel(u"machines"_s)->isVisible());
}

void tst_FirstStartPage::aWorkspaceWithARunStartsOnThePanels()
{
    QTemporaryDir workspace;
    QVERIFY(QDir(workspace.path()).mkpath(u"runs/some-run"_s));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(500); // the check runs off the GUI thread; it must not turn the page on
    QVERIFY(!window.isFirstStartShown());
    // Help > Welcome Page shows the page on this workspace too, without calling it empty.
    window.findChild<QAction *>(u"welcomePage"_s)->trigger();
    QVERIFY(window.isFirstStartShown());
    const QString intro = window.findChild<twb::FirstStartPage *>()->findChild<QLabel *>(u"intro"_s)->text();
    QVERIFY2(!intro.contains(u"empty"_s), qPrintable(intro));
}

void tst_FirstStartPage::helpOpensTheGuidePages()
{
    // In the build tree the pages are the source tree's; installed, share/doc/tpu-workbench.
    const auto pages = twb::DocLinks::pages();
    QVERIFY(pages.size() >= 5);
    for (const auto &page : pages) {
        const QUrl url = twb::DocLinks::url(page.file);
        QVERIFY2(url.isLocalFile() && QFileInfo::exists(url.toLocalFile()), qPrintable(url.toString()));
    }
    QTemporaryDir workspace;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    auto *menu = window.findChild<QMenu *>(u"documentationMenu"_s);
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), pages.size());
    QVERIFY(window.findChild<QAction *>(u"doc_monitor.md"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_FirstStartPage)
#include "tst_first_start_page.moc"
