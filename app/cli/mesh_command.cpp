// `tpuwb mesh ...`: the mesh designer on the command line (docs/mesh.md).
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/fit_advisor.h"
#include "core/mesh/memory_estimator.h"
#include "core/mesh/mesh_check.h"
#include "core/mesh/mesh_code_generator.h"
#include "core/mesh/mesh_presets.h"
#include "core/mesh/sharding_plan.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <optional>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct MeshCommand
{
    Q_DECLARE_TR_FUNCTIONS(MeshCommand)
};

// `tpuwb mesh --help`.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "MeshCommand",
    "Usage: tpuwb mesh COMMAND [OPTIONS]\n\n"
    "Commands:\n"
    "  validate   check the mesh against its slice, strategy (and model); exit 1 if invalid\n"
    "  map        every device: id, worker, host, chip coordinates, logical coordinates\n"
    "  estimate   HBM per device for a model (needs --model); exit 1 if it does not fit\n"
    "  codegen    torch_xla or JAX code for the mesh (needs --framework)\n"
    "  plan EXPERIMENT_DIR  every parameter of the generated project with the partition spec\n"
    "             its run applies (the run's `sharding` event), without running anything\n\n"
    "Options:\n"
    "  --accelerator TYPE         v3-8, v4-16, v5litepod-16, v6e-256, ...\n"
    "  --axes NAME=SIZE[:dcn],... mesh axes, outermost first (default: the strategy's preset)\n"
    "  --slices N                 slices joined over DCN (default 1)\n"
    "  --strategy NAME            data, fsdpv2, data_model, fsdp_tensor, expert_data, custom\n"
    "  --model MODEL.json         an experiment.json (or its folder) or a model object; an experiment's tpu block\n"
    "                             fills --accelerator, --strategy, --axes and --specs when absent\n"
    "  --specs SPECS.json         partition-spec overrides {\"input\": [...], \"tensors\": {...}}\n"
    "  --framework torch_xla|jax  codegen: the framework\n"
    "  --output FILE              codegen: write FILE instead of printing\n"
    "  --device cpu               estimate: the CPU smoke test (one device, float32), whose run\n"
    "                             measures the same *_bytes (its memory_measured event)\n"
    "  --json                     validate, map, estimate, plan: JSON output\n");

struct Options
{
    QString accelerator;
    QString axes;
    QString slices;
    QString strategy;
    QString modelPath;
    QString specsPath;
    QString framework;
    QString output;
    QString device;
    bool json = false;
};

// Everything a mesh command works on, read and checked from the options.
struct Inputs
{
    std::optional<MeshSpec> mesh;
    std::optional<ModelConfig> model;
    PartitionPlan plan;
};

std::optional<int> parseOptions(CliContext &context, QStringList args, Options &options)
{
    const QHash<QString, QString Options::*> valued{
        {u"--accelerator"_s, &Options::accelerator}, {u"--axes"_s, &Options::axes},
        {u"--slices"_s, &Options::slices},           {u"--strategy"_s, &Options::strategy},
        {u"--model"_s, &Options::modelPath},         {u"--specs"_s, &Options::specsPath},
        {u"--framework"_s, &Options::framework},     {u"--output"_s, &Options::output},
        {u"--device"_s, &Options::device}};
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--json"_s) {
            options.json = true;
        } else if (valued.contains(arg)) {
            if (args.isEmpty())
                return context.error(MeshCommand::tr("%1 needs a value; see `tpuwb mesh --help`.").arg(arg), Usage);
            options.*valued.value(arg) = args.takeFirst();
        } else {
            return context.error(MeshCommand::tr("unexpected argument %1; see `tpuwb mesh --help`.").arg(arg), Usage);
        }
    }
    if (!options.device.isEmpty() && options.device != u"cpu"_s && options.device != u"tpu"_s)
        return context.error(MeshCommand::tr("--device must be cpu or tpu, not \"%1\".").arg(options.device), Usage);
    return std::nullopt;
}

