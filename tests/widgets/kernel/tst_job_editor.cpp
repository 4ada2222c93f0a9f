// JobEditor: form and raw JSON on one document with undo, live validation and plan, "Create
// run" enabled only for a valid job, and run creation on this machine.
#include "widgets/kernel/job_document.h"
#include "widgets/kernel/job_editor.h"
#include "core/services/kernel_service.h"

#include "core/kernel/kernel_job.h"
#include "core/util/atomic_file.h"
#include "support/kernel_fixture.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QComboBox>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;

using twb::test::kernelServices;
using twb::Json;

class tst_JobEditor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void validJobEnablesCreate();
    void contradictionDisablesCreateAndUndoRestores();
    void rawJsonEditsTheSameDocument();
    void brokenJsonDisablesCreate();
    void missingPathDisablesCreate();
    void openAndSaveRunOffTheGuiThread();
    void formUsesTheJobSchemaDefaults();
    void createRunOnAReplayMachine();
    void thisMachineHasNoWorkerAndIsRefused();
    void newJobIsQuietUntilEditedOrValidated();

private:
    void waitValidated();
    QStringList issues() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<twb::JobEditor> m_editor;
};

void tst_JobEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    TWB_VERIFY_RESULT(twb::test::copyKernelExample(m_dir->path()));
    m_editor = std::make_unique<twb::JobEditor>(
        kernelServices(m_dir->filePath(u"tpu_config.json"_s), m_dir->filePath(u"kernel-runs"_s)));
    m_editor->setEnvironment(m_dir->filePath(u"kernel-runs"_s), {});
    m_editor->resize(1200, 800);
    m_editor->show();
    QSignalSpy validated(m_editor.get(), &twb::JobEditor::validated);
    m_editor->openJob(m_dir->filePath(u"job.json"_s));
    waitValidated();
}

void tst_JobEditor::cleanup()
{
    m_editor.reset();
    m_dir.reset();
}

void tst_JobEditor::waitValidated()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_editor->isValidating(), 5000);
    QCoreApplication::processEvents();
}

