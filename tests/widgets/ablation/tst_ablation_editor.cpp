#include "core/ablation/ablation_spec.h"
#include "widgets/ablation/ablation_document.h"
#include "widgets/ablation/ablation_editor.h"
#include "widgets/ablation/ablation_panel.h"
#include "widgets/ablation/cell_grid_model.h"
#include "widgets/ablation/heat_map_view.h"
#include "widgets/ablation/variable_editor.h"
#include "widgets/common/field_problem_label.h"
#include "widgets/common/palette.h"
#include "core/services/workbench_session.h"

#include "core/ablation/ablation_test_data.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::AblationSpec;
using twb::Json;

class tst_AblationEditor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void buildsAMatrixWithUndoableEdits();
    void everyKindOfEditUndoesAndRedoes();
    void refusalIsShownNamingCellAndKey();
    void savesAndReopens();
    void editsSignalWhatChangedWithoutReset();
    void compareRunsIsARequest();
    void parsesListsAndSeeds_data();
    void parsesListsAndSeeds();
    void fieldsAndToolbarStayPutAsMessagesCome();
    void freshRangeIsNotAnError();

private:
    int runCount() const;
    void typeInto(QLineEdit *edit, const QString &text);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<twb::WorkbenchSession> m_context;
    std::unique_ptr<twb::AblationPanel> m_panel;
};

void tst_AblationEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(QDir(m_dir->path()).mkpath(u"experiments/moe-clamp"_s));
    TWB_VERIFY_RESULT(twb::writeJsonFileAtomically(m_dir->filePath(u"experiments/moe-clamp/experiment.json"_s),
                                                   ablationTestBase()));
    m_context = std::make_unique<twb::WorkbenchSession>();
    m_context->setWorkspaceDir(m_dir->path());
    m_panel = std::make_unique<twb::AblationPanel>(*m_context);
    m_panel->resize(1400, 800);
    m_panel->show();
    new QAbstractItemModelTester(m_panel->cellModel(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_panel.get());
    new QAbstractItemModelTester(m_panel->editor()->variablesView()->model(),
                                 QAbstractItemModelTester::FailureReportingMode::QtTest, m_panel.get());
    QSignalSpy created(m_panel->document(), &twb::AblationDocument::saved);
    m_panel->create(u"sweep"_s, u"experiments/moe-clamp/experiment.json"_s);
    QTRY_COMPARE(created.size(), 1); // create() writes the new file
    QVERIFY(created[0][0].toBool());
    QTRY_VERIFY(m_panel->document()->loaded().has_value());
}

void tst_AblationEditor::cleanup()
{
    m_panel.reset();
    m_context.reset();
    m_dir.reset();
}

int tst_AblationEditor::runCount() const
{
    const auto &loaded = m_panel->document()->loaded();
    return loaded && m_panel->document()->expansionError().isEmpty() ? int(loaded->expansion.runs().size()) : -1;
}

void tst_AblationEditor::typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

void tst_AblationEditor::buildsAMatrixWithUndoableEdits()
{
    twb::AblationEditor *editor = m_panel->editor();
    twb::VariableEditor *variable = editor->variableEditor();
    QUndoStack *undo = m_panel->document()->undoStack();
    QCOMPARE(runCount(), 3); // no variables: the base, seeds 0, 1, 2

    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    QCOMPARE(variable->index(), 0);
    typeInto(variable->pathBox()->lineEdit(), u"model.moe.top_k"_s);
    typeInto(variable->listEdit(), u"1, 2, 4"_s);
    QCOMPARE(m_panel->document()->spec().variables()[0].path(), u"model.moe.top_k"_s);
    QTRY_COMPARE(runCount(), 9);
    QCOMPARE(m_panel->cellModel()->rowCount(), 9);
    QVERIFY(m_panel->heatMap()->isShowingMap()); // one variable: one row of squares

    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    QCOMPARE(variable->index(), 1);
    QCOMPARE(m_panel->document()->spec().variables()[1].path(), u"train.lr"_s);
    variable->rangeButton()->click();
    typeInto(variable->loEdit(), u"1e-4"_s);
    typeInto(variable->hiEdit(), u"1e-2"_s);
    variable->scaleBox()->setCurrentIndex(1);
    Q_EMIT variable->scaleBox()->activated(1);
    QVERIFY2(variable->previewLabel()->problem().contains(u"0.0001, 0.001, 0.01"_s), qPrintable(variable->previewLabel()->problem()));
    QTRY_COMPARE(runCount(), 27);
    QTRY_VERIFY(m_panel->heatMap()->isShowingMap());
    QCOMPARE(m_panel->cellModel()->rowCount(), 27);
    QCOMPARE(m_panel->cellModel()->headerData(2, Qt::Horizontal).toString(), u"model.moe.top_k"_s);
    QVERIFY2(editor->summaryLabel()->text().contains(u"27 runs"_s), qPrintable(editor->summaryLabel()->text()));

    // Undo back to the single variable, then redo everything.
    const int steps = undo->count();
    QVERIFY(steps >= 6);
    while (undo->canUndo() && m_panel->document()->spec().variables().size() > 1)
        undo->undo();
    QTRY_COMPARE(runCount(), 9);
    while (undo->canRedo())
        undo->redo();
    QTRY_COMPARE(runCount(), 27);
    QCOMPARE(m_panel->document()->spec().variables()[1].range()->scale(), twb::ValueRange::Scale::Log);

    m_panel->tabs()->setCurrentIndex(0);
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/ablation-editor.png"_s));
}

