// KernelOrchestrator through a real OpenSSH sshd on loopback, driving the replay worker
// (templates/kernel/replay_worker.py) on the "remote" side: outcomes A / A2 / B, retries,
// emergency stop, publish, approval, and a real kill of `tpuwb kernel run` mid-run.
#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/kernel_state.h"
#include "core/kernel/run_snapshot.h"
#include "core/registry/registry.h"
#include "core/remote/ssh_transport.h"
#include "core/services/workspace_trust.h"
#include "core/util/atomic_file.h"
#include "core/util/shell_quote.h"

#include "support/result_check.h"
#include "support/sshd_fixture.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;
using twb::Json;
using namespace twb::kernel;

namespace {

QString examplesDir() { return twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax"_s; }
QString replayWorker() { return twb::test::sourceDir() + u"/templates/kernel/replay_worker.py"_s; }

Json readJson(const QString &path)
{
    auto bytes = twb::readWholeFile(path);
    if (!bytes)
        return Json();
    return Json::parse(bytes->toStdString(), nullptr, false);
}

QList<Json> journalLines(const QString &localDir)
{
    QList<Json> out;
    QFile file(localDir + u"/workbench_orchestrator.jsonl"_s);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            out << Json::parse(line.toStdString());
    return out;
}

int countLines(const QList<Json> &lines, const char *action, const char *outcome = nullptr)
{
    return int(std::count_if(lines.begin(), lines.end(), [&](const Json &l) {
        return l.value("action", std::string()) == action
               && (!outcome || (l["outcome"].is_string() && l["outcome"].get<std::string>() == outcome));
    }));
}

} // namespace

class tst_KernelOrchestratorSsh final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fiveGoodIterationsPublishTheBest();
    void failedIterationNeverWinsAndTieKeepsIncumbent();
    void unchangedStateIsRetriedThenStops();
    void failedPortGateStopsAtOnce();
    void specificationPausesForApprovalThenContinues();
    void killedOrchestratorNeverRedispatchesACommittedIteration();

private:
    // A registry entry for sshd host 0 whose worker command is the replay worker with `flags`
    // (null flags: kernel_worker_command "replay", so the workbench installs its replay worker).
    QString writeRegistry(const QString &name, const std::optional<QString> &flags);
    struct Created
    {
        CreatedRun run;
        KernelMachine machine;
    };
    Created createRun(const QString &machineName, const QString &jobFile);
    twb::Result<KernelOrchestrator::Report> orchestrate(const Created &created);
    QProcess *tpuwb(const QStringList &arguments);
    int runTpuwb(const QStringList &arguments, QString *out = nullptr);

    twb::test::SshdFixture m_fixture;
    QTemporaryDir m_workspace;
    QString m_registry;
    QString m_python = twb::test::systemPython();
};

void tst_KernelOrchestratorSsh::initTestCase()
{
    TWB_VERIFY_RESULT(m_fixture.start());
    QVERIFY(m_workspace.isValid());
    m_registry = m_workspace.filePath(u"tpu_config.json"_s);
    QVERIFY2(QFileInfo::exists(m_python), "Debian's /usr/bin/python3 is needed to run the replay worker: apt install python3");
}

QString tst_KernelOrchestratorSsh::writeRegistry(const QString &name, const std::optional<QString> &flags)
{
    auto modified = twb::Registry::modify(
        m_registry,
        [&](twb::Registry &registry) -> twb::Result<void> {
            Json entry{{"mode", "remote"}, {"tpu_name", twb::toStd(name)}, {"tpu_version", "TPU v6e"},
                       {"tpu_spec", {{"device_kind", "TPU v6 lite"}, {"device_count", 8}}}, {"tpu_spec_verified", true}};
            Json workbench{{"hosts", Json::array({twb::toStd(m_fixture.host(0))})},
                           {"ssh", {{"user", twb::toStd(m_fixture.user())}, {"port", m_fixture.port(0)},
                                    {"identity_file", twb::toStd(m_fixture.clientKeyPath())}}},
                           {"python", twb::toStd(m_python)},
                           {"remote_root", "~/tpu-workbench"}};
            if (flags) {
                // The template a user would write; {python}/{run_dir}/{target} are filled and quoted.
                workbench["kernel_worker_command"] = twb::toStd(u"{python} %1 --run-dir {run_dir} --target {target} %2"_s
                                                                    .arg(twb::shellQuote(replayWorker()), *flags));
                workbench["kernel_cancel_command"] =
                    twb::toStd(u"{python} %1 --cancel-jobs --run-dir {run_dir}"_s.arg(twb::shellQuote(replayWorker())));
            } else {
                workbench["kernel_worker_command"] = "replay";
            }
            entry["workbench"] = workbench;
            auto parsed = twb::MachineEntry::fromJson(entry, name);
            if (!parsed)
                return twb::fail(parsed.error());
            registry.upsert(*parsed);
            // Written by hand as the user, who trusts it (the CLI refuses an unapproved command).
            twb::WorkspaceTrust::approveEntry(m_workspace.path(), *parsed);
            return {};
        },
        m_workspace.filePath(u"registry.lock"_s));
    return modified ? name : QString();
}

