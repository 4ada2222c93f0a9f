#include "core/catalog/accelerator_type.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using twb::AcceleratorType;
using twb::TpuFamily;
using twb::TpuGeneration;

namespace {
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
}

class tst_AcceleratorType final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offeredSlicesAllParse();
    void countsCommonSlices_data();
    void countsCommonSlices();
    void perDeviceFigures_data();
    void perDeviceFigures();
    void rejectsBadNames_data();
    void rejectsBadNames();
    void unknownFamilyListsEveryKnownFamily();
    void fromTopology_data();
    void fromTopology();
    void fromDeviceKind_data();
    void fromDeviceKind();
    void hostBlocksTileTheSlice_data();
    void hostBlocksTileTheSlice();
};

void tst_AcceleratorType::countsCommonSlices_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("chips");
    QTest::addColumn<int>("tensorCores");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<int>("vms");
    QTest::addColumn<QString>("topology");

    // The common slices of each generation, row by row.
    QTest::newRow("v2-8") << u"v2-8"_s << u"v2-8"_s << 4 << 8 << 8 << 1 << 1 << u"2x2"_s;
    QTest::newRow("v3-8") << u"v3-8"_s << u"v3-8"_s << 4 << 8 << 8 << 1 << 1 << u"2x2"_s;
    QTest::newRow("v3-32") << u"v3-32"_s << u"v3-32"_s << 16 << 32 << 32 << 4 << 4 << u"4x4"_s;
    QTest::newRow("v3-64") << u"v3-64"_s << u"v3-64"_s << 32 << 64 << 64 << 8 << 8 << u"4x8"_s;
    QTest::newRow("v4-8") << u"v4-8"_s << u"v4-8"_s << 4 << 8 << 4 << 1 << 1 << u"2x2x1"_s;
    QTest::newRow("v4-32") << u"v4-32"_s << u"v4-32"_s << 16 << 32 << 16 << 4 << 4 << u"2x2x4"_s;
    QTest::newRow("v4-128") << u"v4-128"_s << u"v4-128"_s << 64 << 128 << 64 << 16 << 16 << u"4x4x4"_s;
    QTest::newRow("v5litepod-8") << u"v5litepod-8"_s << u"v5litepod-8"_s << 8 << 8 << 8 << 1 << 1 << u"2x4"_s;
    QTest::newRow("v5litepod-16") << u"v5litepod-16"_s << u"v5litepod-16"_s << 16 << 16 << 16 << 2 << 4 << u"4x4"_s;
    QTest::newRow("v5litepod-256") << u"v5litepod-256"_s << u"v5litepod-256"_s << 256 << 256 << 256 << 32 << 64 << u"16x16"_s;
    QTest::newRow("v5p-8") << u"v5p-8"_s << u"v5p-8"_s << 4 << 8 << 4 << 1 << 1 << u"2x2x1"_s;
    QTest::newRow("v5p-16") << u"v5p-16"_s << u"v5p-16"_s << 8 << 16 << 8 << 2 << 2 << u"2x2x2"_s;
    QTest::newRow("v5p-128") << u"v5p-128"_s << u"v5p-128"_s << 64 << 128 << 64 << 16 << 16 << u"4x4x4"_s;
    QTest::newRow("v6e-8") << u"v6e-8"_s << u"v6e-8"_s << 8 << 8 << 8 << 1 << 1 << u"2x4"_s;
    QTest::newRow("v6e-16") << u"v6e-16"_s << u"v6e-16"_s << 16 << 16 << 16 << 2 << 4 << u"4x4"_s;
    QTest::newRow("v6e-256") << u"v6e-256"_s << u"v6e-256"_s << 256 << 256 << 256 << 32 << 64 << u"16x16"_s;

    // Other shapes the catalog lists (G-v5e, G-v5p, G-v4), aliases and spelling.
    QTest::newRow("v5e alias") << u"v5e-16"_s << u"v5litepod-16"_s << 16 << 16 << 16 << 2 << 4 << u"4x4"_s;
    QTest::newRow("upper case and spaces") << u"  V4-128 "_s << u"v4-128"_s << 64 << 128 << 64 << 16 << 16 << u"4x4x4"_s;
    QTest::newRow("v5e single chip") << u"v5litepod-1"_s << u"v5litepod-1"_s << 1 << 1 << 1 << 1 << 1 << u"1x1"_s;
    QTest::newRow("v5e half host") << u"v5litepod-4"_s << u"v5litepod-4"_s << 4 << 4 << 4 << 1 << 1 << u"2x2"_s;
    QTest::newRow("v5e 4x8") << u"v5litepod-32"_s << u"v5litepod-32"_s << 32 << 32 << 32 << 4 << 8 << u"4x8"_s;
    QTest::newRow("v5e 8x16") << u"v5litepod-128"_s << u"v5litepod-128"_s << 128 << 128 << 128 << 16 << 32 << u"8x16"_s;
    QTest::newRow("v5p 2x4x4") << u"v5p-64"_s << u"v5p-64"_s << 32 << 64 << 32 << 8 << 8 << u"2x4x4"_s;
    QTest::newRow("v5p 4x4x8") << u"v5p-256"_s << u"v5p-256"_s << 128 << 256 << 128 << 32 << 32 << u"4x4x8"_s;
    QTest::newRow("v5p 8x8x8") << u"v5p-1024"_s << u"v5p-1024"_s << 512 << 1024 << 512 << 128 << 128 << u"8x8x8"_s;
    QTest::newRow("v5p largest slice") << u"v5p-12288"_s << u"v5p-12288"_s << 6144 << 12288 << 6144 << 1536 << 1536 << u"16x16x24"_s;
    QTest::newRow("v4-16") << u"v4-16"_s << u"v4-16"_s << 8 << 16 << 8 << 2 << 2 << u"2x2x2"_s;
    QTest::newRow("v4 non power of two") << u"v4-384"_s << u"v4-384"_s << 192 << 384 << 192 << 48 << 48 << u"4x4x12"_s;
    QTest::newRow("tpu7x two devices per chip") << u"tpu7x-8"_s << u"tpu7x-8"_s << 4 << 8 << 8 << 1 << 1 << u"2x2x1"_s;
}

