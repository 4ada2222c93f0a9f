#include "core/registry/registry.h"
#include "core/util/atomic_file.h"
#include "support/hostile_json.h"

#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using namespace Qt::StringLiterals;

class tst_Registry final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostStatusOfWrongTypesReadsAsDefaults();
    void hostileFileNamesFileAndPosition_data();
    void hostileFileNamesFileAndPosition();
    void machineAccelerator_data();
    void machineAccelerator();
    void readsEveryShape_data();
    void readsEveryShape();
    void roundTripKeepsUnknownKeys();
    void writesCanonicalShape();
    void dedupUpdatesInsteadOfAdding();
    void fillsVersionAndExplicitPort();
    void badFileNamesFileAndPosition_data();
    void badFileNamesFileAndPosition();
    void modifyLeavesBadFileUntouched();
    void removeReportsMissingMachine();
    void parsesHostAddresses_data();
    void parsesHostAddresses();
};

void tst_Registry::parsesHostAddresses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port"); // -1: none
    QTest::newRow("ipv4") << u"10.0.0.2"_s << u"10.0.0.2"_s << -1;
    QTest::newRow("ipv4 with port") << u"127.0.0.3:2222"_s << u"127.0.0.3"_s << 2222;
    QTest::newRow("name") << u"tpu-w1.internal"_s << u"tpu-w1.internal"_s << -1;
    QTest::newRow("name with port") << u"bastion:2200"_s << u"bastion"_s << 2200;
    QTest::newRow("bare ipv6") << u"fe80::1"_s << u"fe80::1"_s << -1;
    QTest::newRow("bracketed ipv6 with port") << u"[fe80::1]:22"_s << u"fe80::1"_s << 22;
}

void tst_Registry::parsesHostAddresses()
{
    QFETCH(QString, text);
    QFETCH(QString, host);
    QFETCH(int, port);
    const twb::HostAddress address = twb::HostAddress::parse(text);
    QCOMPARE(address.host, host);
    QCOMPARE(address.port.value_or(-1), port);
}

void tst_Registry::readsEveryShape_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("canonical tpus list") << QByteArray(R"({"tpus": [{"tpu_name": "a"}, {"mode": "local"}]})")
                                         << QStringList{u"a"_s, u"local"_s};
    QTest::newRow("single entry object") << QByteArray(R"({"tpu_name": "solo", "zone": "z"})") << QStringList{u"solo"_s};
    QTest::newRow("bare list") << QByteArray(R"([{"tpu_name": "x"}, {"tpu_name": "y"}])") << QStringList{u"x"_s, u"y"_s};
    QTest::newRow("empty file after a crash") << QByteArray("") << QStringList{};
    QTest::newRow("empty object") << QByteArray("{}") << QStringList{};
    QTest::newRow("MaxKernel example: local v6e") << QByteArray(R"({"tpus": [{"mode": "local", "local_port": 8000, "tpu_version": "TPU v6e", "tpu_spec": {"device_kind": "TPU v6 lite", "device_count": 8}}]})")
                                                   << QStringList{u"local"_s};
}

void tst_Registry::readsEveryShape()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, names);
    const auto registry = twb::Registry::parse(text, u"tpu_config.json"_s);
    QVERIFY2(registry, registry ? "" : qPrintable(registry.error().message));
    QStringList actual;
    for (const auto &entry : registry->entries())
        actual << entry.name();
    QCOMPARE(actual, names);
}

void tst_Registry::roundTripKeepsUnknownKeys()
{
    const QByteArray text = R"({"tpus": [{"tpu_name": "a", "zone": "us-west4-a", "future_key": {"x": [1, 2]},
        "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.0.0.1"], "new_wb_key": true}}],
        "comment": "kept"})";
    auto registry = twb::Registry::parse(text, u"f"_s);
    QVERIFY(registry);
    twb::MachineEntry entry = registry->entries().front();
    entry.setLabels({u"team-a"_s});
    QVERIFY(registry->replace(u"a"_s, entry));
    const twb::Json out = registry->toJson();
    QCOMPARE(out["comment"].get<std::string>(), std::string("kept"));
    QCOMPARE(out["tpus"][0]["future_key"]["x"][1].get<int>(), 2);
    QCOMPARE(out["tpus"][0]["workbench"]["new_wb_key"].get<bool>(), true);
    QCOMPARE(out["tpus"][0]["workbench"]["labels"][0].get<std::string>(), std::string("team-a"));
    // Key order is kept: zone stays second.
    auto it = out["tpus"][0].begin();
    ++it;
    QCOMPARE(it.key(), std::string("zone"));
}

