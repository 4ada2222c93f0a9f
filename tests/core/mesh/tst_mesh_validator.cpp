#include "core/mesh/mesh_validator.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

ModelConfig moeModel(qint64 experts)
{
    ModelConfig model;
    model.dModel = 512;
    model.nLayers = 4;
    model.nHeads = 8;
    model.nKvHeads = 8;
    model.headDim = 64;
    model.dFf = 2048;
    model.vocabSize = 32000;
    model.nExperts = experts;
    model.topK = 2;
    return model;
}

QString errorsOf(const MeshIssues &issues)
{
    QStringList lines;
    for (const auto &issue : issues)
        if (issue.isError())
            lines << issue.where + u": "_s + issue.message;
    return lines.join(u'\n');
}

} // namespace

class tst_MeshValidator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validates_data();
    void validates();
    void warnsAboutUncertainGeneration();
    void warnsWhenSplashLacksDataAxis();
};

void tst_MeshValidator::validates_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("slices");
    QTest::addColumn<QString>("axes");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("experts");     // 0: no model; -1: dense model; n: MoE with n experts
    QTest::addColumn<QString>("problem"); // empty: valid; else the error must contain it
    QTest::addColumn<QString>("where");

    // Good meshes.
    QTest::newRow("v3-8 data over 8 cores") << u"v3-8"_s << 1 << u"data=8"_s << u"data"_s << 0 << QString() << QString();
    QTest::newRow("v3-8 data x model") << u"v3-8"_s << 1 << u"data=4,model=2"_s << u"data_model"_s << 0 << QString() << QString();
    QTest::newRow("v4-16 fsdp over 8 chips") << u"v4-16"_s << 1 << u"fsdp=8"_s << u"fsdpv2"_s << 0 << QString() << QString();
    QTest::newRow("v5litepod-16 fsdp x tensor") << u"v5litepod-16"_s << 1 << u"fsdp=4,tensor=4"_s << u"fsdp_tensor"_s << 0 << QString() << QString();
    QTest::newRow("v3-64 data x model 8x8") << u"v3-64"_s << 1 << u"data=8,model=8"_s << u"data_model"_s << 0 << QString() << QString();
    QTest::newRow("v3-64 16x4") << u"v3-64"_s << 1 << u"data=16,model=4"_s << u"data_model"_s << 0 << QString() << QString();
    QTest::newRow("v6e-256 fsdp") << u"v6e-256"_s << 1 << u"fsdp=256"_s << u"fsdpv2"_s << 0 << QString() << QString();
    QTest::newRow("v6e-256 expert x data, 8 experts") << u"v6e-256"_s << 1 << u"data=32,expert=8"_s << u"expert_data"_s << 8 << QString() << QString();
    QTest::newRow("two v5litepod-256 slices") << u"v5litepod-256"_s << 2 << u"dcn_data=2:dcn,fsdp=256"_s << u"fsdpv2"_s << 0 << QString() << QString();
    QTest::newRow("size-1 axes are fine") << u"v3-8"_s << 1 << u"data=1,fsdp=8,model=1"_s << u"fsdpv2"_s << 0 << QString() << QString();

    // Bad meshes.
    QTest::newRow("v3-8 product too small") << u"v3-8"_s << 1 << u"data=4"_s << u"data"_s << 0
                                            << u"multiply to 4 (data=4), but one v3-8 slice has 8 devices"_s << u"axes"_s;
    QTest::newRow("v3-8 counted in chips") << u"v3-8"_s << 1 << u"data=2,model=2"_s << u"data_model"_s << 0
                                           << u"(for example model=4)"_s << u"axes"_s;
    QTest::newRow("v4-16 counted in cores") << u"v4-16"_s << 1 << u"fsdp=16"_s << u"fsdpv2"_s << 0
                                            << u"one v4-16 slice has 8 devices"_s << u"axes"_s;
    QTest::newRow("v5litepod-16 does not multiply out") << u"v5litepod-16"_s << 1 << u"data=3,model=5"_s << u"data_model"_s << 0
                                                        << u"multiply to 15"_s << u"axes"_s;
    QTest::newRow("fsdpv2 without fsdp axis") << u"v5litepod-16"_s << 1 << u"data=16"_s << u"fsdpv2"_s << 0
                                              << u"needs an axis named fsdp"_s << u"strategy"_s;
    QTest::newRow("duplicate name") << u"v3-64"_s << 1 << u"data=8,data=8"_s << u"data"_s << 0
                                    << u"\"data\" is used twice"_s << u"axes[1].name"_s;
    QTest::newRow("name with a dash") << u"v3-8"_s << 1 << u"my-axis=8"_s << u"custom"_s << 0
                                      << u"not a valid name"_s << u"axes[0].name"_s;
    QTest::newRow("name starting with a digit") << u"v3-8"_s << 1 << u"1data=8"_s << u"custom"_s << 0
                                                << u"not a valid name"_s << u"axes[0].name"_s;
    QTest::newRow("size zero") << u"v3-8"_s << 1 << u"data=0,model=8"_s << u"data_model"_s << 0
                               << u"size 0; sizes must be at least 1"_s << u"axes[0].size"_s;
    QTest::newRow("expert axis missing") << u"v6e-256"_s << 1 << u"data=256"_s << u"expert_data"_s << 8
                                         << u"needs an axis named expert"_s << u"strategy"_s;
    QTest::newRow("expert axis does not divide experts") << u"v6e-256"_s << 1 << u"data=16,expert=16"_s << u"expert_data"_s << 8
                                                         << u"does not divide the 8 experts"_s << u"axes[1].size"_s;
    QTest::newRow("expert parallel on a dense model") << u"v6e-256"_s << 1 << u"data=32,expert=8"_s << u"expert_data"_s << -1
                                                      << u"needs a mixture-of-experts model"_s << u"model.moe.n_experts"_s;
    QTest::newRow("two slices without dcn axis") << u"v5litepod-256"_s << 2 << u"fsdp=256"_s << u"fsdpv2"_s << 0
                                                 << u"spans 2 slices but has no DCN axis"_s << u"slices"_s;
    QTest::newRow("two slices, dcn axis of 4") << u"v5litepod-256"_s << 2 << u"dcn_data=4:dcn,fsdp=256"_s << u"fsdpv2"_s << 0
                                               << u"DCN axes multiply to 4"_s << u"axes"_s;
    QTest::newRow("two slices, ICI spans both") << u"v5litepod-256"_s << 2 << u"dcn_data=2:dcn,fsdp=512"_s << u"fsdpv2"_s << 0
                                                << u"one v5litepod-256 slice has 256 devices"_s << u"axes"_s;
    QTest::newRow("dcn axis on a single slice") << u"v6e-256"_s << 1 << u"dcn_data=2:dcn,fsdp=256"_s << u"fsdpv2"_s << 0
                                                << u"change the slice count to 2"_s << u"axes"_s;
}

