// The alerts' texts name the run as people do (issue 28): AlertEvent's line and JSON, the
// desktop notification's title and text, the alert command's TWB_RUN_NAME, and the session's
// AlertDispatcher, which gives each alert the name the workspace index has for the run. The id
// stays where a machine reads it (run_id, TWB_RUN_ID) and in the notification's text. A real
// workspace in a temporary folder, a private session bus with a stand-in notification service.
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/services/alert_command.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/desktop_notifier.h"
#include "core/services/workbench_session.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"

#include "support/result_check.h"
#include "support/session_bus_fixture.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

const QString kId = u"lr-sweep-69931f0a-s1-20261202-140301"_s;
const QString kName = u"lr-sweep · lr=0.001 · seed 1"_s;

AlertEvent stalledOn(QList<int> hosts, const QString &name)
{
    AlertEvent e;
    e.kind = AlertKind::Stalled;
    e.runId = kId;
    e.runName = name;
    e.machine = u"slice3"_s;
    e.hosts = std::move(hosts);
    e.detail = u"No step for 4.2 s."_s;
    return e;
}

} // namespace

class tst_AlertTexts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eventTextsUseTheName_data();
    void eventTextsUseTheName();
    void jsonKeepsTheIdAndAddsTheName();
    void notificationTitleNamesAndTextHasTheId();
    void commandGetsTheNameBesideTheId();
    void dispatcherNamesAlertsAsTheIndexDoes();
};

void tst_AlertTexts::eventTextsUseTheName_data()
{
    QTest::addColumn<QList<int>>("hosts");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("where");
    QTest::newRow("the run as a whole") << QList<int>{} << kName << kName;
    QTest::newRow("one host") << QList<int>{2} << kName << kName + u" host 2"_s;
    QTest::newRow("hosts, ascending") << QList<int>{3, 0, 1} << kName << kName + u" hosts 0, 1, 3"_s;
    QTest::newRow("no name: the id") << QList<int>{2} << QString() << kId + u" host 2"_s;
}

void tst_AlertTexts::eventTextsUseTheName()
{
    QFETCH(QList<int>, hosts);
    QFETCH(QString, name);
    QFETCH(QString, where);
    const AlertEvent e = stalledOn(hosts, name);
    QCOMPARE(e.where(), where);
    QCOMPARE(e.summary(), where + u": Stalled: No step for 4.2 s."_s);
    QCOMPARE(e.runLabel(), name.isEmpty() ? kId : name);
}

void tst_AlertTexts::jsonKeepsTheIdAndAddsTheName()
{
    const Json named = stalledOn({0}, kName).toJson();
    QCOMPARE(named["run_id"].get<std::string>(), toStd(kId));
    QCOMPARE(named["name"].get<std::string>(), toStd(kName));
    // The name right after the id, the other fields as before.
    std::vector<std::string> keys;
    for (const auto &[key, value] : named.items())
        keys.push_back(key);
    QCOMPARE(keys, (std::vector<std::string>{"event", "change", "run_id", "name", "attempt", "machine", "host", "hosts",
                                             "time", "detail"}));
    QCOMPARE(stalledOn({0}, {}).toJson()["name"].get<std::string>(), toStd(kId));
}

void tst_AlertTexts::notificationTitleNamesAndTextHasTheId()
{
    const AlertEvent e = stalledOn({0, 1}, kName);
    QCOMPARE(DesktopNotifier::summaryText(e), kName + u" hosts 0, 1: Stalled"_s);
    const QString body = DesktopNotifier::bodyText(e);
    QVERIFY2(body.startsWith(u"No step for 4.2 s."_s), qPrintable(body));
    QVERIFY2(body.contains(kId) && body.contains(u"slice3"_s), qPrintable(body));
    AlertEvent bare = e;
    bare.detail.clear();
    bare.machine.clear();
    QCOMPARE(DesktopNotifier::bodyText(bare), u"Run "_s + kId);
}

