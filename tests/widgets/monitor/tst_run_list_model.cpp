// RunListModel names runs the way people do (issue 15): the Run column shows the readable
// name the workspace index gives, the id stays in its own column and on hover, and a list
// without names (an index not scanned yet) falls back to the id.
#include "core/runs/run_record.h"
#include "widgets/monitor/run_list_model.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QLocale>
#include <QTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunListModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsNamesWithTheIdOnHoverAndInAColumn()
    {
        RunListModel model;
        new QAbstractItemModelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest, &model);
        RunRecord a;
        a.runId = u"lr-sweep-69931f0a-s1-20261202-140301"_s;
        a.experiment = u"lr-sweep"_s;
        a.configHash = u"69931f0a"_s;
        a.seed = 1;
        a.created = u"2026-12-02T14:03:01Z"_s;
        RunRecord b = a;
        b.runId = u"lr-sweep-1b2c3d4e-s1-20261202-140302"_s;
        b.configHash = u"1b2c3d4e"_s;
        b.created = u"2026-12-02T14:03:02Z"_s;
        const QHash<QString, QString> names{{a.runId, u"lr-sweep · lr=0.001 · seed 1"_s},
                                            {b.runId, u"lr-sweep · lr=3e-4 · seed 1"_s}};
        model.setRecords({a, b}, names);
        // Newest first.
        const QModelIndex run = model.index(0, RunListModel::RunColumn);
        QCOMPARE(run.data().toString(), u"lr-sweep · lr=3e-4 · seed 1"_s);
        QCOMPARE(model.displayName(0), u"lr-sweep · lr=3e-4 · seed 1"_s);
        QVERIFY(!run.data().toString().contains(u"1b2c3d4e"_s));
        QVERIFY(run.data(Qt::ToolTipRole).toString().contains(b.runId));
        QCOMPARE(model.index(0, RunListModel::IdColumn).data().toString(), b.runId);
        QCOMPARE(model.headerData(RunListModel::IdColumn, Qt::Horizontal).toString(), u"Id"_s);
        QCOMPARE(run.data(RunListModel::RunIdRole).toString(), b.runId);

        // Without names: the id, as before.
        model.setRecords({a, b});
        QCOMPARE(model.index(1, RunListModel::RunColumn).data().toString(), a.runId);
    }

    // The name's hover holds what a narrow list folds away (RunListColumns): the machine and the
    // whole start time, on every run, folded or not.
    void nameTipHasTheMachineAndTheStart()
    {
        RunListModel model;
        RunRecord r;
        r.runId = u"tiny-walk-69931f0a-s1-20261202-140301"_s;
        r.machine = u"v5litepod-16-europe-west4"_s;
        r.created = u"2026-12-02T14:03:01Z"_s;
        r.started = u"2026-12-02T14:03:20Z"_s;
        RunRecord imported;
        imported.runId = u"imported-1"_s;
        imported.created = u"2026-12-01T10:00:00Z"_s;
        imported.started = imported.created;
        model.setRecords({r, imported});
        const QString tip = model.index(model.rowOf(r.runId), RunListModel::RunColumn).data(Qt::ToolTipRole).toString();
        const QDateTime startedAt = QDateTime::fromString(r.started, Qt::ISODate);
        const QString started = QLocale().toString(startedAt.toLocalTime(), QLocale::LongFormat);
        QVERIFY2(tip.contains(u"\nmachine v5litepod-16-europe-west4"_s), qPrintable(tip));
        QVERIFY2(tip.contains(u"\nstarted "_s + started + u" (2026-12-02T14:03:20Z UTC)"_s), qPrintable(tip));
        QVERIFY2(tip.contains(r.runId), qPrintable(tip));
        // The Id column's hover is the same; the Started column's is the time alone.
        QCOMPARE(model.index(model.rowOf(r.runId), RunListModel::IdColumn).data(Qt::ToolTipRole).toString(), tip);
        QCOMPARE(model.index(model.rowOf(r.runId), RunListModel::StartedColumn).data(Qt::ToolTipRole).toString(),
                 started + u" (2026-12-02T14:03:20Z UTC)"_s);

        // An imported run has no machine: no line for it.
        const QModelIndex importedName = model.index(model.rowOf(imported.runId), RunListModel::RunColumn);
        const QString importedTip = importedName.data(Qt::ToolTipRole).toString();
        QVERIFY2(!importedTip.contains(u"\nmachine"_s), qPrintable(importedTip));
        QVERIFY2(importedTip.contains(u"\nstarted "_s), qPrintable(importedTip));
    }

    // A run whose TPU VM was preempted is neither failed nor stopped: its own word and colour,
    // and its detail (what to do) on hover.
    void showsAPreemptedRunDistinctly()
    {
        RunListModel model;
        RunRecord r;
        r.runId = u"tiny-1"_s;
        r.state = RunState::Preempted;
        r.stateDetail = u"Run tiny-1: TPU VM spot-vm was preempted."_s;
        model.setRecords({r});
        const QModelIndex state = model.index(0, RunListModel::StateColumn);
        QCOMPARE(state.data().toString(), u"Preempted"_s);
        QCOMPARE(state.data(Qt::ToolTipRole).toString(), r.stateDetail);
        const QColor color = state.data(Qt::DecorationRole).value<QColor>();
        QVERIFY(color.isValid());
        for (RunState other : {RunState::Failed, RunState::Stopped, RunState::Running, RunState::Finished})
            QVERIFY2(color != RunListModel::stateColor(other), qPrintable(runStateName(other)));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_RunListModel)
#include "tst_run_list_model.moc"
