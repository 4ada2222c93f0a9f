// tpuwb run launch|status|stop|logs|resume|relaunch|preflight: a run's life on the hosts of a
// machine (core/runs), from the command line.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/remote/host_pool.h"
#include "core/remote/machine_transport.h"
#include "core/runs/launch_settings.h"
#include "core/runs/run_launcher.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <map>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("tpuwb run", text);
}

std::atomic<bool> g_interrupted{false};

// Ctrl-C ends a follow loop cleanly (streams stopped, mirrors closed).
void quitOnInterrupt(QEventLoop &loop)
{
    g_interrupted = false;
    std::signal(SIGINT, [](int) { g_interrupted = true; });
    std::signal(SIGTERM, [](int) { g_interrupted = true; });
    auto *poll = new QTimer(&loop);
    QObject::connect(poll, &QTimer::timeout, &loop, [&loop] {
        if (g_interrupted)
            loop.quit();
    });
    poll->start(100);
}

Result<RunRecord> loadRun(const CliContext &context, const QString &runId)
{
    const QString path = Workspace(context.workspaceDir).runDir(runId) + u"/run.json"_s;
    if (!QFile::exists(path))
        return fail(Error::notFound(tr("There is no run %1 in %2; `tpuwb run status` lists the runs.")
                                        .arg(runId, Workspace(context.workspaceDir).runsDir()),
                                    path));
    return RunRecord::readFile(path);
}

struct MachinePool
{
    MachineEntry entry;
    std::unique_ptr<HostPool> pool;
};

Result<MachinePool> machinePool(const CliContext &context, const QString &machine, bool acceptNew)
{
    const MachineAccess access = machineAccess(context, acceptNew);
    auto entry = access.machine(machine);
    if (!entry)
        return fail(entry.error());
    return MachinePool{*entry, access.hostPool(*entry)};
}

RunMonitor::Config monitorConfig(const CliContext &context, const RunRecord &record, const MachineEntry &entry,
                                 bool acceptNew)
{
    RunMonitor::Config config;
    config.run = record.runId;
    config.hostCount = std::max(1, int(record.hosts.size()));
    config.remoteRunDir = record.remoteDir;
    config.python = record.python;
    config.localRunDir = Workspace(context.workspaceDir).runDir(record.runId);
    config.transportFactory = machineAccess(context, acceptNew).transportFactory(entry);
    return config;
}

int launch(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"EXPERIMENT_DIR"_s, tr("the scaffolded project"));
    parser.addPositionalArgument(u"-- ARGS"_s, tr("more train.py arguments"), u"[-- ARGS...]"_s);
    const QCommandLineOption machine(u"machine"_s, tr("machine name from the registry"), u"NAME"_s);
    const QCommandLineOption seed(u"seed"_s, tr("seed (train.seed and train.py --seed)"), u"S"_s);
    const QCommandLineOption set(u"set"_s, tr("set a config field, key=value (repeatable)"), u"key=value"_s);
    const QCommandLineOption device(u"device"_s, tr("cpu: the project's CPU smoke mode"), u"cpu|tpu"_s, u"tpu"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, tr("accept and save unknown host keys"));
    const QCommandLineOption noPreflight(u"no-preflight"_s, tr("skip the host checks"));
    parser.addOptions({machine, seed, set, device, acceptNew, noPreflight});
    if (int code = parseSubcommand(parser, u"tpuwb run launch"_s, arguments, context, 1); code >= 0)
        return code;
    if (!parser.isSet(machine))
        return context.error(tr("--machine NAME is required; `tpuwb registry list` shows the machines."), Usage);
    const QString deviceName = parser.value(device);
    if (deviceName != u"cpu"_s && deviceName != u"tpu"_s)
        return context.error(tr("--device is cpu or tpu, not %1.").arg(deviceName), Usage);

    auto settings = LaunchSettings::parse(parser.values(set));
    if (!settings)
        return context.error(settings.error().message, Usage);
    // Before any host is asked: a misspelt --set key would otherwise launch with the default.
    if (auto checked = LaunchSettings::check(parser.positionalArguments().first(), *settings); !checked)
        return context.error(checked.error().message);

    auto access = machinePool(context, parser.value(machine), parser.isSet(acceptNew));
    if (!access)
        return context.error(access.error().message);
    LaunchRequest request;
    request.experimentDir = parser.positionalArguments().first();
    request.machine = parser.value(machine);
    request.hosts = access->entry.hosts();
    request.python = access->entry.python();
    request.remoteRoot = access->entry.remoteRoot();
    request.device = deviceName;
    request.skipPreflight = parser.isSet(noPreflight);
    request.extraArguments = parser.positionalArguments().mid(1);
    if (parser.isSet(seed)) {
        bool ok = false;
        request.seed = parser.value(seed).toLongLong(&ok);
        if (!ok)
            return context.error(tr("--seed takes an integer, not %1.").arg(parser.value(seed)), Usage);
    }
    request.settings = *settings;
    RunLauncher launcher(*access->pool, Workspace(context.workspaceDir).runsDir());
    launcher.setProgress([&context](const QString &message) { context.err << message << Qt::endl; });
    auto record = launcher.launch(request);
    if (!record)
        return context.error(record.error().message);
    context.out << record->runId << Qt::endl;
    return Ok;
}

