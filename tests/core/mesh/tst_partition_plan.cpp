#include "core/mesh/memory_estimator.h"
#include "core/mesh/partition_plan.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

MeshSpec meshOf(const QString &accelerator, const QString &axes)
{
    return MeshSpec(*AcceleratorType::parse(accelerator), 1, *MeshSpec::parseAxes(axes));
}

ModelConfig moe()
{
    return *ModelConfig::fromJson(Json::parse(R"({"model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8,
        "d_ff": 2048, "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2}}, "train": {"batch_size": 32, "seq_len": 512}})"),
                                  u"moe"_s);
}

ModelTensor tensorNamed(const QList<ModelTensor> &tensors, const QString &name)
{
    for (const auto &t : tensors)
        if (t.name == name)
            return t;
    qFatal("no tensor %s", qPrintable(name));
}

} // namespace

class tst_PartitionPlan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsFollowTheAxes_data();
    void defaultsFollowTheAxes();
    void defaultInputShardsBatchOverDataLikeAxes();
    void checksSpecs_data();
    void checksSpecs();
    void overrideOfUnknownTensorIsAnError();
    void roundTripsOverridesThroughJson();
    void refusesBadJson_data();
    void refusesBadJson();
    void shardShapeAndBytes();
};

void tst_PartitionPlan::defaultsFollowTheAxes_data()
{
    QTest::addColumn<QString>("axes");
    QTest::addColumn<QString>("tensor");
    QTest::addColumn<QString>("spec");
    QTest::newRow("fsdp: q in-dim over fsdp") << u"fsdp=8"_s << u"layers.wq"_s << u"(None, 'fsdp')"_s;
    QTest::newRow("fsdp: o out-dim over fsdp") << u"fsdp=8"_s << u"layers.wo"_s << u"('fsdp', None)"_s;
    QTest::newRow("fsdp x tensor: q column-parallel") << u"fsdp=4,tensor=2"_s << u"layers.wq"_s << u"('tensor', 'fsdp')"_s;
    QTest::newRow("fsdp x tensor: o row-parallel") << u"fsdp=4,tensor=2"_s << u"layers.wo"_s << u"('fsdp', 'tensor')"_s;
    QTest::newRow("model axis counts as tensor") << u"data=4,model=2"_s << u"embed"_s << u"('model', None)"_s;
    QTest::newRow("norm replicated") << u"fsdp=4,tensor=2"_s << u"layers.attn_norm"_s << u"(None,)"_s;
    QTest::newRow("data only: replicated") << u"data=8"_s << u"lm_head"_s << u"(None, None)"_s;
    QTest::newRow("experts over expert axis") << u"data=1,expert=8"_s << u"layers.experts.w_up"_s << u"('expert', None, None)"_s;
    QTest::newRow("router over fsdp") << u"fsdp=8"_s << u"layers.router"_s << u"(None, 'fsdp')"_s;
    // 8 experts do not divide over expert=16: left replicated rather than invalid.
    QTest::newRow("non-dividing axis skipped") << u"data=1,expert=16"_s << u"layers.experts.w_down"_s << u"(None, None, None)"_s;
}

void tst_PartitionPlan::defaultsFollowTheAxes()
{
    QFETCH(QString, axes);
    QFETCH(QString, tensor);
    QFETCH(QString, spec);
    const QString accelerator = axes.contains(u"16"_s) ? u"v5litepod-16"_s : u"v5litepod-8"_s;
    const MeshSpec mesh = meshOf(accelerator, axes);
    const auto tensors = ModelTensor::listFor(moe());
    const PartitionSpec s = PartitionPlan::defaultSpec(tensorNamed(tensors, tensor), mesh);
    QCOMPARE(s.toPython(), spec);
    QVERIFY(PartitionPlan::checkSpec(tensorNamed(tensors, tensor), s, mesh).isEmpty());
}

void tst_PartitionPlan::defaultInputShardsBatchOverDataLikeAxes()
{
    const MeshSpec multislice(*AcceleratorType::parse(u"v5litepod-16"_s), 2,
                              *MeshSpec::parseAxes(u"dcn_data=2:dcn,data=2,fsdp=2,tensor=2,sequence=2"_s));
    QCOMPARE(PartitionPlan::defaultInputSpec(multislice).toPython(), u"(('dcn_data', 'data', 'fsdp'), 'sequence')"_s);
    QCOMPARE(PartitionPlan::defaultInputSpec(meshOf(u"v5litepod-8"_s, u"data=1,expert=8"_s)).toPython(), u"(('data', 'expert'), None)"_s);
}

