// KernelService and OrchestratorRunner on this machine (LocalTransport): a run created from the
// bundled example job on a machine whose entry names the replay worker ("replay") and driven to
// its end, as the demo does; the refusals (no worker command, the replay and another job)
// before anything exists; the worker recorded with the run; a stop in the middle of a dispatch
// and the continuation; the runner's signals.
#include "core/services/kernel_service.h"
#include "core/services/orchestrator_runner.h"

#include "core/kernel/kernel_state.h"
#include "core/kernel/run_location.h"
#include "core/kernel/run_report.h"
#include "core/kernel/run_snapshot.h"
#include "core/kernel/run_status_report.h"
#include "core/util/atomic_file.h"

#include "support/kernel_fixture.h"
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
    void noWorkerCommandIsRefusedBeforeAnythingExists_data();
    void noWorkerCommandIsRefusedBeforeAnythingExists();
    void replayRefusesAJobItDidNotRecord();
    void replayFollowsTheRecordedJobWhereverItIs();
    void replayedRunSaysSoInStatusAndReport();
    void replayedRunIsNotContinuedByAnotherWorker();
    void invalidJobIsRefusedWithItsErrors();
    void unknownMachineNamesTheRegistry();
    void stopMidDispatchThenContinue();
    void runnerStopsAndReportsStopped();
    void runnerReportsDecisionsAndTheEnd();

private:
    twb::KernelService service() const;
    static QString exampleJob();
    // The registry holds one local entry `name` (MaxKernel allows one local entry) whose
    // kernel_worker_command is `command` (null: none).
    void writeMachine(const QString &name, const std::optional<QString> &command) const;
    QString hostRunsDir() const { return m_dir->filePath(u"remote/kernel-runs"_s); }
    static bool isEmptyOrMissing(const QString &folder);
    static const QString kMachine;

    std::unique_ptr<QTemporaryDir> m_dir;
};

const QString tst_KernelService::kMachine = u"replay-box"_s;

void tst_KernelService::writeMachine(const QString &name, const std::optional<QString> &command) const
{
    TWB_VERIFY_RESULT(twb::test::writeLocalKernelMachine(m_dir->filePath(u"tpu_config.json"_s), name,
                                                         m_dir->filePath(u"remote"_s), command));
}

