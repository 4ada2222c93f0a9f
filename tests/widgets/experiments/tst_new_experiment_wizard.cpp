// The New Experiment wizard on the offscreen platform: walks every page, sees bad input refused
// with the field named, previews the generated files with colours (grabbed to PNG), writes
// the project, and refuses to overwrite a changed file without the explicit tick.
#include "core/util/json.h"
#include "widgets/common/code_highlighter.h"
#include "widgets/common/code_view.h"
#include "widgets/experiments/file_preview_widget.h"
#include "widgets/experiments/new_experiment_wizard.h"
#include "widgets/experiments/scaffold_preview_page.h"
#include "widgets/experiments/validated_wizard_page.h"

#include "support/test_paths.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextLayout>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

template <typename T>
T *child(QWidget *parent, const QString &name)
{
    T *found = parent->findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

bool nextEnabled(const QWizard &wizard)
{
    return wizard.button(QWizard::NextButton)->isEnabled();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_NewExperimentWizard final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void walkThePagesPreviewAndCreate();
    void changedFileNeedsExplicitOverwrite();
    void encoderDecoderWithTpuExecutionOptions();
    void errorsWaitForTheEditedField();

private:
    // Fills the pages with a valid small MoE experiment and goes to the preview.
    void fillAndPreview(NewExperimentWizard &wizard, const QString &name);

    QTemporaryDir m_workspace;
    QString m_registry;
};

void tst_NewExperimentWizard::initTestCase()
{
    QVERIFY(m_workspace.isValid());
    m_registry = m_workspace.filePath(u"tpu_config.json"_s);
    QFile registry(m_registry);
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(R"({"tpus": [{"mode": "remote", "tpu_name": "v4-pod", "workbench": {"accelerator_type": "v4-16",
                   "hosts": ["10.0.0.1", "10.0.0.2"]}}]})");
}

void tst_NewExperimentWizard::fillAndPreview(NewExperimentWizard &wizard, const QString &name)
{
    child<QLineEdit>(&wizard, u"name"_s)->setText(name);
    wizard.next();
    auto *kind = child<QComboBox>(&wizard, u"modelKind"_s);
    kind->setCurrentIndex(kind->findData(u"moe"_s));
    wizard.next();
    auto *accelerator = child<QComboBox>(&wizard, u"accelerator"_s);
    accelerator->setCurrentText(u"v5litepod-8"_s);
    wizard.next();
    QSignalSpy ready(wizard.previewPage(), &ScaffoldPreviewPage::previewReady);
    wizard.next();
    QVERIFY(ready.wait(30000));
    QCOMPARE(ready.first().first().toString(), QString());
}

