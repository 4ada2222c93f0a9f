// RunView on the replayed example run: phase colours, iteration rows, a diff, the artifact tabs,
// and a PNG of the whole view for people to look at.
#include "widgets/kernel/code_diff_view.h"
#include "widgets/kernel/iterations_model.h"
#include "core/services/kernel_service.h"
#include "widgets/kernel/pipeline_diagram.h"
#include "widgets/kernel/run_view.h"

#include "core/kernel/kernel_state.h"
#include "replayed_run.h"
#include "support/kernel_fixture.h"
#include "support/test_paths.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace Qt::StringLiterals;

using twb::test::kernelServices;
using twb::kernel::PhaseStatus;

class tst_KernelRunView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void phaseColoursAndIterationRows();
    void diffBetweenIterations();
    void artifactTabs();
    void grabPng();
    void failedGateIsRedAndRunCannotContinue();
    void outlierSpeedupIsFlaggedForReview();

private:
    bool openAndWait(twb::RunView &view, const QString &dir);

    QTemporaryDir m_workspace;
    QString m_finished;
    std::unique_ptr<twb::RunView> m_view;
};

bool tst_KernelRunView::openAndWait(twb::RunView &view, const QString &dir)
{
    QSignalSpy loaded(&view, &twb::RunView::loaded);
    view.openRun(dir);
    return loaded.wait(20000);
}

void tst_KernelRunView::initTestCase()
{
    const auto run = twb::test::replayExampleRun(m_workspace.filePath(u"kernel-runs"_s));
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    QCOMPARE(run.ending, twb::kernel::KernelOrchestrator::Ending::Finished);
    m_finished = run.localDir;
    m_view = std::make_unique<twb::RunView>(kernelServices(m_workspace.filePath(u"tpu_config.json"_s), m_workspace.filePath(u"kernel-runs"_s)));
    m_view->resize(1400, 1000);
    m_view->show();
    QVERIFY(openAndWait(*m_view, m_finished));
}

void tst_KernelRunView::phaseColoursAndIterationRows()
{
    const twb::PipelineDiagram *diagram = m_view->pipeline();
    const QColor done = twb::PipelineDiagram::statusColor(PhaseStatus::Done);
    const QColor na = twb::PipelineDiagram::statusColor(PhaseStatus::NotApplicable);
    const QColor failed = twb::PipelineDiagram::statusColor(PhaseStatus::Failed);
    // torchax with a CUDA reference: 0.2 0.3 0.5 0.6 0.7 0.9 run; 0.1 0.4 0.8 do not apply.
    for (const char *id : {"0", "0.2", "0.3", "0.5", "0.6", "0.7", "0.9"})
        QCOMPARE(diagram->colorOf(QString::fromLatin1(id)), done);
    for (const char *id : {"0.1", "0.4", "0.8"})
        QCOMPARE(diagram->colorOf(QString::fromLatin1(id)), na);
    // Iteration 4 did not compile: compile failed, test/autotune/profile not applicable.
    QCOMPARE(diagram->colorOf(u"2"_s, 4), failed);
    QCOMPARE(diagram->colorOf(u"3"_s, 4), na);
    QCOMPARE(diagram->colorOf(u"5"_s, 4), na);
    QCOMPARE(diagram->colorOf(u"6"_s, 4), done);
    for (const char *id : {"1", "2", "3", "4", "5", "6"})
        QCOMPARE(diagram->colorOf(QString::fromLatin1(id), 5), done);
    QVERIFY(!diagram->colorOf(u"1"_s, 6).isValid()); // no sixth iteration
    QVERIFY(done != na && done != failed && na != failed);

    twb::IterationsModel *model = m_view->iterationsModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 5);
    auto cell = [&](int row, int column) { return model->index(row, column).data().toString(); };
    QCOMPARE(cell(0, twb::IterationsModel::CompileOk), u"yes"_s);
    QCOMPARE(cell(0, twb::IterationsModel::OptimizedMs), u"0.734112"_s);
    QCOMPARE(cell(0, twb::IterationsModel::Speedup), u"3.0390\u00d7"_s);
    QCOMPARE(cell(1, twb::IterationsModel::BaseChoice), u"iter1"_s);
    QCOMPARE(cell(2, twb::IterationsModel::Outcome), u"correct"_s); // the tie kept iteration 2
    QCOMPARE(cell(3, twb::IterationsModel::CompileOk), u"no"_s);
    QCOMPARE(cell(3, twb::IterationsModel::TestOk), u"no"_s);
    QCOMPARE(cell(3, twb::IterationsModel::OptimizedMs), u"\u2013"_s);
    QCOMPARE(cell(3, twb::IterationsModel::Outcome), u"did not compile"_s); // a label, never the key
    QCOMPARE(cell(4, twb::IterationsModel::Outcome), u"best"_s);
    QCOMPARE(cell(4, twb::IterationsModel::BaseMs), u"2.228803"_s);

    // A finished run offers neither Continue nor Approve nor Stop.
    QVERIFY(!m_view->findChild<QPushButton *>(u"startButton"_s)->isEnabled());
    QVERIFY(!m_view->findChild<QPushButton *>(u"approveButton"_s)->isEnabled());
    QVERIFY(!m_view->findChild<QPushButton *>(u"stopButton"_s)->isEnabled());
    QVERIFY(m_view->findChild<QLabel *>(u"runTitle"_s)->text().contains(u"published"_s));
}

