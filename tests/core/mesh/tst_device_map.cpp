#include "core/mesh/device_map.h"
#include "core/mesh/mesh_presets.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace twb;

namespace {

DeviceMap mapOf(const QString &accelerator, const QString &axes, int slices = 1)
{
    const MeshSpec mesh(*AcceleratorType::parse(accelerator), slices, *MeshSpec::parseAxes(axes));
    auto map = DeviceMap::build(mesh);
    if (!map)
        qFatal("%s", qPrintable(map.error().message));
    return *map;
}

const AxisPlacement &axisNamed(const DeviceMap &map, const QString &name)
{
    for (const auto &axis : map.axes())
        if (axis.name == name)
            return axis;
    qFatal("no axis %s", qPrintable(name));
}

} // namespace

class tst_DeviceMap final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void isABijection_data();
    void isABijection();
    void v4_16TwoHostsOwnOneZPlaneEach();
    void v3_64EightHostsOwnTwoByTwoBlocks();
    void placesInnerAxesOnPhysicalAxes_data();
    void placesInnerAxesOnPhysicalAxes();
    void multisliceEnumeratesSlicesOverDcn();
    void singleHostDataAxisKeepsRuntimeOrder();
    void refusesMeshThatDoesNotMultiplyOut();
};

void tst_DeviceMap::isABijection_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("strategy");
    for (const QString &accelerator : {u"v2-8"_s, u"v3-64"_s, u"v4-16"_s, u"v4-128"_s, u"v5litepod-1"_s, u"v5litepod-16"_s,
                                       u"v5p-256"_s, u"v6e-256"_s, u"tpu7x-16"_s})
        for (MeshStrategy strategy : allStrategies())
            for (int slices : {1, 3})
                QTest::addRow("%s %s x%d", qPrintable(accelerator), qPrintable(strategyName(strategy)), slices)
                    << accelerator << slices << int(strategy);
}

void tst_DeviceMap::isABijection()
{
    QFETCH(QString, accelerator);
    QFETCH(int, slices);
    QFETCH(int, strategy);
    const auto type = *AcceleratorType::parse(accelerator);
    const MeshSpec mesh(type, slices, MeshPresets::axesFor(MeshStrategy(strategy), type, slices, 8));
    const auto map = DeviceMap::build(mesh);
    QVERIFY2(map, qPrintable(map ? QString() : map.error().message));
    QCOMPARE(map->devices().size(), type.devices() * slices);
    QSet<int> ids;
    QSet<QList<int>> places;
    QHash<int, int> devicesPerWorker;
    for (qsizetype i = 0; i < map->devices().size(); ++i) {
        const DevicePlacement &d = map->devices()[i];
        ids.insert(d.deviceId);
        places.insert(QList<int>{d.slice, d.core} + d.chip);
        QCOMPARE(map->logicalIndexOf(d.logical), int(i));
        QCOMPARE(map->byDeviceId(d.deviceId), &d);
        for (qsizetype k = 0; k < d.chip.size(); ++k)
            QVERIFY(d.chip[k] >= 0 && d.chip[k] < type.topology().dims[k]);
        QVERIFY(d.worker >= d.slice * type.vms() && d.worker < (d.slice + 1) * type.vms());
        QVERIFY(d.host >= 0 && d.host < type.hosts());
        ++devicesPerWorker[d.worker];
    }
    QCOMPARE(ids.size(), map->devices().size());
    QCOMPARE(*std::max_element(ids.begin(), ids.end()), int(map->devices().size()) - 1);
    QCOMPARE(places.size(), map->devices().size());
    QCOMPARE(devicesPerWorker.size(), type.vms() * slices);
    for (int count : devicesPerWorker)
        QCOMPARE(count, type.devicesPerVm());
    QCOMPARE(map->axes().size(), mesh.axes().size());
}

void tst_DeviceMap::v4_16TwoHostsOwnOneZPlaneEach()
{
    // v4-16: 8 chips in 2x2x2, 4 chips per host (2x2x1), so the hosts are the z = 0 and z = 1 planes.
    const DeviceMap map = mapOf(u"v4-16"_s, u"data=2,model=4"_s);
    for (const auto &d : map.devices()) {
        QCOMPARE(d.worker, d.chip[2]);
        QCOMPARE(d.host, d.chip[2]);
        QCOMPARE(d.deviceId / 4, d.worker); // ids are worker-major, 4 per worker
        QCOMPARE(d.core, 0);                // megacore: one device per chip
    }
    // model (4) takes x*y inside a host; data (2) takes z across the two hosts.
    QCOMPARE(axisNamed(map, u"model"_s).physical, u"x*y"_s);
    QVERIFY(!axisNamed(map, u"model"_s).crossesHosts);
    QCOMPARE(axisNamed(map, u"data"_s).physical, u"z"_s);
    QVERIFY(axisNamed(map, u"data"_s).crossesHosts);
    QVERIFY(!axisNamed(map, u"data"_s).crossesSlices);
}

