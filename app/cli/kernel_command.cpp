// `tpuwb kernel ...`: MaxKernel kernel-optimization runs (docs/kernel.md).
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/kernel/experiment_kernel_job.h"
#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_job.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_run_control.h"
#include "core/kernel/run_host.h"
#include "core/kernel/run_location.h"
#include "core/kernel/run_snapshot.h"
#include "core/kernel/run_report.h"
#include "core/kernel/run_status_report.h"
#include "core/kernel/status_text.h"
#include "core/kernel/worker_preflight.h"
#include "core/remote/transport.h"
#include "core/services/kernel_service.h"
#include "core/services/kernel_switch.h"
#include "core/util/atomic_file.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct KernelCommand
{
    Q_DECLARE_TR_FUNCTIONS(KernelCommand)
};

void printUsage(QTextStream &out)
{
    out << KernelCommand::tr("Usage: tpuwb kernel COMMAND ...\n\n"
              "  validate JOB.json [--json OUT] [--quiet]\n"
              "      check a MaxKernel job file; exit 0 valid, 1 invalid, 2 a declared path is missing\n"
              "  from-experiment DIR --module NAME [--out JOB_DIR]\n"
              "      write a job for one module of a scaffolded experiment's model (its source, the\n"
              "      experiment's per-device shapes, tolerances, torchax); validates it and prints the plan\n"
              "  use RUN_DIR|KERNEL.py --experiment DIR --module NAME [--ab SEEDS] [--force]\n"
              "      switch a published kernel into the experiment (model.kernels.NAME), copy it into the\n"
              "      project (kernels/NAME.py); --ab 3 or --ab 0,1,2 also writes the A/B ablation\n"
              "      (model.kernels.NAME.enabled false/true x the seeds) to ablations/\n"
              "  new JOB.json [--machine NAME]\n"
              "      create a run (on this machine, or on the registry's machine NAME); prints its folder\n"
              "  run RUN_DIR [--max-iterations N]\n"
              "      orchestrate until finished, stopped, or paused for approval\n"
              "  status RUN_DIR [--json]\n"
              "      worker, phases, iterations and the best kernel, from the run's local files\n"
              "  report RUN_DIR [--out FILE.md]\n"
              "      the finish report as Markdown (with the external evaluation, or the commands for it)\n"
              "  approve RUN_DIR\n"
              "      approve the baseline a specification run synthesized\n"
              "  stop RUN_DIR\n"
              "      ask a running orchestrator to stop (the run can be continued)\n"
              "  preflight --machine NAME [--json]\n"
              "      can the machine run MaxKernel's worker: claude CLI and login, MaxKernel's checkout,\n"
              "      agent and guard, the TPU server's queue, torch/torchax; exit 0 ready, 1 not\n");
    out.flush();
}

// validate_job.py's behaviour, line for line: the same streams, texts and exit codes.
int runValidate(CliContext &context, QStringList args)
{
    QString jobPath;
    QString reportPath;
    bool quiet = false;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--json"_s) {
            if (args.isEmpty())
                return context.error(KernelCommand::tr("--json needs a file name."), Usage);
            reportPath = args.takeFirst();
        } else if (arg == u"--quiet"_s) {
            quiet = true;
        } else if (arg.startsWith(u"--"_s) || !jobPath.isEmpty()) {
            return context.error(KernelCommand::tr("unexpected argument %1; see `tpuwb kernel --help`.").arg(arg), Usage);
        } else {
            jobPath = arg;
        }
    }
    if (jobPath.isEmpty())
        return context.error(KernelCommand::tr("kernel validate needs a job file: tpuwb kernel validate JOB.json"), Usage);

    auto job = kernel::KernelJob::load(jobPath);
    if (!job) {
        // MaxKernel's two early failures, same tokens, both exit 1.
        if (job.error().kind == Error::Kind::NotFound)
            context.err << u"JOB_NOT_FOUND: "_s << jobPath << Qt::endl;
        else
            context.err << u"JOB_INVALID_JSON: "_s << job.error().message << Qt::endl;
        return Failure;
    }
    const kernel::JobValidationReport report = kernel::JobValidator::validate(*job);
    if (!reportPath.isEmpty()) {
        if (auto written = writeFileAtomically(reportPath, report.toFileBytes()); !written)
            return context.error(written.error().message);
    }
    if (!report.valid()) {
        for (const QString &line : report.standardErrorLines())
            context.err << line << u'\n';
        context.err.flush();
        return Failure;
    }
    if (!quiet) {
        for (const QString &line : report.standardOutputLines(*job))
            context.out << line << u'\n';
        context.out.flush();
        for (const QString &line : report.standardErrorLines())
            context.err << line << u'\n';
        context.err.flush();
    }
    return report.exitCode();
}

