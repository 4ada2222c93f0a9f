// The Monitor's runs list at a researcher's scale: a workspace of 200 runs (pairs launched
// twice, whose names differ only at the end) opened in the main window at 1400x900 and at
// 1024x700. The list shows at least 10 and 6 whole rows, names (not ids) elided in the middle
// so that the two runs of a pair stay apart, the id on hover, each run's last step and loss,
// and sorts by a column; the chosen run's tags, notes, checks and alerts are tabs under it.
#include "core/services/workbench_session.h"
#include "support/run_workspace.h"
#include "support/test_paths.h"
#include "support/widget_test_main.h"
#include "core/util/log_capture_sink.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/main/main_window.h"
#include "widgets/main/workspace_trust_prompt.h"
#include "widgets/monitor/alert_list.h"
#include "widgets/monitor/monitor_panel.h"
#include "widgets/monitor/monitor_run_list.h"
#include "widgets/monitor/run_list_filter.h"
#include "widgets/monitor/run_list_model.h"
#include "widgets/monitor/run_name_delegate.h"
#include "widgets/monitor/verification_view.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MonitorRunsLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runsListFitsTheWindow_data();
    void runsListFitsTheWindow();
    void sortsByAColumn();

private:
    // Rows of the view wholly inside its viewport.
    static int fullyVisibleRows(const QTableView *view);
    static QString runIdAt(const QTableView *view, int row)
    {
        return view->model()->index(row, 0).data(RunListModel::RunIdRole).toString();
    }

    QTemporaryDir m_dir;
    QList<test::FixtureRun> m_runs;
};

void tst_MonitorRunsLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_runs = test::writeRunWorkspace(m_dir.filePath(u"ws"_s), 200);
    QCOMPARE(m_runs.size(), 200);
}

int tst_MonitorRunsLayout::fullyVisibleRows(const QTableView *view)
{
    const int height = view->viewport()->height();
    int rows = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->isRowHidden(row))
            continue;
        const int y = view->rowViewportPosition(row);
        rows += y >= 0 && y + view->rowHeight(row) <= height ? 1 : 0;
    }
    return rows;
}

void tst_MonitorRunsLayout::runsListFitsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("minRows");
    QTest::newRow("1400x900") << QSize(1400, 900) << 10;
    QTest::newRow("1024x700") << QSize(1024, 700) << 6;
}

void tst_MonitorRunsLayout::runsListFitsTheWindow()
{
    QFETCH(QSize, size);
    QFETCH(int, minRows);
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MainWindow window(context, std::make_shared<LogCaptureSink>());
    QSignalSpy trustChecked(window.trustPrompt(), &WorkspaceTrustPrompt::checked);
    window.resize(size);
    QVERIFY(window.showPanel(u"monitor"_s));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(trustChecked.wait(10000) || !trustChecked.isEmpty());
    QVERIFY2(!window.trustPrompt()->question(), "a workspace without commands to trust asks nothing");
    QCOMPARE(window.size(), size);   // the window's minimum did not make it larger

    auto *monitor = qobject_cast<MonitorPanel *>(window.panel(u"monitor"_s));
    QVERIFY(monitor && monitor->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(monitor->runModel()->rowCount(), 200, 20000);
    QTableView *view = monitor->runList()->view();
    QVERIFY(view->isVisible());

    // The list shows enough whole rows to scan and switch runs.
    QTRY_VERIFY(fullyVisibleRows(view) >= minRows);
    const int visible = fullyVisibleRows(view);
    qInfo("%s: %d whole rows, list %dx%d, name column %d px", QTest::currentDataTag(), visible, view->width(),
          view->height(), view->columnWidth(RunListModel::RunColumn));

    // Every column in sight (no sideways scrolling), the name with a good part of the width.
    QTRY_VERIFY(!view->horizontalScrollBar()->isVisible());
    QVERIFY2(view->columnWidth(RunListModel::RunColumn) >= view->viewport()->width() * 2 / 5,
             qPrintable(u"%1 of %2 px"_s.arg(view->columnWidth(RunListModel::RunColumn)).arg(view->viewport()->width())));

    // The details are tabs under the list, not stacked in its column.
    QTabWidget *details = monitor->runList()->details();
    QVERIFY(details->isVisible());
    QCOMPARE(details->count(), 3);   // tags and notes, checks, alerts
    QVERIFY(details->indexOf(monitor->verificationView()) >= 0);
    QVERIFY(details->indexOf(monitor->alertList()) >= 0);
    QVERIFY(details->mapTo(&window, QPoint()).y() >= view->mapTo(&window, QPoint(0, view->height())).y());

    // Newest first: the newest run is the top row, its pair (launched a minute before) below it.
    const test::FixtureRun &newest = m_runs.back();
    const test::FixtureRun &pair = m_runs[m_runs.size() - 2];
    QCOMPARE(runIdAt(view, 0), newest.id);
    QCOMPARE(runIdAt(view, 1), pair.id);
    const QString newestName = monitor->runModel()->displayName(monitor->runModel()->rowOf(newest.id));
    const QString pairName = monitor->runModel()->displayName(monitor->runModel()->rowOf(pair.id));
    QVERIFY(newestName != pairName);
    // The fixture's pair: the same name but for the end (the time).
    qsizetype common = 0;
    while (common < newestName.size() && common < pairName.size() && newestName[common] == pairName[common])
        ++common;
    QVERIFY2(newestName.size() - common <= 8, qPrintable(newestName + u" / "_s + pairName));

    // What the list drew: the names, not the ids, cut where they do not tell runs apart, and
    // the two runs of the pair told apart.
    QVERIFY(view->grab().save(test::artifactsDir() + u"/monitor_runs_%1.png"_s.arg(QString::fromLatin1(QTest::currentDataTag()))));
    QVERIFY(window.grab().save(test::artifactsDir() + u"/monitor_window_%1.png"_s.arg(QString::fromLatin1(QTest::currentDataTag()))));
    const RunNameDelegate *names = monitor->runList()->nameDelegate();
    for (int row = 0; row < visible; ++row) {
        const QString id = runIdAt(view, row);
        const QString shown = names->paintedText(id);
        const QString name = monitor->runModel()->displayName(monitor->runModel()->rowOf(id));
        QVERIFY2(!shown.isEmpty(), qPrintable(id));
        QVERIFY2(!shown.contains(id.section(u'-', -4, -4)), qPrintable(shown));   // no config hash, no id
        // Each piece shown is a piece of the name, in its order (RunNameDelegate cuts at parts).
        qsizetype from = 0;
        for (const QString &piece : shown.split(u'…')) {
            const qsizetype at = name.indexOf(piece, from);
            QVERIFY2(at >= 0, qPrintable(shown + u" / "_s + name));
            from = at + piece.size();
        }
        QVERIFY2(name.endsWith(shown.section(u'…', -1)), qPrintable(shown + u" / "_s + name));
        // The run id on hover.
        QVERIFY(view->model()->index(row, RunListModel::RunColumn).data(Qt::ToolTipRole).toString().contains(id));
    }
    const QString newestShown = names->paintedText(newest.id);
    const QString pairShown = names->paintedText(pair.id);
    qInfo("%s: \"%s\" / \"%s\" (of \"%s\")", QTest::currentDataTag(), qPrintable(newestShown), qPrintable(pairShown),
          qPrintable(newestName));
    QVERIFY2(newestShown.contains(u'…'), "the fixture's names are longer than the column");
    QVERIFY2(newestShown != pairShown, qPrintable(newestShown));
    QVERIFY(newestShown.endsWith(newestName.right(newestName.size() - common)));

    // Each run's last step and loss, read from its metrics off the GUI thread.
    const QModelIndex step = view->model()->index(0, RunListModel::StepColumn);
    QTRY_COMPARE_WITH_TIMEOUT(step.data().toString(), QLocale().toString(newest.lastStep), 10000);
    // (The step may come first from the followed run's hosts.)
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->index(0, RunListModel::LossColumn).data().toString(),
                              QLocale().toString(newest.finalLoss, 'g', 4), 10000);
    for (const int column : {RunListModel::StateColumn, RunListModel::MachineColumn, RunListModel::StartedColumn,
                             RunListModel::StepColumn, RunListModel::LossColumn})
        QVERIFY2(!view->isColumnHidden(column) && view->columnWidth(column) > 0, qPrintable(QString::number(column)));
    QVERIFY(view->isColumnHidden(RunListModel::IdColumn));
}

