// KernelPanel: the runs of a workspace with best speedups and the fast_p summary; opening a run.
#include "widgets/kernel/kernel_panel.h"
#include "widgets/kernel/kernel_runs_model.h"
#include "widgets/kernel/run_view.h"

#include "replayed_run.h"
#include "widgets/common/app_context.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_KernelPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsRunsWithBestAndFastP();
};

void tst_KernelPanel::listsRunsWithBestAndFastP()
{
    QTemporaryDir workspace;
    const QString runs = workspace.filePath(u"kernel-runs"_s);
    const auto good = twb::test::replayExampleRun(runs);
    QVERIFY2(good.error.isEmpty(), qPrintable(good.error));
    const auto gate = twb::test::replayExampleRun(runs, u"--fail-port-gate"_s);
    QVERIFY2(gate.error.isEmpty(), qPrintable(gate.error));

    twb::AppContext context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    QCOMPARE(panel.objectName(), u"kernel"_s);
    panel.resize(1500, 900);
    panel.show();
    twb::KernelRunsModel *model = panel.runsModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, 20000);

    int goodRow = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(twb::KernelRunsModel::LocalDirRole).toString() == good.localDir)
            goodRow = row;
    QVERIFY(goodRow >= 0);
    const int gateRow = 1 - goodRow;
    QCOMPARE(model->index(goodRow, twb::KernelRunsModel::BestSpeedup).data().toString(), u"4.47\u00d7"_s);
    QCOMPARE(model->index(goodRow, twb::KernelRunsModel::Fast1).data().toString(), u"4/5"_s);
    QCOMPARE(model->index(goodRow, twb::KernelRunsModel::Fast2).data().toString(), u"4/5"_s);
    QVERIFY(model->index(goodRow, twb::KernelRunsModel::Status).data().toString().startsWith(u"finished"_s));
    QCOMPARE(model->index(gateRow, twb::KernelRunsModel::BestSpeedup).data().toString(), u"\u2013"_s);
    QVERIFY(model->index(gateRow, twb::KernelRunsModel::Status).data().toString().startsWith(u"stopped-baseline-rejected"_s));
    QTRY_COMPARE(panel.findChild<QLabel *>(u"fastPSummary"_s)->text(),
                 u"2 runs \u00b7 fast_1 1/2 \u00b7 fast_2 1/2 \u00b7 best 4.47\u00d7"_s);

    auto *list = panel.findChild<QTableView *>(u"kernelRunList"_s);
    QSignalSpy loaded(panel.runView(), &twb::RunView::loaded);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(model->index(goodRow, 0)).center());
    QVERIFY(loaded.wait(20000));
    QCOMPARE(panel.runView()->runDir(), good.localDir);
    QCOMPARE(panel.findChild<QStackedWidget *>()->currentWidget(), panel.runView());
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/kernel_panel.png"_s));
}

QTEST_MAIN(tst_KernelPanel)
#include "tst_kernel_panel.moc"