// "Optimize this" (issue 29): a job for one module of an experiment's model, written, validated
// and its plan printed; nothing runs.
int runFromExperiment(CliContext &context, QStringList args)
{
    QString experimentDir;
    QString module;
    QString outDir;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--module"_s || arg == u"--out"_s) {
            if (args.isEmpty())
                return context.error(KernelCommand::tr("%1 needs a value.").arg(arg), Usage);
            (arg == u"--module"_s ? module : outDir) = args.takeFirst();
        } else if (arg.startsWith(u"--"_s) || !experimentDir.isEmpty()) {
            return context.error(KernelCommand::tr("unexpected argument %1; see `tpuwb kernel --help`.").arg(arg), Usage);
        } else {
            experimentDir = arg;
        }
    }
    if (experimentDir.isEmpty() || module.isEmpty())
        return context.error(KernelCommand::tr("kernel from-experiment needs an experiment folder and a module: "
                                               "tpuwb kernel from-experiment DIR --module NAME [--out JOB_DIR]"),
                             Usage);
    auto made = kernel::ExperimentKernelJob::create(experimentDir, module);
    if (!made)
        return context.error(made.error().message);
    auto jobPath = made->write(outDir.isEmpty() ? made->defaultOutputFolder() : outDir);
    if (!jobPath)
        return context.error(jobPath.error().message);
    auto job = kernel::KernelJob::load(*jobPath);
    if (!job)
        return context.error(job.error().message);
    const kernel::JobValidationReport report = kernel::JobValidator::validate(*job);
    context.out << KernelCommand::tr("wrote %1 (module %2%3, source %4)")
                       .arg(*jobPath, made->moduleClass(),
                            made->modulePath().isEmpty() ? QString() : u" at "_s + made->modulePath(),
                            made->sourceFileName())
                << u'\n';
    for (const kernel::ExperimentKernelTensor &tensor : made->tensors()) {
        QStringList device;
        QStringList global;
        for (qint64 d : tensor.deviceShape)
            device << QString::number(d);
        for (qint64 d : tensor.globalShape)
            global << QString::number(d);
        context.out << (tensor.isInput ? KernelCommand::tr("  input %1 %2: per device (%3), global (%4), spec (%5)")
                                       : KernelCommand::tr("  param %1 %2: per device (%3), global (%4), spec (%5)"))
                           .arg(tensor.name, tensor.dtype, device.join(u", "_s), global.join(u", "_s), tensor.spec)
                    << u'\n';
    }
    context.out << KernelCommand::tr("  tolerances  : atol = rtol = %1").arg(made->tolerance()) << u'\n';
    if (!report.valid()) {
        context.out.flush();
        for (const QString &line : report.standardErrorLines())
            context.err << line << u'\n';
        context.err.flush();
        return Failure;
    }
    for (const QString &line : report.standardOutputLines(*job))
        context.out << line << u'\n';
    context.out.flush();
    for (const QString &line : report.standardErrorLines())
        context.err << line << u'\n';
    context.err.flush();
    return report.exitCode();
}

