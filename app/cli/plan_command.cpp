// `tpuwb plan new`: a study from a research idea (docs/formats.md, plan.md): the base
// experiment, its ablation matrix and plan.md with a budget from a measured step time.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/ablation/seed_spread.h"
#include "core/catalog/accelerator_type.h"
#include "core/services/run_service.h"
#include "core/services/step_time_probe.h"
#include "core/services/study_builder.h"
#include "core/services/study_creation.h"
#include "core/util/python_interpreter.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct PlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)
};

// `tpuwb plan --help`.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "PlanCommand",
    "Usage: tpuwb plan new --name N --idea TEXT --hypothesis TEXT --vary PATH=V1,V2 [--vary ...]\n"
    "                      --metric METRIC [--seeds 3] [--model decoder|moe|encoder_decoder] [--accelerator TYPE]\n"
    "                      [--strategy S] [--set key=value ...] [--machine M ...] [--parallel N]\n"
    "                      [--measure | --no-measure] [--steps 8] [--device cpu|tpu] [--threads N]\n"
    "                      [--force]\n\n"
    "Writes a study: the base experiment (experiments/N/, as `tpuwb scaffold`), the ablation over\n"
    "it (ablations/N.json, grid of the --vary values x seeds 0..S-1) and experiments/N/plan.md\n"
    "with the compute budget, the significance the seeds give and the timeline.\n"
    "  --vary      an experiment field and its values, e.g. --vary train.lr=1e-4,3e-4,1e-3\n"
    "  --metric    what the study is judged by: loss, eval/loss (eval_loss), eval/perplexity, ...\n"
    "  --machine   the machines that run the study (the timeline runs one run per machine at a\n"
    "              time); the first measures the step time with a short run (--device: cpu on a\n"
    "              local machine, else tpu) unless --no-measure\n"
    "  --measure   without --machine: a CPU smoke run of --steps steps on this computer; its\n"
    "              step time is scaled to the slice and labelled as a CPU figure\n"
    "  --force     overwrite a project or ablation file of the same name\n");

