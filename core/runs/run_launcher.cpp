#include "core/runs/run_launcher.h"
#include "core/runs/host_memory_check.h"

#include "core/experiment/experiment.h"
#include "core/remote/host_pool.h"
#include "core/remote/remote_path.h"
#include "core/runs/run_device.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record_store.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"
#include "core/util/log.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QRandomGenerator>

#include <algorithm>
#include <atomic>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunLauncher.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunLauncher)
};

// How the hosts of a multi-host run find each other outside the TPU runtime (the CPU smoke
// mode's gloo group, device.py): their count and host 0's address with a port, drawn at
// random once per launch (every host gets the same), below Linux's ephemeral range. Not
// derived from the attempt id: one config and seed launched in the same second from two
// workspaces have the same id, and their groups met on one port and both failed (CI,
// 7 December); a relaunch draws again, so it does not meet the previous attempt's socket.
QString hostGroupEnvironment(const RunRecord &record, int hostCount)
{
    if (hostCount <= 1 || record.hosts.isEmpty())
        return {};
    QString address = HostAddress::parse(record.hosts.first()).host;
    if (address.contains(u':'))
        address = u'[' + address + u']';
    const int port = 20000 + int(QRandomGenerator::global()->bounded(10000));
    return u" TPUWB_NUM_HOSTS="_s + QString::number(hostCount) + u" TPUWB_COORDINATOR="_s
           + shellQuote(QString(address + u':' + QString::number(port)));
}

// The multislice coordinator's port, drawn once per launch like the gloo group's but from
// another range (derived from the attempt id, two launches of one id on one machine met on one
// port).
int multisliceCoordinatorPort()
{
    return 30000 + int(QRandomGenerator::global()->bounded(2000));
}

// A multislice run (docs/monitor.md, "Multislice"): what the TPU runtime needs to join the
// slices over the data-centre network (slice 0's first host coordinates, on `port`), and the
// host's index within its slice. Empty for a run on one machine.
QString multisliceEnvironment(const RunRecord &record, int port, int host)
{
    if (!record.isMultislice() || record.slices.first().hosts.isEmpty())
        return {};
    const auto where = sliceHost(record.slices, host);
    if (!where)
        return {};
    QString address = HostAddress::parse(record.slices.first().hosts.first()).host;
    if (address.contains(u':'))
        address = u'[' + address + u']';
    return u" MEGASCALE_COORDINATOR_ADDRESS="_s + shellQuote(QString(address + u':' + QString::number(port)))
           + u" MEGASCALE_SLICE_ID="_s + QString::number(where->slice) + u" MEGASCALE_NUM_SLICES="_s
           + QString::number(record.slices.size()) + u" TPUWB_SLICE_WORKER_ID="_s + QString::number(where->index);
}

Error cancelledError(const QString &runId)
{
    return Error{Tr::tr("The launch of %1 was cancelled.").arg(runId), runId, Error::Kind::Cancelled};
}

} // namespace

LaunchRequest LaunchRequest::forMachine(const MachineEntry &machine, const QString &experimentDir)
{
    LaunchRequest request;
    request.experimentDir = experimentDir;
    request.useMachine(machine);
    return request;
}

void LaunchRequest::useMachine(const MachineEntry &machine)
{
    this->machine = machine.name();
    hosts = machine.hosts();
    python = machine.python();
    remoteRoot = machine.remoteRoot();
    slices.clear();
}

void LaunchRequest::useMachines(const QList<MachineEntry> &machines)
{
    if (machines.isEmpty())
        return;
    useMachine(machines.first());
    if (machines.size() < 2)
        return;
    hosts.clear();
    for (const MachineEntry &entry : machines) {
        slices << RunSlice{entry.name(), entry.hosts()};
        hosts << entry.hosts();
    }
}

QString RunLauncher::nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString RunLauncher::shellStatusField(const QString &variable, const QString &key)
{
    return variable + u"=$(sed -n 's/.*\"" + key + u"\": \\([0-9][0-9]*\\).*/\\1/p' \"$f\")"_s;
}

