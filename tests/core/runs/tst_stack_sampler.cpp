// StackSampler's script on this machine (local transport, a real shell and real Python
// processes named train.py): three "hosts" whose processes register faulthandler the way the
// generated train.py does; two wait in the same function, one is stuck in its own. The dump
// names the odd one with its frame, is saved with the run and read back. A process that did not
// register the handler is left alive (SIGUSR2 would kill it), and a host whose train.py ended
// says so. Whichever sampler this machine has (py-spy, austin, or the faulthandler fallback)
// must give the same grouping. A SIGSTOPped host of four, which no faulthandler can answer for,
// is named odd with its state; with py-spy (the workbench's environment) it is read as it is.
#include "core/remote/host_pool.h"
#include "core/remote/local_transport.h"
#include "core/runs/run_folder.h"
#include "core/runs/stack_parser.h"
#include "core/runs/stack_sampler.h"
#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>
#include <vector>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// Stands in for the generated train.py: the same faulthandler registration, then either waits
// "in a collective" or hangs in a function of its own.
const QByteArray kFakeTrain = R"PY(import faulthandler, os, signal, sys, time
host = int(sys.argv[1])
mode = sys.argv[2]
if mode != "no-handler":
    os.makedirs("stacks", exist_ok=True)
    out = open(f"stacks/host-{host}.txt", "a", encoding="utf-8")
    faulthandler.register(signal.SIGUSR2, file=out, all_threads=True, chain=False)

def wait_in_collective():
    while True:
        time.sleep(0.05)

def stuck_in_own_code():
    while True:
        time.sleep(0.05)

def train_loop():
    if mode == "hang":
        stuck_in_own_code()
    wait_in_collective()

print("ready", flush=True)
train_loop()
)PY";

} // namespace

class tst_StackSampler final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void groupsThreeHostsAndNamesTheOddOne();
    void leavesAProcessWithoutTheHandlerAlive();
    void aHostWhoseTrainPyEndedSaysSo();
    void aStoppedHostIsNamedWithItsState();
    void parseReadsTheState();
    void pySpyReadsAStoppedHostWithoutResumingIt();
    void latestReadsTheNewestSavedDump();
    void pySpyOfTheProcessEnvironmentComesFirst();

private:
    // Starts train.py for `host` in the run folder and writes its status file as launch.sh does.
    void startHost(int host, const QString &mode, const QString &python = {});
    RunRecord record(int hosts) const;

    std::unique_ptr<QTemporaryDir> m_remote;
    std::vector<std::unique_ptr<QProcess>> m_processes;
};

void tst_StackSampler::init()
{
    m_remote = std::make_unique<QTemporaryDir>();
    QFile train(m_remote->filePath(u"train.py"_s));
    QVERIFY(train.open(QIODevice::WriteOnly));
    train.write(kFakeTrain);
    train.close();
    QVERIFY(QDir().mkpath(m_remote->filePath(u"status"_s)));
}

void tst_StackSampler::cleanup()
{
    for (auto &p : m_processes) {
        p->kill();
        p->waitForFinished(5000);
    }
    m_processes.clear();
}

void tst_StackSampler::startHost(int host, const QString &mode, const QString &python)
{
    auto process = std::make_unique<QProcess>();
    process->setWorkingDirectory(m_remote->path());
    process->start(python.isEmpty() ? test::systemPython() : python, {u"train.py"_s, QString::number(host), mode});
    QVERIFY2(process->waitForStarted(10000), "python3 is needed");
    QVERIFY(process->waitForReadyRead(20000));
    QCOMPARE(process->readLine().trimmed(), QByteArray("ready"));
    QFile status(RunFolder(m_remote->path()).statusFile(host));
    QVERIFY(status.open(QIODevice::WriteOnly));
    status.write(u"{\"pid\": %1, \"launcher_pid\": 1, \"hostname\": \"h\", \"started\": 1.0, \"ended\": null, "
                 "\"exit_code\": null, \"attempt_id\": \"a\", \"args\": []}\n"_s.arg(process->processId()).toUtf8());
    m_processes.push_back(std::move(process));
}

RunRecord tst_StackSampler::record(int hosts) const
{
    RunRecord r;
    r.runId = u"fake-run"_s;
    r.remoteDir = m_remote->path();
    for (int i = 0; i < hosts; ++i)
        r.hosts << u"127.0.0.%1"_s.arg(i + 2);
    return r;
}

