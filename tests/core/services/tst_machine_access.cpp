// MachineAccess: the one way from a registry name to a transport or host pool, on real files
// and the local transport (tests/integration/services covers a loopback sshd).
#include "core/registry/registry.h"
#include "core/remote/local_transport.h"
#include "core/services/machine_access.h"
#include "support/result_check.h"

#include <QFile>
#include <QMutex>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MachineAccess final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void unknownMachineNamesTheFileAndTheMachines();
    void brokenRegistryIsAnErrorNotACrash();
    void localEntryRunsOnThisMachine();
    void emptyNameIsThisMachine();
    void hostPoolHasOneTransportPerHost();
    void deferredFactoryReadsTheRegistryWhenAsked();
    void overrideReplacesEveryTransport();
    void multislicePoolNumbersHostsAcrossTheMachines();
    void entryFieldsWinOverTheProfile();

private:
    void writeRegistry(const QByteArray &json);
    QTemporaryDir m_dir;
    QString m_registry;
};

void tst_MachineAccess::init()
{
    m_registry = m_dir.filePath(u"tpu_config.json"_s);
    QFile::remove(m_registry);
}

void tst_MachineAccess::writeRegistry(const QByteArray &json)
{
    QFile file(m_registry);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(json);
}

void tst_MachineAccess::unknownMachineNamesTheFileAndTheMachines()
{
    writeRegistry(R"({"tpus": [{"tpu_name": "v5e-a", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.0.0.2"]}},
                              {"mode": "local"}]})");
    const MachineAccess access(m_registry, ConnectionProfile::defaults());
    const auto found = access.machine(u"v5e-b"_s);
    QVERIFY(!found);
    QCOMPARE(found.error().kind, Error::Kind::NotFound);
    QVERIFY2(found.error().message.contains(m_registry), qPrintable(found.error().message));
    QVERIFY2(found.error().message.contains(u"v5e-a"_s), qPrintable(found.error().message));
    QVERIFY2(found.error().message.contains(u"local"_s), qPrintable(found.error().message));
    QVERIFY2(found.error().message.contains(u"tpuwb registry add"_s), qPrintable(found.error().message));
    TWB_VERIFY_RESULT(access.machine(u"v5e-a"_s));
}

void tst_MachineAccess::brokenRegistryIsAnErrorNotACrash()
{
    writeRegistry(R"({"tpus": [ {"tpu_name": )");
    const MachineAccess access(m_registry, ConnectionProfile::defaults());
    const auto found = access.machine(u"x"_s);
    QVERIFY(!found);
    QVERIFY2(found.error().message.contains(m_registry) || found.error().where.contains(m_registry),
             qPrintable(found.error().message));
    QVERIFY(!access.openTransport(u"x"_s));
    QVERIFY(access.deferredTransportFactory(u"x"_s)(0) == nullptr);
}

void tst_MachineAccess::localEntryRunsOnThisMachine()
{
    writeRegistry(R"({"tpus": [{"mode": "local"}]})");
    const MachineAccess access(m_registry, ConnectionProfile::defaults());
    auto transport = access.openTransport(u"local"_s);
    TWB_VERIFY_RESULT(transport);
    QVERIFY(dynamic_cast<LocalTransport *>(transport->get()));
    ExecRequest request;
    request.command = u"echo $((6 * 7))"_s;
    const auto ran = (*transport)->exec(request);
    TWB_VERIFY_RESULT(ran);
    QCOMPARE(ran->standardOutput.trimmed(), QByteArray("42"));
}

void tst_MachineAccess::emptyNameIsThisMachine()
{
    // No registry at all: the kernel panel's "this machine" needs none.
    const MachineAccess access(m_dir.filePath(u"missing.json"_s), ConnectionProfile::defaults());
    auto transport = access.openTransport(QString());
    TWB_VERIFY_RESULT(transport);
    QVERIFY(dynamic_cast<LocalTransport *>(transport->get()));
}

void tst_MachineAccess::hostPoolHasOneTransportPerHost()
{
    writeRegistry(R"({"tpus": [{"mode": "local"}]})");
    const MachineAccess access(m_registry, ConnectionProfile::defaults());
    const auto entry = access.machine(u"local"_s);
    TWB_VERIFY_RESULT(entry);
    auto pool = access.hostPool(*entry);
    QCOMPARE(pool->hostCount(), entry->hostCount());
    const auto results = pool->run(u"echo ok"_s);
    QCOMPARE(int(results.size()), entry->hostCount());
    QVERIFY(results.front().succeeded());
    QCOMPARE(results.front().standardOutput.trimmed(), QByteArray("ok"));
}

void tst_MachineAccess::deferredFactoryReadsTheRegistryWhenAsked()
{
    const MachineAccess access(m_registry, ConnectionProfile::defaults());
    const auto factory = access.deferredTransportFactory(u"local"_s);
    // Made before the machine exists: it is looked up when a host asks, not before.
    QVERIFY(factory(0) == nullptr);
    writeRegistry(R"({"tpus": [{"mode": "local"}]})");
    QVERIFY(factory(0) != nullptr);
}

