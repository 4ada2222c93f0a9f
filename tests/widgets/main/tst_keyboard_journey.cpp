// The keyboard alone: a user without a mouse switches panels, opens a run in the Monitor of the
// demo workspace, changes the smoothing and exports the plots, with QTest key events only.
#include "core/demo/demo_workspace.h"
#include "core/util/log_capture_sink.h"
#include "support/test_paths.h"
#include "core/services/workbench_session.h"
#include "widgets/common/plot_stack.h"
#include "widgets/common/series_plot.h"
#include "widgets/main/main_window.h"
#include "widgets/main/shortcuts_dialog.h"
#include "widgets/main/workspace_trust_prompt.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/monitor/run_list_model.h"

#include <QAbstractItemView>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSlider>
#include <QTableView>
#include <QTemporaryDir>
#include <QPointer>
#include <QScopeGuard>
#include <QtTest>

#include <functional>

using namespace Qt::StringLiterals;

class tst_KeyboardJourney final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void panelsSwitchWithCtrlDigitsAndTakeTheFocus();
    void tabLeavesEveryTable();
    void helpListsTheShortcuts();
    void plotsAndDeviceGridHaveAccessibleNames();
    void openRunSmoothAndExportWithKeysOnly();

private:
    // Presses Tab until `done` holds; false after `limit` presses.
    static bool tabUntil(QWidget *window, const std::function<bool()> &done, int limit = 40);

    QTemporaryDir m_dir;
    QString m_workspace;
};

void tst_KeyboardJourney::initTestCase()
{
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_keyboard_journey"_s);
    m_workspace = m_dir.filePath(u"demo"_s);
    const auto created = twb::createDemoWorkspace(m_workspace, false);
    QVERIFY2(created, created ? "" : qPrintable(created.error().message));
}

bool tst_KeyboardJourney::tabUntil(QWidget *window, const std::function<bool()> &done, int limit)
{
    for (int i = 0; i < limit; ++i) {
        if (done())
            return true;
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window, Qt::Key_Tab);
    }
    return done();
}

void tst_KeyboardJourney::panelsSwitchWithCtrlDigitsAndTakeTheFocus()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QStringList names = window.panelNames();
    QCOMPARE(names.size(), 7);
    for (int i = 0; i < names.size(); ++i) {
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        QWidget *panel = window.panel(names[i]);
        QVERIFY2(panel->isVisible(), qPrintable(names[i]));
        // The focus went into the panel, so Tab and the panel's own keys go on from there.
        QVERIFY2(QApplication::focusWidget() && panel->isAncestorOf(QApplication::focusWidget()), qPrintable(names[i]));
    }
}

void tst_KeyboardJourney::tabLeavesEveryTable()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    const auto views = window.findChildren<QAbstractItemView *>();
    QVERIFY(views.size() > 5);
    for (const QAbstractItemView *view : views)
        QVERIFY2(!view->tabKeyNavigation(), qPrintable(view->objectName() + u" walks its cells with Tab"_s));
}

void tst_KeyboardJourney::helpListsTheShortcuts()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    const auto rows = twb::ShortcutsDialog::shortcuts(&window);
    const auto has = [&](const QKeySequence &keys, const QString &text) {
        for (const auto &row : rows)
            if (row.second == keys && row.first.contains(text))
                return true;
        return false;
    };
    QVERIFY(has(QKeySequence(Qt::CTRL | Qt::Key_1), u"Machines"_s));
    QVERIFY(has(QKeySequence(Qt::CTRL | Qt::Key_7), u"Kernels"_s));
    QVERIFY(has(QKeySequence(Qt::CTRL | Qt::Key_E), u"Export the plots"_s));
    QVERIFY(has(QKeySequence(Qt::CTRL | Qt::Key_Slash), u"Keyboard Shortcuts"_s));
    for (const auto &row : rows)
        QVERIFY2(!row.first.contains(u'&'), qPrintable(row.first));
}