void tst_NewExperimentWizard::walkThePagesPreviewAndCreate()
{
    NewExperimentWizard wizard(m_workspace.path(), m_registry);
    QSignalSpy machines(&wizard, &NewExperimentWizard::machinesLoaded);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QVERIFY(!machines.isEmpty() || machines.wait(10000)); // it may have come while showing

    // Page 1: no name yet. A fresh form is not red: no error until the field is edited or
    // Next is pressed; Next then stays on the page and names the field.
    auto *intro = wizard.validatedPage(NewExperimentWizard::IntroPage);
    QVERIFY(intro->shownIssues().isEmpty());
    QVERIFY(!intro->issueLabel()->isVisibleTo(&wizard));
    QVERIFY(nextEnabled(wizard));
    QVERIFY(wizard.grab().save(twb::test::artifactsDir() + u"/new-experiment-fresh.png"_s));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewExperimentWizard::IntroPage));
    QVERIFY(intro->shownIssues().join(u' ').contains(u"name"_s));
    QVERIFY(intro->issueLabel()->isVisibleTo(&wizard));
    QVERIFY(intro->issueLabel()->text().contains(u"Error:"_s));
    QVERIFY(!nextEnabled(wizard));
    QVERIFY(wizard.grab().save(twb::test::artifactsDir() + u"/new-experiment-next-pressed.png"_s));
    child<QLineEdit>(&wizard, u"name"_s)->setText(u"../escape"_s);
    QVERIFY(!nextEnabled(wizard));
    child<QLineEdit>(&wizard, u"name"_s)->setText(u"moe-smoke"_s);
    child<QPlainTextEdit>(&wizard, u"hypothesis"_s)->setPlainText(u"Top-2 routing learns the Markov corpus faster than dense."_s);
    QVERIFY(nextEnabled(wizard));
    QVERIFY(child<QLabel>(&wizard, u"targetFolder"_s)->text().endsWith(u"experiments/moe-smoke"_s));
    wizard.next();

    // Page 2: MoE; heads that do not divide d_model are refused with the field named.
    auto *kind = child<QComboBox>(&wizard, u"modelKind"_s);
    kind->setCurrentIndex(kind->findData(u"moe"_s));
    child<QSpinBox>(&wizard, u"nHeads"_s)->setValue(7);
    QVERIFY(!nextEnabled(wizard));
    const QString modelIssues = wizard.validatedPage(NewExperimentWizard::ModelPage)->shownIssues().join(u' ');
    QVERIFY2(modelIssues.contains(u"model.n_heads"_s), qPrintable(modelIssues));
    child<QSpinBox>(&wizard, u"nHeads"_s)->setValue(8);
    child<QSpinBox>(&wizard, u"topK"_s)->setValue(9);
    QVERIFY(!nextEnabled(wizard));
    child<QSpinBox>(&wizard, u"topK"_s)->setValue(2);
    QVERIFY(nextEnabled(wizard));
    wizard.next();

    // Page 3: the registered machine is offered; the mesh follows strategy and slice.
    auto *accelerator = child<QComboBox>(&wizard, u"accelerator"_s);
    QVERIFY(accelerator->findData(u"v4-16"_s) >= 0);
    accelerator->setCurrentText(u"v5litepod-8"_s);
    auto *strategy = child<QComboBox>(&wizard, u"strategy"_s);
    strategy->setCurrentIndex(strategy->findData(u"fsdpv2"_s));
    auto *mesh = child<QLineEdit>(&wizard, u"mesh"_s);
    QCOMPARE(mesh->text(), u"data=1,fsdp=8"_s); // splash (automatic) needs data and fsdp
    QVERIFY(child<QComboBox>(&wizard, u"attention"_s)->itemText(0).contains(u"splash"_s));
    // A mesh that does not fill the slice is refused, naming the mesh.
    mesh->setText(u"data=1,fsdp=4"_s);
    Q_EMIT mesh->textEdited(mesh->text());
    QVERIFY(!nextEnabled(wizard));
    QVERIFY(wizard.validatedPage(NewExperimentWizard::MachinePage)->shownIssues().join(u' ').contains(u"tpu.mesh"_s));
    mesh->setText(u"data=1,fsdp=8"_s);
    Q_EMIT mesh->textEdited(mesh->text());
    QVERIFY(nextEnabled(wizard));
    // Splash under ddp is refused too.
    strategy->setCurrentIndex(strategy->findData(u"ddp"_s));
    auto *attention = child<QComboBox>(&wizard, u"attention"_s);
    attention->setCurrentIndex(attention->findData(u"splash"_s));
    QVERIFY(!nextEnabled(wizard));
    QVERIFY(wizard.validatedPage(NewExperimentWizard::MachinePage)->shownIssues().join(u' ').contains(u"SPMD"_s));
    strategy->setCurrentIndex(strategy->findData(u"fsdpv2"_s));
    QVERIFY(nextEnabled(wizard));
    child<QCheckBox>(&wizard, u"remat"_s)->setChecked(true); // train.remat, saved below
    wizard.next();

    // Page 4: training and tracking.
    child<QSpinBox>(&wizard, u"maxSteps"_s)->setValue(500);
    child<QCheckBox>(&wizard, u"wandb"_s)->setChecked(true);
    child<QLineEdit>(&wizard, u"wandbProject"_s)->setText(u"moe-ablations"_s);
    QVERIFY(nextEnabled(wizard));
    QSignalSpy ready(wizard.previewPage(), &ScaffoldPreviewPage::previewReady);
    wizard.next();

    // Preview: every file, coloured; nothing on disk yet.
    QVERIFY(ready.wait(30000));
    QCOMPARE(ready.first().first().toString(), QString());
    FilePreviewWidget *preview = wizard.previewPage()->preview();
    const QStringList files = preview->files();
    for (const QString &file : {u"train.py"_s, u"model.py"_s, u"data.py"_s, u"device.py"_s, u"launch.sh"_s,
                                u"config.json"_s, u"requirements.txt"_s, u"README.md"_s})
        QVERIFY2(files.contains(file), qPrintable(file));
    QVERIFY(preview->selectFile(u"device.py"_s));
    const QTextDocument *document = preview->codeView()->document();
    QVERIFY(document->toPlainText().contains(u"class XlaBackend"_s));
    QVERIFY(document->toPlainText().contains(u"SpmdFullyShardedDataParallel"_s));
    // Colours are there: the first line holding "import" starts with a keyword format.
    const QColor keyword = preview->codeView()->highlighter()->format(CodeHighlighter::Role::Keyword).foreground().color();
    bool coloured = false;
    for (QTextBlock block = document->begin(); block.isValid() && !coloured; block = block.next())
        if (block.text().startsWith(u"import "_s))
            for (const auto &range : block.layout()->formats())
                coloured |= range.start == 0 && range.format.foreground().color() == keyword;
    QVERIFY(coloured);
    QVERIFY(!QFile::exists(m_workspace.filePath(u"experiments/moe-smoke/train.py"_s)));
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    QVERIFY(preview->selectFile(u"train.py"_s));
    QVERIFY(wizard.grab().save(twb::test::artifactsDir() + u"/new_experiment_wizard_preview.png"_s));

    // Finish writes the project (off the GUI thread) and reports the folder.
    QSignalSpy created(&wizard, &NewExperimentWizard::experimentCreated);
    wizard.button(QWizard::FinishButton)->click();
    QVERIFY(created.wait(30000));
    const QString dir = m_workspace.filePath(u"experiments/moe-smoke"_s);
    QCOMPARE(created.first().first().toString(), dir);
    QVERIFY(QFileInfo(dir + u"/launch.sh"_s).isExecutable());
    const auto config = parseJson(readFile(dir + u"/experiment.json"_s), u"experiment.json"_s);
    QVERIFY(config);
    QCOMPARE((*config)["model"]["kind"], Json("moe"));
    QCOMPARE((*config)["train"]["max_steps"], Json(500));
    QCOMPARE((*config)["train"]["remat"], Json(true));
    QCOMPARE((*config)["tracking"]["wandb"]["project"], Json("moe-ablations"));
    QCOMPARE((*config)["hypothesis"], Json("Top-2 routing learns the Markov corpus faster than dense."));
}

