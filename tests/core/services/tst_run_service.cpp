// RunService against the local transport: a tiny project (the real launch.sh, a fake train.py
// that writes metrics, checkpoints its step and exits 143 on SIGTERM) launched on a local
// machine entry in CPU mode; stop, resume, relaunch, refresh, refreshActive, cancel; a slice
// that does not fit is refused naming both accelerator types; two operations at once each
// deliver their own record.
#include "core/runs/run_folder.h"
#include "core/services/run_service.h"
#include "support/fake_train_project.h"
#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunService final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void launchRunsToTheEndOnTheLocalMachine();
    void stopResumeRelaunch();
    void refreshActiveAsksOnlyWhatIsActiveAndNotSkipped();
    void cancelStopsALaunchBetweenUploads();
    void cancelAllEndsQueuedOperations();
    void refusesASliceThatDoesNotFit();
    void tpuLaunchIsRefusedByThePreflightWithoutTpusOrTorchXla();
    void concurrentOperationsDeliverTheirOwnRecords();
    void unknownRunsAndImportedRunsSayWhy();

private:
    LaunchRequest request(const QStringList &trainArgs, qint64 seed = 1) const
    {
        LaunchRequest r;
        r.experimentDir = m_project;
        r.machine = u"box"_s;
        r.device = u"cpu"_s;
        r.seed = seed;
        r.skipPreflight = true;
        r.extraArguments = trainArgs;
        return r;
    }
    QString runsDir() const { return m_dir.filePath(u"ws/runs"_s); }
    RunRecord onDisk(const QString &runId) const
    {
        auto r = RunFolder::in(runsDir(), runId).readRecord();
        return r ? *r : RunRecord();
    }
    MachineAccess access() const { return MachineAccess(m_dir.filePath(u"ws/tpu_config.json"_s), ConnectionProfile::defaults()); }

    QTemporaryDir m_dir;
    QString m_project;
};

void tst_RunService::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir().mkpath(m_dir.filePath(u"ws/runs"_s)));
    m_project = m_dir.filePath(u"tiny"_s);
    TWB_VERIFY_RESULT(test::writeFakeTrainProject(m_project));
    for (int i = 0; i < 40; ++i) {   // enough files that an upload has steps to cancel between
        QFile data(m_project + u"/data/part-%1.txt"_s.arg(i));
        QVERIFY(QDir().mkpath(m_project + u"/data"_s));
        QVERIFY(data.open(QIODevice::WriteOnly));
        data.write(QByteArray(4096, 'x'));
    }
    // "v5xla" has an interpreter that imports torch_xla: the workbench's Python environment
    // (the real torch_xla; this machine has no TPU device, which the preflight must see).
    QFile registry(m_dir.filePath(u"ws/tpu_config.json"_s));
    QVERIFY(registry.open(QIODevice::WriteOnly));
    registry.write(uR"({"tpus": [
        {"mode": "local", "tpu_name": "box", "workbench": {"python": "%1", "remote_root": "%2"}},
        {"mode": "local", "tpu_name": "v4box", "workbench": {"accelerator_type": "v4-8", "python": "%1",
         "remote_root": "%2"}},
        {"mode": "local", "tpu_name": "v5box", "workbench": {"accelerator_type": "v5litepod-8", "python": "%1",
         "remote_root": "%2"}},
        {"mode": "local", "tpu_name": "v5xla", "workbench": {"accelerator_type": "v5litepod-8", "python": "%3",
         "remote_root": "%2"}}]})"_s
                       .arg(test::systemPython(), m_dir.filePath(u"remote"_s), test::xlaPython())
                       .toUtf8());
}

void tst_RunService::launchRunsToTheEndOnTheLocalMachine()
{
    RunService service(access(), runsDir());
    QStringList progress;
    auto launched = service.launchNow(request({u"--max-steps"_s, u"3"_s}),
                                      [&progress](const QString &m) { progress << m; });
    TWB_VERIFY_RESULT(launched);
    QCOMPARE(launched->machine, u"box"_s);
    QCOMPARE(launched->device, u"cpu"_s);
    QCOMPARE(launched->state, RunState::Running);
    QCOMPARE(launched->remoteDir, m_dir.filePath(u"remote/runs/"_s) + launched->runId);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(onDisk(launched->runId).state, RunState::Running);

    QTRY_COMPARE_WITH_TIMEOUT(service.refreshNow(launched->runId).value_or(RunRecord()).state, RunState::Finished, 20000);
    QCOMPARE(onDisk(launched->runId).state, RunState::Finished);
    auto report = service.statusNow(launched->runId);
    TWB_VERIFY_RESULT(report);
    QCOMPARE(report->hosts.size(), std::size_t(1));
    QCOMPARE(report->hosts[0].exitCode.value_or(-1), 0);
    QVERIFY(QFile::exists(RunFolder(launched->remoteDir).metricsFile(0)));

    auto logs = service.logsNow(launched->runId);
    TWB_VERIFY_RESULT(logs);
    QCOMPARE(logs->size(), 1);
    QVERIFY2(logs->first().text.contains("=== launch.sh: host 0"), logs->first().text.constData());

    const RunMonitor::Config follow = service.monitorConfig(*launched);
    QCOMPARE(follow.localRunDir, RunFolder::in(runsDir(), launched->runId).dir());
    QCOMPARE(follow.remoteRunDir, launched->remoteDir);
    QVERIFY(follow.transportFactory);
}

