// Alerts end to end through `tpuwb run watch`: real CPU training runs of a scaffolded project on
// this machine (a `mode: local` entry). A run that finishes, one whose loss turns NaN (a learning
// rate of 1e30 diverges in its second step) and one whose host is SIGSTOPped each raise exactly
// one alert of their kind, seen three ways: the lines `run watch --json` prints, the user's
// alert command (set with `tpuwb settings set alerts.command`) appending its TWB_* environment
// to a file, and the Notify calls a stand-in notification service receives on a private session
// bus (a dbus-daemon this test starts). A SIGKILLed host raises `crashed`.
#include "support/result_check.h"
#include "support/session_bus_fixture.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <csignal>

using namespace Qt::StringLiterals;
using twb::test::TpuwbRunner;

class tst_RunAlertsCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void settingsKeepTheCommandInTheUsersConfiguration();
    void aFinishedRunRaisesOneFinishedAlert();
    void aNanLossRaisesOneNanAlert();
    void aSigstoppedHostRaisesOneStalledAlert();
    void aKilledHostRaisesOneCrashedAlert();
    void aSlowEvaluationUnderLoadRaisesNoStall();

private:
    QString launch(const QStringList &settings);
    // `tpuwb run watch RUN_ID --json`, started; `events` collects what it printed so far.
    void startWatch(QProcess &watch, const QString &runId);
    static QList<QJsonObject> printed(QProcess &watch, QString *buffer);
    // The alert command's lines for a run: "event|run|host|detail".
    QStringList commandLines(const QString &runId) const;
    QList<twb::test::NotifyCall> notifications(const QString &runId) const;
    static int count(const QList<QJsonObject> &events, const QString &kind);
    qint64 pidOf(const QString &runId) const;
    int loggedSteps(const QString &runId) const;
    bool waitForEnd(QProcess &watch, int timeoutMs);

    twb::test::SessionBusFixture m_bus;
    QTemporaryDir m_root;
    QString m_ws;
    QString m_project;
    QString m_alertsFile;
    TpuwbRunner m_tpuwb;
};