void tst_MonitorRunsLayout::sortsByAColumn()
{
    WorkbenchSession context;
    context.setWorkspaceDir(m_dir.filePath(u"ws"_s));
    MonitorPanel panel(context);
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE_WITH_TIMEOUT(panel.runModel()->rowCount(), 200, 20000);
    QTableView *view = panel.runList()->view();
    // Every run's figures read.
    QTRY_VERIFY_WITH_TIMEOUT(panel.runModel()->loss(panel.runModel()->rowOf(m_runs.front().id)).has_value(), 10000);
    const QString chosen = panel.currentRun();
    QVERIFY(!chosen.isEmpty());

    // A click on Loss sorts by it, lowest first; the chosen run stays chosen.
    QHeaderView *header = view->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(RunListModel::LossColumn) + 5, header->height() / 2));
    if (header->sortIndicatorOrder() != Qt::AscendingOrder)
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(RunListModel::LossColumn) + 5, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), int(RunListModel::LossColumn));
    double lowest = m_runs.front().finalLoss;
    for (const test::FixtureRun &run : std::as_const(m_runs))
        lowest = std::min(lowest, run.finalLoss);
    double previous = -1;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const auto loss = panel.runModel()->loss(panel.runModel()->rowOf(runIdAt(view, row)));
        QVERIFY(loss.has_value());
        QVERIFY2(*loss >= previous, qPrintable(u"row %1"_s.arg(row)));
        previous = *loss;
    }
    QCOMPARE(*panel.runModel()->loss(panel.runModel()->rowOf(runIdAt(view, 0))), lowest);
    QCOMPARE(panel.currentRun(), chosen);
    QCOMPARE(runIdAt(view, view->currentIndex().row()), chosen);

    // The filter line hides rows of the sorted view: only the runs of one experiment stay.
    panel.runList()->filterEdit()->lineEdit()->setText(u"tiny-walk"_s);
    QTRY_COMPARE(panel.runList()->filter()->shownCount(), 68);
    int shown = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->isRowHidden(row))
            continue;
        ++shown;
        QVERIFY2(runIdAt(view, row).startsWith(u"tiny-walk-"_s), qPrintable(runIdAt(view, row)));
    }
    QCOMPARE(shown, 68);
}

TWB_WIDGET_TEST_MAIN(tst_MonitorRunsLayout)
#include "tst_monitor_runs_layout.moc"