void tst_AblationEditor::everyKindOfEditUndoesAndRedoes()
{
    twb::AblationDocument *document = m_panel->document();
    twb::AblationEditor *editor = m_panel->editor();
    QUndoStack *undo = document->undoStack();
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton); // train.lr
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton); // train.warmup_steps

    struct Step
    {
        const char *name;
        std::function<void()> edit;
        std::function<bool(const AblationSpec &)> applied;
    };
    const std::vector<Step> steps{
        {"mode", [&] {
             auto *mode = editor->findChild<QComboBox *>(u"mode"_s);
             mode->setCurrentIndex(2);
             Q_EMIT mode->activated(2);
         }, [](const AblationSpec &s) { return s.mode() == AblationSpec::Mode::OneAtATime; }},
        {"seeds", [&] { typeInto(editor->findChild<QLineEdit *>(u"seeds"_s), u"0-4"_s); },
         [](const AblationSpec &s) { return s.seeds() == std::vector<qint64>{0, 1, 2, 3, 4}; }},
        {"metric", [&] {
             auto *goal = editor->findChild<QComboBox *>(u"metricGoal"_s);
             goal->setCurrentIndex(1);
             Q_EMIT goal->activated(1);
         }, [](const AblationSpec &s) { return s.metric().goal == twb::AblationMetric::Goal::Max; }},
        {"invariants", [&] { typeInto(editor->findChild<QLineEdit *>(u"invariants"_s), u"train.batch_size, train.seq_len"_s); },
         [](const AblationSpec &s) { return s.invariants() == QStringList{u"train.batch_size"_s, u"train.seq_len"_s}; }},
        {"baseline", [&] {
             editor->selectVariable(0);
             typeInto(editor->variableEditor()->baselineEdit(), u"0.001"_s);
         }, [](const AblationSpec &s) { return s.baseline().value("train.lr", Json()) == Json(0.001); }},
        {"variable path", [&] {
             editor->selectVariable(0);
             typeInto(editor->variableEditor()->pathBox()->lineEdit(), u"train.weight_decay"_s);
         }, [](const AblationSpec &s) {
             // The baseline value followed the variable.
             return s.variables()[0].path() == u"train.weight_decay"_s && s.baseline().contains("train.weight_decay");
         }},
        {"variable values", [&] {
             editor->selectVariable(1);
             typeInto(editor->variableEditor()->listEdit(), u"0, 50, 100"_s);
         }, [](const AblationSpec &s) { return s.variables()[1].listValues() == std::vector<Json>{0, 50, 100}; }},
        {"remove variable", [&] {
             editor->selectVariable(0);
             QTest::mouseClick(editor->findChild<QToolButton *>(u"removeVariable"_s), Qt::LeftButton);
         }, [](const AblationSpec &s) { return s.variables().size() == 1 && s.baseline().empty(); }},
        {"base", [&] {
             auto *base = editor->findChild<QComboBox *>(u"baseExperiment"_s);
             typeInto(base->lineEdit(), u"experiments/other/experiment.json"_s);
         }, [](const AblationSpec &s) { return s.base() == u"experiments/other/experiment.json"_s; }},
    };
    for (const Step &step : steps) {
        const AblationSpec before = document->spec();
        const int count = undo->count();
        step.edit();
        QVERIFY2(undo->count() == count + 1, step.name);
        QVERIFY2(step.applied(document->spec()), step.name);
        undo->undo();
        QVERIFY2(document->spec() == before, step.name);
        undo->redo();
        QVERIFY2(step.applied(document->spec()), step.name);
    }
    // The missing base is reported, naming the file.
    QTRY_VERIFY(!document->expansionError().isEmpty());
    QVERIFY2(document->expansionError().contains(u"experiments/other/experiment.json"_s), qPrintable(document->expansionError()));
}