void tst_RunAlertsCli::initTestCase()
{
    QVERIFY(m_root.isValid());
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    const QString missing = twb::test::missingPythonModules(u"torch"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    // The user's configuration folder of this test, for it and the tpuwb it starts.
    qputenv("XDG_CONFIG_HOME", m_root.filePath(u"config"_s).toUtf8());
    TWB_VERIFY_RESULT(m_bus.start());

    m_ws = m_root.filePath(u"ws"_s);
    QVERIFY(QDir().mkpath(m_ws));
    QFile registry(m_ws + u"/tpu_config.json"_s);
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(u"{\"tpus\": [{\"mode\": \"local\", \"tpu_name\": \"this-machine\", \"workbench\": {\"python\": \"%1\", "
                   "\"remote_root\": \"%2\"}}]}"_s.arg(twb::test::systemPython(), m_root.filePath(u"remote"_s))
                       .toUtf8());
    registry.close();
    m_tpuwb.setGlobals({u"--workspace"_s, m_ws, u"--config"_s, m_ws + u"/tpu_config.json"_s});
    m_project = m_ws + u"/experiments/tiny"_s;
    const auto scaffold = m_tpuwb.scaffoldTinyDecoder(m_project, u"v5litepod-8"_s,
                                                      {u"train.log_every=1"_s, u"train.warmup_steps=1"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
    m_alertsFile = m_root.filePath(u"alerts.txt"_s);
}

QString tst_RunAlertsCli::launch(const QStringList &settings)
{
    QStringList args = {u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"this-machine"_s, u"--device"_s, u"cpu"_s,
                        u"--no-preflight"_s};
    for (const QString &s : settings)
        args << u"--set"_s << s;
    const auto o = m_tpuwb.run(args);
    if (o.exitCode != 0) {
        qWarning("launch failed: %s", qPrintable(o.err));
        return {};
    }
    const QRegularExpression started(u"Starting (\\S+) on"_s);
    const auto match = started.match(o.out + o.err);
    return match.hasMatch() ? match.captured(1) : QString();
}

void tst_RunAlertsCli::startWatch(QProcess &watch, const QString &runId)
{
    m_tpuwb.start(watch, {u"run"_s, u"watch"_s, runId, u"--json"_s});
    QVERIFY(watch.waitForStarted(10000));
}

QList<QJsonObject> tst_RunAlertsCli::printed(QProcess &watch, QString *buffer)
{
    *buffer += QString::fromUtf8(watch.readAllStandardOutput());
    QList<QJsonObject> out;
    for (const QString &line : buffer->split(u'\n', Qt::SkipEmptyParts))
        out << QJsonDocument::fromJson(line.toUtf8()).object();
    return out;
}

bool tst_RunAlertsCli::waitForEnd(QProcess &watch, int timeoutMs)
{
    // Spins the event loop: the stand-in answers the Notify calls meanwhile.
    return QTest::qWaitFor([&] { return watch.state() == QProcess::NotRunning; }, timeoutMs);
}

QStringList tst_RunAlertsCli::commandLines(const QString &runId) const
{
    QFile file(m_alertsFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList out;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts))
        if (line.section(u'|', 1, 1) == runId)
            out << line;
    return out;
}

QList<twb::test::NotifyCall> tst_RunAlertsCli::notifications(const QString &runId) const
{
    QList<twb::test::NotifyCall> out;
    for (const auto &call : const_cast<twb::test::SessionBusFixture &>(m_bus).notifications().calls())
        if (call.body.contains(runId))   // the title names the run, the text has its id
            out << call;
    return out;
}

int tst_RunAlertsCli::count(const QList<QJsonObject> &events, const QString &kind)
{
    return int(std::count_if(events.cbegin(), events.cend(), [&](const QJsonObject &o) { return o.value(u"event"_s).toString() == kind; }));
}

qint64 tst_RunAlertsCli::pidOf(const QString &runId) const
{
    QFile status(m_root.filePath(u"remote/runs/"_s + runId + u"/status/host-0.json"_s));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    return qint64(QJsonDocument::fromJson(status.readAll()).object().value(u"pid"_s).toDouble());
}

int tst_RunAlertsCli::loggedSteps(const QString &runId) const
{
    QFile file(m_root.filePath(u"remote/runs/"_s + runId + u"/metrics/host-0.jsonl"_s));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    return int(file.readAll().count("\"loss\""));
}

// The command is the user's: `settings set` writes it to the user's configuration folder
// (XDG_CONFIG_HOME here), `settings get` reads it back, and nothing lands in the workspace.
void tst_RunAlertsCli::settingsKeepTheCommandInTheUsersConfiguration()
{
    const QString command = u"printf '%s|%s|%s|%s\\n' \"$TWB_EVENT\" \"$TWB_RUN_ID\" \"$TWB_HOST\" \"$TWB_DETAIL\" >> '%1'"_s
                                .arg(m_alertsFile);
    const auto set = m_tpuwb.run({u"settings"_s, u"set"_s, u"alerts.command"_s, command});
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
    const auto get = m_tpuwb.run({u"settings"_s, u"get"_s, u"alerts.command"_s});
    QCOMPARE(get.exitCode, 0);
    QCOMPARE(get.out.trimmed(), command);
    QFile conf(m_root.filePath(u"config/TPU Workbench/TPU Workbench.conf"_s));
    QVERIFY(conf.open(QIODevice::ReadOnly));
    QVERIFY(conf.readAll().contains("[alerts]"));
    QFile workbench(m_ws + u"/workbench.json"_s);
    QVERIFY(!workbench.open(QIODevice::ReadOnly) || !workbench.readAll().contains("TWB_EVENT"));
    const auto unknown = m_tpuwb.run({u"settings"_s, u"get"_s, u"alerts.nope"_s});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(u"alerts.command"_s), qPrintable(unknown.err));
}

void tst_RunAlertsCli::aFinishedRunRaisesOneFinishedAlert()
{
    const QString runId = launch({u"train.max_steps=15"_s});
    QVERIFY(!runId.isEmpty());
    QProcess watch;
    startWatch(watch, runId);
    QVERIFY2(waitForEnd(watch, 120000), "run watch did not end with the run");
    QCOMPARE(watch.exitCode(), 0);
    QString buffer;
    const auto events = printed(watch, &buffer);
    QVERIFY2(count(events, u"finished"_s) == 1, qPrintable(buffer));
    QCOMPARE(count(events, u"nan"_s), 0);
    QCOMPARE(count(events, u"crashed"_s), 0);
    const QJsonObject finished = events.last();
    QCOMPARE(finished.value(u"run_id"_s).toString(), runId);
    QVERIFY(finished.value(u"host"_s).isNull());
    QCOMPARE(finished.value(u"machine"_s).toString(), u"this-machine"_s);
    const QStringList lines = commandLines(runId);
    QCOMPARE(lines.filter(u"finished|"_s).size(), 1);
    QVERIFY2(lines.filter(u"finished|"_s).first().startsWith(u"finished|%1||Every host finished"_s.arg(runId)),
             qPrintable(lines.join(u'\n')));
    QTRY_COMPARE_WITH_TIMEOUT(notifications(runId).size(), int(events.size()), 5000);
    // Named as the GUI names it (issue 28): the experiment and seed, not the id.
    const QString name = finished.value(u"name"_s).toString();
    QVERIFY2(name != runId && name.contains(u" · seed "_s), qPrintable(name));
    QCOMPARE(notifications(runId).last().summary, name + u": Finished"_s);
    QCOMPARE(notifications(runId).last().appName, u"TPU Workbench"_s);
}

void tst_RunAlertsCli::aNanLossRaisesOneNanAlert()
{
    // AdamW at lr 1e30 makes the weights overflow: the loss is NaN from the third step on, and
    // the run goes on to its end.
    const QString runId = launch({u"train.max_steps=25"_s, u"train.lr=1e30"_s});
    QVERIFY(!runId.isEmpty());
    QProcess watch;
    startWatch(watch, runId);
    QVERIFY2(waitForEnd(watch, 120000), "run watch did not end with the run");
    QString buffer;
    const auto events = printed(watch, &buffer);
    QVERIFY2(count(events, u"nan"_s) == 1, qPrintable(buffer));
    QVERIFY2(count(events, u"finished"_s) == 1, qPrintable(buffer));
    const QJsonObject nan = events.first();
    QCOMPARE(nan.value(u"event"_s).toString(), u"nan"_s);
    QCOMPARE(nan.value(u"host"_s).toInt(-1), 0);
    QVERIFY2(nan.value(u"detail"_s).toString().startsWith(u"loss is NaN at step"_s), qPrintable(buffer));
    const QStringList lines = commandLines(runId);
    QCOMPARE(lines.filter(u"nan|"_s).size(), 1);
    QVERIFY2(lines.filter(u"nan|"_s).first().startsWith(u"nan|%1|0|loss is NaN"_s.arg(runId)), qPrintable(lines.join(u'\n')));
    QTRY_COMPARE_WITH_TIMEOUT(notifications(runId).size(), int(events.size()), 5000);
    int nanNotifications = 0;
    for (const auto &call : notifications(runId))
        nanNotifications += call.summary == nan.value(u"name"_s).toString() + u" host 0: NaN loss"_s ? 1 : 0;
    QCOMPARE(nanNotifications, 1);
}

void tst_RunAlertsCli::aSigstoppedHostRaisesOneStalledAlert()
{
    const QString runId = launch({u"train.max_steps=100000"_s});
    QVERIFY(!runId.isEmpty());
    QProcess watch;
    startWatch(watch, runId);
    QTRY_VERIFY_WITH_TIMEOUT(loggedSteps(runId) >= 10, 60000);
    const qint64 pid = pidOf(runId);
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid_t(pid), SIGSTOP), 0);
    QString buffer;
    QTRY_VERIFY_WITH_TIMEOUT(count(printed(watch, &buffer), u"stalled"_s) >= 1, 30000);
    // Still stalled through many health refreshes (each 100-250 ms): no second alert.
    QTest::qWait(3000);
    auto events = printed(watch, &buffer);
    QVERIFY2(count(events, u"stalled"_s) == 1, qPrintable(buffer));
    QCOMPARE(events.first().value(u"host"_s).toInt(-1), 0);
    QVERIFY2(events.first().value(u"detail"_s).toString().startsWith(u"No step for"_s), qPrintable(buffer));
    QTRY_COMPARE_WITH_TIMEOUT(commandLines(runId).filter(u"stalled|"_s).size(), 1, 5000);
    QVERIFY(commandLines(runId).filter(u"stalled|"_s).first().startsWith(u"stalled|%1|0|No step for"_s.arg(runId)));
    QTRY_COMPARE_WITH_TIMEOUT(notifications(runId).size(), 1, 5000);
    QCOMPARE(notifications(runId).first().summary, events.first().value(u"name"_s).toString() + u" host 0: Stalled"_s);
    QCOMPARE(notifications(runId).first().hints.value(u"urgency"_s).toInt(), 2);

    // Let it go and stop it: a run stopped on request raises nothing more.
    QCOMPARE(::kill(pid_t(pid), SIGCONT), 0);
    const auto stop = m_tpuwb.run({u"run"_s, u"stop"_s, runId});
    QVERIFY2(stop.exitCode == 0, qPrintable(stop.err));
    QVERIFY2(waitForEnd(watch, 60000), "run watch did not end with the run");
    events = printed(watch, &buffer);
    QVERIFY2(events.size() == 1, qPrintable(buffer));
}

