#include "core/mesh/device_map.h"
#include "core/mesh/mesh_code_generator.h"
#include "core/mesh/mesh_presets.h"
#include "core/mesh/sharding_plan.h"

#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

const char *kMoe = R"({"model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8, "d_ff": 2048,
    "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2, "capacity_factor": 1.25}},
    "train": {"batch_size": 1024, "seq_len": 512}, "attention_kernel": "splash", "optimizer": "syncfree_adamw"})";
const char *kDense = R"({"model": {"d_model": 1024, "n_layers": 4, "n_heads": 16, "n_kv_heads": 4, "d_ff": 2816,
    "vocab_size": 32000, "param_dtype": "bfloat16"}, "train": {"batch_size": 512, "seq_len": 1024}})";

ModelConfig modelOf(const char *json)
{
    return *ModelConfig::fromJson(Json::parse(json), u"model"_s);
}

TemplateStore store()
{
    return TemplateStore(test::sourceDir() + u"/templates"_s);
}

QString render(MeshFramework framework, const MeshSpec &mesh, const ModelConfig *model, const PartitionPlan &plan = {})
{
    auto code = MeshCodeGenerator::generate(framework, mesh, plan, model, store());
    if (!code)
        qFatal("%s", qPrintable(code.error().message));
    return *code;
}

MeshSpec goldenTorchMesh()
{
    const auto type = *AcceleratorType::parse(u"v5litepod-16"_s);
    return MeshSpec(type, 1, *MeshSpec::parseAxes(u"fsdp=8,tensor=2"_s), MeshStrategy::FsdpTensor);
}

MeshSpec goldenJaxMesh()
{
    const auto type = *AcceleratorType::parse(u"v6e-256"_s);
    return MeshSpec(type, 2, MeshPresets::axesFor(MeshStrategy::Fsdp, type, 2), MeshStrategy::Fsdp);
}

bool writeText(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text.toUtf8()) == text.toUtf8().size();
}

} // namespace

class tst_MeshCodeGenerator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyGeneratedFileCompiles();
    void matchesGoldenFiles_data();
    void matchesGoldenFiles();
    void torchXlaCodeShardsRealModules_data();
    void torchXlaCodeShardsRealModules();
    void encoderDecoderPatternsFindTheirTensors();
    void multisliceUsesHybridMesh();
    void jaxReversesLinearSpecs();
    void jaxSingleSliceTakesTheDesignersDeviceOrder();
    void rendersFromTemplateText();
    void refusesInvalidMesh();
    void refusesNonDividingSpec();
};