// An experiment's folder stands for its experiment.json.
QString experimentFile(const QString &path)
{
    return QFileInfo(path).isDir() ? path + u"/experiment.json"_s : path;
}

// Builds the mesh, model and specs; on failure prints the reason and returns the exit code.
std::optional<int> readInputs(CliContext &context, const Options &options, Inputs &inputs)
{
    // The model file is read as the mesh designer reads an experiment (one loader for both).
    std::optional<ExperimentMeshFile::Contents> experiment;
    if (!options.modelPath.isEmpty()) {
        auto contents = ExperimentMeshFile::loadModel(experimentFile(options.modelPath));
        if (!contents)
            return context.error(contents.error().message);
        inputs.model = contents->model;
        experiment = std::move(*contents);
    }

    // Flags win; an experiment's tpu block fills what they leave out.
    const std::optional<MeshSpec> fromExperiment = experiment ? experiment->mesh : std::nullopt;

    std::optional<AcceleratorType> accelerator;
    if (!options.accelerator.isEmpty()) {
        auto parsed = AcceleratorType::parse(options.accelerator);
        if (!parsed)
            return context.error(u"--accelerator: "_s + parsed.error().message, Usage);
        accelerator = *parsed;
    } else if (fromExperiment) {
        accelerator = fromExperiment->accelerator();
    } else if (options.device == u"cpu"_s) {
        accelerator = *AcceleratorType::parse(u"v5litepod-1"_s); // the CPU estimate uses no slice figure
    } else {
        return context.error(MeshCommand::tr("give the slice with --accelerator TYPE, for example --accelerator v5litepod-16."), Usage);
    }
    const bool sameSliceAsExperiment = fromExperiment && fromExperiment->accelerator() == *accelerator;

    int slices = sameSliceAsExperiment ? fromExperiment->slices() : 1;
    if (!options.slices.isEmpty()) {
        bool ok = false;
        slices = options.slices.toInt(&ok);
        if (!ok || slices < 1 || slices > 4096)
            return context.error(MeshCommand::tr("--slices must be a whole number from 1 to 4096, not \"%1\".").arg(options.slices), Usage);
    }

    MeshStrategy strategy = fromExperiment ? fromExperiment->strategy() : MeshStrategy::Custom;
    if (!options.strategy.isEmpty()) {
        const auto parsed = strategyFromName(options.strategy);
        if (!parsed)
            return context.error(MeshCommand::tr("--strategy: unknown strategy \"%1\"; known: %2.").arg(options.strategy, knownStrategiesText()),
                                 Usage);
        strategy = *parsed;
    }

    QList<MeshAxis> axes;
    if (!options.axes.isEmpty()) {
        auto parsed = MeshSpec::parseAxes(options.axes);
        if (!parsed)
            return context.error(parsed.error().message, Usage);
        axes = *parsed;
    } else if (sameSliceAsExperiment && options.strategy.isEmpty() && options.slices.isEmpty()
               && !fromExperiment->axes().isEmpty()) {
        axes = fromExperiment->axes();
    } else if (!options.strategy.isEmpty() || fromExperiment) {
        axes = MeshPresets::axesFor(strategy, *accelerator, slices, inputs.model ? inputs.model->nExperts : 0);
    } else if (options.device == u"cpu"_s) {
        // The CPU estimate is for one device: no axes.
    } else {
        return context.error(MeshCommand::tr("give the mesh with --axes NAME=SIZE,... (for example --axes data=%1) or pick a preset "
                                "with --strategy.")
                                 .arg(accelerator->devices()),
                             Usage);
    }
    inputs.mesh = MeshSpec(*accelerator, slices, axes, strategy);

    if (!options.specsPath.isEmpty()) {
        auto document = readJsonFile(options.specsPath);
        if (!document)
            return context.error(document.error().message);
        // Either a specs object or an experiment.json holding tpu.mesh.partition_specs.
        const Json *specs = &*document;
        if (document->contains("tpu"))
            specs = &(*document)["tpu"]["mesh"]["partition_specs"];
        auto plan = PartitionPlan::fromJson(*specs, options.specsPath);
        if (!plan)
            return context.error(plan.error().message);
        inputs.plan = *plan;
    } else if (experiment) {
        inputs.plan = experiment->plan;
    }
    return std::nullopt;
}