void tst_Registry::writesCanonicalShape()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tpu_config.json"_s);
    QVERIFY(twb::writeFileAtomically(path, R"([{"tpu_name": "x"}])"));
    const QString lock = dir.filePath(u"lock"_s);
    QVERIFY(twb::Registry::modify(path, [](twb::Registry &) -> twb::Result<void> { return {}; }, lock));
    const auto reread = twb::readJsonFile(path);
    QVERIFY(reread);
    QVERIFY(reread->is_object());
    QVERIFY((*reread)["tpus"].is_array());
    QCOMPARE((*reread)["tpus"][0]["tpu_name"].get<std::string>(), std::string("x"));
}

void tst_Registry::dedupUpdatesInsteadOfAdding()
{
    twb::Registry registry;
    auto first = twb::MachineEntry::fromJson({{"tpu_name", "v5e-a"}, {"zone", "z1"}, {"mk_only", 1}}, u"e"_s);
    auto again = twb::MachineEntry::fromJson({{"tpu_name", "v5e-a"}, {"zone", "z2"}}, u"e"_s);
    auto local1 = twb::MachineEntry::fromJson({{"mode", "local"}}, u"e"_s);
    auto local2 = twb::MachineEntry::fromJson({{"mode", "local"}, {"tpu_name", "my-box"}}, u"e"_s);
    QVERIFY(first && again && local1 && local2);
    QCOMPARE(registry.upsert(*first), 0);
    QCOMPARE(registry.upsert(*local1), 1);
    QCOMPARE(registry.upsert(*again), 0);
    QCOMPARE(registry.upsert(*local2), 1);
    QCOMPARE(registry.entries().size(), size_t(2));
    QCOMPARE(registry.entries()[0].zone(), u"z2"_s);
    QCOMPARE(registry.entries()[0].toJson()["mk_only"].get<int>(), 1);
    QCOMPARE(registry.entries()[1].name(), u"my-box"_s);
}

void tst_Registry::fillsVersionAndExplicitPort()
{
    twb::Registry registry;
    registry.upsert(*twb::MachineEntry::fromJson({{"tpu_name", "a"}, {"tpu_spec", {{"device_kind", "TPU v5 lite"}, {"device_count", 8}}}}, u"e"_s));
    registry.upsert(*twb::MachineEntry::fromJson({{"tpu_name", "b-v5p"}}, u"e"_s));
    QCOMPARE(registry.entries()[0].tpuVersion(), u"TPU v5e"_s);
    QCOMPARE(registry.entries()[0].localPort().value_or(-1), 8000);
    QCOMPARE(registry.entries()[1].tpuVersion(), u"TPU v5p"_s);
    QCOMPARE(registry.entries()[1].localPort().value_or(-1), 8001);
}

void tst_Registry::badFileNamesFileAndPosition_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("truncated") << QByteArray("{\"tpus\": [\n  {\"tpu_name\": \"a\",\n") << u"line 3"_s;
    QTest::newRow("tpus not a list") << QByteArray(R"({"tpus": 5})") << u"tpus"_s;
    QTest::newRow("device_count a string") << QByteArray(R"({"tpus": [{"tpu_name": "a"}, {"tpu_name": "b", "tpu_spec": {"device_kind": "TPU v4", "device_count": "eight"}}]})")
                                           << u"tpus[1].tpu_spec.device_count"_s;
    QTest::newRow("host not a string") << QByteArray(R"({"tpus": [{"tpu_name": "a", "workbench": {"hosts": ["h", 7]}}]})")
                                       << u"tpus[0].workbench.hosts[1]"_s;
    QTest::newRow("port a string") << QByteArray(R"({"tpus": [{"tpu_name": "a", "local_port": "8000"}]})") << u"local_port"_s;
    QTest::newRow("neither name nor local") << QByteArray(R"({"tpus": [{"zone": "z"}]})") << u"tpus[0]"_s;
    QTest::newRow("bad mode") << QByteArray(R"({"tpus": [{"tpu_name": "a", "mode": "cloud"}]})") << u"mode"_s;
    QTest::newRow("a number") << QByteArray("42") << u"integer"_s;
}

