// The axes and tensor tables: Qt's model checks while the document changes, edits through
// setData become undoable commands, problems show in red.
#include "widgets/common/palette.h"
#include "widgets/mesh/apply_preset_command.h"
#include "widgets/mesh/axes_table_model.h"
#include "widgets/mesh/change_model_command.h"
#include "widgets/mesh/choice_delegate.h"
#include "widgets/mesh/mesh_document.h"
#include "widgets/mesh/tensor_table_model.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QUndoStack>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

ModelConfig moe()
{
    return *ModelConfig::fromJson(Json::parse(R"({"model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8,
        "d_ff": 2048, "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2}}, "train": {"batch_size": 32, "seq_len": 512}})"),
                                  u"moe"_s);
}

int rowOf(const TensorTableModel &model, const QString &tensor)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, TensorTableModel::Tensor).data().toString() == tensor)
            return row;
    return -1;
}

bool isRed(const QModelIndex &index)
{
    return index.data(Qt::ForegroundRole).value<QBrush>().color() == twb::Palette::color(twb::Palette::Role::Error);
}

} // namespace

class tst_MeshTableModels final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void axesTablePassesModelTesterAndEdits();
    void tensorTablePassesModelTesterAndEdits();
    void tensorTableFlagsNonDividingSpec();
};

void tst_MeshTableModels::axesTablePassesModelTesterAndEdits()
{
    MeshDocument document;
    AxesTableModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, AxesTableModel::Name).data().toString(), u"fsdp"_s);
    QCOMPARE(model.index(0, AxesTableModel::Placement).data().toString(), u"x*y"_s);
    QCOMPARE(model.index(0, AxesTableModel::Reach).data().toString(), u"within a host"_s);
    QCOMPARE(model.index(0, AxesTableModel::Kind).data(ChoiceDelegate::ChoicesRole).toStringList(), (QStringList{u"ici"_s, u"dcn"_s}));
    QVERIFY(!(model.flags(model.index(0, AxesTableModel::Placement)) & Qt::ItemIsEditable));

    document.undoStack()->push(new ApplyPresetCommand(&document, MeshStrategy::DataModel));
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.setData(model.index(1, AxesTableModel::Size), 4));
    QCOMPARE(document.mesh().axesText(), u"data=4,model=4"_s);
    QVERIFY(isRed(model.index(1, AxesTableModel::Name)) == false);
    QVERIFY(model.setData(model.index(1, AxesTableModel::Name), u"bad name"_s));
    QVERIFY(isRed(model.index(1, AxesTableModel::Name)));
    QVERIFY(model.index(1, AxesTableModel::Name).data(Qt::ToolTipRole).toString().contains(u"not a valid name"_s));
    QVERIFY(model.setData(model.index(0, AxesTableModel::Kind), u"dcn"_s));
    QCOMPARE(document.mesh().axes()[0].kind, AxisKind::Dcn);
    QVERIFY(!model.setData(model.index(0, AxesTableModel::Kind), u"nvlink"_s));
    QVERIFY(!model.setData(model.index(0, AxesTableModel::Size), u"many"_s));
    QCOMPARE(document.undoStack()->count(), 4);
    while (document.undoStack()->canUndo())
        document.undoStack()->undo();
    QCOMPARE(model.rowCount(), 1);
}

