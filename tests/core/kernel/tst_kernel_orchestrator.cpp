// KernelOrchestrator on this machine (LocalTransport, the replay worker as a real process):
// bad state refused and kept, stop on request, --max-iterations, one orchestrator per run.
// The SSH journeys are in tests/integration/kernel/tst_kernel_orchestrator_ssh.cpp.
#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_control.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/kernel_state.h"
#include "core/remote/local_transport.h"
#include "core/util/atomic_file.h"
#include "core/util/shell_quote.h"

#include "support/result_check.h"
#include "support/test_paths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QtConcurrent/QtConcurrent>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::Json;
using namespace twb::kernel;

namespace {

int count(const QString &localDir, const char *action, const char *outcome = nullptr)
{
    int n = 0;
    for (const Json &line : OrchestratorJournal(localDir).lines())
        if (line.value("action", std::string()) == action
            && (!outcome || (line["outcome"].is_string() && line["outcome"].get<std::string>() == outcome)))
            ++n;
    return n;
}

} // namespace

class tst_KernelOrchestrator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badStateIsRefusedAndKept_data();
    void badStateIsRefusedAndKept();
    void stopRequestCancelsTheDispatch();
    void maxIterationsOverride();
    void oneOrchestratorPerRun();

private:
    // A run in `workspace` on this machine whose worker is the replay worker with `flags`.
    OrchestratorSettings newRun(const QTemporaryDir &workspace, const QString &flags);
};

OrchestratorSettings tst_KernelOrchestrator::newRun(const QTemporaryDir &workspace, const QString &flags)
{
    const QString runs = workspace.filePath(u"kernel-runs"_s);
    const QString worker = twb::test::sourceDir() + u"/templates/kernel/replay_worker.py"_s;
    KernelMachine machine = KernelMachine::from(nullptr, runs, twb::test::sourceDir() + u"/templates"_s);
    machine.workerTemplate = u"{python} %1 --run-dir {run_dir} --target {target} %2"_s.arg(twb::shellQuote(worker), flags);
    auto job = KernelJob::load(twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s);
    if (!job)
        return {};
    twb::LocalTransport transport;
    RunHost host(transport);
    auto run = KernelRunCreator::create(host, *job, JobValidator::validate(*job), machine.placement(runs));
    if (!run)
        return {};
    return machine.settings(run->localDir, run->hostRunDir);
}

void tst_KernelOrchestrator::badStateIsRefusedAndKept_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("named");
    QTest::newRow("truncated") << QByteArray() << QByteArray() << u"is not valid JSON at line"_s;
    QTest::newRow("iteration is a string") << QByteArray("\"iteration\": 0") << QByteArray("\"iteration\": \"0\"")
                                           << u"`iteration`"_s;
    QTest::newRow("references entry is a list") << QByteArray("\"references\": [\n    {")
                                                << QByteArray("\"references\": [[], {") << u"`references[0]`"_s;
    QTest::newRow("emit_jnp_reference is a string") << QByteArray("\"emit_jnp_reference\": true")
                                                    << QByteArray("\"emit_jnp_reference\": \"yes\"")
                                                    << u"`emit_jnp_reference`"_s;
}

void tst_KernelOrchestrator::badStateIsRefusedAndKept()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, named);
    QTemporaryDir workspace;
    const OrchestratorSettings settings = newRun(workspace, QString());
    QVERIFY(!settings.hostRunDir.isEmpty());
    const QString stateFile = settings.hostRunDir + u"/state.json"_s;
    QByteArray bad = *twb::readWholeFile(stateFile);
    if (from.isEmpty())
        bad.truncate(bad.size() / 3);
    else
        bad.replace(from, to);
    QVERIFY(twb::writeFileAtomically(stateFile, bad));

    twb::LocalTransport transport;
    KernelOrchestrator orchestrator(transport, settings);
    auto report = orchestrator.run();
    QVERIFY(!report);
    QVERIFY2(report.error().message.contains(stateFile), qPrintable(report.error().message));
    QVERIFY2(report.error().message.contains(named), qPrintable(report.error().message));
    QCOMPARE(*twb::readWholeFile(stateFile), bad); // not overwritten
    QCOMPARE(count(settings.localDir, "dispatch"), 0);
    QCOMPARE(count(settings.localDir, "exit", "error"), 1);
}

