// gcloud-backed machines (MaxKernel's {"tpu_name", "zone", "project"} shape) end to end: tpuwb
// against a STAND-IN gcloud (tests/support/gcloud_standin/gcloud, first on PATH) whose TPU VM
// workers are real sshd hosts on loopback. The stand-in answers describe/list in gcloud's JSON
// shape from a state file this test writes and changes.
#include "core/registry/gcloud_tpu.h"
#include "core/registry/registry.h"
#include "core/util/json.h"
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

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

constexpr auto kZone = "us-central2-b";
constexpr auto kProject = "p";

} // namespace

class tst_GcloudMachines final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void maxKernelShapeAddedByTpuwbIsResolvedProbedAndRunOn();
    void maxKernelWriterEntryResolvesOnFirstUse();
    void addressChangePickedUpAfterFailedConnection();
    void importListsVmsAndQueuedResourcesAndAddsChosen();
    void preemptedStateShownAndNotProbed();
    void runOnPreemptedVmIsPreemptedAndResumesFromItsCheckpoint();
    void gcloudProblemsSayWhatToDo();

private:
    Run tpuwb(const QStringList &arguments, const QStringList &extraPath = {}) const;
    void writeState(const QList<QStringList> &vms, const QString &state = u"READY"_s, bool loggedIn = true,
                    const QString &accelerator = u"v4-16"_s) const;
    twb::MachineEntry stored(const QString &name) const;
    int describeCount() const;

    std::unique_ptr<twb::test::SshdFixture> m_sshd;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_config;
    QString m_home;
    QString m_state;
    QString m_log;
};

void tst_GcloudMachines::initTestCase()
{
    m_sshd = std::make_unique<twb::test::SshdFixture>(twb::test::SshdFixture::Options{3, u"v4-16"_s});
    TWB_VERIFY_RESULT(m_sshd->start());
}

void tst_GcloudMachines::init()
{
    for (int i = 0; i < m_sshd->hostCount(); ++i)
        if (m_sshd->sshdProcessId(i) == 0)
            TWB_VERIFY_RESULT(m_sshd->startHost(i));
    m_dir = std::make_unique<QTemporaryDir>();
    m_config = m_dir->filePath(u"tpu_config.json"_s);
    m_state = m_dir->filePath(u"gcloud-state.json"_s);
    m_log = m_dir->filePath(u"gcloud.log"_s);
    // tpuwb's HOME: gcloud's key is where gcloud puts it, and an OpenSSH config gives each fake
    // worker's port (the entry has none, as a MaxKernel entry has none).
    m_home = m_dir->filePath(u"home"_s);
    QVERIFY(QDir().mkpath(m_home + u"/.ssh"_s));
    QVERIFY(QFile::copy(m_sshd->clientKeyPath(), m_home + u"/.ssh/google_compute_engine"_s));
    QFile::setPermissions(m_home + u"/.ssh/google_compute_engine"_s, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QFile sshConfig(m_home + u"/.ssh/config"_s);
    QVERIFY(sshConfig.open(QIODevice::WriteOnly));
    for (int i = 0; i < m_sshd->hostCount(); ++i)
        sshConfig.write(u"Host %1\n  Port %2\n"_s.arg(m_sshd->host(i)).arg(m_sshd->port(i)).toUtf8());
    sshConfig.close();
    const Run set = tpuwb({u"settings"_s, u"set"_s, u"ssh.config"_s, sshConfig.fileName()});
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
}

Run tst_GcloudMachines::tpuwb(const QStringList &arguments, const QStringList &extraPath) const
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString standin = twb::test::sourceDir() + u"/tests/support/gcloud_standin"_s;
    env.insert(u"PATH"_s, (extraPath.isEmpty() ? QStringList{standin} : extraPath).join(u':') + u':'
                              + env.value(u"PATH"_s));
    env.insert(u"HOME"_s, m_home);
    env.insert(u"USER"_s, m_sshd->user());
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir->filePath(u"config"_s));
    env.insert(u"GCLOUD_STANDIN_STATE"_s, m_state);
    env.insert(u"GCLOUD_STANDIN_LOG"_s, m_log);
    process.setProcessEnvironment(env);
    process.start(twb::test::tpuwbBinary(), QStringList{u"--workspace"_s, m_dir->path(), u"--config"_s, m_config,
                                                        u"--known-hosts"_s, m_sshd->knownHostsPath()}
                                                + arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// One TPU VM per list of worker addresses ("name", "address", "address", ...), in gcloud's shape;
// each worker's external address is the same loopback address.
void tst_GcloudMachines::writeState(const QList<QStringList> &vms, const QString &state, bool loggedIn,
                                    const QString &accelerator) const
{
    twb::Json nodes = twb::Json::array();
    for (const QStringList &vm : vms) {
        twb::Json endpoints = twb::Json::array();
        for (const QString &address : vm.mid(1))
            endpoints.push_back({{"ipAddress", twb::toStd(address)}, {"port", 8470},
                                 {"accessConfig", {{"externalIp", twb::toStd(address)}}}});
        nodes.push_back({{"name", "projects/p/locations/us-central2-b/nodes/" + twb::toStd(vm.first())},
                         {"acceleratorType", twb::toStd(accelerator)},
                         {"state", twb::toStd(state)},
                         {"runtimeVersion", "tpu-ubuntu2204-base"},
                         {"networkEndpoints", state == u"READY"_s ? endpoints : twb::Json::array()},
                         {"schedulingConfig", {{"preemptible", true}}}});
    }
    const twb::Json queued = twb::Json::array(
        {{{"name", "projects/p/locations/us-central2-b/queuedResources/qr-wait"},
          {"state", {{"state", "WAITING_FOR_RESOURCES"}}},
          {"tpu",
           {{"nodeSpec",
             twb::Json::array({{{"parent", "projects/p/locations/us-central2-b"}, {"nodeId", "queued-vm"},
                                {"node", {{"acceleratorType", "v5litepod-16"}, {"runtimeVersion", "v2-alpha-tpuv5-lite"}}}}})}}}}});
    const twb::Json all{{"account", loggedIn ? twb::Json("me@example.com") : twb::Json(nullptr)},
                        {"zones", twb::Json::array({kZone})},
                        {"nodes", nodes},
                        {"queuedResources", queued}};
    QFile file(m_state);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray::fromStdString(all.dump(2)));
}

