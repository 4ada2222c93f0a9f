// MachineRegistryService: the registry's use cases the Machines panel and `tpuwb registry` share,
// on real files in a real workspace folder (workbench.json beside tpu_config.json), the user's
// configuration in a temporary folder (the trust approvals).
#include "core/registry/registry.h"
#include "core/services/machine_registry_service.h"
#include "core/services/workspace_trust.h"
#include "core/util/python_interpreter.h"
#include "support/result_check.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MachineRegistryService final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void aNewLocalMachineGetsThePythonAndTheWorkspaceRunsFolder();
    void aMachineWithProblemsIsRefusedAndNothingWritten();
    void aFailedProbeSavesNothingAndGivesTheReport();
    void anEditForgetsTheLastCheckOnlyWhenTheWayToReachChanged();
    void anEditOfAMachineRemovedMeanwhileNamesTheRegistry();
    void removeNamesTheRegistryWhenTheMachineIsMissing();
    void importedMachinesAreAddedAndTheirCommandsApproved();
    void aCheckIsSavedInTheRegistry();

private:
    MachineEntry remote(const QString &name, const QStringList &hosts) const;
    QString root() const { return m_workspace.path(); }
    MachineRegistryService service() const;
    QTemporaryDir m_config;
    QTemporaryDir m_workspace;
    QString m_registry;
};

void tst_MachineRegistryService::initTestCase()
{
    qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
}

void tst_MachineRegistryService::init()
{
    m_registry = m_workspace.filePath(u"tpu_config.json"_s);
    QFile::remove(m_registry);
    QFile marker(m_workspace.filePath(u"workbench.json"_s));
    QVERIFY(marker.open(QIODevice::WriteOnly | QIODevice::Truncate));
    marker.write(R"({"format": 1})");
    WorkspaceTrust::revoke(WorkspaceTrust::workspaceOf(m_registry));
}

MachineRegistryService tst_MachineRegistryService::service() const
{
    return MachineRegistryService(MachineAccess(m_registry, ConnectionProfile::defaults()));
}

MachineEntry tst_MachineRegistryService::remote(const QString &name, const QStringList &hosts) const
{
    MachineEntry entry;
    entry.setMode(MachineEntry::Mode::Remote);
    entry.setTpuName(name);
    entry.setAcceleratorType(u"v4-8"_s);
    entry.setHosts(hosts);
    return entry;
}

void tst_MachineRegistryService::aNewLocalMachineGetsThePythonAndTheWorkspaceRunsFolder()
{
    MachineEntry local;
    local.setMode(MachineEntry::Mode::Local);
    const auto added = service().add(local);
    TWB_VERIFY_RESULT(added);
    QVERIFY(added->stored);
    QVERIFY(!added->report); // not probed unless asked
    QVERIFY(added->registry && added->registry->entries().size() == 1);

    const auto registry = Registry::load(m_registry);
    TWB_VERIFY_RESULT(registry);
    QCOMPARE(registry->entries().size(), size_t(1));
    const MachineEntry &stored = registry->entries().front();
    QVERIFY(stored.isLocal());
    QCOMPARE(stored.python(), PythonInterpreter::defaultPython());
    QCOMPARE(stored.remoteRootAsWritten(), QString(MachineEntry::kLocalRemoteRoot));
    // Its runs folder is inside this workspace.
    QVERIFY2(stored.remoteRoot().startsWith(root()), qPrintable(stored.remoteRoot()));
}

void tst_MachineRegistryService::aMachineWithProblemsIsRefusedAndNothingWritten()
{
    TWB_VERIFY_RESULT(service().add(remote(u"v4-a"_s, {u"10.0.0.2"_s})));
    const QByteArray before = [&] {
        QFile file(m_registry);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();

    // A v4-8 has one host; two are a problem of the field "hosts".
    const auto refused = service().add(remote(u"v4-b"_s, {u"10.0.0.3"_s, u"10.0.0.4"_s}));
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"hosts"_s), qPrintable(refused.error().message));
    QCOMPARE(refused.error().kind, Error::Kind::Invalid);

    QFile file(m_registry);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void tst_MachineRegistryService::aFailedProbeSavesNothingAndGivesTheReport()
{
    // Port 1 of loopback: nothing listens there, the connection is refused at once.
    const int port = 1;
    MachineEntry entry = remote(u"v4-down"_s, {u"127.0.0.1"_s});
    SshSettings ssh = entry.ssh();
    ssh.port = port;
    entry.setSsh(ssh);

    MachineRegistryService::AddOptions options;
    options.probe = MachineRegistryService::Probe::FirstRequiringSuccess;
    const auto added = service().add(entry, options);
    TWB_VERIFY_RESULT(added);
    QVERIFY(!added->stored && !added->registry);
    QVERIFY(added->report);
    QCOMPARE(added->report->hosts.size(), qsizetype(1));
    QVERIFY(!added->report->hosts.front().ok);
    QVERIFY(!QFile::exists(m_registry) || Registry::load(m_registry)->find(u"v4-down"_s) == nullptr);

    // Without the probe it is saved as given.
    const auto saved = service().add(entry);
    TWB_VERIFY_RESULT(saved);
    QVERIFY(saved->stored);
    QVERIFY(Registry::load(m_registry)->find(u"v4-down"_s));
}

