// tpuwb run eval: the offline evaluation of a run's checkpoint (RunService::evaluateNow).
#include "app/cli/run_eval_command.h"

#include "app/cli/cli_support.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RunEvalCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunEvalCommand)
};

} // namespace

RunStepTarget RunStepTarget::parse(const QString &target)
{
    RunStepTarget out{target, std::nullopt};
    if (const qsizetype colon = target.lastIndexOf(u':'); colon > 0) {
        bool ok = false;
        const qint64 step = target.mid(colon + 1).toLongLong(&ok);
        if (ok) {
            out.runId = target.left(colon);
            out.step = step;
        }
    }
    return out;
}

int runEvalCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID[:STEP]"_s, RunEvalCommand::tr("the run, and the step of its checkpoint (default: the newest)"));
    const QCommandLineOption json(u"json"_s, RunEvalCommand::tr("print the eval record as JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, RunEvalCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run eval"_s, arguments, context, 1, 1); code >= 0)
        return code;
    const RunStepTarget target = RunStepTarget::parse(parser.positionalArguments().first());
    RunService service(machineAccess(context, parser.isSet(acceptNew)), Workspace(context.workspaceDir).runsDir());
    auto evaluation = service.evaluateNow(target.runId, target.step, [&context](const QString &m) {
        context.err << m << Qt::endl;
    });
    if (!evaluation)
        return context.error(evaluation.error().message);
    if (parser.isSet(json)) {
        context.out << toQString(evaluation->record.dump(2)) << Qt::endl;
        return Ok;
    }
    context.out << RunEvalCommand::tr("%1: checkpoint of step %2 (%3)")
                       .arg(evaluation->runId)
                       .arg(evaluation->step)
                       .arg(evaluation->checkpoint)
                << Qt::endl;
    for (auto it = evaluation->metrics.begin(); it != evaluation->metrics.end(); ++it) {
        const Json &v = it.value();
        const QString value = v.is_number_integer() ? QString::number(v.get<qint64>())
                              : v.is_number()       ? QString::number(v.get<double>(), 'g', 8)
                                                    : toQString(v.dump());
        context.out << u"  "_s << toQString(it.key()) << u": "_s << value << Qt::endl;
    }
    return Ok;
}

} // namespace twb::cli
