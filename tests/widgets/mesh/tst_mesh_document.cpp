// The mesh document and its undo commands: every kind of edit does, undoes and redoes.
#include "widgets/mesh/add_axis_command.h"
#include "widgets/mesh/apply_preset_command.h"
#include "widgets/mesh/axes_table_model.h"
#include "widgets/mesh/change_model_command.h"
#include "widgets/mesh/change_slice_command.h"
#include "widgets/mesh/edit_axis_command.h"
#include "widgets/mesh/mesh_document.h"
#include "widgets/mesh/move_axis_command.h"
#include "widgets/mesh/remove_axis_command.h"
#include "widgets/mesh/set_tensor_spec_command.h"
#include "widgets/mesh/tensor_table_model.h"

#include "core/util/json.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
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
    void anEditSignalsWhatChangedAndNoReset();
    void editMethodsSkipNoOps();
    void loadIsAnUndoStepAndSaveRunsInTheBackground();
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
    QSignalSpy changed(&document, &MeshDocument::checkChanged);
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
    MeshDocument document; // FSDPv2, fsdp=8: wq defaults to (fsdp, None)
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"layers.wq"_s, 0, {}));
    QVERIFY(document.plan().hasOverride(u"layers.wq"_s));
    document.undoStack()->push(new SetTensorSpecCommand(&document, u"layers.wq"_s, 0, {u"fsdp"_s}));
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

