// `tpuwb bench attention EXPERIMENT_DIR`: the experiment's attention kernels timed and checked
// at its shapes on a machine, recorded as a run (AttentionBenchRunner). It reports and
// suggests; the experiment's attention_kernel is the user's to set.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/services/attention_bench_runner.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct BenchCommand
{
    Q_DECLARE_TR_FUNCTIONS(BenchCommand)
};

QString milliseconds(const std::optional<double> &ms)
{
    return ms ? QString::number(*ms, 'f', 3) : u"-"_s;
}

QString error(const std::optional<double> &err)
{
    return err ? QString::number(*err, 'e', 2) : u"-"_s;
}

void printReport(QTextStream &out, const AttentionBenchReport &report)
{
    if (!report.rows.isEmpty()) {
        const AttentionBenchRow &first = report.rows.first();
        out << BenchCommand::tr("%1 on %2: batch %3, %4 heads of %5, %6; run %7")
                   .arg(report.experiment, first.device)
                   .arg(first.batch)
                   .arg(first.heads)
                   .arg(first.headDim)
                   .arg(first.dtype, report.runId)
            << u'\n';
    }
    TextTable table({BenchCommand::tr("SEQ"), BenchCommand::tr("KERNEL"), BenchCommand::tr("STATUS"), BenchCommand::tr("MS"),
                     BenchCommand::tr("MAX_ABS_ERR"), BenchCommand::tr("NOTE")});
    for (const AttentionBenchRow &r : report.rows)
        table.addRow({QString::number(r.seqLen), r.kernel, r.status, milliseconds(r.ms), error(r.maxAbsErr),
                      r.ok() ? QString() : r.reason});
    table.print(out);
    out << report.recommendation() << Qt::endl;
}

int attention(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(BenchCommand::tr(
        "Times the attention kernels at the experiment's shapes (batch, heads, head_dim, dtype) for each\n"
        "sequence length on a machine of the registry: Splash, Flash and SDPA on a TPU, SDPA and the\n"
        "reference maths on the CPU (--device cpu). Each is checked against the reference values in\n"
        "float64; a kernel the machine lacks is reported as unavailable. The result is a run (kind\n"
        "attention_bench) that the Monitor and Compare show. The experiment is never changed: the last\n"
        "line says which kernel was fastest and correct, and how to set it."));
    parser.addPositionalArgument(u"EXPERIMENT_DIR"_s, BenchCommand::tr("the scaffolded experiment"));
    const QCommandLineOption seqLen(u"seq-len"_s, BenchCommand::tr("comma-separated sequence lengths (default: train.seq_len)"),
                                    u"L,..."_s);
    const QCommandLineOption machine(u"machine"_s, BenchCommand::tr("machine name from the registry"), u"NAME"_s);
    const QCommandLineOption device(u"device"_s, BenchCommand::tr("tpu (default) or cpu"), u"DEVICE"_s, u"tpu"_s);
    const QCommandLineOption batch(u"batch"_s, BenchCommand::tr("batch of q, k and v (default 1)"), u"N"_s, u"1"_s);
    const QCommandLineOption repeats(u"repeats"_s, BenchCommand::tr("timed calls per kernel and length (default 5)"), u"N"_s,
                                     u"5"_s);
    const QCommandLineOption threads(u"threads"_s, BenchCommand::tr("CPU threads for --device cpu (default: torch's)"),
                                     u"N"_s, u"0"_s);
    const QCommandLineOption json(u"json"_s, BenchCommand::tr("print the report as JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, BenchCommand::tr("accept and save unknown host keys"));
    const QCommandLineOption noPreflight(u"no-preflight"_s, BenchCommand::tr("skip the host checks"));
    parser.addOptions({seqLen, machine, device, batch, repeats, threads, json, acceptNew, noPreflight});
    if (int code = parseSubcommand(parser, u"tpuwb bench attention"_s, arguments, context, 1, 1); code >= 0)
        return code;

    AttentionBenchRequest request;
    request.experimentDir = parser.positionalArguments().first();
    // Usage errors first, each naming its option, before a machine is asked.
    if (parser.isSet(seqLen)) {
        auto lengths = AttentionBench::parseSeqLens(parser.value(seqLen));
        if (!lengths)
            return context.error(lengths.error().message, Usage);
        request.seqLens = *lengths;
    }
    request.device = parser.value(device);
    if (request.device != u"cpu"_s && request.device != u"tpu"_s)
        return context.error(BenchCommand::tr("--device is cpu or tpu, not %1.").arg(request.device), Usage);
    struct Count
    {
        const QCommandLineOption &option;
        int *target;
        int minimum;
    };
    for (const Count &c : {Count{batch, &request.batch, 1}, Count{repeats, &request.repeats, 1},
                           Count{threads, &request.threads, 0}}) {
        bool ok = false;
        *c.target = parser.value(c.option).toInt(&ok);
        if (!ok || *c.target < c.minimum)
            return context.error(BenchCommand::tr("--%1 takes a whole number of at least %2, not %3.")
                                     .arg(c.option.names().first())
                                     .arg(c.minimum)
                                     .arg(parser.value(c.option)),
                                 Usage);
    }
    if (auto checked = AttentionBenchRunner::checkExperiment(request.experimentDir); !checked)
        return context.error(checked.error().message, Usage);
    if (!parser.isSet(machine))
        return context.error(BenchCommand::tr("--machine NAME is required; `tpuwb registry list` shows the machines."), Usage);
    request.machine = parser.value(machine);
    request.skipPreflight = parser.isSet(noPreflight);

    RunService service(machineAccess(context, parser.isSet(acceptNew)), Workspace(context.workspaceDir).runsDir());
    AttentionBenchRunner runner(service);
    auto report = runner.runNow(request, [&context](const QString &m) { context.err << m << Qt::endl; });
    if (!report)
        return context.error(report.error().message);
    if (parser.isSet(json))
        context.out << toQString(report->toJson().dump(2)) << Qt::endl;
    else
        printReport(context.out, *report);
    return Ok;
}

int runBenchCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = BenchCommand::tr("usage: tpuwb bench attention EXPERIMENT_DIR --machine NAME [--seq-len 512,1024,2048] "
                                           "[--device cpu|tpu] [--batch N] [--repeats N] [--json]");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    if (arguments.first() == u"attention"_s)
        return attention(context, arguments.mid(1));
    return context.error(BenchCommand::tr("unknown subcommand `%1`.\n%2").arg(arguments.first(), usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("bench", "time the experiment's attention kernels and record the result as a run", runBenchCommand);

} // namespace twb::cli
