#pragma once

#include "core/services/job_attacher.h"
#include "core/services/run_checkpoint_operations.h"
#include "core/services/run_diagnostics.h"
#include "core/services/run_lifecycle.h"
#include "core/services/run_operation_context.h"

#include <QFuture>
#include <QObject>

#include <chrono>
#include <memory>

class QThreadPool;

namespace twb {

// The operations on runs that the GUI and the CLI share (ARCHITECTURE.md, "Services"):
// launch, stop, resume, relaunch, refresh the state from the hosts, import a metrics file.
// Every machine is reached through MachineAccess, with one HostPool per machine kept between
// operations (one SSH session per host, not one per poll); every record is read from and
// written to `<runsDir>/<run_id>/run.json` (RunFolder).
//
// Two ways to call each operation:
// - `...Now`: blocking, on the caller's thread (the CLI, a worker thread, a test); safe to call
//   from several threads at once (two operations on one run take turns);
// - without the suffix: on the service's own thread pool, returning a QFuture that carries the
//   RunRecord by value (nothing is shared between threads). `progress`, `runChanged` and
//   `operationFinished` arrive on the service's thread. cancelAll() cancels what is queued and
//   asks what runs to stop at its next step (between hosts and uploads of a launch).
//
// The operations themselves are RunLifecycle's (the record's changes), RunDiagnostics' (look-ins
// that change nothing) and RunCheckpointOperations', over one RunOperationContext (machine
// access, host pools, locks per run); this class runs them and reports.
// A destroyed service cancels what is in flight and waits at most kShutdownGrace for it.
class RunService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunService)

