// KernelService and OrchestratorRunner on this machine (LocalTransport): a run created from the
// bundled example job and driven to its end by the replay worker, as the demo does; refusals;
// a stop in the middle of a dispatch and the continuation; the runner's signals.
#include "core/services/kernel_service.h"
#include "core/services/orchestrator_runner.h"

#include "core/kernel/kernel_state.h"
#include "core/kernel/run_location.h"
#include "core/registry/registry.h"
#include "core/util/atomic_file.h"

#include "support/result_check.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>

using namespace Qt::StringLiterals;
using Ending = twb::kernel::KernelOrchestrator::Ending;

class tst_KernelService final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void createRunAndOrchestrateToTheEnd();
    void createRunInBackground();
    void invalidJobIsRefusedWithItsErrors();
    void unknownMachineNamesTheRegistry();
    void stopMidDispatchThenContinue();
    void runnerStopsAndReportsStopped();
    void runnerReportsDecisionsAndTheEnd();

private:
    twb::KernelService service() const;
    static QString exampleJob();

    std::unique_ptr<QTemporaryDir> m_dir;
};

QString tst_KernelService::exampleJob()
{
    return twb::test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s;
}

void tst_KernelService::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

twb::KernelService tst_KernelService::service() const
{
    // The user's default profile, this workspace's registry, the source tree's templates (the
    // replay worker), like the Kernels panel and `tpuwb kernel`.
    return twb::KernelService(twb::MachineAccess(m_dir->filePath(u"tpu_config.json"_s), twb::ConnectionProfile::defaults()),
                              m_dir->filePath(u"kernel-runs"_s), twb::test::sourceDir() + u"/templates"_s);
}

void tst_KernelService::createRunAndOrchestrateToTheEnd()
{
    const twb::KernelService kernels = service();
    auto run = kernels.createRun(exampleJob(), QString());
    TWB_VERIFY_RESULT(run);
    QVERIFY(run->runId.startsWith(u"run_"_s));
    QCOMPARE(QFileInfo(run->localDir).absolutePath(), QFileInfo(m_dir->filePath(u"kernel-runs"_s)).absoluteFilePath());
    QVERIFY(QFile::exists(run->hostRunDir + u"/state.json"_s));
    QVERIFY(!run->host.isEmpty());
    auto location = twb::kernel::RunLocation::resolve(run->localDir);
    TWB_VERIFY_RESULT(location);
    QVERIFY(location->isOnThisMachineWithoutEntry());

    QStringList actions;
    twb::KernelService::OrchestrateOptions options;
    options.onDecision = [&](const twb::kernel::Decision &d) { actions << d.action; };
    int handedOver = 0;
    options.onOrchestrator = [&](twb::kernel::KernelOrchestrator *o) { handedOver += o ? 1 : -1; };
    auto report = kernels.orchestrate(run->localDir, options);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, Ending::Finished);
    QVERIFY(!report->finalCodePath.isEmpty());
    QVERIFY(QFile::exists(report->finalCodePath));
    QVERIFY2(actions.contains(u"dispatch"_s), qPrintable(actions.join(u", "_s)));
    QCOMPARE(handedOver, 0); // given the orchestrator, then null
    auto state = twb::kernel::KernelState::load(run->localDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), state->maxIterations());
    QVERIFY(twb::KernelService::endingText(*report).contains(report->finalCodePath));
}

void tst_KernelService::createRunInBackground()
{
    auto future = service().createRunInBackground(exampleJob(), QString());
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 20000);
    const auto run = future.result();
    TWB_VERIFY_RESULT(run);
    QVERIFY(QFile::exists(run->localDir + u"/state.json"_s));
}