void tst_MachineAccess::overrideReplacesEveryTransport()
{
    writeRegistry(R"({"tpus": [{"tpu_name": "v5e-a", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.9.9.9"]}}]})");
    MachineAccess access(m_registry, ConnectionProfile::defaults());
    QStringList asked;
    access.setTransportOverride([&asked](const QString &machine, int host) -> std::unique_ptr<Transport> {
        asked << u"%1/%2"_s.arg(machine).arg(host);
        return std::make_unique<LocalTransport>();
    });
    const auto entry = access.machine(u"v5e-a"_s);
    TWB_VERIFY_RESULT(entry);
    QVERIFY(access.transportFactory(*entry)(0) != nullptr);
    QVERIFY(access.deferredTransportFactory(u"v5e-a"_s)(0) != nullptr);
    TWB_VERIFY_RESULT(access.openTransport(u"v5e-a"_s, 0));
    QCOMPARE(asked, (QStringList{u"v5e-a/0"_s, u"v5e-a/0"_s, u"v5e-a/0"_s}));
}

void tst_MachineAccess::multislicePoolNumbersHostsAcrossTheMachines()
{
    writeRegistry(R"({"tpus": [{"tpu_name": "a", "workbench": {"accelerator_type": "v4-16", "hosts": ["10.0.0.1", "10.0.0.2"]}},
                               {"tpu_name": "b", "workbench": {"accelerator_type": "v4-16", "hosts": ["10.0.1.1", "10.0.1.2"]}}]})");
    MachineAccess access(m_registry, ConnectionProfile::defaults());
    QMutex mutex;
    QStringList asked;
    access.setTransportOverride([&](const QString &machine, int host) -> std::unique_ptr<Transport> {
        QMutexLocker locker(&mutex);
        asked << u"%1/%2"_s.arg(machine).arg(host);
        return std::make_unique<LocalTransport>();
    });
    const auto entries = access.machines({u"a"_s, u"b"_s});
    TWB_VERIFY_RESULT(entries);
    // Host i of the pool is the i-th host counted through a, then b.
    auto pool = access.hostPool(*entries);
    QCOMPARE(pool->hostCount(), 4);
    const auto results = pool->run(u"true"_s);
    QCOMPARE(int(results.size()), 4);
    asked.sort();
    QCOMPARE(asked, (QStringList{u"a/0"_s, u"a/1"_s, u"b/0"_s, u"b/1"_s}));
    asked.clear();
    const auto factory = access.transportFactory(*entries);
    QVERIFY(factory(3) != nullptr);
    QVERIFY(factory(4) == nullptr);   // past the last host
    const auto deferred = access.deferredTransportFactory(
        QList<RunSlice>{{u"a"_s, {u"10.0.0.1"_s, u"10.0.0.2"_s}}, {u"b"_s, {u"10.0.1.1"_s, u"10.0.1.2"_s}}});
    QVERIFY(deferred(2) != nullptr);
    QVERIFY(deferred(4) == nullptr);
    QCOMPARE(asked, (QStringList{u"b/1"_s, u"b/0"_s}));
    // A machine that is not there names itself.
    const auto missing = access.machines({u"a"_s, u"nope"_s});
    QVERIFY(!missing);
    QVERIFY2(missing.error().message.contains(u"nope"_s), qPrintable(missing.error().message));
}

void tst_MachineAccess::entryFieldsWinOverTheProfile()
{
    writeRegistry(R"({"tpus": [
        {"tpu_name": "own", "workbench": {"accelerator_type": "v4-16", "hosts": ["10.0.0.2:2222", "10.0.0.3"],
                                          "ssh": {"user": "alice", "identity_file": "~/.ssh/alice", "port": 2200}}},
        {"tpu_name": "bare", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.0.0.4"]}}]})");
    ConnectionProfile profile = ConnectionProfile::defaults();
    profile.defaultUser = u"researcher"_s;
    profile.defaultIdentityFile = u"/keys/id_ed25519"_s;
    profile.knownHostsPath = m_dir.filePath(u"known_hosts"_s);
    profile.connectTimeout = std::chrono::milliseconds(2500);
    const MachineAccess access(m_registry, profile);

    const auto own = access.machine(u"own"_s);
    TWB_VERIFY_RESULT(own);
    const Json described = profile.describe(*own);
    QCOMPARE(described.size(), std::size_t(2));
    QCOMPARE(described[0]["user"], Json("alice"));
    QCOMPARE(described[0]["identity_file"], Json("~/.ssh/alice"));
    QCOMPARE(described[0]["port"], Json(2222));   // host:port wins over ssh.port
    QCOMPARE(described[1]["port"], Json(2200));
    QCOMPARE(described[1]["known_hosts"], Json(toStd(profile.knownHostsPath)));
    QCOMPARE(described[1]["connect_timeout_ms"], Json(2500));

    const auto bare = access.machine(u"bare"_s);
    TWB_VERIFY_RESULT(bare);
    const SshEndpoint endpoint = profile.endpoint(*bare, 0);
    QCOMPARE(endpoint.user, u"researcher"_s);
    QCOMPARE(endpoint.identityFile, u"/keys/id_ed25519"_s);
    QCOMPARE(endpoint.host, u"10.0.0.4"_s);
    QCOMPARE(access.connectionSettings().knownHostsPath, profile.knownHostsPath);
    QCOMPARE(access.hostKeyPolicy().unknownKey, HostKeyPolicy::UnknownKey::Refuse);
}

QTEST_GUILESS_MAIN(tst_MachineAccess)
#include "tst_machine_access.moc"