int runNew(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption name(u"name"_s, PlanCommand::tr("the study's name (experiment and ablation)"), u"N"_s);
    const QCommandLineOption idea(u"idea"_s, PlanCommand::tr("the research idea, in a sentence"), u"TEXT"_s);
    const QCommandLineOption hypothesis(u"hypothesis"_s, PlanCommand::tr("what the study tests"), u"TEXT"_s);
    const QCommandLineOption vary(u"vary"_s, PlanCommand::tr("a field and its values: PATH=V1,V2 (repeatable)"), u"PATH=V1,V2"_s);
    const QCommandLineOption metric(u"metric"_s, PlanCommand::tr("the metric the study is judged by"), u"METRIC"_s);
    const QCommandLineOption seeds(u"seeds"_s, PlanCommand::tr("seeds per cell (default 3)"), u"N"_s, u"3"_s);
    const QCommandLineOption model(u"model"_s, PlanCommand::tr("decoder, moe or encoder_decoder (default decoder)"), u"KIND"_s, u"decoder"_s);
    const QCommandLineOption accelerator(u"accelerator"_s, PlanCommand::tr("the slice (default: the machine's, else v5litepod-8)"),
                                         u"TYPE"_s);
    const QCommandLineOption strategy(u"strategy"_s, PlanCommand::tr("single, ddp, spmd or fsdpv2 (default fsdpv2)"), u"S"_s,
                                      u"fsdpv2"_s);
    const QCommandLineOption set(u"set"_s, PlanCommand::tr("an experiment field of the base, key=value (repeatable)"),
                                 u"key=value"_s);
    const QCommandLineOption machine(u"machine"_s, PlanCommand::tr("a machine that runs the study (repeatable)"), u"M"_s);
    const QCommandLineOption parallel(u"parallel"_s, PlanCommand::tr("runs at once for the timeline (default: the machines)"),
                                      u"N"_s, u"0"_s);
    const QCommandLineOption measure(u"measure"_s, PlanCommand::tr("measure the step time with a short run"));
    const QCommandLineOption noMeasure(u"no-measure"_s, PlanCommand::tr("do not measure (the budget stays unknown)"));
    const QCommandLineOption steps(u"steps"_s, PlanCommand::tr("steps of the measuring run (default 8; the first 2 are left out)"),
                                   u"N"_s, QString::number(StepTimeProbe::kDefaultSteps));
    const QCommandLineOption device(u"device"_s, PlanCommand::tr("the measuring run's device on a machine: cpu or tpu"),
                                    u"D"_s);
    const QCommandLineOption threads(u"threads"_s, PlanCommand::tr("torch threads of a CPU measuring run"), u"N"_s, u"0"_s);
    const QCommandLineOption acceptNew(u"accept-new"_s, PlanCommand::tr("accept and save unknown host keys"));
    const QCommandLineOption force(u"force"_s, PlanCommand::tr("overwrite a study of the same name"));
    parser.addOptions({name, idea, hypothesis, vary, metric, seeds, model, accelerator, strategy, set, machine, parallel,
                       measure, noMeasure, steps, device, threads, acceptNew, force});
    if (int code = parseSubcommand(parser, u"tpuwb plan new"_s, arguments, context, 0, 0); code >= 0)
        return code;

    for (const QCommandLineOption *required : {&name, &idea, &hypothesis, &vary, &metric})
        if (parser.value(*required).trimmed().isEmpty())
            return context.error(PlanCommand::tr("--%1 is required; see `tpuwb plan --help`.").arg(required->names().first()),
                                 Usage);
    const auto integer = [&](const QCommandLineOption &option, int minimum, int *out) {
        bool ok = false;
        *out = parser.value(option).toInt(&ok);
        return ok && *out >= minimum;
    };
    StudyRequest request;
    request.name = parser.value(name);
    request.idea = parser.value(idea);
    request.hypothesis = parser.value(hypothesis);
    request.variables = parser.values(vary);
    request.metric = parser.value(metric);
    request.machines = parser.values(machine);
    if (!integer(seeds, 1, &request.seeds))
        return context.error(PlanCommand::tr("--seeds takes a whole number of 1 or more, not %1.").arg(parser.value(seeds)), Usage);
    if (!integer(parallel, 0, &request.parallel))
        return context.error(PlanCommand::tr("--parallel takes a whole number, not %1.").arg(parser.value(parallel)), Usage);
    int measureSteps = 0;
    if (!integer(steps, StepTimeProbe::kWarmupSteps + 1, &measureSteps))
        return context.error(PlanCommand::tr("--steps takes a whole number above %1 (the warm-up steps left out), not %2.")
                                 .arg(StepTimeProbe::kWarmupSteps)
                                 .arg(parser.value(steps)),
                             Usage);
    int torchThreads = 0;
    if (!integer(threads, 0, &torchThreads))
        return context.error(PlanCommand::tr("--threads takes a whole number, not %1.").arg(parser.value(threads)), Usage);
    if (parser.isSet(measure) && parser.isSet(noMeasure))
        return context.error(PlanCommand::tr("--measure and --no-measure exclude each other."), Usage);
    if (parser.isSet(device) && parser.value(device) != u"cpu"_s && parser.value(device) != u"tpu"_s)
        return context.error(PlanCommand::tr("--device is cpu or tpu, not %1.").arg(parser.value(device)), Usage);
    if (auto checked = StudyPlan::resolveMetric(request.metric); !checked)
        return context.error(PlanCommand::tr("--metric: %1").arg(checked.error().message), Usage);
    for (const QString &text : parser.values(set)) {
        const qsizetype eq = text.indexOf(u'=');
        if (eq <= 0)
            return context.error(PlanCommand::tr("--set needs key=value (e.g. train.max_steps=500), not \"%1\".").arg(text), Usage);
        request.experiment.settings.append({text.left(eq).trimmed(), text.mid(eq + 1)});
    }

    std::unique_ptr<RunService> service;
    std::optional<MachineEntry> measuringMachine;
    if (!request.machines.isEmpty()) {
        service = std::make_unique<RunService>(machineAccess(context, parser.isSet(acceptNew)),
                                               Workspace(context.workspaceDir).runsDir());
        for (const QString &m : request.machines) {
            auto entry = service->machineAccess().machine(m);
            if (!entry)
                return context.error(PlanCommand::tr("--machine %1: %2").arg(m, entry.error().message));
            if (!measuringMachine)
                measuringMachine = *entry;
        }
    }
    request.experiment.modelKind = parser.value(model);
    request.experiment.strategy = parser.value(strategy);
    if (parser.isSet(accelerator))
        request.experiment.acceleratorType = parser.value(accelerator);
    else if (measuringMachine && AcceleratorType::parse(measuringMachine->acceleratorType()))
        request.experiment.acceleratorType = measuringMachine->acceleratorType();

    auto draft = StudyBuilder::prepare(context.workspaceDir, request);
    if (!draft) {
        const Error &e = draft.error();
        if (request.variables.contains(e.where))
            return context.error(PlanCommand::tr("--vary %1: %2").arg(e.where, e.message), Usage);
        if (e.where == u"name"_s || e.where == u"seeds"_s)
            return context.error(u"--%1: %2"_s.arg(e.where, e.message), Usage);
        return context.error(e.message, Usage);
    }
    const bool wantMeasure = parser.isSet(measure) || (measuringMachine && !parser.isSet(noMeasure));
    StudyCreation::Options options;
    options.measure = wantMeasure;
    options.machine = measuringMachine ? measuringMachine->name() : QString();
    options.device = parser.value(device);
    options.steps = measureSteps;
    options.torchThreads = torchThreads;
    options.overwrite = parser.isSet(force);
    options.notAsked = PlanCommand::tr("no measuring run was asked for (--measure, or --machine M)");
    const auto progress = [&context](const QString &message) { context.err << message << Qt::endl; };
    const auto written = [&context](const StudyDraft &files) {
        context.out << PlanCommand::tr("wrote %1 and %2\n")
                           .arg(QDir::toNativeSeparators(files.experimentDir), QDir::toNativeSeparators(files.ablationFile));
        context.out.flush();
    };
    auto created = StudyCreation::run(*draft, request, service.get(), options, progress, {}, written);
    if (!created)
        return context.error(created.error().message);
    // The plan is written either way, with the reason instead of a budget.
    if (wantMeasure && !created->measured)
        context.err << u"tpuwb: "_s << created->notMeasured << Qt::endl;
    const StudyPlan &plan = created->plan;
    context.out << PlanCommand::tr("step time: %1\n").arg(plan.stepTimeLabel());
    context.out << PlanCommand::tr("budget: %1\n").arg(plan.cost().describe());
    context.out << PlanCommand::tr("wrote %1\n").arg(QDir::toNativeSeparators(draft->planFile));
    context.out.flush();
    return wantMeasure && !created->measured ? Failure : Ok;
}

int runPlanCommand(CliContext &context, const QStringList &arguments)
{
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        printUsage(arguments.isEmpty() ? context.err : context.out, PlanCommand::tr(kUsage));
        return arguments.isEmpty() ? Usage : Ok;
    }
    if (arguments.first() == u"new"_s)
        return runNew(context, arguments.mid(1));
    return context.error(PlanCommand::tr("unknown subcommand `%1`; see `tpuwb plan --help`.").arg(arguments.first()), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("plan", "a study from a research idea: experiment, ablation and plan.md with a measured budget",
                      runPlanCommand);

} // namespace twb::cli
