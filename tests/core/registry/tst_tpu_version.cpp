#include "core/registry/tpu_version.h"

#include <QtTest>

using namespace Qt::StringLiterals;

class tst_TpuVersion final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void infersAsMaxKernel_data();
    void infersAsMaxKernel();
};

void tst_TpuVersion::infersAsMaxKernel_data()
{
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("version");
    QTest::newRow("not an object") << QByteArray("[]") << u"TPU v6e"_s;
    QTest::newRow("explicit version wins") << QByteArray(R"({"tpu_version": "TPU v4", "tpu_spec": {"device_kind": "TPU v6 lite"}})") << u"TPU v4"_s;
    QTest::newRow("empty version ignored") << QByteArray(R"({"tpu_version": "", "tpu_spec": {"device_kind": "TPU v5 lite"}})") << u"TPU v5e"_s;
    QTest::newRow("kind v6 lite") << QByteArray(R"({"tpu_spec": {"device_kind": "TPU v6 lite"}})") << u"TPU v6e"_s;
    QTest::newRow("kind v5 lite") << QByteArray(R"({"tpu_spec": {"device_kind": "TPU v5 lite"}})") << u"TPU v5e"_s;
    QTest::newRow("kind v5p") << QByteArray(R"({"tpu_spec": {"device_kind": "TPU v5p"}})") << u"TPU v5p"_s;
    QTest::newRow("kind v7x") << QByteArray(R"({"tpu_spec": {"device_kind": "TPU v7x"}})") << u"TPU v7x"_s;
    QTest::newRow("kind TPU7x without v") << QByteArray(R"({"tpu_spec": {"device_kind": "TPU7x"}})") << u"TPU v7x"_s;
    QTest::newRow("kind v4") << QByteArray(R"({"tpu_spec": {"device_kind": "TPU v4"}})") << u"TPU v4"_s;
    QTest::newRow("kind v3 falls to name then raw kind") << QByteArray(R"({"tpu_name": "old", "tpu_spec": {"device_kind": "TPU v3"}})") << u"TPU v3"_s;
    QTest::newRow("name v6e") << QByteArray(R"({"tpu_name": "my-v6e-box"})") << u"TPU v6e"_s;
    QTest::newRow("name v5-lite") << QByteArray(R"({"tpu_name": "a-v5-lite-1"})") << u"TPU v5e"_s;
    QTest::newRow("name v5p") << QByteArray(R"({"tpu_name": "train-v5p-128"})") << u"TPU v5p"_s;
    QTest::newRow("name v7x") << QByteArray(R"({"tpu_name": "iron-v7x"})") << u"TPU v7x"_s;
    QTest::newRow("nothing known") << QByteArray(R"({"tpu_name": "box"})") << u"TPU v6e"_s;
    QTest::newRow("cpu kind is kept raw") << QByteArray(R"({"mode": "local", "tpu_spec": {"device_kind": "cpu"}})") << u"cpu"_s;
}

void tst_TpuVersion::infersAsMaxKernel()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, version);
    QCOMPARE(twb::inferTpuVersion(twb::Json::parse(entry.toStdString())), version);
}

QTEST_GUILESS_MAIN(tst_TpuVersion)
#include "tst_tpu_version.moc"
