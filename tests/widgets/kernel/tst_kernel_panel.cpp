// KernelPanel: the runs of a workspace with their worker (REPLAY said in the list, the run view's
// header and every number's tooltip), best speedups and the fast_p summary; opening a run; a
// specification run created, approved and finished from the GUI. (A machine without a worker
// command: KernelService's refusal is tested in tst_kernel_service, how the editor shows it in
// tst_job_editor.)
#include "widgets/kernel/job_editor.h"
#include "widgets/kernel/kernel_panel.h"
#include "widgets/kernel/kernel_runs_model.h"
#include "widgets/kernel/pipeline_diagram.h"
#include "widgets/kernel/run_view.h"
#include "widgets/kernel/use_kernel_dialog.h"
#include "widgets/kernel/iterations_model.h"
#include "widgets/kernel/latency_plot.h"
#include "widgets/common/qcustomplot_include.h"

#include "replayed_run.h"
#include "core/registry/registry.h"
#include "support/kernel_fixture.h"
#include "support/result_check.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "core/experiment/experiment_factory.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_KernelPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsRunsWithBestAndFastP();
    void replayedRunSaysSoEverywhere();
    void specificationRunPausesApprovesAndFinishesInTheGui();
    void runOnListsThisMachineOnce();
    void followsRunsWrittenElsewhere();
    void publishedKernelGoesIntoAnExperiment();
    void runShownGetsTheWidth();
};

void tst_KernelPanel::listsRunsWithBestAndFastP()
{
    QTemporaryDir workspace;
    const QString runs = workspace.filePath(u"kernel-runs"_s);
    const auto good = twb::test::replayExampleRun(runs);
    QVERIFY2(good.error.isEmpty(), qPrintable(good.error));
    const auto gate = twb::test::replayExampleRun(runs, u"--fail-port-gate"_s);
    QVERIFY2(gate.error.isEmpty(), qPrintable(gate.error));

    twb::WorkbenchSession context;
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
    QCOMPARE(model->index(goodRow, twb::KernelRunsModel::Status).data().toString(), u"finished: kernel published"_s);
    QCOMPARE(model->index(gateRow, twb::KernelRunsModel::BestSpeedup).data().toString(), u"\u2013"_s);
    QCOMPARE(model->index(gateRow, twb::KernelRunsModel::Status).data().toString(),
             u"stopped: the baseline failed its gate"_s);
    // Both are replays: their numbers are not counted as anyone's result.
    QTRY_COMPARE(panel.findChild<QLabel *>(u"fastPSummary"_s)->text(), u"2 runs, all REPLAYED: nothing measured"_s);

    auto *list = panel.findChild<QTableView *>(u"kernelRunList"_s);
    QSignalSpy loaded(panel.runView(), &twb::RunView::loaded);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(model->index(goodRow, 0)).center());
    QVERIFY(loaded.wait(20000));
    QCOMPARE(panel.runView()->runDir(), good.localDir);
    QCOMPARE(panel.findChild<QStackedWidget *>()->currentWidget(), panel.runView());
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/kernel_panel.png"_s));
}

