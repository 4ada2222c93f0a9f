// The Experiments panel on the offscreen platform: lists the workspace's experiments (model
// checked by QAbstractItemModelTester), shows a project's files, and runs "Smoke test on this
// machine" for real (Debian's PyTorch on the CPU) with progress, log and loss curve; stops a
// long run; grabs the panel to PNG.
#include "core/experiment/experiment_factory.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/services/workbench_session.h"
#include "widgets/common/code_view.h"
#include "widgets/experiments/experiment_list_model.h"
#include "widgets/experiments/experiments_panel.h"
#include "widgets/experiments/file_preview_widget.h"
#include "widgets/experiments/loss_curve_widget.h"
#include "widgets/experiments/prepare_data_dialog.h"
#include "core/services/smoke_test_record.h"
#include "core/services/smoke_test_runner.h"
#include "widgets/experiments/smoke_test_widget.h"

#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QStandardItemModel>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

void scaffold(const QString &workspace, const QString &name, const QString &model)
{
    ExperimentRequest request;
    request.name = name;
    request.modelKind = model;
    request.acceleratorType = u"v5litepod-8"_s;
    request.strategy = u"fsdpv2"_s;
    request.settings = {{u"model.d_model"_s, u"32"_s},   {u"model.n_layers"_s, u"2"_s},     {u"model.n_heads"_s, u"4"_s},
                        {u"model.d_ff"_s, u"64"_s},      {u"model.vocab_size"_s, u"64"_s},  {u"train.batch_size"_s, u"8"_s},
                        {u"train.seq_len"_s, u"32"_s},   {u"train.lr"_s, u"0.003"_s},       {u"train.warmup_steps"_s, u"5"_s},
                        {u"train.eval_every"_s, u"5"_s}, {u"train.eval_batches"_s, u"1"_s}, {u"hypothesis"_s, u"smoke"_s}};
    if (model == u"moe"_s)
        request.settings.append({u"model.moe.n_experts"_s, u"4"_s});
    auto experiment = ExperimentFactory::create(request);
    QVERIFY(experiment);
    auto files = ScaffoldRenderer().render(*experiment);
    QVERIFY2(files, files ? "" : qPrintable(files.error().message));
    auto plan = ScaffoldPlan::compare(workspace + u"/experiments/"_s + name, *files);
    QVERIFY(plan && plan->write());
}

} // namespace

class tst_ExperimentsPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsExperimentsAndShowsFiles();
    void smokeTestRunsOnThisMachine();
    void smokeTestCanBeStopped();
    void smokeTestOffersXlaOnCpuWhenTheInterpreterHasTorchXla();
    void smokeResultBelongsToItsExperiment();
    void preparesDataFromTheBundledCorpus();

private:
    QTemporaryDir m_workspace;
    std::unique_ptr<WorkbenchSession> m_context;
    std::unique_ptr<ExperimentsPanel> m_panel;
};

void tst_ExperimentsPanel::initTestCase()
{
    scaffold(m_workspace.path(), u"tiny-moe"_s, u"moe"_s);
    scaffold(m_workspace.path(), u"tiny-dense"_s, u"decoder"_s);
    QDir().mkpath(m_workspace.filePath(u"experiments/broken"_s));
    QFile broken(m_workspace.filePath(u"experiments/broken/experiment.json"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"schema\": \"tpuwb.experiment/9\"}");
    broken.close();

    m_context = std::make_unique<WorkbenchSession>();
    m_context->setWorkspaceDir(m_workspace.path());
    m_panel = std::make_unique<ExperimentsPanel>(*m_context);
    m_panel->resize(1200, 760);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    // Listed by the session's workspace index, then read: no reload asked.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->model()->rowCount(), 3, 10000);
}

void tst_ExperimentsPanel::listsExperimentsAndShowsFiles()
{
    QCOMPARE(m_panel->objectName(), u"experiments"_s);
    ExperimentListModel *model = m_panel->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 3);
    const int broken = model->rowOf(u"broken"_s);
    QVERIFY(broken >= 0);
    QCOMPARE(model->data(model->index(broken, ExperimentListModel::Model)).toString(), u"unreadable"_s);
    QVERIFY(model->data(model->index(broken, 0), Qt::ToolTipRole).toString().contains(u"tpuwb.experiment/9"_s));
    const int moe = model->rowOf(u"tiny-moe"_s);
    QCOMPARE(model->data(model->index(moe, ExperimentListModel::Model)).toString(), u"moe"_s);
    QCOMPARE(model->data(model->index(moe, ExperimentListModel::Attention)).toString(), u"splash"_s);
    QCOMPARE(model->data(model->index(moe, ExperimentListModel::Hash)).toString().size(), 8);

    QSignalSpy files(m_panel.get(), &ExperimentsPanel::filesLoaded);
    QVERIFY(m_panel->selectExperiment(u"tiny-moe"_s));
    QVERIFY(files.wait(10000));
    const QStringList names = m_panel->preview()->files();
    QVERIFY(names.contains(u"train.py"_s));
    QVERIFY(names.contains(u"experiment.json"_s));
    QCOMPARE(m_panel->preview()->currentFile(), u"train.py"_s);
    QVERIFY(m_panel->preview()->codeView()->toPlainText().startsWith(u"#!/usr/bin/env python3"_s));
    // The list of files is as wide as its longest name, no wider (the code needs the width):
    // it was 250 px for names of about 130.
    auto *list = m_panel->preview()->findChild<QListWidget *>(u"previewFiles"_s);
    QVERIFY(list);
    int widest = 0;
    for (const QString &name : names)
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(name));
    QVERIFY2(list->maximumWidth() >= widest && list->maximumWidth() <= std::max(170, widest + 60),
             qPrintable(u"%1 px for %2 px"_s.arg(list->maximumWidth()).arg(widest)));
    // ... and the code starts right after it (the splitter kept the old width as a blank).
    QWidget *code = m_panel->preview()->codeView();
    const int gap = code->mapTo(m_panel->preview(), QPoint(0, 0)).x() - list->geometry().right();
    QTRY_VERIFY2(code->mapTo(m_panel->preview(), QPoint(0, 0)).x() - list->geometry().right() < 20,
                 qPrintable(QString::number(gap)));
}

