// "Benchmark attention…" in the Experiments panel on the offscreen platform: the button opens
// the dialog for the selected experiment, which lists the registry's machines, runs the
// benchmark for real on this computer's CPU (local transport, Debian's torch), fills the table
// with both CPU kernels, shows the suggestion without changing the experiment, and asks for the
// recorded run to be opened in the Monitor. Malformed lengths are refused before anything runs.
#include "core/experiment/experiment_factory.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/registry/probe_finding.h"
#include "core/runs/run_device.h"
#include "core/services/workbench_session.h"
#include "widgets/experiments/attention_bench_dialog.h"
#include "widgets/experiments/experiments_panel.h"

#include "support/probed_machine.h"
#include "support/test_paths.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_AttentionBenchDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void malformedLengthsAreRefusedBeforeAnythingRuns();
    void benchmarksOnThisMachineAndOpensTheRun();
    void aMachineWithoutTpuBenchmarksItsCpu();

private:
    QStringList runIds() const { return QDir(m_workspace.filePath(u"runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot); }
    AttentionBenchDialog *openDialog();

    QTemporaryDir m_workspace;
    QByteArray m_experimentBefore;
    std::unique_ptr<WorkbenchSession> m_context;
    std::unique_ptr<ExperimentsPanel> m_panel;
};

void tst_AttentionBenchDialog::initTestCase()
{
    ExperimentRequest request;
    request.name = u"tiny"_s;
    request.modelKind = u"decoder"_s;
    request.acceleratorType = u"v5litepod-8"_s;
    request.strategy = u"fsdpv2"_s;
    request.settings = {{u"model.d_model"_s, u"32"_s}, {u"model.n_layers"_s, u"2"_s},    {u"model.n_heads"_s, u"4"_s},
                        {u"model.d_ff"_s, u"64"_s},    {u"model.vocab_size"_s, u"64"_s}, {u"train.seq_len"_s, u"32"_s}};
    auto experiment = ExperimentFactory::create(request);
    QVERIFY(experiment);
    auto files = ScaffoldRenderer().render(*experiment);
    QVERIFY2(files, files ? "" : qPrintable(files.error().message));
    auto plan = ScaffoldPlan::compare(m_workspace.filePath(u"experiments/tiny"_s), *files);
    QVERIFY(plan && plan->write());
    QFile json(m_workspace.filePath(u"experiments/tiny/experiment.json"_s));
    QVERIFY(json.open(QIODevice::ReadOnly));
    m_experimentBefore = json.readAll();

    // This computer as a machine: the local transport, Debian's torch.
    QFile registry(m_workspace.filePath(u"tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"here\", \"workbench\": {\"accelerator_type\": "
                   "\"v5litepod-8\", \"python\": \"%1\", \"remote_root\": \"%2\"}}]}"_s
                       .arg(twb::test::systemPython(), m_workspace.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();

    m_context = std::make_unique<WorkbenchSession>();
    m_context->setWorkspaceDir(m_workspace.path());
    m_context->setRegistryOverride(m_workspace.filePath(u"tpu_config.json"_s));
    m_panel = std::make_unique<ExperimentsPanel>(*m_context);
    m_panel->resize(1200, 760);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    QSignalSpy loaded(m_panel.get(), &ExperimentsPanel::experimentsLoaded);
    m_panel->reload();
    QVERIFY(loaded.wait(10000));
    QVERIFY(m_panel->selectExperiment(u"tiny"_s));
}

AttentionBenchDialog *tst_AttentionBenchDialog::openDialog()
{
    QPushButton *button = m_panel->benchAttentionButton();
    if (!button->isEnabled())
        return nullptr;
    QTest::mouseClick(button, Qt::LeftButton);
    const auto dialogs = m_panel->findChildren<AttentionBenchDialog *>();
    AttentionBenchDialog *dialog = dialogs.isEmpty() ? nullptr : dialogs.last();
    if (!dialog)
        return nullptr;
    QSignalSpy machines(dialog, &AttentionBenchDialog::machinesLoaded);
    if (!machines.wait(10000))
        return nullptr;
    return dialog;
}

void tst_AttentionBenchDialog::malformedLengthsAreRefusedBeforeAnythingRuns()
{
    AttentionBenchDialog *dialog = openDialog();
    QVERIFY(dialog);
    // The lengths start at the experiment's train.seq_len.
    QCOMPARE(dialog->seqLensEdit()->text(), u"32"_s);
    QCOMPARE(dialog->machineBox()->currentText(), u"here"_s);
    QVERIFY(dialog->runButton()->isEnabled());
    dialog->seqLensEdit()->setText(u"64,x"_s);
    QSignalSpy finished(dialog, &AttentionBenchDialog::benchmarkFinished);
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(dialog->statusLabel()->text().contains(u"Sequence lengths"_s) && dialog->statusLabel()->text().contains(u"\"x\""_s),
             qPrintable(dialog->statusLabel()->text()));
    QVERIFY(runIds().isEmpty());
    dialog->close();
}

void tst_AttentionBenchDialog::benchmarksOnThisMachineAndOpensTheRun()
{
    AttentionBenchDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->deviceBox()->setCurrentIndex(dialog->deviceBox()->findData(u"cpu"_s));
    dialog->seqLensEdit()->setText(u"32,64"_s);
    dialog->repeatsBox()->setValue(2);
    QSignalSpy finished(dialog, &AttentionBenchDialog::benchmarkFinished);
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    QVERIFY(!dialog->runButton()->isEnabled()); // one at a time
    QVERIFY(finished.wait(180000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(dialog->statusLabel()->text()));

    QTableWidget *table = dialog->results();
    QCOMPARE(table->rowCount(), 4);
    QSet<QString> kernels;
    for (int row = 0; row < table->rowCount(); ++row) {
        kernels << table->item(row, 1)->text();
        QCOMPARE(table->item(row, 2)->text(), u"ok"_s);
        QVERIFY2(!table->item(row, 3)->text().isEmpty(), "a kernel without a time");
    }
    QCOMPARE(kernels, (QSet<QString>{u"sdpa"_s, u"reference"_s}));
    const QString suggestion = dialog->recommendationLabel()->text();
    QVERIFY2(suggestion.startsWith(u"Fastest correct kernel on the CPU: sdpa."_s), qPrintable(suggestion));
    QVERIFY(suggestion.contains(u"Nothing was changed."_s));

    // Recorded as a run of kind attention_bench, which the Monitor is asked to show.
    const QString runId = dialog->runId();
    QVERIFY(dialog->statusLabel()->text().contains(runId));
    QCOMPARE(runIds(), QStringList{runId});
    QFile record(m_workspace.filePath(u"runs/%1/run.json"_s.arg(runId)));
    QVERIFY(record.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(record.readAll()).object()[u"kind"_s].toString(), u"attention_bench"_s);
    QSignalSpy open(m_panel.get(), &ExperimentsPanel::runOpenRequested);
    QVERIFY(dialog->openButton()->isEnabled());
    QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first().first().toString(), runId);

    QFile json(m_workspace.filePath(u"experiments/tiny/experiment.json"_s));
    QVERIFY(json.open(QIODevice::ReadOnly));
    QCOMPARE(json.readAll(), m_experimentBefore);
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/attention_bench_dialog.png"_s));
}

// Last: this computer's entry, probed for real, replaces "here" (a registry has one local entry).
// The probe found no TPU: the dialog offers the CPU, and the TPU is refused in it with what the
// probe found; nothing runs.
void tst_AttentionBenchDialog::aMachineWithoutTpuBenchmarksItsCpu()
{
    const auto probed = twb::test::addProbedThisMachine(m_workspace.filePath(u"tpu_config.json"_s), u"this-machine"_s,
                                                        m_workspace.filePath(u"remote"_s));
    QVERIFY2(probed, probed ? "" : qPrintable(probed.error().message));
    QVERIFY(ProbeFinding::foundNoTpu(*probed));
    const QStringList before = runIds();
    AttentionBenchDialog *dialog = openDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->machineBox()->currentText(), u"this-machine"_s);
    QCOMPARE(dialog->deviceBox()->currentData().toString(), twb::run_device::kCpu);
    QVERIFY(dialog->runButton()->isEnabled());

    dialog->deviceBox()->setCurrentIndex(dialog->deviceBox()->findData(twb::run_device::kTpu));
    QVERIFY(!dialog->runButton()->isEnabled());
    const QString refusal = dialog->statusLabel()->text();
    QVERIFY2(refusal.startsWith(u"this-machine was probed at "_s), qPrintable(refusal));
    QVERIFY2(refusal.contains(u": no TPU found (CPU, %1 core"_s.arg(ProbeFinding::cpuCores(*probed))), qPrintable(refusal));
    QVERIFY2(refusal.contains(u"choose CPU"_s) && !refusal.contains(u"probe the machine"_s), qPrintable(refusal));
    QSignalSpy finished(dialog, &AttentionBenchDialog::benchmarkFinished);
    dialog->start();
    QCOMPARE(finished.size(), 0);
    QCOMPARE(runIds(), before);
    dialog->resize(760, 300);
    QVERIFY(dialog->grab().save(twb::test::artifactsDir() + u"/attention_bench_dialog_cpu_machine.png"_s));

    dialog->deviceBox()->setCurrentIndex(dialog->deviceBox()->findData(twb::run_device::kCpu));
    QVERIFY(dialog->runButton()->isEnabled());
    QCOMPARE(dialog->statusLabel()->text(), u"Choose the machine and press Run."_s);
    dialog->close();
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AttentionBenchDialog)
#include "tst_attention_bench_dialog.moc"