// The run shown needs the width (a pipeline six steps wide, an eight-column table); the list
// of runs, one name column that says little more than the header does, gets about a quarter,
// at the first show and after the window is resized, until the user drags the handle.
void tst_KernelPanel::runShownGetsTheWidth()
{
    QTemporaryDir workspace;
    const auto run = twb::test::replayExampleRun(workspace.filePath(u"kernel-runs"_s));
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.resize(860, 640);   // the panel of a 1024x700 window
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *list = panel.findChild<QTableView *>(u"kernelRunList"_s);
    auto *stack = panel.findChild<QStackedWidget *>();
    QVERIFY(list && stack);
    QTRY_VERIFY(stack->width() >= panel.width() * 65 / 100);
    QVERIFY2(list->width() >= 240, qPrintable(QString::number(list->width())));
    // The run's name (wider than the list) is elided within the list, not cut at its edge.
    QTRY_COMPARE(list->model()->rowCount(), 1);
    const int nameWidth =
        list->fontMetrics().horizontalAdvance(list->model()->index(0, twb::KernelRunsModel::Run).data().toString());
    QVERIFY2(nameWidth > list->viewport()->width(), qPrintable(QString::number(nameWidth)));
    QTRY_COMPARE(list->columnWidth(twb::KernelRunsModel::Run), list->viewport()->width());
    QCOMPARE(list->textElideMode(), Qt::ElideMiddle);
    QVERIFY(!list->wordWrap());
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/kernel_panel_narrow.png"_s));
    panel.resize(1210, 840);   // 1400x900
    QTRY_VERIFY(stack->width() >= panel.width() * 65 / 100);
    QVERIFY2(stack->width() <= panel.width() * 80 / 100, qPrintable(QString::number(stack->width())));
    // The run's iterations: about four of its five rows above the plot (a fixed split showed
    // one or two), and the plot keeps most of the page.
    auto *iterations = panel.findChild<QTableView *>(u"iterationsTable"_s);
    QVERIFY(iterations);
    QTRY_COMPARE(iterations->model()->rowCount(), 5);
    const int rowHeight = iterations->verticalHeader()->defaultSectionSize();
    QTRY_VERIFY2(iterations->viewport()->height() >= 7 * rowHeight / 2,
                 qPrintable(u"%1 px for rows of %2"_s.arg(iterations->viewport()->height()).arg(rowHeight)));
    QVERIFY(panel.findChild<twb::LatencyPlot *>()->height() > iterations->height());
    // Wide enough: the whole name.
    panel.resize(2400, 840);
    QTRY_VERIFY(list->columnWidth(twb::KernelRunsModel::Run) > nameWidth);
    QVERIFY(list->columnWidth(twb::KernelRunsModel::Run) < list->viewport()->width());
}

void tst_KernelPanel::followsRunsWrittenElsewhere()
{
    // No Refresh button: a run made by another process (tpuwb, another window) appears, and the
    // run shown is read again when its state.json changes, through the workspace index.
    QTemporaryDir workspace;
    const QString runs = workspace.filePath(u"kernel-runs"_s);
    const auto first = twb::test::replayExampleRun(runs);
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.show();
    twb::KernelRunsModel *model = panel.runsModel();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 20000);
    QVERIFY(panel.findChildren<QPushButton *>().size() > 0);
    for (const QPushButton *button : panel.findChildren<QPushButton *>())
        QVERIFY2(button->text() != u"Refresh"_s, "the Kernels panel follows the workspace by itself");
    QTRY_COMPARE_WITH_TIMEOUT(panel.runView()->runDir(), first.localDir, 20000);

    const auto second = twb::test::replayExampleRun(runs, u"--fail-port-gate"_s);
    QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, 20000);

    // The shown run's state.json rewritten (as an orchestrator does): the view reads it again.
    QSignalSpy loaded(panel.runView(), &twb::RunView::loaded);
    QFile state(first.localDir + u"/state.json"_s);
    QVERIFY(state.open(QIODevice::ReadOnly));
    const QByteArray text = state.readAll();
    state.close();
    QVERIFY(state.open(QIODevice::WriteOnly | QIODevice::Truncate));
    state.write(text + "\n");
    state.close();
    QVERIFY(loaded.wait(20000));
    QCOMPARE(panel.runView()->runDir(), first.localDir);
}