void tst_AblationEditor::refusalIsShownNamingCellAndKey()
{
    twb::AblationEditor *editor = m_panel->editor();
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    typeInto(editor->variableEditor()->pathBox()->lineEdit(), u"train.batch_size"_s);
    typeInto(editor->variableEditor()->listEdit(), u"32, 64"_s);
    typeInto(editor->findChild<QLineEdit *>(u"invariants"_s), u"train.batch_size"_s);
    QTRY_VERIFY(!m_panel->document()->expansionError().isEmpty());
    const QString shown = editor->summaryLabel()->text();
    QVERIFY2(shown.contains(u"cell 2"_s) && shown.contains(u"invariant train.batch_size"_s), qPrintable(shown));
    QCOMPARE(m_panel->cellModel()->rowCount(), 0);
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/ablation-editor-refusal.png"_s));
}

void tst_AblationEditor::savesAndReopens()
{
    twb::AblationEditor *editor = m_panel->editor();
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    typeInto(editor->variableEditor()->listEdit(), u"0.1, 0.2"_s);
    QSignalSpy saved(m_panel->document(), &twb::AblationDocument::saved);
    m_panel->document()->save();
    QTRY_COMPARE(saved.size(), 1);
    QVERIFY(saved[0][0].toBool());
    QVERIFY(!m_panel->document()->isModified());
    const QString file = m_dir->filePath(u"ablations/sweep.json"_s);
    auto read = AblationSpec::readFile(file);
    TWB_VERIFY_RESULT(read);
    QCOMPARE(*read, m_panel->document()->spec());

    twb::AblationPanel other(*m_context);
    QSignalSpy opened(&other, &twb::AblationPanel::opened);
    other.open(file);
    QTRY_COMPARE(opened.size(), 1);
    QCOMPARE(other.document()->spec(), *read);
    QCOMPARE(other.document()->undoStack()->count(), 0);
}

void tst_AblationEditor::editsSignalWhatChangedWithoutReset()
{
    twb::AblationDocument *document = m_panel->document();
    QAbstractItemModel *variables = m_panel->editor()->variablesView()->model();
    QSignalSpy added(document, &twb::AblationDocument::variableAdded);
    QSignalSpy removed(document, &twb::AblationDocument::variableRemoved);
    QSignalSpy changed(document, &twb::AblationDocument::variableChanged);
    QSignalSpy replaced(document, &twb::AblationDocument::variablesReplaced);
    QSignalSpy specReplaced(document, &twb::AblationDocument::specReplaced);
    QSignalSpy seeds(document, &twb::AblationDocument::seedsChanged);
    QSignalSpy metric(document, &twb::AblationDocument::metricChanged);
    QSignalSpy baseline(document, &twb::AblationDocument::baselineChanged);
    QSignalSpy reset(variables, &QAbstractItemModel::modelReset);
    QSignalSpy rowsInserted(variables, &QAbstractItemModel::rowsInserted);
    QSignalSpy rowsRemoved(variables, &QAbstractItemModel::rowsRemoved);
    QSignalSpy rowChanged(variables, &QAbstractItemModel::dataChanged);

    QCOMPARE(document->addVariable(twb::AblationVariable(u"train.lr"_s, std::vector<Json>{0.1, 0.2})), 0);
    QCOMPARE(document->addVariable(twb::AblationVariable(u"train.warmup_steps"_s, std::vector<Json>{0, 10})), 1);
    QCOMPARE(added.count(), 2);
    QCOMPARE(added.last().first().toInt(), 1);
    QCOMPARE(rowsInserted.count(), 2);
    document->setVariableValues(1, twb::AblationVariable(QString(), std::vector<Json>{5, 50}));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().toInt(), 1);
    QVERIFY(rowChanged.count() >= 1);
    QCOMPARE(variables->index(1, 1).data().toString(), u"5, 50"_s);
    document->setSeeds({7});
    QCOMPARE(seeds.count(), 1);
    QCOMPARE(m_panel->editor()->findChild<QLineEdit *>(u"seeds"_s)->text(), u"7"_s);
    document->setBaselineValue(u"train.lr"_s, Json(0.1));
    QCOMPARE(baseline.count(), 1);
    document->removeVariable(0); // its baseline goes with it
    QCOMPARE(removed.count(), 1);
    QCOMPARE(rowsRemoved.count(), 1);
    QCOMPARE(baseline.count(), 2);
    QCOMPARE(variables->rowCount(), 1);
    document->undoStack()->undo(); // back as one inserted row
    QCOMPARE(added.count(), 3);
    QCOMPARE(added.last().first().toInt(), 0);

    // Nothing that did not change was signalled, and the table was never reset.
    QCOMPARE(metric.count(), 0);
    QCOMPARE(replaced.count(), 0);
    QCOMPARE(specReplaced.count(), 0);
    QCOMPARE(reset.count(), 0);
    // Edits that change nothing are no undo steps.
    const int steps = document->undoStack()->count();
    document->setSeeds({7});
    document->setVariablePath(0, u"train.lr"_s);
    document->setMetric(document->spec().metric());
    QCOMPARE(document->undoStack()->count(), steps);
}