RunLauncher::RunLauncher(HostPool &pool, QString localRunsDir) : m_pool(pool), m_runsDir(std::move(localRunsDir)) {}

QString RunLauncher::runDir(const QString &runId) const
{
    return m_runsDir + u'/' + runId;
}

QString RunLauncher::recordPath(const QString &runId) const
{
    return RunFolder(runDir(runId)).recordFile();
}

void RunLauncher::progress(const QString &message)
{
    log::info(message);
    if (m_progress)
        m_progress(message);
}

QString RunLauncher::hostName(const RunRecord &record, int host) const
{
    const QString address = host < record.hosts.size() ? record.hosts[host] : u"local"_s;
    if (const auto where = sliceHost(record.slices, host); where && record.isMultislice())
        return Tr::tr("host %1 (%2, worker %3 of %4, slice %5)")
            .arg(host)
            .arg(address)
            .arg(where->index)
            .arg(record.slices[where->slice].machine)
            .arg(where->slice);
    return Tr::tr("host %1 (%2)").arg(host).arg(address);
}

Result<void> RunLauncher::save(const RunRecord &record)
{
    if (!QDir().mkpath(runDir(record.runId)))
        return fail(Error::failure(Tr::tr("Could not create the run folder %1; check the workspace's permissions.")
                                       .arg(runDir(record.runId)), runDir(record.runId)));
    // The launcher's copy, with the tags and notes a user gave the run meanwhile (RunRecordStore).
    if (auto saved = RunRecordStore(RunFolder(runDir(record.runId))).save(record); !saved)
        return fail(saved.error());
    return {};
}

QStringList RunLauncher::projectFiles(const QString &experimentDir)
{
    static const QStringList skippedDirs = {u".git"_s, u"__pycache__"_s, u"checkpoints"_s, u"metrics"_s, u"logs"_s,
                                            u"status"_s, u"profile"_s, u"runs"_s, u".pytest_cache"_s};
    QStringList out;
    const QDir root(experimentDir);
    QDirIterator it(experimentDir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = root.relativeFilePath(path);
        const QStringList parts = relative.split(u'/');
        bool skip = relative.endsWith(u".pyc"_s);
        for (int i = 0; i + 1 < parts.size() && !skip; ++i)
            skip = skippedDirs.contains(parts[i]);
        if (!skip)
            out << relative;
    }
    out.sort();
    return out;
}

Result<void> RunLauncher::checkProject(const QString &experimentDir)
{
    if (!QFileInfo::exists(experimentDir + u"/launch.sh"_s))
        return fail(Error::invalid(Tr::tr("%1 has no launch.sh: it is not a scaffolded project. Scaffold it with "
                                      "`tpuwb scaffold` first.").arg(experimentDir), experimentDir));
    return {};
}

