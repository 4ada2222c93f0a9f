// The New Study dialog offscreen: the plan preview follows the form, bad input is named and
// blocks Create, Create writes the study and measures the step time with a real CPU smoke run
// off the GUI thread (progress arrives while the GUI runs), and Stop ends the measurement with
// a plan that says it was not measured.
#include "core/services/workbench_session.h"
#include "widgets/experiments/experiments_panel.h"
#include "widgets/experiments/new_study_dialog.h"

#include "support/test_paths.h"
#include "support/widget_test_main.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using twb::NewStudyDialog;

namespace {

// A decoder small enough that a CPU step takes a fraction of a second.
const QString kTiny = u"model.d_model=64 model.n_layers=2 model.n_heads=2 model.d_ff=256 model.vocab_size=512 "
                      "train.batch_size=8 train.seq_len=64"_s;

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class tst_NewStudyDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void previewFollowsTheForm();
    void badVariableIsNamedAndBlocksCreate();
    void createMeasuresOffTheGuiThread();
    void stopEndsTheMeasurement();
    void panelOpensTheDialog();

private:
    // Fills the form and waits for its preview.
    void fill(const QString &name, const QString &path, const QString &values);

    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<twb::WorkbenchSession> m_context;
    std::unique_ptr<NewStudyDialog> m_dialog;
};

void tst_NewStudyDialog::init()
{
    m_workspace = std::make_unique<QTemporaryDir>();
    m_context = std::make_unique<twb::WorkbenchSession>();
    m_context->setWorkspaceDir(m_workspace->path());
    m_dialog = std::make_unique<NewStudyDialog>(*m_context);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void tst_NewStudyDialog::cleanup()
{
    m_dialog.reset();
    m_context.reset();
    m_workspace.reset();
}

void tst_NewStudyDialog::fill(const QString &name, const QString &path, const QString &values)
{
    QSignalSpy previewed(m_dialog.get(), &NewStudyDialog::previewUpdated);
    m_dialog->variablesTable()->setRowCount(0);
    m_dialog->addVariable(path, values);
    m_dialog->hypothesisEdit()->setText(u"3e-4 reaches a lower eval loss"_s);
    m_dialog->ideaEdit()->setPlainText(u"A lower learning rate"_s);
    m_dialog->settingsEdit()->setText(kTiny);
    m_dialog->nameEdit()->setText(name);
    QTRY_VERIFY_WITH_TIMEOUT(!previewed.isEmpty() && !m_dialog->preview()->toPlainText().isEmpty()
                                 && m_dialog->preview()->toPlainText().contains(u"# Study plan: "_s + name),
                             10000);
}

void tst_NewStudyDialog::previewFollowsTheForm()
{
    fill(u"lr-study"_s, u"train.lr"_s, u"1e-4, 3e-4"_s);
    QString md = m_dialog->preview()->toPlainText();
    QVERIFY2(md.contains(u"Cells x seeds = runs: 2 x 3 = 6."_s), qPrintable(md));
    QVERIFY(md.contains(u"| `train.lr` | 0.0001, 0.0003 |"_s));
    QVERIFY(md.contains(u"- Step time: not measured: measured when the study is created"_s));
    QVERIFY(md.contains(u"A lower learning rate"_s));
    QVERIFY(m_dialog->createButton()->isEnabled());

    // Five seeds: the matrix and the significance follow.
    m_dialog->seedsBox()->setValue(5);
    QTRY_VERIFY_WITH_TIMEOUT(m_dialog->preview()->toPlainText().contains(u"Cells x seeds = runs: 2 x 5 = 10."_s), 10000);
    QVERIFY(m_dialog->preview()->toPlainText().contains(u"Seeds per cell: 5."_s));
    QVERIFY(!QFileInfo::exists(m_workspace->filePath(u"experiments/lr-study"_s))); // a preview writes nothing
    QVERIFY(m_dialog->grab().save(twb::test::artifactsDir() + u"/new_study_dialog.png"_s));
}

void tst_NewStudyDialog::badVariableIsNamedAndBlocksCreate()
{
    fill(u"bad"_s, u"train.lr"_s, u"1e-4, 3e-4"_s);
    QVERIFY(m_dialog->createButton()->isEnabled());
    // A study states its hypothesis before it is created.
    m_dialog->hypothesisEdit()->clear();
    QTRY_VERIFY_WITH_TIMEOUT(m_dialog->statusLabel()->text().contains(u"Write the idea and its hypothesis"_s), 10000);
    QVERIFY(!m_dialog->createButton()->isEnabled());
    m_dialog->hypothesisEdit()->setText(u"h"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_dialog->createButton()->isEnabled(), 10000);
    m_dialog->variablesTable()->item(0, 0)->setText(u"train.lrate"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_dialog->statusLabel()->text().contains(u"train.lrate is not a field of the experiment"_s),
                             10000);
    QVERIFY(!m_dialog->createButton()->isEnabled());
    m_dialog->variablesTable()->item(0, 0)->setText(u"train.lr"_s);
    m_dialog->variablesTable()->item(0, 1)->setText(u"1e-4"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_dialog->statusLabel()->text().contains(u"one value only"_s), 10000);
    QVERIFY(!m_dialog->createButton()->isEnabled());
}

void tst_NewStudyDialog::createMeasuresOffTheGuiThread()
{
    fill(u"measured"_s, u"train.lr"_s, u"1e-4, 3e-4"_s);
    m_dialog->stepsBox()->setValue(5);
    QSignalSpy progress(m_dialog.get(), &NewStudyDialog::progress);
    QSignalSpy created(m_dialog.get(), &NewStudyDialog::studyCreated);
    QSignalSpy failed(m_dialog.get(), &NewStudyDialog::creationFailed);
    QTest::mouseClick(m_dialog->createButton(), Qt::LeftButton);
    QVERIFY(m_dialog->isCreating());
    QVERIFY(!m_dialog->nameEdit()->isEnabled());
    // Progress arrives while the GUI thread runs its event loop: the run is elsewhere.
    QTRY_VERIFY_WITH_TIMEOUT(!created.isEmpty() || !failed.isEmpty(), 180000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed[0][0].toString()));
    QVERIFY(progress.size() >= 3);
    QVERIFY(progress.last()[0].toString().contains(u"step 5 of 5"_s));
    const QString planFile = created[0][1].toString();
    const QString plan = readText(planFile);
    QVERIFY2(plan.contains(u"measured on CPU ("_s) && plan.contains(u"not a TPU figure"_s), qPrintable(plan));
    QCOMPARE(m_dialog->preview()->toPlainText(), plan);
    QVERIFY(QFileInfo::exists(m_workspace->filePath(u"ablations/measured.json"_s)));
    QVERIFY(QFileInfo::exists(m_workspace->filePath(u"experiments/measured/train.py"_s)));
    QVERIFY(m_dialog->nameEdit()->isEnabled());
}