// "Use the kernel": KernelSwitch, as the Kernels panel's "Use in experiment…" calls it.
int runUse(CliContext &context, QStringList args)
{
    KernelSwitchRequest request;
    request.workspaceRoot = context.workspaceDir;
    QString seeds;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--force"_s) {
            request.overwrite = true;
        } else if (arg == u"--experiment"_s || arg == u"--module"_s || arg == u"--ab"_s) {
            if (args.isEmpty())
                return context.error(KernelCommand::tr("%1 needs a value.").arg(arg), Usage);
            (arg == u"--experiment"_s ? request.experimentDir : arg == u"--module"_s ? request.module : seeds) =
                args.takeFirst();
        } else if (arg.startsWith(u"--"_s) || !request.kernel.isEmpty()) {
            return context.error(KernelCommand::tr("unexpected argument %1; see `tpuwb kernel --help`.").arg(arg), Usage);
        } else {
            request.kernel = arg;
        }
    }
    if (request.kernel.isEmpty() || request.experimentDir.isEmpty() || request.module.isEmpty())
        return context.error(KernelCommand::tr("kernel use needs a kernel, an experiment and a module: tpuwb kernel use "
                                               "RUN_DIR|KERNEL.py --experiment DIR --module NAME [--ab SEEDS]"),
                             Usage);
    if (!seeds.isEmpty()) {
        auto parsed = KernelSwitch::parseSeeds(seeds);
        if (!parsed)
            return context.error(parsed.error().message, Usage);
        request.abSeeds = *parsed;
    }
    auto used = KernelSwitch::use(request);
    if (!used)
        return context.error(used.error().message);
    context.out << KernelCommand::tr("%1 = %2 (sha256 %3)").arg(used->field, used->writtenPath, used->sha256) << u'\n'
                << KernelCommand::tr("  copied into the project as %1; config hash %2").arg(used->projectFile, used->configHash)
                << u'\n';
    for (const QString &file : used->written)
        context.out << KernelCommand::tr("  wrote %1").arg(file) << u'\n';
    if (!used->ablationFile.isEmpty())
        context.out << KernelCommand::tr("A/B ablation %1: %2.enabled false (baseline) / true x %n seed(s), %3 runs; "
                                         "launch it with `tpuwb ablate launch %1`",
                                         nullptr, int(request.abSeeds.size()))
                           .arg(used->ablationFile, used->field)
                           .arg(used->ablationRuns)
                    << u'\n';
    context.out.flush();
    return Ok;
}

// Kernel runs as the Kernels panel makes them; the CLI never accepts an unknown host key.
KernelService kernelService(const CliContext &context)
{
    return KernelService(machineAccess(context, false), Workspace(context.workspaceDir).kernelRunsDir());
}

int runNew(CliContext &context, QStringList args)
{
    QString jobPath;
    QString machineName;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--machine"_s && !args.isEmpty())
            machineName = args.takeFirst();
        else if (!arg.startsWith(u"--"_s) && jobPath.isEmpty())
            jobPath = arg;
        else
            return context.error(KernelCommand::tr("unexpected argument %1; usage: tpuwb kernel new JOB.json [--machine NAME]").arg(arg), Usage);
    }
    if (jobPath.isEmpty())
        return context.error(KernelCommand::tr("kernel new needs a job file: tpuwb kernel new JOB.json [--machine NAME]"), Usage);
    auto job = kernel::KernelJob::load(jobPath);
    if (!job)
        return context.error(job.error().message);
    const kernel::JobValidationReport report = kernel::JobValidator::validate(*job);
    if (report.exitCode() != kernel::JobValidationReport::Valid) {
        // The same text validate prints: errors verbatim, never auto-repaired (Setup 1b).
        for (const QString &line : report.standardErrorLines())
            context.err << line << u'\n';
        context.err.flush();
        return report.exitCode();
    }
    if (auto created = Workspace(context.workspaceDir).ensureCreated(); !created)
        return context.error(created.error().message);
    auto run = kernelService(context).createRun(*job, report, machineName);
    if (!run)
        return context.error(run.error().message);
    for (const QString &line : report.standardOutputLines(*job))
        context.err << line << u'\n';
    context.err << KernelCommand::tr("created %1 on %2 (%3)").arg(run->runId, run->host, run->hostRunDir) << Qt::endl;
    if (const auto created = kernel::RunLocation::resolve(run->localDir); created && created->worker)
        context.err << (created->worker->isReplay() ? kernel::KernelWorker::replayNotice()
                                                    : KernelCommand::tr("worker: %1").arg(created->worker->describe()))
                    << Qt::endl;
    context.out << run->localDir << Qt::endl;
    return Ok;
}