void tst_MeshDocument::anEditSignalsWhatChangedAndNoReset()
{
    MeshDocument document;
    AxesTableModel axes(&document);
    TensorTableModel tensors(&document);
    QAbstractItemModelTester axesTester(&axes, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester tensorsTester(&tensors, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy slice(&document, &MeshDocument::sliceChanged);
    QSignalSpy inserted(&document, &MeshDocument::axisInserted);
    QSignalSpy removed(&document, &MeshDocument::axisRemoved);
    QSignalSpy moved(&document, &MeshDocument::axisMoved);
    QSignalSpy changed(&document, &MeshDocument::axisChanged);
    QSignalSpy replaced(&document, &MeshDocument::axesReplaced);
    QSignalSpy specs(&document, &MeshDocument::partitionSpecsChanged);
    QSignalSpy model(&document, &MeshDocument::modelChanged);
    QSignalSpy check(&document, &MeshDocument::checkChanged);
    QSignalSpy axesReset(&axes, &QAbstractItemModel::modelReset);
    QSignalSpy tensorsReset(&tensors, &QAbstractItemModel::modelReset);
    QSignalSpy rowsInserted(&axes, &QAbstractItemModel::rowsInserted);
    QSignalSpy rowsRemoved(&axes, &QAbstractItemModel::rowsRemoved);
    QSignalSpy rowsMoved(&axes, &QAbstractItemModel::rowsMoved);
    QSignalSpy axesData(&axes, &QAbstractItemModel::dataChanged);
    QSignalSpy tensorsData(&tensors, &QAbstractItemModel::dataChanged);

    // One axis's size: that axis, the check, and repainted cells; nothing else.
    document.editAxis(0, {u"fsdp"_s, 4, AxisKind::Ici});
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().toInt(), 0);
    QCOMPARE(check.count(), 1);
    QVERIFY(axesData.count() > 0 && tensorsData.count() > 0);
    QCOMPARE(slice.count() + inserted.count() + removed.count() + moved.count() + replaced.count() + specs.count()
                 + model.count(),
             0);

    // Add, move, remove an axis: rows come, move and go, one at a time.
    QCOMPARE(document.addAxis(), 1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().first().toInt(), 1);
    QCOMPARE(rowsInserted.count(), 1);
    QCOMPARE(axes.index(1, AxesTableModel::Name).data().toString(), u"axis2"_s);
    document.moveAxis(1, 0);
    QCOMPARE(moved.count(), 1); // two neighbours swapped: either end may be named
    QCOMPARE(rowsMoved.count(), 1);
    QCOMPARE(axes.index(0, AxesTableModel::Name).data().toString(), u"axis2"_s);
    document.removeAxis(0);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(rowsRemoved.count(), 1);
    document.undoStack()->undo(); // the removed axis comes back as one inserted row
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(inserted.last().first().toInt(), 0);
    QCOMPARE(axes.rowCount(), 2);

    // A tensor's spec: the specs, not the axes.
    const int axesSignals = int(changed.count() + inserted.count() + removed.count() + moved.count());
    document.setTensorSpec(u"layers.wq"_s, 0, {}); // FSDPv2's default is (fsdp, None)
    QCOMPARE(specs.count(), 1);
    QCOMPARE(int(changed.count() + inserted.count() + removed.count() + moved.count()), axesSignals);

    // remat: the model, with the same tensors (no new table).
    ModelConfig config;
    config.dModel = 256;
    config.nLayers = 2;
    config.nHeads = 4;
    config.nKvHeads = 4;
    config.headDim = 64;
    config.dFf = 1024;
    config.vocabSize = 1000;
    document.undoStack()->push(new ChangeModelCommand(&document, config, u"model"_s));
    const int resetsAfterModel = int(tensorsReset.count());
    document.setRemat(true);
    QCOMPARE(model.count(), 2);
    QCOMPARE(int(tensorsReset.count()), resetsAfterModel);
    QCOMPARE(axesReset.count(), 0);
    QCOMPARE(replaced.count(), 0);
}

void tst_MeshDocument::editMethodsSkipNoOps()
{
    MeshDocument document;
    QUndoStack *stack = document.undoStack();
    document.setSlice(document.mesh().accelerator(), 1);
    document.editAxis(0, document.mesh().axes()[0]);
    document.moveAxis(0, 0);
    document.removeAxis(3);
    document.setTensorSpec(u"layers.wq"_s, 0, {u"fsdp"_s}); // its default already (FSDPv2)
    document.setRemat(true);                                  // no model
    QCOMPARE(stack->count(), 0);
    QVERIFY(!document.isModified());
}

void tst_MeshDocument::loadIsAnUndoStepAndSaveRunsInTheBackground()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"experiment.json"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"name": "x", "notes": "kept", "model": {"d_model": 256, "n_layers": 2, "n_heads": 4, "vocab_size": 1000},
 "tpu": {"accelerator_type": "v4-8", "strategy": "data", "mesh": {"axes": [{"name": "data", "size": 4}]}}})");
    }
    MeshDocument document;
    QSignalSpy loaded(&document, &MeshDocument::fileLoaded);
    QSignalSpy fileName(&document, &MeshDocument::fileNameChanged);
    document.load(path);
    QVERIFY(document.isLoading());
    QVERIFY(loaded.wait(5000));
    QCOMPARE(document.fileName(), path);
    QCOMPARE(fileName.count(), 1);
    QCOMPARE(document.mesh().axesText(), u"data=4"_s);
    QVERIFY(document.model());
    QVERIFY(!document.isModified());
    QCOMPARE(document.undoStack()->count(), 1);

    document.applyStrategy(MeshStrategy::DataModel);
    QVERIFY(document.isModified());
    QSignalSpy saved(&document, &MeshDocument::saved);
    document.save();
    QVERIFY(document.isSaving());
    QVERIFY(saved.wait(5000));
    QVERIFY(!document.isModified());
    const Json file = *readJsonFile(path);
    QCOMPARE(file["tpu"]["strategy"].get<std::string>(), std::string("data_model"));
    QCOMPARE(file["notes"].get<std::string>(), std::string("kept"));

    document.undoStack()->undo();
    document.undoStack()->undo(); // before the open: another file (none)
    QCOMPARE(document.fileName(), QString());
    QVERIFY(document.isModified());
}


#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MeshDocument)
#include "tst_mesh_document.moc"