void tst_DeviceMap::v3_64EightHostsOwnTwoByTwoBlocks()
{
    // v3-64: 32 chips in 4x8, 4 chips per host in 2x2 blocks: a 2x4 grid of hosts, 8 cores each.
    const DeviceMap map = mapOf(u"v3-64"_s, u"data=8,model=8"_s);
    QHash<int, QSet<QList<int>>> chipsOfWorker;
    for (const auto &d : map.devices()) {
        const int expectedWorker = d.chip[0] / 2 + 2 * (d.chip[1] / 2);
        QCOMPARE(d.worker, expectedWorker);
        QCOMPARE(d.deviceId / 8, d.worker);
        QVERIFY(d.core == 0 || d.core == 1);
        chipsOfWorker[d.worker].insert(d.chip);
    }
    QCOMPARE(chipsOfWorker.size(), 8);
    for (auto it = chipsOfWorker.cbegin(); it != chipsOfWorker.cend(); ++it)
        QCOMPARE(it.value().size(), 4);
    // model (8) is the whole y axis; data (8) is both cores of each chip along x.
    QCOMPARE(axisNamed(map, u"model"_s).physical, u"y"_s);
    QCOMPARE(axisNamed(map, u"data"_s).physical, u"core*x"_s);
    QVERIFY(axisNamed(map, u"model"_s).crossesHosts);
    QVERIFY(axisNamed(map, u"data"_s).crossesHosts);
}

void tst_DeviceMap::placesInnerAxesOnPhysicalAxes_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("axes");
    QTest::addColumn<QString>("innerAxis");
    QTest::addColumn<QString>("physical");
    QTest::addColumn<bool>("crossesHosts");
    // Two devices of one v3 chip are its two cores: a model axis of 2 stays on the chip.
    QTest::newRow("v3-8 model=2 on the cores") << u"v3-8"_s << u"data=4,model=2"_s << u"model"_s << u"core"_s << false;
    QTest::newRow("v5e-16 tensor=4 along x") << u"v5litepod-16"_s << u"fsdp=4,tensor=4"_s << u"tensor"_s << u"x"_s << true;
    QTest::newRow("v5e-16 tensor=2 in a VM") << u"v5litepod-16"_s << u"fsdp=8,tensor=2"_s << u"tensor"_s << u"x(2 of 4)"_s << false;
    QTest::newRow("v4-128 tensor=16 on x*y") << u"v4-128"_s << u"fsdp=4,tensor=16"_s << u"tensor"_s << u"x*y"_s << true;
    QTest::newRow("v5e-8 fsdp=8 is the VM") << u"v5litepod-8"_s << u"fsdp=8"_s << u"fsdp"_s << u"x*y"_s << false;
    QTest::newRow("v6e-256 expert=8 split") << u"v6e-256"_s << u"data=32,expert=8"_s << u"expert"_s << u"x(8 of 16)"_s << true;
}

void tst_DeviceMap::placesInnerAxesOnPhysicalAxes()
{
    QFETCH(QString, accelerator);
    QFETCH(QString, axes);
    QFETCH(QString, innerAxis);
    QFETCH(QString, physical);
    QFETCH(bool, crossesHosts);
    const DeviceMap map = mapOf(accelerator, axes);
    QCOMPARE(axisNamed(map, innerAxis).physical, physical);
    QCOMPARE(axisNamed(map, innerAxis).crossesHosts, crossesHosts);
}

void tst_DeviceMap::multisliceEnumeratesSlicesOverDcn()
{
    const DeviceMap map = mapOf(u"v5litepod-256"_s, u"dcn_data=2:dcn,fsdp=256"_s, 2);
    QCOMPARE(map.devices().size(), 512);
    for (const auto &d : map.devices()) {
        QCOMPARE(d.slice, d.logical[0]);
        QCOMPARE(d.deviceId / 256, d.slice);
        QCOMPARE(d.worker / 64, d.slice); // 64 four-chip VMs per slice
    }
    const AxisPlacement &dcn = axisNamed(map, u"dcn_data"_s);
    QCOMPARE(dcn.physical, u"slices"_s);
    QVERIFY(dcn.crossesSlices);
    QVERIFY(dcn.crossesHosts);
    QVERIFY(!axisNamed(map, u"fsdp"_s).crossesSlices);
    QVERIFY(axisNamed(map, u"fsdp"_s).crossesHosts);
}

void tst_DeviceMap::singleHostDataAxisKeepsRuntimeOrder()
{
    QVERIFY(mapOf(u"v5litepod-8"_s, u"data=8"_s).isIdentityOrder());
    QVERIFY(mapOf(u"v3-8"_s, u"data=8"_s).isIdentityOrder());
    // A 2-D mesh whose inner axis is x reorders the runtime ids.
    const DeviceMap map = mapOf(u"v5litepod-16"_s, u"fsdp=4,tensor=4"_s);
    QVERIFY(!map.isIdentityOrder());
    QCOMPARE(map.deviceIdsInMeshOrder().size(), 16);
}

void tst_DeviceMap::refusesMeshThatDoesNotMultiplyOut()
{
    const MeshSpec mesh(*AcceleratorType::parse(u"v4-16"_s), 1, *MeshSpec::parseAxes(u"data=3"_s));
    const auto map = DeviceMap::build(mesh);
    QVERIFY(!map);
    QVERIFY(map.error().message.contains(u"data=3"_s));
}

QTEST_GUILESS_MAIN(tst_DeviceMap)
#include "tst_device_map.moc"