// The same check the mesh designer runs on every edit.
MeshCheck check(const Inputs &inputs)
{
    return MeshCheck::run(*inputs.mesh, inputs.plan, inputs.model ? &*inputs.model : nullptr);
}

Json issuesJson(const MeshIssues &issues)
{
    Json list = Json::array();
    for (const auto &issue : issues)
        list.push_back({{"severity", issue.isError() ? "error" : "warning"},
                        {"where", toStd(issue.where)},
                        {"message", toStd(issue.message)}});
    return list;
}

// Prints the issues to stderr; true if any is an error.
bool reportIssues(CliContext &context, const MeshIssues &issues)
{
    for (const auto &issue : issues)
        context.err << (issue.isError() ? MeshCommand::tr("error") : MeshCommand::tr("warning")) << u": "_s << issue.where << u": "_s << issue.message
                    << u'\n';
    context.err.flush();
    return hasErrors(issues);
}

void printJson(CliContext &context, const Json &json)
{
    context.out << toQString(json.dump(2)) << u'\n';
    context.out.flush();
}

int runValidate(CliContext &context, const Inputs &inputs, const Options &options)
{
    const MeshIssues issues = check(inputs).issues();
    const bool valid = !hasErrors(issues);
    if (options.json) {
        printJson(context, {{"valid", valid},
                            {"accelerator", toStd(inputs.mesh->accelerator().summary())},
                            {"devices", inputs.mesh->totalDevices()},
                            {"tpu", inputs.mesh->toJson()},
                            {"issues", issuesJson(issues)}});
        return valid ? Ok : Failure;
    }
    context.out << inputs.mesh->accelerator().summary() << u'\n';
    context.out << MeshCommand::tr("mesh: %1 over %n slice(s), %2 devices", nullptr, inputs.mesh->slices())
                       .arg(inputs.mesh->axesText())
                       .arg(inputs.mesh->totalDevices())
                << u'\n';
    context.out.flush();
    if (reportIssues(context, issues))
        return Failure;
    context.out << MeshCommand::tr("valid") << u'\n';
    context.out.flush();
    return Ok;
}