void tst_KernelRunView::diffBetweenIterations()
{
    twb::CodeDiffView *code = m_view->codeView();
    QVERIFY(code->showDiff(u"iter2/optimized.py"_s, u"iter5/optimized.py"_s));
    QVERIFY(code->addedLines() > 0);
    QVERIFY(code->removedLines() > 0);
    const QString text = code->displayedText();
    QVERIFY(text.contains(u"+ def _rmsnorm_kernel(w_ref, x_ref, o_ref):"_s));
    QVERIFY(text.contains(u"- def _rmsnorm_kernel(x_ref, w_ref, o_ref):"_s));
    QVERIFY(code->findChild<QLabel *>(u"diffSummary"_s)->text().startsWith(u'+'));
    // Against base.py, and identical files.
    QVERIFY(code->showDiff(u"base.py"_s, u"iter1/optimized.py"_s));
    QVERIFY(code->displayedText().contains(u"-     variance = jnp.mean(jnp.square(x), axis=-1, keepdims=True)"_s));
    QVERIFY(code->displayedText().contains(u"  def computation(weight, x):"_s)); // common to both
    QVERIFY(code->showDiff(u"iter5/optimized.py"_s, u"optimized.py (published)"_s));
    QCOMPARE(code->addedLines() + code->removedLines(), 0);
    QCOMPARE(code->findChild<QLabel *>(u"diffSummary"_s)->text(), u"identical"_s);
    QVERIFY(code->showFile(u"iter1/optimized.py"_s));
    QVERIFY(code->displayedText().startsWith(u"import functools"_s));
    m_view->tabs()->setCurrentWidget(code);
    QVERIFY(code->showDiff(u"iter2/optimized.py"_s, u"iter5/optimized.py"_s));
}

void tst_KernelRunView::artifactTabs()
{
    auto *autotune = m_view->findChild<QTableView *>(u"autotuneTable"_s);
    QVERIFY(autotune);
    // Iteration 5 (selected by default): 12 trials, 2 rejected for running out of VMEM.
    QCOMPARE(autotune->model()->rowCount(), 12);
    QVERIFY(m_view->findChild<QLabel *>(u"autotuneSummary"_s)->text().contains(u"BLOCK_ROWS=64"_s));
    QCOMPARE(m_view->findChild<QLabel *>(u"profileDecision"_s)->text(), u"DECISION: NEEDS_IMPROVEMENT = False"_s);
    auto *profileIteration = m_view->findChild<QComboBox *>(u"profileIteration"_s);
    profileIteration->setCurrentIndex(profileIteration->findData(1));
    QCOMPARE(m_view->findChild<QLabel *>(u"profileDecision"_s)->text(), u"DECISION: NEEDS_IMPROVEMENT = True"_s);
    // Markdown rendered: the table's cells are text, not pipes.
    QVERIFY(m_view->findChild<QTextBrowser *>(u"profileSummary"_s)->toPlainText().contains(u"Memory-bandwidth utilisation"_s));
    QVERIFY(!m_view->findChild<QTextBrowser *>(u"profileSummary"_s)->toPlainText().contains(u"|---|"_s));

    auto *ledger = m_view->findChild<QTableView *>(u"ledgerTable"_s);
    QCOMPARE(ledger->model()->rowCount(), 4);
    QCOMPARE(ledger->model()->index(0, 2).data().toString(), u"confirmed"_s);
    QCOMPARE(ledger->model()->index(2, 2).data().toString(), u"dropped"_s);
    QCOMPARE(ledger->model()->index(1, 2).data().toString(), u"inconclusive"_s);
    QVERIFY(m_view->findChild<QTextBrowser *>(u"debugHistory"_s)->toPlainText().contains(u"compilation failed"_s));
    QVERIFY(m_view->findChild<QTableView *>(u"journalTable"_s)->model()->rowCount() >= 8);
}