twb::MachineEntry tst_GcloudMachines::stored(const QString &name) const
{
    const auto registry = twb::Registry::load(m_config);
    if (!registry || !registry->find(name))
        return {};
    return *registry->find(name);
}

int tst_GcloudMachines::describeCount() const
{
    QFile file(m_log);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    return int(file.readAll().count("tpu-vm describe"));
}

void tst_GcloudMachines::maxKernelShapeAddedByTpuwbIsResolvedProbedAndRunOn()
{
    writeState({{u"mk-a"_s, m_sshd->host(0), m_sshd->host(1)}});
    const Run add = tpuwb({u"registry"_s, u"add"_s, uR"({"tpu_name": "mk-a", "zone": "us-central2-b", "project": "p"})"_s});
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));
    QVERIFY2(add.out.contains(u"READY"_s), qPrintable(add.out));

    const twb::MachineEntry entry = stored(u"mk-a"_s);
    QCOMPARE(entry.zone(), u"us-central2-b"_s);
    QCOMPARE(entry.hosts(), QStringList({m_sshd->host(0), m_sshd->host(1)}));
    QCOMPARE(entry.acceleratorType(), u"v4-16"_s);
    QVERIFY(entry.isSpecVerified()); // the probe reached both workers
    const twb::GcloudCache cache = twb::gcloudCache(entry);
    QCOMPARE(cache.state, u"READY"_s);
    QCOMPARE(cache.workers.size(), 2);
    QVERIFY(QDateTime::fromString(cache.resolvedAt, Qt::ISODate).secsTo(QDateTime::currentDateTimeUtc()) < 300);

    const Run list = tpuwb({u"registry"_s, u"list"_s});
    QVERIFY2(list.out.contains(u"READY at"_s), qPrintable(list.out));

    // A command on every worker, as the gcloud user: each answers with its own worker id.
    const Run exec = tpuwb({u"exec"_s, u"mk-a"_s, u"--"_s, u"sh"_s, u"-c"_s, u"echo worker-$TPU_WORKER_ID"_s});
    QVERIFY2(exec.exitCode == 0, qPrintable(exec.out + exec.err));
    QVERIFY2(exec.out.contains(u"worker-0"_s) && exec.out.contains(u"worker-1"_s), qPrintable(exec.out));
}