QString decisionLine(const kernel::Decision &d)
{
    QString line = QDateTime::currentDateTime().toString(u"HH:mm:ss"_s) + u"  "_s
                   + kernel::StatusText::decision(d.action, d.outcome, d.detail);
    if (d.target >= 0)
        line += KernelCommand::tr(" (iteration %1, attempt %2)").arg(d.target).arg(d.attempt);
    return line;
}

int runRun(CliContext &context, QStringList args)
{
    QString runDir;
    std::optional<int> maxIterations;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--max-iterations"_s && !args.isEmpty()) {
            bool ok = false;
            maxIterations = args.takeFirst().toInt(&ok);
            if (!ok || *maxIterations < 1)
                return context.error(KernelCommand::tr("--max-iterations needs a positive integer."), Usage);
        } else if (!arg.startsWith(u"--"_s) && runDir.isEmpty()) {
            runDir = arg;
        } else {
            return context.error(KernelCommand::tr("unexpected argument %1; usage: tpuwb kernel run RUN_DIR [--max-iterations N]").arg(arg), Usage);
        }
    }
    if (runDir.isEmpty())
        return context.error(KernelCommand::tr("kernel run needs the run folder: tpuwb kernel run RUN_DIR"), Usage);
    auto location = kernel::RunLocation::resolve(runDir);
    if (!location)
        return context.error(location.error().message);
    if (location->worker && location->worker->isReplay())
        context.out << kernel::KernelWorker::replayNotice() << Qt::endl;
    KernelService::OrchestrateOptions options;
    options.maxIterations = maxIterations;
    options.onDecision = [&](const kernel::Decision &d) { context.out << decisionLine(d) << Qt::endl; };
    options.onWorkerOutput = [&](const QByteArray &chunk) {
        context.err << QString::fromUtf8(chunk);
        context.err.flush();
    };
    auto report = kernelService(context).orchestrate(location->localDir, options);
    if (!report)
        return context.error(report.error().message);
    switch (report->ending) {
    case kernel::KernelOrchestrator::Ending::Finished:
        context.out << KernelCommand::tr("finished: %1").arg(report->finalCodePath.isEmpty() ? KernelCommand::tr("no correct kernel; nothing published")
                                                                              : report->finalCodePath)
                    << Qt::endl;
        return Ok;
    case kernel::KernelOrchestrator::Ending::WaitingForApproval:
        context.out << KernelCommand::tr("paused: read source.py and baseline_rationale.md in %1, then `tpuwb kernel approve %1` and "
                          "`tpuwb kernel run %1`.")
                           .arg(location->localDir)
                    << Qt::endl;
        return Ok;
    case kernel::KernelOrchestrator::Ending::Stopped:
        context.out << KernelCommand::tr("stopped; `tpuwb kernel run %1` continues the run.").arg(location->localDir) << Qt::endl;
        return Ok;
    case kernel::KernelOrchestrator::Ending::EmergencyStopped:
        context.err << KernelCommand::tr("emergency stop: %1; published: %2")
                           .arg(report->reason, report->finalCodePath.isEmpty() ? KernelCommand::tr("nothing") : report->finalCodePath)
                    << Qt::endl;
        return Failure;
    }
    return Failure;
}

