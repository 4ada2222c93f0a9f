// The app killed (SIGKILL, no chance to clean up) during a launch, an ablation queue and a
// kernel orchestration: the real tpuwb is killed at a point where it has written part of its
// records; afterwards every record is readable and a second command continues to the end.
#include "ablation_workspace.h"

#include "core/runs/run_record.h"
#include "core/util/json.h"
#include "support/fault_evidence.h"
#include "support/result_check.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// Polls `condition` every 5 ms for up to `ms`.
template <typename Condition>
bool waitFor(Condition condition, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!condition()) {
        if (timer.elapsed() > ms)
            return false;
        QThread::msleep(5);
    }
    return true;
}

void killHard(QProcess &process)
{
    ::kill(pid_t(process.processId()), SIGKILL);
    process.waitForFinished(10000);
}

// What a killed tpuwb had printed.
test::TpuwbRunner::Output outputOf(QProcess &process)
{
    return {-1, QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class tst_FaultSigkill final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
        QProcess torch;
        torch.start(test::systemPython(), {u"-c"_s, u"import torch"_s});
        QVERIFY(torch.waitForFinished(60000));
        QVERIFY2(torch.exitCode() == 0, "Debian's PyTorch is needed: apt-get install python3-torch libopenblas0-pthread");
    }

    // Killed during the upload of `run launch` (this machine as the host, a real local
    // transport): run.json reads, the run is reported as not running, and `run relaunch`
    // uploads what is missing and runs it to the end.
    void launchKilledDuringUpload()
    {
        QTemporaryDir dir;
        const QString workspace = dir.filePath(u"ws"_s);
        const QString remoteRoot = dir.filePath(u"remote"_s);
        QVERIFY(QDir().mkpath(workspace));
        const Json registry = {{"tpus", Json::array({Json{{"mode", "local"}, {"tpu_name", "box"},
                                                          {"workbench", {{"python", toStd(test::systemPython())},
                                                                         {"remote_root", toStd(remoteRoot)},
                                                                         {"accelerator_type", "v4-8"}}}}})}};
        QVERIFY(writeJsonFileAtomically(workspace + u"/tpu_config.json"_s, registry));
        test::FaultEvidence evidence;
        evidence.addRunsDir(workspace + u"/runs"_s);
        evidence.addHostDir(u"box"_s, remoteRoot);
        const test::TpuwbRunner tpuwb({u"--workspace"_s, workspace});
        const QString project = workspace + u"/experiments/tiny"_s;
        const auto scaffolded = tpuwb.scaffoldTinyDecoder(project, u"v4-8"_s, {u"train.max_steps=20"_s});
        QVERIFY2(scaffolded.exitCode == 0, qPrintable(scaffolded.err));
        QByteArray data(256 << 20, Qt::Uninitialized);   // an upload that takes a while
        QRandomGenerator(11).fillRange(reinterpret_cast<quint32 *>(data.data()), data.size() / 4);
        QFile dataFile(project + u"/data.bin"_s);
        QVERIFY(dataFile.open(QIODevice::WriteOnly));
        QCOMPARE(dataFile.write(data), data.size());
        dataFile.close();

        QProcess launch;
        tpuwb.start(launch, {u"run"_s, u"launch"_s, project, u"--machine"_s, u"box"_s, u"--device"_s, u"cpu"_s,
                             u"--no-preflight"_s, u"--"_s, u"--threads"_s, u"1"_s});
        const QString runs = workspace + u"/runs"_s;
        auto recordFile = [&] {
            const QStringList ids = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            return ids.isEmpty() ? QString() : runs + u'/' + ids.first() + u"/run.json"_s;
        };
        QVERIFY2(waitFor([&] { return !recordFile().isEmpty() && QFileInfo::exists(recordFile()); }, 60000),
                 "the run folder never appeared");
        killHard(launch);
        evidence.addOutput(u"tpuwb run launch (killed)"_s, outputOf(launch));
        evidence.keepNow(u"right after the kill"_s);
        QCOMPARE(launch.exitStatus(), QProcess::CrashExit);

        auto killed = RunRecord::readFile(recordFile());
        TWB_VERIFY_RESULT(killed);
        QVERIFY2(killed->attempts.isEmpty(), "killed after the start: the upload was too quick to cut");
        QCOMPARE(killed->projectDir, project);
        const QString runId = killed->runId;
        const auto status = tpuwb.run({u"run"_s, u"status"_s, runId});
        evidence.addOutput(u"tpuwb run status"_s, status);
        QCOMPARE(status.exitCode, 0);
        QVERIFY2(!status.out.contains(u"running"_s), qPrintable(status.out));

        const auto relaunched = tpuwb.run({u"run"_s, u"relaunch"_s, runId});
        evidence.addOutput(u"tpuwb run relaunch"_s, relaunched);
        QVERIFY2(relaunched.exitCode == 0, qPrintable(relaunched.err));
        QVERIFY(QFile::exists(killed->remoteDir + u"/launch.sh"_s));
        QCOMPARE(QFileInfo(killed->remoteDir + u"/data.bin"_s).size(), qint64(data.size()));
        QTRY_VERIFY_WITH_TIMEOUT(
            tpuwb.runStatus(runId).value(u"run"_s).toObject().value(u"state"_s).toString() == u"finished"_s, 180000);
        auto finished = RunRecord::readFile(recordFile());
        TWB_VERIFY_RESULT(finished);
        QCOMPARE(finished->attempts.size(), 1);
    }

    // Killed while `ablate launch` runs the first cell: every record reads, and the same
    // command again watches the live run (does not start it twice) and runs the rest.
    void ablationQueueKilled()
    {
        test::AblationWorkspace workspace;
        test::FaultEvidence evidence;
        evidence.addRunsDir(workspace.runsDir());
        evidence.addHosts(u"m1"_s, workspace.machine(0));
        evidence.addHosts(u"m2"_s, workspace.machine(1));
        TWB_VERIFY_RESULT(workspace.create());
        const auto expand = workspace.tpuwb({u"ablate"_s, u"expand"_s, workspace.ablationFile()});
        QCOMPARE(expand.exitCode, 0);
        QStringList runIds;
        for (const QString &line : expand.out.split(u'\n', Qt::SkipEmptyParts))
            runIds << line.section(u'\t', 0, 0);
        QCOMPARE(runIds.size(), 4);

        const QStringList args = {u"ablate"_s, u"launch"_s, workspace.ablationFile(), u"--device"_s, u"cpu"_s,
                                  u"--threads"_s, u"1"_s};
        QProcess launch;
        launch.start(test::tpuwbBinary(), workspace.globalArguments() + args);
        qint64 pid = 0;
        QVERIFY2(waitFor([&] { return (pid = workspace.trainingPid(0, runIds.first())) > 0; }, 120000),
                 "the first run never started on m1");
        killHard(launch);
        evidence.addOutput(u"the first tpuwb ablate launch (killed)"_s, outputOf(launch));
        evidence.keepNow(u"right after the kill"_s);
        QCOMPARE(launch.exitStatus(), QProcess::CrashExit);

        // Every record there is reads whole.
        for (const QString &id : QDir(workspace.runsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString file = workspace.runsDir() + u'/' + id + u"/run.json"_s;
            if (QFileInfo::exists(file))
                TWB_VERIFY_RESULT(RunRecord::readFile(file));
        }
        const auto status = workspace.tpuwb({u"ablate"_s, u"status"_s, workspace.ablationFile()});
        evidence.addOutput(u"tpuwb ablate status"_s, status);
        QVERIFY2(status.exitCode == 0 || status.exitCode == 1, qPrintable(status.err));

        const auto again = workspace.tpuwb(args);
        evidence.addOutput(u"the second tpuwb ablate launch"_s, again);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        for (const QString &id : runIds) {
            auto record = RunRecord::readFile(workspace.runsDir() + u'/' + id + u"/run.json"_s);
            TWB_VERIFY_RESULT(record);
            QCOMPARE(record->state, RunState::Finished);
            QCOMPARE(record->attempts.size(), 1);   // the live one was watched, not started again
        }
        auto first = RunRecord::readFile(workspace.runsDir() + u'/' + runIds.first() + u"/run.json"_s);
        QCOMPARE(first->attempts[0].pids.value(0), pid);
    }

    // Killed while `ablate launch` uploads the first runs, before launch.sh started anything:
    // those runs are not failed runs (nothing of them ran); the same command again finds them
    // started on no host and launches them from the start, each once, then the rest.
    void ablationQueueKilledDuringUpload()
    {
        test::AblationWorkspace workspace;
        test::FaultEvidence evidence;
        evidence.addRunsDir(workspace.runsDir());
        evidence.addHosts(u"m1"_s, workspace.machine(0));
        evidence.addHosts(u"m2"_s, workspace.machine(1));
        TWB_VERIFY_RESULT(workspace.create());
        QByteArray data(64 << 20, Qt::Uninitialized);   // an upload that takes a while
        QRandomGenerator(13).fillRange(reinterpret_cast<quint32 *>(data.data()), data.size() / 4);
        QFile dataFile(workspace.root() + u"/experiments/tiny/data.bin"_s);
        QVERIFY(dataFile.open(QIODevice::WriteOnly));
        QCOMPARE(dataFile.write(data), data.size());
        dataFile.close();
        const auto expand = workspace.tpuwb({u"ablate"_s, u"expand"_s, workspace.ablationFile()});
        QCOMPARE(expand.exitCode, 0);
        QStringList runIds;
        for (const QString &line : expand.out.split(u'\n', Qt::SkipEmptyParts))
            runIds << line.section(u'\t', 0, 0);
        QCOMPARE(runIds.size(), 4);

        const QStringList args = {u"ablate"_s, u"launch"_s, workspace.ablationFile(), u"--device"_s, u"cpu"_s,
                                  u"--threads"_s, u"1"_s};
        QProcess launch;
        launch.start(test::tpuwbBinary(), workspace.globalArguments() + args);
        // data.bin on its way to m1 (its upload's temporary file is there).
        const QString remote = workspace.remoteRunDir(0, runIds.first());
        QVERIFY2(waitFor([&] { return !QDir(remote).entryList({u".data.bin*"_s}, QDir::Files | QDir::Hidden).isEmpty(); },
                         120000),
                 "the upload to m1 was never seen in progress");
        killHard(launch);
        evidence.addOutput(u"the first tpuwb ablate launch (killed)"_s, outputOf(launch));
        evidence.keepNow(u"right after the kill"_s);
        QCOMPARE(launch.exitStatus(), QProcess::CrashExit);
        QVERIFY2(!QFileInfo::exists(remote + u"/status"_s), "launch.sh had started on m1: the kill cut no upload");
        auto cut = RunRecord::readFile(workspace.runsDir() + u'/' + runIds.first() + u"/run.json"_s);
        TWB_VERIFY_RESULT(cut);
        QCOMPARE(cut->state, RunState::Uploading);   // what the dead app left: "live", no attempt
        QVERIFY(cut->attempts.isEmpty());

        const auto again = workspace.tpuwb(args);
        evidence.addOutput(u"the second tpuwb ablate launch"_s, again);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.err.contains(runIds.first() + u": its launch on m1 stopped before it started anything there"_s),
                 qPrintable(again.err));
        for (const QString &id : runIds) {
            auto record = RunRecord::readFile(workspace.runsDir() + u'/' + id + u"/run.json"_s);
            TWB_VERIFY_RESULT(record);
            QCOMPARE(record->state, RunState::Finished);
            QCOMPARE(record->attempts.size(), 1);
            // Trained on the whole project, wherever the queue sent it.
            const QString where = workspace.remoteRunDir(record->machine == u"m1"_s ? 0 : 1, id);
            QCOMPARE(QFileInfo(where + u"/data.bin"_s).size(), qint64(data.size()));
        }
    }

    // Killed while `kernel run` orchestrates (the recorded example replayed on this machine):
    // state.json reads, `kernel status` says how to continue, and `kernel run` again finishes
    // with each iteration once.
    void kernelOrchestrationKilled()
    {
        QTemporaryDir dir;
        const QString workspace = dir.path();
        const Json registry = {{"tpus", Json::array({Json{{"mode", "local"}, {"tpu_name", "replay-box"},
                                                          {"workbench", {{"python", toStd(test::systemPython())},
                                                                         {"remote_root", toStd(dir.filePath(u"remote"_s))},
                                                                         {"kernel_worker_command", "replay"}}}}})}};
        QVERIFY(writeJsonFileAtomically(workspace + u"/tpu_config.json"_s, registry));
        test::FaultEvidence evidence;
        const test::TpuwbRunner tpuwb({u"--workspace"_s, workspace});
        const auto created = tpuwb.run({u"kernel"_s, u"new"_s,
                                        test::sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/job.json"_s,
                                        u"--machine"_s, u"replay-box"_s});
        evidence.addOutput(u"tpuwb kernel new"_s, created);
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const QString runDir = created.out.trimmed();
        evidence.addFile(u"the kernel run's state"_s, runDir + u"/state.json"_s);
        evidence.addSection(u"the kernel run's folder"_s, [runDir] {
            return QDir(runDir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(u' ');
        });

        QProcess run;
        tpuwb.start(run, {u"kernel"_s, u"run"_s, runDir, u"--max-iterations"_s, u"4"_s});
        QVERIFY2(waitFor([&] { return QFileInfo(runDir + u"/iter2"_s).isDir(); }, 60000), "iteration 2 never began");
        killHard(run);
        evidence.addOutput(u"tpuwb kernel run (killed)"_s, outputOf(run));
        evidence.keepNow(u"right after the kill"_s);
        QCOMPARE(run.exitStatus(), QProcess::CrashExit);

        auto state = readJsonFile(runDir + u"/state.json"_s);
        TWB_VERIFY_RESULT(state);
        const auto status = tpuwb.run({u"kernel"_s, u"status"_s, runDir});
        evidence.addOutput(u"tpuwb kernel status"_s, status);
        QCOMPARE(status.exitCode, 0);
        QVERIFY2(status.out.contains(u"`tpuwb kernel run` continues it"_s), qPrintable(status.out));

        const auto again = tpuwb.run({u"kernel"_s, u"run"_s, runDir, u"--max-iterations"_s, u"4"_s});
        evidence.addOutput(u"the second tpuwb kernel run"_s, again);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        const auto json = tpuwb.run({u"kernel"_s, u"status"_s, runDir, u"--json"_s});
        evidence.addOutput(u"tpuwb kernel status --json"_s, json);
        auto parsed = parseJson(json.out.toUtf8(), u"status --json"_s);
        TWB_VERIFY_RESULT(parsed);
        QCOMPARE((*parsed)["status"].get<std::string>(), std::string("finished"));
        QCOMPARE((*parsed)["iterations"].size(), std::size_t(4));
    }
};

QTEST_GUILESS_MAIN(tst_FaultSigkill)
#include "tst_fault_sigkill.moc"
