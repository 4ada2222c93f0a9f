#include "core/mesh/mesh_presets.h"
#include "core/mesh/mesh_validator.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_MeshPresets final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPresetValidates_data();
    void everyPresetValidates();
    void shapesFollowTheSkillsExamples_data();
    void shapesFollowTheSkillsExamples();
};

void tst_MeshPresets::everyPresetValidates_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("strategy");
    const QStringList accelerators{u"v2-8"_s, u"v3-8"_s, u"v3-64"_s, u"v4-8"_s, u"v4-16"_s, u"v4-128"_s,
                                   u"v5litepod-1"_s, u"v5litepod-16"_s, u"v5litepod-256"_s, u"v5p-128"_s,
                                   u"v6e-8"_s, u"v6e-256"_s, u"tpu7x-8"_s};
    for (const auto &accelerator : accelerators)
        for (MeshStrategy strategy : allStrategies())
            for (int slices : {1, 2})
                QTest::addRow("%s %s x%d", qPrintable(accelerator), qPrintable(strategyName(strategy)), slices)
                    << accelerator << slices << int(strategy);
}

void tst_MeshPresets::everyPresetValidates()
{
    QFETCH(QString, accelerator);
    QFETCH(int, slices);
    QFETCH(int, strategy);
    const auto type = AcceleratorType::parse(accelerator);
    QVERIFY(type);
    ModelConfig model;
    model.dModel = 256;
    model.nLayers = 2;
    model.nHeads = 4;
    model.nKvHeads = 4;
    model.headDim = 64;
    model.dFf = 1024;
    model.vocabSize = 1000;
    model.nExperts = 8;
    model.topK = 2;
    const auto axes = MeshPresets::axesFor(MeshStrategy(strategy), *type, slices, model.nExperts);
    const MeshSpec mesh(*type, slices, axes, MeshStrategy(strategy));
    const auto issues = MeshValidator::validate(mesh, &model);
    QStringList errors;
    for (const auto &issue : issues)
        if (issue.isError())
            errors << issue.message;
    QVERIFY2(errors.isEmpty(), qPrintable(mesh.axesText() + u": "_s + errors.join(u"; "_s)));
}

void tst_MeshPresets::shapesFollowTheSkillsExamples_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("strategy");
    QTest::addColumn<QString>("axes");
    // The usual data x model split: (4, 2) data x model on 8 devices; v3-64 (8, 8).
    QTest::newRow("v5e-8 2-D") << u"v5litepod-8"_s << int(MeshStrategy::DataModel) << u"data=4,model=2"_s;
    QTest::newRow("v3-64 2-D") << u"v3-64"_s << int(MeshStrategy::DataModel) << u"data=8,model=8"_s;
    QTest::newRow("v5e-8 fsdp") << u"v5litepod-8"_s << int(MeshStrategy::Fsdp) << u"fsdp=8"_s;
    QTest::newRow("v3-8 data") << u"v3-8"_s << int(MeshStrategy::Data) << u"data=8"_s;
    QTest::newRow("v6e-256 fsdp x tensor") << u"v6e-256"_s << int(MeshStrategy::FsdpTensor) << u"fsdp=64,tensor=4"_s;
    QTest::newRow("v4-16 expert") << u"v4-16"_s << int(MeshStrategy::ExpertData) << u"data=1,expert=8"_s;
}

void tst_MeshPresets::shapesFollowTheSkillsExamples()
{
    QFETCH(QString, accelerator);
    QFETCH(int, strategy);
    QFETCH(QString, axes);
    const auto type = AcceleratorType::parse(accelerator);
    const MeshSpec mesh(*type, 1, MeshPresets::axesFor(MeshStrategy(strategy), *type, 1, 8));
    QCOMPARE(mesh.axesText(), axes);
}

QTEST_GUILESS_MAIN(tst_MeshPresets)
#include "tst_mesh_presets.moc"
