#include "core/mesh/mesh_spec.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

class tst_MeshSpec final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesAxes_data();
    void parsesAxes();
    void roundTripsThroughJson_data();
    void roundTripsThroughJson();
    void readsTheFormatsExample();
    void keepsUnknownStrategy();
    void refusesBadJson_data();
    void refusesBadJson();
};

void tst_MeshSpec::parsesAxes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical"); // empty: refused
    QTest::addColumn<QString>("problem");
    QTest::newRow("one axis") << u"data=8"_s << u"data=8"_s << QString();
    QTest::newRow("two axes") << u"data=4,model=2"_s << u"data=4,model=2"_s << QString();
    QTest::newRow("dcn") << u"dcn_data=2:dcn,fsdp=256"_s << u"dcn_data=2:dcn,fsdp=256"_s << QString();
    QTest::newRow("explicit ici, spaces") << u" data = 4 : ici , model=2 "_s << u"data=4,model=2"_s << QString();
    QTest::newRow("no size") << u"data"_s << QString() << u"no NAME=SIZE"_s;
    QTest::newRow("no name") << u"=4"_s << QString() << u"no NAME=SIZE"_s;
    QTest::newRow("size not a number") << u"data=four"_s << QString() << u"\"four\" is not a whole number"_s;
    QTest::newRow("bad kind") << u"data=4:tpu"_s << QString() << u"must be ici or dcn"_s;
    QTest::newRow("empty") << u" , "_s << QString() << u"--axes is empty"_s;
    QTest::newRow("names the bad axis's character") << u"data=4, model=x"_s << QString() << u"at character 9"_s;
    QTest::newRow("blank name") << u"data=4, =2"_s << QString() << u"no NAME=SIZE"_s;
    QTest::newRow("size beyond int") << u"data=99999999999"_s << QString() << u"not a whole number"_s;
}

void tst_MeshSpec::parsesAxes()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(QString, problem);
    const auto axes = MeshSpec::parseAxes(text);
    if (canonical.isEmpty()) {
        QVERIFY(!axes);
        QVERIFY2(axes.error().message.contains(problem), qPrintable(axes.error().message));
        return;
    }
    QVERIFY2(axes, qPrintable(axes ? QString() : axes.error().message));
    const MeshSpec mesh(*AcceleratorType::parse(u"v3-8"_s), 1, *axes);
    QCOMPARE(mesh.axesText(), canonical);
}

void tst_MeshSpec::roundTripsThroughJson_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("slices");
    QTest::addColumn<QString>("axes");
    QTest::addColumn<int>("strategy");
    QTest::newRow("single slice fsdp") << u"v5litepod-8"_s << 1 << u"fsdp=8"_s << int(MeshStrategy::Fsdp);
    QTest::newRow("multislice") << u"v5litepod-256"_s << 2 << u"dcn_data=2:dcn,fsdp=64,tensor=4"_s << int(MeshStrategy::FsdpTensor);
    QTest::newRow("invalid sizes survive") << u"v4-16"_s << 1 << u"data=3,model=-1"_s << int(MeshStrategy::Custom);
}

void tst_MeshSpec::roundTripsThroughJson()
{
    QFETCH(QString, accelerator);
    QFETCH(int, slices);
    QFETCH(QString, axes);
    QFETCH(int, strategy);
    const MeshSpec mesh(*AcceleratorType::parse(accelerator), slices, *MeshSpec::parseAxes(axes), MeshStrategy(strategy));
    const Json json = mesh.toJson();
    QCOMPARE(json["accelerator_type"].get<std::string>(), toStd(accelerator));
    QCOMPARE(json["mesh"].contains("slices"), slices != 1);
    const auto back = MeshSpec::fromJson(Json::parse(json.dump()), u"tpu"_s);
    QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
    QCOMPARE(*back, mesh);
}

void tst_MeshSpec::readsTheFormatsExample()
{
    // docs/formats.md section 2, the "tpu" block verbatim.
    const Json tpu = Json::parse(R"({"accelerator_type": "v5litepod-8", "strategy": "fsdpv2",
        "mesh": {"axes": [{"name": "fsdp", "size": 8, "kind": "ici"}]}})");
    const auto mesh = MeshSpec::fromJson(tpu, u"experiment.json: tpu"_s);
    QVERIFY(mesh);
    QCOMPARE(mesh->accelerator().name(), u"v5litepod-8"_s);
    QCOMPARE(mesh->strategy(), MeshStrategy::Fsdp);
    QCOMPARE(mesh->slices(), 1);
    QCOMPARE(mesh->axesText(), u"fsdp=8"_s);
    QCOMPARE(mesh->toJson().dump(), tpu.dump());
}

void tst_MeshSpec::keepsUnknownStrategy()
{
    const Json tpu = Json::parse(R"({"accelerator_type": "v4-8", "strategy": "pipeline_v9",
        "mesh": {"axes": [{"name": "stage", "size": 2, "kind": "dcn"}, {"name": "data", "size": 4, "kind": "ici"}]}})");
    const auto mesh = MeshSpec::fromJson(tpu, u"tpu"_s);
    QVERIFY(mesh);
    QCOMPARE(mesh->strategy(), MeshStrategy::Custom);
    QCOMPARE(mesh->slices(), 2); // from the DCN axes when "slices" is absent
    QCOMPARE(mesh->toJson()["strategy"].get<std::string>(), std::string("pipeline_v9"));
}

void tst_MeshSpec::refusesBadJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("not an object") << QByteArray("[1]") << u"experiment.json: tpu"_s;
    QTest::newRow("no accelerator") << QByteArray(R"({"mesh": {"axes": []}})") << u"tpu.accelerator_type"_s;
    QTest::newRow("unknown accelerator") << QByteArray(R"({"accelerator_type": "v9-8"})") << u"tpu.accelerator_type"_s;
    QTest::newRow("axes not a list") << QByteArray(R"({"accelerator_type": "v4-8", "mesh": {"axes": 3}})") << u"tpu.mesh.axes"_s;
    QTest::newRow("size a string") << QByteArray(R"({"accelerator_type": "v4-8", "mesh": {"axes": [{"name": "d", "size": "4"}]}})")
                                   << u"tpu.mesh.axes[0].size"_s;
    QTest::newRow("bad kind") << QByteArray(R"({"accelerator_type": "v4-8", "mesh": {"axes": [{"name": "d", "size": 4, "kind": "x"}]}})")
                              << u"tpu.mesh.axes[0].kind"_s;
    QTest::newRow("slices zero") << QByteArray(R"({"accelerator_type": "v4-8", "mesh": {"slices": 0, "axes": []}})")
                                 << u"tpu.mesh.slices"_s;
}

void tst_MeshSpec::refusesBadJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const QString where = field.startsWith(u"experiment"_s) ? field : u"tpu"_s;
    const auto mesh = MeshSpec::fromJson(Json::parse(json.toStdString()), where);
    QVERIFY(!mesh);
    QVERIFY2(mesh.error().message.startsWith(field), qPrintable(mesh.error().message));
}

QTEST_GUILESS_MAIN(tst_MeshSpec)
#include "tst_mesh_spec.moc"