void tst_MeshTableModels::tensorTablePassesModelTesterAndEdits()
{
    MeshDocument document;
    TensorTableModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Without a model: generic names, the input row last, no shapes or bytes.
    QCOMPARE(model.index(model.rowCount() - 1, TensorTableModel::Tensor).data().toString(), u"input"_s);
    QVERIFY(model.index(0, TensorTableModel::BytesPerDevice).data().toString().isEmpty());

    document.undoStack()->push(new ChangeModelCommand(&document, moe(), u"model"_s));
    document.undoStack()->push(new ApplyPresetCommand(&document, MeshStrategy::FsdpTensor)); // fsdp=4, tensor=2 on v5e-8
    const int wq = rowOf(model, u"layers.wq"_s);
    QVERIFY(wq >= 0);
    QCOMPARE(model.index(wq, TensorTableModel::Shape).data().toString(), u"(512, 512) x8"_s);
    QCOMPARE(model.index(wq, TensorTableModel::Dim0).data().toString(), u"tensor"_s);
    QCOMPARE(model.index(wq, TensorTableModel::Dim1).data().toString(), u"fsdp"_s);
    QCOMPARE(model.index(wq, TensorTableModel::Dim2).data().toString(), QString());
    QVERIFY(!(model.flags(model.index(wq, TensorTableModel::Dim2)) & Qt::ItemIsEditable));
    QCOMPARE(model.index(wq, TensorTableModel::Shard).data().toString(), u"(256, 128)"_s);
    QCOMPARE(model.index(wq, TensorTableModel::BytesPerDevice).data().toString(), u"1.00 MiB"_s); // 256*128*8 layers*4 B
    QCOMPARE(model.index(wq, TensorTableModel::Dim0).data(ChoiceDelegate::ChoicesRole).toStringList(),
             (QStringList{u"-"_s, u"fsdp"_s, u"tensor"_s, u"fsdp+tensor"_s}));

    QVERIFY(model.setData(model.index(wq, TensorTableModel::Dim0), u"-"_s));
    QCOMPARE(model.index(wq, TensorTableModel::Dim0).data().toString(), u"-"_s);
    QCOMPARE(model.index(wq, TensorTableModel::Shard).data().toString(), u"(512, 128)"_s);
    QVERIFY(model.setData(model.index(wq, TensorTableModel::Dim1), u"fsdp+tensor"_s));
    QCOMPARE(model.index(wq, TensorTableModel::Shard).data().toString(), u"(512, 64)"_s);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(model.index(wq, TensorTableModel::Dim0).data().toString(), u"tensor"_s);
    QVERIFY(document.plan().overrides().isEmpty());
}

void tst_MeshTableModels::tensorTableFlagsNonDividingSpec()
{
    MeshDocument document; // v5litepod-8, fsdp=8
    TensorTableModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ModelConfig six = moe();
    six.nExperts = 6;
    document.undoStack()->push(new ChangeModelCommand(&document, six, u"model"_s));
    QVERIFY(!document.hasErrors());
    QVERIFY(document.estimate());

    // Six experts over fsdp=8 does not divide.
    const int router = rowOf(model, u"layers.router"_s);
    QVERIFY(model.setData(model.index(router, TensorTableModel::Dim0), u"fsdp"_s));
    QVERIFY(isRed(model.index(router, TensorTableModel::Problems)));
    QVERIFY(isRed(model.index(router, TensorTableModel::Dim0)));
    QVERIFY2(model.index(router, TensorTableModel::Problems).data().toString().contains(u"(experts = 6) does not divide by fsdp = 8"_s),
             qPrintable(model.index(router, TensorTableModel::Problems).data().toString()));
    QVERIFY(!document.estimate()); // no estimate while a spec is wrong
    document.undoStack()->undo();
    QVERIFY(model.index(router, TensorTableModel::Problems).data().toString().isEmpty());

    // The same axis on two dimensions of one tensor.
    const int embed = rowOf(model, u"embed"_s);
    QVERIFY(model.setData(model.index(embed, TensorTableModel::Dim1), u"fsdp"_s)); // FSDPv2: dim 0 is fsdp
    QVERIFY(model.index(embed, TensorTableModel::Problems).data().toString().contains(u"twice"_s));
    document.undoStack()->undo();
    QVERIFY(!document.hasErrors());

    // The input batch row is editable too: a sequence split that divides is fine.
    const int input = model.rowCount() - 1;
    QVERIFY(model.setData(model.index(input, TensorTableModel::Dim1), u"fsdp"_s));
    QVERIFY(model.index(input, TensorTableModel::Problems).data().toString().contains(u"twice"_s));
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MeshTableModels)
#include "tst_mesh_table_models.moc"