public:
    using Progress = RunOperationContext::Progress;
    static constexpr std::chrono::milliseconds kShutdownGrace{2000};

    RunService(MachineAccess access, QString runsDir, QObject *parent = nullptr);
    ~RunService() override;

    void setMachineAccess(MachineAccess access);
    void setRunsDir(QString runsDir);
    MachineAccess machineAccess() const;
    QString runsDir() const;

    // --- Blocking ---------------------------------------------------------------------------

    // The record of a run (not found names the runs folder and how to list the runs).
    Result<RunRecord> recordNow(const QString &runId) const;
    // Creates, uploads and starts the run on `request.machine`. The machine must be in the
    // registry and its slice must fit the experiment (MachineFit); hosts, python and remote
    // root come from its entry (LaunchRequest::forMachine) unless the request sets hosts.
    // With `request.slices` (machine names, one slice each), a multislice run over all their
    // hosts instead, once MultisliceFit has checked that the machines can be one job.
    Result<RunRecord> launchNow(const LaunchRequest &request, const Progress &progress = {});
    Result<RunRecord> stopNow(const QString &runId, std::chrono::seconds grace = std::chrono::seconds(60),
                              const Progress &progress = {});
    Result<RunRecord> resumeNow(const QString &runId, const Progress &progress = {});
    Result<RunRecord> relaunchNow(const QString &runId, const Progress &progress = {});
    // Resume from the checkpoint of `step` instead of the newest; a step with no complete
    // checkpoint is refused with the steps there are. run.json's attempt names the checkpoint.
    Result<RunRecord> resumeFromNow(const QString &runId, qint64 step, const Progress &progress = {});
    // Offline evaluation of the checkpoint of `step` (unset: the newest) on the run's machine
    // (train.py --eval-only through launch.sh, an attempt of kind "eval"); waits for it, fetches
    // the metrics and returns the eval record it appended to them. The run keeps its state.
    Result<CheckpointEvaluation> evaluateNow(const QString &runId, std::optional<qint64> step,
                                             const Progress &progress = {});
    // The run's complete checkpoints on its first host, by name and meta.json (no torch.load).
    Result<QList<RunCheckpoint>> checkpointsNow(const QString &runId);
    // Asks the hosts and writes run.json. A gcloud machine's run that ends abnormally or loses
    // its hosts while gcloud says the VM is PREEMPTED becomes `preempted` (PreemptionPolicy).
    Result<RunRecord> refreshNow(const QString &runId);
    // A `preempted` run: asks gcloud about its VM and, when it is READY and run.json's
    // max_restarts allows, resumes it from its last checkpoint (RunLifecycle::recoverPreempted).
    Result<RunRecord> recoverPreemptedNow(const QString &runId, const Progress &progress = {});
    // refreshNow plus each host's status.
    Result<RunStatusReport> statusNow(const QString &runId);
    // Refreshes those of `runs` that run.json calls active, have hosts, and are not in `skip`
    // (one host pool per machine; a run another operation holds is left alone). Returns the
    // ids whose state changed. A `preempted` run among `runs` with an automatic restart left is
    // resumed when its VM is READY again (recoverPreemptedNow).
    QStringList refreshActiveNow(const QList<RunRecord> &runs, const QSet<QString> &skip = {});
    // Copies the new bytes of the hosts' metrics files (and logs, when `logs`) into the local
    // run folder (RunFilesFetcher). Does not change run.json.
    Result<RunRecord> fetchNow(const QString &runId, bool logs = false);
    // Each asked host's logs/host-<i>.log (empty `hosts`: every host).
    Result<QList<HostLog>> logsNow(const QString &runId, const QList<int> &hosts = {});
    // Checks (and with options.clean cleans) every host of a machine.
    Result<std::vector<HostPreflight>> preflightNow(const QString &machine, RunPreflight::Options options = {});
    // The run's self-verification (RunVerifier). With `askHosts`, fetches the hosts' metrics
    // first (a host that cannot be reached leaves what was fetched before) and lints the
    // project's Python files as they were uploaded to host 0; without, judges the local mirror
    // alone (no network; the linter check does not apply). An imported run is judged on its
    // metrics alone.
    Result<RunVerification> verifyNow(const QString &runId, bool askHosts = true);
    // A metrics file becomes the finished run `runName` (MetricImport).
    Result<MetricImport::Summary> importNow(const QString &path, const QString &runName);
    // Sets, adds or removes tags and sets the notes of a run (RunAnnotation); run.json keeps
    // every other field. Local only: no host is asked.
    Result<RunRecord> annotateNow(const QString &runId, const RunAnnotation &annotation);
    // "Why is it stuck?": the stacks of every thread of train.py on every host at once
    // (StackSampler), grouped, and saved in the run's folder (`savedPath`, when given, gets
    // the file). A host that cannot be sampled says why in its entry; an error only when the
    // run or its machine cannot be found.
    Result<StackDump> stacksNow(const QString &runId, QString *savedPath = nullptr);
    // "Why is it slow?": traces the next `options.steps` steps on every host while the run
    // trains (ProfileRequester), pulls the traces into the run's folder, summarizes them and
    // saves profile.json (`savedPath`). A host that could not be traced says why in its entry;
    // an error only when the run or its machine cannot be found.
    Result<ProfileCapture> profileNow(const QString &runId, ProfileRequester::Options options = {},
                                      QString *savedPath = nullptr);

    // Whether `record` can be followed (RunFollower::follow, `tpuwb metrics tail`): an imported
    // run is read from the workspace, so it needs no machine; another run's machine must be in
    // the registry (the error names it).
    // Also refused: a record whose python the workspace has not been trusted with
    // (requireTrusted).
    Result<void> followable(const RunRecord &record) const;
    // Ok when run.json's python may run (the follower, resume, relaunch run it): the default
    // interpreter, or one the user trusted for the workspace (WorkspaceTrust::requireRunPython).
    Result<void> requireTrusted(const RunRecord &record) const;
    // What RunMonitor needs to follow `record`; the machine's entry is read on each host's
    // stream thread when it first connects.
    RunMonitor::Config monitorConfig(const RunRecord &record) const;

    // --- Asynchronous -----------------------------------------------------------------------

    QFuture<Result<RunRecord>> launch(const LaunchRequest &request);
    QFuture<Result<RunRecord>> stop(const QString &runId, std::chrono::seconds grace = std::chrono::seconds(60));
    QFuture<Result<RunRecord>> resume(const QString &runId);
    QFuture<Result<RunRecord>> relaunch(const QString &runId);
    QFuture<Result<RunRecord>> resumeFrom(const QString &runId, qint64 step);
    QFuture<Result<CheckpointEvaluation>> evaluate(const QString &runId, std::optional<qint64> step);
    QFuture<Result<RunRecord>> refresh(const QString &runId);
    QFuture<Result<RunRecord>> recoverPreempted(const QString &runId);
    QFuture<Result<RunRecord>> fetch(const QString &runId, bool logs = false);
    QFuture<QStringList> refreshActive(const QList<RunRecord> &runs, const QSet<QString> &skip = {});
    QFuture<Result<RunRecord>> import(const QString &path, const QString &runName);
    QFuture<Result<RunRecord>> annotate(const QString &runId, const RunAnnotation &annotation);
    // The same for a run in another runs folder (Compare opens runs from anywhere).
    QFuture<Result<RunRecord>> annotate(const QString &runsDir, const QString &runId, const RunAnnotation &annotation);
    // JobAttacher::attach / detach on the service's pool ("attach", "detach").
    QFuture<Result<RunRecord>> attach(const AttachRequest &request);
    QFuture<Result<RunRecord>> detach(const QString &runId);
    // verifyNow on the service's pool (no operationFinished: it changes nothing).
    QFuture<Result<RunVerification>> verify(const QString &runId, bool askHosts = true);
    // stacksNow on the service's pool (no operationFinished: it changes no record).
    QFuture<Result<StackDump>> stacks(const QString &runId);
    // profileNow on the service's pool (no operationFinished: it changes no record).
    QFuture<Result<ProfileCapture>> profile(const QString &runId, ProfileRequester::Options options = {});

    // Cancels queued operations and asks running ones to stop at their next step; they end
    // with an error of kind Cancelled. Operations started afterwards are not affected.
    void cancelAll();
    // True when nothing is queued or running any more within `timeout`.
    bool waitForIdle(std::chrono::milliseconds timeout);
    bool isIdle() const;

Q_SIGNALS:
    // `runId` is empty while a launch has not yet named its run.
    void progress(const QString &runId, const QString &message);
    // run.json of `runId` was written.
    void runChanged(const QString &runId);
    // `operation`: "launch", "stop", "resume", "relaunch", "refresh", "recover", "fetch",
    // "refreshActive", "import", "annotate", "attach", "detach", "evaluate" (a resume from a
    // chosen step is a "resume").
    void operationFinished(const QString &runId, const QString &operation, bool ok, const QString &message);

private:
    struct Shared;

    template <typename T, typename Work>
    QFuture<T> submit(const QString &runId, const QString &operation, Work work);

    std::shared_ptr<Shared> m_shared;
    QThreadPool *m_pool = nullptr;
};

} // namespace twb
