// WorkbenchSession, the composition root: one instance of each service per session, all pointed
// at the new workspace before the panels hear of the change. And the GUI (the session) and the
// CLI (tpuwb) reach a machine the same way: both read the user's connection profile from one
// settings file and build the connection through MachineAccess; the CLI's view of it is
// `tpuwb registry show NAME --json`, run here as a real process.
#include "core/metrics/series_store.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/services/user_settings.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"
#include "support/test_paths.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_WorkbenchSession final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void guiAndCliBuildTheSameConnection_data();
    void guiAndCliBuildTheSameConnection();
    void settingsSurviveARestart();
    void oneServiceOfEachKind();
    void aWorkspaceChangeMovesEveryServiceFirst();
    void servicesAskThroughTheInstalledPrompts();

private:
    Json cliConnection(const QString &machine, const QStringList &globalOptions = {});
    QTemporaryDir m_config;
    QTemporaryDir m_workspace;
};

void tst_WorkbenchSession::initTestCase()
{
    QVERIFY(m_config.isValid() && m_workspace.isValid());
    qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
    QFile registry(m_workspace.filePath(u"tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(R"({"tpus": [
        {"tpu_name": "bare", "workbench": {"accelerator_type": "v4-16", "hosts": ["10.0.0.2", "10.0.0.3:2201"]}},
        {"tpu_name": "own", "workbench": {"accelerator_type": "v5litepod-8", "hosts": ["10.0.0.4"],
                                          "ssh": {"user": "alice", "identity_file": "/keys/alice", "port": 2022}}},
        {"mode": "local"}]})");
}

Json tst_WorkbenchSession::cliConnection(const QString &machine, const QStringList &globalOptions)
{
    QProcess tpuwb;
    tpuwb.start(test::tpuwbBinary(),
                QStringList{u"--workspace"_s, m_workspace.path()} + globalOptions
                    + QStringList{u"registry"_s, u"show"_s, machine, u"--json"_s});
    if (!tpuwb.waitForFinished(30000) || tpuwb.exitCode() != 0) {
        qWarning() << tpuwb.readAllStandardError();
        return Json();
    }
    return Json::parse(tpuwb.readAllStandardOutput().toStdString())["connection"];
}

void tst_WorkbenchSession::guiAndCliBuildTheSameConnection_data()
{
    QTest::addColumn<QString>("machine");
    QTest::newRow("entry without ssh fields: the profile's user and key") << u"bare"_s;
    QTest::newRow("entry with its own user, key and port") << u"own"_s;
    QTest::newRow("local machine") << u"local"_s;
}

void tst_WorkbenchSession::guiAndCliBuildTheSameConnection()
{
    QFETCH(QString, machine);
    // What the Settings dialog does: set the defaults and save them.
    WorkbenchSession gui;
    gui.setWorkspaceDir(m_workspace.path());
    gui.setDefaultSshUser(u"researcher"_s);
    gui.setDefaultIdentityFile(u"/keys/google_compute_engine"_s);
    gui.setKnownHostsPath(m_config.filePath(u"known_hosts"_s));
    gui.save();

    const MachineAccess access = gui.machineAccess();
    const auto entry = access.machine(machine);
    QVERIFY(entry);
    const Json fromGui = access.profile().describe(*entry);
    const Json fromCli = cliConnection(machine);
    QVERIFY2(!fromCli.is_null(), "tpuwb registry show failed");
    QCOMPARE(QString::fromStdString(fromCli.dump()), QString::fromStdString(fromGui.dump()));
    if (machine == u"bare"_s) {
        QCOMPARE(fromCli[0]["user"], Json("researcher"));
        QCOMPARE(fromCli[1]["port"], Json(2201));
    }
}

void tst_WorkbenchSession::settingsSurviveARestart()
{
    {
        WorkbenchSession before;
        before.setDefaultSshUser(u"someone"_s);
        before.setKnownHostsPath(m_config.filePath(u"kh2"_s));
        before.save();
    }
    WorkbenchSession after;
    after.load();
    QCOMPARE(after.defaultSshUser(), u"someone"_s);
    QCOMPARE(after.connectionProfile(), UserSettings::connectionProfile());
    // --known-hosts on the command line overrides the profile's file, and only that.
    const Json cli = cliConnection(u"bare"_s, {u"--known-hosts"_s, u"/elsewhere/kh"_s});
    QCOMPARE(cli[0]["known_hosts"], Json("/elsewhere/kh"));
    QCOMPARE(cli[0]["user"], Json("someone"));
}

void tst_WorkbenchSession::oneServiceOfEachKind()
{
    WorkbenchSession session;
    session.setWorkspaceDir(m_workspace.path());
    // Every panel that asks gets the same instance: one SSH pool per host, one record lock
    // table, one follower per run, one alert per event.
    RunService *service = &session.runService();
    QCOMPARE(&session.runService(), service);
    QCOMPARE(&session.workspaceIndex(), &session.workspaceIndex());
    QCOMPARE(&session.seriesStore(), &session.seriesStore());
    RunFollower *follower = &session.runFollower();
    QCOMPARE(&session.runFollower(), follower);
    AlertDispatcher *alerts = &session.alerts();
    QCOMPARE(&session.alerts(), alerts);
    QCOMPARE(service->runsDir(), Workspace(m_workspace.path()).runsDir());
    QCOMPARE(session.workspaceIndex().root(), m_workspace.path());
    // A setting made through the session reaches the one dispatcher.
    AlertSettings settings = session.alerts().settings();
    settings.stragglerSeconds = 7;
    session.alerts().setSettings(settings);
    QCOMPARE(session.alerts().monitor().stragglerAfterMs(), 7000);
}

void tst_WorkbenchSession::aWorkspaceChangeMovesEveryServiceFirst()
{
    QTemporaryDir other;
    QVERIFY(other.isValid());
    WorkbenchSession session;
    session.setWorkspaceDir(m_workspace.path());
    RunService &service = session.runService();
    WorkspaceIndex &index = session.workspaceIndex();
    session.runFollower();
    // What a panel sees when it hears of the change: the services are there already.
    QString runsDirSeen, indexRootSeen, registrySeen;
    connect(&session, &WorkbenchSession::workspaceChanged, this, [&] {
        runsDirSeen = service.runsDir();
        indexRootSeen = index.root();
        registrySeen = service.machineAccess().registryPath();
    });
    session.setWorkspaceDir(other.path());
    QCOMPARE(runsDirSeen, Workspace(other.path()).runsDir());
    QCOMPARE(indexRootSeen, other.path());
    QCOMPARE(registrySeen, Workspace(other.path()).registryFile());
    // Still the same instances.
    QCOMPARE(&session.runService(), &service);
    QCOMPARE(&session.workspaceIndex(), &index);
    // A registry given on the command line wins over the workspace's, for the service too.
    session.setRegistryOverride(m_workspace.filePath(u"tpu_config.json"_s));
    QCOMPARE(service.machineAccess().registryPath(), m_workspace.filePath(u"tpu_config.json"_s));
}

void tst_WorkbenchSession::servicesAskThroughTheInstalledPrompts()
{
    WorkbenchSession session;
    session.setWorkspaceDir(m_workspace.path());
    // Without prompts (tpuwb, tests): unknown keys are refused, no passphrase is asked.
    RunService &service = session.runService();
    QCOMPARE(service.machineAccess().hostKeyPolicy().unknownKey, HostKeyPolicy::UnknownKey::Refuse);
    QVERIFY(!service.machineAccess().connectionSettings().passphrase);
    // The GUI installs its prompter: the service made before it asks through it too.
    int asked = 0;
    session.setInteractivePrompts(HostKeyPolicy::askWith([&](const HostKeyQuestion &) {
                                      ++asked;
                                      return HostKeyDecision::Refuse;
                                  }),
                                  [](const QString &) { return std::optional<QString>(); });
    const MachineAccess access = service.machineAccess();
    QCOMPARE(access.hostKeyPolicy().unknownKey, HostKeyPolicy::UnknownKey::Ask);
    access.hostKeyPolicy().ask(HostKeyQuestion{});
    QCOMPARE(asked, 1);
    QVERIFY(access.connectionSettings().passphrase);
    // A workspace change keeps them.
    QTemporaryDir other;
    session.setWorkspaceDir(other.path());
    QCOMPARE(service.machineAccess().hostKeyPolicy().unknownKey, HostKeyPolicy::UnknownKey::Ask);
    // Values handed out for other uses keep their own policy.
    QCOMPARE(session.machineAccess().hostKeyPolicy().unknownKey, HostKeyPolicy::UnknownKey::Refuse);
}

QTEST_GUILESS_MAIN(tst_WorkbenchSession)
#include "tst_workbench_session.moc"
