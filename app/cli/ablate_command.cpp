// `tpuwb ablate ...`: ablation matrices (docs/ablation.md).
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/ablation/kernel_ab_comparison.h"
#include "core/ablation/ablation_report.h"
#include "core/ablation/ablation_results.h"
#include "core/ablation/cost_estimate.h"
#include "core/ablation/loaded_ablation.h"
#include "core/runs/run_folder.h"
#include "core/services/ablation_launcher.h"
#include "core/services/run_display_name.h"
#include "core/util/atomic_file.h"
#include "core/util/json_path.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QHash>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct AblateCommand
{
    Q_DECLARE_TR_FUNCTIONS(AblateCommand)
};

// `tpuwb ablate --help`.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "AblateCommand",
    "Usage: tpuwb ablate COMMAND FILE ...\n\n"
    "  expand FILE [--json]\n"
    "      expand an ablation (ablations/<name>.json) over its base experiment: one line per\n"
    "      run (cell x seed) with run id, config hash, seed and values; summary, cost estimate\n"
    "      and notes on stderr. --json prints everything as one JSON document instead.\n"
    "  launch FILE [--machines A,B] [--max-parallel N] [--device cpu] [--threads N]\n"
    "         [--retry-failed] [--skip-preflight] [--accept-new-host-keys]\n"
    "      run the ablation's runs on the machines whose slice fits, one run per machine at a\n"
    "      time; finished runs are skipped and running ones watched, so launching again after\n"
    "      an interruption resumes; --retry-failed also reruns failed and stopped runs.\n"
    "      --device cpu runs the project's CPU smoke mode (on any machine: the slice is not\n"
    "      used), --threads N its torch threads per run. Waits until no run is left;\n"
    "      exit 0 when every run finished.\n"
    "  status FILE [--json]\n"
    "      each run's state (from runs/<run_id>/run.json; \"not-launched\" when absent), machine,\n"
    "      last step, the ablation's metric so far and the run's name\n"
    "  report FILE --out REPORT.md [--csv TABLE.csv]\n"
    "      Markdown report: per cell mean, std and 95% CI over seeds and the delta to the\n"
    "      baseline; per run its final metric (the last value in its metrics files).\n"
    "      --csv also writes the per-cell table as CSV.\n\n"
    "Runs are looked up in the workspace the ablation file belongs to (the folder above\n"
    "ablations/), else in --workspace.\n");

// Once per command: a range whose reading changed (AblationSpec::rangeWarnings).
void warnAbout(CliContext &context, const LoadedAblation &loaded)
{
    for (const QString &warning : loaded.warnings)
        context.err << AblateCommand::tr("warning: ") << warning << Qt::endl;
}

// What the GUI calls each run of the ablation, by run id, launched or not: RunDisplayName among
// the ablation's runs (the experiment, the values that set its cell apart, the seed).
QHash<QString, QString> runNames(const LoadedAblation &loaded)
{
    const AblationExpansion &expansion = loaded.expansion;
    std::vector<RunDisplayName::Subject> subjects;
    for (const AblationRun &run : expansion.runs()) {
        const AblationCell &cell = expansion.cellOf(run);
        QString experiment = loaded.spec.name();
        if (const Json *name = cell.config.is_object() ? findPath(cell.config, "name") : nullptr; name && name->is_string())
            experiment = toQString(name->get<std::string>());
        subjects.push_back({run.runId, experiment, cell.config, run.seed, {}});
    }
    const QStringList names = RunDisplayName::names(subjects);
    QHash<QString, QString> byId;
    for (qsizetype i = 0; i < names.size(); ++i)
        byId.insert(subjects[std::size_t(i)].id, names[i]);
    return byId;
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
    // The file's step time, else the one the experiment's finished runs measured.
    const auto configured = loaded.spec.stepTimeSeconds();
    return CostEstimate::compute(loaded.expansion, loaded.stepSeconds(),
                                 configured ? AblateCommand::tr("configured in the ablation file (estimate.step_time_s)")
                                            : loaded.measuredStepSource);
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
            return context.error(AblateCommand::tr("unexpected argument %1; see `tpuwb ablate --help`.").arg(arg), Usage);
        else
            file = arg;
    }
    if (file.isEmpty())
        return context.error(AblateCommand::tr("ablate expand needs an ablation file: tpuwb ablate expand FILE"), Usage);
    auto loaded = LoadedAblation::load(file);
    if (!loaded)
        return context.error(loaded.error().message);
    warnAbout(context, *loaded);
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
            context.out << u'\t' << AblateCommand::tr("(baseline)");
        context.out << u'\n';
    }
    context.out.flush();
    context.err << AblateCommand::tr("%1: %2, %3 cells x %4 seeds = %5 runs")
                       .arg(loaded->spec.name(), AblationSpec::modeName(loaded->spec.mode()))
                       .arg(expansion.cells().size())
                       .arg(expansion.seeds().size())
                       .arg(expansion.runs().size())
                << u'\n'
                << AblateCommand::tr("cost: %1").arg(estimate.describe()) << u'\n';
    for (const QString &note : expansion.notes())
        context.err << AblateCommand::tr("note: %1").arg(note) << u'\n';
    context.err.flush();
    return Ok;
}