void tst_KeyboardJourney::plotsAndDeviceGridHaveAccessibleNames()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.show();
    QVERIFY(window.showPanel(u"mesh"_s));
    QWidget *grid = window.panel(u"mesh"_s)->findChild<QWidget *>(u"deviceGrid"_s);
    QVERIFY(grid);
    QCOMPARE(grid->accessibleName(), u"Device grid"_s);
    QTRY_VERIFY(grid->accessibleDescription().contains(u"device"_s));

    auto *monitor = qobject_cast<twb::MonitorPanel *>(window.panel(u"monitor"_s));
    QVERIFY(window.showPanel(u"monitor"_s));
    QTRY_VERIFY_WITH_TIMEOUT(!monitor->currentRun().isEmpty(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!monitor->plots()->panes().isEmpty(), 10000);
    for (const QWidget *pane : monitor->plots()->panes())
        QVERIFY2(pane->accessibleName().endsWith(u" plot"_s), qPrintable(pane->objectName()));
}

void tst_KeyboardJourney::openRunSmoothAndExportWithKeysOnly()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_workspace);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QSignalSpy trustChecked(window.trustPrompt(), &twb::WorkspaceTrustPrompt::checked);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(trustChecked.wait(10000) || !trustChecked.isEmpty());
    if (QMessageBox *question = window.trustPrompt()->question()) {
        QTRY_VERIFY(question->isVisible());
        QTest::keyClick(question, Qt::Key_Escape); // "Don't trust": the Monitor does not need it
        QTRY_VERIFY(!window.trustPrompt()->question() || !window.trustPrompt()->question()->isVisible());
    }

    // Ctrl+4: the Monitor.
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    auto *monitor = qobject_cast<twb::MonitorPanel *>(window.panel(u"monitor"_s));
    QVERIFY(monitor && monitor->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(monitor->runModel()->rowCount() >= 2, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!monitor->currentRun().isEmpty(), 10000); // the first run opens itself

    // Tab to the runs list, then Down opens the next run.
    QTableView *runs = monitor->runList()->view();
    QVERIFY2(tabUntil(&window, [&] { return QApplication::focusWidget() == runs; }), "Tab never reached the runs list");
    const QString first = monitor->currentRun();
    QTest::keyClick(runs, Qt::Key_Down);
    QTRY_VERIFY(monitor->currentRun() != first);
    const QString opened = monitor->currentRun();
    QTRY_VERIFY_WITH_TIMEOUT(!monitor->plots()->panes().isEmpty(), 10000);
    // Tab goes on past the list (no trap in the table).
    QTest::keyClick(runs, Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != runs);

    // Alt+S: the smoothing slider (its label's mnemonic); Page Up raises it by a page.
    QTest::keyClick(&window, Qt::Key_S, Qt::AltModifier);
    auto *smoothing = monitor->findChild<QSlider *>(u"smoothing"_s);
    QCOMPARE(QApplication::focusWidget(), smoothing);
    QCOMPARE(smoothing->value(), 0);
    QTest::keyClick(smoothing, Qt::Key_PageUp);
    QTest::keyClick(smoothing, Qt::Key_Right);
    QCOMPARE(smoothing->value(), smoothing->pageStep() + 1);
    for (const twb::SeriesPlot *pane : monitor->plots()->panes())
        QCOMPARE(pane->smoothing(), (smoothing->pageStep() + 1) / 100.0);

    // Ctrl+E: the save dialog; type a file name and press Enter.
    const QString path = m_dir.filePath(u"keyboard-export.png"_s);
    bool typed = false;
    QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        // Whatever fails below, the dialog closes, so the test does not hang on it.
        auto closeDialog = qScopeGuard([guarded = QPointer<QFileDialog>(dialog)] {
            if (guarded && guarded->isVisible())
                guarded->reject();
        });
        QTRY_VERIFY(dialog->isActiveWindow());
        // Alt+N: the "File name" field (its label's mnemonic), then type the path and Enter.
        QTest::keyClick(dialog, Qt::Key_N, Qt::AltModifier);
        auto *name = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY2(name && dialog->isAncestorOf(name), "Alt+N did not reach the dialog's file name field");
        QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(name, path);
        QTest::keyClick(name, Qt::Key_Return);
        QTRY_VERIFY2(!dialog->isVisible(), "Enter did not accept the file name");
        typed = true;
    });
    QTest::keyClick(smoothing, Qt::Key_E, Qt::ControlModifier);
    QTRY_VERIFY(typed);
    QTRY_VERIFY(QFileInfo(path).size() > 1000);
    QCOMPARE(monitor->currentRun(), opened);
    QVERIFY(QImage(path).width() > 100);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_KeyboardJourney)
#include "tst_keyboard_journey.moc"