void tst_StackSampler::groupsThreeHostsAndNamesTheOddOne()
{
    startHost(0, u"wait"_s);
    startHost(1, u"wait"_s);
    startHost(2, u"hang"_s);
    HostPool pool(3, [](int) { return std::make_unique<LocalTransport>(); });
    const StackDump dump = StackSampler::take(pool, record(3));

    QCOMPARE(dump.hosts.size(), 3);
    for (const HostStacks &h : dump.hosts) {
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        QVERIFY(!h.sampler.isEmpty());
        QCOMPARE(h.pid, m_processes[std::size_t(h.host)]->processId());
        QVERIFY(h.sampledAt.has_value());
        QCOMPARE(h.address, u"127.0.0.%1"_s.arg(h.host + 2));
    }
    QCOMPARE(dump.odd, QList<int>{2});
    QCOMPARE(dump.groups.size(), 2);
    QVERIFY(dump.groups[0].odd);
    QCOMPARE(dump.groups[0].hosts, QList<int>{2});
    QCOMPARE(dump.groups[1].hosts, (QList<int>{0, 1}));
    // Each frame with file:line; innermost first, the main module outermost.
    const StackFrame odd = dump.groups[0].stack.first();
    QCOMPARE(odd.function, u"stuck_in_own_code"_s);
    QVERIFY2(odd.file.endsWith(u"train.py"_s), qPrintable(odd.file));
    QCOMPARE(odd.line, 15);
    QCOMPARE(dump.groups[1].stack.first().function, u"wait_in_collective"_s);
    QCOMPARE(dump.groups[1].stack.first().line, 11);
    QCOMPARE(dump.groups[1].stack.last().function, u"<module>"_s);
    // The processes live on: a stack dump does not disturb the run.
    for (auto &p : m_processes)
        QCOMPARE(p->state(), QProcess::Running);

    // Saved with the run, and the same when read back.
    QTemporaryDir local;
    auto saved = StackSampler::save(dump, RunFolder(local.path()));
    TWB_VERIFY_RESULT(saved);
    QVERIFY(saved->startsWith(RunFolder(local.path()).stacksDir() + u"/stacks-"_s));
    auto json = readJsonFile(*saved);
    TWB_VERIFY_RESULT(json);
    QCOMPARE((*json)["odd"][0]["host"], Json(2));
    QCOMPARE((*json)["run"].get<std::string>(), "fake-run");
}

void tst_StackSampler::leavesAProcessWithoutTheHandlerAlive()
{
    startHost(0, u"no-handler"_s);
    HostPool pool(1, [](int) { return std::make_unique<LocalTransport>(); });
    const StackDump dump = StackSampler::take(pool, record(1));
    QCOMPARE(dump.hosts.size(), 1);
    const HostStacks &h = dump.hosts.first();
    if (h.sampler == u"py-spy"_s || h.sampler == u"austin"_s) {
        // A sampler on this machine read it without any help from the process.
        QVERIFY(!h.threads.isEmpty());
    } else {
        QVERIFY(h.threads.isEmpty());
        QVERIFY2(h.error.contains(u"SIGUSR2"_s), qPrintable(h.error));
        QVERIFY2(h.notes.join(u' ').contains(u"does not dump its stacks on SIGUSR2"_s), qPrintable(h.notes.join(u' ')));
    }
    QTest::qWait(200);
    QCOMPARE(m_processes.front()->state(), QProcess::Running);
}

void tst_StackSampler::aHostWhoseTrainPyEndedSaysSo()
{
    startHost(0, u"wait"_s);
    startHost(1, u"wait"_s);
    m_processes[1]->kill();
    QVERIFY(m_processes[1]->waitForFinished(5000));
    HostPool pool(2, [](int) { return std::make_unique<LocalTransport>(); });
    const StackDump dump = StackSampler::take(pool, record(2));
    QVERIFY(dump.hosts[0].error.isEmpty());
    QVERIFY2(dump.hosts[1].error.contains(u"does not run"_s), qPrintable(dump.hosts[1].error));
    QVERIFY(dump.hosts[1].threads.isEmpty());
    QCOMPARE(dump.groups.size(), 1);
    QCOMPARE(dump.groups[0].hosts, QList<int>{0});
    // Gone while host 0 lives: the one that matters.
    QCOMPARE(dump.hosts[1].state, ProcessState::Gone);
    QVERIFY(dump.hosts[0].state == ProcessState::Sleeping || dump.hosts[0].state == ProcessState::Running);
    QCOMPARE(dump.odd, QList<int>{1});
    QVERIFY2(dump.oddWhy.value(1).startsWith(u"host 1: gone"_s), qPrintable(dump.oddWhy.value(1)));
}