void tst_RunAlertsCli::aKilledHostRaisesOneCrashedAlert()
{
    const QString runId = launch({u"train.max_steps=100000"_s});
    QVERIFY(!runId.isEmpty());
    QProcess watch;
    startWatch(watch, runId);
    QTRY_VERIFY_WITH_TIMEOUT(loggedSteps(runId) >= 5, 60000);
    const qint64 pid = pidOf(runId);
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QVERIFY2(waitForEnd(watch, 60000), "run watch did not end with the run");
    QString buffer;
    const auto events = printed(watch, &buffer);
    QVERIFY2(count(events, u"crashed"_s) == 1 && events.size() == 1, qPrintable(buffer));
    QVERIFY2(events.first().value(u"detail"_s).toString().contains(u"killed by signal 9"_s), qPrintable(buffer));
    QTRY_COMPARE_WITH_TIMEOUT(commandLines(runId).filter(u"crashed|"_s).size(), 1, 5000);
}

// #27: an evaluation of many step times, under a CPU load of 2 on 2 cores, is a phase the
// project announces, not a stall. The test checks from the stream that the evaluation was long
// enough to have been called stalled by the step rule alone (3 x median step, at least 1.5 s).
void tst_RunAlertsCli::aSlowEvaluationUnderLoadRaisesNoStall()
{
    QList<QProcess *> load;
    const auto stopLoad = qScopeGuard([&] {
        for (QProcess *p : load) {
            p->kill();
            p->waitForFinished(5000);
            delete p;
        }
    });
    for (int i = 0; i < 2; ++i) {
        auto *p = new QProcess;
        p->start(u"/bin/sh"_s, {u"-c"_s, u"while :; do :; done"_s});
        QVERIFY(p->waitForStarted(5000));
        load << p;
    }
    const QString runId = launch({u"train.max_steps=40"_s, u"train.eval_every=20"_s, u"train.eval_batches=2000"_s});
    QVERIFY(!runId.isEmpty());
    QProcess watch;
    startWatch(watch, runId);
    QVERIFY2(waitForEnd(watch, 280000), "run watch did not end with the run");
    QString buffer;
    const auto events = printed(watch, &buffer);
    QVERIFY2(count(events, u"stalled"_s) == 0, qPrintable(buffer));
    QVERIFY2(count(events, u"finished"_s) == 1, qPrintable(buffer));

    // What the stream says: the evaluations' durations against the step rule's threshold.
    QFile file(m_root.filePath(u"remote/runs/"_s + runId + u"/metrics/host-0.jsonl"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<double> stepTimes, intervals;
    double longestEval = 0, evalBegin = -1, previous = -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QString event = o.value(u"event"_s).toString();
        const double time = o.value(u"time"_s).toDouble();
        if (event == u"phase_begin"_s && o.value(u"phase"_s).toString() == u"eval"_s)
            evalBegin = time;
        else if (event == u"phase_end"_s && o.value(u"phase"_s).toString() == u"eval"_s && evalBegin >= 0)
            longestEval = std::max(longestEval, time - evalBegin), evalBegin = -1;
        else if (event.isEmpty() && o.contains(u"loss"_s)) {
            if (previous >= 0 && evalBegin < 0)
                intervals << time - previous;
            previous = time;
        }
        if (event == u"phase_end"_s)
            previous = -1;   // the gap across a phase is no step interval
    }
    QVERIFY2(longestEval > 0, "no announced evaluation in the stream");
    std::sort(intervals.begin(), intervals.end());
    QVERIFY(!intervals.isEmpty());
    const double median = intervals[intervals.size() / 2];
    qInfo("longest evaluation %.2f s, median step interval %.3f s", longestEval, median);
    QVERIFY2(longestEval > std::max(1.5, 3 * median) && longestEval >= 5 * median,
             qPrintable(u"the evaluation (%1 s) was too short to test anything (median step %2 s)"_s.arg(longestEval).arg(median)));
}

QTEST_GUILESS_MAIN(tst_RunAlertsCli)
#include "tst_run_alerts_cli.moc"