Result<RunRecord> RunLauncher::launch(const LaunchRequest &request)
{
    // The configuration of this run: the project's config, with the seed and --set applied.
    const QString configPath = QFileInfo::exists(request.experimentDir + u"/config.json"_s)
                                   ? request.experimentDir + u"/config.json"_s
                                   : request.experimentDir + u"/experiment.json"_s;
    if (auto project = checkProject(request.experimentDir); !project)
        return fail(project.error());
    if (!run_device::isKnown(request.device))
        return fail(Error::invalid(Tr::tr("The device \"%1\" is unknown; it is one of %2.")
                                       .arg(request.device, run_device::names().join(u", "_s)),
                                   u"device"_s));
    // MachineFit refuses it first, naming the machine; this holds for every caller.
    if (run_device::oneHostOnly(request.device) && (request.hosts.size() > 1 || request.slices.size() > 1))
        return fail(Error::invalid(Tr::tr("XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n host(s).",
                                          nullptr, int(request.hosts.size()))
                                       .arg(request.machine),
                                   request.machine));
    auto experiment = Experiment::readFile(configPath);
    if (!experiment)
        return fail(experiment.error());
    for (const auto &[key, value] : request.settings)
        if (auto set = experiment->set(key, value); !set)
            return fail(set.error());
    if (request.seed)
        if (auto set = experiment->setValue(u"train.seed"_s, Json(*request.seed)); !set)
            return fail(set.error());

    RunRecord record;
    record.experiment = experiment->name().isEmpty() ? QFileInfo(request.experimentDir).fileName() : experiment->name();
    record.configHash = experiment->configHash();
    record.seed = experiment->seed();
    record.runId = request.runId.isEmpty() ? RunRecord::makeRunId(record.experiment, record.configHash, record.seed)
                                           : request.runId;
    record.ablation = request.ablation;
    record.machine = request.machine;
    record.hosts = request.hosts;
    if (request.slices.size() > 1) {
        record.slices = request.slices;
        record.machine = request.slices.first().machine;
    }
    QString root = request.remoteRoot;
    while (root.endsWith(u'/') && root.size() > 1)
        root.chop(1);
    record.remoteDir = root + u"/runs/"_s + record.runId;
    record.projectDir = QFileInfo(request.experimentDir).absoluteFilePath();
    record.python = request.python;
    record.device = request.device;
    record.kind = request.kind;
    record.maxRestarts = std::max(0, request.maxRestarts);
    // The TPU is train.py's default; the other devices are named (run_device.h).
    if (request.device != run_device::kTpu)
        record.command << u"--device"_s << request.device;
    if (request.seed)
        record.command << u"--seed"_s << QString::number(*request.seed);
    record.command << request.extraArguments;
    record.state = RunState::Uploading;
    // The config first: a record on disk always has it, so a launch killed right after the
    // record was written can be uploaded again from it.
    const QByteArray config = QByteArray::fromStdString(experiment->toJson().dump(2)) + '\n';
    QDir().mkpath(runDir(record.runId));
    if (auto copy = writeFileAtomically(RunFolder(runDir(record.runId)).configFile(), config); !copy)
        return fail(copy.error());
    if (auto saved = save(record); !saved)
        return fail(saved.error());

    auto failRun = [&](const Error &error) -> Result<RunRecord> {
        record.state = RunState::Failed;
        record.stateDetail = error.message;
        record.ended = nowIso();
        (void)save(record);
        return fail(error);
    };

    if (cancelled())
        return failRun(cancelledError(record.runId));
    if (!request.skipPreflight) {
        progress(Tr::tr("Checking %n host(s)...", nullptr, m_pool.hostCount()));
        RunPreflight::Options options = request.preflight;
        options.python = request.python;
        options.remoteRoot = request.remoteRoot;
        options.requireTpu = run_device::needsTpu(request.device);
        options.requireTorchXla = run_device::needsTorchXla(request.device);
        options.stackSampler = false;   // only informs (`tpuwb run preflight`); a launch need not wait for it
        QStringList blockers;
        const Json runConfig = experiment->toJson();
        for (const auto &host : RunPreflight::run(m_pool, options)) {
            const QString name = hostName(record, host.host);
            blockers << host.blockers(name, RunPreflight::kMinimumFreeBytes);
            // On the CPU the whole run lives in the host's RAM: refuse what cannot fit there.
            if (auto fits = HostMemoryCheck::check(runConfig, request.device, host.memAvailableBytes, name); !fits)
                blockers << fits.error().message;
        }
        if (!blockers.isEmpty())
            return failRun(Error::failure(Tr::tr("The preflight found problems:\n%1").arg(blockers.join(u'\n'))));
    }

    if (cancelled())
        return failRun(cancelledError(record.runId));
    if (request.fresh) {
        m_pool.run(u"rm -rf -- "_s + shellQuotePath(record.remoteDir));
        const RunFolder local(runDir(record.runId));
        QDir(local.metricsDir()).removeRecursively();
        QDir(local.logsDir()).removeRecursively();
    }
    progress(Tr::tr("Uploading the project to %1 on %n host(s)...", nullptr, m_pool.hostCount()).arg(record.remoteDir));
    if (auto uploaded = upload(record, request.experimentDir, config); !uploaded)
        return failRun(uploaded.error());

    if (cancelled())
        return failRun(cancelledError(record.runId));
    if (auto started = start(record, u"launch"_s, record.command); !started)
        return failRun(started.error());
    return record;
}

