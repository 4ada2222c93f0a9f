// End to end through `tpuwb`: launch the scaffolded project on a 2-host fake slice (sshd on
// 127.0.0.2-3) in CPU smoke mode, tail its metrics, read status and logs, stop a run, import
// a file; bad usage and unknown runs get exit codes and messages that say what to do.
#include "support/loopback_slice.h"
#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;

class tst_RunCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void launchTailStatusLogsImport();
    void stopSavesACheckpointAndSaysStopped();
    void usageAndUnknownRuns();

private:
    using Output = twb::test::TpuwbRunner::Output;
    Output tpuwb(const QStringList &args) const { return m_tpuwb.run(args); }
    QString launch(const QStringList &trainArgs, const QString &project = {});
    QJsonObject status(const QString &runId) const { return m_tpuwb.runStatus(runId); }

    twb::test::SshdFixture m_fixture{{.hostCount = 2, .acceleratorType = u"v4-16"_s}};
    QTemporaryDir m_root;
    twb::test::TpuwbRunner m_tpuwb;
    QString m_project;
};

void tst_RunCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    TWB_VERIFY_RESULT(m_fixture.start());
    m_tpuwb.setGlobals({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s,
                        m_root.filePath(u"ws/tpu_config.json"_s), u"--known-hosts"_s, m_fixture.knownHostsPath()});
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    TWB_VERIFY_RESULT(twb::test::LoopbackSlice::writeRegistry(m_fixture, m_root.filePath(u"ws/tpu_config.json"_s),
                                                             u"fake-v4"_s, u"v4-16"_s));
    m_project = m_root.filePath(u"tiny"_s);
    const Output scaffold = m_tpuwb.scaffoldTinyDecoder(
        m_project, u"v4-16"_s, {u"train.max_steps=40"_s, u"train.log_every=5"_s, u"train.warmup_steps=5"_s});
    QVERIFY2(scaffold.exitCode == 0, qPrintable(scaffold.err));
}

QString tst_RunCli::launch(const QStringList &trainArgs, const QString &project)
{
    const Output o = tpuwb(QStringList{u"run"_s, u"launch"_s, project.isEmpty() ? m_project : project, u"--machine"_s, u"fake-v4"_s, u"--device"_s,
                                       u"cpu"_s, u"--seed"_s, u"5"_s, u"--"_s, u"--threads"_s, u"1"_s}
                           + trainArgs);
    if (o.exitCode != 0) {
        qWarning("%s", qPrintable(o.err));
        return {};
    }
    return o.out.trimmed();
}

void tst_RunCli::launchTailStatusLogsImport()
{
    const QString runId = launch({});
    QVERIFY(runId.startsWith(u"tiny-"_s));
    QVERIFY(runId.contains(u"-s5-"_s));

    // metrics tail prints both hosts' points as they arrive (the run logs every 5 steps).
    QProcess tail;
    m_tpuwb.start(tail, {u"metrics"_s, u"tail"_s, runId});
    QByteArray printed;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 120000 && !(printed.contains("\"host\": 0") && printed.contains("\"host\": 1")
                                         && printed.count("\"loss\"") >= 4)) {
        tail.waitForReadyRead(500);
        printed += tail.readAllStandardOutput();
        if (tail.state() == QProcess::NotRunning)
            break;
    }
    QVERIFY2(printed.contains("\"host\": 1"), printed.constData());
    // Only whole lines: the last read may have stopped inside a long event (the sharding event is ~2 kB).
    const QByteArray whole = printed.left(printed.lastIndexOf('\n') + 1);
    for (const QByteArray &line : whole.trimmed().split('\n'))
        QVERIFY2(QJsonDocument::fromJson(line.simplified().replace("NaN", "null")).isObject() || line.contains("NaN"),
                 line.constData());
    if (tail.state() == QProcess::Running) {
        ::kill(pid_t(tail.processId()), SIGINT);
        QVERIFY(tail.waitForFinished(20000));
        QCOMPARE(tail.exitCode(), 0);
    }

    // The run finishes by itself (40 steps). The list asks the hosts of the runs it holds as
    // active, so it sees that first; status then says so per host.
    auto listedState = [&]() -> QString {
        const Output list = tpuwb({u"run"_s, u"status"_s});
        for (const QString &line : list.out.split(u'\n'))
            if (line.startsWith(runId + u' '))
                return line.section(u' ', 1, 1, QString::SectionSkipEmpty);
        return list.out + list.err;
    };
    QTRY_COMPARE_WITH_TIMEOUT(listedState(), u"finished"_s, 180000);
    const QJsonObject s = status(runId);
    QCOMPARE(s.value(u"run"_s).toObject().value(u"state"_s).toString(), u"finished"_s);
    const QJsonArray hosts = s.value(u"hosts"_s).toArray();
    QCOMPARE(hosts.size(), 2);
    for (const auto &h : hosts)
        QCOMPARE(h.toObject().value(u"exit_code"_s).toInt(-1), 0);

    const Output logs = tpuwb({u"run"_s, u"logs"_s, runId, u"--host"_s, u"1"_s});
    QCOMPARE(logs.exitCode, 0);
    QVERIFY2(logs.out.contains(u"=== launch.sh: host 1"_s), qPrintable(logs.out));
    const Output both = tpuwb({u"run"_s, u"logs"_s, runId});
    QVERIFY(both.out.contains(u"[0] "_s) && both.out.contains(u"[1] "_s));

    // The mirror tail wrote can be imported as a run of its own.
    const QString mirror = m_root.filePath(u"ws/runs/"_s + runId + u"/metrics/host-1.jsonl"_s);
    QVERIFY(QFileInfo(mirror).size() > 0);
    const Output imported = tpuwb({u"metrics"_s, u"import"_s, mirror, u"--run"_s, u"copy-of-host-1"_s});
    QCOMPARE(imported.exitCode, 0);
    QVERIFY(imported.out.contains(u"copy-of-host-1"_s));
    QVERIFY(QFileInfo::exists(m_root.filePath(u"ws/runs/copy-of-host-1/run.json"_s)));
}

