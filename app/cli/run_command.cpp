// tpuwb run launch|status|stop|logs|resume|relaunch|eval|preflight|verify|stacks|watch|profile: a run's life on the hosts
// of a machine (core/runs), from the command line.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "app/cli/run_eval_command.h"
#include "app/cli/run_profile_command.h"
#include "app/cli/run_stacks_command.h"
#include "app/cli/run_attach_command.h"
#include "app/cli/run_tag_command.h"
#include "app/cli/run_watch_command.h"
#include "core/mesh/memory_estimate.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/launch_settings.h"
#include "core/runs/run_device.h"
#include "core/services/run_service.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QSet>

#include <map>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RunCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

// The run operations of the GUI, on this thread.
std::unique_ptr<RunService> runService(const CliContext &context, bool acceptNew)
{
    return std::make_unique<RunService>(machineAccess(context, acceptNew), Workspace(context.workspaceDir).runsDir());
}

void printProgress(CliContext &context, const QString &message)
{
    context.err << message << Qt::endl;
}

int launch(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"EXPERIMENT_DIR"_s, RunCommand::tr("the scaffolded project"));
    parser.addPositionalArgument(u"-- ARGS"_s, RunCommand::tr("more train.py arguments"), u"[-- ARGS...]"_s);
    const QCommandLineOption machine(
        u"machine"_s, RunCommand::tr("machine name from the registry; repeat it for a multislice run, one machine per slice"),
        u"NAME"_s);
    const QCommandLineOption seed(u"seed"_s, RunCommand::tr("seed (train.seed and train.py --seed)"), u"S"_s);
    const QCommandLineOption set(u"set"_s, RunCommand::tr("set a config field, key=value (repeatable)"), u"key=value"_s);
    const QCommandLineOption device(u"device"_s,
                                    RunCommand::tr("tpu (default): the slice; cpu: the project's CPU smoke mode (plain "
                                                   "PyTorch, any machine); xla-cpu: the TPU code path under torch_xla's "
                                                   "CPU runtime, on one host"),
                                    u"tpu|cpu|xla-cpu"_s, u"tpu"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, RunCommand::tr("accept and save unknown host keys"));
    const QCommandLineOption noPreflight(u"no-preflight"_s, RunCommand::tr("skip the host checks"));
    const QCommandLineOption maxRestarts(
        u"max-restarts"_s, RunCommand::tr("resume from the last checkpoint by itself up to N times after the TPU VM is preempted (default 0)"),
        u"N"_s, u"0"_s);
    parser.addOptions({machine, seed, set, device, acceptNew, noPreflight, maxRestarts});
    if (int code = parseSubcommand(parser, u"tpuwb run launch"_s, arguments, context, 1); code >= 0)
        return code;
    if (!parser.isSet(machine))
        return context.error(RunCommand::tr("--machine NAME is required; `tpuwb registry list` shows the machines."), Usage);
    const QString deviceName = parser.value(device);
    if (!run_device::isKnown(deviceName))
        return context.error(RunCommand::tr("--device is tpu, cpu or xla-cpu, not %1.").arg(deviceName), Usage);

    auto settings = LaunchSettings::parse(parser.values(set));
    if (!settings)
        return context.error(settings.error().message, Usage);
    // Before any host is asked: a misspelt --set key would otherwise launch with the default.
    if (auto checked = LaunchSettings::check(parser.positionalArguments().first(), *settings); !checked)
        return context.error(checked.error().message);

    auto service = runService(context, parser.isSet(acceptNew));
    const QStringList machines = parser.values(machine);
    auto entries = service->machineAccess().machines(machines);
    if (!entries)
        return context.error(entries.error().message);
    LaunchRequest request = LaunchRequest::forMachine(entries->first(), parser.positionalArguments().first());
    if (machines.size() > 1)
        request.useMachines(*entries);   // a multislice run: one slice per machine, in the order given
    request.device = deviceName;
    request.skipPreflight = parser.isSet(noPreflight);
    request.extraArguments = parser.positionalArguments().mid(1);
    if (parser.isSet(seed)) {
        bool ok = false;
        request.seed = parser.value(seed).toLongLong(&ok);
        if (!ok)
            return context.error(RunCommand::tr("--seed takes an integer, not %1.").arg(parser.value(seed)), Usage);
    }
    {
        bool ok = false;
        request.maxRestarts = parser.value(maxRestarts).toInt(&ok);
        if (!ok || request.maxRestarts < 0)
            return context.error(RunCommand::tr("--max-restarts takes a whole number of 0 or more, not %1.")
                                     .arg(parser.value(maxRestarts)),
                                 Usage);
    }
    request.settings = *settings;
    auto record = service->launchNow(request, [&context](const QString &m) { printProgress(context, m); });
    if (!record)
        return context.error(record.error().message);
    context.out << record->runId << Qt::endl;
    return Ok;
}