Result<void> RunLauncher::upload(RunRecord &record, const QString &experimentDir, const QByteArray &config)
{
    const QStringList files = projectFiles(experimentDir);
    const QString remoteDir = record.remoteDir;
    // A retry after a cut upload (a host closed mid-way) sends only what is missing: a file
    // whose SHA-256 on the host equals the local one is kept. Uploads are atomic per file, so
    // a file on the host is whole; its hash is still compared, as it may be an older version.
    QHash<QString, QByteArray> localHashes;
    for (const QString &file : files) {
        QFile f(experimentDir + u'/' + file);
        QCryptographicHash hash(QCryptographicHash::Sha256);
        if (f.open(QIODevice::ReadOnly) && hash.addData(&f))
            localHashes.insert(file, hash.result().toHex());
    }
    std::atomic<int> keptTotal{0};
    const auto results = m_pool.forEachHost([&](int host, Transport &transport) -> Result<void> {
        // A cut upload leaves its temporaries (`.<name>.tmp.<random>`, atomicTempPrefix) on the
        // host; those older than 10 minutes go. Not younger ones: hosts that share a file system
        // (an NFS home, two slices on one machine) upload into the same folder at once, and one
        // host's clean-up removed another's file in flight (its rename failed; CI, 7 December).
        QString stale;
        for (const QString &file : files)
            stale += u' ' + shellQuote(atomicTempPrefix(file)) + u'*';
        ExecRequest sums;
        sums.command = u"cd "_s + shellQuotePath(remoteDir) + u" 2>/dev/null && { find"_s + stale
                       + u" -maxdepth 0 -type f -mmin +10 -delete 2>/dev/null; sha256sum -- "_s + shellJoin(files)
                       + u" 2>/dev/null; }; true"_s;
        sums.timeout = std::chrono::seconds(120);
        QHash<QString, QByteArray> remoteHashes;
        if (auto done = transport.exec(sums); done) {
            for (const QByteArray &line : done->standardOutput.split('\n')) {
                const qsizetype gap = line.indexOf("  ");
                if (gap == 64 && !line.startsWith('\\'))
                    remoteHashes.insert(QString::fromUtf8(line.mid(gap + 2)), line.left(gap));
            }
        }
        int kept = 0;
        for (const QString &file : files) {
            if (file == RunFolder::configName())
                continue;
            if (cancelled())
                return fail(cancelledError(record.runId));
            if (const auto local = localHashes.constFind(file);
                local != localHashes.constEnd() && remoteHashes.value(file) == *local) {
                ++kept;
                continue;
            }
            if (auto r = transport.upload(experimentDir + u'/' + file, remoteDir + u'/' + file); !r)
                return r;
        }
        if (kept > 0) {
            keptTotal += kept;
            log::info(Tr::tr("%1: %n file(s) of the project were already there, whole; they were not sent again.",
                                 nullptr, int(kept))
                          .arg(hostName(record, host)));
        }
        if (auto r = transport.writeRemoteFile(RunFolder(remoteDir).configFile(), config); !r)
            return r;
        ExecRequest chmod;
        chmod.command = u"chmod +x "_s + shellQuotePath(QString(remoteDir + u"/launch.sh"_s));
        chmod.timeout = std::chrono::seconds(30);
        auto done = transport.exec(chmod);
        if (!done)
            return fail(done.error());
        if (done->exitCode != 0)
            return fail(Error::failure(Tr::tr("chmod +x launch.sh failed: %1").arg(QString::fromUtf8(done->standardError).trimmed())));
        return {};
    });
    QStringList errors;
    for (const auto &r : results)
        if (!r && r.error().kind == Error::Kind::Cancelled)
            return fail(r.error());
    for (std::size_t i = 0; i < results.size(); ++i)
        if (!results[i])
            errors << Tr::tr("%1: upload failed: %2").arg(hostName(record, int(i)), results[i].error().message);
    if (!errors.isEmpty())
        return fail(Error::failure(
            Tr::tr("%1\nThe run was started on no host, so nothing needs stopping; a launch of the same run id "
                   "sends only the files that are missing.")
                .arg(errors.join(u'\n'))));
    if (keptTotal > 0)
        progress(Tr::tr("%n project file(s) were already on the hosts and were not sent again.", nullptr, keptTotal.load()));
    return {};
}