void tst_KernelPanel::replayedRunSaysSoEverywhere()
{
    QTemporaryDir workspace;
    const auto run = twb::test::replayExampleRun(workspace.filePath(u"kernel-runs"_s));
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.resize(1500, 900);
    panel.show();
    twb::KernelRunsModel *model = panel.runsModel();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 20000);

    // The runs list: a REPLAY worker column, and REPLAY in the tooltip of every number.
    QCOMPARE(model->index(0, twb::KernelRunsModel::Worker).data().toString(), u"REPLAY (nothing measured)"_s);
    for (int column : {int(twb::KernelRunsModel::Iterations), int(twb::KernelRunsModel::BestSpeedup),
                       int(twb::KernelRunsModel::Fast1), int(twb::KernelRunsModel::Fast2)})
        QVERIFY2(model->index(0, column).data(Qt::ToolTipRole).toString().startsWith(u"REPLAY"_s),
                 qPrintable(model->index(0, column).data(Qt::ToolTipRole).toString()));

    // The run view: a banner, REPLAY in the header, every number of the iterations table.
    auto *list = panel.findChild<QTableView *>(u"kernelRunList"_s);
    QSignalSpy loaded(panel.runView(), &twb::RunView::loaded);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(model->index(0, 0)).center());
    QVERIFY(loaded.wait(20000));
    twb::RunView *view = panel.runView();
    QVERIFY(view->replayBanner()->isVisible());
    QVERIFY(view->replayBanner()->text().startsWith(u"REPLAY"_s));
    QVERIFY(view->findChild<QLabel *>(u"runTitle"_s)->text().contains(u"REPLAY"_s));
    QVERIFY(view->findChild<QLabel *>(u"runSummary"_s)->text().contains(u"(replayed)"_s));
    twb::IterationsModel *iterations = view->iterationsModel();
    QCOMPARE(iterations->rowCount(), 5);
    for (int row = 0; row < iterations->rowCount(); ++row)
        for (int column : {int(twb::IterationsModel::BaseMs), int(twb::IterationsModel::OptimizedMs),
                           int(twb::IterationsModel::Speedup)})
            QVERIFY(iterations->index(row, column).data(Qt::ToolTipRole).toString().startsWith(u"REPLAY"_s));
    // The report tab and the external evaluation tab (no file yet: the commands are offered).
    auto *report = view->findChild<QTextBrowser *>(u"finishReport"_s);
    QVERIFY(report->toPlainText().contains(u"REPLAY"_s));
    QVERIFY(view->findChild<QTextBrowser *>(u"externalEvaluation"_s)->toPlainText().contains(u"compare_kernel.py"_s));
    // The latency plot's legend: the base line was replayed, not re-measured (issue 27).
    QCustomPlot *plot = view->findChild<twb::LatencyPlot *>(u"latencyPlot"_s)->plot();
    QStringList legend;
    for (int i = 0; i < plot->graphCount(); ++i)
        legend << plot->graph(i)->name();
    QVERIFY2(legend.contains(u"base.py (replayed)"_s), qPrintable(legend.join(u" | "_s)));
    QVERIFY2(!legend.join(u' ').contains(u"re-measured"_s), qPrintable(legend.join(u" | "_s)));
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/kernel_panel_replay.png"_s));
}