void tst_MachineRegistryService::anEditForgetsTheLastCheckOnlyWhenTheWayToReachChanged()
{
    MachineEntry entry = remote(u"v4-a"_s, {u"10.0.0.2"_s});
    entry.setHostStatus({{true, 12, u"2026-12-07T01:00:00Z"_s, {}}});
    TWB_VERIFY_RESULT(service().add(entry));

    // A label changes nothing about how it is reached: the last check stays.
    MachineEntry labelled = entry;
    labelled.setLabels({u"team-a"_s});
    TWB_VERIFY_RESULT(service().edit(u"v4-a"_s, labelled));
    QCOMPARE(Registry::load(m_registry)->find(u"v4-a"_s)->hostStatus().size(), qsizetype(1));

    // Another host (and a new name): the check described the old one.
    MachineEntry moved = labelled;
    moved.setTpuName(u"v4-b"_s);
    moved.setHosts({u"10.0.0.9"_s});
    TWB_VERIFY_RESULT(service().edit(u"v4-a"_s, moved));
    const auto registry = Registry::load(m_registry);
    QVERIFY(!registry->find(u"v4-a"_s));
    QVERIFY(registry->find(u"v4-b"_s));
    QVERIFY(registry->find(u"v4-b"_s)->hostStatus().isEmpty());
    QCOMPARE(registry->find(u"v4-b"_s)->labels(), QStringList{u"team-a"_s});
}

void tst_MachineRegistryService::anEditOfAMachineRemovedMeanwhileNamesTheRegistry()
{
    TWB_VERIFY_RESULT(service().add(remote(u"v4-a"_s, {u"10.0.0.2"_s})));
    TWB_VERIFY_RESULT(service().remove(u"v4-a"_s));
    const auto edited = service().edit(u"v4-a"_s, remote(u"v4-a"_s, {u"10.0.0.3"_s}));
    QVERIFY(!edited);
    QCOMPARE(edited.error().kind, Error::Kind::NotFound);
    QVERIFY2(edited.error().message.contains(m_registry), qPrintable(edited.error().message));
}

void tst_MachineRegistryService::removeNamesTheRegistryWhenTheMachineIsMissing()
{
    TWB_VERIFY_RESULT(service().add(remote(u"v4-a"_s, {u"10.0.0.2"_s})));
    const auto removed = service().remove(u"v4-z"_s);
    QVERIFY(!removed);
    QVERIFY2(removed.error().message.contains(m_registry) && removed.error().message.contains(u"v4-z"_s),
             qPrintable(removed.error().message));
    QVERIFY(Registry::load(m_registry)->find(u"v4-a"_s));
}

void tst_MachineRegistryService::importedMachinesAreAddedAndTheirCommandsApproved()
{
    MachineEntry entry = remote(u"v4-own-python"_s, {u"10.0.0.2"_s});
    entry.setPython(u"/opt/venv/bin/python"_s);
    const QString workspace = WorkspaceTrust::workspaceOf(m_registry);
    QVERIFY(!workspace.isEmpty());
    QVERIFY(!WorkspaceTrust::isApproved(workspace, u"/opt/venv/bin/python"_s));
    TWB_VERIFY_RESULT(service().importEntries({entry}));
    QVERIFY(Registry::load(m_registry)->find(u"v4-own-python"_s));
    QVERIFY(WorkspaceTrust::isApproved(workspace, u"/opt/venv/bin/python"_s));
}

void tst_MachineRegistryService::aCheckIsSavedInTheRegistry()
{
    MachineEntry local;
    local.setMode(MachineEntry::Mode::Local);
    const auto added = service().add(local);
    TWB_VERIFY_RESULT(added);
    const auto outcome = service().check(*added->stored, MachineCheck::Connection);
    QVERIFY2(outcome.report.allOk(), qPrintable(outcome.report.hosts.value(0).message));
    QVERIFY2(outcome.saved, qPrintable(outcome.saveError));
    const auto status = Registry::load(m_registry)->entries().front().hostStatus();
    QCOMPARE(status.size(), qsizetype(1));
    QVERIFY(status.front().reachable);
    QVERIFY(!status.front().checkedAt.isEmpty());

    // Not saved when not asked: the file stays as it is.
    QFile before(m_registry);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray text = before.readAll();
    const auto unsaved = service().check(*added->stored, MachineCheck::Connection, false);
    QVERIFY(!unsaved.saved);
    QVERIFY(unsaved.saveError.isEmpty());
    QFile after(m_registry);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), text);
}

QTEST_GUILESS_MAIN(tst_MachineRegistryService)
#include "tst_machine_registry_service.moc"