tst_KernelOrchestratorSsh::Created tst_KernelOrchestratorSsh::createRun(const QString &machineName, const QString &jobFile)
{
    auto registry = twb::Registry::load(m_registry);
    const twb::MachineEntry *entry = registry ? registry->find(machineName) : nullptr;
    if (!entry)
        return {};
    Created created;
    const QString runs = m_workspace.filePath(u"kernel-runs"_s);
    created.machine = KernelMachine::from(entry, runs, twb::test::sourceDir() + u"/templates"_s);
    auto job = KernelJob::load(jobFile);
    if (!job)
        return {};
    twb::SshTransport transport(m_fixture.endpoint(0));
    RunHost host(transport);
    auto run = KernelRunCreator::create(host, *job, JobValidator::validate(*job), created.machine.placement(runs));
    if (!run) {
        qWarning() << run.error().message;
        return {};
    }
    created.run = *run;
    return created;
}

twb::Result<KernelOrchestrator::Report> tst_KernelOrchestratorSsh::orchestrate(const Created &created)
{
    twb::SshTransport transport(m_fixture.endpoint(0));
    KernelOrchestrator orchestrator(transport, created.machine.settings(created.run.localDir, created.run.hostRunDir));
    return orchestrator.run();
}

QProcess *tst_KernelOrchestratorSsh::tpuwb(const QStringList &arguments)
{
    auto *process = new QProcess(this);
    process->setProcessChannelMode(QProcess::SeparateChannels);
    process->start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, m_workspace.path(), u"--config"_s, m_registry,
                                                          u"--known-hosts"_s, m_fixture.knownHostsPath()}
                                                 + arguments);
    return process;
}

int tst_KernelOrchestratorSsh::runTpuwb(const QStringList &arguments, QString *out)
{
    QProcess *process = tpuwb(arguments);
    process->waitForFinished(120000);
    const QString text = QString::fromUtf8(process->readAllStandardOutput());
    const QString err = QString::fromUtf8(process->readAllStandardError());
    if (out)
        *out = text;
    if (process->exitCode() != 0)
        qWarning().noquote() << "tpuwb" << arguments.join(u' ') << "->" << process->exitCode() << err;
    const int code = process->exitStatus() == QProcess::NormalExit ? process->exitCode() : -1;
    process->deleteLater();
    return code;
}

void tst_KernelOrchestratorSsh::fiveGoodIterationsPublishTheBest()
{
    // kernel_worker_command "replay": the workbench installs its replay worker over SFTP.
    QVERIFY(!writeRegistry(u"v6e-good"_s, std::nullopt).isEmpty());
    const Created created = createRun(u"v6e-good"_s, examplesDir() + u"/job.json"_s);
    QVERIFY(!created.run.runId.isEmpty());
    QVERIFY(created.run.mirrored);
    QVERIFY(created.run.hostRunDir.startsWith(m_fixture.homeDir(0)));

    auto report = orchestrate(created);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, KernelOrchestrator::Ending::Finished);
    QCOMPARE(report->iteration, 5);

    // The truth is on the host; the mirror must agree with it.
    auto state = KernelState::load(created.run.hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), 5);
    QCOMPARE(state->history().size(), 5);
    QCOMPARE(state->bestCodePath(), created.run.hostRunDir + u"/iter5/optimized.py"_s);
    QCOMPARE(state->finalCodePath(), created.run.hostRunDir + u"/optimized.py"_s);
    QCOMPARE(state->bestOptimizedTime(), std::optional<double>(0.49821));
    auto published = twb::readWholeFile(created.run.hostRunDir + u"/optimized.py"_s);
    auto winner = twb::readWholeFile(created.run.hostRunDir + u"/iter5/optimized.py"_s);
    QVERIFY(published && winner);
    QCOMPARE(*published, *winner);
    QVERIFY(QFileInfo::exists(m_fixture.homeDir(0) + u"/tpu-workbench/kernel-worker/replay_worker.py"_s));

    const RunSnapshot snapshot = RunSnapshot::load(created.run.localDir);
    QVERIFY(snapshot.state);
    QCOMPARE(snapshot.state->iteration(), 5);
    QCOMPARE(snapshot.overview.status, RunStatus::Finished);
    QCOMPARE(snapshot.overview.finishDetail, u"published"_s);
    QVERIFY(QFileInfo::exists(created.run.localDir + u"/iter3/profile_summary.md"_s));

    const auto lines = journalLines(created.run.localDir);
    QCOMPARE(countLines(lines, "dispatch", "A"), 5);
    QCOMPARE(countLines(lines, "dispatch", "B"), 0);
    QCOMPARE(countLines(lines, "finish"), 1);
    for (const Json &line : lines)
        for (const char *key : {"time", "iteration", "target", "attempt", "action", "outcome", "detail"})
            QVERIFY2(line.contains(key), key);
}