int status(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, tr("a run; without it, every run of the workspace"), u"[RUN_ID]"_s);
    const QCommandLineOption json(u"json"_s, tr("print JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, tr("accept and save unknown host keys"));
    parser.addOptions({json, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run status"_s, arguments, context, 0, 1); code >= 0)
        return code;
    if (parser.positionalArguments().isEmpty()) {
        QStringList errors;
        QList<RunRecord> runs = RunRecord::loadAll(Workspace(context.workspaceDir).runsDir(), &errors);
        for (const QString &e : errors)
            context.err << u"tpuwb: "_s << e << Qt::endl;
        // run.json says what was last seen; ask the hosts of the runs it calls active (one pool
        // per machine), so a run that ended since is not listed as running.
        std::map<QString, MachinePool> accesses;  // declared first: the launchers use its pools
        std::map<QString, std::unique_ptr<RunLauncher>> launchers;
        QSet<QString> unreachable;
        for (RunRecord &r : runs) {
            if (!isActive(r.state) || r.remoteDir.isEmpty() || r.machine.isEmpty() || unreachable.contains(r.machine))
                continue;
            if (!accesses.contains(r.machine)) {
                auto access = machinePool(context, r.machine, parser.isSet(acceptNew));
                if (!access) {
                    context.err << u"tpuwb: "_s << access.error().message << Qt::endl;
                    unreachable.insert(r.machine);
                    continue;
                }
                launchers[r.machine] = std::make_unique<RunLauncher>(*access->pool, Workspace(context.workspaceDir).runsDir());
                accesses.emplace(r.machine, std::move(*access));
            }
            if (auto refreshed = launchers[r.machine]->refresh(r); !refreshed)
                context.err << u"tpuwb: "_s << refreshed.error().message << Qt::endl;
        }
        if (parser.isSet(json)) {
            Json all = Json::array();
            for (const auto &r : runs)
                all.push_back(r.toJson());
            context.out << toQString(all.dump(2)) << Qt::endl;
            return Ok;
        }
        TextTable table({tr("RUN"), tr("STATE"), tr("MACHINE"), tr("HOSTS"), tr("STARTED")});
        for (const auto &r : runs)
            table.addRow({r.runId, runStateName(r.state), r.machine, QString::number(std::max(1, int(r.hosts.size()))),
                          r.started.isEmpty() ? r.created : r.started});
        table.print(context.out);
        return Ok;
    }
    auto record = loadRun(context, parser.positionalArguments().first());
    if (!record)
        return context.error(record.error().message);
    std::vector<HostRunStatus> hosts;
    if (!record->remoteDir.isEmpty() && !record->machine.isEmpty()) {
        auto access = machinePool(context, record->machine, parser.isSet(acceptNew));
        if (!access)
            return context.error(access.error().message);
        RunLauncher launcher(*access->pool, Workspace(context.workspaceDir).runsDir());
        if (auto refreshed = launcher.refresh(*record); !refreshed)
            context.err << u"tpuwb: "_s << refreshed.error().message << Qt::endl;
        hosts = launcher.status(*record);
    }
    if (parser.isSet(json)) {
        Json doc = {{"run", record->toJson()}, {"hosts", Json::array()}};
        for (const auto &h : hosts)
            doc["hosts"].push_back({{"host", h.host}, {"error", h.error.isEmpty() ? Json(nullptr) : Json(toStd(h.error))},
                                    {"pid", h.pid}, {"alive", h.alive},
                                    {"ended", h.ended ? Json(*h.ended) : Json(nullptr)},
                                    {"exit_code", h.exitCode ? Json(*h.exitCode) : Json(nullptr)}});
        context.out << toQString(doc.dump(2)) << Qt::endl;
        return Ok;
    }
    context.out << record->runId << u": "_s << runStateName(record->state) << Qt::endl;
    if (!record->stateDetail.isEmpty())
        context.out << record->stateDetail << Qt::endl;
    for (const auto &h : hosts) {
        const QString address = record->hosts.value(h.host, u"local"_s);
        QString what;
        if (!h.error.isEmpty())
            what = h.error;
        else if (!h.hasStatus)
            what = tr("not started");
        else if (h.running())
            what = tr("running (pid %1)").arg(h.pid);
        else if (h.exitCode)
            what = tr("ended with exit code %1").arg(*h.exitCode);
        else
            what = tr("gone without an exit code (pid %1)").arg(h.pid);
        context.out << u"  [%1] %2: "_s.arg(h.host).arg(address) << what << Qt::endl;
    }
    return Ok;
}

int stop(CliContext &context, const QStringList &arguments, const QString &what)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, tr("the run"));
    const QCommandLineOption grace(u"grace"_s, tr("seconds to wait for a checkpoint before SIGKILL"), u"S"_s, u"60"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, tr("accept and save unknown host keys"));
    parser.addOptions({grace, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run "_s + what, arguments, context, 1, 1); code >= 0)
        return code;
    auto record = loadRun(context, parser.positionalArguments().first());
    if (!record)
        return context.error(record.error().message);
    auto access = machinePool(context, record->machine, parser.isSet(acceptNew));
    if (!access)
        return context.error(access.error().message);
    RunLauncher launcher(*access->pool, Workspace(context.workspaceDir).runsDir());
    launcher.setProgress([&context](const QString &message) { context.err << message << Qt::endl; });
    Result<void> done;
    if (what == u"stop"_s)
        done = launcher.stop(*record, std::chrono::seconds(parser.value(grace).toInt()));
    else if (what == u"resume"_s)
        done = launcher.resume(*record);
    else
        done = launcher.relaunch(*record);
    if (!done)
        return context.error(done.error().message);
    context.out << record->runId << u": "_s << runStateName(record->state) << Qt::endl;
    return Ok;
}

int logs(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, tr("the run"));
    const QCommandLineOption host(u"host"_s, tr("only this host's log"), u"I"_s);
    const QCommandLineOption follow(u"follow"_s, tr("keep printing new lines until the run ends or Ctrl-C"));
    const QCommandLineOption acceptNew(u"accept-new"_s, tr("accept and save unknown host keys"));
    parser.addOptions({host, follow, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run logs"_s, arguments, context, 1, 1); code >= 0)
        return code;
    auto record = loadRun(context, parser.positionalArguments().first());
    if (!record)
        return context.error(record.error().message);
    const int hostCount = std::max(1, int(record->hosts.size()));
    QList<int> hosts;
    if (parser.isSet(host)) {
        bool ok = false;
        const int h = parser.value(host).toInt(&ok);
        if (!ok || h < 0 || h >= hostCount)
            return context.error(tr("--host is a worker index from 0 to %1.").arg(hostCount - 1), Usage);
        hosts << h;
    } else {
        for (int h = 0; h < hostCount; ++h)
            hosts << h;
    }
    auto access = machinePool(context, record->machine, parser.isSet(acceptNew));
    if (!access)
        return context.error(access.error().message);
    const bool prefix = hosts.size() > 1;
    auto print = [&context, prefix](int h, const QByteArray &bytes) {
        for (const QByteArray &line : bytes.split('\n'))
            if (!line.isEmpty())
                context.out << (prefix ? u"[%1] "_s.arg(h) : QString()) << QString::fromUtf8(line) << u'\n';
        context.out.flush();
    };
    if (!parser.isSet(follow)) {
        int failed = 0;
        // Each worker fills its own slot; printing waits until all are back.
        std::vector<QByteArray> texts(std::size_t(access->pool->hostCount()));
        const auto results = access->pool->forEachHost([&](int h, Transport &transport) -> Result<void> {
            if (!hosts.contains(h))
                return {};
            auto text = transport.readRemoteFile(record->remoteDir + u"/logs/host-%1.log"_s.arg(h));
            if (!text)
                return fail(text.error());
            texts[std::size_t(h)] = *text;
            return {};
        });
        for (std::size_t i = 0; i < results.size(); ++i) {
            if (!results[i]) {
                ++failed;
                context.err << u"[%1] "_s.arg(i) << results[i].error().message << Qt::endl;
            } else if (hosts.contains(int(i))) {
                print(int(i), texts[i]);
            }
        }
        return failed == 0 ? Ok : Failure;
    }
    SeriesStore store;
    RunMonitor monitor(store, monitorConfig(context, *record, access->entry, parser.isSet(acceptNew)));
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
    parser.addPositionalArgument(u"MACHINE"_s, tr("machine name from the registry"));
    const QCommandLineOption clean(u"clean"_s, tr("kill processes holding TPU devices and remove a stale lockfile"));
    const QCommandLineOption acceptNew(u"accept-new"_s, tr("accept and save unknown host keys"));
    parser.addOptions({clean, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run preflight"_s, arguments, context, 1, 1); code >= 0)
        return code;
    auto access = machinePool(context, parser.positionalArguments().first(), parser.isSet(acceptNew));
    if (!access)
        return context.error(access.error().message);
    RunPreflight::Options options;
    options.python = access->entry.python();
    options.remoteRoot = access->entry.remoteRoot();
    options.clean = parser.isSet(clean);
    int blocked = 0;
    for (const auto &host : RunPreflight::run(*access->pool, options)) {
        const QString name = u"[%1] %2"_s.arg(host.host).arg(access->entry.hosts().value(host.host, u"local"_s));
        const QStringList blockers = host.blockers(name, RunPreflight::kMinimumFreeBytes);
        if (blockers.isEmpty())
            context.out << name << u": "_s << tr("ok (python %1, %2 GiB free)%3")
                                                   .arg(host.pythonVersion)
                                                   .arg(double(host.freeBytes) / (1 << 30), 0, 'f', 1)
                                                   .arg(host.cleaned ? tr(", cleaned") : QString())
                        << Qt::endl;
        for (const QString &b : blockers)
            context.err << b << Qt::endl;
        blocked += blockers.isEmpty() ? 0 : 1;
    }
    return blocked == 0 ? Ok : Failure;
}

int runRunCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = tr("usage: tpuwb run launch|status|stop|logs|resume|relaunch|preflight ...\n"
                             "  launch EXPERIMENT_DIR --machine NAME [--seed S] [--set key=value ...] [--device cpu] [-- ARGS]\n"
                             "  status [RUN_ID] [--json]\n"
                             "  stop RUN_ID [--grace S]\n"
                             "  logs RUN_ID [--host I] [--follow]\n"
                             "  resume RUN_ID | relaunch RUN_ID\n"
                             "  preflight MACHINE [--clean]");
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
    return context.error(tr("unknown subcommand `%1`.\n%2").arg(sub, usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("run", "launch runs on a machine and watch, stop, resume them", runRunCommand);

} // namespace twb::cli