void tst_GcloudMachines::maxKernelWriterEntryResolvesOnFirstUse()
{
    writeState({{u"mkvm-0"_s, m_sshd->host(1), m_sshd->host(2)}});
    // MaxKernel's own protocol writes {"tpu_name": "mkvm-0", "zone": "us-central2-b", "project": "p", ...}.
    QProcess python;
    python.start(twb::test::systemPython(), {twb::test::sourceDir() + u"/tests/integration/registry/maxkernel_writer.py"_s,
                                             m_config, u"mkvm"_s, u"1"_s});
    QVERIFY(python.waitForFinished(30000));
    QCOMPARE(python.exitCode(), 0);
    QVERIFY(stored(u"mkvm-0"_s).hosts().isEmpty());

    const Run probe = tpuwb({u"registry"_s, u"probe"_s, u"mkvm-0"_s});
    QVERIFY2(probe.exitCode == 0, qPrintable(probe.out + probe.err));
    QVERIFY2(probe.out.contains(u"TPU_STATE:READY"_s), qPrintable(probe.out));
    QVERIFY2(probe.out.contains(u"DEVICE_COUNT:"_s), qPrintable(probe.out));
    const twb::MachineEntry entry = stored(u"mkvm-0"_s);
    QCOMPARE(entry.hosts(), QStringList({m_sshd->host(1), m_sshd->host(2)}));
    QVERIFY(entry.toJson().contains("mk_field")); // MaxKernel's own keys survive
    QCOMPARE(describeCount(), 1);

    // Resolved once: the next command uses the cache and does not ask gcloud.
    const Run exec = tpuwb({u"exec"_s, u"mkvm-0"_s, u"--"_s, u"true"_s});
    QVERIFY2(exec.exitCode == 0, qPrintable(exec.out + exec.err));
    QCOMPARE(describeCount(), 1);
}

void tst_GcloudMachines::addressChangePickedUpAfterFailedConnection()
{
    writeState({{u"mk-move"_s, m_sshd->host(0), m_sshd->host(1)}});
    const Run add = tpuwb({u"registry"_s, u"add"_s, uR"({"tpu_name": "mk-move", "zone": "us-central2-b", "project": "p"})"_s});
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));
    const int describedBefore = describeCount();

    // The VM was recreated: worker 0 now answers on another address, the old one is gone.
    TWB_VERIFY_RESULT(m_sshd->stopHost(0));
    writeState({{u"mk-move"_s, m_sshd->host(2), m_sshd->host(1)}});
    const Run exec = tpuwb({u"exec"_s, u"mk-move"_s, u"--"_s, u"sh"_s, u"-c"_s, u"echo at-$TPU_WORKER_ID"_s});
    QVERIFY2(exec.exitCode == 0, qPrintable(exec.out + exec.err));
    QVERIFY2(exec.out.contains(u"at-2"_s) && exec.out.contains(u"at-1"_s), qPrintable(exec.out)); // fixture host 2 answered
    QVERIFY(describeCount() > describedBefore);
    QCOMPARE(stored(u"mk-move"_s).hosts(), QStringList({m_sshd->host(2), m_sshd->host(1)}));

    // The probe does the same when a worker fails.
    TWB_VERIFY_RESULT(m_sshd->startHost(0));
    TWB_VERIFY_RESULT(m_sshd->stopHost(2));
    writeState({{u"mk-move"_s, m_sshd->host(0), m_sshd->host(1)}});
    const Run probe = tpuwb({u"registry"_s, u"probe"_s, u"mk-move"_s});
    QVERIFY2(probe.exitCode == 0, qPrintable(probe.out + probe.err));
    QCOMPARE(stored(u"mk-move"_s).hosts(), QStringList({m_sshd->host(0), m_sshd->host(1)}));
}

