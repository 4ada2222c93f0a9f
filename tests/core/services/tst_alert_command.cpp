// The user's alert command: run through /bin/sh with the alert in TWB_* variables only, so a run
// id or a detail holding shell syntax is data, never code; an empty command runs nothing; a
// command that fails or hangs is reported and ended. The desktop notifier without a session bus
// logs and carries on. Real /bin/sh, real files in a temporary folder.
#include "core/services/alert_command.h"
#include "core/services/desktop_notifier.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_AlertCommand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void environmentCarriesTheAlert_data();
    void environmentCarriesTheAlert();
    void shellSyntaxInTheAlertIsNotRun();
    void environmentNamesEveryHostOfTheAlert();
    void noCommandRunsNothing();
    void aFailingOrHangingCommandIsReportedAndEnded();
    void noSessionBusIsNotAnError();

private:
    QTemporaryDir m_dir;
};

void tst_AlertCommand::environmentCarriesTheAlert_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("host");
    QTest::addColumn<QString>("expected");
    QTest::newRow("stalled host 2") << int(AlertKind::Stalled) << 2 << u"stalled|run-1|2|slice3|why"_s;
    QTest::newRow("crashed host 0") << int(AlertKind::Crashed) << 0 << u"crashed|run-1|0|slice3|why"_s;
    QTest::newRow("nan") << int(AlertKind::Nan) << 0 << u"nan|run-1|0|slice3|why"_s;
    QTest::newRow("straggler") << int(AlertKind::Straggler) << 1 << u"straggler|run-1|1|slice3|why"_s;
    QTest::newRow("finished: no host") << int(AlertKind::Finished) << -1 << u"finished|run-1||slice3|why"_s;
}

void tst_AlertCommand::environmentCarriesTheAlert()
{
    QFETCH(int, kind);
    QFETCH(int, host);
    QFETCH(QString, expected);
    const QString out = m_dir.filePath(u"env-%1.txt"_s.arg(QString::fromLatin1(QTest::currentDataTag())).replace(u' ', u'_').remove(u':'));
    AlertCommand command;
    command.setCommand(u"printf '%s|%s|%s|%s|%s' \"$TWB_EVENT\" \"$TWB_RUN_ID\" \"$TWB_HOST\" \"$TWB_MACHINE\" "
                       "\"$TWB_DETAIL\" > '%1'"_s.arg(out));
    QSignalSpy finished(&command, &AlertCommand::finished);
    AlertEvent event;
    event.kind = AlertKind(kind);
    event.runId = u"run-1"_s;
    event.machine = u"slice3"_s;
    if (host >= 0)
        event.hosts = {host};
    event.detail = u"why"_s;
    command.run(event);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(1).toInt(), 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), expected);
}

void tst_AlertCommand::environmentNamesEveryHostOfTheAlert()
{
    // One alert for the hosts of a slice: TWB_HOST the one that raised it, TWB_HOSTS all.
    AlertEvent event;
    event.kind = AlertKind::Stalled;
    event.runId = u"run-1"_s;
    event.attempt = u"run-1-a2"_s;
    event.hosts = {2, 0, 3};
    const QProcessEnvironment env = AlertCommand::environment(event);
    QCOMPARE(env.value(u"TWB_HOST"_s), u"2"_s);
    QCOMPARE(env.value(u"TWB_HOSTS"_s), u"0, 2, 3"_s);
    QCOMPARE(env.value(u"TWB_ATTEMPT"_s), u"run-1-a2"_s);
    QCOMPARE(event.toJson()["hosts"], Json::array({2, 0, 3}));
    QCOMPARE(event.toJson()["change"], Json("raised"));
    QCOMPARE(event.summary(), u"run-1 hosts 0, 2, 3: Stalled"_s);
}

void tst_AlertCommand::shellSyntaxInTheAlertIsNotRun()
{
    const QString out = m_dir.filePath(u"detail.txt"_s);
    const QString pwned = m_dir.filePath(u"pwned"_s);
    AlertCommand command;
    command.setCommand(u"printf '%s\\n%s' \"$TWB_RUN_ID\" \"$TWB_DETAIL\" > '%1'"_s.arg(out));
    QSignalSpy finished(&command, &AlertCommand::finished);
    AlertEvent event;
    event.kind = AlertKind::Nan;
    event.runId = u"run'; touch '%1'; '"_s.arg(pwned);
    event.detail = u"$(touch '%1') `touch '%1'` \"; touch '%1'"_s.arg(pwned);
    command.run(event);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(1).toInt(), 0);
    QVERIFY2(!QFileInfo::exists(pwned), "text of the alert was run as shell code");
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), event.runId + u'\n' + event.detail);
}

void tst_AlertCommand::noCommandRunsNothing()
{
    AlertCommand command;
    command.setCommand(u"   "_s);
    command.run(AlertEvent{});
    QCOMPARE(command.running(), 0);
    QVERIFY(command.waitForAll(10));
}

void tst_AlertCommand::aFailingOrHangingCommandIsReportedAndEnded()
{
    AlertCommand command;
    command.setCommand(u"echo no webhook here; exit 7"_s);
    QSignalSpy finished(&command, &AlertCommand::finished);
    command.run(AlertEvent{});
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(1).toInt(), 7);
    QCOMPARE(finished.first().at(2).toString(), u"no webhook here"_s);

    finished.clear();
    command.setCommand(u"sleep 30"_s);
    command.setTimeoutMs(300);
    command.run(AlertEvent{});
    QCOMPARE(command.running(), 1);
    QVERIFY(command.waitForAll(10000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().at(1).toInt(), -1);
}

void tst_AlertCommand::noSessionBusIsNotAnError()
{
    // No bus at this address: the notifier says why once and the caller goes on.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + m_dir.filePath(u"no-bus-here"_s).toUtf8());
    DesktopNotifier notifier;
    QSignalSpy answered(&notifier, &DesktopNotifier::answered);
    AlertEvent event;
    event.runId = u"run-1"_s;
    notifier.notify(event);
    notifier.notify(event);
    QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 2, 5000);
    QCOMPARE(answered.first().at(1).toBool(), false);
}

QTEST_GUILESS_MAIN(tst_AlertCommand)
#include "tst_alert_command.moc"
