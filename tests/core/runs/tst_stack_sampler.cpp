// StackSampler's script on this machine (local transport, a real shell and real Python
// processes named train.py): three "hosts" whose processes register faulthandler the way the
// generated train.py does; two wait in the same function, one is stuck in its own. The dump
// names the odd one with its frame, is saved with the run and read back. A process that did not
// register the handler is left alive (SIGUSR2 would kill it), and a host whose train.py ended
// says so. Whichever sampler this machine has (py-spy, austin, or the faulthandler fallback)
// must give the same grouping.
#include "core/remote/host_pool.h"
#include "core/remote/local_transport.h"
#include "core/runs/run_folder.h"
#include "core/runs/stack_sampler.h"
#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
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
    QCOMPARE((*json)["odd"], Json::array({2}));
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
    QVERIFY(dump.odd.isEmpty());
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