int status(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunCommand::tr("a run; without it, every run of the workspace"), u"[RUN_ID]"_s);
    const QCommandLineOption json(u"json"_s, RunCommand::tr("print JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, RunCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run status"_s, arguments, context, 0, 1); code >= 0)
        return code;
    auto service = runService(context, parser.isSet(acceptNew));
    if (parser.positionalArguments().isEmpty()) {
        WorkspaceIndex::Snapshot workspace = WorkspaceIndex::scan(context.workspaceDir);
        for (const auto &e : workspace.runErrors)
            context.err << u"tpuwb: "_s << e.message << Qt::endl;
        // run.json says what was last seen; ask the hosts of the runs it calls active (one pool
        // per machine), so a run that ended since is not listed as running.
        if (!service->refreshActiveNow(workspace.runs).isEmpty())
            workspace = WorkspaceIndex::scan(context.workspaceDir, workspace);
        const QList<RunRecord> &runs = workspace.runs;
        if (parser.isSet(json)) {
            Json all = Json::array();
            for (const auto &r : runs)
                all.push_back(withRunName(r.toJson(), workspace.runNames.value(r.runId, r.runId)));
            context.out << toQString(all.dump(2)) << Qt::endl;
            return Ok;
        }
        // NAME (the GUI's name for the run, RunDisplayName) is last: scripts that read the
        // first columns are not disturbed.
        TextTable table({RunCommand::tr("RUN"), RunCommand::tr("STATE"), RunCommand::tr("MACHINE"), RunCommand::tr("HOSTS"),
                         RunCommand::tr("STARTED"), RunCommand::tr("NAME")});
        for (const auto &r : runs)
            table.addRow({r.runId, runStateName(r.state), r.machineLabel(), QString::number(std::max(1, int(r.hosts.size()))),
                          r.started.isEmpty() ? r.created : r.started, workspace.runNames.value(r.runId, r.runId)});
        table.print(context.out);
        // A preempted run says where it stands and what to do (the VM, the resume).
        for (const auto &r : runs)
            if (r.state == RunState::Preempted && !r.stateDetail.isEmpty())
                context.err << r.stateDetail << Qt::endl;
        return Ok;
    }
    auto report = service->statusNow(parser.positionalArguments().first());
    if (!report)
        return context.error(report.error().message);
    const RunRecord *record = &report->record;
    const std::vector<HostRunStatus> &hosts = report->hosts;
    // What the GUI calls the run (RunDisplayName, among the workspace's runs).
    const QString name = WorkspaceIndex::scan(context.workspaceDir).runNames.value(record->runId, record->runId);
    if (parser.isSet(json)) {
        Json doc = {{"run", withRunName(record->toJson(), name)}, {"hosts", Json::array()}};
        for (const auto &h : hosts) {
            Json host = {{"host", h.host}, {"error", h.error.isEmpty() ? Json(nullptr) : Json(toStd(h.error))},
                         {"pid", h.pid}, {"alive", h.alive},
                         {"ended", h.ended ? Json(*h.ended) : Json(nullptr)},
                         {"exit_code", h.exitCode ? Json(*h.exitCode) : Json(nullptr)}};
            if (const auto where = sliceHost(record->slices, h.host); where && record->isMultislice()) {
                host["slice"] = where->slice;
                host["slice_worker"] = where->index;
            }
            doc["hosts"].push_back(std::move(host));
        }
        context.out << toQString(doc.dump(2)) << Qt::endl;
        return Ok;
    }
    context.out << record->runId << u": "_s << runStateName(record->state) << Qt::endl;
    if (name != record->runId)
        context.out << RunCommand::tr("  name: %1").arg(name) << Qt::endl;
    if (!record->stateDetail.isEmpty())
        context.out << record->stateDetail << Qt::endl;
    if (record->isMultislice()) {
        QStringList slices;
        int first = 0;
        for (int i = 0; i < record->slices.size(); ++i) {
            const int count = int(record->slices[i].hosts.size());
            slices << RunCommand::tr("%1 = %2 (hosts %3-%4)").arg(i).arg(record->slices[i].machine).arg(first).arg(first + count - 1);
            first += count;
        }
        context.out << RunCommand::tr("%n slice(s): %1", nullptr, int(record->slices.size())).arg(slices.join(u", "_s))
                    << Qt::endl;
    }
    for (const auto &h : hosts) {
        QString address = record->hosts.value(h.host, u"local"_s);
        if (const auto where = sliceHost(record->slices, h.host); where && record->isMultislice())
            address = RunCommand::tr("%1, slice %2 worker %3").arg(address).arg(where->slice).arg(where->index);
        QString what;
        if (!h.error.isEmpty())
            what = h.error;
        else if (!h.hasStatus)
            what = RunCommand::tr("not started");
        else if (h.running())
            what = RunCommand::tr("running (pid %1)").arg(h.pid);
        else if (h.exitCode)
            what = RunCommand::tr("ended with exit code %1").arg(*h.exitCode);
        else
            what = RunCommand::tr("gone without an exit code (pid %1)").arg(h.pid);
        context.out << u"  [%1] %2: "_s.arg(h.host).arg(address) << what << Qt::endl;
    }
    return Ok;
}

