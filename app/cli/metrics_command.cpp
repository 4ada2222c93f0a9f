// tpuwb metrics tail RUN_ID | import FILE|DIR --run NAME: the metrics streams from the command line.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/metrics/metric_import.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_record.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>


using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct MetricsCommand
{
    Q_DECLARE_TR_FUNCTIONS(MetricsCommand)
};

int tail(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, MetricsCommand::tr("the run"));
    const QCommandLineOption acceptNew(u"accept-new"_s, MetricsCommand::tr("accept and save unknown host keys"));
    parser.addOption(acceptNew);
    if (int code = parseSubcommand(parser, u"tpuwb metrics tail"_s, arguments, context, 1, 1); code >= 0)
        return code;
    const QString runId = parser.positionalArguments().first();
    RunService service(machineAccess(context, parser.isSet(acceptNew)), Workspace(context.workspaceDir).runsDir());
    auto record = service.recordNow(runId);
    if (!record)
        return context.error(record.error().message);
    if (auto followable = service.followable(*record); !followable)
        return context.error(followable.error().message);

    // The monitor's follower, printing every line instead of plotting it.
    SeriesStore store;
    RunFollower follower(store, service);
    follower.setEmitLines(true);
    QEventLoop loop;
    // The hosts' points, merged in arrival order: the follower hands them over as JSONL, each
    // line with its host, whatever the run's format (a MaxText log, CSV, TensorBoard events).
    QObject::connect(&follower, &RunFollower::linesArrived, &loop,
                     [&context](const QString &, int, const QByteArray &lines) {
                         for (const QByteArray &line : lines.split('\n'))
                             if (!line.trimmed().isEmpty())
                                 context.out << QString::fromUtf8(line) << u'\n';
                         context.out.flush();
                     });
    QObject::connect(&follower, &RunFollower::connectionChanged, &loop, [&context, &follower](const QString &run, int host) {
        const RunMonitor *monitor = follower.monitor(run);
        if (monitor && !monitor->isConnected(host) && !monitor->connectionMessage(host).isEmpty())
            context.err << MetricsCommand::tr("host %1: %2").arg(host).arg(monitor->connectionMessage(host)) << Qt::endl;
    });
    QObject::connect(&follower, &RunFollower::runEnded, &loop, &QEventLoop::quit);
    quitOnInterrupt(loop);
    follower.follow(*record);
    loop.exec();
    follower.cancelAll();
    return Ok;
}

int import(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"FILE|DIR"_s, MetricsCommand::tr("JSONL metrics, a MaxText log, CSV with a header, "
                                                                "a TensorBoard event file or log directory"));
    const QCommandLineOption run(u"run"_s, MetricsCommand::tr("name of the new run"), u"NAME"_s);
    parser.addOption(run);
    if (int code = parseSubcommand(parser, u"tpuwb metrics import"_s, arguments, context, 1, 1); code >= 0)
        return code;
    if (!parser.isSet(run))
        return context.error(MetricsCommand::tr("--run NAME is required."), Usage);
    Workspace workspace(context.workspaceDir);
    if (auto created = workspace.ensureCreated(); !created)
        return context.error(created.error().message);
    auto summaries = MetricImport::importPath(parser.positionalArguments().first(), workspace.runsDir(), parser.value(run));
    if (!summaries)
        return context.error(summaries.error().message);
    for (const MetricImport::Summary &summary : *summaries) {
        context.out << QCoreApplication::translate("tpuwb metrics", "imported %1 lines (%2 malformed, skipped) into run %3 "
                                                                   "with %n host(s)", nullptr, summary.hosts)
                           .arg(summary.lines)
                           .arg(summary.malformed)
                           .arg(summary.record.runId)
                    << Qt::endl;
        if (summary.tornRecords > 0)
            context.out << MetricsCommand::tr("%1: the last record of %n event file(s) is not all written yet; "
                                              "what is complete was imported.", nullptr, summary.tornRecords)
                               .arg(summary.record.runId)
                        << Qt::endl;
    }
    return Ok;
}

int runMetricsCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = MetricsCommand::tr("usage: tpuwb metrics tail RUN_ID | import FILE|DIR --run NAME");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    if (arguments.first() == u"tail"_s)
        return tail(context, arguments.mid(1));
    if (arguments.first() == u"import"_s)
        return import(context, arguments.mid(1));
    return context.error(MetricsCommand::tr("unknown subcommand `%1`.\n%2").arg(arguments.first(), usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("metrics", "follow a run's metrics, import metric files", runMetricsCommand);

} // namespace twb::cli
