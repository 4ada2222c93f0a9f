// AblationLauncher on loopback sshd machines: only machines whose slice fits take runs, a
// choice where none fits is refused with the slices named, and a launcher started after the
// previous one went away (an app restart) watches the run that is still live instead of
// starting it again, and keeps its machine to one run at a time. started() and failedToStart()
// come from the event loop, never from inside start().
#include "ablation_workspace.h"

#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/services/ablation_launcher.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sched.h>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_AblationLauncher final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void onlyMachinesWhoseSliceFitsTakeRuns();
    void refusesWhenNoChosenMachineFits();
    void resumesAfterARestartWithoutStartingLiveRunsAgain();
    void reportsTheStartOnlyAfterStartReturned_data();
    void reportsTheStartOnlyAfterStartReturned();

private:
    LoadedAblation load(const QString &name, const QList<double> &lrs, const QList<int> &seeds)
    {
        auto file = m_workspace.writeAblation(name, lrs, seeds, {});
        if (!file)
            qFatal("%s", qPrintable(file.error().message));
        auto loaded = LoadedAblation::load(*file);
        if (!loaded)
            qFatal("%s", qPrintable(loaded.error().message));
        return *loaded;
    }
    AblationLauncher::Options options(const QStringList &machines, const QString &device) const
    {
        AblationLauncher::Options o;
        o.machines = machines;
        o.device = device;
        o.extraArguments = {u"--threads"_s, u"1"_s};
        o.skipPreflight = true;
        ConnectionProfile profile = ConnectionProfile::defaults();
        profile.knownHostsPath = m_workspace.knownHostsFile();
        o.access = MachineAccess(m_workspace.registryFile(), profile);
        o.pollIntervalMs = 200;
        o.metricsFetchIntervalMs = 1000;
        return o;
    }
    RunRecord record(const QString &runId) const
    {
        auto r = RunFolder::in(m_workspace.runsDir(), runId).readRecord();
        if (!r)
            qFatal("%s", qPrintable(r.error().message));
        return *r;
    }

    test::AblationWorkspace m_workspace;
};