// The issue's slice: four hosts, three wait in the collective, host 2 is SIGSTOPped. A stopped
// process cannot run the faulthandler hook, and py-spy cannot suspend it; the state read with
// the stacks names it all the same, and the dump leaves it stopped.
void tst_StackSampler::aStoppedHostIsNamedWithItsState()
{
    for (int h = 0; h < 4; ++h)
        startHost(h, u"wait"_s);
    const qint64 stopped = m_processes[2]->processId();
    QCOMPARE(::kill(pid_t(stopped), SIGSTOP), 0);
    const auto resume = qScopeGuard([stopped] { ::kill(pid_t(stopped), SIGCONT); });
    // SIGSTOP takes effect asynchronously: wait until the kernel says T.
    const auto stateOf = [](qint64 pid) {
        QFile stat(u"/proc/%1/stat"_s.arg(pid));
        return stat.open(QIODevice::ReadOnly) ? StackParser::parseProcessState(QString::fromUtf8(stat.readAll()))
                                              : ProcessState::Gone;
    };
    QTRY_COMPARE(stateOf(stopped), ProcessState::Stopped);

    QElapsedTimer clock;
    clock.start();
    HostPool pool(4, [](int) { return std::make_unique<LocalTransport>(); });
    const StackDump dump = StackSampler::take(pool, record(4));
    qInfo("dump of 4 hosts, one stopped: %lld ms", qint64(clock.elapsed()));

    QCOMPARE(dump.hosts.size(), 4);
    const HostStacks *host2 = dump.host(2);
    QVERIFY(host2);
    QCOMPARE(host2->state, ProcessState::Stopped);
    QCOMPARE(host2->stateCode, u"T"_s);
    QVERIFY(host2->answered);
    QCOMPARE(host2->pid, stopped);
    // Whatever read it (py-spy without suspending it), the faulthandler hook was not asked.
    QVERIFY(host2->sampler != u"faulthandler"_s);
    if (host2->threads.isEmpty())
        QVERIFY2(host2->notes.join(u' ').contains(u"stopped and cannot run its handler"_s), qPrintable(host2->notes.join(u"; "_s)));
    for (int h : {0, 1, 3}) {
        QVERIFY2(dump.host(h)->error.isEmpty(), qPrintable(dump.host(h)->error));
        QVERIFY(dump.host(h)->state == ProcessState::Sleeping || dump.host(h)->state == ProcessState::Running);
    }
    QCOMPARE(dump.odd, QList<int>{2});
    QVERIFY2(dump.oddWhy.value(2).startsWith(u"host 2: stopped (SIGSTOP / T state)"_s), qPrintable(dump.oddWhy.value(2)));

    // As `tpuwb run stacks --json` prints it.
    const Json json = dump.toJson();
    QCOMPARE(json["odd"].size(), std::size_t(1));
    QCOMPARE(json["odd"][0]["host"], Json(2));
    QCOMPARE(json["odd"][0]["state"], Json("stopped"));
    QCOMPARE(json["hosts"][2]["state"], Json("stopped"));
    QFile artifact(test::artifactsDir() + u"/stack_sampler_stopped_host.json"_s);
    if (QDir().mkpath(test::artifactsDir()) && artifact.open(QIODevice::WriteOnly))
        artifact.write(QByteArray::fromStdString(json.dump(2)));

    // Still stopped: the dump did not continue it (nor kill the others).
    QCOMPARE(stateOf(stopped), ProcessState::Stopped);
    for (auto &p : m_processes)
        QCOMPARE(p->state(), QProcess::Running);
}

// With the workbench's Python environment, py-spy reads the stopped process as it is
// (--nonblocking: it cannot suspend it): host 1 has its stack, where the others wait, and is
// still odd for its state; it stays stopped.
void tst_StackSampler::pySpyReadsAStoppedHostWithoutResumingIt()
{
    const QString missing = test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    for (int h = 0; h < 3; ++h)
        startHost(h, u"wait"_s, test::xlaPython());
    const qint64 stopped = m_processes[1]->processId();
    QCOMPARE(::kill(pid_t(stopped), SIGSTOP), 0);
    const auto resume = qScopeGuard([stopped] { ::kill(pid_t(stopped), SIGCONT); });
    const auto stateOf = [](qint64 pid) {
        QFile stat(u"/proc/%1/stat"_s.arg(pid));
        return stat.open(QIODevice::ReadOnly) ? StackParser::parseProcessState(QString::fromUtf8(stat.readAll()))
                                              : ProcessState::Gone;
    };
    QTRY_COMPARE(stateOf(stopped), ProcessState::Stopped);
    HostPool pool(3, [](int) { return std::make_unique<LocalTransport>(); });
    const StackDump dump = StackSampler::take(pool, record(3));
    const HostStacks *host1 = dump.host(1);
    QVERIFY(host1);
    QCOMPARE(host1->state, ProcessState::Stopped);
    QVERIFY2(host1->sampler.startsWith(u"py-spy"_s), qPrintable(host1->sampler + u' ' + host1->error));
    QCOMPARE(host1->mainThread()->frames.first().function, u"wait_in_collective"_s);
    QCOMPARE(dump.odd, QList<int>{1});
    QCOMPARE(dump.oddWhy.value(1), u"host 1: stopped (SIGSTOP / T state)"_s);
    QCOMPARE(dump.groups.size(), 1);   // its stack is where the others are
    QCOMPARE(stateOf(stopped), ProcessState::Stopped);
}

