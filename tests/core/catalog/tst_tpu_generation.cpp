#include "core/catalog/accelerator_type.h"
#include "core/catalog/tpu_generation.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::TpuFamily;
using twb::TpuGeneration;

Q_DECLARE_METATYPE(TpuFamily)

namespace {
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
}

class tst_TpuGeneration final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresMatchTheReference_data();
    void figuresMatchTheReference();
    void mapsDeviceKind_data();
    void mapsDeviceKind();
    void findsByNameAndAlias_data();
    void findsByNameAndAlias();
    void everyExampleParses();
};

void tst_TpuGeneration::figuresMatchTheReference_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("coresPerChip");
    QTest::addColumn<int>("devicesPerChip");
    QTest::addColumn<double>("hbmGiBPerChip");
    QTest::addColumn<double>("bandwidthGBps");
    QTest::addColumn<double>("tflopsPerChip");
    QTest::addColumn<int>("chipsPerHost");
    QTest::addColumn<int>("dims");
    QTest::addColumn<int>("podChips");
    QTest::addColumn<bool>("namesCountCores");

    // The generations table of tpu_generation.cpp, figure by figure.
    QTest::newRow("v2") << u"v2"_s << 2 << 2 << 16.0 << 600.0 << 45.0 << 4 << 2 << 256 << true;
    QTest::newRow("v3") << u"v3"_s << 2 << 2 << 32.0 << 900.0 << 123.0 << 4 << 2 << 1024 << true;
    QTest::newRow("v4") << u"v4"_s << 2 << 1 << 32.0 << 1200.0 << 275.0 << 4 << 3 << 4096 << true;
    QTest::newRow("v5e") << u"v5e"_s << 1 << 1 << 16.0 << 819.0 << 197.0 << 8 << 2 << 256 << false;
    QTest::newRow("v5p") << u"v5p"_s << 2 << 1 << 95.0 << 2765.0 << 459.0 << 4 << 3 << 8960 << true;
    QTest::newRow("v6e") << u"v6e"_s << 1 << 1 << 32.0 << 1638.0 << 918.0 << 8 << 2 << 256 << false;
    QTest::newRow("tpu7x") << u"tpu7x"_s << 2 << 2 << 192.0 << 7400.0 << 2307.0 << 4 << 3 << 9216 << true;
}

void tst_TpuGeneration::figuresMatchTheReference()
{
    QFETCH(QString, key);
    QFETCH(int, coresPerChip);
    QFETCH(int, devicesPerChip);
    QFETCH(double, hbmGiBPerChip);
    QFETCH(double, bandwidthGBps);
    QFETCH(double, tflopsPerChip);
    QFETCH(int, chipsPerHost);
    QFETCH(int, dims);
    QFETCH(int, podChips);
    QFETCH(bool, namesCountCores);
    const TpuGeneration *g = TpuGeneration::byName(key);
    QVERIFY(g);
    QCOMPARE(g->tensorCoresPerChip, coresPerChip);
    QCOMPARE(g->devicesPerChip, devicesPerChip);
    QCOMPARE(g->hbmBytesPerChip / GiB, hbmGiBPerChip);
    QCOMPARE(g->hbmBandwidthBytesPerSecond / 1e9, bandwidthGBps);
    QCOMPARE(g->bf16FlopsPerChip / 1e12, tflopsPerChip);
    QCOMPARE(g->chipsPerHost, chipsPerHost);
    QCOMPARE(g->topologyDims, dims);
    QCOMPARE(g->podChips, podChips);
    QCOMPARE(g->nameCounts == twb::SliceUnit::TensorCores, namesCountCores);
    QCOMPARE(g->hbmBytesPerDevice() * devicesPerChip, g->hbmBytesPerChip);
    QVERIFY(!g->sources.isEmpty());
    // Usable HBM is documented only for v6e (31.25 GiB, `tpu-info`); it is below nominal.
    if (key == u"v6e"_s)
        QCOMPARE(g->usableHbmBytesPerChip / GiB, 31.25);
    else
        QCOMPARE(g->usableHbmBytesPerChip, 0.0);
}

void tst_TpuGeneration::mapsDeviceKind_data()
{
    QTest::addColumn<QString>("deviceKind");
    QTest::addColumn<QString>("key"); // empty: not in the catalog

    QTest::newRow("v2") << u"TPU v2"_s << u"v2"_s;
    QTest::newRow("v3") << u"TPU v3"_s << u"v3"_s;
    QTest::newRow("v4") << u"TPU v4"_s << u"v4"_s;
    QTest::newRow("v4 lite is v4i, not covered") << u"TPU v4 lite"_s << QString();
    QTest::newRow("v5 lite") << u"TPU v5 lite"_s << u"v5e"_s;
    QTest::newRow("v5e spelled out") << u"TPU v5e"_s << u"v5e"_s;
    QTest::newRow("v5 is v5p in JAX") << u"TPU v5"_s << u"v5p"_s;
    QTest::newRow("v5p") << u"TPU v5p"_s << u"v5p"_s;
    QTest::newRow("v6 lite") << u"TPU v6 lite"_s << u"v6e"_s;
    QTest::newRow("v6e") << u"TPU v6e"_s << u"v6e"_s;
    QTest::newRow("TPU7x without v") << u"TPU7x"_s << u"tpu7x"_s;
    QTest::newRow("TPU v7x") << u"TPU v7x"_s << u"tpu7x"_s;
    QTest::newRow("lower case, padded") << u"  tpu v5 lite "_s << u"v5e"_s;
    QTest::newRow("cpu") << u"cpu"_s << QString();
    QTest::newRow("empty") << QString() << QString();
}

void tst_TpuGeneration::mapsDeviceKind()
{
    QFETCH(QString, deviceKind);
    QFETCH(QString, key);
    const TpuGeneration *g = TpuGeneration::fromDeviceKind(deviceKind);
    if (key.isEmpty()) {
        QVERIFY2(!g, qPrintable(g ? g->key : QString()));
        return;
    }
    QVERIFY(g);
    QCOMPARE(g->key, key);
}

void tst_TpuGeneration::findsByNameAndAlias_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<TpuFamily>("family");
    QTest::newRow("v5litepod") << u"v5litepod"_s << TpuFamily::V5e;
    QTest::newRow("v5e") << u"v5e"_s << TpuFamily::V5e;
    QTest::newRow("V6E") << u"V6E"_s << TpuFamily::V6e;
    QTest::newRow("v7x") << u"v7x"_s << TpuFamily::Tpu7x;
    QTest::newRow("v4") << u"v4"_s << TpuFamily::V4;
}

void tst_TpuGeneration::findsByNameAndAlias()
{
    QFETCH(QString, name);
    QFETCH(TpuFamily, family);
    const TpuGeneration *g = TpuGeneration::byName(name);
    QVERIFY(g);
    QCOMPARE(g->family, family);
    QCOMPARE(&TpuGeneration::of(family), g);
    QVERIFY(!TpuGeneration::byName(u"v5"_s)); // ambiguous: v5e or v5p
}

void tst_TpuGeneration::everyExampleParses()
{
    QCOMPARE(TpuGeneration::all().size(), size_t(7));
    for (const auto &g : TpuGeneration::all()) {
        const auto type = twb::AcceleratorType::parse(g.exampleName);
        QVERIFY2(type.has_value(), qPrintable(g.exampleName));
        QCOMPARE(&type->generation(), &g);
        QCOMPARE(g.uncertain, g.family == TpuFamily::Tpu7x);
    }
}

QTEST_GUILESS_MAIN(tst_TpuGeneration)
#include "tst_tpu_generation.moc"