void tst_NewExperimentWizard::changedFileNeedsExplicitOverwrite()
{
    const QString dir = m_workspace.filePath(u"experiments/again"_s);
    {
        NewExperimentWizard wizard(m_workspace.path(), m_registry);
        wizard.show();
        fillAndPreview(wizard, u"again"_s);
        QSignalSpy created(&wizard, &NewExperimentWizard::experimentCreated);
        wizard.button(QWizard::FinishButton)->click();
        QVERIFY(created.wait(30000));
    }
    const QByteArray original = readFile(dir + u"/train.py"_s);
    QFile edited(dir + u"/train.py"_s);
    QVERIFY(edited.open(QIODevice::WriteOnly));
    edited.write(original + "# my local change\n");
    edited.close();

    NewExperimentWizard wizard(m_workspace.path(), m_registry);
    wizard.show();
    fillAndPreview(wizard, u"again"_s);
    ScaffoldPreviewPage *page = wizard.previewPage();
    QCOMPARE(page->plan()->conflicts(), QStringList{u"train.py"_s});
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled()); // no consent yet
    QVERIFY(page->overwriteBox()->isVisible());
    QVERIFY(page->preview()->selectFile(u"train.py"_s));
    page->preview()->diffToggle()->setChecked(true);
    QVERIFY(page->preview()->codeView()->toPlainText().contains(u"-# my local change"_s));
    QVERIFY(wizard.grab().save(twb::test::artifactsDir() + u"/new_experiment_wizard_diff.png"_s));

    page->overwriteBox()->setChecked(true);
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    QSignalSpy created(&wizard, &NewExperimentWizard::experimentCreated);
    wizard.button(QWizard::FinishButton)->click();
    QVERIFY(created.wait(30000));
    QCOMPARE(readFile(dir + u"/train.py"_s), original);
}