int runStatus(CliContext &context, QStringList args)
{
    bool json = args.removeAll(u"--json"_s) > 0;
    if (args.size() != 1 || args.first().startsWith(u"--"_s))
        return context.error(KernelCommand::tr("usage: tpuwb kernel status RUN_DIR [--json]"), Usage);
    if (!QFileInfo(args.first()).isDir())
        return context.error(KernelCommand::tr("%1 is not a folder; pass the run folder `tpuwb kernel new` printed.").arg(args.first()));
    const kernel::RunSnapshot snapshot = kernel::RunSnapshot::load(args.first());
    const kernel::KernelState *state = snapshot.state ? &*snapshot.state : nullptr;
    if (json) {
        context.out << toQString(kernel::RunStatusReport::toJson(snapshot.overview, state, snapshot.location.machineName,
                                                                 snapshot.location.worker)
                                     .dump(2))
                    << Qt::endl;
    } else {
        for (const QString &line : kernel::RunStatusReport::toText(snapshot.overview, state, snapshot.location.machineName,
                                                                   snapshot.location.worker))
            context.out << line << u'\n';
        context.out.flush();
    }
    if (!snapshot.stateError.isEmpty())
        return context.error(snapshot.stateError);
    if (!state)
        return context.error(KernelCommand::tr("%1 has no state.json.").arg(snapshot.location.localDir));
    return Ok;
}

int runReport(CliContext &context, QStringList args)
{
    QString out;
    if (const qsizetype at = args.indexOf(u"--out"_s); at >= 0) {
        if (at + 1 >= args.size())
            return context.error(KernelCommand::tr("--out needs a file name."), Usage);
        out = args.at(at + 1);
        args.remove(at, 2);
    }
    if (args.size() != 1 || args.first().startsWith(u"--"_s))
        return context.error(KernelCommand::tr("usage: tpuwb kernel report RUN_DIR [--out FILE.md]"), Usage);
    if (!QFileInfo(args.first()).isDir())
        return context.error(KernelCommand::tr("%1 is not a folder; pass the run folder `tpuwb kernel new` printed.").arg(args.first()));
    const kernel::RunSnapshot snapshot = kernel::RunSnapshot::load(args.first());
    const QString markdown = kernel::RunReport::markdown(
        snapshot, kernel::ExternalEvaluation::load(snapshot.location.localDir));
    if (out.isEmpty()) {
        context.out << markdown;
        context.out.flush();
    } else if (auto written = writeFileAtomically(out, markdown.toUtf8()); !written) {
        return context.error(written.error().message);
    }
    return snapshot.state ? Ok : Failure;
}

int runApprove(CliContext &context, const QStringList &args)
{
    if (args.size() != 1 || args.first().startsWith(u"--"_s))
        return context.error(KernelCommand::tr("usage: tpuwb kernel approve RUN_DIR"), Usage);
    auto location = kernel::RunLocation::resolve(args.first());
    if (!location)
        return context.error(location.error().message);
    auto state = kernelService(context).approveBaseline(location->localDir);
    if (!state)
        return context.error(state.error().message);
    context.out << KernelCommand::tr("approved: the baseline is %1 (%2). Continue with `tpuwb kernel run %3`.")
                       .arg(state->sourcePath(), state->language(), location->localDir)
                << Qt::endl;
    return Ok;
}

