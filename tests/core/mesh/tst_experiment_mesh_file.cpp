#include "core/mesh/device_map.h"
#include "core/mesh/experiment_mesh_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

const QByteArray kExperiment = R"({"schema": "tpuwb.experiment/1", "name": "moe-clamp", "hypothesis": "...",
 "model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8, "d_ff": 2048,
           "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2, "capacity_factor": 1.25}},
 "train": {"batch_size": 32, "seq_len": 512, "seed": 42},
 "tpu": {"accelerator_type": "v5litepod-8", "strategy": "fsdpv2", "zone_hint": "us-west4-a",
         "mesh": {"axes": [{"name": "fsdp", "size": 8, "kind": "ici"}], "comment": "kept"}},
 "attention_kernel": "splash", "optimizer": "syncfree_adamw",
 "tracking": {"wandb": {"enabled": false, "project": null}}})";

QString writeTemp(QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(u"experiment.json"_s);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(text);
    return path;
}

} // namespace

class tst_ExperimentMeshFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsModelMeshAndSpecs();
    void saveRewritesOnlyTheTpuBlock();
    void saveWritesRematAndTheDeviceOrder();
    void badFileIsNamedAndLeftAlone();
};

void tst_ExperimentMeshFile::loadsModelMeshAndSpecs()
{
    QTemporaryDir dir;
    const auto contents = ExperimentMeshFile::load(writeTemp(dir, kExperiment));
    QVERIFY2(contents, qPrintable(contents ? QString() : contents.error().message));
    QVERIFY(contents->model && contents->model->nExperts == 8);
    QVERIFY(contents->mesh);
    QCOMPARE(contents->mesh->axesText(), u"fsdp=8"_s);
    QCOMPARE(contents->mesh->strategy(), MeshStrategy::Fsdp);
    QVERIFY(contents->plan.overrides().isEmpty());
}

void tst_ExperimentMeshFile::saveRewritesOnlyTheTpuBlock()
{
    QTemporaryDir dir;
    const QString path = writeTemp(dir, kExperiment);
    const MeshSpec mesh(*AcceleratorType::parse(u"v5litepod-256"_s), 2, *MeshSpec::parseAxes(u"dcn_data=2:dcn,fsdp=64,tensor=4"_s),
                        MeshStrategy::FsdpTensor);
    PartitionPlan plan;
    plan.setOverride(u"layers.wq"_s, PartitionSpec{{{u"tensor"_s}, {}}});
    QVERIFY(ExperimentMeshFile::save(path, mesh, plan));

    const Json before = Json::parse(kExperiment.toStdString());
    const Json after = *readJsonFile(path);
    for (auto it = before.begin(); it != before.end(); ++it)
        if (it.key() != "tpu")
            QCOMPARE(after[it.key()].dump(), it.value().dump());
    QCOMPARE(after["tpu"]["zone_hint"].get<std::string>(), std::string("us-west4-a"));
    QCOMPARE(after["tpu"]["mesh"]["comment"].get<std::string>(), std::string("kept"));
    QCOMPARE(after["tpu"]["mesh"]["slices"].get<int>(), 2);

    // FSDP x tensor runs as the experiment strategy spmd (the templates' name for it).
    QCOMPARE(after["tpu"]["strategy"].get<std::string>(), std::string("spmd"));
    const auto back = ExperimentMeshFile::load(path);
    QVERIFY(back);
    QVERIFY(back->mesh->axes() == mesh.axes());
    QCOMPARE(back->mesh->slices(), mesh.slices());
    QCOMPARE(back->mesh->strategyText(), u"spmd"_s);
    QVERIFY(back->plan == plan);

    // Back to one slice and no overrides: "slices" and "partition_specs" go away.
    QVERIFY(ExperimentMeshFile::save(path, *MeshSpec::fromJson(before["tpu"], u"tpu"_s), PartitionPlan()));
    const Json again = *readJsonFile(path);
    QVERIFY(!again["tpu"]["mesh"].contains("slices"));
    QVERIFY(!again["tpu"]["mesh"].contains("partition_specs"));
}

void tst_ExperimentMeshFile::saveWritesRematAndTheDeviceOrder()
{
    QTemporaryDir dir;
    const QString path = writeTemp(dir, kExperiment);
    // model=2 innermost on a 2x2 v4-8 (two cores per chip are one device): ids are not 0..3.
    const MeshSpec mesh(*AcceleratorType::parse(u"v5litepod-8"_s), 1, *MeshSpec::parseAxes(u"data=4,model=2"_s),
                        MeshStrategy::DataModel);
    QVERIFY(ExperimentMeshFile::save(path, mesh, PartitionPlan(), true));
    const Json after = *readJsonFile(path);
    QCOMPARE(after["train"]["remat"].get<bool>(), true);
    QCOMPARE(after["train"]["batch_size"].get<int>(), 32); // the rest of train stays
    const auto map = DeviceMap::build(mesh);
    QVERIFY(map);
    if (map->isIdentityOrder()) {
        QVERIFY(!after["tpu"]["mesh"].contains("device_ids"));
    } else {
        const QList<int> ids = map->deviceIdsInMeshOrder();
        QCOMPARE(after["tpu"]["mesh"]["device_ids"].get<std::vector<int>>(), std::vector<int>(ids.begin(), ids.end()));
    }
    QVERIFY(ExperimentMeshFile::save(path, mesh, PartitionPlan(), false));
    QCOMPARE(readJsonFile(path)->at("train")["remat"].get<bool>(), false);
    const auto loaded = ExperimentMeshFile::load(path);
    QVERIFY(loaded && loaded->model && !loaded->model->remat);
}

void tst_ExperimentMeshFile::badFileIsNamedAndLeftAlone()
{
    QTemporaryDir dir;
    const QByteArray broken = R"({"model": {"d_model": 512, )";
    const QString path = writeTemp(dir, broken);
    const auto loaded = ExperimentMeshFile::load(path);
    QVERIFY(!loaded);
    QVERIFY(loaded.error().message.contains(path));
    const MeshSpec mesh(*AcceleratorType::parse(u"v4-8"_s), 1, *MeshSpec::parseAxes(u"data=4"_s));
    QVERIFY(!ExperimentMeshFile::save(path, mesh, PartitionPlan()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), broken);
}

QTEST_GUILESS_MAIN(tst_ExperimentMeshFile)
#include "tst_experiment_mesh_file.moc"