void tst_PartitionPlan::checksSpecs_data()
{
    QTest::addColumn<QString>("tensor");
    QTest::addColumn<QByteArray>("spec");
    QTest::addColumn<QString>("problem");
    QTest::newRow("valid") << u"layers.wq"_s << QByteArray(R"(["tensor", "fsdp"])") << QString();
    QTest::newRow("two axes on one dim") << u"embed"_s << QByteArray(R"([["fsdp", "tensor"], null])") << QString();
    QTest::newRow("wrong rank") << u"layers.wq"_s << QByteArray(R"(["fsdp"])") << u"has 2 dimensions (512, 512), but its spec ('fsdp',) has 1 entries"_s;
    QTest::newRow("unknown axis") << u"layers.wq"_s << QByteArray(R"(["model", null])") << u"no axis \"model\" (it has fsdp, tensor)"_s;
    QTest::newRow("axis twice") << u"layers.wq"_s << QByteArray(R"(["fsdp", "fsdp"])") << u"uses the axis \"fsdp\" twice"_s;
    QTest::newRow("non-dividing dimension") << u"layers.experts.w_up"_s << QByteArray(R"([["fsdp", "tensor"], null, null])")
                                            << u"dimension 0 (experts = 8) does not divide by fsdp x tensor = 16"_s;
}

void tst_PartitionPlan::checksSpecs()
{
    QFETCH(QString, tensor);
    QFETCH(QByteArray, spec);
    QFETCH(QString, problem);
    const MeshSpec mesh = meshOf(u"v5litepod-16"_s, u"fsdp=8,tensor=2"_s);
    const ModelConfig model = moe();
    PartitionPlan plan;
    plan.setOverride(tensor, *PartitionSpec::fromJson(Json::parse(spec.toStdString()), u"spec"_s));
    const MeshIssues issues = plan.check(mesh, ModelTensor::listFor(model), &model);
    if (problem.isEmpty()) {
        QVERIFY2(issues.isEmpty(), qPrintable(issues.value(0).message));
        return;
    }
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues[0].where, tensor);
    QVERIFY2(issues[0].message.contains(problem), qPrintable(issues[0].message));
}

void tst_PartitionPlan::overrideOfUnknownTensorIsAnError()
{
    PartitionPlan plan;
    plan.setOverride(u"layers.q_proj"_s, PartitionSpec::replicated(2));
    plan.setInputOverride(PartitionSpec{{{u"fsdp"_s}, {}}});
    const ModelConfig model = moe(); // global batch 32
    const MeshIssues issues = plan.check(meshOf(u"v6e-256"_s, u"fsdp=256"_s), ModelTensor::listFor(model), &model);
    QStringList wheres;
    for (const auto &issue : issues)
        wheres << issue.where;
    QVERIFY2(wheres.contains(u"layers.q_proj"_s), qPrintable(wheres.join(u", "_s)));
    // The batch of 32 does not split over 256 devices.
    QVERIFY2(wheres.contains(u"input"_s), qPrintable(wheres.join(u", "_s)));
}

void tst_PartitionPlan::roundTripsOverridesThroughJson()
{
    PartitionPlan plan;
    plan.setOverride(u"layers.wq"_s, PartitionSpec{{{u"tensor"_s}, {u"data"_s, u"fsdp"_s}}});
    plan.setOverride(u"embed"_s, PartitionSpec::replicated(2));
    plan.setInputOverride(PartitionSpec{{{u"fsdp"_s}, {}}});
    const Json json = plan.toJson();
    QCOMPARE(QByteArray::fromStdString(json.dump()),
             QByteArray(R"({"input":["fsdp",null],"tensors":{"embed":[null,null],"layers.wq":["tensor",["data","fsdp"]]}})"));
    const auto back = PartitionPlan::fromJson(json, u"tpu.mesh.partition_specs"_s);
    QVERIFY(back);
    QVERIFY(*back == plan);
    QVERIFY(PartitionPlan::fromJson(Json(nullptr), u"x"_s)->overrides().isEmpty());
}

void tst_PartitionPlan::refusesBadJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("not an object") << QByteArray("[]") << u"specs"_s;
    QTest::newRow("unknown key") << QByteArray(R"({"tensor": {}})") << u"specs.tensor"_s;
    QTest::newRow("spec not a list") << QByteArray(R"({"tensors": {"embed": "fsdp"}})") << u"specs.tensors.embed"_s;
    QTest::newRow("number in a spec") << QByteArray(R"({"tensors": {"embed": [1, null]}})") << u"specs.tensors.embed[0]"_s;
}

void tst_PartitionPlan::refusesBadJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const auto plan = PartitionPlan::fromJson(Json::parse(json.toStdString()), u"specs"_s);
    QVERIFY(!plan);
    QCOMPARE(plan.error().where, field);
    QVERIFY(plan.error().message.startsWith(field));
}

void tst_PartitionPlan::shardShapeAndBytes()
{
    const MeshSpec mesh = meshOf(u"v5litepod-16"_s, u"fsdp=8,tensor=2"_s);
    const ModelConfig model = moe();
    const ModelTensor wq = tensorNamed(ModelTensor::listFor(model), u"layers.wq"_s);
    const PartitionSpec spec = PartitionPlan::defaultSpec(wq, mesh);
    QCOMPARE(spec.toText(), u"tensor, fsdp"_s);
    // (512 / 2) x (512 / 8) elements x 8 layers x 4 bytes.
    QCOMPARE(MemoryEstimator::shardElements(wq, spec, mesh), 256.0 * 64);
    QCOMPARE(MemoryEstimator::parameterBytesPerDevice(wq, spec, mesh, model), 256.0 * 64 * 8 * 4);
}

QTEST_GUILESS_MAIN(tst_PartitionPlan)
#include "tst_partition_plan.moc"