void tst_KernelPanel::specificationRunPausesApprovesAndFinishesInTheGui()
{
    QTemporaryDir workspace;
    TWB_VERIFY_RESULT(twb::test::writeLocalKernelMachine(workspace.filePath(u"tpu_config.json"_s), u"replay-box"_s,
                                                         workspace.filePath(u"remote"_s), u"replay"_s));
    const QString jobPath = workspace.filePath(u"job-specification.json"_s);
    QVERIFY(QFile::copy(twb::test::kernelExampleDir() + u"/job-specification.json"_s, jobPath));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.resize(1500, 900);
    panel.show();
    twb::JobEditor *editor = panel.jobEditor();
    editor->openJob(jobPath);
    panel.showJobEditor();
    auto *machines = editor->findChild<QComboBox *>(u"machineCombo"_s);
    QTRY_VERIFY_WITH_TIMEOUT(machines->findData(u"replay-box"_s) >= 0, 10000);
    machines->setCurrentIndex(machines->findData(u"replay-box"_s));
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

// "Run on": this computer is one entry. With its registry entry, that entry (named as the
// Machines panel names it) and no "This machine" beside it; without one, "This machine".
void tst_KernelPanel::runOnListsThisMachineOnce()
{
    QTemporaryDir workspace;
    const QString registryPath = workspace.filePath(u"tpu_config.json"_s);
    TWB_VERIFY_RESULT(twb::test::writeLocalKernelMachine(registryPath, u"this-machine"_s,
                                                         workspace.filePath(u"remote"_s), u"replay"_s));
    TWB_VERIFY_RESULT(twb::Registry::modify(registryPath, [](twb::Registry &registry) -> twb::Result<void> {
        twb::MachineEntry tpu;
        tpu.setMode(twb::MachineEntry::Mode::Remote);
        tpu.setTpuName(u"v4-a"_s);
        tpu.setHosts({u"10.0.0.2"_s});
        registry.upsert(tpu);
        return {};
    }));
    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.resize(1200, 800);
    panel.show();
    auto *machines = panel.findChild<QComboBox *>(u"machineCombo"_s);
    QVERIFY(machines);
    QTRY_COMPARE_WITH_TIMEOUT(machines->count(), 2, 20000);
    QStringList texts;
    for (int i = 0; i < machines->count(); ++i)
        texts << machines->itemText(i);
    QCOMPARE(machines->findData(QString()), -1);
    QCOMPARE(texts.filter(u"this machine"_s, Qt::CaseInsensitive).size(), 1);
    QCOMPARE(texts.filter(u"this-machine"_s).size(), 1);
    QCOMPARE(machines->currentData().toString(), u"this-machine"_s);
    QVERIFY(machines->findData(u"v4-a"_s) >= 0);
    QVERIFY(panel.jobEditor()->grab().save(twb::test::artifactsDir() + u"/kernel_run_on.png"_s));

    // Without an entry for this computer: "This machine" (no entry) and the TPU VM.
    TWB_VERIFY_RESULT(twb::Registry::modify(registryPath, [](twb::Registry &registry) -> twb::Result<void> {
        registry.remove(u"this-machine"_s);
        return {};
    }));
    context.notifyRegistryChanged();
    // (The list is emptied first while the registry is read again.)
    QTRY_VERIFY_WITH_TIMEOUT(machines->findData(u"this-machine"_s) < 0 && machines->findData(u"v4-a"_s) >= 0, 20000);
    QCOMPARE(machines->count(), 2);
    QCOMPARE(machines->itemData(0).toString(), QString());
    QCOMPARE(machines->itemText(0), u"This machine"_s);
}

// "Use in experiment…" on a finished run: the published kernel goes into a scaffolded experiment
// of the workspace (d_model 128) through the same KernelSwitch as `tpuwb kernel use`, with the A/B
// ablation; the outcome shows in the run view's status line.
void tst_KernelPanel::publishedKernelGoesIntoAnExperiment()
{
    QTemporaryDir workspace;
    const auto run = twb::test::replayExampleRun(workspace.filePath(u"kernel-runs"_s));
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    twb::ExperimentRequest request;
    request.name = u"tiny"_s;
    request.modelKind = u"decoder"_s;
    request.acceleratorType = u"v4-8"_s;
    request.strategy = u"fsdpv2"_s;
    request.settings = {{u"model.d_model"_s, u"128"_s}, {u"model.n_heads"_s, u"4"_s}, {u"model.n_layers"_s, u"2"_s}};
    auto experiment = twb::ExperimentFactory::create(request);
    QVERIFY(experiment);
    auto files = twb::ScaffoldRenderer().render(*experiment);
    QVERIFY2(files, files ? "" : qPrintable(files.error().message));
    const QString project = twb::Workspace(workspace.path()).experimentDir(u"tiny"_s);
    auto plan = twb::ScaffoldPlan::compare(project, *files);
    QVERIFY(plan && plan->write());

    twb::WorkbenchSession context;
    context.setWorkspaceDir(workspace.path());
    twb::KernelPanel panel(context);
    panel.resize(1500, 900);
    panel.show();
    QTRY_COMPARE_WITH_TIMEOUT(panel.runView()->runDir(), run.localDir, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!context.workspaceIndex().experiments().isEmpty(), 20000);
    auto *use = panel.runView()->findChild<QPushButton *>(u"useKernelButton"_s);
    QTRY_VERIFY_WITH_TIMEOUT(use->isEnabled(), 20000);
    use->click();
    auto *dialog = panel.findChild<twb::UseKernelDialog *>(u"useKernelDialog"_s);
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->findChild<QComboBox *>(u"experimentChoice"_s)->currentText(), u"tiny"_s);
    QCOMPARE(dialog->module(), u"rmsnorm"_s);
    dialog->findChild<QSpinBox *>(u"abSeeds"_s)->setValue(2);
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/use_kernel_dialog.png"_s));
    QSignalSpy used(&panel, &twb::KernelPanel::kernelUsed);
    dialog->accept();
    QTRY_COMPARE_WITH_TIMEOUT(used.size(), 1, 20000);
    QVERIFY2(used.first().at(1).toString().isEmpty(), qPrintable(used.first().at(1).toString()));
    const QString ablation = used.first().at(0).toString();
    QCOMPARE(ablation, workspace.filePath(u"ablations/tiny-rmsnorm-kernel.json"_s));
    QVERIFY(QFileInfo::exists(ablation));
    const QString status = panel.runView()->findChild<QLabel *>(u"runnerStatus"_s)->text();
    QVERIFY2(status.contains(u"model.kernels.rmsnorm is on in tiny"_s) && status.contains(u"4 runs"_s), qPrintable(status));
    QVERIFY(panel.grab().save(twb::test::artifactsDir() + u"/kernel_panel_kernel_used.png"_s));

    QFile published(run.localDir + u"/optimized.py"_s);
    QFile copy(project + u"/kernels/rmsnorm.py"_s);
    QVERIFY(published.open(QIODevice::ReadOnly) && copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), published.readAll());
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_KernelPanel)
#include "tst_kernel_panel.moc"