void tst_GcloudMachines::importListsVmsAndQueuedResourcesAndAddsChosen()
{
    writeState({{u"vm-a"_s, m_sshd->host(0), m_sshd->host(1)}, {u"vm-b"_s, m_sshd->host(1), m_sshd->host(2)}});
    const QStringList where{u"--zone"_s, QString::fromLatin1(kZone), u"--project"_s, QString::fromLatin1(kProject)};
    const Run listed = tpuwb(QStringList{u"registry"_s, u"import-gcloud"_s} + where);
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.out + listed.err));
    for (const QString &expected : {u"vm-a"_s, u"vm-b"_s, u"queued-vm"_s, u"qr-wait"_s, u"WAITING_FOR_RESOURCES"_s})
        QVERIFY2(listed.out.contains(expected), qPrintable(expected + u" missing in:\n"_s + listed.out));
    QVERIFY(!QFile::exists(m_config)); // listing adds nothing

    const Run added = tpuwb(QStringList{u"registry"_s, u"import-gcloud"_s} + where
                            + QStringList{u"--name"_s, u"vm-b"_s, u"--name"_s, u"queued-vm"_s, u"--internal-ip"_s});
    QVERIFY2(added.exitCode == 0, qPrintable(added.out + added.err));
    const auto registry = twb::Registry::load(m_config);
    TWB_VERIFY_RESULT(registry);
    QCOMPARE(int(registry->entries().size()), 2);
    const twb::MachineEntry vmB = stored(u"vm-b"_s);
    QVERIFY(vmB.isGcloud());
    QCOMPARE(vmB.project(), u"p"_s);
    QCOMPARE(vmB.hosts(), QStringList({m_sshd->host(1), m_sshd->host(2)}));
    QCOMPARE(twb::gcloudCache(vmB).addresses, twb::GcloudAddresses::Internal);
    const twb::MachineEntry queued = stored(u"queued-vm"_s);
    QCOMPARE(twb::gcloudCache(queued).queuedResource, u"qr-wait"_s);
    QCOMPARE(twb::gcloudCache(queued).state, u"WAITING_FOR_RESOURCES"_s);
    QVERIFY(queued.hosts().isEmpty());

    const Run unknown = tpuwb(QStringList{u"registry"_s, u"import-gcloud"_s} + where + QStringList{u"--name"_s, u"vm-z"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"vm-a"_s), qPrintable(unknown.err)); // lists what there is
}

void tst_GcloudMachines::preemptedStateShownAndNotProbed()
{
    writeState({{u"mk-pre"_s, m_sshd->host(0), m_sshd->host(1)}});
    const Run add = tpuwb({u"registry"_s, u"add"_s, uR"({"tpu_name": "mk-pre", "zone": "us-central2-b", "project": "p"})"_s});
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));

    TWB_VERIFY_RESULT(m_sshd->stopHost(0));
    TWB_VERIFY_RESULT(m_sshd->stopHost(1));
    writeState({{u"mk-pre"_s, m_sshd->host(0), m_sshd->host(1)}}, u"PREEMPTED"_s);
    const Run exec = tpuwb({u"exec"_s, u"mk-pre"_s, u"--"_s, u"true"_s});
    QVERIFY(exec.exitCode != 0);
    QVERIFY2(exec.err.contains(u"PREEMPTED"_s) && exec.err.contains(u"READY"_s), qPrintable(exec.err));
    QCOMPARE(twb::gcloudCache(stored(u"mk-pre"_s)).state, u"PREEMPTED"_s);
    // The last known workers stay, so the machine's runs still name their hosts.
    QCOMPARE(stored(u"mk-pre"_s).hosts(), QStringList({m_sshd->host(0), m_sshd->host(1)}));
    const Run list = tpuwb({u"registry"_s, u"list"_s});
    QVERIFY2(list.out.contains(u"PREEMPTED at"_s), qPrintable(list.out));

    // Back: a refresh on request shows READY again and the workers answer.
    TWB_VERIFY_RESULT(m_sshd->startHost(0));
    TWB_VERIFY_RESULT(m_sshd->startHost(1));
    writeState({{u"mk-pre"_s, m_sshd->host(0), m_sshd->host(1)}});
    const Run refresh = tpuwb({u"registry"_s, u"refresh"_s, u"mk-pre"_s});
    QVERIFY2(refresh.exitCode == 0 && refresh.out.contains(u"READY"_s), qPrintable(refresh.out + refresh.err));
    QCOMPARE(twb::gcloudCache(stored(u"mk-pre"_s)).state, u"READY"_s);
}