int runMap(CliContext &context, const Inputs &inputs, const Options &options)
{
    // The map is of the mesh alone: neither the model nor the specs change where devices sit.
    const MeshCheck meshOnly = MeshCheck::run(*inputs.mesh, {}, nullptr);
    if (reportIssues(context, meshOnly.meshIssues()))
        return Failure;
    const auto &map = meshOnly.deviceMap();
    if (!map)
        return context.error(meshOnly.deviceMapError());
    QList<const DevicePlacement *> byId;
    for (const auto &device : map->devices())
        byId << &device;
    std::sort(byId.begin(), byId.end(), [](auto *a, auto *b) { return a->deviceId < b->deviceId; });
    const QStringList names = inputs.mesh->axisNames();
    auto coords = [](const QList<int> &values) {
        QStringList parts;
        for (int v : values)
            parts << QString::number(v);
        return parts;
    };
    if (options.json) {
        Json devices = Json::array();
        for (const auto *d : byId) {
            Json logical = Json::object();
            for (qsizetype i = 0; i < names.size(); ++i)
                logical[toStd(names[i])] = d->logical[i];
            devices.push_back({{"device", d->deviceId}, {"slice", d->slice}, {"worker", d->worker}, {"host", d->host},
                               {"chip", Json(std::vector<int>(d->chip.begin(), d->chip.end()))}, {"core", d->core}, {"logical", logical}});
        }
        Json axes = Json::array();
        for (const auto &a : map->axes())
            axes.push_back({{"name", toStd(a.name)}, {"size", a.size}, {"kind", toStd(axisKindName(a.kind))},
                            {"physical", toStd(a.physical)}, {"crosses_hosts", a.crossesHosts},
                            {"crosses_slices", a.crossesSlices}});
        printJson(context, {{"accelerator", toStd(inputs.mesh->accelerator().name())},
                            {"topology", toStd(inputs.mesh->accelerator().topology().toString())},
                            {"axes", axes},
                            {"devices", devices}});
        return Ok;
    }
    context.out << MeshCommand::tr("%1, chips %2, mesh %3").arg(inputs.mesh->accelerator().name(),
                                                   inputs.mesh->accelerator().topology().toString(), inputs.mesh->axesText())
                << u"\n\n"_s;
    QString header = u"%1 %2 %3 %4 %5 %6"_s.arg(MeshCommand::tr("device"), 6).arg(MeshCommand::tr("slice"), 5).arg(MeshCommand::tr("worker"), 6).arg(MeshCommand::tr("host"), 4)
                         .arg(MeshCommand::tr("chip"), -10).arg(MeshCommand::tr("core"), 4);
    for (const auto &name : names)
        header += u' ' + name.rightJustified(std::max<int>(3, int(name.size())));
    context.out << header << u'\n';
    for (const auto *d : byId) {
        QString line = u"%1 %2 %3 %4 %5 %6"_s.arg(d->deviceId, 6).arg(d->slice, 5).arg(d->worker, 6).arg(d->host, 4)
                           .arg(u'(' + coords(d->chip).join(u',') + u')', -10)
                           .arg(d->core, 4);
        for (qsizetype i = 0; i < names.size(); ++i)
            line += u' ' + QString::number(d->logical[i]).rightJustified(std::max<int>(3, int(names[i].size())));
        context.out << line << u'\n';
    }
    context.out << u'\n' << MeshCommand::tr("axes (outermost first):") << u'\n';
    for (const auto &a : map->axes())
        context.out << u"  "_s << a.name.leftJustified(12) << QString::number(a.size).rightJustified(5) << u"  "_s
                    << axisKindName(a.kind) << u"  "_s << a.physical.leftJustified(16)
                    << (a.crossesSlices ? MeshCommand::tr("crosses slices (DCN)") : a.crossesHosts ? MeshCommand::tr("crosses hosts") : MeshCommand::tr("within a host"))
                    << u'\n';
    context.out.flush();
    return Ok;
}

// The CPU smoke test's figures, named as its memory_measured event names them.
int runCpuEstimate(CliContext &context, const Inputs &inputs, const Options &options)
{
    const MemoryEstimate e = MemoryEstimator::estimateCpu(*inputs.model, inputs.mesh->accelerator());
    const double params = e.bytes(u"parameters"_s), grads = e.bytes(u"gradients"_s),
                 optimizer = e.bytes(u"optimizer"_s) + e.bytes(u"master"_s),
                 activations = e.bytes(u"activations"_s) + e.bytes(u"logits"_s);
    if (options.json) {
        printJson(context, {{"device", "cpu"}, {"remat", inputs.model->remat}, {"parameters", e.parameterCount},
                            {"params_bytes", params}, {"grads_bytes", grads}, {"optimizer_bytes", optimizer},
                            {"activations_bytes", activations}, {"recompute_bytes", e.bytes(u"recompute"_s)},
                            {"total_bytes", e.totalBytes}});
        return Ok;
    }
    context.out << MeshCommand::tr("CPU smoke test (one device, float32%1): %2 parameters")
                       .arg(inputs.model->remat ? MeshCommand::tr(", remat") : QString())
                       .arg(e.parameterCount)
                << u'\n';
    const QList<std::pair<QString, double>> rows{{MeshCommand::tr("parameters"), params},
                                                 {MeshCommand::tr("gradients"), grads},
                                                 {MeshCommand::tr("optimizer state"), optimizer},
                                                 {MeshCommand::tr("activations"), activations}};
    for (const auto &[label, bytes] : rows)
        context.out << u"  "_s << label.leftJustified(20) << formatBytes(bytes).rightJustified(12) << u'\n';
    context.out.flush();
    return Ok;
}