void tst_ExperimentsPanel::smokeTestRunsOnThisMachine()
{
    QVERIFY(m_panel->selectExperiment(u"tiny-moe"_s));
    SmokeTestWidget *smoke = m_panel->smokeTest();
    m_panel->tabs()->setCurrentWidget(smoke);
    smoke->pythonEdit()->setText(twb::test::systemPython());
    smoke->stepsBox()->setValue(12);
    QSignalSpy finished(smoke, &SmokeTestWidget::smokeTestFinished);
    QSignalSpy steps(smoke->runner(), &SmokeTestRunner::stepReported);
    QVERIFY(smoke->startSmokeTest());
    QVERIFY(!smoke->startSmokeTest()); // one at a time
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().at(0).toInt() == 0,
             qPrintable(u"exit %1: %2\n%3"_s.arg(finished.first().at(0).toInt())
                            .arg(finished.first().at(1).toString(), smoke->logView()->toPlainText())));
    QCOMPARE(steps.size(), 12);
    QCOMPARE(smoke->progressBar()->value(), 12);
    QCOMPARE(smoke->progressBar()->maximum(), 12);
    QCOMPARE(smoke->lossCurve()->trainPointCount(), 12);
    QVERIFY(smoke->lossCurve()->evalPointCount() >= 2); // steps 5 and 10, and the end
    QVERIFY(smoke->logView()->toPlainText().contains(u"step 12: loss"_s));
    QVERIFY(smoke->statusLabel()->text().contains(u"passed"_s));
    // The smoke run lives in .smoke/; the project's own folders stay empty.
    const QString dir = m_workspace.filePath(u"experiments/tiny-moe"_s);
    // The result is kept with the experiment, for the config it tested.
    const QString hash = m_panel->model()->data(m_panel->model()->index(m_panel->model()->rowOf(u"tiny-moe"_s),
                                                                        ExperimentListModel::Hash)).toString();
    QTRY_VERIFY_WITH_TIMEOUT(smoke->record().has_value(), 10000);
    const auto kept = SmokeTestRecord::read(dir);
    QVERIFY2(kept && kept->has_value(), kept ? "no record" : qPrintable(kept.error().message));
    QCOMPARE((*kept)->configHash, hash);
    QVERIFY((*kept)->passed);
    QCOMPARE((*kept)->steps, 12);
    QVERIFY(QFileInfo::exists(dir + u"/.smoke/metrics/host-0.jsonl"_s));
    QVERIFY(!QFileInfo::exists(dir + u"/checkpoints"_s));
    QTest::qWait(100); // let the coalesced replot land before the picture
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/experiments_panel_smoke_test.png"_s));
}

void tst_ExperimentsPanel::smokeTestCanBeStopped()
{
    QVERIFY(m_panel->selectExperiment(u"tiny-dense"_s));
    SmokeTestWidget *smoke = m_panel->smokeTest();
    smoke->pythonEdit()->setText(twb::test::systemPython());
    smoke->stepsBox()->setValue(100000);
    QSignalSpy finished(smoke, &SmokeTestWidget::smokeTestFinished);
    QSignalSpy steps(smoke->runner(), &SmokeTestRunner::stepReported);
    QVERIFY(smoke->startSmokeTest());
    QVERIFY(steps.wait(60000));
    smoke->stopSmokeTest();
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).toInt(), -1);
    QVERIFY(smoke->statusLabel()->text().contains(u"Stopped"_s));
    QVERIFY(smoke->progressBar()->value() < 100000);
}