void tst_MeshValidator::validates()
{
    QFETCH(QString, accelerator);
    QFETCH(int, slices);
    QFETCH(QString, axes);
    QFETCH(QString, strategy);
    QFETCH(int, experts);
    QFETCH(QString, problem);
    QFETCH(QString, where);

    const auto type = AcceleratorType::parse(accelerator);
    QVERIFY(type);
    const auto parsedAxes = MeshSpec::parseAxes(axes);
    QVERIFY2(parsedAxes, qPrintable(parsedAxes ? QString() : parsedAxes.error().message));
    const auto parsedStrategy = strategyFromName(strategy);
    QVERIFY(parsedStrategy);
    const MeshSpec mesh(*type, slices, *parsedAxes, *parsedStrategy);
    std::optional<ModelConfig> model;
    if (experts != 0)
        model = moeModel(experts > 0 ? experts : 0);
    const MeshIssues issues = MeshValidator::validate(mesh, model ? &*model : nullptr);
    const QString errors = errorsOf(issues);
    if (problem.isEmpty()) {
        QVERIFY2(!hasErrors(issues), qPrintable(errors));
        QCOMPARE(mesh.iciProduct(), type->devices());
        return;
    }
    QVERIFY2(hasErrors(issues), "expected an error");
    bool found = false;
    for (const auto &issue : issues)
        found = found || (issue.isError() && issue.message.contains(problem) && issue.where == where);
    QVERIFY2(found, qPrintable(u"wanted \""_s + problem + u"\" at "_s + where + u"; got:\n"_s + errors));
}

void tst_MeshValidator::warnsAboutUncertainGeneration()
{
    const auto type = AcceleratorType::parse(u"tpu7x-8"_s);
    QVERIFY(type);
    const MeshSpec mesh(*type, 1, {{u"data"_s, 8, AxisKind::Ici}}, MeshStrategy::Data);
    const auto issues = MeshValidator::validate(mesh);
    QVERIFY(!hasErrors(issues));
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues[0].where, u"accelerator_type"_s);
}

void tst_MeshValidator::warnsWhenSplashLacksDataAxis()
{
    const auto type = AcceleratorType::parse(u"v5litepod-8"_s);
    ModelConfig model = moeModel(0);
    model.attentionKernel = u"splash"_s;
    const MeshSpec fsdpOnly(*type, 1, {{u"fsdp"_s, 8, AxisKind::Ici}}, MeshStrategy::Fsdp);
    auto issues = MeshValidator::validate(fsdpOnly, &model);
    QVERIFY(!hasErrors(issues));
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues[0].where, u"attention_kernel"_s);
    const MeshSpec withData(*type, 1, {{u"data"_s, 1, AxisKind::Ici}, {u"fsdp"_s, 8, AxisKind::Ici}}, MeshStrategy::Fsdp);
    QVERIFY(MeshValidator::validate(withData, &model).isEmpty());
}

QTEST_GUILESS_MAIN(tst_MeshValidator)
#include "tst_mesh_validator.moc"