// The runs folder: the ablation's own workspace when the file sits in one, else --workspace.
QString runsDirFor(const CliContext &context, const LoadedAblation &loaded)
{
    const QString own = Workspace(loaded.workspaceRoot()).runsDir();
    if (QFileInfo(loaded.file).absoluteDir().dirName() == u"ablations"_s)
        return own;
    return Workspace(context.workspaceDir).runsDir();
}

struct FileArguments
{
    QString file;
    bool json = false;
    QString out;
    QString csv;
};

// FILE plus the options a command allows; `error` is set on a usage error.
std::optional<FileArguments> parseFileArguments(CliContext &context, QStringList args, const QString &command,
                                                bool allowJson, bool allowOut, int *exitCode)
{
    FileArguments parsed;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        const auto value = [&](QString &target) {
            if (args.isEmpty())
                return false;
            target = args.takeFirst();
            return true;
        };
        if (allowJson && arg == u"--json"_s) {
            parsed.json = true;
        } else if (allowOut && arg == u"--out"_s) {
            if (!value(parsed.out)) {
                *exitCode = context.error(AblateCommand::tr("--out needs a file name."), Usage);
                return std::nullopt;
            }
        } else if (allowOut && arg == u"--csv"_s) {
            if (!value(parsed.csv)) {
                *exitCode = context.error(AblateCommand::tr("--csv needs a file name."), Usage);
                return std::nullopt;
            }
        } else if (arg.startsWith(u"--"_s) || !parsed.file.isEmpty()) {
            *exitCode = context.error(AblateCommand::tr("unexpected argument %1; see `tpuwb ablate --help`.").arg(arg), Usage);
            return std::nullopt;
        } else {
            parsed.file = arg;
        }
    }
    if (parsed.file.isEmpty()) {
        *exitCode = context.error(AblateCommand::tr("ablate %1 needs an ablation file; see `tpuwb ablate --help`.").arg(command), Usage);
        return std::nullopt;
    }
    return parsed;
}