void tst_RunService::stopResumeRelaunch()
{
    RunService service(access(), runsDir());
    QSignalSpy changed(&service, &RunService::runChanged);
    auto launched = service.launchNow(request({u"--max-steps"_s, u"100000"_s, u"--step-seconds"_s, u"0.1"_s}, 2));
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    const QString metrics = RunFolder(launched->remoteDir).metricsFile(0);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(metrics).size() > 0, 10000);

    auto stopped = service.stopNow(id, std::chrono::seconds(10));
    TWB_VERIFY_RESULT(stopped);
    QCOMPARE(stopped->state, RunState::Stopped);
    QCOMPARE(onDisk(id).state, RunState::Stopped);
    QCOMPARE(stopped->attempts.last().exitCodes.value(0).value_or(-1), 143);
    QTRY_VERIFY(changed.contains(QVariantList{id}));

    auto resumed = service.resumeNow(id);
    TWB_VERIFY_RESULT(resumed);
    QCOMPARE(resumed->state, RunState::Running);
    QCOMPARE(resumed->attempts.size(), 2);
    QCOMPARE(resumed->attempts.last().kind, u"resume"_s);
    QVERIFY(resumed->attempts.last().arguments.join(u' ').endsWith(u"--resume auto"_s));
    // Refused while the attempt still runs.
    auto twice = service.resumeNow(id);
    QVERIFY(!twice);
    QVERIFY2(twice.error().message.contains(u"stop it first"_s), qPrintable(twice.error().message));

    TWB_VERIFY_RESULT(service.stopNow(id, std::chrono::seconds(10)));
    auto relaunched = service.relaunchNow(id);
    TWB_VERIFY_RESULT(relaunched);
    QCOMPARE(relaunched->attempts.size(), 3);
    QCOMPARE(relaunched->attempts.last().kind, u"relaunch"_s);
    QVERIFY(relaunched->attempts.last().arguments.join(u' ').endsWith(u"--resume none"_s));

    // The asynchronous stop delivers the record and says so.
    QSignalSpy finished(&service, &RunService::operationFinished);
    auto future = service.stop(id, std::chrono::seconds(10));
    future.waitForFinished();
    const Result<RunRecord> result = future.result();
    TWB_VERIFY_RESULT(result);
    QCOMPARE(result->runId, id);
    QCOMPARE(result->state, RunState::Stopped);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].toString(), id);
    QCOMPARE(finished[0][1].toString(), u"stop"_s);
    QCOMPARE(finished[0][2].toBool(), true);
    QVERIFY(service.waitForIdle(std::chrono::seconds(5)));
}

void tst_RunService::refreshActiveAsksOnlyWhatIsActiveAndNotSkipped()
{
    RunService service(access(), runsDir());
    auto launched = service.launchNow(request({u"--max-steps"_s, u"2"_s}, 3));
    TWB_VERIFY_RESULT(launched);
    const QString id = launched->runId;
    // Wait for launch.sh to record the end, without telling run.json.
    const QString status = RunFolder(launched->remoteDir).statusFile(0);
    QTRY_VERIFY_WITH_TIMEOUT(QFile(status).open(QIODevice::ReadOnly) && [&] {
        QFile f(status);
        return f.open(QIODevice::ReadOnly) && f.readAll().contains("\"exit_code\": 0");
    }(), 20000);
    QCOMPARE(onDisk(id).state, RunState::Running);

    QCOMPARE(service.refreshActiveNow({*launched}, {id}), QStringList());
    QCOMPARE(onDisk(id).state, RunState::Running);
    RunRecord finished = *launched;
    finished.state = RunState::Finished;
    QCOMPARE(service.refreshActiveNow({finished}), QStringList());   // not active in the list given

    auto future = service.refreshActive({*launched});
    future.waitForFinished();
    QCOMPARE(future.result(), QStringList{id});
    QCOMPARE(onDisk(id).state, RunState::Finished);
}