void tst_RunCli::stopSavesACheckpointAndSaysStopped()
{
    // The project typed relative to the shell's folder, as a user would (the upload once
    // doubled the relative path: ws/experiments/tiny/ws/experiments/tiny/.gitignore).
    m_tpuwb.setWorkingDirectory(m_root.path());
    const QString runId = launch({u"--max-steps"_s, u"100000"_s}, u"tiny"_s);
    m_tpuwb.setWorkingDirectory({});
    QVERIFY(!runId.isEmpty());
    // Stopped once it trains (its SIGTERM handler saves a checkpoint), not after a fixed wait:
    // on a loaded machine `import torch` alone took longer than 3 s, and a process stopped in
    // it has nothing to save.
    QString log;
    const bool training = QTest::qWaitFor(
        [&] {
            log = tpuwb({u"run"_s, u"logs"_s, runId, u"--host"_s, u"0"_s}).out;
            return log.contains(u"ms/step"_s);
        },
        120'000);
    QVERIFY2(training, qPrintable(log));
    const Output stopped = tpuwb({u"run"_s, u"stop"_s, runId, u"--grace"_s, u"60"_s});
    QVERIFY2(stopped.exitCode == 0, qPrintable(stopped.err));
    QVERIFY2(stopped.out.contains(u"stopped"_s), qPrintable(stopped.out + stopped.err));
    const QJsonObject s = status(runId);
    QCOMPARE(s.value(u"run"_s).toObject().value(u"state"_s).toString(), u"stopped"_s);
    for (const auto &h : s.value(u"hosts"_s).toArray())
        QCOMPARE(h.toObject().value(u"exit_code"_s).toInt(-1), 143);   // checkpoint, then exit
}

void tst_RunCli::usageAndUnknownRuns()
{
    QCOMPARE(tpuwb({u"run"_s}).exitCode, 2);
    QCOMPARE(tpuwb({u"run"_s, u"launch"_s}).exitCode, 2);
    const Output noMachine = tpuwb({u"run"_s, u"launch"_s, m_project});
    QCOMPARE(noMachine.exitCode, 2);
    QVERIFY(noMachine.err.contains(u"--machine"_s));
    const Output unknown = tpuwb({u"run"_s, u"stop"_s, u"no-such-run"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY(unknown.err.contains(u"no-such-run"_s) && unknown.err.contains(u"run status"_s));
    const Output wrongMachine = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"nope"_s});
    QCOMPARE(wrongMachine.exitCode, 1);
    QVERIFY(wrongMachine.err.contains(u"nope"_s));
    const Output notProject = tpuwb({u"run"_s, u"launch"_s, m_root.path(), u"--machine"_s, u"fake-v4"_s});
    QCOMPARE(notProject.exitCode, 1);
    QVERIFY(notProject.err.contains(u"scaffold"_s));
    QCOMPARE(tpuwb({u"metrics"_s, u"import"_s, u"x.jsonl"_s}).exitCode, 2);
    // A misspelt --set key is refused before any host is asked, naming the key, the file and
    // the field that was meant; no run is created.
    const QStringList runsBefore = QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    const Output typo = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"fake-v4"_s, u"--device"_s, u"cpu"_s,
                               u"--set"_s, u"train.lrr=0.1"_s});
    QCOMPARE(typo.exitCode, 1);
    QVERIFY2(typo.err.contains(u"train.lrr"_s) && typo.err.contains(u"config.json"_s) && typo.err.contains(u"train.lr"_s),
             qPrintable(typo.err));
    QCOMPARE(QDir(m_root.filePath(u"ws/runs"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot), runsBefore);
    const Output notKeyValue = tpuwb({u"run"_s, u"launch"_s, m_project, u"--machine"_s, u"fake-v4"_s, u"--set"_s,
                                      u"train.lr"_s});
    QCOMPARE(notKeyValue.exitCode, 2);
    QVERIFY(notKeyValue.err.contains(u"key=value"_s));
    // A stray argument is a usage error naming it, not silently ignored (it used to resume a
    // run given as `run resume RUN extra`).
    for (const QStringList &args : {QStringList{u"run"_s, u"stop"_s, u"some-run"_s, u"extra"_s},
                                    QStringList{u"run"_s, u"status"_s, u"some-run"_s, u"extra"_s},
                                    QStringList{u"metrics"_s, u"tail"_s, u"some-run"_s, u"extra"_s},
                                    QStringList{u"metrics"_s, u"import"_s, u"a.jsonl"_s, u"b.jsonl"_s, u"--run"_s, u"x"_s}}) {
        const Output stray = tpuwb(args);
        QCOMPARE(stray.exitCode, 2);
        QVERIFY2(stray.err.contains(args.at(3)), qPrintable(stray.err));
    }
}

QTEST_GUILESS_MAIN(tst_RunCli)
#include "tst_run_cli.moc"