int runEstimate(CliContext &context, const Inputs &inputs, const Options &options)
{
    if (!inputs.model)
        return context.error(MeshCommand::tr("estimate needs --model MODEL.json (an experiment.json or a model object)."), Usage);
    if (options.device == u"cpu"_s)
        return runCpuEstimate(context, inputs, options);
    const MeshCheck checked = check(inputs);
    const MeshIssues &issues = checked.issues();
    if (!checked.estimate()) { // only when something is wrong
        reportIssues(context, issues);
        return Failure;
    }
    const MemoryEstimate &e = *checked.estimate();
    const FitAdvice advice = FitAdvisor::advise(*inputs.mesh, *inputs.model, inputs.plan);
    if (options.json) {
        Json contributors = Json::object();
        for (const auto &c : e.contributors)
            contributors[toStd(c.key)] = c.bytes;
        Json biggest = Json::array();
        for (const auto &c : e.biggest)
            biggest.push_back(toStd(c.key));
        Json suggestions = Json::array(), notes = Json::array();
        for (const auto &s : advice.proposalLines())
            suggestions.push_back(toStd(s));
        for (const auto &n : e.notes)
            notes.push_back(toStd(n));
        printJson(context, {{"fits", e.fits}, {"total_bytes", e.totalBytes}, {"budget_bytes", e.budgetBytes},
                            {"hbm_bytes", e.hbmBytes}, {"hbm_is_nominal", e.hbmIsNominal},
                            {"reserve_bytes", e.reserveBytes}, {"per_device_batch", e.perDeviceBatch},
                            {"parameters", e.parameterCount}, {"bytes", contributors}, {"biggest", biggest},
                            {"suggestions", suggestions}, {"advice", advice.toJson()}, {"notes", notes},
                            {"issues", issuesJson(issues)}});
        return e.fits ? Ok : Failure;
    }
    reportIssues(context, issues); // warnings only here
    context.out << MeshCommand::tr("%1, mesh %2: %3 parameters, per-device batch %4")
                       .arg(inputs.mesh->accelerator().name(), inputs.mesh->axesText())
                       .arg(e.parameterCount)
                       .arg(e.perDeviceBatch)
                << u"\n\n"_s
                << MeshCommand::tr("per device:") << u'\n';
    for (const auto &c : e.contributors)
        context.out << u"  "_s << c.label.leftJustified(36) << formatBytes(c.bytes).rightJustified(12) << u'\n';
    context.out << u"  "_s << MeshCommand::tr("total").leftJustified(36) << formatBytes(e.totalBytes).rightJustified(12) << u'\n';
    context.out << u"  "_s << MeshCommand::tr("budget").leftJustified(36) << formatBytes(e.budgetBytes).rightJustified(12) << u"  "_s
                << MeshCommand::tr("(%1 HBM%2 - %3% reserve)")
                       .arg(formatBytes(e.hbmBytes), e.hbmIsNominal ? MeshCommand::tr(" nominal") : MeshCommand::tr(" usable"))
                       .arg(MemoryEstimator::kReserveFraction * 100)
                << u"\n\n"_s;
    context.out << MeshCommand::tr("verdict: %1").arg(e.verdictText()) << u'\n';
    QStringList biggest;
    for (const auto &c : e.biggest)
        biggest << c.label + u' ' + formatBytes(c.bytes);
    context.out << MeshCommand::tr("biggest: %1").arg(biggest.join(u", "_s)) << u'\n';
    for (const auto &line : advice.fits ? QStringList() : advice.causeLines())
        context.out << MeshCommand::tr("cause: %1").arg(line) << u'\n';
    for (const auto &line : advice.proposalLines())
        context.out << MeshCommand::tr("to fit: %1").arg(line) << u'\n';
    for (const auto &n : e.notes)
        context.out << MeshCommand::tr("note: %1").arg(n) << u'\n';
    context.out.flush();
    return e.fits ? Ok : Failure;
}