void tst_AcceleratorType::countsCommonSlices()
{
    QFETCH(QString, input);
    QFETCH(QString, canonical);
    QFETCH(int, chips);
    QFETCH(int, tensorCores);
    QFETCH(int, devices);
    QFETCH(int, hosts);
    QFETCH(int, vms);
    QFETCH(QString, topology);

    const auto type = AcceleratorType::parse(input);
    QVERIFY2(type.has_value(), qPrintable(type ? QString() : type.error().message));
    QCOMPARE(type->name(), canonical);
    QCOMPARE(type->chips(), chips);
    QCOMPARE(type->tensorCores(), tensorCores);
    QCOMPARE(type->devices(), devices);
    QCOMPARE(type->hosts(), hosts);
    QCOMPARE(type->vms(), vms);
    QCOMPARE(type->topology().toString(), topology);
    QCOMPARE(type->topology().chipCount(), chips);
    QCOMPARE(type->devicesPerVm() * type->vms(), devices);
    // The canonical name parses back to the same slice.
    QCOMPARE(*AcceleratorType::parse(type->name()), *type);
}

void tst_AcceleratorType::perDeviceFigures_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<double>("hbmGiBPerDevice");
    QTest::addColumn<double>("tflopsPerChip");
    QTest::addColumn<double>("tflopsPerDevice");
    QTest::addColumn<bool>("uncertain");

    // v2/v3 devices are cores: half a chip's HBM and peak. v4/v5p megacore: one device per chip.
    QTest::newRow("v2-8") << u"v2-8"_s << 8.0 << 45.0 << 22.5 << false;
    QTest::newRow("v3-8") << u"v3-8"_s << 16.0 << 123.0 << 61.5 << false;
    QTest::newRow("v4-8") << u"v4-8"_s << 32.0 << 275.0 << 275.0 << false;
    QTest::newRow("v5litepod-8") << u"v5litepod-8"_s << 16.0 << 197.0 << 197.0 << false;
    QTest::newRow("v5p-8") << u"v5p-8"_s << 95.0 << 459.0 << 459.0 << false;
    QTest::newRow("v6e-8") << u"v6e-8"_s << 32.0 << 918.0 << 918.0 << false;
    QTest::newRow("tpu7x-8") << u"tpu7x-8"_s << 96.0 << 2307.0 << 1153.5 << true;
}

void tst_AcceleratorType::perDeviceFigures()
{
    QFETCH(QString, input);
    QFETCH(double, hbmGiBPerDevice);
    QFETCH(double, tflopsPerChip);
    QFETCH(double, tflopsPerDevice);
    QFETCH(bool, uncertain);
    const auto type = AcceleratorType::parse(input);
    QVERIFY(type.has_value());
    QCOMPARE(type->hbmBytesPerDevice() / GiB, hbmGiBPerDevice);
    QCOMPARE(type->bf16FlopsPerChip() / 1e12, tflopsPerChip);
    QCOMPARE(type->bf16FlopsPerDevice() / 1e12, tflopsPerDevice);
    QCOMPARE(type->isUncertain(), uncertain);
    QVERIFY(type->summary().startsWith(type->name() + u':'));
}