int stop(CliContext &context, const QStringList &arguments, const QString &what)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunCommand::tr("the run"));
    const QCommandLineOption grace(u"grace"_s, RunCommand::tr("seconds to wait for a checkpoint before SIGKILL"), u"S"_s, u"60"_s);
    const QCommandLineOption fromStep(u"from-step"_s, RunCommand::tr("resume: from the checkpoint of this step, not the newest"),
                                      u"STEP"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, RunCommand::tr("accept and save unknown host keys"));
    parser.addOptions({grace, acceptNew});
    if (what == u"resume"_s)
        parser.addOption(fromStep);
    if (int code = parseSubcommand(parser, u"tpuwb run "_s + what, arguments, context, 1, 1); code >= 0)
        return code;
    qint64 step = -1;
    if (parser.isSet(fromStep)) {
        bool ok = false;
        step = parser.value(fromStep).toLongLong(&ok);
        if (!ok || step < 0)
            return context.error(RunCommand::tr("--from-step takes a step number, not %1.").arg(parser.value(fromStep)), Usage);
    }
    auto service = runService(context, parser.isSet(acceptNew));
    const QString runId = parser.positionalArguments().first();
    const auto progress = [&context](const QString &m) { printProgress(context, m); };
    Result<RunRecord> done;
    if (what == u"stop"_s)
        done = service->stopNow(runId, std::chrono::seconds(parser.value(grace).toInt()), progress);
    else if (what == u"resume"_s && step >= 0)
        done = service->resumeFromNow(runId, step, progress);
    else if (what == u"resume"_s)
        done = service->resumeNow(runId, progress);
    else
        done = service->relaunchNow(runId, progress);
    if (!done)
        return context.error(done.error().message);
    context.out << done->runId << u": "_s << runStateName(done->state) << Qt::endl;
    return Ok;
}

