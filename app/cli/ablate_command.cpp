// `tpuwb ablate ...`: ablation matrices (issue 6, docs/ablation.md).
#include "app/cli/cli_context.h"
#include "app/cli/command_table.h"
#include "core/ablation/cost_estimate.h"
#include "core/ablation/loaded_ablation.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("tpuwb", text, disambiguation, n);
}

void printUsage(QTextStream &out)
{
    out << tr("Usage: tpuwb ablate COMMAND FILE ...\n\n"
              "  expand FILE [--json]\n"
              "      expand an ablation (ablations/<name>.json) over its base experiment: one line per\n"
              "      run (cell x seed) with run id, config hash, seed and values; summary, cost estimate\n"
              "      and notes on stderr. --json prints everything as one JSON document instead.\n");
    out.flush();
}

Json valuesJson(const AblationCell &cell)
{
    Json values = Json::object();
    for (const auto &[path, value] : cell.values)
        values[toStd(path)] = value;
    return values;
}

Json estimateJson(const CostEstimate &estimate)
{
    Json json = Json::object();
    json["runs"] = estimate.runs;
    json["accelerator_type"] = toStd(estimate.acceleratorType);
    json["chips_per_run"] = estimate.chipsPerRun;
    json["total_steps"] = estimate.totalSteps;
    json["step_time_s"] = estimate.stepSeconds ? Json(*estimate.stepSeconds) : Json();
    json["step_time_source"] = toStd(estimate.stepTimeSource);
    json["chip_hours"] = estimate.known() ? Json(estimate.chipHours()) : Json();
    json["text"] = toStd(estimate.describe());
    return json;
}

CostEstimate estimateFor(const LoadedAblation &loaded)
{
    const auto configured = loaded.spec.stepTimeSeconds();
    return CostEstimate::compute(loaded.expansion, configured,
                                 configured ? tr("configured in the ablation file (estimate.step_time_s)") : QString());
}

int runExpand(CliContext &context, QStringList args)
{
    QString file;
    bool json = false;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--json"_s)
            json = true;
        else if (arg.startsWith(u"--"_s) || !file.isEmpty())
            return context.error(tr("unexpected argument %1; see `tpuwb ablate --help`.").arg(arg), Usage);
        else
            file = arg;
    }
    if (file.isEmpty())
        return context.error(tr("ablate expand needs an ablation file: tpuwb ablate expand FILE"), Usage);
    auto loaded = LoadedAblation::load(file);
    if (!loaded)
        return context.error(loaded.error().message);
    const AblationExpansion &expansion = loaded->expansion;
    const CostEstimate estimate = estimateFor(*loaded);

    if (json) {
        Json document = Json::object();
        document["ablation"] = toStd(loaded->spec.name());
        document["file"] = toStd(loaded->file);
        document["base"] = toStd(loaded->basePath);
        document["mode"] = toStd(AblationSpec::modeName(loaded->spec.mode()));
        document["combinations"] = expansion.combinations();
        document["baseline_cell"] = expansion.baselineCell();
        Json cells = Json::array();
        for (const AblationCell &cell : expansion.cells())
            cells.push_back({{"index", cell.index}, {"hash", toStd(cell.hash)}, {"values", valuesJson(cell)},
                             {"baseline", cell.isBaseline}, {"duplicates", cell.duplicates}});
        document["cells"] = std::move(cells);
        Json runs = Json::array();
        for (const AblationRun &run : expansion.runs())
            runs.push_back({{"run_id", toStd(run.runId)}, {"hash", toStd(expansion.cellOf(run).hash)},
                            {"seed", run.seed}, {"cell", run.cell}, {"values", valuesJson(expansion.cellOf(run))}});
        document["runs"] = std::move(runs);
        Json notes = Json::array();
        for (const QString &note : expansion.notes())
            notes.push_back(toStd(note));
        document["notes"] = std::move(notes);
        document["estimate"] = estimateJson(estimate);
        context.out << toQString(document.dump(2)) << u'\n';
        context.out.flush();
        return Ok;
    }

    for (const AblationRun &run : expansion.runs()) {
        const AblationCell &cell = expansion.cellOf(run);
        context.out << run.runId << u'\t' << cell.hash << u'\t' << run.seed << u'\t' << cell.label();
        if (cell.isBaseline)
            context.out << u'\t' << tr("(baseline)");
        context.out << u'\n';
    }
    context.out.flush();
    context.err << tr("%1: %2, %3 cells x %4 seeds = %5 runs")
                       .arg(loaded->spec.name(), AblationSpec::modeName(loaded->spec.mode()))
                       .arg(expansion.cells().size())
                       .arg(expansion.seeds().size())
                       .arg(expansion.runs().size())
                << u'\n'
                << tr("cost: %1").arg(estimate.describe()) << u'\n';
    for (const QString &note : expansion.notes())
        context.err << tr("note: %1").arg(note) << u'\n';
    context.err.flush();
    return Ok;
}

} // namespace

int runAblateCommand(CliContext &context, const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        printUsage(args.isEmpty() ? context.err : context.out);
        return args.isEmpty() ? Usage : Ok;
    }
    const QString command = args.takeFirst();
    if (command == u"expand"_s)
        return runExpand(context, args);
    return context.error(tr("unknown ablate command `%1`; see `tpuwb ablate --help`.").arg(command), Usage);
}

TWB_CLI_COMMAND_GROUP("ablate", "ablation matrices: expand, launch across machines, status, report", runAblateCommand);

} // namespace twb::cli