void tst_AcceleratorType::rejectsBadNames_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("mentions"); // a phrase the message must contain besides the input

    QTest::newRow("empty") << QString() << u"FAMILY-COUNT"_s;
    QTest::newRow("family only") << u"v4"_s << u"FAMILY-COUNT"_s;
    QTest::newRow("trailing dash") << u"v4-"_s << u"FAMILY-COUNT"_s;
    QTest::newRow("not a number") << u"v4-abc"_s << u"FAMILY-COUNT"_s;
    QTest::newRow("zero") << u"v4-0"_s << u"FAMILY-COUNT"_s;
    QTest::newRow("double dash") << u"v4--8"_s << u"no TPU family is called \"v4-\""_s;
    QTest::newRow("unknown family") << u"v9-8"_s << u"no TPU family is called \"v9\""_s;
    QTest::newRow("gpu") << u"a100-8"_s << u"no TPU family"_s;
    QTest::newRow("odd core count") << u"v4-7"_s << u"count TensorCores"_s;
    QTest::newRow("v3 six chips") << u"v3-12"_s << u"not a TPU v3 slice size"_s;
    QTest::newRow("v4 no topology") << u"v4-12"_s << u"not a TPU v4 slice size"_s;
    QTest::newRow("v5e no such shape") << u"v5litepod-12"_s << u"v5litepod-16"_s;
    QTest::newRow("v5e beyond pod") << u"v5litepod-512"_s << u"a TPU v5e pod has 256"_s;
    QTest::newRow("v5p beyond pod") << u"v5p-20000"_s << u"not a TPU v5p slice size"_s;
}

void tst_AcceleratorType::rejectsBadNames()
{
    QFETCH(QString, input);
    QFETCH(QString, mentions);
    const auto type = AcceleratorType::parse(input);
    QVERIFY(!type.has_value());
    QVERIFY2(type.error().message.contains(u'"' + input.trimmed() + u'"'), qPrintable(type.error().message));
    QVERIFY2(type.error().message.contains(mentions), qPrintable(type.error().message));
    QCOMPARE(type.error().kind, twb::Error::Kind::Invalid);
}

void tst_AcceleratorType::unknownFamilyListsEveryKnownFamily()
{
    const auto type = AcceleratorType::parse(u"h100-8"_s);
    QVERIFY(!type);
    for (const auto &generation : TpuGeneration::all()) {
        QVERIFY2(type.error().message.contains(generation.namePrefix), qPrintable(generation.namePrefix));
        QVERIFY2(type.error().message.contains(generation.exampleName), qPrintable(generation.exampleName));
        // Every example in the message is itself valid.
        QVERIFY2(AcceleratorType::parse(generation.exampleName).has_value(), qPrintable(generation.exampleName));
    }
    QVERIFY(type.error().message.contains(u"v5e"_s));
}

void tst_AcceleratorType::fromTopology_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("expectedName"); // empty: must be refused

    QTest::newRow("v4 2x2x4") << u"v4"_s << u"2x2x4"_s << u"v4-32"_s;
    QTest::newRow("v4 2x2x1") << u"v4"_s << u"2x2x1"_s << u"v4-8"_s;
    QTest::newRow("v5p 4x4x8") << u"v5p"_s << u"4x4x8"_s << u"v5p-256"_s;
    QTest::newRow("v5p elongated 4x4x16") << u"v5p"_s << u"4x4x16"_s << u"v5p-512"_s;
    QTest::newRow("v5e 4x8") << u"v5e"_s << u"4x8"_s << u"v5litepod-32"_s;
    QTest::newRow("v6e 16x16") << u"v6e"_s << u"16x16"_s << u"v6e-256"_s;
    QTest::newRow("v4 3x3x3 refused") << u"v4"_s << u"3x3x3"_s << QString();
    QTest::newRow("v4 descending refused") << u"v4"_s << u"4x2x2"_s << QString();
    QTest::newRow("v5e transposed refused") << u"v5e"_s << u"4x2"_s << QString();
    QTest::newRow("v5e 3D refused") << u"v5e"_s << u"2x2x2"_s << QString();
    QTest::newRow("v4 beyond pod refused") << u"v4"_s << u"16x16x32"_s << QString();
}