void tst_RunService::cancelStopsALaunchBetweenUploads()
{
    RunService service(access(), runsDir());
    auto launched = service.launchNow(request({u"--max-steps"_s, u"2"_s}, 4), [&service](const QString &message) {
        if (message.contains(u"Uploading"_s))
            service.cancelAll();
    });
    QVERIFY(!launched);
    QCOMPARE(launched.error().kind, Error::Kind::Cancelled);
    // The record says so; nothing was started.
    const QList<RunRecord> all = RunRecord::loadAll(runsDir());
    const auto it = std::find_if(all.begin(), all.end(), [](const RunRecord &r) { return r.seed == 4; });
    QVERIFY(it != all.end());
    QCOMPARE(it->state, RunState::Failed);
    QVERIFY(it->attempts.isEmpty());

    // What starts after the cancel is not affected.
    auto after = service.launchNow(request({u"--max-steps"_s, u"2"_s}, 5));
    TWB_VERIFY_RESULT(after);
}

void tst_RunService::cancelAllEndsQueuedOperations()
{
    RunService service(access(), runsDir());
    QSignalSpy finished(&service, &RunService::operationFinished);
    QList<QFuture<Result<RunRecord>>> futures;
    for (qint64 seed = 10; seed < 16; ++seed)
        futures << service.launch(request({u"--max-steps"_s, u"2"_s}, seed));
    service.cancelAll();
    QVERIFY(service.waitForIdle(std::chrono::seconds(30)));
    int cancelled = 0;
    for (auto &f : futures) {
        QVERIFY(f.isFinished());
        const Result<RunRecord> r = f.result();
        cancelled += !r && r.error().kind == Error::Kind::Cancelled ? 1 : 0;
    }
    QCOMPARE(cancelled, futures.size());
    QTRY_COMPARE(finished.size(), futures.size());
    for (const auto &call : finished)
        QCOMPARE(call[2].toBool(), false);
}

void tst_RunService::refusesASliceThatDoesNotFit()
{
    RunService service(access(), runsDir());
    const int before = QDir(runsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size();
    LaunchRequest r = request({}, 6);
    r.machine = u"v4box"_s;
    r.device = u"tpu"_s;
    auto refused = service.launchNow(r);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"v4-8"_s) && refused.error().message.contains(u"v5litepod-8"_s),
             qPrintable(refused.error().message));
    QCOMPARE(QDir(runsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), before);

    r.machine = u"nowhere"_s;
    auto unknown = service.launchNow(r);
    QVERIFY(!unknown);
    QVERIFY2(unknown.error().message.contains(u"nowhere"_s) && unknown.error().message.contains(u"box"_s),
             qPrintable(unknown.error().message));

    // A machine with no accelerator type is no TPU slice either.
    r.machine = u"box"_s;
    auto untyped = service.launchNow(r);
    QVERIFY(!untyped);
    QVERIFY2(untyped.error().message.contains(u"box has no known accelerator type"_s), qPrintable(untyped.error().message));
    QCOMPARE(QDir(runsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), before);

    // The CPU smoke mode runs anywhere.
    r.machine = u"v4box"_s;
    r.device = u"cpu"_s;
    r.extraArguments = {u"--max-steps"_s, u"2"_s};
    auto cpu = service.launchNow(r);
    TWB_VERIFY_RESULT(cpu);
    QTRY_COMPARE_WITH_TIMEOUT(service.refreshNow(cpu->runId).value_or(RunRecord()).state, RunState::Finished, 20000);
}

