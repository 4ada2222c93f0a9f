// gcloud's TPU JSON (Cloud TPU API v2 Node / QueuedResource) into GcloudTpu, the entry's
// workbench.gcloud cache, and gcloud's error texts into messages that say what to do.
#include "core/registry/gcloud_tpu.h"
#include "core/remote/gcloud_resolver.h"
#include "support/result_check.h"

#include <QtTest>

using namespace Qt::StringLiterals;

class tst_GcloudTpu final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void describeParsed();
    void acceleratorConfigNamesTheSlice_data();
    void acceleratorConfigNamesTheSlice();
    void queuedResourcesParsed();
    void notGcloudOutputRefused();
    void resolutionCachedAndAddressSettingKept();
    void preemptedKeepsLastWorkers();
    void failuresExplained_data();
    void failuresExplained();
};

void tst_GcloudTpu::describeParsed()
{
    const QByteArray json = R"({"name": "projects/my-proj/locations/us-central2-b/nodes/v4-a",
        "acceleratorType": "v4-16", "state": "READY", "health": "HEALTHY",
        "networkEndpoints": [{"ipAddress": "10.0.0.2", "port": 8470, "accessConfig": {"externalIp": "34.1.1.2"}},
                             {"ipAddress": "10.0.0.3", "port": 8470}]})";
    const auto tpu = twb::parseGcloudNode(json, u"describe"_s);
    TWB_VERIFY_RESULT(tpu);
    QCOMPARE(tpu->name, u"v4-a"_s);
    QCOMPARE(tpu->project, u"my-proj"_s);
    QCOMPARE(tpu->zone, u"us-central2-b"_s);
    QCOMPARE(tpu->acceleratorType, u"v4-16"_s);
    QCOMPARE(tpu->state, u"READY"_s);
    QCOMPARE(tpu->workers.size(), 2);
    QCOMPARE(tpu->workers[0], (twb::GcloudWorker{u"10.0.0.2"_s, u"34.1.1.2"_s}));
    QCOMPARE(tpu->workers[1], (twb::GcloudWorker{u"10.0.0.3"_s, QString()}));
}

void tst_GcloudTpu::acceleratorConfigNamesTheSlice_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("expected");
    QTest::newRow("v5e counts chips") << u"V5LITE_POD"_s << u"2x4"_s << u"v5litepod-8"_s;
    QTest::newRow("v6e counts chips") << u"V6E"_s << u"4x4"_s << u"v6e-16"_s;
    QTest::newRow("v4 counts cores") << u"V4"_s << u"2x2x2"_s << u"v4-16"_s;
    QTest::newRow("v5p counts cores") << u"V5P"_s << u"2x2x1"_s << u"v5p-8"_s;
}

void tst_GcloudTpu::acceleratorConfigNamesTheSlice()
{
    QFETCH(QString, type);
    QFETCH(QString, topology);
    QFETCH(QString, expected);
    const QByteArray json = u"{\"name\": \"projects/p/locations/z/nodes/n\", \"acceleratorConfig\": {\"type\": \"%1\", "
                            "\"topology\": \"%2\"}}"_s.arg(type, topology).toUtf8();
    const auto tpu = twb::parseGcloudNode(json, u"describe"_s);
    TWB_VERIFY_RESULT(tpu);
    QCOMPARE(tpu->acceleratorType, expected);
}

void tst_GcloudTpu::queuedResourcesParsed()
{
    const QByteArray json = R"([{"name": "projects/p/locations/us-east5-a/queuedResources/qr-1",
        "state": {"state": "PROVISIONING"},
        "tpu": {"nodeSpec": [{"parent": "projects/p/locations/us-east5-a", "nodeId": "vm-1",
                              "node": {"acceleratorType": "v5p-8", "runtimeVersion": "v2-alpha-tpuv5"}}]}},
        {"name": "projects/p/locations/us-east5-a/queuedResources/qr-empty", "state": {"state": "FAILED"}}])";
    const auto list = twb::parseGcloudQueuedResources(json, u"queued-resources list"_s);
    TWB_VERIFY_RESULT(list);
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->first().name, u"vm-1"_s);
    QCOMPARE(list->first().zone, u"us-east5-a"_s);
    QCOMPARE(list->first().queuedResource, u"qr-1"_s);
    QCOMPARE(list->first().state, u"PROVISIONING"_s);
    QCOMPARE(list->first().acceleratorType, u"v5p-8"_s);
    QVERIFY(list->first().workers.isEmpty());
}

void tst_GcloudTpu::notGcloudOutputRefused()
{
    QVERIFY(!twb::parseGcloudNode("[]", u"describe"_s));
    QVERIFY(!twb::parseGcloudNode("Listed 0 items.", u"describe"_s));
    const auto list = twb::parseGcloudNodeList("{\"name\": \"x\"}", u"gcloud compute tpus tpu-vm list"_s);
    QVERIFY(!list);
    QVERIFY2(list.error().message.contains(u"gcloud compute tpus tpu-vm list"_s), qPrintable(list.error().message));
    const auto empty = twb::parseGcloudNodeList("", u"list"_s); // gcloud prints nothing for an empty list
    TWB_VERIFY_RESULT(empty);
    QVERIFY(empty->isEmpty());
}