void tst_AcceleratorType::fromTopology()
{
    QFETCH(QString, family);
    QFETCH(QString, topology);
    QFETCH(QString, expectedName);
    const auto *generation = TpuGeneration::byName(family);
    QVERIFY(generation);
    const auto grid = twb::ChipTopology::parse(topology);
    QVERIFY(grid.has_value());
    const auto type = AcceleratorType::fromTopology(*generation, *grid);
    if (expectedName.isEmpty()) {
        QVERIFY(!type.has_value());
        QVERIFY2(type.error().message.contains(topology), qPrintable(type.error().message));
        return;
    }
    QVERIFY2(type.has_value(), qPrintable(type ? QString() : type.error().message));
    QCOMPARE(type->name(), expectedName);
    QCOMPARE(type->topology().toString(), topology);
}

void tst_AcceleratorType::fromDeviceKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expectedName"); // empty: refused
    QTest::newRow("v5e-8 as MaxKernel caches it") << u"TPU v5 lite"_s << 8 << u"v5litepod-8"_s;
    QTest::newRow("v6e local entry") << u"TPU v6 lite"_s << 8 << u"v6e-8"_s;
    QTest::newRow("v4-8: 4 megacore devices") << u"TPU v4"_s << 4 << u"v4-8"_s;
    QTest::newRow("v3-8: 8 core devices") << u"TPU v3"_s << 8 << u"v3-8"_s;
    QTest::newRow("v5p-16") << u"TPU v5"_s << 8 << u"v5p-16"_s;
    QTest::newRow("odd v3 device count") << u"TPU v3"_s << 7 << QString();
    QTest::newRow("no slice of 6 v5e chips") << u"TPU v5 lite"_s << 6 << QString();
    QTest::newRow("cpu") << u"cpu"_s << 8 << QString();
}

void tst_AcceleratorType::fromDeviceKind()
{
    QFETCH(QString, kind);
    QFETCH(int, count);
    QFETCH(QString, expectedName);
    const auto type = AcceleratorType::fromDeviceKind(kind, count);
    if (expectedName.isEmpty()) {
        QVERIFY(!type);
        return;
    }
    QVERIFY2(type, qPrintable(type ? QString() : type.error().message));
    QCOMPARE(type->name(), expectedName);
    QCOMPARE(type->devices(), count);
}

void tst_AcceleratorType::hostBlocksTileTheSlice_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("hostBlock");
    QTest::addColumn<QString>("vmBlock");
    QTest::newRow("v3-64") << u"v3-64"_s << u"2x2"_s << u"2x2"_s;
    QTest::newRow("v4-16") << u"v4-16"_s << u"2x2x1"_s << u"2x2x1"_s;
    QTest::newRow("v5litepod-16") << u"v5litepod-16"_s << u"2x4"_s << u"2x2"_s;
    QTest::newRow("v5litepod-8 single host") << u"v5litepod-8"_s << u"2x4"_s << u"2x4"_s;
    QTest::newRow("v6e-256") << u"v6e-256"_s << u"2x4"_s << u"2x2"_s;
}

void tst_AcceleratorType::hostBlocksTileTheSlice()
{
    QFETCH(QString, input);
    QFETCH(QString, hostBlock);
    QFETCH(QString, vmBlock);
    const auto type = AcceleratorType::parse(input);
    QVERIFY(type.has_value());
    QCOMPARE(type->hostBlock().toString(), hostBlock);
    QCOMPARE(type->vmBlock().toString(), vmBlock);
    QCOMPARE(type->hostBlock().chipCount() * type->hosts(), type->chips());
    QCOMPARE(type->vmBlock().chipCount() * type->vms(), type->chips());
}

void tst_AcceleratorType::offeredSlicesAllParse()
{
    // The list every accelerator box offers: each name parses, none twice.
    const QStringList slices = AcceleratorType::commonSlices();
    QVERIFY(slices.contains(u"v5litepod-8"_s) && slices.contains(u"v4-128"_s) && slices.contains(u"v3-64"_s));
    QCOMPARE(QSet<QString>(slices.begin(), slices.end()).size(), slices.size());
    for (const QString &name : slices) {
        const auto type = AcceleratorType::parse(name);
        QVERIFY2(type, qPrintable(name));
        QCOMPARE(type->name(), name);
    }
}

QTEST_GUILESS_MAIN(tst_AcceleratorType)
#include "tst_accelerator_type.moc"