void tst_MeshCodeGenerator::everyGeneratedFileCompiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ModelConfig moe = modelOf(kMoe);
    const ModelConfig dense = modelOf(kDense);
    QStringList files;
    for (const QString &name : {u"v3-8"_s, u"v4-16"_s, u"v5litepod-16"_s, u"v3-64"_s, u"v6e-256"_s, u"tpu7x-8"_s})
        for (MeshStrategy strategy : allStrategies())
            for (int slices : {1, 2})
                for (const ModelConfig *model : {static_cast<const ModelConfig *>(nullptr), &moe, &dense})
                    for (MeshFramework framework : {MeshFramework::TorchXla, MeshFramework::Jax}) {
                        if (strategy == MeshStrategy::ExpertData && model == &dense)
                            continue; // refused by design: no experts to split
                        const auto type = *AcceleratorType::parse(name);
                        const MeshSpec mesh(type, slices, MeshPresets::axesFor(strategy, type, slices, 8), strategy);
                        auto code = MeshCodeGenerator::generate(framework, mesh, PartitionPlan(), model, store());
                        QVERIFY2(code, qPrintable(name + u' ' + strategyName(strategy) + u": "_s +
                                                  (code ? QString() : code.error().message)));
                        const QString path = dir.filePath(u"mesh_%1.py"_s.arg(files.size()));
                        QVERIFY(writeText(path, *code));
                        files << path;
                    }
    QProcess python;
    python.start(test::systemPython(), QStringList{u"-m"_s, u"py_compile"_s} + files);
    QVERIFY(python.waitForFinished(120000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    QVERIFY(files.size() > 300);
}

void tst_MeshCodeGenerator::matchesGoldenFiles_data()
{
    QTest::addColumn<int>("framework");
    QTest::addColumn<QString>("golden");
    QTest::newRow("torch_xla, v5litepod-16 fsdp x tensor, MoE") << int(MeshFramework::TorchXla) << u"torch_xla_v5litepod16_fsdp_tensor_moe.py"_s;
    QTest::newRow("jax, two v6e-256 slices, fsdp, dense") << int(MeshFramework::Jax) << u"jax_2x_v6e256_fsdp_dense.py"_s;
}

void tst_MeshCodeGenerator::matchesGoldenFiles()
{
    QFETCH(int, framework);
    QFETCH(QString, golden);
    const bool torch = MeshFramework(framework) == MeshFramework::TorchXla;
    const ModelConfig model = modelOf(torch ? kMoe : kDense);
    const QString code = render(MeshFramework(framework), torch ? goldenTorchMesh() : goldenJaxMesh(), &model);
    const QString path = test::sourceDir() + u"/tests/core/mesh/golden/"_s + golden;
    if (qEnvironmentVariableIsSet("TWB_UPDATE_GOLDEN"))
        QVERIFY(writeText(path, code));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(u"missing golden file "_s + path + u"; run with TWB_UPDATE_GOLDEN=1"_s));
    QCOMPARE(code, QString::fromUtf8(file.readAll()));
    QProcess python;
    python.start(test::systemPython(), {u"-m"_s, u"py_compile"_s, path});
    QVERIFY(python.waitForFinished(30000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
}

void tst_MeshCodeGenerator::torchXlaCodeShardsRealModules_data()
{
    QTest::addColumn<QString>("naming");
    QTest::addColumn<bool>("moe");
    QTest::newRow("workbench names, dense") << u"workbench"_s << false;
    QTest::newRow("workbench names, MoE with stacked experts") << u"workbench"_s << true;
    QTest::newRow("Llama / Hugging Face names") << u"llama"_s << false;
}

void tst_MeshCodeGenerator::torchXlaCodeShardsRealModules()
{
    // Real PyTorch modules under the real torch_xla on its CPU runtime (the workbench's Python
    // environment, 16 virtual devices): the generated file builds its Mesh, marks every
    // parameter and shards the input batch, and torch_xla's own report of each tensor's sharding
    // is what the designed spec means on the designed device order.
    static const QString missing = test::missingXlaEnvironment();   // once, not per row
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QFETCH(QString, naming);
    QFETCH(bool, moe);
    const char *json = moe ? R"({"model": {"d_model": 64, "n_layers": 2, "n_heads": 4, "d_ff": 128, "vocab_size": 96,
        "moe": {"n_experts": 4, "top_k": 2}}, "train": {"batch_size": 16, "seq_len": 8}})"
                           : R"({"model": {"d_model": 64, "n_layers": 2, "n_heads": 4, "n_kv_heads": 2, "d_ff": 128,
        "vocab_size": 96}, "train": {"batch_size": 16, "seq_len": 8}})";
    const ModelConfig model = modelOf(json);
    const MeshSpec mesh = goldenTorchMesh(); // 16 devices: fsdp=8, tensor=2
    QTemporaryDir dir;
    const QString generated = dir.filePath(u"mesh_torch_xla.py"_s);
    QVERIFY(writeText(generated, render(MeshFramework::TorchXla, mesh, &model)));

    Json cfg = Json::parse(json)["model"];
    if (moe)
        cfg["n_experts"] = 4;
    cfg["batch_size"] = 16;
    cfg["seq_len"] = 8;
    QProcess python;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PJRT_DEVICE"_s, u"CPU"_s);
    env.insert(u"CPU_NUM_DEVICES"_s, QString::number(mesh.totalDevices()));
    python.setProcessEnvironment(env);
    python.start(test::xlaPython(), {test::sourceDir() + u"/tests/core/mesh/run_generated_torch_xla.py"_s, generated, naming,
                                     QString::fromStdString(cfg.dump())});
    QVERIFY(python.waitForFinished(300000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    const Json out = Json::parse(python.readAllStandardOutput().toStdString());

    // The Mesh torch_xla holds: the designed device order, shape and axis names.
    const auto map = DeviceMap::build(mesh);
    QVERIFY(map.has_value());
    QVERIFY2(!map->isIdentityOrder(), "the golden mesh's device order is not the identity: the check would be weak");
    std::vector<int> designed;
    for (int id : map->deviceIdsInMeshOrder())
        designed.push_back(id);
    QCOMPARE(out["mesh"]["device_ids"].get<std::vector<int>>(), designed);
    QCOMPARE(out["mesh"]["mesh_shape"].dump(), std::string("[8,2]"));
    QCOMPARE(out["mesh"]["axis_names"].dump(), std::string(R"(["fsdp","tensor"])"));

    // Every parameter (all norms included: they have specs too) is marked with its tensor's
    // spec, and torch_xla reports that spec's tiling over the designed devices.
    const PartitionPlan plan;
    QHash<QString, ModelTensor> tensors;
    for (const auto &t : ModelTensor::listFor(model))
        tensors.insert(t.name, t);
    QCOMPARE(out["replicated"].size(), size_t(0));
    QCOMPARE(out["marked"].size(), out["parameters"].get<size_t>());
    int tiled = 0;
    for (auto it = out["marked"].begin(); it != out["marked"].end(); ++it) {
        const QString tensor = toQString(it.value()["tensor"].get<std::string>());
        QVERIFY2(tensors.contains(tensor), qPrintable(tensor));
        QCOMPARE(toQString(it.value()["spec"].dump()), toQString(plan.specFor(tensors[tensor], mesh).toJson().dump()));
        const QString applied = toQString(it.value()["applied"].get<std::string>());
        QCOMPARE(applied, toQString(it.value()["expected"].get<std::string>()));
        if (applied.startsWith(u"{devices="_s))
            ++tiled;
    }
    QVERIFY2(tiled > 0, "no parameter came out sharded: the comparison would hold for replicated tensors only");

    // The loader's batch arrives sharded along the input spec.
    QCOMPARE(out["input"]["spec"].dump(), std::string(R"(["fsdp",null])"));
    QCOMPARE(out["input"]["shape"].dump(), std::string("[16,8]"));
    QCOMPARE(toQString(out["input"]["applied"].get<std::string>()), toQString(out["input"]["expected"].get<std::string>()));
    QVERIFY(toQString(out["input"]["applied"].get<std::string>()).startsWith(u"{devices=[8,1,2]"_s));
}

void tst_MeshCodeGenerator::encoderDecoderPatternsFindTheirTensors()
{
    // The generated file's first matching pattern must give every parameter of the scaffolded
    // encoder-decoder (model.py's names) its own tensor: the decoder's patterns would also
    // match the encoder's and the cross-attention's names, so those come first.
    const ModelConfig model = modelOf(R"({"model": {"kind": "encoder_decoder", "d_model": 64, "n_layers": 2,
        "n_encoder_layers": 3, "n_heads": 4, "d_ff": 128, "vocab_size": 96}, "train": {"batch_size": 16, "seq_len": 8}})");
    QVERIFY(model.isEncoderDecoder());
    const QString code = render(MeshFramework::TorchXla, goldenTorchMesh(), &model);
    static const QRegularExpression entry(uR"(# ([\w.]+)[^\n]*\n\s*\(r'([^']*)')"_s);
    QList<std::pair<QString, QRegularExpression>> patterns;
    for (auto it = entry.globalMatch(code); it.hasNext();) {
        const auto match = it.next();
        patterns.append({match.captured(1), QRegularExpression(match.captured(2))});
    }
    QCOMPARE(patterns.size(), ModelTensor::listFor(model).size());
    for (const PlannedParameter &p : ShardingPlan::templateParameters(model)) {
        QString found;
        for (const auto &[tensor, pattern] : patterns)
            if (pattern.match(p.name).hasMatch()) {
                found = tensor;
                break;
            }
        QCOMPARE(found, p.tensor);
    }
}