// `mesh plan EXPERIMENT_DIR [--json]`: the parameters of the generated project and their specs.
int runPlan(CliContext &context, QStringList args)
{
    const bool json = args.removeAll(u"--json"_s) > 0;
    if (args.size() != 1 || args.first().startsWith(u"--"_s))
        return context.error(MeshCommand::tr("plan needs one experiment folder (or its experiment.json): tpuwb mesh plan "
                                             "EXPERIMENT_DIR [--json]."),
                             Usage);
    const QString path = experimentFile(args.first());
    auto document = readJsonFile(path);
    if (!document)
        return context.error(document.error().message);
    auto plan = ShardingPlan::forExperiment(*document, path);
    if (!plan)
        return context.error(plan.error().message);
    if (json) {
        printJson(context, plan->toJson());
        return Ok;
    }
    context.out << MeshCommand::tr("strategy %1; device order %2")
                       .arg(plan->strategy(), toQString(plan->toJson()["device_ids"].dump()))
                << u'\n';
    for (const PlannedParameter &p : plan->parameters())
        context.out << p.name.leftJustified(32) << u' ' << p.spec.toText().leftJustified(20) << u' '
                    << (p.fromSpec ? MeshCommand::tr("spec (%1)").arg(p.tensor) : MeshCommand::tr("default")) << u'\n';
    context.out.flush();
    return Ok;
}

int runCodegen(CliContext &context, const Inputs &inputs, const Options &options)
{
    if (options.framework.isEmpty())
        return context.error(MeshCommand::tr("codegen needs --framework torch_xla or --framework jax."), Usage);
    const auto framework = MeshCodeGenerator::frameworkFromName(options.framework);
    if (!framework)
        return context.error(MeshCommand::tr("--framework must be torch_xla or jax, not \"%1\".").arg(options.framework), Usage);
    auto code = MeshCodeGenerator::generate(*framework, *inputs.mesh, inputs.plan, inputs.model ? &*inputs.model : nullptr,
                                            TemplateStore());
    if (!code)
        return context.error(code.error().message);
    if (options.output.isEmpty()) {
        context.out << *code;
        context.out.flush();
        return Ok;
    }
    if (auto written = writeFileAtomically(options.output, code->toUtf8()); !written)
        return context.error(written.error().message);
    context.err << MeshCommand::tr("wrote %1").arg(options.output) << Qt::endl;
    return Ok;
}

} // namespace

int runMeshCommand(CliContext &context, const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        printUsage(args.isEmpty() ? context.err : context.out, MeshCommand::tr(kUsage));
        return args.isEmpty() ? Usage : Ok;
    }
    const QString command = args.takeFirst();
    if (command == u"plan"_s) {
        if (args.contains(u"--help"_s) || args.contains(u"-h"_s)) {
            printUsage(context.out, MeshCommand::tr(kUsage));
            return Ok;
        }
        return runPlan(context, args);
    }
    using Runner = int (*)(CliContext &, const Inputs &, const Options &);
    static const QHash<QString, Runner> runners{{u"validate"_s, &runValidate}, {u"map"_s, &runMap},
                                                {u"estimate"_s, &runEstimate}, {u"codegen"_s, &runCodegen}};
    const Runner runner = runners.value(command);
    if (!runner)
        return context.error(MeshCommand::tr("unknown mesh command `%1`; see `tpuwb mesh --help`.").arg(command), Usage);
    if (args.contains(u"--help"_s) || args.contains(u"-h"_s)) {
        printUsage(context.out, MeshCommand::tr(kUsage));
        return Ok;
    }
    Options options;
    if (const auto exit = parseOptions(context, args, options))
        return *exit;
    Inputs inputs;
    if (const auto exit = readInputs(context, options, inputs))
        return *exit;
    return runner(context, inputs, options);
}

TWB_CLI_COMMAND_GROUP("mesh", "mesh designer: validate a device mesh, map it, estimate HBM, generate code", runMeshCommand);

} // namespace twb::cli
