// tpuwb run tag|note|list: a run's tags and notes, and the runs that match a filter.
#include "app/cli/run_tag_command.h"

#include "app/cli/cli_support.h"
#include "core/runs/run_annotation.h"
#include "core/runs/run_filter.h"
#include "core/services/run_filter_subjects.h"
#include "core/services/run_service.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

struct RunTagCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunTagCommand)
};

// Tags and notes are local: the service never reaches a host for them.
std::unique_ptr<RunService> localService(const CliContext &context)
{
    return std::make_unique<RunService>(machineAccess(context, false), Workspace(context.workspaceDir).runsDir());
}

// "+tag -tag" cannot go through QCommandLineParser (it would read -tag as an option).
bool wantsHelp(const QStringList &arguments)
{
    return !arguments.isEmpty() && (arguments.first() == u"--help"_s || arguments.first() == u"-h"_s);
}

} // namespace

int runTagCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = RunTagCommand::tr("usage: tpuwb run tag RUN_ID [+TAG|-TAG ...]\n"
                                            "  +TAG (or TAG) adds a tag, -TAG removes one; with no TAG, prints the tags.");
    if (wantsHelp(arguments)) {
        printUsage(context.out, usage);
        return Ok;
    }
    if (arguments.isEmpty())
        return context.error(RunTagCommand::tr("RUN_ID is missing.\n%1").arg(usage), Usage);
    const QString runId = arguments.first();
    QStringList edits = arguments.mid(1);
    edits.removeAll(u"--"_s);
    auto annotation = RunAnnotation::fromTagEdits(edits);
    if (!annotation)
        return context.error(annotation.error().message, Usage);
    auto service = localService(context);
    auto record = annotation->isEmpty() ? service->recordNow(runId) : service->annotateNow(runId, *annotation);
    if (!record)
        return context.error(record.error().message);
    context.out << record->runId << u": "_s
                << (record->tags.isEmpty() ? RunTagCommand::tr("no tags") : record->tags.join(u' ')) << Qt::endl;
    return Ok;
}

int runNoteCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = RunTagCommand::tr("usage: tpuwb run note RUN_ID TEXT\n"
                                            "  sets the run's notes; \"\" clears them.");
    if (wantsHelp(arguments)) {
        printUsage(context.out, usage);
        return Ok;
    }
    if (arguments.size() != 2)
        return context.error(RunTagCommand::tr("run note takes a RUN_ID and one TEXT (quote it).\n%1").arg(usage), Usage);
    RunAnnotation annotation;
    annotation.notes = arguments[1];
    auto service = localService(context);
    auto record = service->annotateNow(arguments[0], annotation);
    if (!record)
        return context.error(record.error().message);
    context.out << (record->notes.isEmpty() ? RunTagCommand::tr("%1: notes cleared.").arg(record->runId)
                                            : RunTagCommand::tr("%1: notes saved.").arg(record->runId))
                << Qt::endl;
    return Ok;
}

int runListCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption filterOption(u"filter"_s,
                                          RunTagCommand::tr("only the runs that match, e.g. \"train.lr>=1e-3 tag:baseline\""),
                                          u"EXPR"_s);
    const QCommandLineOption json(u"json"_s,
                                  RunTagCommand::tr("print run.json of each run with its \"name\", as a JSON array"));
    parser.addOptions({filterOption, json});
    if (int code = parseSubcommand(parser, u"tpuwb run list"_s, arguments, context, 0, 0); code >= 0)
        return code;
    auto filter = RunFilter::parse(parser.value(filterOption));
    if (!filter)
        return context.error(filter.error().message, Usage);
    const WorkspaceIndex::Snapshot workspace = WorkspaceIndex::scan(context.workspaceDir);
    for (const auto &e : workspace.runErrors)
        context.err << u"tpuwb: "_s << e.message << Qt::endl;
    QList<RunRecord> runs = RunFilterSubjects::select(Workspace(context.workspaceDir).runsDir(), workspace.runs, *filter);
    std::sort(runs.begin(), runs.end(), [](const RunRecord &a, const RunRecord &b) { return a.runId < b.runId; });
    if (parser.isSet(json)) {
        Json all = Json::array();
        for (const RunRecord &r : runs)
            all.push_back(withRunName(r.toJson(), workspace.runNames.value(r.runId, r.runId)));
        context.out << toQString(all.dump(2)) << Qt::endl;
        return Ok;
    }
    // NAME is what the GUI calls the run (RunDisplayName: experiment, the values that set it
    // apart, seed, start); RUN, the id other commands take, stays first for scripts.
    TextTable table({RunTagCommand::tr("RUN"), RunTagCommand::tr("STATE"), RunTagCommand::tr("NAME"),
                     RunTagCommand::tr("TAGS"), RunTagCommand::tr("NOTES")});
    for (const RunRecord &r : runs) {
        QString notes = r.notes.section(u'\n', 0, 0);
        if (notes.size() > 60 || r.notes.contains(u'\n'))
            notes = notes.left(59) + u"…"_s;
        table.addRow({r.runId, runStateName(r.state), workspace.runNames.value(r.runId, r.runId), r.tags.join(u','), notes});
    }
    table.print(context.out);
    return Ok;
}

} // namespace twb::cli