// The Smoke test tab shows the selected experiment's own result, kept in its .smoke/result.json
// with the config hash it tested; after the experiment changed (another hash) it says the test
// has not run since the last change.
void tst_ExperimentsPanel::smokeResultBelongsToItsExperiment()
{
    ExperimentListModel *model = m_panel->model();
    const auto hashOf = [model](const QString &name) {
        return model->data(model->index(model->rowOf(name), ExperimentListModel::Hash)).toString();
    };
    const QString moeDir = m_workspace.filePath(u"experiments/tiny-moe"_s);
    const QString denseDir = m_workspace.filePath(u"experiments/tiny-dense"_s);
    SmokeTestRecord passed;
    passed.configHash = hashOf(u"tiny-moe"_s);
    passed.passed = true;
    passed.exitCode = 0;
    passed.device = u"cpu"_s;
    passed.steps = 12;
    passed.finishedAt = QDateTime::currentDateTimeUtc();
    QVERIFY(passed.write(moeDir));
    SmokeTestRecord failed = passed;
    failed.configHash = hashOf(u"tiny-dense"_s);
    failed.passed = false;
    failed.exitCode = 1;
    failed.error = u"the loss is NaN at step 3"_s;
    QVERIFY(failed.write(denseDir));
    QVERIFY(passed.configHash != failed.configHash);

    SmokeTestWidget *smoke = m_panel->smokeTest();
    m_panel->tabs()->setCurrentWidget(smoke);
    QSignalSpy shown(smoke, &SmokeTestWidget::recordShown);
    const auto select = [&](const QString &name) {
        QVERIFY(m_panel->selectExperiment(u"broken"_s)); // no project: nothing to read
        shown.clear();
        QVERIFY(m_panel->selectExperiment(name));
        QVERIFY(shown.wait(10000));
    };
    select(u"tiny-moe"_s);
    QString status = smoke->statusLabel()->text();
    QVERIFY2(status.contains(u"passed"_s) && status.contains(passed.configHash), qPrintable(status));
    select(u"tiny-dense"_s);
    status = smoke->statusLabel()->text();
    QVERIFY2(!status.contains(u"passed"_s), qPrintable(status));
    QVERIFY2(status.contains(u"failed"_s) && status.contains(u"NaN at step 3"_s), qPrintable(status));
    QVERIFY(smoke->logView()->toPlainText().isEmpty()); // nothing of another experiment's run
    QCOMPARE(smoke->lossCurve()->trainPointCount(), 0);
    QTest::qWait(200); // let the coalesced replot land before the picture
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/experiments_panel_smoke_failed_own.png"_s));
    select(u"tiny-moe"_s);
    QVERIFY(smoke->statusLabel()->text().contains(u"passed"_s));

    // The experiment changes: another config hash, and the old "passed" no longer holds.
    const QString file = moeDir + u"/experiment.json"_s;
    QFile json(file);
    QVERIFY(json.open(QIODevice::ReadOnly));
    QByteArray text = json.readAll();
    json.close();
    QVERIFY(text.contains("0.003"));
    text.replace("0.003", "0.001");
    QVERIFY(json.open(QIODevice::WriteOnly | QIODevice::Truncate));
    json.write(text);
    QSignalSpy loaded(m_panel.get(), &ExperimentsPanel::experimentsLoaded);
    json.close();
    // The workspace index notices the edit (experiment.json's stamp) and the list is read again.
    QVERIFY(loaded.wait(10000));
    QVERIFY(hashOf(u"tiny-moe"_s) != passed.configHash);
    select(u"tiny-moe"_s);
    status = smoke->statusLabel()->text();
    QVERIFY2(status.contains(u"not run since the last change"_s, Qt::CaseInsensitive), qPrintable(status));
    QVERIFY2(!status.contains(u"passed"_s), qPrintable(status));
    QVERIFY(status.contains(hashOf(u"tiny-moe"_s)));
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/experiments_panel_smoke_changed.png"_s));

    // An experiment never smoke-tested says so.
    QDir(denseDir + u"/.smoke"_s).removeRecursively();
    select(u"tiny-dense"_s);
    QVERIFY2(smoke->statusLabel()->text().contains(u"No smoke test"_s), qPrintable(smoke->statusLabel()->text()));
}

