// `tpuwb scaffold ...`: render a training project from templates/experiment (docs/scaffold.md).
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/experiment/experiment_factory.h"
#include "core/experiment/experiment_validator.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct ScaffoldCommand
{
    Q_DECLARE_TR_FUNCTIONS(ScaffoldCommand)
};

// `tpuwb scaffold --help`.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "ScaffoldCommand",
    "Usage: tpuwb scaffold --name N --model decoder|moe|encoder_decoder --accelerator TYPE\n"
    "                      --strategy single|ddp|spmd|fsdpv2 [--attention splash|flash|sdpa]\n"
    "                      [--set key=value ...] [--out DIR] [--dry-run] [--force]\n\n"
    "Renders a PyTorch/XLA training project (train.py, model.py, data.py, device.py, launch.sh,\n"
    "config.json, ...) into DIR (default <workspace>/experiments/N).\n"
    "  --attention   the attention kernel; default: splash under SPMD on v4 and newer, flash on v3+,\n"
    "                else sdpa (written into the experiment, never chosen at run time)\n"
    "  --set         any experiment field by dotted path, e.g. --set train.lr=0.001\n"
    "                --set model.moe.top_k=1 --set tpu.scan_layers=true (values are JSON, else text);\n"
    "                TPU execution options: tpu.compile_eval (evaluate through\n"
    "                torch.compile(backend=\"openxla\")), tpu.eager_debug (torch_xla eager mode),\n"
    "                tpu.assume_pure (default true: @assume_pure on the pure layers)\n"
    "  --dry-run     print what would change, with diffs, and write nothing\n"
    "  --force       overwrite files that exist with other content (otherwise refused)\n");

} // namespace

int runScaffoldCommand(CliContext &context, const QStringList &arguments)
{
    ExperimentRequest request;
    request.modelKind.clear();
    request.acceleratorType.clear();
    request.strategy.clear();
    QString outDir;
    bool dryRun = false;
    bool force = false;
    QStringList args = arguments;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--help"_s || arg == u"-h"_s) {
            printUsage(context.out, ScaffoldCommand::tr(kUsage));
            return Ok;
        }
        if (arg == u"--dry-run"_s) {
            dryRun = true;
            continue;
        }
        if (arg == u"--force"_s) {
            force = true;
            continue;
        }
        static const QStringList valued = {u"--name"_s, u"--model"_s, u"--accelerator"_s, u"--strategy"_s,
                                           u"--attention"_s, u"--set"_s, u"--out"_s};
        if (!valued.contains(arg))
            return context.error(ScaffoldCommand::tr("unknown argument %1; see `tpuwb scaffold --help`.").arg(arg), Usage);
        if (args.isEmpty())
            return context.error(ScaffoldCommand::tr("%1 needs a value.").arg(arg), Usage);
        const QString value = args.takeFirst();
        if (arg == u"--name"_s) {
            request.name = value;
        } else if (arg == u"--model"_s) {
            request.modelKind = value;
        } else if (arg == u"--accelerator"_s) {
            request.acceleratorType = value;
        } else if (arg == u"--strategy"_s) {
            request.strategy = value;
        } else if (arg == u"--attention"_s) {
            request.attentionKernel = value;
        } else if (arg == u"--out"_s) {
            outDir = value;
        } else {
            const qsizetype eq = value.indexOf(u'=');
            if (eq <= 0)
                return context.error(ScaffoldCommand::tr("--set needs key=value (e.g. train.lr=0.001), not \"%1\".").arg(value), Usage);
            request.settings.append({value.left(eq).trimmed(), value.mid(eq + 1)});
        }
    }
    for (const auto &[flag, given] : {std::pair{u"--name"_s, request.name}, std::pair{u"--model"_s, request.modelKind},
                                      std::pair{u"--accelerator"_s, request.acceleratorType},
                                      std::pair{u"--strategy"_s, request.strategy}})
        if (given.isEmpty())
            return context.error(ScaffoldCommand::tr("%1 is required; see `tpuwb scaffold --help`.").arg(flag), Usage);

    auto experiment = ExperimentFactory::create(request);
    if (!experiment)
        return context.error(experiment.error().message, Usage);
    if (outDir.isEmpty())
        outDir = Workspace(context.workspaceDir).experimentDir(request.name);
    // A relative model.kernels.<module>.path is read from the project's folder.
    const QString projectDir = QDir(outDir).absolutePath();
    const ExperimentIssues issues = ExperimentValidator::validate(*experiment, projectDir);
    bool invalid = false;
    for (const ExperimentIssue &issue : issues) {
        context.err << (issue.isError() ? ScaffoldCommand::tr("error: ") : ScaffoldCommand::tr("warning: ")) << issue.message << u'\n';
        invalid |= issue.isError();
    }
    context.err.flush();
    if (invalid)
        return context.error(ScaffoldCommand::tr("the experiment is not valid; nothing was written."));

    const ScaffoldRenderer renderer;
    auto files = renderer.render(*experiment, projectDir);
    if (!files)
        return context.error(files.error().message);
    auto plan = ScaffoldPlan::compare(outDir, *files);
    if (!plan)
        return context.error(plan.error().message);

    context.out << plan->summary();
    if (dryRun) {
        for (const auto &entry : plan->entries())
            context.out << plan->diff(entry.file.path);
        context.out << ScaffoldCommand::tr("config hash %1; dry run, nothing written to %2\n")
                           .arg(experiment->configHash(), QDir::toNativeSeparators(outDir));
        context.out.flush();
        return Ok;
    }
    auto written = force ? plan->writeOverwritingAll() : plan->write();
    if (!written) {
        for (const QString &path : plan->conflicts())
            context.out << plan->diff(path);
        context.out.flush();
        return context.error(written.error().message);
    }
    context.out << ScaffoldCommand::tr("config hash %1; wrote %n file(s) to %2\n"
                                       "smoke test: cd %2 && python3 train.py --device cpu --max-steps 20\n",
                                       nullptr, int(written->size()))
                       .arg(experiment->configHash())
                       .arg(QDir::toNativeSeparators(outDir));
    context.out.flush();
    return Ok;
}

TWB_CLI_COMMAND_GROUP("scaffold", "render a PyTorch/XLA training project from an experiment", runScaffoldCommand);

} // namespace twb::cli