int runStop(CliContext &context, const QStringList &args)
{
    if (args.size() != 1 || args.first().startsWith(u"--"_s))
        return context.error(KernelCommand::tr("usage: tpuwb kernel stop RUN_DIR"), Usage);
    auto location = kernel::RunLocation::resolve(args.first());
    if (!location)
        return context.error(location.error().message);
    auto sent = kernel::KernelRunControl::requestStop(location->localDir, u"tpuwb kernel stop"_s);
    if (!sent)
        return context.error(sent.error().message);
    context.out << (*sent ? KernelCommand::tr("stop requested; the orchestrator cancels its dispatch and stops.")
                          : KernelCommand::tr("no orchestrator is running for this run; nothing to stop."))
                << Qt::endl;
    return Ok;
}

// `tpuwb kernel preflight --machine NAME [--json]`: WorkerPreflight on the machine.
int runPreflight(CliContext &context, QStringList args)
{
    QString machineName;
    bool json = false;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        if (arg == u"--machine"_s && !args.isEmpty())
            machineName = args.takeFirst();
        else if (arg == u"--json"_s)
            json = true;
        else
            return context.error(KernelCommand::tr("unexpected argument %1; usage: tpuwb kernel preflight --machine NAME [--json]").arg(arg), Usage);
    }
    if (machineName.isEmpty())
        return context.error(KernelCommand::tr("kernel preflight needs a machine: tpuwb kernel preflight --machine NAME [--json]"), Usage);
    const MachineAccess access = machineAccess(context, false);
    auto entry = access.machine(machineName);
    if (!entry)
        return context.error(entry.error().message);
    if (auto trusted = access.requirePython(*entry); !trusted)
        return context.error(trusted.error().message);
    auto machine = kernel::KernelMachine::lookup(access.registryPath(), machineName,
                                                 Workspace(context.workspaceDir).kernelRunsDir(), QString());
    if (!machine)
        return context.error(machine.error().message);
    auto transport = access.transport(*entry, 0);
    kernel::RunHost host(*transport);
    const QList<kernel::PreflightCheck> checks = kernel::WorkerPreflight(host, *machine).run();
    if (json) {
        context.out << toQString(kernel::WorkerPreflight::toJson(checks).dump(2)) << Qt::endl;
    } else {
        for (const kernel::PreflightCheck &check : checks) {
            context.out << (check.ok ? u"ok    "_s : u"FAIL  "_s) << check.key << u": "_s << check.detail << Qt::endl;
            if (!check.ok)
                context.out << u"      "_s << KernelCommand::tr("fix: %1").arg(check.fix) << Qt::endl;
        }
        context.out << (kernel::WorkerPreflight::allOk(checks)
                            ? KernelCommand::tr("machine %1 can run MaxKernel's worker.").arg(machineName)
                            : KernelCommand::tr("machine %1 cannot run MaxKernel's worker yet; fix the FAIL lines above.").arg(machineName))
                    << Qt::endl;
    }
    return kernel::WorkerPreflight::allOk(checks) ? Ok : Failure;
}

} // namespace

int runKernelCommand(CliContext &context, const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        printUsage(args.isEmpty() ? context.err : context.out);
        return args.isEmpty() ? Usage : Ok;
    }
    const QString command = args.takeFirst();
    if (command == u"validate"_s)
        return runValidate(context, args);
    if (command == u"new"_s)
        return runNew(context, args);
    if (command == u"from-experiment"_s)
        return runFromExperiment(context, args);
    if (command == u"use"_s)
        return runUse(context, args);
    if (command == u"run"_s)
        return runRun(context, args);
    if (command == u"status"_s)
        return runStatus(context, args);
    if (command == u"report"_s)
        return runReport(context, args);
    if (command == u"approve"_s)
        return runApprove(context, args);
    if (command == u"stop"_s)
        return runStop(context, args);
    if (command == u"preflight"_s)
        return runPreflight(context, args);
    return context.error(KernelCommand::tr("unknown kernel command `%1`; see `tpuwb kernel --help`.").arg(command), Usage);
}

TWB_CLI_COMMAND_GROUP("kernel", "kernel-optimization runs: validate MaxKernel jobs, run, approve, stop", runKernelCommand);

} // namespace twb::cli
