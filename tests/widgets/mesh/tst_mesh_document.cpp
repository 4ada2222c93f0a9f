// The mesh document and its undo commands: every kind of edit does, undoes and redoes.
#include "widgets/mesh/add_axis_command.h"
#include "widgets/mesh/apply_preset_command.h"
#include "widgets/mesh/change_model_command.h"
#include "widgets/mesh/change_slice_command.h"
#include "widgets/mesh/edit_axis_command.h"
#include "widgets/mesh/mesh_document.h"
#include "widgets/mesh/move_axis_command.h"
#include "widgets/mesh/remove_axis_command.h"
#include "widgets/mesh/set_tensor_spec_command.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_MeshDocument final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsValid();
    void everyEditUndoes();
    void sizeEditsMergeIntoOneStep();
    void removingAnAxisDropsItFromOverrides();
    void renamingAnAxisCarriesOverrides();
    void specEqualToDefaultIsNoOverride();
    void changingTheSliceRefitsThePreset();
};

void tst_MeshDocument::startsValid()
{
    MeshDocument document;
    QCOMPARE(document.mesh().accelerator().name(), u"v5litepod-8"_s);
    QCOMPARE(document.mesh().axesText(), u"fsdp=8"_s);
    QVERIFY(!document.hasErrors());
    QVERIFY(document.deviceMap());
    QVERIFY(!document.estimate()); // no model yet
    QVERIFY(!document.tensors().isEmpty());
}

void tst_MeshDocument::everyEditUndoes()
{
    MeshDocument document;
    QUndoStack *stack = document.undoStack();
    QSignalSpy changed(&document, &MeshDocument::changed);
    const QString start = document.mesh().axesText();

    stack->push(new ApplyPresetCommand(&document, MeshStrategy::DataModel));
    QCOMPARE(document.mesh().axesText(), u"data=4,model=2"_s);
    stack->push(new AddAxisCommand(&document, {u"extra"_s, 1, AxisKind::Ici}));
    QCOMPARE(document.mesh().axesText(), u"data=4,model=2,extra=1"_s);
    stack->push(new MoveAxisCommand(&document, 2, 0));
    QCOMPARE(document.mesh().axesText(), u"extra=1,data=4,model=2"_s);
    stack->push(new EditAxisCommand(&document, 0, {u"extra"_s, 2, AxisKind::Ici}));
    QVERIFY(document.hasErrors()); // 2 x 4 x 2 = 16 on 8 devices
    QVERIFY(!document.deviceMap());
    stack->push(new RemoveAxisCommand(&document, 0));
    QVERIFY(!document.hasErrors());
    stack->push(new SetTensorSpecCommand(&document, u"layers.wq"_s, 0, {}));
    QVERIFY(document.plan().hasOverride(u"layers.wq"_s));
    ModelConfig model;
    model.dModel = 256;
    model.nLayers = 2;
    model.nHeads = 4;
    model.nKvHeads = 4;
    model.headDim = 64;
    model.dFf = 1024;
    model.vocabSize = 1000;
    model.batchSize = 8;
    model.seqLen = 128;
    stack->push(new ChangeModelCommand(&document, model, u"model"_s));
    QVERIFY(document.estimate());
    stack->push(new ChangeSliceCommand(&document, *AcceleratorType::parse(u"v4-16"_s), 2));
    QCOMPARE(document.mesh().axesText(), u"dcn_data=2:dcn,data=4,model=2"_s);
    QCOMPARE(changed.count(), 8);

    while (stack->canUndo())
        stack->undo();
    QCOMPARE(document.mesh().axesText(), start);
    QCOMPARE(document.mesh().accelerator().name(), u"v5litepod-8"_s);
    QVERIFY(!document.model());
    QVERIFY(document.plan().overrides().isEmpty());
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(document.mesh().axesText(), u"dcn_data=2:dcn,data=4,model=2"_s);
    QVERIFY(document.model());
}

void tst_MeshDocument::sizeEditsMergeIntoOneStep()
{
    MeshDocument document;
    QUndoStack *stack = document.undoStack();
    for (int size : {2, 3, 4})
        stack->push(new EditAxisCommand(&document, 0, {u"fsdp"_s, size, AxisKind::Ici}));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(document.mesh().axes()[0].size, 4);
    stack->push(new EditAxisCommand(&document, 0, {u"shard"_s, 4, AxisKind::Ici})); // another field: new step
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(document.mesh().axesText(), u"fsdp=8"_s);
}

void tst_MeshDocument::removingAnAxisDropsItFromOverrides()
{
    MeshDocument document;
    document.undoStack()->push(new ApplyPresetCommand(&document, MeshStrategy::FsdpTensor));
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"embed"_s, 1, {u"fsdp"_s, u"tensor"_s}));
    document.undoStack()->push(new RemoveAxisCommand(&document, 1)); // tensor
    const auto overrides = document.plan().overrides();
    QVERIFY(overrides.contains(u"embed"_s));
    QCOMPARE(overrides[u"embed"_s].dims[1], QStringList{u"fsdp"_s});
}

void tst_MeshDocument::renamingAnAxisCarriesOverrides()
{
    MeshDocument document;
    // wo defaults to (fsdp, None); move fsdp to the other dimension.
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"layers.wo"_s, 0, {}));
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"layers.wo"_s, 1, {u"fsdp"_s}));
    document.undoStack()->push(new EditAxisCommand(&document, 0, {u"shard"_s, 8, AxisKind::Ici}));
    QCOMPARE(document.plan().overrides()[u"layers.wo"_s].dims[1], QStringList{u"shard"_s});
    bool specProblem = false;
    for (const auto &issue : document.issues())
        specProblem = specProblem || issue.where == u"layers.wo"_s;
    QVERIFY(!specProblem);
}

void tst_MeshDocument::specEqualToDefaultIsNoOverride()
{
    MeshDocument document; // fsdp=8: wq defaults to (None, fsdp)
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"layers.wq"_s, 1, {}));
    QVERIFY(document.plan().hasOverride(u"layers.wq"_s));
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"layers.wq"_s, 1, {u"fsdp"_s}));
    QVERIFY(!document.plan().hasOverride(u"layers.wq"_s));
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"input"_s, 0, {}));
    QVERIFY(document.plan().hasInputOverride());
}

void tst_MeshDocument::changingTheSliceRefitsThePreset()
{
    MeshDocument document;
    document.undoStack()->push(new ApplyPresetCommand(&document, MeshStrategy::ExpertData));
    document.undoStack()->push(new ChangeSliceCommand(&document, *AcceleratorType::parse(u"v3-64"_s), 1));
    QCOMPARE(document.mesh().axesText(), u"data=8,expert=8"_s);
    QVERIFY(!document.hasErrors());
    QCOMPARE(document.deviceMap()->devices().size(), 64);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MeshDocument)
#include "tst_mesh_document.moc"
