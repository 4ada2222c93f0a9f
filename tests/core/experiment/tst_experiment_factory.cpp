#include "core/experiment/experiment_factory.h"
#include "core/experiment/experiment_validator.h"

#include <QtTest>

using namespace Qt::StringLiterals;

class tst_ExperimentFactory final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultKernel_data();
    void defaultKernel();
    void defaultMeshFitsTheSlice_data();
    void defaultMeshFitsTheSlice();
    void settingsApplyAndDerivedPartsFollow();
    void explicitMeshAndVersionsAreKept();
    void badSettingIsRefused();
};

void tst_ExperimentFactory::defaultKernel_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("kernel");
    QTest::newRow("v5e fsdpv2") << u"v5litepod-8"_s << u"fsdpv2"_s << u"splash"_s;
    QTest::newRow("v4 spmd") << u"v4-16"_s << u"spmd"_s << u"splash"_s;
    QTest::newRow("v4 ddp") << u"v4-16"_s << u"ddp"_s << u"flash"_s;
    QTest::newRow("v3 spmd (splash unconfirmed)") << u"v3-8"_s << u"spmd"_s << u"flash"_s;
    QTest::newRow("v2") << u"v2-8"_s << u"fsdpv2"_s << u"sdpa"_s;
    QTest::newRow("unknown") << u"v99-1"_s << u"single"_s << u"sdpa"_s;
}

void tst_ExperimentFactory::defaultKernel()
{
    QFETCH(QString, accelerator);
    QFETCH(QString, strategy);
    QFETCH(QString, kernel);
    QCOMPARE(twb::ExperimentFactory::defaultAttentionKernel(accelerator, strategy), kernel);
}

void tst_ExperimentFactory::defaultMeshFitsTheSlice_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<QByteArray>("axes");
    QTest::newRow("single") << u"single"_s << u"sdpa"_s << QByteArray("null");
    QTest::newRow("ddp") << u"ddp"_s << u"flash"_s << QByteArray(R"([{"name":"data","size":16,"kind":"ici"}])");
    QTest::newRow("spmd") << u"spmd"_s << u"sdpa"_s << QByteArray(R"([{"name":"data","size":16,"kind":"ici"}])");
    QTest::newRow("spmd splash") << u"spmd"_s << u"splash"_s
                                 << QByteArray(R"([{"name":"data","size":16,"kind":"ici"},{"name":"fsdp","size":1,"kind":"ici"}])");
    QTest::newRow("fsdpv2") << u"fsdpv2"_s << u"flash"_s << QByteArray(R"([{"name":"fsdp","size":16,"kind":"ici"}])");
    QTest::newRow("fsdpv2 splash") << u"fsdpv2"_s << u"splash"_s
                                   << QByteArray(R"([{"name":"data","size":1,"kind":"ici"},{"name":"fsdp","size":16,"kind":"ici"}])");
}

void tst_ExperimentFactory::defaultMeshFitsTheSlice()
{
    QFETCH(QString, strategy);
    QFETCH(QString, kernel);
    QFETCH(QByteArray, axes);
    // v5litepod-16: 16 devices over 4 VMs.
    const twb::Json mesh = twb::ExperimentFactory::defaultMesh(u"v5litepod-16"_s, strategy, kernel);
    const twb::Json expected = twb::Json::parse(axes);
    if (expected.is_null())
        QVERIFY(mesh.is_null());
    else
        QCOMPARE(mesh["axes"], expected);
}

void tst_ExperimentFactory::settingsApplyAndDerivedPartsFollow()
{
    twb::ExperimentRequest request;
    request.name = u"e"_s;
    request.modelKind = u"decoder"_s;
    request.acceleratorType = u"v4-8"_s;
    request.strategy = u"fsdpv2"_s;
    // A setting switches to MoE and to sdpa: versions and mesh follow the final choices.
    request.settings = {{u"model.kind"_s, u"moe"_s}, {u"model.moe"_s, u"{\"n_experts\": 4, \"top_k\": 1, \"capacity_factor\": 2.0}"_s},
                        {u"attention_kernel"_s, u"sdpa"_s}, {u"train.lr"_s, u"1e-3"_s}};
    auto experiment = twb::ExperimentFactory::create(request);
    QVERIFY(experiment);
    QCOMPARE(experiment->value(u"train.lr"_s).get<double>(), 0.001);
    QCOMPARE(experiment->value(u"module_versions.router"_s), twb::Json("topk-v1"));
    QCOMPARE(experiment->value(u"module_versions.attn"_s), twb::Json("sdpa-v1"));
    QCOMPARE(experiment->value(u"tpu.mesh.axes"_s).size(), 1u); // no data axis: not splash
    QVERIFY2(twb::ExperimentValidator::check(*experiment), "factory output is valid");
}

void tst_ExperimentFactory::explicitMeshAndVersionsAreKept()
{
    twb::ExperimentRequest request;
    request.name = u"e"_s;
    request.modelKind = u"decoder"_s;
    request.acceleratorType = u"v4-8"_s;
    request.strategy = u"spmd"_s;
    request.attentionKernel = u"sdpa"_s;
    request.settings = {{u"tpu.mesh"_s, u"{\"axes\": [{\"name\": \"data\", \"size\": 2}, {\"name\": \"model\", \"size\": 2}]}"_s},
                        {u"module_versions.ffn"_s, u"swiglu-v9"_s}};
    auto experiment = twb::ExperimentFactory::create(request);
    QVERIFY(experiment);
    QCOMPARE(experiment->value(u"tpu.mesh.axes"_s)[1]["name"], twb::Json("model"));
    QCOMPARE(experiment->value(u"module_versions.ffn"_s), twb::Json("swiglu-v9"));
}

void tst_ExperimentFactory::badSettingIsRefused()
{
    twb::ExperimentRequest request;
    request.name = u"e"_s;
    request.settings = {{u"train.lr.deep"_s, u"1"_s}};
    const auto experiment = twb::ExperimentFactory::create(request);
    QVERIFY(!experiment);
    QCOMPARE(experiment.error().where, u"train.lr.deep"_s);
}

QTEST_GUILESS_MAIN(tst_ExperimentFactory)
#include "tst_experiment_factory.moc"