Result<void> RunLauncher::start(RunRecord &record, const QString &kind, const QStringList &arguments,
                                const RunCheckpoint *checkpoint)
{
    const bool evaluation = kind == u"eval"_s;
    RunAttempt attempt;
    // Training attempts are numbered a1, a2...; evaluations e1, e2... apart, so that an
    // evaluation does not look like (or shift the number of) an attempt of the training.
    const auto count = std::count_if(record.attempts.cbegin(), record.attempts.cend(),
                                     [&](const RunAttempt &a) { return (a.kind == u"eval"_s) == evaluation; });
    const QString prefix = evaluation ? u"e"_s : u"a"_s;
    qsizetype number = count + 1;
    const auto taken = [&](const QString &id) {
        return std::any_of(record.attempts.cbegin(), record.attempts.cend(), [&](const RunAttempt &a) { return a.attemptId == id; });
    };
    while (taken(u"%1-%2%3"_s.arg(record.runId, prefix).arg(number)))   // a record from before the split
        ++number;
    attempt.attemptId = u"%1-%2%3"_s.arg(record.runId, prefix).arg(number);
    attempt.kind = kind;
    attempt.started = nowIso();
    attempt.arguments = arguments;
    if (checkpoint) {
        attempt.checkpoint = checkpoint->path;
        attempt.checkpointStep = checkpoint->step;
    }
    if (evaluation)
        attempt.stateBefore = record.state;
    progress(Tr::tr("Starting %1 on %n host(s)...", nullptr, m_pool.hostCount()).arg(record.runId));

    HostPoolRequest request;
    request.timeout = std::chrono::seconds(90);   // launch.sh waits up to 30 s for train.py
    const QString group = hostGroupEnvironment(record, m_pool.hostCount());
    const int sliceCoordinatorPort = multisliceCoordinatorPort();
    request.command = [&](int host) -> QString {
        return u"cd "_s + shellQuotePath(record.remoteDir) + u" && TPUWB_DETACH=1 TPUWB_WORKER_ID="_s
               + QString::number(host) + u" TPUWB_PYTHON="_s + shellQuote(record.python) + u" TPUWB_ATTEMPT_ID="_s
               + shellQuote(attempt.attemptId) + group + multisliceEnvironment(record, sliceCoordinatorPort, host)
               + u" ./launch.sh "_s + shellJoin(arguments);
    };
    const auto results = m_pool.run(request);
    QStringList errors;
    for (const auto &r : results) {
        qint64 pid = 0;
        if (r.succeeded()) {
            // The status JSON is the last line that looks like one (rc files may print first).
            const QList<QByteArray> lines = r.standardOutput.trimmed().split('\n');
            for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
                if (!it->trimmed().startsWith('{'))
                    continue;
                if (auto json = parseJsonTolerant(it->trimmed(), u"status"_s); json && json->contains("pid")
                    && (*json)["pid"].is_number_integer())
                    pid = (*json)["pid"].get<qint64>();
                break;
            }
        }
        attempt.pids << pid;
        attempt.exitCodes << std::nullopt;
        if (pid == 0) {
            QString why = r.error ? r.error->message : QString::fromUtf8(r.standardError).trimmed();
            if (why.isEmpty())
                why = Tr::tr("launch.sh exited with %1 and printed no status").arg(r.exitCode);
            errors << Tr::tr("%1: did not start: %2").arg(hostName(record, r.workerIndex), why);
        }
    }
    record.attempts << attempt;
    if (record.started.isEmpty())
        record.started = attempt.started;
    if (!evaluation)
        record.ended.clear();   // an evaluation does not reopen a run that ended
    if (!errors.isEmpty()) {
        // A slice runs together or not at all: stop the hosts that did start.
        (void)stop(record, std::chrono::seconds(10));
        return fail(Error::failure(errors.join(u'\n')));
    }
    record.state = RunState::Running;
    record.stateDetail.clear();
    return save(record);
}

