// The Monitor's alert list: one row per alert, newest first, its kind coloured by meaning, the
// run (and host) and why; double-click asks for the run; Clear empties it; it keeps at most
// kMaxRows. A PNG of it goes to the test artifacts.
#include "support/test_paths.h"
#include "widgets/common/palette.h"
#include "widgets/monitor/alert_list.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

AlertEvent makeAlert(AlertKind kind, const QString &run, int host, const QString &detail, qint64 timeMs)
{
    AlertEvent e;
    e.kind = kind;
    e.runId = run;
    e.machine = u"slice3"_s;
    if (host >= 0)
        e.hosts = {host};
    e.detail = detail;
    e.timeMs = timeMs;
    return e;
}

} // namespace

class tst_AlertList final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsAreNewestFirstWithKindRunAndWhy();
    void doubleClickAsksForTheRunAndClearEmpties();
    void keepsTheNewestRowsOnly();
    void anUpdateChangesItsRowInPlace();
    void rowsNameTheRunWithItsIdOnHover();
};

void tst_AlertList::rowsAreNewestFirstWithKindRunAndWhy()
{
    AlertList list;
    QAbstractItemModelTester tester(list.tree()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(list.summary()->text(), u"Alerts: none"_s);
    QVERIFY(!list.findChild<QPushButton *>(u"clearAlerts"_s)->isEnabled());
    const qint64 t0 = QDateTime(QDate(2026, 12, 2), QTime(14, 0, 0)).toMSecsSinceEpoch();
    list.addAlert(makeAlert(AlertKind::Stalled, u"tiny-s42"_s, 2, u"No step for 4.2 s while the process lives (median step "
                                                              "interval 0.05 s)."_s, t0));
    list.addAlert(makeAlert(AlertKind::Straggler, u"tiny-s43"_s, 1, u"12 steps behind the newest host. Straggling for 61 s."_s, t0 + 1000));
    list.addAlert(makeAlert(AlertKind::Nan, u"tiny-lr1e30"_s, 0, u"loss is NaN at step 3 on host 0."_s, t0 + 2000));
    list.addAlert(makeAlert(AlertKind::Crashed, u"tiny-s44"_s, 0, u"train.py was killed by signal 9 without writing its "
                                                              "`done` event."_s, t0 + 3000));
    list.addAlert(makeAlert(AlertKind::Finished, u"tiny-s45"_s, -1, u"Every host finished (4 host(s))."_s, t0 + 4000));
    QCOMPARE(list.count(), 5);
    QCOMPARE(list.summary()->text(), u"Alerts: 5"_s);
    QTreeWidget *tree = list.tree();
    QCOMPARE(list.kindAt(0), AlertKind::Finished);
    QCOMPARE(list.kindAt(4), AlertKind::Stalled);
    QCOMPARE(tree->topLevelItem(0)->text(AlertList::RunColumn), u"tiny-s45"_s);   // the run as a whole
    QCOMPARE(tree->topLevelItem(4)->text(AlertList::RunColumn), u"tiny-s42 · host 2"_s);
    QCOMPARE(tree->topLevelItem(4)->text(AlertList::AlertColumn), u"Stalled"_s);
    QCOMPARE(tree->topLevelItem(2)->text(AlertList::AlertColumn), u"NaN loss"_s);
    QCOMPARE(tree->topLevelItem(4)->text(AlertList::TimeColumn), u"14:00:00"_s);
    QCOMPARE(tree->topLevelItem(1)->toolTip(AlertList::RunColumn), u"tiny-s44 on slice3"_s);
    QVERIFY(tree->topLevelItem(4)->text(AlertList::DetailColumn).startsWith(u"No step for 4.2 s"_s));
    // Coloured by meaning: a crash is not drawn like a finish.
    QCOMPARE(tree->topLevelItem(1)->foreground(AlertList::AlertColumn).color(), Palette::color(Palette::Role::Crashed, list.palette()));
    QCOMPARE(tree->topLevelItem(0)->foreground(AlertList::AlertColumn).color(), Palette::color(Palette::Role::Finished, list.palette()));
    QVERIFY(Palette::color(Palette::Role::Crashed) != Palette::color(Palette::Role::Finished));
    list.resize(760, 240);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    QVERIFY(list.grab().save(test::artifactsDir() + u"/monitor_alert_list.png"_s));
}

void tst_AlertList::doubleClickAsksForTheRunAndClearEmpties()
{
    AlertList list;
    list.addAlert(makeAlert(AlertKind::Nan, u"tiny-lr1e30"_s, 0, u"loss is NaN at step 3 on host 0."_s, 0));
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    QSignalSpy activated(&list, &AlertList::runActivated);
    QTreeWidget *tree = list.tree();
    const QRect rect = tree->visualItemRect(tree->topLevelItem(0));
    // A double click is a press, a release and a double-click event, as a real mouse sends them.
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), u"tiny-lr1e30"_s);
    auto *clear = list.findChild<QPushButton *>(u"clearAlerts"_s);
    QVERIFY(clear->isEnabled());
    clear->click();
    QCOMPARE(list.count(), 0);
    QCOMPARE(list.summary()->text(), u"Alerts: none"_s);
}

