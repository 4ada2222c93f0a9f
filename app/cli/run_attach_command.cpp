// tpuwb run attach|detach: follow a job the workbench did not launch, and stop following it.
#include "app/cli/run_attach_command.h"

#include "app/cli/cli_support.h"
#include "core/experiment/config_hash.h"
#include "core/metrics/metric_format_name.h"
#include "core/registry/machine_entry.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

struct RunAttachCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunAttachCommand)
};

// The format a path suggests when --format is not given.
QString guessFormat(const QString &path)
{
    const QString lower = path.toLower();
    if (lower.contains(u"tfevents"_s))
        return u"tfevents"_s;
    if (lower.endsWith(u".csv"_s))
        return u"csv"_s;
    if (lower.endsWith(u".log"_s) || lower.endsWith(u".txt"_s))
        return u"maxtext"_s;
    return u"jsonl"_s;
}

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

} // namespace

int runAttachCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption machine(u"machine"_s, RunAttachCommand::tr("the machine the job runs on (registry name)"), u"M"_s);
    const QCommandLineOption metrics(u"metrics"_s,
                                     RunAttachCommand::tr("the job's metrics file on every worker: a path or a glob, "
                                                          "~/ for the home folder, {worker} for the worker's index"),
                                     u"PATH_OR_GLOB"_s);
    const QCommandLineOption log(u"log"_s, RunAttachCommand::tr("the job's log file on every worker"), u"PATH"_s);
    const QCommandLineOption format(u"format"_s, RunAttachCommand::tr("jsonl, maxtext, csv or tfevents (default: from the file name)"),
                                    u"F"_s);
    const QCommandLineOption name(u"name"_s, RunAttachCommand::tr("a name for the run (its experiment)"), u"NAME"_s);
    parser.addOptions({machine, metrics, log, format, name});
    if (int code = parseSubcommand(parser, u"tpuwb run attach"_s, arguments, context, 0, 0); code >= 0)
        return code;
    for (const QCommandLineOption *required : {&machine, &metrics, &name})
        if (!parser.isSet(*required))
            return context.error(RunAttachCommand::tr("--%1 is required.").arg(required->names().first()), Usage);
    const QString formatName = parser.isSet(format) ? parser.value(format).trimmed().toLower() : guessFormat(parser.value(metrics));
    if (!metricFormatFromName(formatName))
        return context.error(RunAttachCommand::tr("--format %1: use jsonl, maxtext, csv or tfevents.").arg(formatName), Usage);
    if (parser.value(name).trimmed().isEmpty() || parser.value(name).contains(u'/'))
        return context.error(RunAttachCommand::tr("--name \"%1\": give a name without a slash.").arg(parser.value(name)), Usage);
    auto entry = findMachine(context, parser.value(machine));
    if (!entry)
        return context.error(entry.error().message);

    Workspace workspace(context.workspaceDir);
    if (auto created = workspace.ensureCreated(); !created)
        return context.error(created.error().message);
    RunRecord record;
    record.attachMetrics = parser.value(metrics);
    record.attachLog = parser.value(log);
    record.attachFormat = formatName;
    record.experiment = parser.value(name).trimmed();
    record.configHash = configHash(Json{{"attach", {{"metrics", toStd(record.attachMetrics)}, {"log", toStd(record.attachLog)}}}});
    record.runId = RunRecord::makeRunId(record.experiment, record.configHash, 0);
    record.machine = entry->name();
    record.hosts = entry->hosts();
    if (record.hosts.isEmpty())
        record.hosts << u"localhost"_s;   // a local entry: one worker
    record.python = entry->python();
    record.state = RunState::Running;
    record.stateDetail = RunAttachCommand::tr("attached: a job the workbench did not launch");
    record.started = nowIso();
    const RunFolder folder = RunFolder::in(workspace.runsDir(), record.runId);
    if (!QDir().mkpath(folder.dir()))
        return context.error(RunAttachCommand::tr("Cannot create %1: check that the workspace is writable.").arg(folder.dir()));
    if (auto written = folder.writeRecord(record); !written)
        return context.error(written.error().message);
    context.out << record.runId << Qt::endl;
    context.err << RunAttachCommand::tr("Attached to %1 on %n worker(s) of %2 (%3). Follow it with `tpuwb metrics tail %4` "
                                        "or in the Monitor; `tpuwb run detach %4` stops following without touching the job.",
                                        nullptr, int(record.hosts.size()))
                       .arg(record.attachMetrics, record.machine, formatName, record.runId)
                << Qt::endl;
    return Ok;
}

int runDetachCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunAttachCommand::tr("the attached run"));
    if (int code = parseSubcommand(parser, u"tpuwb run detach"_s, arguments, context, 1, 1); code >= 0)
        return code;
    const QString runsDir = Workspace(context.workspaceDir).runsDir();
    RunService service(machineAccess(context, false), runsDir);
    auto record = service.recordNow(parser.positionalArguments().first());
    if (!record)
        return context.error(record.error().message);
    if (record->attachMetrics.isEmpty())
        return context.error(RunAttachCommand::tr("%1 was launched by the workbench, not attached: stop it with "
                                                  "`tpuwb run stop %1`.").arg(record->runId));
    if (isActive(record->state)) {
        record->state = RunState::Stopped;
        record->stateDetail = RunAttachCommand::tr("detached; the job was not touched");
        record->ended = nowIso();
        if (auto written = RunFolder::in(runsDir, record->runId).writeRecord(*record); !written)
            return context.error(written.error().message);
    }
    context.out << RunAttachCommand::tr("%1: detached (the job was not touched).").arg(record->runId) << Qt::endl;
    return Ok;
}

} // namespace twb::cli