Result<void> RunLauncher::finishInterruptedUpload(RunRecord &record)
{
    // A launch that never started anything (the app was killed or a host closed during the
    // upload) may have left the hosts with part of the project: send what is missing first.
    if (!record.attempts.isEmpty())
        return {};
    if (record.projectDir.isEmpty() || !QFileInfo::exists(record.projectDir + u"/launch.sh"_s))
        return fail(Error::failure(Tr::tr("%1 was never started and its project folder %2 is gone, so it cannot be "
                                          "uploaded again; launch the experiment anew with `tpuwb run launch`.")
                                       .arg(record.runId, record.projectDir.isEmpty() ? Tr::tr("(not recorded)")
                                                                                        : record.projectDir),
                                   record.projectDir));
    auto config = readWholeFile(RunFolder(runDir(record.runId)).configFile());
    if (!config)
        return fail(config.error());
    progress(Tr::tr("%1 was never started: uploading what is missing of %2 first...").arg(record.runId, record.projectDir));
    return upload(record, record.projectDir, *config);
}

Result<void> RunLauncher::refuseWhileRunning(RunRecord &record)
{
    for (const auto &s : status(record))
        if (s.running())
            return fail(Error::failure(Tr::tr("%1 still runs attempt %2 on %3; stop it first.")
                                           .arg(record.runId, s.attemptId, hostName(record, s.host))));
    return {};
}

Result<void> RunLauncher::resume(RunRecord &record, const QString &kind)
{
    if (auto idle = refuseWhileRunning(record); !idle)
        return idle;
    if (auto uploaded = finishInterruptedUpload(record); !uploaded)
        return uploaded;
    return start(record, kind, record.command + QStringList{u"--resume"_s, u"auto"_s});
}

Result<void> RunLauncher::resumeFrom(RunRecord &record, const RunCheckpoint &checkpoint)
{
    if (auto idle = refuseWhileRunning(record); !idle)
        return idle;
    return start(record, u"resume"_s, record.command + QStringList{u"--resume"_s, checkpoint.path}, &checkpoint);
}

Result<void> RunLauncher::evaluate(RunRecord &record, const RunCheckpoint &checkpoint)
{
    if (auto idle = refuseWhileRunning(record); !idle)
        return idle;
    return start(record, u"eval"_s, record.command + QStringList{u"--eval-only"_s, u"--checkpoint"_s, checkpoint.path},
                 &checkpoint);
}

Result<void> RunLauncher::relaunch(RunRecord &record)
{
    for (const auto &s : status(record))
        if (s.running())
            return fail(Error::failure(Tr::tr("%1 still runs attempt %2 on %3; stop it first.")
                                           .arg(record.runId, s.attemptId, hostName(record, s.host))));
    if (auto uploaded = finishInterruptedUpload(record); !uploaded)
        return uploaded;
    return start(record, u"relaunch"_s, record.command + QStringList{u"--resume"_s, u"none"_s});
}

} // namespace twb