void tst_KernelOrchestratorSsh::failedIterationNeverWinsAndTieKeepsIncumbent()
{
    // Iteration 5 is the fastest in the recording; here it fails correctness. Iteration 3 ties
    // iteration 2 at 0.612004 ms. The winner must be iteration 2.
    QVERIFY(!writeRegistry(u"v6e-fail5"_s, u"--fail-iteration 5"_s).isEmpty());
    const Created created = createRun(u"v6e-fail5"_s, examplesDir() + u"/job.json"_s);
    QVERIFY(!created.run.runId.isEmpty());
    auto report = orchestrate(created);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, KernelOrchestrator::Ending::Finished);
    auto state = KernelState::load(created.run.hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    const auto fifth = state->historyEntry(5);
    QVERIFY(fifth && fifth->compileOk && !fifth->testOk && !fifth->optimizedTimeMs);
    QCOMPARE(state->historyEntry(3)->optimizedTimeMs, state->historyEntry(2)->optimizedTimeMs);
    QCOMPARE(state->bestCodePath(), created.run.hostRunDir + u"/iter2/optimized.py"_s);
    QCOMPARE(state->finalCodePath(), created.run.hostRunDir + u"/optimized.py"_s);
    QCOMPARE(*twb::readWholeFile(created.run.hostRunDir + u"/optimized.py"_s),
             *twb::readWholeFile(created.run.hostRunDir + u"/iter2/optimized.py"_s));
    QCOMPARE(journalLines(created.run.localDir).last()["outcome"], Json("finished"));
}

void tst_KernelOrchestratorSsh::unchangedStateIsRetriedThenStops()
{
    QVERIFY(!writeRegistry(u"v6e-stuck3"_s, u"--unchanged-iteration 3"_s).isEmpty());
    const Created created = createRun(u"v6e-stuck3"_s, examplesDir() + u"/job.json"_s);
    QVERIFY(!created.run.runId.isEmpty());
    auto report = orchestrate(created);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, KernelOrchestrator::Ending::EmergencyStopped);
    QCOMPARE(report->iteration, 2);

    const auto lines = journalLines(created.run.localDir);
    // Three dispatches for target 3, each judged B although the worker printed "committed".
    int bForThree = 0;
    for (const Json &l : lines)
        if (l.value("action", std::string()) == "dispatch" && l["outcome"] == Json("B") && l["target"] == Json(3))
            ++bForThree;
    QCOMPARE(bForThree, 3);
    QCOMPARE(countLines(lines, "retry"), 2);
    QCOMPARE(countLines(lines, "cancel_jobs", "ok"), 3);
    QCOMPARE(countLines(lines, "emergency_stop"), 1);

    auto state = KernelState::load(created.run.hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), 2);
    // The best so far is published even on an emergency stop.
    QCOMPARE(state->finalCodePath(), created.run.hostRunDir + u"/optimized.py"_s);
    QCOMPARE(*twb::readWholeFile(created.run.hostRunDir + u"/optimized.py"_s),
             *twb::readWholeFile(created.run.hostRunDir + u"/iter2/optimized.py"_s));
    auto debug = twb::readWholeFile(created.run.hostRunDir + u"/maxkernel_debug_history.md"_s);
    QVERIFY(debug);
    QCOMPARE(debug->count("left state.json unchanged"), 3);
    QCOMPARE(debug->count("cancel_job"), 3);
    QCOMPARE(RunSnapshot::load(created.run.localDir).overview.status, RunStatus::StoppedEmergency);
}

