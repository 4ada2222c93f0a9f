#pragma once

// Test helper: a run of the recorded example (templates/kernel/examples/rmsnorm-torchax),
// created on this machine and replayed to its end by the real replay worker process, with the
// replay recorded as its worker (as KernelService records it on a "replay" machine).
#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_machine.h"
#include "core/kernel/kernel_orchestrator.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/kernel/replay_recording.h"
#include "core/remote/local_transport.h"
#include "core/util/shell_quote.h"

#include "support/test_paths.h"

#include <QString>

namespace twb::test {

struct ReplayedRun
{
    QString localDir;
    QString error;
    kernel::KernelOrchestrator::Ending ending = kernel::KernelOrchestrator::Ending::Finished;
};

inline ReplayedRun replayExampleRun(const QString &kernelRunsDir, const QString &workerFlags = {},
                                    const QString &job = QStringLiteral("job.json"))
{
    using namespace Qt::StringLiterals;
    ReplayedRun out;
    const QString examples = sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax/"_s;
    kernel::KernelMachine machine = kernel::KernelMachine::from(nullptr, kernelRunsDir, sourceDir() + u"/templates"_s);
    machine.workerTemplate = u"{python} %1 --run-dir {run_dir} --target {target} %2"_s.arg(
        shellQuote(QString(sourceDir() + u"/templates/kernel/replay_worker.py"_s)), workerFlags);
    auto loaded = kernel::KernelJob::load(examples + job);
    if (!loaded) {
        out.error = loaded.error().message;
        return out;
    }
    kernel::KernelWorker worker;
    worker.kind = kernel::KernelWorker::Kind::Replay;
    worker.jobSha256 = kernel::ReplayRecording::fingerprint(*loaded).value_or(QString());
    kernel::RunPlacement placement = machine.placement(kernelRunsDir);
    placement.worker = worker.toJson();
    LocalTransport transport;
    kernel::RunHost host(transport);
    auto run = kernel::KernelRunCreator::create(host, *loaded, kernel::JobValidator::validate(*loaded), placement);
    if (!run) {
        out.error = run.error().message;
        return out;
    }
    out.localDir = run->localDir;
    kernel::OrchestratorSettings settings = machine.settings(run->localDir, run->hostRunDir);
    settings.worker = worker.toJson();
    kernel::KernelOrchestrator orchestrator(transport, settings);
    auto report = orchestrator.run();
    if (!report)
        out.error = report.error().message;
    else
        out.ending = report->ending;
    return out;
}

} // namespace twb::test