void tst_KernelOrchestrator::stopRequestCancelsTheDispatch()
{
    QTemporaryDir workspace;
    // Every commit waits 60 s: only a stop ends this dispatch quickly.
    const OrchestratorSettings settings = newRun(workspace, u"--delay 60"_s);
    QVERIFY(!settings.hostRunDir.isEmpty());
    auto future = QtConcurrent::run([settings] {
        twb::LocalTransport transport;
        KernelOrchestrator orchestrator(transport, settings);
        return orchestrator.run();
    });
    QTRY_COMPARE_WITH_TIMEOUT(count(settings.localDir, "dispatch", "started"), 1, 20000);
    QVERIFY(OrchestratorJournal(settings.localDir).isOrchestratorAlive());
    QElapsedTimer clock;
    clock.start();
    // From "another process": the journal line `tpuwb kernel stop` writes.
    auto sent = KernelRunControl::requestStop(settings.localDir, u"the test"_s);
    TWB_VERIFY_RESULT(sent);
    QVERIFY(*sent);
    auto report = future.result();
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, KernelOrchestrator::Ending::Stopped);
    QVERIFY2(clock.elapsed() < 15000, "the dispatch was not cancelled");
    auto state = KernelState::load(settings.hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), 0);
    QVERIFY(!state->hasFinalCodePath()); // a stop is a pause, not a finish
    QCOMPARE(count(settings.localDir, "dispatch", "cancelled"), 1);
    QCOMPARE(count(settings.localDir, "cancel_jobs"), 1);
    QCOMPARE(count(settings.localDir, "stopped"), 1);
    QVERIFY(!OrchestratorJournal(settings.localDir).isOrchestratorAlive());
}

void tst_KernelOrchestrator::maxIterationsOverride()
{
    QTemporaryDir workspace;
    OrchestratorSettings settings = newRun(workspace, QString());
    QVERIFY(!settings.hostRunDir.isEmpty());
    settings.maxIterations = 2;
    {
        twb::LocalTransport transport;
        auto report = KernelOrchestrator(transport, settings).run();
        TWB_VERIFY_RESULT(report);
        QCOMPARE(report->ending, KernelOrchestrator::Ending::Finished);
        QCOMPARE(report->iteration, 2);
        QCOMPARE(report->finalCodePath, settings.hostRunDir + u"/optimized.py"_s);
    }
    // Extending a finished run continues it and publishes again at the new end.
    settings.maxIterations = 3;
    twb::LocalTransport transport;
    auto report = KernelOrchestrator(transport, settings).run();
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->iteration, 3);
    auto state = KernelState::load(settings.hostRunDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->maxIterations(), 3);
    QCOMPARE(state->finalCodePath(), settings.hostRunDir + u"/optimized.py"_s);
    QCOMPARE(count(settings.localDir, "dispatch", "A"), 3);
    QCOMPARE(count(settings.localDir, "set_max_iterations"), 2);
}

void tst_KernelOrchestrator::oneOrchestratorPerRun()
{
    QTemporaryDir workspace;
    const OrchestratorSettings settings = newRun(workspace, u"--delay 60"_s);
    QVERIFY(!settings.hostRunDir.isEmpty());
    auto future = QtConcurrent::run([settings] {
        twb::LocalTransport transport;
        return KernelOrchestrator(transport, settings).run();
    });
    QTRY_COMPARE_WITH_TIMEOUT(count(settings.localDir, "dispatch", "started"), 1, 20000);
    twb::LocalTransport transport;
    auto second = KernelOrchestrator(transport, settings).run();
    QVERIFY(!second);
    QVERIFY(second.error().message.contains(u"Another orchestrator"_s));
    QVERIFY(KernelRunControl::requestStop(settings.localDir, u"the test"_s));
    TWB_VERIFY_RESULT(future.result());
}

QTEST_GUILESS_MAIN(tst_KernelOrchestrator)
#include "tst_kernel_orchestrator.moc"