void tst_AblationLauncher::initTestCase()
{
    QVERIFY2(QFileInfo::exists(test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    TWB_VERIFY_RESULT(m_workspace.create());
}

void tst_AblationLauncher::onlyMachinesWhoseSliceFitsTakeRuns()
{
    // On TPU, m3 (v4-8) cannot take runs of the v5litepod-8 experiment; m1 takes them all, one
    // after the other. (They fail: there is no TPU here; where they ran is what counts.)
    const LoadedAblation ablation = load(u"fit"_s, {0.001, 0.01}, {0});
    AblationLauncher launcher(ablation, options({u"m3"_s, u"m1"_s}, u"tpu"_s));
    QSignalSpy messages(&launcher, &AblationLauncher::message);
    QSignalSpy finished(&launcher, &AblationLauncher::finished);
    launcher.start();
    QVERIFY(finished.wait(180000));
    QString log;
    for (const auto &m : messages)
        log += m[0].toString() + u'\n';
    QVERIFY2(log.contains(u"m3"_s) && log.contains(u"v4-8"_s) && log.contains(u"v5litepod-8"_s), qPrintable(log));
    const auto machines = launcher.machines();
    QCOMPARE(machines.size(), 2);
    QVERIFY(!machines[0].fits);
    QVERIFY(machines[1].fits);
    QList<std::pair<QDateTime, QDateTime>> intervals;
    for (const AblationRun &run : ablation.expansion.runs()) {
        const RunRecord r = record(run.runId);
        QCOMPARE(r.machine, u"m1"_s);
        QCOMPARE(r.ablation, u"fit"_s);
        QCOMPARE(r.device, u"tpu"_s);
        intervals.append({QDateTime::fromString(r.started, Qt::ISODate), QDateTime::fromString(r.ended, Qt::ISODate)});
    }
    QVERIFY(!QFileInfo::exists(m_workspace.machine(1).homeDir(0) + u"/tpu-workbench-m3"_s));
    std::sort(intervals.begin(), intervals.end());
    QVERIFY(intervals[1].first >= intervals[0].second);
}

void tst_AblationLauncher::refusesWhenNoChosenMachineFits()
{
    const LoadedAblation ablation = load(u"nofit"_s, {0.001}, {0});
    AblationLauncher launcher(ablation, options({u"m3"_s, u"nowhere"_s}, u"tpu"_s));
    QSignalSpy refused(&launcher, &AblationLauncher::failedToStart);
    launcher.start();
    QVERIFY(refused.wait(30000));
    const QString error = refused[0][0].toString();
    QVERIFY2(error.contains(u"m3 is a v4-8"_s) && error.contains(u"v5litepod-8"_s), qPrintable(error));
    QVERIFY2(error.contains(u"nowhere is not in the registry"_s), qPrintable(error));
    QVERIFY(!launcher.inProgress());
    QVERIFY(!QFileInfo::exists(m_workspace.runsDir() + u'/' + ablation.expansion.runs().front().runId));
}

void tst_AblationLauncher::resumesAfterARestartWithoutStartingLiveRunsAgain()
{
    const LoadedAblation ablation = load(u"resume"_s, {0.001}, {0, 1});
    const QString first = ablation.expansion.runs()[0].runId;
    const QString second = ablation.expansion.runs()[1].runId;
    qint64 pid = 0;
    {
        // The first launcher starts the first run on m1, then goes away with the app; the run
        // is frozen meanwhile (SIGSTOP) so that it is surely still live when the app is back.
        AblationLauncher before(ablation, options({u"m1"_s}, u"cpu"_s));
        before.start();
        QTRY_VERIFY_WITH_TIMEOUT((pid = m_workspace.trainingPid(0, first)) > 0, 120000);
        QCOMPARE(::kill(pid_t(-pid), SIGSTOP), 0);
        QTRY_COMPARE_WITH_TIMEOUT(record(first).state, RunState::Running, 30000);
    }
    QCOMPARE(record(first).attempts.size(), 1);

    AblationLauncher after(ablation, options({u"m1"_s}, u"cpu"_s));
    QSignalSpy messages(&after, &AblationLauncher::message);
    QSignalSpy started(&after, &AblationLauncher::started);
    QSignalSpy finished(&after, &AblationLauncher::finished);
    after.start();
    QVERIFY(started.wait(30000));
    QVERIFY2(messages.size() >= 1 && messages[0][0].toString().contains(u"1 run(s) queued, 1 running"_s),
             messages.isEmpty() ? "no message" : qPrintable(messages[0][0].toString()));
    QCOMPARE(after.runningCount(), 1);
    QCOMPARE(after.queuedCount(), 1);
    // m1 is busy with the live run: the second one waits.
    QTest::qWait(1500);
    QVERIFY(!QFileInfo::exists(m_workspace.runsDir() + u'/' + second + u"/run.json"_s));
    QCOMPARE(::kill(pid_t(-pid), SIGCONT), 0);
    QVERIFY(finished.wait(180000));
    QVERIFY(finished[0][0].toBool());
    const RunRecord a = record(first);
    const RunRecord b = record(second);
    QCOMPARE(a.state, RunState::Finished);
    QCOMPARE(b.state, RunState::Finished);
    QCOMPARE(a.attempts.size(), 1); // watched, not started again
    QCOMPARE(a.attempts[0].pids.value(0), pid);
    QVERIFY(QDateTime::fromString(b.started, Qt::ISODate) >= QDateTime::fromString(a.ended, Qt::ISODate));
    // The watched run's metrics were fetched to the end.
    QCOMPARE(test::AblationWorkspace::readFile(m_workspace.runsDir() + u'/' + first + u"/metrics/host-0.jsonl"_s),
             test::AblationWorkspace::readFile(m_workspace.remoteRunDir(0, first) + u"/metrics/host-0.jsonl"_s));
}

void tst_AblationLauncher::reportsTheStartOnlyAfterStartReturned_data()
{
    QTest::addColumn<QStringList>("machines");
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("starts");
    QTest::newRow("refused: no chosen machine fits") << QStringList{u"m3"_s, u"nowhere"_s} << u"tpu"_s << false;
    QTest::newRow("started: every run finished before") << QStringList{u"m1"_s} << u"cpu"_s << true;
}

void tst_AblationLauncher::reportsTheStartOnlyAfterStartReturned()
{
    // A slot that calls back into the launcher (or deletes it, or reads what start() has not
    // set up yet) must never run inside start(). Qt 6.4 runs a .then() continuation at once,
    // inside the call that attaches it, when the work has already finished. To make that happen
    // every time the launcher is driven from a thread of its own, pinned to one CPU with the
    // pool thread that prepares the launch, at SCHED_IDLE once that pool thread exists: waking
    // the pool thread in start() hands it the CPU until the preparation is done, before start()
    // gets to attach its continuation. (A thread cannot leave SCHED_IDLE without privileges,
    // hence a thread of its own that ends with the test.)
    QFETCH(QStringList, machines);
    QFETCH(QString, device);
    QFETCH(bool, starts);
    const LoadedAblation ablation = load(starts ? u"early-start"_s : u"early-refusal"_s, {0.001}, {0, 1});
    if (starts)
        for (const AblationRun &run : ablation.expansion.runs()) {
            RunRecord finished;
            finished.runId = run.runId;
            finished.ablation = ablation.spec.name();
            finished.machine = u"m1"_s;
            finished.device = device;
            finished.state = RunState::Finished;
            const RunFolder folder = RunFolder::in(m_workspace.runsDir(), run.runId);
            QVERIFY(QDir().mkpath(folder.dir()));
            TWB_VERIFY_RESULT(folder.writeRecord(finished));
        }

    constexpr int kRounds = 20;
    struct Outcome
    {
        QString setUp;  // what could not be set up; empty: all was
        int rounds = 0; // starts that reported
        int early = 0;  // of them, reported inside start()
    } outcome;
    const AblationLauncher::Options launcherOptions = options(machines, device);
    const std::unique_ptr<QThread> driver(QThread::create([&] {
        cpu_set_t all;
        cpu_set_t one;
        CPU_ZERO(&one);
        if (sched_getaffinity(0, sizeof all, &all) == 0)
            for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
                if (CPU_ISSET(cpu, &all)) {
                    CPU_SET(cpu, &one);
                    break;
                }
        if (sched_setaffinity(0, sizeof one, &one) != 0)
            outcome.setUp = u"sched_setaffinity: %1"_s.arg(QString::fromLocal8Bit(strerror(errno)));
        AblationLauncher launcher(ablation, launcherOptions);
        bool returned = false;
        int reports = 0;
        const auto report = [&] {
            ++reports;
            outcome.early += returned ? 0 : 1;
        };
        QObject::connect(&launcher, &AblationLauncher::started, report);
        QObject::connect(&launcher, &AblationLauncher::failedToStart, report);
        const auto startAndWait = [&] {
            reports = 0;
            returned = false;
            launcher.start();
            returned = true;
            QDeadlineTimer deadline(30000);
            while (reports == 0 && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            return reports == 1;
        };
        // The first start makes the pool thread, at the normal scheduling class.
        if (!startAndWait()) {
            outcome.setUp = u"the first start did not report once within 30 s"_s;
        } else {
            outcome.early = 0;
            const sched_param param{};
            if (sched_setscheduler(0, SCHED_IDLE, &param) != 0)
                outcome.setUp = u"sched_setscheduler(SCHED_IDLE): %1"_s.arg(QString::fromLocal8Bit(strerror(errno)));
            for (int round = 0; round < kRounds && outcome.setUp.isEmpty() && startAndWait(); ++round)
                ++outcome.rounds;
        }
    }));
    driver->start();
    QVERIFY(driver->wait(300000));
    QVERIFY2(outcome.setUp.isEmpty(), qPrintable(outcome.setUp));
    QCOMPARE(outcome.rounds, kRounds);
    QVERIFY2(outcome.early == 0, qPrintable(u"%1 of %2 reports came inside start()"_s.arg(outcome.early).arg(kRounds)));
}

QTEST_GUILESS_MAIN(tst_AblationLauncher)
#include "tst_ablation_launcher.moc"