void tst_MeshCodeGenerator::multisliceUsesHybridMesh()
{
    const ModelConfig model = modelOf(kDense);
    const QString torch = render(MeshFramework::TorchXla, goldenJaxMesh(), &model);
    QVERIFY(torch.contains(u"ICI_MESH_SHAPE = (1, 256)"_s));
    QVERIFY(torch.contains(u"DCN_MESH_SHAPE = (2, 1)"_s));
    QVERIFY(torch.contains(u"xs.HybridMesh("_s));
    QVERIFY(!torch.contains(u"xs.Mesh(device_ids"_s));
    QVERIFY(torch.contains(u"INPUT_SPEC = (('dcn_data', 'fsdp'), None)"_s));
    const QString jax = render(MeshFramework::Jax, goldenJaxMesh(), &model);
    QVERIFY(jax.contains(u"mesh_utils.create_hybrid_device_mesh(ICI_MESH_SHAPE, DCN_MESH_SHAPE)"_s));
    QVERIFY(jax.contains(u"INPUT_SPEC = P(('dcn_data', 'fsdp'), None)"_s));
}

void tst_MeshCodeGenerator::jaxReversesLinearSpecs()
{
    const ModelConfig model = modelOf(kMoe);
    const auto data = MeshCodeGenerator::templateData(MeshFramework::Jax, goldenTorchMesh(), PartitionPlan(), &model);
    QVERIFY(data);
    QHash<QString, QString> specs;
    for (const auto &t : (*data)["tensors"])
        specs.insert(toQString(t["name"].get<std::string>()), toQString(t["spec"].get<std::string>()));
    // PyTorch (out, in) = ('tensor', 'fsdp') becomes flax (in, out) = ('fsdp', 'tensor').
    QCOMPARE(specs[u"layers.wq"_s], u"P('fsdp', 'tensor')"_s);
    QCOMPARE(specs[u"layers.wo"_s], u"P('tensor', 'fsdp')"_s);
    QCOMPARE(specs[u"embed"_s], u"P('tensor', 'fsdp')"_s); // embedding tables are not transposed
    QCOMPARE(specs[u"layers.attn_norm"_s], u"P(None)"_s);
    QCOMPARE(specs[u"layers.experts.w_up"_s], u"P(None, 'fsdp', 'tensor')"_s);
    // MoE tensors come first so that their names win over the dense patterns.
    QCOMPARE(toQString((*data)["tensors"][0]["name"].get<std::string>()), u"layers.router"_s);
}