void tst_NewStudyDialog::stopEndsTheMeasurement()
{
    fill(u"stopped"_s, u"train.lr"_s, u"1e-4, 3e-4"_s);
    m_dialog->stepsBox()->setValue(1000);
    QSignalSpy progress(m_dialog.get(), &NewStudyDialog::progress);
    QSignalSpy created(m_dialog.get(), &NewStudyDialog::studyCreated);
    QTest::mouseClick(m_dialog->createButton(), Qt::LeftButton);
    QVERIFY(m_dialog->stopButton()->isVisible());
    // Stop once the run trains.
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last()[0].toString().contains(u"step "_s), 120000);
    QTest::mouseClick(m_dialog->stopButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!created.isEmpty(), 60000);
    const QString plan = readText(created[0][1].toString());
    QVERIFY2(plan.contains(u"- Step time: not measured: The step-time measurement was cancelled"_s), qPrintable(plan));
    QVERIFY(plan.contains(u"- Budget: unknown."_s));
}

void tst_NewStudyDialog::panelOpensTheDialog()
{
    twb::ExperimentsPanel panel(*m_context);
    auto *button = panel.findChild<QPushButton *>(u"newStudy"_s);
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    auto *dialog = panel.findChild<NewStudyDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
}

TWB_WIDGET_TEST_MAIN(tst_NewStudyDialog)
#include "tst_new_study_dialog.moc"