QStringList tst_JobEditor::issues() const
{
    QStringList out;
    auto *list = m_editor->findChild<QListWidget *>(u"validationIssues"_s);
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

void tst_JobEditor::validJobEnablesCreate()
{
    QVERIFY(m_editor->report());
    QCOMPARE(m_editor->report()->exitCode(), 0);
    QVERIFY(m_editor->createButton()->isEnabled());
    QCOMPARE(m_editor->findChild<QLineEdit *>(u"jobName"_s)->text(), u"rmsnorm-torchax"_s);
    QCOMPARE(m_editor->findChild<QComboBox *>(u"conversionMethod"_s)->currentText(), u"torchax"_s);
    const QString plan = m_editor->findChild<QPlainTextEdit *>(u"derivedPlan"_s)->toPlainText();
    QVERIFY(plan.contains(u"  base.py      : written from the jaxpr in Phase 0.7  [maxkernel-write-jnp-reference]"_s));
    QVERIFY(plan.contains(u"0.6 reconcile -> ideas ledger, seal ref/"_s));
    QVERIFY(m_editor->grab().save(twb::test::artifactsDir() + u"/kernel_job_editor.png"_s));
}

void tst_JobEditor::contradictionDisablesCreateAndUndoRestores()
{
    // Switching the input to CUDA while the method is torchax: contradictions 3 and 7.
    auto *type = m_editor->findChild<QComboBox *>(u"inputType"_s);
    type->setCurrentText(u"cuda"_s);
    waitValidated();
    QCOMPARE(m_editor->report()->exitCode(), 1);
    QVERIFY(!m_editor->createButton()->isEnabled());
    const QString all = issues().join(u'\n');
    QVERIFY2(all.contains(u"'torchax' cannot convert a CUDA input"_s), qPrintable(all));
    QVERIFY(all.contains(u"compare_against_source is true for a CUDA input"_s));
    QCOMPARE(m_editor->findChild<QPlainTextEdit *>(u"derivedPlan"_s)->toPlainText(), u"No plan: fix the errors first."_s);
    QVERIFY(m_editor->grab().save(twb::test::artifactsDir() + u"/kernel_job_editor_invalid.png"_s));

    m_editor->document()->undoStack()->undo();
    waitValidated();
    QCOMPARE(type->currentText(), u"pytorch"_s);
    QCOMPARE(m_editor->report()->exitCode(), 0);
    QVERIFY(m_editor->createButton()->isEnabled());
}

void tst_JobEditor::rawJsonEditsTheSameDocument()
{
    auto *raw = m_editor->findChild<QPlainTextEdit *>(u"rawJson"_s);
    Json json = Json::parse(raw->toPlainText().toStdString());
    json["loop"]["max_iterations"] = 8;
    json["name"] = "edited-in-json";
    json["x_custom"] = "kept";
    raw->setPlainText(QString::fromStdString(json.dump(2)));
    QTRY_COMPARE_WITH_TIMEOUT(m_editor->findChild<QLineEdit *>(u"jobName"_s)->text(), u"edited-in-json"_s, 5000);
    QCOMPARE(m_editor->findChild<QSpinBox *>(u"maxIterations"_s)->value(), 8);
    QCOMPARE(m_editor->document()->json()["x_custom"], Json("kept"));
    // And the other way: a form edit shows in the JSON.
    QTest::keyClicks(m_editor->findChild<QLineEdit *>(u"entryPoint"_s), u"2"_s);
    QTRY_VERIFY(raw->toPlainText().contains(u"\"entry_point\": \"Model2\""_s));
    QVERIFY(raw->toPlainText().contains(u"\"x_custom\": \"kept\""_s));
}

void tst_JobEditor::brokenJsonDisablesCreate()
{
    auto *raw = m_editor->findChild<QPlainTextEdit *>(u"rawJson"_s);
    raw->setPlainText(raw->toPlainText().left(40));
    QTRY_VERIFY_WITH_TIMEOUT(!m_editor->report().has_value(), 5000);
    QVERIFY(!m_editor->createButton()->isEnabled());
    QVERIFY(m_editor->findChild<QLabel *>(u"validationVerdict"_s)->text().contains(u"does not parse"_s));
}

void tst_JobEditor::missingPathDisablesCreate()
{
    auto *path = m_editor->findChild<QLineEdit *>(u"inputPath"_s);
    path->selectAll();
    QTest::keyClicks(path, u"inputs/gone.py"_s);
    waitValidated();
    QTRY_COMPARE_WITH_TIMEOUT(m_editor->report()->exitCode(), 2, 5000);
    QVERIFY(!m_editor->createButton()->isEnabled());
    QVERIFY(issues().join(u'\n').contains(u"Missing: input.path: "_s + m_dir->filePath(u"inputs/gone.py"_s)));
}

void tst_JobEditor::createRunOnAReplayMachine()
{
    // A local entry that asks for the replay by name; the job is the recorded one (copied).
    TWB_VERIFY_RESULT(twb::test::writeLocalKernelMachine(m_dir->filePath(u"tpu_config.json"_s), u"replay-box"_s,
                                                         m_dir->filePath(u"remote"_s), u"replay"_s));
    m_editor->setEnvironment(m_dir->filePath(u"kernel-runs"_s), {u"replay-box"_s});
    auto *machines = m_editor->findChild<QComboBox *>(u"machineCombo"_s);
    machines->setCurrentIndex(machines->findData(u"replay-box"_s));
    QSignalSpy created(m_editor.get(), &twb::JobEditor::runCreated);
    QTest::mouseClick(m_editor->createButton(), Qt::LeftButton);
    QVERIFY(created.wait(20000));
    const QString localDir = created.first().first().toString();
    QVERIFY(localDir.startsWith(m_dir->filePath(u"kernel-runs/run_"_s)));
    QVERIFY(QFileInfo::exists(localDir + u"/state.json"_s));
    QCOMPARE(*twb::readWholeFile(localDir + u"/job.json"_s), *twb::readWholeFile(m_dir->filePath(u"job.json"_s)));
}

void tst_JobEditor::openAndSaveRunOffTheGuiThread()
{
    twb::JobDocument *document = m_editor->document();
    QCOMPARE(document->fileName(), m_dir->filePath(u"job.json"_s));
    QVERIFY(!document->isModified());

    // A form edit is one field: the document says which, and the job is not replaced.
    QSignalSpy field(document, &twb::JobDocument::fieldChanged);
    QSignalSpy replaced(document, &twb::JobDocument::jobReplaced);
    auto *name = m_editor->findChild<QLineEdit *>(u"jobName"_s);
    name->selectAll();
    QTest::keyClicks(name, u"renamed"_s);
    QVERIFY(field.count() > 0);
    QCOMPARE(field.last().first().toString(), u"name"_s);
    QCOMPARE(replaced.count(), 0);
    QVERIFY(document->isModified());

    // Save returns at once; the file is written on a pool thread.
    QSignalSpy saved(document, &twb::JobDocument::saved);
    QVERIFY(m_editor->save());
    QVERIFY(document->isSaving());
    QVERIFY(saved.wait(5000));
    QVERIFY(!document->isModified());
    const auto written = twb::kernel::KernelJob::load(m_dir->filePath(u"job.json"_s));
    QVERIFY(written);
    QCOMPARE(written->name(), u"renamed"_s);

    // Opening returns at once too; a missing file is said and the job shown stays.
    QSignalSpy messages(m_editor.get(), &twb::JobEditor::message);
    m_editor->openJob(m_dir->filePath(u"missing.json"_s));
    QVERIFY(document->isLoading());
    QVERIFY(m_editor->isValidating());
    QVERIFY(!m_editor->createButton()->isEnabled());
    QVERIFY(messages.wait(5000));
    QVERIFY(messages.first().first().toString().contains(u"missing.json"_s));
    waitValidated();
    QCOMPARE(document->fileName(), m_dir->filePath(u"job.json"_s));
    QCOMPARE(name->text(), u"renamed"_s);
    QVERIFY(m_editor->createButton()->isEnabled());
}

void tst_JobEditor::formUsesTheJobSchemaDefaults()
{
    // A job without correctness and loop blocks: the form shows MaxKernel's defaults.
    Json json = m_editor->document()->json();
    Json custom = json;
    custom["correctness"]["atol"] = 0.3;
    custom["correctness"]["rtol"] = 0.2;
    custom["loop"]["max_iterations"] = 7;
    m_editor->document()->replaceAll(custom);
    waitValidated();
    QCOMPARE(m_editor->findChild<QDoubleSpinBox *>(u"atol"_s)->value(), 0.3);
    QCOMPARE(m_editor->findChild<QSpinBox *>(u"maxIterations"_s)->value(), 7);
    json.erase("correctness");
    json.erase("loop");
    m_editor->document()->replaceAll(json);
    waitValidated();
    using twb::kernel::KernelJob;
    QCOMPARE(m_editor->findChild<QDoubleSpinBox *>(u"atol"_s)->value(), KernelJob::kDefaultAtol);
    QCOMPARE(m_editor->findChild<QDoubleSpinBox *>(u"rtol"_s)->value(), KernelJob::kDefaultRtol);
    QCOMPARE(m_editor->findChild<QSpinBox *>(u"maxIterations"_s)->value(), KernelJob::kDefaultMaxIterations);
    QCOMPARE(KernelJob(json, {}).atol(), KernelJob::kDefaultAtol);
    QCOMPARE(KernelJob::starterDocument()["correctness"]["seed"].get<qint64>(), KernelJob::kStarterSeed);
    QCOMPARE(m_editor->report()->exitCode(), 0); // the validator takes the same defaults
}


void tst_JobEditor::thisMachineHasNoWorkerAndIsRefused()
{
    // What the refusal says and that nothing is created: tst_kernel_service. Here: the editor
    // shows it where the verdict was, creates no run, and lets the user try again.
    QSignalSpy said(m_editor.get(), &twb::JobEditor::message);
    QSignalSpy created(m_editor.get(), &twb::JobEditor::runCreated);
    QTest::mouseClick(m_editor->createButton(), Qt::LeftButton);
    QVERIFY(!m_editor->createButton()->isEnabled()); // while the service works
    QVERIFY(said.wait(20000));
    const QString refusal = said.first().first().toString();
    QVERIFY2(refusal.contains(u"workbench.kernel_worker_command"_s), qPrintable(refusal));
    QCOMPARE(m_editor->findChild<QLabel *>(u"validationVerdict"_s)->text(), refusal);
    QCOMPARE(created.count(), 0);
    QVERIFY(m_editor->createButton()->isEnabled());
}

// A new job (whose starter names a model.py that is not there yet) shows no red until the user
// edits it or presses Validate / Save; then every problem shows. Create stays disabled throughout.
void tst_JobEditor::newJobIsQuietUntilEditedOrValidated()
{
    auto *verdict = m_editor->findChild<QLabel *>(u"validationVerdict"_s);
    for (const bool byEditing : {false, true}) {
        m_editor->newJob();
        waitValidated();
        QVERIFY(m_editor->report());
        QVERIFY(m_editor->report()->exitCode() != 0); // the starter is not runnable as it is
        QVERIFY(!m_editor->problemsShown());
        QVERIFY2(issues().isEmpty(), qPrintable(issues().join(u'\n')));
        QVERIFY2(!verdict->text().contains(u"Invalid"_s) && !verdict->text().contains(u"does not exist"_s),
                 qPrintable(verdict->text()));
        QVERIFY(!m_editor->createButton()->isEnabled());
        if (!byEditing)
            QVERIFY(m_editor->grab().save(twb::test::artifactsDir() + u"/kernel_job_editor_fresh.png"_s));
        if (byEditing) {
            auto *name = m_editor->findChild<QLineEdit *>(u"jobName"_s);
            name->setFocus();
            name->selectAll();
            QTest::keyClicks(name, u"my-rmsnorm"_s);
            QTest::keyClick(name, Qt::Key_Return);
        } else {
            QTest::mouseClick(m_editor->validateButton(), Qt::LeftButton);
        }
        waitValidated();
        QVERIFY(m_editor->problemsShown());
        if (byEditing) { // Undo keeps its place and its short text; what it undoes is its tooltip
            auto *undo = m_editor->findChild<QAction *>(u"undoJob"_s);
            QCOMPARE(undo->text(), u"Undo"_s);
            QVERIFY2(undo->isEnabled() && undo->toolTip().size() > 5, qPrintable(undo->toolTip()));
        }
        const QString all = issues().join(u'\n');
        QVERIFY2(all.contains(u"model.py"_s), qPrintable(all));
        QVERIFY2(verdict->text().contains(u"does not exist"_s) || verdict->text().contains(u"Invalid"_s),
                 qPrintable(verdict->text()));
        QVERIFY(!m_editor->createButton()->isEnabled());
    }
    QVERIFY(m_editor->grab().save(twb::test::artifactsDir() + u"/kernel_job_editor_fresh_edited.png"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_JobEditor)
#include "tst_job_editor.moc"