void tst_AlertList::keepsTheNewestRowsOnly()
{
    AlertList list;
    for (int i = 0; i < AlertList::kMaxRows + 7; ++i)
        list.addAlert(makeAlert(AlertKind::Stalled, u"run-%1"_s.arg(i), 0, {}, i));
    QCOMPARE(list.count(), AlertList::kMaxRows);
    QCOMPARE(list.tree()->topLevelItem(0)->text(AlertList::RunColumn), u"run-%1 · host 0"_s.arg(AlertList::kMaxRows + 6));
    QCOMPARE(list.tree()->topLevelItem(AlertList::kMaxRows - 1)->text(AlertList::RunColumn), u"run-7 · host 0"_s);
}

void tst_AlertList::rowsNameTheRunWithItsIdOnHover()
{
    // Issue 28: the run by its name (RunDisplayName, set by the session's AlertDispatcher), its
    // id on hover; the row still belongs to the id (double-click, updates, the Stacks button).
    const QString id = u"lr-sweep-69931f0a-s1-20261202-140301"_s;
    const QString name = u"lr-sweep · lr=0.001 · seed 1"_s;
    AlertList list;
    AlertEvent stalled = makeAlert(AlertKind::Stalled, id, 0, u"No step for 4.2 s."_s, 0);
    stalled.runName = name;
    stalled.attempt = id + u"-a1"_s;
    list.addAlert(stalled);
    QTreeWidgetItem *row = list.tree()->topLevelItem(0);
    QCOMPARE(row->text(AlertList::RunColumn), name + u" · host 0"_s);
    QVERIFY(!row->text(AlertList::RunColumn).contains(id));
    QCOMPARE(row->toolTip(AlertList::RunColumn), id + u" on slice3"_s);
    QVERIFY2(row->toolTip(AlertList::DetailColumn).startsWith(name + u" host 0: Stalled"_s),
             qPrintable(row->toolTip(AlertList::DetailColumn)));
    AlertEvent update = stalled;
    update.change = AlertChange::Updated;
    update.hosts = {0, 1};
    list.updateAlert(update);
    QCOMPARE(list.count(), 1);
    QCOMPARE(row->text(AlertList::RunColumn), name + u" · hosts 0, 1"_s);
    list.setStacksTaken(id);
    QVERIFY(list.stacksButton(0));
    QVERIFY2(list.stacksButton(0)->toolTip().contains(name), qPrintable(list.stacksButton(0)->toolTip()));
    QSignalSpy activated(&list, &AlertList::runActivated);
    list.resize(900, 120);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    // A double click on the run's name (not on the Stacks button at the row's end).
    const QPoint onName(list.tree()->header()->sectionViewportPosition(AlertList::RunColumn) + 10,
                        list.tree()->visualItemRect(row).center().y());
    QTest::mouseClick(list.tree()->viewport(), Qt::LeftButton, {}, onName);
    QTest::mouseDClick(list.tree()->viewport(), Qt::LeftButton, {}, onName);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), id);
    QVERIFY(list.grab().save(test::artifactsDir() + u"/monitor_alert_list_names.png"_s));
}

void tst_AlertList::anUpdateChangesItsRowInPlace()
{
    // One stalled alert of a 4-host run: hosts join it, then it ends; still one row.
    AlertList list;
    AlertEvent stalled = makeAlert(AlertKind::Stalled, u"slice-run"_s, 2, u"No step for 4.2 s."_s, 0);
    stalled.attempt = u"slice-run-a1"_s;
    list.addAlert(stalled);
    list.addAlert(makeAlert(AlertKind::Nan, u"other"_s, 0, u"loss is NaN."_s, 100));
    AlertEvent update = stalled;
    update.change = AlertChange::Updated;
    update.hosts = {2, 0, 3, 1};
    update.timeMs = 2000;
    list.updateAlert(update);
    QCOMPARE(list.count(), 2);
    QTreeWidgetItem *row = list.tree()->topLevelItem(1);
    QCOMPARE(row->text(AlertList::RunColumn), u"slice-run · hosts 0, 1, 2, 3"_s);
    QCOMPARE(row->text(AlertList::DetailColumn), u"No step for 4.2 s."_s);
    AlertEvent ended = update;
    ended.change = AlertChange::Ended;
    ended.detail = u"Every host moves again."_s;
    list.addAlert(ended);   // what arrives on the raised path is routed to the row too
    QCOMPARE(list.count(), 2);
    QVERIFY(row->text(AlertList::AlertColumn).startsWith(u"Stalled (ended "_s));
    QCOMPARE(row->toolTip(AlertList::AlertColumn), u"Every host moves again."_s);
    // Another attempt's alert of the same kind is its own row.
    AlertEvent again = stalled;
    again.attempt = u"slice-run-a2"_s;
    list.addAlert(again);
    QCOMPARE(list.count(), 3);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AlertList)
#include "tst_alert_list.moc"