void tst_MeshCodeGenerator::jaxSingleSliceTakesTheDesignersDeviceOrder()
{
    // data=2 x fsdp=4 on a v5e-8 (2x4 chips): fsdp takes the y ring, so mesh order is not
    // 0..7. The JAX module builds its mesh in that order, as the torch_xla module does
    // (tests/e2e/xla/tst_jax_mesh_code runs it).
    const auto type = *AcceleratorType::parse(u"v5litepod-8"_s);
    const MeshSpec mesh(type, 1, *MeshSpec::parseAxes(u"data=2,fsdp=4"_s), MeshStrategy::Custom);
    const QString jax = render(MeshFramework::Jax, mesh, nullptr);
    QVERIFY2(jax.contains(u"    device_ids = np.array([\n        0, 2, 4, 6, 1, 3, 5, 7,\n    ])\n"_s), qPrintable(jax));
    QVERIFY(jax.contains(u"devices = np.array([by_id[int(i)] for i in device_ids]).reshape(MESH_SHAPE)"_s));
    const QString torch = render(MeshFramework::TorchXla, mesh, nullptr);
    QVERIFY(torch.contains(u"    device_ids = np.array([\n        0, 2, 4, 6, 1, 3, 5, 7,\n    ])\n"_s));
}

void tst_MeshCodeGenerator::rendersFromTemplateText()
{
    const ModelConfig model = modelOf(kMoe);
    const auto text = store().read(MeshCodeGenerator::templatePath(MeshFramework::TorchXla));
    QVERIFY(text);
    const auto code = MeshCodeGenerator::generate(MeshFramework::TorchXla, goldenTorchMesh(), PartitionPlan(), &model, *text);
    QVERIFY(code);
    QCOMPARE(*code, render(MeshFramework::TorchXla, goldenTorchMesh(), &model));
}

void tst_MeshCodeGenerator::refusesInvalidMesh()
{
    const auto type = *AcceleratorType::parse(u"v4-16"_s);
    const MeshSpec mesh(type, 1, *MeshSpec::parseAxes(u"data=16"_s), MeshStrategy::Data);
    const auto code = MeshCodeGenerator::generate(MeshFramework::Jax, mesh, PartitionPlan(), nullptr, store());
    QVERIFY(!code);
    QVERIFY2(code.error().message.contains(u"one v4-16 slice has 8 devices"_s), qPrintable(code.error().message));
}

void tst_MeshCodeGenerator::refusesNonDividingSpec()
{
    const ModelConfig model = modelOf(kMoe);
    PartitionPlan plan;
    plan.setOverride(u"layers.router"_s, PartitionSpec{{{u"fsdp"_s, u"tensor"_s}, {}}}); // 8 experts over 16
    const auto code = MeshCodeGenerator::generate(MeshFramework::TorchXla, goldenTorchMesh(), plan, &model, store());
    QVERIFY(!code);
    QVERIFY2(code.error().message.contains(u"does not divide by fsdp x tensor = 16"_s), qPrintable(code.error().message));
}

QTEST_GUILESS_MAIN(tst_MeshCodeGenerator)
#include "tst_mesh_code_generator.moc"