// A CPU run on a one-worker gcloud VM, "preempted" by killing launch.sh and train.py with SIGKILL
// (a VM that goes away records no end) while the stand-in says PREEMPTED: `tpuwb run status`
// calls it preempted and says what to do; with max_restarts 0 it waits; after READY a resume
// by hand continues from the checkpointed step.
void tst_GcloudMachines::runOnPreemptedVmIsPreemptedAndResumesFromItsCheckpoint()
{
    const QString project = m_dir->filePath(u"tiny"_s);
    QVERIFY(QDir().mkpath(project));
    const QString demo = twb::test::sourceDir() + u"/templates/demo/experiments/tiny-lm/"_s;
    QVERIFY(QFile::copy(demo + u"launch.sh"_s, project + u"/launch.sh"_s));
    QVERIFY(QFile::copy(demo + u"config.json"_s, project + u"/config.json"_s));
    QFile train(project + u"/train.py"_s);
    QVERIFY(train.open(QIODevice::WriteOnly));
    // Writes a step and checkpoints it every 50 ms; --resume auto starts after the checkpoint.
    train.write(R"PY(import json, os, sys, time
args = sys.argv[1:]
start = 0
if '--resume' in args and args[args.index('--resume') + 1] == 'auto' and os.path.exists('checkpoints/step'):
    start = int(open('checkpoints/step').read())
os.makedirs('metrics', exist_ok=True)
os.makedirs('checkpoints', exist_ok=True)
out = open('metrics/host-0.jsonl', 'a', buffering=1)
for step in range(start + 1, 100000):
    out.write(json.dumps({"step": step, "loss": 1.0 / step, "time": time.time()}) + "\n")
    open('checkpoints/tmp', 'w').write(str(step))
    os.replace('checkpoints/tmp', 'checkpoints/step')
    time.sleep(0.05)
)PY");
    train.close();

    writeState({{u"mk-run"_s, m_sshd->host(0)}}, u"READY"_s, true, u"v4-8"_s);
    const Run add = tpuwb({u"registry"_s, u"add"_s, uR"({"tpu_name": "mk-run", "zone": "us-central2-b", "project": "p"})"_s});
    QVERIFY2(add.exitCode == 0, qPrintable(add.out + add.err));
    const Run launch = tpuwb({u"run"_s, u"launch"_s, project, u"--machine"_s, u"mk-run"_s, u"--device"_s, u"cpu"_s,
                              u"--no-preflight"_s, u"--max-restarts"_s, u"0"_s});
    QVERIFY2(launch.exitCode == 0, qPrintable(launch.out + launch.err));
    const QString id = launch.out.trimmed().split(u'\n').last();
    const QString runDir = m_sshd->homeDir(0) + u"/tpu-workbench/runs/"_s + id;
    const auto stepsWritten = [&runDir] {
        QList<qint64> steps;
        QFile file(runDir + u"/metrics/host-0.jsonl"_s);
        if (file.open(QIODevice::ReadOnly))
            for (const QByteArray &line : file.readAll().split('\n'))
                if (auto json = twb::parseJsonTolerant(line, u"m"_s); json && json->is_object() && json->contains("step"))
                    steps << (*json)["step"].get<qint64>();
        return steps;
    };
    QTRY_VERIFY_WITH_TIMEOUT(stepsWritten().size() >= 3, 20000);
    const Run badRestarts = tpuwb({u"run"_s, u"launch"_s, project, u"--machine"_s, u"mk-run"_s, u"--max-restarts"_s, u"x"_s});
    QCOMPARE(badRestarts.exitCode, 2);

    // Preempted: the VM goes away with the processes on it.
    writeState({{u"mk-run"_s, m_sshd->host(0)}}, u"PREEMPTED"_s, true, u"v4-8"_s);
    auto status = twb::readJsonFile(runDir + u"/status/host-0.json"_s);
    TWB_VERIFY_RESULT(status);
    const auto launcherPid = pid_t(status->value("launcher_pid", qint64(0)));
    const auto pid = pid_t(status->value("pid", qint64(0)));
    QVERIFY(launcherPid > 0 && pid > 0);
    ::kill(launcherPid, SIGKILL);
    ::kill(-pid, SIGKILL);
    QTRY_VERIFY_WITH_TIMEOUT(::kill(launcherPid, 0) != 0 && ::kill(pid, 0) != 0, 10000);   // reaped
    QFile checkpointFile(runDir + u"/checkpoints/step"_s);
    QVERIFY(checkpointFile.open(QIODevice::ReadOnly));
    const qint64 checkpoint = checkpointFile.readAll().trimmed().toLongLong();
    QVERIFY(checkpoint >= 3);

    const Run preempted = tpuwb({u"run"_s, u"status"_s, id});
    QVERIFY2(preempted.exitCode == 0, qPrintable(preempted.out + preempted.err));
    QVERIFY2(preempted.out.startsWith(id + u": preempted"_s), qPrintable(preempted.out));
    for (const QString &word : QStringList{u"mk-run"_s, u"PREEMPTED"_s, u"tpuwb run resume "_s + id})
        QVERIFY2(preempted.out.contains(word), qPrintable(word + u" not in:\n"_s + preempted.out));
    const Run listed = tpuwb({u"run"_s, u"status"_s});
    QVERIFY2(listed.out.contains(u"preempted"_s) && listed.err.contains(u"tpuwb run resume "_s + id),
             qPrintable(listed.out + listed.err));

    // Back: max_restarts 0, so nothing resumed it; by hand it continues from its checkpoint.
    writeState({{u"mk-run"_s, m_sshd->host(0)}}, u"READY"_s, true, u"v4-8"_s);
    const Run still = tpuwb({u"run"_s, u"status"_s, id});
    QVERIFY2(still.out.startsWith(id + u": preempted"_s), qPrintable(still.out));
    const Run resume = tpuwb({u"run"_s, u"resume"_s, id});
    QVERIFY2(resume.exitCode == 0 && resume.out.contains(u"running"_s), qPrintable(resume.out + resume.err));
    QTRY_VERIFY_WITH_TIMEOUT(stepsWritten().contains(checkpoint + 2), 20000);
    const QList<qint64> steps = stepsWritten();
    QCOMPARE(steps.count(1), 1);   // not from scratch
    QCOMPARE(steps.value(steps.indexOf(checkpoint + 1) - 1), checkpoint);
    const Run stop = tpuwb({u"run"_s, u"stop"_s, id, u"--grace"_s, u"5"_s});
    QVERIFY2(stop.exitCode == 0, qPrintable(stop.out + stop.err));
}