#include "support/widget_test_main.h"
// The smoke test's device: plain CPU unless the interpreter has torch_xla; then XLA on CPU is the
// default (until the user picks), and train.py gets --device xla-cpu. The interpreters are real:
// the workbench's Python environment (torch_xla 2.9) and Debian's python3 (no torch_xla: a
// machine without the environment).
void tst_ExperimentsPanel::smokeTestOffersXlaOnCpuWhenTheInterpreterHasTorchXla()
{
    const QString missing = twb::test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    const QString withXla = twb::test::xlaPython();
    const QString without = twb::test::systemPython();

    SmokeTestWidget smoke;
    QSignalSpy checked(&smoke, &SmokeTestWidget::torchXlaChecked);
    auto *device = smoke.deviceBox();
    auto *items = qobject_cast<QStandardItemModel *>(device->model());
    QVERIFY(items);
    QCOMPARE(smoke.device(), u"cpu"_s);
    smoke.pythonEdit()->setText(withXla);
    smoke.setProjectDir(m_workspace.filePath(u"experiments/tiny-dense"_s));   // the first project asks
    QVERIFY(checked.wait(120000));   // the real torch_xla takes seconds to import
    QCOMPARE(checked.last().at(0).toString(), withXla);
    QCOMPARE(checked.last().at(1).toBool(), true);
    QCOMPARE(smoke.device(), u"xla-cpu"_s);
    QVERIFY(items->item(1)->isEnabled());
    SmokeTestRunner::Options options;
    options.device = smoke.device();
    const QStringList args = SmokeTestRunner::arguments(options);
    QCOMPARE(args.mid(args.indexOf(u"--device"_s), 2), (QStringList{u"--device"_s, u"xla-cpu"_s}));

    // Another interpreter, without torch_xla: back to plain CPU at once (what was found no longer
    // holds), and XLA on CPU cannot be picked once it was asked.
    smoke.pythonEdit()->setText(without);
    QCOMPARE(smoke.device(), u"cpu"_s);
    Q_EMIT smoke.pythonEdit()->editingFinished();
    QVERIFY(checked.wait(30000));
    QCOMPARE(checked.last().at(1).toBool(), false);
    QCOMPARE(smoke.device(), u"cpu"_s);
    QVERIFY(!items->item(1)->isEnabled());
    QVERIFY(items->item(1)->toolTip().contains(without));
}

// "Prepare data…" opens on the corpus the templates ship and the workspace's data/ folder: one
// click tokenizes it for real (SentencePiece through DataPreparation, as tpuwb data prepare) and
// says which fields train on it; a bucket path is refused naming it, and nothing is written.
void tst_ExperimentsPanel::preparesDataFromTheBundledCorpus()
{
    auto *button = m_panel->findChild<QPushButton *>(u"prepareData"_s);
    QVERIFY(button && button->isEnabled());
    button->click();
    auto *dialog = m_panel->findChild<PrepareDataDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->corpusList()->count(), 1);
    QVERIFY2(dialog->corpusList()->item(0)->text().endsWith(u"templates/data/kjv-genesis-proverbs-mark.txt"_s),
             qPrintable(dialog->corpusList()->item(0)->text()));
    QCOMPARE(dialog->outEdit()->text(), QDir(m_workspace.path()).filePath(u"data/kjv"_s));

    // A bucket is not read here: refused before anything starts, naming it.
    dialog->corpusList()->item(0)->setText(u"gs://bucket/corpus.txt"_s);
    QSignalSpy finished(dialog, &PrepareDataDialog::preparationFinished);
    dialog->prepareButton()->click();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.takeFirst().at(0).toBool(), false);
    QVERIFY2(dialog->statusLabel()->text().contains(u"gs://bucket/corpus.txt"_s), qPrintable(dialog->statusLabel()->text()));
    QVERIFY(!QFileInfo::exists(dialog->outEdit()->text()));

    dialog->corpusList()->item(0)->setText(twb::test::sourceDir() + u"/templates/data/kjv-genesis-proverbs-mark.txt"_s);
    dialog->vocabBox()->setValue(384);
    dialog->prepareButton()->click();
    QVERIFY(!dialog->prepareButton()->isEnabled()); // one preparation at a time
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.takeFirst().at(0).toBool(), qPrintable(dialog->statusLabel()->text()));
    const QString out = QDir(m_workspace.path()).filePath(u"data/kjv"_s);
    QVERIFY(QFileInfo::exists(out + u"/manifest.json"_s));
    QVERIFY(QFileInfo::exists(out + u"/tokenizer.model"_s));
    const QString result = dialog->resultText()->toPlainText();
    QVERIFY2(result.contains(u"data.path %1"_s.arg(out)) && result.contains(u"model.vocab_size 384"_s), qPrintable(result));
    QVERIFY(dialog->prepareButton()->isEnabled());
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/prepare_data_dialog.png"_s));
    dialog->close();
}

TWB_WIDGET_TEST_MAIN(tst_ExperimentsPanel)
#include "tst_experiments_panel.moc"