void tst_NewExperimentWizard::encoderDecoderWithTpuExecutionOptions()
{
    NewExperimentWizard wizard(m_workspace.path(), m_registry);
    wizard.show();
    child<QLineEdit>(&wizard, u"name"_s)->setText(u"encdec"_s);
    wizard.next();
    auto *kind = child<QComboBox>(&wizard, u"modelKind"_s);
    const int encoderDecoder = kind->findData(u"encoder_decoder"_s);
    QVERIFY(encoderDecoder >= 0);
    kind->setCurrentIndex(encoderDecoder);
    child<QSpinBox>(&wizard, u"nLayers"_s)->setValue(4);
    QVERIFY(nextEnabled(wizard));
    wizard.next();
    child<QComboBox>(&wizard, u"accelerator"_s)->setCurrentText(u"v5litepod-8"_s);
    auto *attention = child<QComboBox>(&wizard, u"attention"_s);
    attention->setCurrentIndex(attention->findData(u"sdpa"_s));
    // scan_layers cannot run decoder blocks that also read the encoder: refused, field named.
    child<QCheckBox>(&wizard, u"scanLayers"_s)->setChecked(true);
    QVERIFY(!nextEnabled(wizard));
    QVERIFY(wizard.validatedPage(NewExperimentWizard::MachinePage)->shownIssues().join(u' ').contains(u"tpu.scan_layers"_s));
    child<QCheckBox>(&wizard, u"scanLayers"_s)->setChecked(false);
    child<QCheckBox>(&wizard, u"compileEval"_s)->setChecked(true);
    child<QCheckBox>(&wizard, u"eagerDebug"_s)->setChecked(true);
    QVERIFY(nextEnabled(wizard));
    wizard.next();
    QSignalSpy ready(wizard.previewPage(), &ScaffoldPreviewPage::previewReady);
    wizard.next();
    QVERIFY(ready.wait(30000));
    QCOMPARE(ready.first().first().toString(), QString());
    FilePreviewWidget *preview = wizard.previewPage()->preview();
    QVERIFY(preview->selectFile(u"model.py"_s));
    QVERIFY(preview->codeView()->document()->toPlainText().contains(u"class EncoderDecoder"_s));

    QSignalSpy created(&wizard, &NewExperimentWizard::experimentCreated);
    wizard.button(QWizard::FinishButton)->click();
    QVERIFY(created.wait(30000));
    const auto config = parseJson(readFile(m_workspace.filePath(u"experiments/encdec/experiment.json"_s)), u"experiment.json"_s);
    QVERIFY(config);
    QCOMPARE((*config)["model"]["kind"], Json("encoder_decoder"));
    QCOMPARE((*config)["model"]["n_layers"], Json(4));
    QCOMPARE((*config)["model"]["n_encoder_layers"], Json(4));
    QCOMPARE((*config)["tpu"]["compile_eval"], Json(true));
    QCOMPARE((*config)["tpu"]["eager_debug"], Json(true));
    QCOMPARE((*config)["module_versions"]["cross_attn"], Json("cross-v1"));
}

// Each field's errors show once that field was edited; the pages not visited yet show none.
void tst_NewExperimentWizard::errorsWaitForTheEditedField()
{
    NewExperimentWizard wizard(m_workspace.path(), m_registry);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    auto *intro = wizard.validatedPage(NewExperimentWizard::IntroPage);
    for (auto id : {NewExperimentWizard::IntroPage, NewExperimentWizard::ModelPage, NewExperimentWizard::MachinePage,
                    NewExperimentWizard::TrainingPage})
        QVERIFY2(!wizard.validatedPage(id)->issueLabel()->text().contains(u"Error:"_s),
                 qPrintable(wizard.validatedPage(id)->issueLabel()->text()));
    // Typed into the name, and wrong: its error shows.
    auto *name = child<QLineEdit>(&wizard, u"name"_s);
    name->setFocus();
    QTest::keyClicks(name, u"bad name/"_s);
    const QString shown = intro->shownIssues().join(u'\n');
    QVERIFY2(shown.contains(u"name"_s), qPrintable(shown));
    QVERIFY(intro->issueLabel()->text().contains(u"Error:"_s));
    QVERIFY(!nextEnabled(wizard));
    // Corrected: the page is clean and Next goes on, to a model page without red.
    name->clear();
    QTest::keyClicks(name, u"good-name"_s);
    QVERIFY(intro->shownIssues().join(u' ').indexOf(u"Error"_s) < 0);
    QVERIFY(nextEnabled(wizard));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewExperimentWizard::ModelPage));
    QVERIFY(!wizard.validatedPage(NewExperimentWizard::ModelPage)->issueLabel()->text().contains(u"Error:"_s));
    // A model field made bad: shown at once.
    child<QSpinBox>(&wizard, u"nHeads"_s)->setValue(7);
    QVERIFY(wizard.validatedPage(NewExperimentWizard::ModelPage)->issueLabel()->text().contains(u"Error:"_s));
    QVERIFY(!nextEnabled(wizard));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_NewExperimentWizard)
#include "tst_new_experiment_wizard.moc"