bool tst_KernelService::isEmptyOrMissing(const QString &folder)
{
    return !QDir(folder).exists() || QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

QString tst_KernelService::exampleJob()
{
    return twb::test::kernelExampleDir() + u"/job.json"_s;
}

void tst_KernelService::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    writeMachine(kMachine, u"replay"_s);
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
    auto run = kernels.createRun(exampleJob(), kMachine);
    TWB_VERIFY_RESULT(run);
    QVERIFY(run->runId.startsWith(u"run_"_s));
    QCOMPARE(QFileInfo(run->localDir).absolutePath(), QFileInfo(m_dir->filePath(u"kernel-runs"_s)).absoluteFilePath());
    QVERIFY(QFile::exists(run->hostRunDir + u"/state.json"_s));
    QVERIFY(!run->host.isEmpty());
    auto location = twb::kernel::RunLocation::resolve(run->localDir);
    TWB_VERIFY_RESULT(location);
    QCOMPARE(location->machineName, kMachine);
    QVERIFY(location->worker && location->worker->isReplay());
    QCOMPARE(location->worker->jobSha256.size(), 64);

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

void tst_KernelService::invalidJobIsRefusedWithItsErrors()
{
    const QString job = m_dir->filePath(u"job.json"_s);
    QVERIFY(twb::writeFileAtomically(job, R"({"name": "x", "type": "nonsense"})").has_value());
    auto run = service().createRun(job, kMachine);
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
    auto run = kernels.createRun(exampleJob(), kMachine);
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
    auto run = kernels.createRun(exampleJob(), kMachine);
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
    auto run = kernels.createRun(exampleJob(), kMachine);
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

void tst_KernelService::noWorkerCommandIsRefusedBeforeAnythingExists_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<bool>("withEntry");
    QTest::newRow("an entry without kernel_worker_command") << u"cpu-box"_s << true;
    QTest::newRow("this machine, no entry") << QString() << false;
}

void tst_KernelService::noWorkerCommandIsRefusedBeforeAnythingExists()
{
    QFETCH(QString, machine);
    QFETCH(bool, withEntry);
    if (withEntry)
        writeMachine(machine, std::nullopt);
    // Even the recorded example: without a worker command nothing may drive it.
    for (const QString &job : QStringList{exampleJob(), twb::test::kernelExampleDir() + u"/job-specification.json"_s}) {
        auto run = service().createRun(job, machine);
        QVERIFY(!run);
        const QString message = run.error().message;
        QVERIFY2(message.contains(u"workbench.kernel_worker_command"_s), qPrintable(message));
        QVERIFY2(message.contains(u"maxkernel_worker.sh {run_dir} {target}"_s), qPrintable(message)); // an example
        QVERIFY2(message.contains(u"nothing was created"_s), qPrintable(message));
        if (withEntry)
            QVERIFY2(message.contains(machine), qPrintable(message));
    }
    QVERIFY(isEmptyOrMissing(m_dir->filePath(u"kernel-runs"_s)));
    QVERIFY(isEmptyOrMissing(hostRunsDir()));
}

void tst_KernelService::replayRefusesAJobItDidNotRecord()
{
    // The example copied with one byte of its PyTorch source changed: another kernel.
    const QString copy = m_dir->filePath(u"mine"_s);
    const QString examples = twb::test::kernelExampleDir();
    TWB_VERIFY_RESULT(twb::test::copyKernelExample(copy));
    auto source = twb::readWholeFile(examples + u"/inputs/rmsnorm.py"_s);
    QVERIFY(source);
    QVERIFY(twb::writeFileAtomically(copy + u"/inputs/rmsnorm.py"_s, source->replace("1e-6", "1e-5")).has_value());
    auto run = service().createRun(copy + u"/job.json"_s, kMachine);
    QVERIFY(!run);
    QVERIFY2(run.error().message.contains(u"replay"_s), qPrintable(run.error().message));
    QVERIFY2(run.error().message.contains(u"workbench.kernel_worker_command"_s), qPrintable(run.error().message));
    QVERIFY2(run.error().message.contains(copy + u"/job.json"_s), qPrintable(run.error().message));

    // The same job text with another option is another job too.
    auto text = twb::readWholeFile(examples + u"/job.json"_s);
    QVERIFY(text);
    QVERIFY(twb::writeFileAtomically(copy + u"/inputs/rmsnorm.py"_s, *twb::readWholeFile(examples + u"/inputs/rmsnorm.py"_s)).has_value());
    QVERIFY(twb::writeFileAtomically(copy + u"/job.json"_s, QByteArray(*text).replace("\"max_iterations\": 5", "\"max_iterations\": 3")).has_value());
    QVERIFY(!service().createRun(copy + u"/job.json"_s, kMachine));
    QVERIFY(isEmptyOrMissing(m_dir->filePath(u"kernel-runs"_s)));
    QVERIFY(isEmptyOrMissing(hostRunsDir()));
}

void tst_KernelService::replayFollowsTheRecordedJobWhereverItIs()
{
    // The recorded job and its inputs copied elsewhere, byte for byte: still the recorded job.
    const QString copy = m_dir->filePath(u"elsewhere"_s);
    TWB_VERIFY_RESULT(twb::test::copyKernelExample(copy));
    auto run = service().createRun(copy + u"/job.json"_s, kMachine);
    TWB_VERIFY_RESULT(run);
    auto location = twb::kernel::RunLocation::resolve(run->localDir);
    TWB_VERIFY_RESULT(location);
    QVERIFY(location->worker && location->worker->isReplay());
}

void tst_KernelService::replayedRunSaysSoInStatusAndReport()
{
    const twb::KernelService kernels = service();
    auto run = kernels.createRun(exampleJob(), kMachine);
    TWB_VERIFY_RESULT(run);
    auto report = kernels.orchestrate(run->localDir);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->ending, Ending::Finished);

    // Known after a restart: read back from the run's folder alone.
    const twb::kernel::RunSnapshot snapshot = twb::kernel::RunSnapshot::load(run->localDir);
    QVERIFY(snapshot.location.worker && snapshot.location.worker->isReplay());
    const twb::Json json = twb::kernel::RunStatusReport::toJson(snapshot.overview, &*snapshot.state,
                                                                snapshot.location.machineName, snapshot.location.worker);
    QCOMPARE(json["worker"]["kind"].get<std::string>(), std::string("replay"));
    QCOMPARE(json["status"].get<std::string>(), std::string("finished")); // JSON keeps keys
    const QStringList text = twb::kernel::RunStatusReport::toText(snapshot.overview, &*snapshot.state,
                                                                  snapshot.location.machineName, snapshot.location.worker);
    QVERIFY2(text.first().startsWith(u"REPLAY"_s), qPrintable(text.join(u'\n')));
    const QString all = text.join(u'\n');
    QVERIFY2(all.contains(u"(REPLAYED, not measured)"_s), qPrintable(all));
    QVERIFY2(all.contains(u"finished: kernel published"_s), qPrintable(all));
    QVERIFY2(!all.contains(u"compile-failed"_s) && !all.contains(u"(published)"_s), qPrintable(all));

    // The report: REPLAY first, then the commands of the external evaluation; with the file,
    // its content.
    const QString markdown = twb::kernel::RunReport::markdown(snapshot, twb::kernel::ExternalEvaluation::load(run->localDir));
    QVERIFY2(markdown.contains(u"> **REPLAY"_s), qPrintable(markdown));
    QVERIFY2(markdown.contains(u"compare_kernel.py --ref"_s), qPrintable(markdown));
    QVERIFY2(markdown.contains(u"did not compile"_s), qPrintable(markdown)); // iteration 4's outcome, labelled
    QVERIFY(twb::writeFileAtomically(run->localDir + u"/eval_vs_pytorch.json"_s,
                                     R"({"speedup": 1.93, "correct": true, "backend": "pallas"})").has_value());
    const twb::kernel::ExternalEvaluation evaluation = twb::kernel::ExternalEvaluation::load(run->localDir);
    QVERIFY(evaluation.present && evaluation.result);
    const QString withEval = twb::kernel::RunReport::markdown(snapshot, evaluation);
    QVERIFY2(withEval.contains(u"\"speedup\": 1.93"_s), qPrintable(withEval));
    QVERIFY2(!withEval.contains(u"compare_kernel.py --ref"_s), qPrintable(withEval));
}

void tst_KernelService::replayedRunIsNotContinuedByAnotherWorker()
{
    auto run = service().createRun(exampleJob(), kMachine);
    TWB_VERIFY_RESULT(run);
    // The machine now names a real worker (here: one that would fail loudly): a replayed run is
    // never mixed with measured iterations, so it is not dispatched at all.
    writeMachine(kMachine, u"false"_s);
    auto mixed = service().orchestrate(run->localDir);
    QVERIFY(!mixed);
    QVERIFY2(mixed.error().message.contains(u"REPLAY"_s), qPrintable(mixed.error().message));
    // And without a command, nothing runs it either.
    writeMachine(kMachine, std::nullopt);
    auto none = service().orchestrate(run->localDir);
    QVERIFY(!none);
    QVERIFY2(none.error().message.contains(u"workbench.kernel_worker_command"_s), qPrintable(none.error().message));
    auto state = twb::kernel::KernelState::load(run->localDir + u"/state.json"_s);
    TWB_VERIFY_RESULT(state);
    QCOMPARE(state->iteration(), 0);
}

QTEST_GUILESS_MAIN(tst_KernelService)
#include "tst_kernel_service.moc"