void tst_AblationEditor::compareRunsIsARequest()
{
    QSignalSpy requested(m_panel.get(), &twb::AblationPanel::compareRequested);
    m_panel->compareRuns();
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.first().first().toString(), m_dir->filePath(u"ablations/sweep.json"_s));

    // Without an ablation there is nothing to compare: said in the panel, nothing asked.
    QTemporaryDir emptyWorkspace;
    twb::WorkbenchSession context;
    context.setWorkspaceDir(emptyWorkspace.path());
    twb::AblationPanel empty(context);
    QSignalSpy none(&empty, &twb::AblationPanel::compareRequested);
    QSignalSpy message(&empty, &twb::AblationPanel::message);
    empty.compareRuns();
    QCOMPARE(none.count(), 0);
    QVERIFY(!message.isEmpty());
}

void tst_AblationEditor::parsesListsAndSeeds_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("values"); // canonical JSON, or "error"
    QTest::newRow("numbers") << u"1, 2, 4"_s << u"[1, 2, 4]"_s;
    QTest::newRow("floats") << u"1e-4, 0.001"_s << u"[0.0001, 0.001]"_s;
    QTest::newRow("bare words are strings") << u"adamw, syncfree_adamw"_s << uR"(["adamw", "syncfree_adamw"])"_s;
    QTest::newRow("lists stay whole") << u"[1, 8], [2, 4]"_s << u"[[1, 8], [2, 4]]"_s;
    QTest::newRow("booleans") << u"true, false"_s << u"[true, false]"_s;
    QTest::newRow("empty") << u" "_s << u"error"_s;
    QTest::newRow("empty item") << u"1,,2"_s << u"error"_s;
}

void tst_AblationEditor::parsesListsAndSeeds()
{
    QFETCH(QString, list);
    QFETCH(QString, values);
    const auto parsed = twb::VariableEditor::parseList(list);
    if (values == u"error"_s) {
        QVERIFY(!parsed);
        return;
    }
    TWB_VERIFY_RESULT(parsed);
    QCOMPARE(QString::fromStdString(twb::canonicalJson(Json(*parsed))), values);
    QCOMPARE(twb::AblationEditor::parseSeeds(u"0, 2-4"_s), std::optional(std::vector<qint64>{0, 2, 3, 4}));
    QVERIFY(!twb::AblationEditor::parseSeeds(u"a"_s));
    QVERIFY(!twb::AblationEditor::parseSeeds(u"-1"_s));
}

namespace {

// Where each of the editor's fields and the toolbar's buttons is, in the panel's coordinates.
QList<QRect> controlGeometry(twb::AblationPanel &panel)
{
    twb::AblationEditor *editor = panel.editor();
    twb::VariableEditor *variable = editor->variableEditor();
    QList<QWidget *> controls{variable->pathBox(), variable->listEdit(), variable->rangeButton(),
                              variable->baselineEdit(), editor->findChild<QLineEdit *>(u"seeds"_s),
                              editor->findChild<QComboBox *>(u"metricName"_s),
                              editor->findChild<QLineEdit *>(u"invariants"_s), editor->variablesView()};
    auto *toolbar = panel.findChild<QToolBar *>();
    for (const char *name : {"undoAblation", "redoAblation", "launchAblation"})
        controls << toolbar->widgetForAction(panel.findChild<QAction *>(QString::fromLatin1(name)));
    QList<QRect> rects;
    for (QWidget *control : controls)
        rects << QRect(control->mapTo(&panel, QPoint(0, 0)), control->size());
    return rects;
}

} // namespace