int runLaunch(CliContext &context, QStringList args)
{
    QString file;
    AblationLauncher::Options options;
    bool acceptNew = false;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        const auto value = [&](QString *target) {
            if (args.isEmpty())
                return false;
            *target = args.takeFirst();
            return true;
        };
        QString text;
        if (arg == u"--machines"_s && value(&text)) {
            options.machines = text.split(u',', Qt::SkipEmptyParts);
        } else if (arg == u"--max-parallel"_s && value(&text)) {
            bool ok = false;
            options.maxParallel = text.toInt(&ok);
            if (!ok || options.maxParallel < 1)
                return context.error(AblateCommand::tr("--max-parallel needs a number of 1 or more."), Usage);
        } else if (arg == u"--device"_s && value(&text)) {
            if (text != u"cpu"_s && text != u"tpu"_s)
                return context.error(AblateCommand::tr("--device is tpu or cpu."), Usage);
            options.device = text;
        } else if (arg == u"--threads"_s && value(&text)) {
            bool ok = false;
            const int threads = text.toInt(&ok);
            if (!ok || threads < 1)
                return context.error(AblateCommand::tr("--threads needs a number of 1 or more."), Usage);
            options.extraArguments << u"--threads"_s << QString::number(threads);
        } else if (arg == u"--retry-failed"_s) {
            options.retryFailed = true;
        } else if (arg == u"--skip-preflight"_s) {
            options.skipPreflight = true;
        } else if (arg == u"--accept-new-host-keys"_s) {
            acceptNew = true;
        } else if (arg.startsWith(u"--"_s) || !file.isEmpty()) {
            return context.error(AblateCommand::tr("unexpected argument %1; see `tpuwb ablate --help`.").arg(arg), Usage);
        } else {
            file = arg;
        }
    }
    if (file.isEmpty())
        return context.error(AblateCommand::tr("ablate launch needs an ablation file; see `tpuwb ablate --help`."), Usage);
    auto loaded = LoadedAblation::load(file);
    if (!loaded)
        return context.error(loaded.error().message);
    warnAbout(context, *loaded);
    options.access = machineAccess(context, acceptNew);
    options.runsDir = runsDirFor(context, *loaded);

    AblationLauncher launcher(*loaded, options);
    QEventLoop loop;
    int code = Ok;
    QObject::connect(&launcher, &AblationLauncher::message, &loop, [&](const QString &text) {
        context.err << text << Qt::endl;
    });
    QObject::connect(&launcher, &AblationLauncher::failedToStart, &loop, [&](const QString &error) {
        code = context.error(error);
        loop.quit();
    });
    QObject::connect(&launcher, &AblationLauncher::finished, &loop, [&](bool allFinished) {
        code = allFinished ? Ok : Failure;
        loop.quit();
    });
    launcher.start();
    loop.exec();
    const QHash<QString, QString> names = runNames(*loaded);
    for (const AblationRunStatus &status : launcher.statuses())
        context.out << status.runId << u'\t' << status.stateName(u"not-launched"_s) << u'\t'
                    << (status.machine.isEmpty() ? u"-"_s : status.machine) << u'\t'
                    << names.value(status.runId, status.runId) << u'\n';
    context.out.flush();
    return code;
}

int runStatus(CliContext &context, const QStringList &args)
{
    int code = Ok;
    const auto parsed = parseFileArguments(context, args, u"status"_s, true, false, &code);
    if (!parsed)
        return code;
    auto loaded = LoadedAblation::load(parsed->file);
    if (!loaded)
        return context.error(loaded.error().message);
    warnAbout(context, *loaded);
    const AblationResults results = AblationResults::read(*loaded, runsDirFor(context, *loaded));
    const QString metric = loaded->spec.metric().name;
    const QHash<QString, QString> names = runNames(*loaded);
    if (parsed->json) {
        Json runs = Json::array();
        for (const AblationRunStatus &status : results.statuses())
            runs.push_back({{"run_id", toStd(status.runId)},
                            {"name", toStd(names.value(status.runId, status.runId))},
                            {"state", toStd(status.stateName(u"not-launched"_s))},
                            {"machine", toStd(status.machine)},
                            {"last_step", status.lastStep},
                            {"value", status.hasValue && std::isfinite(status.value) ? Json(status.value) : Json()}});
        Json document = {{"ablation", toStd(loaded->spec.name())}, {"metric", toStd(metric)}, {"runs", runs}};
        context.out << toQString(document.dump(2)) << u'\n';
        context.out.flush();
        return Ok;
    }
    for (const AblationRunStatus &status : results.statuses()) {
        context.out << status.runId << u'\t' << status.stateName(u"not-launched"_s) << u'\t'
                    << (status.machine.isEmpty() ? u"-"_s : status.machine) << u'\t' << status.lastStep << u'\t'
                    << (status.hasValue ? ResultTable::formatNumber(status.value) : u"-"_s) << u'\t'
                    << names.value(status.runId, status.runId) << u'\n';
    }
    context.out.flush();
    context.err << AblateCommand::tr("%1: %2 of %3 runs launched; %4 finished, %5 failed, %6 running; metric %7")
                       .arg(loaded->spec.name())
                       .arg(results.launchedCount())
                       .arg(results.statuses().size())
                       .arg(results.count(RunState::Finished))
                       .arg(results.count(RunState::Failed))
                       .arg(results.count(RunState::Running))
                       .arg(metric)
                << Qt::endl;
    return Ok;
}