void tst_GcloudTpu::resolutionCachedAndAddressSettingKept()
{
    twb::GcloudTpu tpu{u"vm"_s, u"z"_s, u"p"_s, u"v4-16"_s, u"READY"_s, {},
                       {{u"10.0.0.2"_s, u"34.1.1.2"_s}, {u"10.0.0.3"_s, QString()}}};
    const QDateTime at = QDateTime::fromString(u"2026-12-02T21:30:00Z"_s, Qt::ISODate);
    twb::MachineEntry entry = twb::gcloudEntry(tpu, twb::GcloudAddresses::External, at);
    QVERIFY(entry.isGcloud());
    QCOMPARE(entry.tpuName(), u"vm"_s);
    // A worker without an external address is reached on its internal one.
    QCOMPARE(entry.hosts(), QStringList({u"34.1.1.2"_s, u"10.0.0.3"_s}));
    QCOMPARE(entry.acceleratorType(), u"v4-16"_s);
    QCOMPARE(twb::gcloudCache(entry).resolvedAt, u"2026-12-02T21:30:00Z"_s);

    twb::setGcloudAddresses(entry, twb::GcloudAddresses::Internal);
    QCOMPARE(entry.hosts(), QStringList({u"10.0.0.2"_s, u"10.0.0.3"_s}));
    tpu.workers = {{u"10.0.0.9"_s, u"34.1.1.9"_s}, {u"10.0.0.3"_s, QString()}};
    twb::applyGcloudResolution(entry, tpu, at.addSecs(60));
    QCOMPARE(entry.hosts(), QStringList({u"10.0.0.9"_s, u"10.0.0.3"_s})); // still internal
    QCOMPARE(twb::gcloudCache(entry).resolvedAt, u"2026-12-02T21:31:00Z"_s);

    // The cache round-trips through the registry's JSON reader.
    const auto reread = twb::MachineEntry::fromJson(entry.toJson(), u"tpus[0]"_s);
    TWB_VERIFY_RESULT(reread);
    QCOMPARE(twb::gcloudCache(*reread).workers.size(), 2);
    QCOMPARE(twb::gcloudCache(*reread).addresses, twb::GcloudAddresses::Internal);

    // Hosts typed by hand (no gcloud block) are not a gcloud machine, even with a zone.
    twb::MachineEntry typed;
    typed.setTpuName(u"typed"_s);
    typed.setZone(u"z"_s);
    typed.setProject(u"p"_s);
    QVERIFY(typed.isGcloud()); // MaxKernel's shape
    typed.setHosts({u"10.1.1.1"_s});
    QVERIFY(!typed.isGcloud());
}

void tst_GcloudTpu::preemptedKeepsLastWorkers()
{
    twb::GcloudTpu tpu{u"vm"_s, u"z"_s, u"p"_s, u"v4-8"_s, u"READY"_s, {}, {{u"10.0.0.2"_s, u"34.1.1.2"_s}}};
    twb::MachineEntry entry = twb::gcloudEntry(tpu, twb::GcloudAddresses::External, QDateTime::currentDateTimeUtc());
    tpu.state = u"PREEMPTED"_s;
    tpu.workers.clear();
    twb::applyGcloudResolution(entry, tpu, QDateTime::currentDateTimeUtc());
    QCOMPARE(twb::gcloudCache(entry).state, u"PREEMPTED"_s);
    QCOMPARE(entry.hosts(), QStringList({u"34.1.1.2"_s}));
}

void tst_GcloudTpu::failuresExplained_data()
{
    QTest::addColumn<QString>("stderrText");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("not logged in")
        << u"ERROR: (gcloud.compute.tpus.tpu-vm.describe) You do not currently have an active account selected.\n"
           "Please run:\n\n  $ gcloud auth login\n\nto obtain new credentials."_s
        << QStringList{u"not logged in"_s, u"gcloud auth login"_s};
    QTest::newRow("wrong zone")
        << u"ERROR: (gcloud.compute.tpus.tpu-vm.list) NOT_FOUND: Location us-central9-z is not found or access is "
           "unauthorized."_s
        << QStringList{u"zone us-central9-z"_s, u"gcloud compute tpus locations list --project p"_s};
    QTest::newRow("unknown name")
        << u"ERROR: (gcloud.compute.tpus.tpu-vm.describe) NOT_FOUND: Resource "
           "'projects/p/locations/us-central9-z/nodes/vm' was not found"_s
        << QStringList{u"There is no TPU VM vm in zone us-central9-z of project p"_s, u"import-gcloud"_s};
    QTest::newRow("permission")
        << u"ERROR: (gcloud.compute.tpus.tpu-vm.describe) PERMISSION_DENIED: Cloud TPU API has not been used in "
           "project p before or it is disabled."_s
        << QStringList{u"project p"_s, u"Cloud TPU API is enabled"_s};
    QTest::newRow("other, quoted") << u"ERROR: (gcloud) something new"_s
                                   << QStringList{u"something new"_s, u"`gcloud x` failed"_s};
}

void tst_GcloudTpu::failuresExplained()
{
    QFETCH(QString, stderrText);
    QFETCH(QStringList, expected);
    const QString message = twb::GcloudResolver::explainFailure(stderrText, u"gcloud x"_s, u"vm"_s,
                                                                u"us-central9-z"_s, u"p"_s);
    for (const QString &part : expected)
        QVERIFY2(message.contains(part), qPrintable(message));
}

QTEST_GUILESS_MAIN(tst_GcloudTpu)
#include "tst_gcloud_tpu.moc"
