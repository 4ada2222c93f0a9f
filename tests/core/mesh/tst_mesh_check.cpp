// MeshCheck: the one check of a mesh design that the mesh designer and `tpuwb mesh` share;
// ExperimentMeshFile's model loader and workspace lookup that go with it.
#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/mesh_check.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

const char *kModel = R"({"model": {"d_model": 2048, "n_layers": 24, "n_heads": 16, "d_ff": 8192, "vocab_size": 50257},
 "train": {"batch_size": 8, "seq_len": 512}})";

ModelConfig model()
{
    return *ModelConfig::fromJson(Json::parse(kModel), u"model"_s);
}

MeshSpec meshOf(const QString &accelerator, const QString &axes, MeshStrategy strategy = MeshStrategy::Custom)
{
    return MeshSpec(*AcceleratorType::parse(accelerator), 1, *MeshSpec::parseAxes(axes), strategy);
}

void writeFile(const QString &path, const QByteArray &text)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class tst_MeshCheck final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validMeshWithoutModelHasMapButNoEstimate();
    void meshThatDoesNotMultiplyOutHasNoMap();
    void modelThatFitsHasAnEstimate();
    void nonDividingSpecIsAnErrorOfThatTensor();
    void loadModelTakesExperimentOrBareModel();
    void findsFirstExperimentWithAMesh();
};

void tst_MeshCheck::validMeshWithoutModelHasMapButNoEstimate()
{
    const MeshCheck check = MeshCheck::run(meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp), {}, nullptr);
    QVERIFY2(!check.hasErrors(), qPrintable(check.issues().value(0).message));
    QVERIFY(check.deviceMap());
    QCOMPARE(check.deviceMap()->devices().size(), 8);
    QVERIFY(check.deviceMapError().isEmpty());
    QVERIFY(!check.estimate());
    QVERIFY(!check.tensors().isEmpty());
    QCOMPARE(check.tensors().first().shape.value(0), 0); // generic names, no shapes
}

void tst_MeshCheck::meshThatDoesNotMultiplyOutHasNoMap()
{
    const ModelConfig m = model();
    const MeshCheck check = MeshCheck::run(meshOf(u"v4-16"_s, u"data=16"_s), {}, &m);
    QVERIFY(check.hasErrors());
    QVERIFY(hasErrors(check.meshIssues()));
    QVERIFY(!check.deviceMap());
    QVERIFY2(check.deviceMapError().contains(u"8 devices"_s), qPrintable(check.deviceMapError()));
    QVERIFY(!check.estimate());
    QVERIFY(!check.issuesFor(u"axes"_s).isEmpty());
}

void tst_MeshCheck::modelThatFitsHasAnEstimate()
{
    // With remat the FSDP all-gathers hold two layers, not all 24 (see MemoryEstimator).
    ModelConfig m = model();
    m.remat = true;
    const MeshCheck check = MeshCheck::run(meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp), {}, &m);
    QVERIFY(!check.hasErrors());
    QVERIFY(check.estimate());
    QVERIFY(check.estimate()->fits);
    QCOMPARE(check.tensors().size(), ModelTensor::listFor(m).size());
    // Replicated (data=8) the same model no longer fits.
    const MeshCheck replicated = MeshCheck::run(meshOf(u"v5litepod-8"_s, u"data=8"_s, MeshStrategy::Data), {}, &m);
    QVERIFY(replicated.estimate());
    QVERIFY(!replicated.estimate()->fits);
}

void tst_MeshCheck::nonDividingSpecIsAnErrorOfThatTensor()
{
    const ModelConfig m = model();
    PartitionPlan plan;
    plan.setOverride(u"lm_head"_s, PartitionSpec{{{u"fsdp"_s}, {}}});
    const MeshCheck check = MeshCheck::run(meshOf(u"v5litepod-8"_s, u"fsdp=8"_s, MeshStrategy::Fsdp), plan, &m);
    QVERIFY(!hasErrors(check.meshIssues()));
    QVERIFY(check.hasErrors());
    QVERIFY(check.deviceMap()); // the mesh itself is fine
    QVERIFY(!check.estimate());
    const MeshIssues head = check.issuesFor(u"lm_head"_s);
    QCOMPARE(head.size(), 1);
    QVERIFY2(head.first().message.contains(u"does not divide by fsdp = 8"_s), qPrintable(head.first().message));
}

void tst_MeshCheck::loadModelTakesExperimentOrBareModel()
{
    QTemporaryDir dir;
    const QString experiment = dir.filePath(u"experiment.json"_s);
    writeFile(experiment, R"({"model": {"d_model": 512, "n_layers": 2, "n_heads": 8, "vocab_size": 1000},
 "tpu": {"accelerator_type": "v4-8", "strategy": "custom", "mesh": {"axes": [{"name": "data", "size": 4}],
         "partition_specs": {"tensors": {"embed": [null, "data"]}}}}})");
    const auto loaded = ExperimentMeshFile::loadModel(experiment);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message));
    QVERIFY(loaded->model && loaded->model->dModel == 512);
    QVERIFY(loaded->mesh && loaded->mesh->axesText() == u"data=4"_s);
    QVERIFY(loaded->plan.hasOverride(u"embed"_s));

    const QString bare = dir.filePath(u"bare.json"_s);
    writeFile(bare, R"({"d_model": 256, "n_layers": 2, "n_heads": 4, "vocab_size": 1000})");
    const auto model = ExperimentMeshFile::loadModel(bare);
    QVERIFY2(model, qPrintable(model ? QString() : model.error().message));
    QCOMPARE(model->model->dModel, 256);
    QVERIFY(!model->mesh);
    QVERIFY(!ExperimentMeshFile::load(bare)->model); // the designer opens experiments only

    const QString empty = dir.filePath(u"empty.json"_s);
    writeFile(empty, "{}");
    const auto none = ExperimentMeshFile::loadModel(empty);
    QVERIFY(!none);
    QVERIFY2(none.error().message.contains(empty), qPrintable(none.error().message));
}

void tst_MeshCheck::findsFirstExperimentWithAMesh()
{
    QTemporaryDir dir;
    QCOMPARE(ExperimentMeshFile::findFirstWithMesh(dir.filePath(u"missing"_s)), QString());
    writeFile(dir.filePath(u"a-single/experiment.json"_s), R"({"model": {"d_model": 8, "n_layers": 1, "n_heads": 1, "vocab_size": 8}})");
    writeFile(dir.filePath(u"b-broken/experiment.json"_s), R"({"tpu": )");
    writeFile(dir.filePath(u"c-mesh/experiment.json"_s), R"({"tpu": {"accelerator_type": "v4-8", "strategy": "data"}})");
    writeFile(dir.filePath(u"d-mesh/experiment.json"_s), R"({"tpu": {"accelerator_type": "v4-8", "strategy": "data"}})");
    QCOMPARE(ExperimentMeshFile::findFirstWithMesh(dir.path()), dir.filePath(u"c-mesh/experiment.json"_s));
}

QTEST_GUILESS_MAIN(tst_MeshCheck)
#include "tst_mesh_check.moc"