void tst_KernelOrchestratorSsh::failedPortGateStopsAtOnce()
{
    QVERIFY(!writeRegistry(u"v6e-badport"_s, u"--fail-port-gate"_s).isEmpty());
    const Created created = createRun(u"v6e-badport"_s, examplesDir() + u"/job.json"_s);
    QVERIFY(!created.run.runId.isEmpty());
    auto report = orchestrate(created);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, KernelOrchestrator::Ending::EmergencyStopped);
    const auto lines = journalLines(created.run.localDir);
    QCOMPARE(countLines(lines, "dispatch", "started"), 1); // never retried
    QCOMPARE(countLines(lines, "dispatch", "B"), 1);
    QCOMPARE(countLines(lines, "retry"), 0);
    QCOMPARE(countLines(lines, "publish", "nothing_correct"), 1);

    auto state = KernelState::load(created.run.hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->portVerified(), std::optional<bool>(false));
    QVERIFY(state->hasFinalCodePath());
    QVERIFY(state->finalCodePath().isEmpty());
    QVERIFY(!QFileInfo::exists(created.run.hostRunDir + u"/optimized.py"_s));
    const RunSnapshot snapshot = RunSnapshot::load(created.run.localDir);
    QCOMPARE(snapshot.overview.status, RunStatus::StoppedBaselineRejected);
    QCOMPARE(snapshot.overview.setup[7].status, PhaseStatus::Failed); // 0.7

    // Running it again does not dispatch: port_verified false stops before any worker.
    auto again = orchestrate(created);
    TWB_VERIFY_RESULT(again);
    QCOMPARE(again->ending, KernelOrchestrator::Ending::EmergencyStopped);
    QCOMPARE(countLines(journalLines(created.run.localDir), "dispatch", "started"), 1);
}

void tst_KernelOrchestratorSsh::specificationPausesForApprovalThenContinues()
{
    QVERIFY(!writeRegistry(u"v6e-spec"_s, u""_s).isEmpty());
    QString runDir;
    QCOMPARE(runTpuwb({u"kernel"_s, u"new"_s, examplesDir() + u"/job-specification.json"_s, u"--machine"_s, u"v6e-spec"_s},
                      &runDir),
             0);
    runDir = runDir.trimmed();
    QVERIFY(QFileInfo(runDir).isDir());

    QString out;
    QCOMPARE(runTpuwb({u"kernel"_s, u"run"_s, runDir}, &out), 0);
    QVERIFY2(out.contains(u"paused"_s), qPrintable(out));
    auto lines = journalLines(runDir);
    QCOMPARE(countLines(lines, "dispatch", "A2"), 1);
    QCOMPARE(countLines(lines, "pause", "waiting_for_approval"), 1);
    QCOMPARE(countLines(lines, "dispatch", "B"), 0);
    QVERIFY(QFileInfo::exists(runDir + u"/baseline_rationale.md"_s)); // mirrored for review

    // Running again before approval pauses again without dispatching.
    QCOMPARE(runTpuwb({u"kernel"_s, u"run"_s, runDir}), 0);
    QCOMPARE(countLines(journalLines(runDir), "dispatch", "started"), 1);

    QCOMPARE(runTpuwb({u"kernel"_s, u"status"_s, runDir, u"--json"_s}, &out), 0);
    QCOMPARE(Json::parse(out.toStdString())["status"], Json("waiting-approval"));

    QCOMPARE(runTpuwb({u"kernel"_s, u"approve"_s, runDir}), 0);
    QCOMPARE(runTpuwb({u"kernel"_s, u"approve"_s, runDir}), 1); // nothing waits any more

    QCOMPARE(runTpuwb({u"kernel"_s, u"run"_s, runDir}, &out), 0);
    QVERIFY2(out.contains(u"finished"_s), qPrintable(out));
    QCOMPARE(runTpuwb({u"kernel"_s, u"status"_s, runDir, u"--json"_s}, &out), 0);
    const Json status = Json::parse(out.toStdString());
    QCOMPARE(status["status"], Json("finished"));
    QCOMPARE(status["iteration"], Json(5));
    QCOMPARE(status["phases"][1]["status"], Json("done")); // 0.1 approved
    const Json state = readJson(runDir + u"/state.json"_s);
    QCOMPARE(state["primary"]["language"], Json("pytorch"));
    QCOMPARE(state["input_language"], Json("pytorch"));
    QCOMPARE(state["primary"]["baseline_approved"], Json(true));
}