void tst_Registry::badFileNamesFileAndPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, mustMention);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tpu_config.json"_s);
    QVERIFY(twb::writeFileAtomically(path, text));
    const auto registry = twb::Registry::load(path);
    QVERIFY(!registry);
    QVERIFY2(registry.error().message.contains(path), qPrintable(registry.error().message));
    QVERIFY2(registry.error().message.contains(mustMention), qPrintable(registry.error().message));
}

void tst_Registry::modifyLeavesBadFileUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tpu_config.json"_s);
    const QByteArray broken = "{\"tpus\": [{\"tpu_name\": \"precious\"},";
    QVERIFY(twb::writeFileAtomically(path, broken));
    bool called = false;
    const auto result = twb::Registry::modify(path, [&](twb::Registry &) -> twb::Result<void> {
        called = true;
        return {};
    }, dir.filePath(u"lock"_s));
    QVERIFY(!result);
    QVERIFY(!called);
    QCOMPARE(*twb::readWholeFile(path), broken);
}

void tst_Registry::removeReportsMissingMachine()
{
    twb::Registry registry;
    registry.upsert(*twb::MachineEntry::fromJson({{"tpu_name", "a"}}, u"e"_s));
    QVERIFY(!registry.remove(u"nope"_s));
    QVERIFY(registry.remove(u"a"_s));
    QVERIFY(registry.entries().empty());
}

void tst_Registry::machineAccelerator_data()
{
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("expected");   // empty: an error naming the machine
    QTest::newRow("accelerator_type given") << QByteArray(R"({"tpu_name": "a", "workbench": {"accelerator_type": "v4-32"}})") << u"v4-32"_s;
    QTest::newRow("from the probed spec") << QByteArray(R"({"tpu_name": "b", "tpu_spec": {"device_kind": "TPU v5 lite", "device_count": 8}})") << u"v5litepod-8"_s;
    QTest::newRow("neither") << QByteArray(R"({"tpu_name": "c"})") << QString();
}

void tst_Registry::machineAccelerator()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, expected);
    const auto parsed = twb::MachineEntry::fromJson(twb::Json::parse(entry.toStdString()), u"test"_s);
    QVERIFY(parsed);
    const auto accelerator = parsed->accelerator();
    if (expected.isEmpty()) {
        QVERIFY(!accelerator);
        QVERIFY2(accelerator.error().message.contains(parsed->name()), qPrintable(accelerator.error().message));
        QVERIFY2(accelerator.error().message.contains(u"probe"_s), qPrintable(accelerator.error().message));
    } else {
        QVERIFY2(accelerator, qPrintable(accelerator ? QString() : accelerator.error().message));
        QCOMPARE(accelerator->name(), expected);
    }
}

void tst_Registry::hostStatusOfWrongTypesReadsAsDefaults()
{
    // workbench.status is the workbench's own block, but the file is the user's to edit: a
    // string where a boolean belongs threw from nlohmann's value(), 1e300 was an undefined cast.
    const auto registry = twb::Registry::parse(
        R"({"tpus": [{"tpu_name": "a", "workbench": {"status": [{"reachable": "yes", "latency_ms": 1e300}, 5,
            {"reachable": true, "latency_ms": 12, "checked_at": 7}]}}]})",
        u"tpu_config.json"_s);
    QVERIFY(registry);
    const auto status = registry->entries().front().hostStatus();
    QCOMPARE(status.size(), 2);
    QCOMPARE(status[0].reachable, false);
    QCOMPARE(status[0].latencyMs, std::numeric_limits<int>::max());
    QCOMPARE(status[1].reachable, true);
    QCOMPARE(status[1].latencyMs, 12);
    QCOMPARE(status[1].checkedAt, QString());
}

void tst_Registry::hostileFileNamesFileAndPosition_data()
{
    twb::test::addHostileJsonRows();
}

void tst_Registry::hostileFileNamesFileAndPosition()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, position);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tpu_config.json"_s);
    QVERIFY(twb::writeFileAtomically(path, text));
    const auto loaded = twb::Registry::load(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(position), qPrintable(loaded.error().message));
}

QTEST_GUILESS_MAIN(tst_Registry)
#include "tst_registry.moc"