void tst_GcloudMachines::gcloudProblemsSayWhatToDo()
{
    const QString entry = uR"({"tpu_name": "mk-x", "zone": "%1", "project": "p"})"_s;
    // No gcloud on PATH: only a folder with nothing in it, and a PATH without the real one.
    writeState({{u"mk-x"_s, m_sshd->host(0), m_sshd->host(1)}});
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PATH"_s, m_dir->path()); // tpuwb is started by full path
        env.insert(u"HOME"_s, m_home);
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir->filePath(u"config"_s));
        process.setProcessEnvironment(env);
        process.start(twb::test::tpuwbBinary(), {u"--config"_s, m_config, u"--known-hosts"_s, m_sshd->knownHostsPath(),
                                                 u"registry"_s, u"add"_s, entry.arg(QLatin1StringView(kZone))});
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains(u"not installed or not on PATH"_s) && err.contains(u"install"_s), qPrintable(err));
    }
    // Not logged in: gcloud's own words, and what to run.
    writeState({{u"mk-x"_s, m_sshd->host(0), m_sshd->host(1)}}, u"READY"_s, false);
    const Run notLoggedIn = tpuwb({u"registry"_s, u"add"_s, entry.arg(QLatin1StringView(kZone))});
    QCOMPARE(notLoggedIn.exitCode, 1);
    QVERIFY2(notLoggedIn.err.contains(u"not logged in"_s) && notLoggedIn.err.contains(u"gcloud auth login"_s),
             qPrintable(notLoggedIn.err));
    // A wrong zone: the zone is named and how to list the right ones.
    writeState({{u"mk-x"_s, m_sshd->host(0), m_sshd->host(1)}});
    const Run wrongZone = tpuwb({u"registry"_s, u"add"_s, entry.arg(u"us-central9-z"_s)});
    QCOMPARE(wrongZone.exitCode, 1);
    QVERIFY2(wrongZone.err.contains(u"us-central9-z"_s) && wrongZone.err.contains(u"locations list"_s),
             qPrintable(wrongZone.err));
    // A name gcloud does not know in that zone.
    const Run wrongName = tpuwb({u"registry"_s, u"add"_s, uR"({"tpu_name": "mk-nope", "zone": "us-central2-b", "project": "p"})"_s});
    QCOMPARE(wrongName.exitCode, 1);
    QVERIFY2(wrongName.err.contains(u"There is no TPU VM mk-nope in zone us-central2-b"_s), qPrintable(wrongName.err));
    QVERIFY(!QFile::exists(m_config)); // nothing was added
}

QTEST_GUILESS_MAIN(tst_GcloudMachines)
#include "tst_gcloud_machines.moc"
