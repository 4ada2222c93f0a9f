// KernelPanel: the runs of a workspace with best speedups and the fast_p summary; opening a run.
#include "widgets/kernel/job_editor.h"
#include "widgets/kernel/kernel_panel.h"
#include "widgets/kernel/kernel_runs_model.h"
#include "widgets/kernel/pipeline_diagram.h"
#include "widgets/kernel/run_view.h"
#include "widgets/kernel/iterations_model.h"

#include "replayed_run.h"
#include "widgets/common/app_context.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QPushButton>
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
    void specificationRunPausesApprovesAndFinishesInTheGui();
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

void tst_KernelPanel::specificationRunPausesApprovesAndFinishesInTheGui()
{
    QTemporaryDir workspace;
    const QString examples = twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/"_s;
    const QString jobPath = workspace.filePath(u"job-specification.json"_s);
    QVERIFY(QFile::copy(examples + u"job-specification.json"_s, jobPath));
    twb::AppContext context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.resize(1500, 900);
    panel.show();
    twb::JobEditor *editor = panel.jobEditor();
    editor->openJob(jobPath);
    panel.showJobEditor();
    QTRY_VERIFY_WITH_TIMEOUT(editor->createButton()->isEnabled(), 10000);

    // Create run -> the panel opens it and starts the orchestrator on its worker thread; the
    // replay worker synthesizes the baseline and the run pauses at the approval gate.
    twb::RunView *view = panel.runView();
    auto *approve = view->findChild<QPushButton *>(u"approveButton"_s);
    auto *start = view->findChild<QPushButton *>(u"startButton"_s);
    QTest::mouseClick(editor->createButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), 30000);
    QCOMPARE(view->artifacts().snapshot.overview.status, twb::kernel::RunStatus::WaitingApproval);
    QVERIFY(!start->isEnabled());
    QVERIFY(view->grab().save(twb::test::artifactsDir() + u"/kernel_run_view_waiting_approval.png"_s));

    QTest::mouseClick(approve, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 30000);
    QCOMPARE(start->text(), u"Continue"_s);
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(view->artifacts().snapshot.overview.status, twb::kernel::RunStatus::Finished, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!view->findChild<QPushButton *>(u"stopButton"_s)->isEnabled(), 10000);
    QCOMPARE(view->iterationsModel()->rowCount(), 5);
    QCOMPARE(view->artifacts().snapshot.state->language(), u"pytorch"_s); // approved: synthesize_as
    QCOMPARE(view->pipeline()->colorOf(u"0.1"_s), twb::PipelineDiagram::statusColor(twb::kernel::PhaseStatus::Done));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_KernelPanel)
#include "tst_kernel_panel.moc"