void tst_KernelOrchestratorSsh::killedOrchestratorNeverRedispatchesACommittedIteration()
{
    QTemporaryDir logs;
    const QString dispatchLog = logs.filePath(u"dispatches.jsonl"_s);
    // Each commit waits 1.5 s, so the kill lands while a worker runs.
    QVERIFY(!writeRegistry(u"v6e-slow"_s, u"--delay 1.5 --dispatch-log "_s + twb::shellQuote(dispatchLog)).isEmpty());
    QString runDir;
    QCOMPARE(runTpuwb({u"kernel"_s, u"new"_s, examplesDir() + u"/job.json"_s, u"--machine"_s, u"v6e-slow"_s}, &runDir), 0);
    runDir = runDir.trimmed();

    QProcess *first = tpuwb({u"kernel"_s, u"run"_s, runDir});
    QVERIFY(first->waitForStarted());
    // Wait until iteration 2 is committed and the dispatch for 3 has started.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const Json &l : journalLines(runDir))
                if (l.value("action", std::string()) == "dispatch" && l["outcome"] == Json("started") && l["target"] == Json(3))
                    return true;
            return false;
        }(),
        60000);
    ::kill(pid_t(first->processId()), SIGKILL);
    QVERIFY(first->waitForFinished(10000));
    QCOMPARE(first->exitStatus(), QProcess::CrashExit);

    // Restart at once: the killed run's worker for 3 may still be running on the host.
    QString out;
    QCOMPARE(runTpuwb({u"kernel"_s, u"run"_s, runDir}, &out), 0);
    QVERIFY2(out.contains(u"finished"_s), qPrintable(out));

    // The first session was killed while its worker for iteration 3 ran: no A for 3 before
    // the second start.
    const auto lines = journalLines(runDir);
    bool secondStart = false;
    int starts = 0;
    for (const Json &l : lines) {
        if (l.value("action", std::string()) == "start")
            secondStart = ++starts == 2;
        if (!secondStart && starts == 1)
            QVERIFY(!(l.value("action", std::string()) == "dispatch" && l["outcome"] == Json("A") && l["target"] == Json(3)));
    }
    QCOMPARE(starts, 2);

    auto bytes = twb::readWholeFile(dispatchLog);
    QVERIFY(bytes);
    QMap<int, int> perTarget;
    QMap<qint64, double> startedAt; // pid -> time
    QList<std::pair<double, double>> intervals;
    for (const QByteArray &line : bytes->split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const Json d = Json::parse(line.toStdString());
        const qint64 pid = d["pid"].get<qint64>();
        if (d["event"] == Json("end")) {
            intervals.append({startedAt.value(pid), d["time"].get<double>()});
            continue;
        }
        const int target = d["target"].get<int>();
        // Every dispatch found exactly the previous iteration committed: none re-ran a
        // committed iteration.
        QCOMPARE(d["iteration_seen"].get<int>(), target - 1);
        perTarget[target] += 1;
        startedAt[pid] = d["time"].get<double>();
    }
    QCOMPARE(perTarget.keys(), (QList<int>{1, 2, 3, 4, 5}));
    // Only the iteration in flight at the kill may have been dispatched again, and only if the
    // killed worker died before committing it.
    for (auto it = perTarget.begin(); it != perTarget.end(); ++it)
        QVERIFY2(it.value() == 1 || (it.key() == 3 && it.value() == 2),
                 qPrintable(u"target %1 dispatched %2 times"_s.arg(it.key()).arg(it.value())));
    // Two workers of one run never overlap: the restarted orchestrator waited for the old one.
    std::sort(intervals.begin(), intervals.end());
    for (qsizetype i = 1; i < intervals.size(); ++i)
        QVERIFY2(intervals[i].first >= intervals[i - 1].second, "two workers of the run ran at the same time");
    const Json state = readJson(runDir + u"/state.json"_s);
    QCOMPARE(state["iteration"], Json(5));
    QCOMPARE(state["history"].size(), size_t(5));
}

QTEST_GUILESS_MAIN(tst_KernelOrchestratorSsh)
#include "tst_kernel_orchestrator_ssh.moc"