int runReport(CliContext &context, const QStringList &args)
{
    int code = Ok;
    const auto parsed = parseFileArguments(context, args, u"report"_s, false, true, &code);
    if (!parsed)
        return code;
    if (parsed->out.isEmpty())
        return context.error(AblateCommand::tr("ablate report needs --out REPORT.md."), Usage);
    auto loaded = LoadedAblation::load(parsed->file);
    if (!loaded)
        return context.error(loaded.error().message);
    warnAbout(context, *loaded);
    const AblationResults results = AblationResults::read(*loaded, runsDirFor(context, *loaded));
    AblationReport report;
    report.title = AblateCommand::tr("Ablation %1").arg(loaded->spec.name());
    report.facts << AblateCommand::tr("Ablation file: `%1`").arg(loaded->file) << AblateCommand::tr("Base experiment: `%1`").arg(loaded->basePath)
                 << AblateCommand::tr("Mode: %1, %2 cells x %3 seeds = %4 runs (%5 launched, %6 finished)")
                        .arg(AblationSpec::modeName(loaded->spec.mode()))
                        .arg(loaded->expansion.cells().size())
                        .arg(loaded->expansion.seeds().size())
                        .arg(loaded->expansion.runs().size())
                        .arg(results.launchedCount())
                        .arg(results.count(RunState::Finished));
    report.table = results.table();
    report.runs = results.runs();
    report.notes = loaded->expansion.notes();
    // A kernel A/B (tpuwb kernel use --ab): whether the losses agree and what a step costs.
    std::vector<KernelAbComparison::Run> abRuns;
    const QString runsDir = runsDirFor(context, *loaded);
    for (const ResultTable::Run &run : results.runs())
        abRuns.push_back({run.runId, RunFolder::in(runsDir, run.runId).dir(), run.config, run.seed});
    if (const auto ab = KernelAbComparison::from(abRuns, results.store()))
        report.notes.prepend(ab->text());
    if (auto written = writeFileAtomically(parsed->out, report.toMarkdown().toUtf8()); !written)
        return context.error(written.error().message);
    if (!parsed->csv.isEmpty())
        if (auto written = writeFileAtomically(parsed->csv, results.table().cellsCsv().toUtf8()); !written)
            return context.error(written.error().message);
    context.err << AblateCommand::tr("wrote %1").arg(parsed->out) << (parsed->csv.isEmpty() ? QString() : u" and "_s + parsed->csv)
                << Qt::endl;
    return Ok;
}

} // namespace

int runAblateCommand(CliContext &context, const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        printUsage(args.isEmpty() ? context.err : context.out, AblateCommand::tr(kUsage));
        return args.isEmpty() ? Usage : Ok;
    }
    const QString command = args.takeFirst();
    if (command == u"expand"_s)
        return runExpand(context, args);
    if (command == u"launch"_s)
        return runLaunch(context, args);
    if (command == u"status"_s)
        return runStatus(context, args);
    if (command == u"report"_s)
        return runReport(context, args);
    return context.error(AblateCommand::tr("unknown ablate command `%1`; see `tpuwb ablate --help`.").arg(command), Usage);
}

TWB_CLI_COMMAND_GROUP("ablate", "ablation matrices: expand, launch across machines, status, report", runAblateCommand);

} // namespace twb::cli