void tst_KernelService::invalidJobIsRefusedWithItsErrors()
{
    const QString job = m_dir->filePath(u"job.json"_s);
    QVERIFY(twb::writeFileAtomically(job, R"({"name": "x", "type": "nonsense"})").has_value());
    auto run = service().createRun(job, QString());
    QVERIFY(!run);
    QCOMPARE(run.error().kind, twb::Error::Kind::Invalid);
    QVERIFY2(run.error().message.contains(job), qPrintable(run.error().message));
    QVERIFY(!QDir(m_dir->filePath(u"kernel-runs"_s)).exists()
            || QDir(m_dir->filePath(u"kernel-runs"_s)).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot));
}

void tst_KernelService::unknownMachineNamesTheRegistry()
{
    auto run = service().createRun(exampleJob(), u"tpu-nowhere"_s);
    QVERIFY(!run);
    QVERIFY2(run.error().message.contains(u"tpu-nowhere"_s), qPrintable(run.error().message));
    QVERIFY2(run.error().message.contains(m_dir->filePath(u"tpu_config.json"_s)), qPrintable(run.error().message));
}

void tst_KernelService::stopMidDispatchThenContinue()
{
    // Stop asked for as the first dispatch goes out: the dispatch is cancelled, the run stops.
    const twb::KernelService kernels = service();
    auto run = kernels.createRun(exampleJob(), QString());
    TWB_VERIFY_RESULT(run);
    std::atomic<twb::kernel::KernelOrchestrator *> orchestrator{nullptr};
    twb::KernelService::OrchestrateOptions options;
    options.onOrchestrator = [&](twb::kernel::KernelOrchestrator *o) { orchestrator = o; };
    options.onDecision = [&](const twb::kernel::Decision &d) {
        if (d.action == u"dispatch"_s && orchestrator.load())
            orchestrator.load()->requestStop();
    };
    auto stopped = kernels.orchestrate(run->localDir, options);
    TWB_VERIFY_RESULT(stopped);
    QCOMPARE(stopped->ending, Ending::Stopped);
    auto state = twb::kernel::KernelState::load(run->localDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QVERIFY(state->iteration() < state->maxIterations());

    // Continue resumes from state.json and finishes.
    auto finished = kernels.orchestrate(run->localDir);
    TWB_VERIFY_RESULT(finished);
    QCOMPARE(finished->ending, Ending::Finished);
}

void tst_KernelService::runnerStopsAndReportsStopped()
{
    const twb::KernelService kernels = service();
    auto run = kernels.createRun(exampleJob(), QString());
    TWB_VERIFY_RESULT(run);
    twb::OrchestratorRunner runner;
    QSignalSpy finished(&runner, &twb::OrchestratorRunner::finished);
    runner.start(kernels, run->localDir);
    QVERIFY(runner.isRunning());
    runner.stop();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished[0][0].toBool(), true);
    QCOMPARE(finished[0][2].toString(), u"stopped"_s);
    runner.wait();
    QVERIFY(!runner.isRunning());
}

void tst_KernelService::runnerReportsDecisionsAndTheEnd()
{
    const twb::KernelService kernels = service();
    auto run = kernels.createRun(exampleJob(), QString());
    TWB_VERIFY_RESULT(run);
    twb::OrchestratorRunner runner;
    QSignalSpy decisions(&runner, &twb::OrchestratorRunner::decisionMade);
    QSignalSpy finished(&runner, &twb::OrchestratorRunner::finished);
    runner.start(kernels, run->localDir, 2);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished[0][0].toBool(), true);
    QCOMPARE(finished[0][2].toString(), u"finished"_s);
    QVERIFY(finished[0][1].toString().startsWith(u"Finished"_s));
    QVERIFY(!decisions.isEmpty());
    auto state = twb::kernel::KernelState::load(run->localDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), 2); // --max-iterations 2

    // A run folder that is not a run: an error, not a crash.
    QSignalSpy failed(&runner, &twb::OrchestratorRunner::finished);
    runner.start(kernels, m_dir->path());
    QVERIFY(failed.wait(20000));
    QCOMPARE(failed[0][0].toBool(), false);
    QVERIFY(!failed[0][1].toString().isEmpty());
}

QTEST_GUILESS_MAIN(tst_KernelService)
#include "tst_kernel_service.moc"
