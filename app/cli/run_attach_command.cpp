// tpuwb run attach|detach: follow a job the workbench did not launch, and stop following it.
#include "app/cli/run_attach_command.h"

#include "app/cli/cli_support.h"
#include "core/services/job_attacher.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

struct RunAttachCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunAttachCommand)
};

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
    const AttachRequest request{parser.value(machine), parser.value(metrics), parser.value(log), parser.value(format),
                                parser.value(name)};
    // A problem with an option is a usage error that names it; a machine not in the registry
    // is not (exit 1).
    if (const QList<FieldProblem> problems = JobAttacher::validate(request); !problems.isEmpty())
        return context.error(u"--%1: %2"_s.arg(problems.first().field, problems.first().message), Usage);
    Workspace workspace(context.workspaceDir);
    if (auto created = workspace.ensureCreated(); !created)
        return context.error(created.error().message);
    auto attached = JobAttacher::attach(machineAccess(context, false), workspace.runsDir(), request);
    if (!attached)
        return context.error(attached.error().message);
    const RunRecord &record = *attached;
    const QString formatName = record.attachFormat;
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
    const QString runId = parser.positionalArguments().first();
    // Read through the service first: its error for an unknown run says how to list the runs.
    if (auto known = service.recordNow(runId); !known)
        return context.error(known.error().message);
    auto record = JobAttacher::detach(runsDir, runId);
    if (!record)
        return context.error(record.error().message);
    context.out << RunAttachCommand::tr("%1: detached (the job was not touched).").arg(record->runId) << Qt::endl;
    return Ok;
}

} // namespace twb::cli