int logs(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunCommand::tr("the run"));
    const QCommandLineOption host(u"host"_s, RunCommand::tr("only this host's log"), u"I"_s);
    const QCommandLineOption follow(u"follow"_s, RunCommand::tr("keep printing new lines until the run ends or Ctrl-C"));
    const QCommandLineOption acceptNew(u"accept-new"_s, RunCommand::tr("accept and save unknown host keys"));
    parser.addOptions({host, follow, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run logs"_s, arguments, context, 1, 1); code >= 0)
        return code;
    auto service = runService(context, parser.isSet(acceptNew));
    auto record = service->recordNow(parser.positionalArguments().first());
    if (!record)
        return context.error(record.error().message);
    const int hostCount = std::max(1, int(record->hosts.size()));
    QList<int> hosts;
    if (parser.isSet(host)) {
        bool ok = false;
        const int h = parser.value(host).toInt(&ok);
        if (!ok || h < 0 || h >= hostCount)
            return context.error(RunCommand::tr("--host is a worker index from 0 to %1.").arg(hostCount - 1), Usage);
        hosts << h;
    } else {
        for (int h = 0; h < hostCount; ++h)
            hosts << h;
    }
    const bool prefix = hosts.size() > 1;
    auto print = [&context, prefix](int h, const QByteArray &bytes) {
        for (const QByteArray &line : bytes.split('\n'))
            if (!line.isEmpty())
                context.out << (prefix ? u"[%1] "_s.arg(h) : QString()) << QString::fromUtf8(line) << u'\n';
        context.out.flush();
    };
    if (!parser.isSet(follow)) {
        auto logs = service->logsNow(record->runId, hosts);
        if (!logs)
            return context.error(logs.error().message);
        int failed = 0;
        for (const HostLog &log : *logs) {
            if (!log.error.isEmpty()) {
                ++failed;
                context.err << u"[%1] "_s.arg(log.host) << log.error << Qt::endl;
            } else {
                print(log.host, log.text);
            }
        }
        return failed == 0 ? Ok : Failure;
    }
    if (auto trusted = service->requireTrusted(*record); !trusted)
        return context.error(trusted.error().message);
    SeriesStore store;
    RunMonitor monitor(store, service->monitorConfig(*record));
    // What was fetched before comes first, then the new bytes.
    for (int h : hosts) {
        QFile mirror(monitor.logMirrorPath(h));
        if (mirror.open(QIODevice::ReadOnly))
            print(h, mirror.readAll());
    }
    QEventLoop loop;
    QObject::connect(&monitor, &RunMonitor::logArrived, &loop, [&](int h, const QByteArray &bytes) {
        if (hosts.contains(h))
            print(h, bytes);
    });
    QObject::connect(&monitor, &RunMonitor::streamsEnded, &loop, &QEventLoop::quit);
    quitOnInterrupt(loop);
    monitor.start();
    loop.exec();
    monitor.stop();
    return Ok;
}

int preflight(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"MACHINE"_s, RunCommand::tr("machine name from the registry"));
    const QCommandLineOption clean(u"clean"_s, RunCommand::tr("kill processes holding TPU devices and remove a stale lockfile"));
    const QCommandLineOption device(u"device"_s,
                                    RunCommand::tr("tpu (default): also check TPU devices and torch_xla; xla-cpu: torch_xla "
                                                   "under PJRT_DEVICE=CPU; cpu: neither"),
                                    u"cpu|tpu|xla-cpu"_s, u"tpu"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, RunCommand::tr("accept and save unknown host keys"));
    parser.addOptions({clean, device, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run preflight"_s, arguments, context, 1, 1); code >= 0)
        return code;
    if (!run_device::isKnown(parser.value(device)))
        return context.error(RunCommand::tr("--device is tpu, cpu or xla-cpu, not %1.").arg(parser.value(device)), Usage);
    auto service = runService(context, parser.isSet(acceptNew));
    auto entry = service->machineAccess().machine(parser.positionalArguments().first());
    if (!entry)
        return context.error(entry.error().message);
    RunPreflight::Options options;
    options.clean = parser.isSet(clean);
    options.requireTpu = run_device::needsTpu(parser.value(device));
    options.requireTorchXla = run_device::needsTorchXla(parser.value(device));
    auto checked = service->preflightNow(entry->name(), options);
    if (!checked)
        return context.error(checked.error().message);
    int blocked = 0;
    for (const auto &host : *checked) {
        const QString name = u"[%1] %2"_s.arg(host.host).arg(entry->hosts().value(host.host, u"local"_s));
        const QStringList blockers = host.blockers(name, RunPreflight::kMinimumFreeBytes);
        QString xla;
        if (host.tpuChecked)
            xla = RunCommand::tr(", %n TPU device(s), torch_xla %1", nullptr, int(host.tpuDevices)).arg(host.torchXlaVersion);
        else if (host.torchXlaChecked)
            xla = RunCommand::tr(", torch_xla %1 (CPU runtime)").arg(host.torchXlaVersion);
        if (blockers.isEmpty())
            context.out << name << u": "_s << RunCommand::tr("ok (python %1, %2 GiB free%3)%4")
                                                   .arg(host.pythonVersion)
                                                   .arg(double(host.freeBytes) / (1 << 30), 0, 'f', 1)
                                                   .arg(xla)
                                                   .arg(host.cleaned ? RunCommand::tr(", cleaned") : QString())
                        << (host.stackSampler.isEmpty() ? QString()
                                                        : RunCommand::tr(", stack sampler %1").arg(host.stackSampler))
                        // What a CPU run's estimate is held against at launch (HostMemoryCheck).
                        << (host.memAvailableBytes < 0 ? QString()
                                                       : RunCommand::tr(", %1 RAM available")
                                                             .arg(formatBytes(double(host.memAvailableBytes))))
                        << Qt::endl;
        for (const QString &b : blockers)
            context.err << b << Qt::endl;
        for (const QString &n : host.notes(name))
            context.out << RunCommand::tr("note: %1").arg(n) << Qt::endl;
        blocked += blockers.isEmpty() ? 0 : 1;
    }
    return blocked == 0 ? Ok : Failure;
}

// ml-engine's self-verification of one run (RunVerifier): exit 0 when every applicable check
// passes, 1 otherwise.
int verify(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunCommand::tr("the run"));
    const QCommandLineOption json(u"json"_s, RunCommand::tr("print JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, RunCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run verify"_s, arguments, context, 1, 1); code >= 0)
        return code;
    auto service = runService(context, parser.isSet(acceptNew));
    const QString runId = parser.positionalArguments().first();
    auto verification = service->verifyNow(runId);
    if (!verification)
        return context.error(verification.error().message);
    if (parser.isSet(json)) {
        Json document = verification->toJson();
        document["run"] = toStd(runId);
        context.out << toQString(document.dump(2)) << Qt::endl;
    } else {
        for (const VerificationCheck &check : verification->checks)
            context.out << u"%1  %2: %3"_s.arg(RunVerification::outcomeLabel(check.outcome).toUpper(), -15)
                               .arg(check.title, check.evidence)
                        << Qt::endl;
        context.out << (verification->passed() ? RunCommand::tr("%1: every applicable check passed.").arg(runId)
                                               : RunCommand::tr("%1: %n check(s) failed.", nullptr, verification->count(VerificationCheck::Outcome::Fail))
                                                     .arg(runId))
                    << Qt::endl;
    }
    return verification->passed() ? Ok : Failure;
}

int runRunCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = RunCommand::tr("usage: tpuwb run launch|status|stop|logs|resume|relaunch|eval|preflight|verify|stacks|watch|profile|list|tag|note ...\n"
                             "  launch EXPERIMENT_DIR --machine NAME [--machine NAME2 ...] [--seed S] [--set key=value ...] [--device cpu|xla-cpu] [--max-restarts N] [-- ARGS]\n"
                             "  status [RUN_ID] [--json]\n"
                             "  stop RUN_ID [--grace S]\n"
                             "  logs RUN_ID [--host I] [--follow]\n"
                             "  resume RUN_ID [--from-step STEP] | relaunch RUN_ID\n"
                             "  eval RUN_ID[:STEP] [--json]\n"
                             "  preflight MACHINE [--clean] [--device cpu|tpu|xla-cpu]\n"
                             "  verify RUN_ID [--json]\n"
                             "  stacks RUN_ID [--json]\n"
                             "  watch RUN_ID [--json] [--print-only]\n"
                             "  profile RUN_ID [--steps N] [--timeout S] [--json]\n"
                             "  list [--filter EXPR] [--json]\n"
                             "  tag RUN_ID [+TAG|-TAG ...]\n"
                             "  note RUN_ID TEXT\n"
                             "  attach --machine M --metrics PATH_OR_GLOB [--log PATH] [--format jsonl|maxtext|csv|tfevents] --name NAME\n"
                             "  detach RUN_ID");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    const QString sub = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (sub == u"launch"_s)
        return launch(context, rest);
    if (sub == u"status"_s)
        return status(context, rest);
    if (sub == u"stop"_s || sub == u"resume"_s || sub == u"relaunch"_s)
        return stop(context, rest, sub);
    if (sub == u"logs"_s)
        return logs(context, rest);
    if (sub == u"preflight"_s)
        return preflight(context, rest);
    if (sub == u"verify"_s)
        return verify(context, rest);
    if (sub == u"stacks"_s)
        return runStacksCommand(context, rest);
    if (sub == u"eval"_s)
        return runEvalCommand(context, rest);
    if (sub == u"watch"_s)
        return runWatchCommand(context, rest);
    if (sub == u"profile"_s)
        return runProfileCommand(context, rest);
    if (sub == u"list"_s)
        return runListCommand(context, rest);
    if (sub == u"tag"_s)
        return runTagCommand(context, rest);
    if (sub == u"note"_s)
        return runNoteCommand(context, rest);
    if (sub == u"attach"_s)
        return runAttachCommand(context, rest);
    if (sub == u"detach"_s)
        return runDetachCommand(context, rest);
    return context.error(RunCommand::tr("unknown subcommand `%1`.\n%2").arg(sub, usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("run", "launch runs on a machine and watch, stop, resume them", runRunCommand);

} // namespace twb::cli
