// The Monitor's alert list: one row per alert, newest first, its kind coloured by meaning, the
// run (and host) and why; double-click asks for the run; Clear empties it; it keeps at most
// kMaxRows. A PNG of it goes to the test artifacts.
#include "support/test_paths.h"
#include "widgets/common/palette.h"
#include "widgets/monitor/alert_list.h"

#include <QAbstractItemModelTester>
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
    e.host = host;
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

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AlertList)
#include "tst_alert_list.moc"