void tst_AblationEditor::fieldsAndToolbarStayPutAsMessagesCome()
{
    // A 1024x700 screen, where every pixel of height counts.
    m_panel->resize(1024, 700);
    twb::AblationEditor *editor = m_panel->editor();
    twb::VariableEditor *variable = editor->variableEditor();
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    QTRY_VERIFY(!m_panel->document()->isExpanding());
    QCoreApplication::processEvents();
    const QList<QRect> before = controlGeometry(*m_panel);
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/ablation-editor-before-messages.png"_s));

    // A value list that does not parse: the problem shows under the values.
    typeInto(variable->listEdit(), u"1,,2"_s);
    QVERIFY2(!variable->previewLabel()->problem().isEmpty(), "the bad list is not reported");
    QVERIFY(variable->previewLabel()->problem().contains(u"empty value"_s));
    QCoreApplication::processEvents();
    QCOMPARE(controlGeometry(*m_panel), before);
    // A matrix that does not expand: a long refusal below the form.
    typeInto(variable->listEdit(), u"32, 64"_s);
    typeInto(variable->pathBox()->lineEdit(), u"train.batch_size"_s);
    typeInto(editor->findChild<QLineEdit *>(u"invariants"_s),
             u"train.batch_size, train.seq_len, model.d_model, model.n_layers, model.n_heads"_s);
    QTRY_VERIFY(!m_panel->document()->expansionError().isEmpty());
    QCoreApplication::processEvents();
    QCOMPARE(controlGeometry(*m_panel), before);
    // A panel message, long and red; and Undo with a long command behind it.
    m_panel->create(u"not a name / because it has slashes and spaces and goes on and on and on and on and on"_s,
                    u"experiments/moe-clamp/experiment.json"_s);
    QVERIFY(m_panel->messageLabel()->problem().contains(u"cannot be an ablation name"_s));
    QVERIFY(m_panel->document()->undoStack()->canUndo());
    QCoreApplication::processEvents();
    QCOMPARE(controlGeometry(*m_panel), before);
    auto *undo = m_panel->findChild<QAction *>(u"undoAblation"_s);
    QCOMPARE(undo->text(), u"Undo"_s);
    QVERIFY2(undo->toolTip().startsWith(u"Undo "_s) && undo->toolTip().size() > 5, qPrintable(undo->toolTip()));
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/ablation-editor-after-messages.png"_s));
    // Undo back to nothing to undo: the buttons are where they were.
    while (m_panel->document()->undoStack()->canUndo())
        undo->trigger();
    QVERIFY(!undo->isEnabled());
    QCoreApplication::processEvents();
    QCOMPARE(controlGeometry(*m_panel), before);
}

void tst_AblationEditor::freshRangeIsNotAnError()
{
    twb::AblationEditor *editor = m_panel->editor();
    twb::VariableEditor *variable = editor->variableEditor();
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    QTest::mouseClick(editor->findChild<QToolButton *>(u"addVariable"_s), Qt::LeftButton);
    // Range chosen, nothing typed yet: lo and hi are empty, which is not yet a mistake.
    variable->rangeButton()->click();
    QVERIFY(variable->loEdit()->isVisible());
    QCOMPARE(variable->previewLabel()->problem(), QString());
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/ablation-range-fresh.png"_s));
    // Typed and wrong: said, in the error colour.
    typeInto(variable->loEdit(), u"small"_s);
    QVERIFY2(variable->previewLabel()->problem().contains(u"lo and hi"_s), qPrintable(variable->previewLabel()->problem()));
    QCOMPARE(variable->previewLabel()->palette().color(QPalette::WindowText),
             twb::Palette::color(twb::Palette::Role::Error, variable->palette()));
    QVERIFY(m_panel->grab().save(twb::test::artifactsDir() + u"/ablation-range-edited.png"_s));
    // Another variable selected, then this one again: untouched again until typed into.
    editor->selectVariable(0);
    editor->selectVariable(1);
    variable->rangeButton()->click();
    QCOMPARE(variable->previewLabel()->problem(), QString());
    typeInto(variable->loEdit(), u"1"_s);
    typeInto(variable->hiEdit(), u"3"_s);
    const QString preview = variable->previewLabel()->problem();
    QVERIFY2(preview.contains(u"1, 2, 3"_s), qPrintable(preview));
    QVERIFY(variable->previewLabel()->palette().color(QPalette::WindowText)
            != twb::Palette::color(twb::Palette::Role::Error, variable->palette()));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_AblationEditor)
#include "tst_ablation_editor.moc"