// The script's output for each way a host can be: its state, why there are no stacks, and
// whether it answered.
void tst_StackSampler::parseReadsTheState()
{
    const HostStacks stopped = StackSampler::parse(
        2, "TWB_PID 77\nTWB_STATE T\nTWB_TIME 1.5\nTWB_SAMPLER_FAILED faulthandler the process is stopped and cannot "
           "run its handler\nTWB_NO_SAMPLER\nTWB_END\n");
    QCOMPARE(stopped.state, ProcessState::Stopped);
    QCOMPARE(stopped.stateCode, u"T"_s);
    QVERIFY(stopped.answered);
    QVERIFY2(stopped.error.contains(u"stopped (T state)"_s) && stopped.error.contains(u"kill -CONT 77"_s),
             qPrintable(stopped.error));
    const HostStacks zombie = StackSampler::parse(0, "TWB_PID 78\nTWB_STATE Z\nTWB_END\n");
    QCOMPARE(zombie.state, ProcessState::Zombie);
    QVERIFY(zombie.error.contains(u"zombie"_s));
    const HostStacks gone = StackSampler::parse(0, "TWB_NOT_RUNNING\nTWB_END\n");
    QCOMPARE(gone.state, ProcessState::Gone);
    QVERIFY(gone.answered);
    // Cut off before its end: the host did not answer.
    const HostStacks cut = StackSampler::parse(0, "TWB_PID 79\nTWB_STATE D\n");
    QCOMPARE(cut.state, ProcessState::DiskWait);
    QVERIFY(!cut.answered);
    QVERIFY(cut.error.contains(u"did not finish"_s));
    // Cut off after its stacks: they count, and so does the answer.
    const HostStacks late = StackSampler::parse(
        0, "TWB_PID 80\nTWB_STATE S\nTWB_SAMPLER faulthandler\nThread 0x1 (most recent call first):\n"
           "  File \"train.py\", line 3 in f\n\nTWB_SAMPLER_END\n");
    QCOMPARE(late.threads.size(), 1);
    QVERIFY(late.answered);
    QVERIFY(late.error.isEmpty());
}

void tst_StackSampler::latestReadsTheNewestSavedDump()
{
    QTemporaryDir local;
    const RunFolder folder(local.path());
    QVERIFY(!StackSampler::latest(folder));
    StackDump first;
    first.runId = u"r"_s;
    first.taken = u"2025-01-01T00:00:00.000Z"_s;
    StackDump second = first;
    second.taken = u"2025-01-01T00:00:01.500Z"_s;
    HostStacks h;
    h.host = 0;
    h.threads << ThreadStack{u"0x1"_s, {}, true, {{u"f"_s, u"t.py"_s, 3}}};
    second.hosts << h;
    second.group();
    TWB_VERIFY_RESULT(StackSampler::save(second, folder));
    TWB_VERIFY_RESULT(StackSampler::save(first, folder));
    QCOMPARE(folder.stackDumpFiles().size(), 2);
    auto latest = StackSampler::latest(folder);
    TWB_VERIFY_RESULT(latest);
    QCOMPARE(latest->taken, second.taken);
    QCOMPARE(latest->groups.size(), 1);
}

// A run started with the workbench's Python environment: its py-spy (next to the interpreter,
// not on PATH) reads the stacks from the process's memory, before austin and faulthandler.
void tst_StackSampler::pySpyOfTheProcessEnvironmentComesFirst()
{
    const QString missing = test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    startHost(0, u"hang"_s, test::xlaPython());
    HostPool pool(1, [](int) { return std::make_unique<LocalTransport>(); });
    const StackDump dump = StackSampler::take(pool, record(1));
    QCOMPARE(dump.hosts.size(), 1);
    QVERIFY2(dump.hosts[0].error.isEmpty(), qPrintable(dump.hosts[0].error));
    QVERIFY2(dump.hosts[0].sampler.startsWith(u"py-spy"_s), qPrintable(dump.hosts[0].sampler));
    QCOMPARE(dump.groups.size(), 1);
    QCOMPARE(dump.groups[0].stack.first().function, u"stuck_in_own_code"_s);
    QCOMPARE(dump.groups[0].stack.first().line, 15);
    QCOMPARE(m_processes[0]->state(), QProcess::Running);
}

QTEST_GUILESS_MAIN(tst_StackSampler)
#include "tst_stack_sampler.moc"