void tst_AlertTexts::commandGetsTheNameBesideTheId()
{
    QProcessEnvironment env = AlertCommand::environment(stalledOn({2}, kName));
    QCOMPARE(env.value(u"TWB_RUN_ID"_s), kId);
    QCOMPARE(env.value(u"TWB_RUN_NAME"_s), kName);
    env = AlertCommand::environment(stalledOn({2}, {}));
    QCOMPARE(env.value(u"TWB_RUN_NAME"_s), kId);
}

void tst_AlertTexts::dispatcherNamesAlertsAsTheIndexDoes()
{
    qRegisterMetaType<AlertEvent>();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    qputenv("XDG_CONFIG_HOME", dir.filePath(u"config"_s).toUtf8());
    test::SessionBusFixture bus;
    TWB_VERIFY_RESULT(bus.start());
    const QString root = dir.filePath(u"ws"_s);
    const Workspace workspace(root);
    // Two runs of one experiment, lr apart: the index names them by lr and seed.
    QList<RunRecord> records;
    for (const auto &[hash, lr] : {std::pair{u"69931f0a"_s, 0.001}, std::pair{u"1b2c3d4e"_s, 0.01}}) {
        RunRecord record;
        record.runId = u"lr-sweep-%1-s1-20261202-140301"_s.arg(hash);
        record.experiment = u"lr-sweep"_s;
        record.configHash = hash;
        record.seed = 1;
        record.machine = u"slice3"_s;
        record.state = RunState::Running;
        RunAttempt attempt;
        attempt.attemptId = record.runId + u"-a1"_s;
        record.attempts << attempt;
        const RunFolder folder = RunFolder::in(workspace.runsDir(), record.runId);
        QVERIFY(QDir().mkpath(folder.dir()));
        TWB_VERIFY_RESULT(record.writeFile(folder.recordFile()));
        Json config = Json::object();
        config["name"] = "lr-sweep";
        config["train"]["lr"] = lr;
        config["train"]["seed"] = 1;
        TWB_VERIFY_RESULT(writeJsonFileAtomically(folder.configFile(), config));
        records << record;
    }

    WorkbenchSession session;
    session.setWorkspaceDir(root);
    WorkspaceIndex &index = session.workspaceIndex();
    AlertDispatcher &alerts = session.alerts();
    AlertSettings settings;
    settings.desktop = true;
    alerts.setSettings(settings);
    QTRY_VERIFY_WITH_TIMEOUT(index.isScanned() && index.runs().size() == 2, 10000);
    const QString id = records[1].runId;
    const QString name = index.runName(id);
    QVERIFY2(name.startsWith(u"lr-sweep · lr=0.01 · seed 1"_s), qPrintable(name));

    // The run (listed, not followed) ends: one `finished` alert, named.
    QSignalSpy raised(&alerts, &AlertDispatcher::alertRaised);
    RunRecord finished = records[1];
    finished.state = RunState::Finished;
    TWB_VERIFY_RESULT(finished.writeFile(RunFolder::in(workspace.runsDir(), id).recordFile()));
    QTRY_COMPARE_WITH_TIMEOUT(raised.size(), 1, 10000);
    const auto event = raised.first().first().value<AlertEvent>();
    QCOMPARE(event.kind, AlertKind::Finished);
    QCOMPARE(event.runId, id);
    QCOMPARE(event.runName, name);
    QVERIFY2(event.summary().startsWith(name + u": Finished"_s), qPrintable(event.summary()));
    // The desktop notification, as the notification service received it over the bus.
    QTRY_COMPARE_WITH_TIMEOUT(bus.notifications().calls().size(), 1, 10000);
    const test::NotifyCall &call = bus.notifications().calls().first();
    QCOMPARE(call.summary, name + u": Finished"_s);
    QVERIFY2(call.body.contains(id), qPrintable(call.body));
}

QTEST_GUILESS_MAIN(tst_AlertTexts)
#include "tst_alert_texts.moc"