// The slice fits (v5litepod-8 on both sides), but this machine has no TPU device and its
// python no torch_xla: the preflight refuses the TPU launch, naming both, instead of letting
// train.py die on `ModuleNotFoundError: torch_xla`.
void tst_RunService::tpuLaunchIsRefusedByThePreflightWithoutTpusOrTorchXla()
{
    RunService service(access(), runsDir());
    LaunchRequest r = request({u"--max-steps"_s, u"2"_s}, 7);
    r.machine = u"v5box"_s;
    r.device = u"tpu"_s;
    r.skipPreflight = false;
    r.runId = u"tpu-on-cpu"_s;
    auto refused = service.launchNow(r);
    QVERIFY(!refused);
    const QString message = refused.error().message;
    QVERIFY2(message.contains(u"has no TPU device"_s) && message.contains(u"--device cpu"_s), qPrintable(message));
    QVERIFY2(message.contains(u"`import torch_xla` fails"_s) && message.contains(u"ModuleNotFoundError"_s),
             qPrintable(message));
    QCOMPARE(onDisk(u"tpu-on-cpu"_s).state, RunState::Failed);
    QVERIFY(!QFile::exists(m_dir.filePath(u"remote/runs/tpu-on-cpu/train.py"_s)));   // nothing was uploaded

    // The preflight alone says the same (what `tpuwb run preflight` prints).
    RunPreflight::Options options;
    options.requireTpu = true;
    auto checked = service.preflightNow(u"v5box"_s, options);
    TWB_VERIFY_RESULT(checked);
    QCOMPARE(checked->size(), std::size_t(1));
    QVERIFY(checked->front().tpuChecked);
    QCOMPARE(checked->front().tpuDevices, 0);
    QVERIFY(checked->front().torchXlaVersion.isEmpty());
    QCOMPARE(checked->front().blockers(u"host 0"_s, 0).size(), 2);
    options.requireTpu = false;   // a CPU launch does not ask
    checked = service.preflightNow(u"v5box"_s, options);
    TWB_VERIFY_RESULT(checked);
    QVERIFY(!checked->front().tpuChecked);
    QVERIFY(checked->front().blockers(u"host 0"_s, 0).isEmpty());

    // With a device file and an interpreter that imports torch_xla (the real one), only the
    // device is missing or nothing is.
    const QString missing = test::missingXlaEnvironment();
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QTemporaryDir dev;
    options.requireTpu = true;
    options.devicePatterns = {dev.filePath(u"accel*"_s)};
    options.lockfile = dev.filePath(u"lockfile"_s);
    checked = service.preflightNow(u"v5xla"_s, options);
    TWB_VERIFY_RESULT(checked);
    QVERIFY2(!checked->front().torchXlaVersion.isEmpty(), qPrintable(checked->front().torchXlaError));
    QCOMPARE(checked->front().blockers(u"host 0"_s, 0).size(), 1);
    QFile accel(dev.filePath(u"accel0"_s));
    QVERIFY(accel.open(QIODevice::WriteOnly));
    accel.close();
    checked = service.preflightNow(u"v5xla"_s, options);
    TWB_VERIFY_RESULT(checked);
    QCOMPARE(checked->front().tpuDevices, 1);
    QVERIFY2(checked->front().blockers(u"host 0"_s, 0).isEmpty(),
             qPrintable(checked->front().blockers(u"host 0"_s, 0).join(u'\n')));
}

void tst_RunService::concurrentOperationsDeliverTheirOwnRecords()
{
    RunService service(access(), runsDir());
    QSignalSpy finished(&service, &RunService::operationFinished);
    auto a = service.launch(request({u"--max-steps"_s, u"2"_s}, 21));
    auto b = service.launch(request({u"--max-steps"_s, u"2"_s}, 22));
    a.waitForFinished();
    b.waitForFinished();
    const Result<RunRecord> ra = a.result();
    const Result<RunRecord> rb = b.result();
    TWB_VERIFY_RESULT(ra);
    TWB_VERIFY_RESULT(rb);
    QCOMPARE(ra->seed, 21);
    QCOMPARE(rb->seed, 22);
    QVERIFY(ra->runId != rb->runId);
    QTRY_COMPARE(finished.size(), 2);
    const QSet<QString> ids = {finished[0][0].toString(), finished[1][0].toString()};
    QCOMPARE(ids, (QSet<QString>{ra->runId, rb->runId}));

    // Refreshes of both at once, likewise.
    auto fa = service.refresh(ra->runId);
    auto fb = service.refresh(rb->runId);
    fa.waitForFinished();
    fb.waitForFinished();
    QCOMPARE(fa.result().value_or(RunRecord()).runId, ra->runId);
    QCOMPARE(fb.result().value_or(RunRecord()).runId, rb->runId);
}

void tst_RunService::unknownRunsAndImportedRunsSayWhy()
{
    RunService service(access(), runsDir());
    auto unknown = service.stopNow(u"no-such-run"_s);
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().kind, Error::Kind::NotFound);
    QVERIFY(unknown.error().message.contains(u"no-such-run"_s) && unknown.error().message.contains(u"run status"_s));

    QTemporaryDir source;
    QFile metrics(source.filePath(u"m.jsonl"_s));
    QVERIFY(metrics.open(QIODevice::WriteOnly));
    metrics.write("{\"step\": 1, \"loss\": 2.0}\n{\"step\": 2, \"loss\": 1.5}\n");
    metrics.close();
    auto imported = service.import(metrics.fileName(), u"imported-one"_s);
    imported.waitForFinished();
    const Result<RunRecord> record = imported.result();
    TWB_VERIFY_RESULT(record);
    QCOMPARE(record->runId, u"imported-one"_s);
    QCOMPARE(onDisk(u"imported-one"_s).state, RunState::Finished);
    auto stop = service.stopNow(u"imported-one"_s);
    QVERIFY(!stop);
    QVERIFY2(stop.error().message.contains(u"imported"_s), qPrintable(stop.error().message));
    auto status = service.statusNow(u"imported-one"_s);
    TWB_VERIFY_RESULT(status);
    QVERIFY(status->hosts.empty());
}

QTEST_GUILESS_MAIN(tst_RunService)
#include "tst_run_service.moc"