void tst_KernelRunView::grabPng()
{
    m_view->tabs()->setCurrentIndex(0);
    QTest::qWait(50);
    const QString path = twb::test::artifactsDir() + u"/kernel_run_view.png"_s;
    QVERIFY(m_view->grab().save(path));
    QVERIFY(QFileInfo(path).size() > 10000);
    m_view->tabs()->setCurrentWidget(m_view->codeView());
    QVERIFY(m_view->codeView()->showDiff(u"iter2/optimized.py"_s, u"iter5/optimized.py"_s));
    QVERIFY(m_view->grab().save(twb::test::artifactsDir() + u"/kernel_run_view_diff.png"_s));
}

void tst_KernelRunView::failedGateIsRedAndRunCannotContinue()
{
    const auto run = twb::test::replayExampleRun(m_workspace.filePath(u"kernel-runs"_s), u"--fail-port-gate"_s);
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    QCOMPARE(run.ending, twb::kernel::KernelOrchestrator::Ending::EmergencyStopped);
    twb::RunView view(kernelServices({}, {}));
    view.resize(1200, 800);
    QVERIFY(openAndWait(view, run.localDir));
    QCOMPARE(view.pipeline()->colorOf(u"0.7"_s), twb::PipelineDiagram::statusColor(PhaseStatus::Failed));
    QCOMPARE(view.iterationsModel()->rowCount(), 0);
    QVERIFY(!view.findChild<QPushButton *>(u"startButton"_s)->isEnabled());
    QVERIFY(view.findChild<QLabel *>(u"runTitle"_s)->text().contains(u"baseline failed its gate"_s));
    QVERIFY(view.grab().save(twb::test::artifactsDir() + u"/kernel_run_view_gate_failed.png"_s));
}

void tst_KernelRunView::outlierSpeedupIsFlaggedForReview()
{
    const auto run = twb::test::replayExampleRun(m_workspace.filePath(u"kernel-runs"_s));
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    // A worker that reported 14x for iteration 2 (a result to distrust).
    auto updated = twb::kernel::KernelState::update(run.localDir + u"/state.json"_s, [](twb::kernel::KernelState &state) {
        twb::Json doc = state.document();
        doc["history"][1]["speedup"] = 14.2;
        auto parsed = twb::kernel::KernelState::fromJson(doc, u"state.json"_s);
        if (!parsed)
            return twb::Result<void>(twb::fail(parsed.error()));
        state = *parsed;
        return twb::Result<void>();
    });
    QVERIFY(updated);
    twb::RunView view(kernelServices({}, {}));
    view.show();
    QVERIFY(openAndWait(view, run.localDir));
    auto *banner = view.findChild<QLabel *>(u"speedupReview"_s);
    QVERIFY(banner->isVisible());
    QVERIFY(banner->text().contains(u"iteration 2"_s));
    const QModelIndex speedup = view.iterationsModel()->index(1, twb::IterationsModel::Speedup);
    QVERIFY(speedup.data().toString().contains(u"\u26a0"_s));
    QVERIFY(speedup.data(Qt::ToolTipRole).toString().contains(u"check correctness"_s));
    QVERIFY(!view.iterationsModel()->index(0, twb::IterationsModel::Speedup).data().toString().contains(u"\u26a0"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_KernelRunView)
#include "tst_kernel_run_view.moc"
