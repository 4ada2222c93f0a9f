#pragma once

#include "core/kernel/orchestrator_journal.h"
#include "core/kernel/run_host.h"
#include "core/kernel/run_mirror.h"
#include "core/remote/transport.h"
#include "core/util/json.h"

#include <QElapsedTimer>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>

namespace twb::kernel {

struct OrchestratorSettings
{
    QString localDir;             // journal and local copy (equal to hostRunDir for a local run)
    QString hostRunDir;           // the run_dir on the machine
    QString workerTemplate;       // kernel_worker_command, or the replay's template
    Json worker;                  // KernelWorker::toJson(), recorded on the journal's start line
    QString cancelTemplate;       // may be empty: no TPU jobs to cancel
    QString python;               // {python}
    // MaxKernel's folder on the machine (workbench.maxkernel_root; empty: unset). With it, a run
    // that finishes with a published kernel gets MaxKernel's external evaluation run there.
    QString maxkernelRoot;
    // Installs the replay worker before the first dispatch: a local folder (templates/kernel)
    // copied to a folder on the host. Both empty when the machine names its own worker.
    QString installFrom;
    QString installTo;
    int maxAttempts = 3;          // dispatches per target iteration (SKILL control loop)
    std::optional<int> maxIterations; // `--max-iterations`: rewrites state.max_iterations
    std::chrono::milliseconds dispatchTimeout{0};              // 0: none (iterations take hours)
    std::chrono::seconds previousWorkerWait{std::chrono::hours(1)};
};

// The MaxKernel orchestrator loop (docs/formats.md 6.4) as a state machine that
// keeps nothing in memory between decisions: it re-reads state.json before every decision and
// never believes the worker's output text (only the file decides between outcome A, A2 and B).
//
//   loop:  read state; finish if iteration >= max_iterations; stop at once if port_verified
//          is false; pause if the 0.1 approval gate is waiting; else dispatch target =
//          iteration + 1 through the transport
//   after: A  (iteration >= target)      -> loop
//          A2 (specification baseline waiting for approval) -> pause, not an attempt
//          B  (unchanged)                -> debug log, cancel command; emergency stop at once
//                                           if port_verified is false, else retry, emergency
//                                           stop after maxAttempts dispatches
//   finish / emergency stop: publish the best kernel (docs/formats.md 6.3, recomputed from
//          history) as <run_dir>/optimized.py and set final_code_path (null when nothing won).
//
// Restart safety: before dispatching it waits for any worker of this run still running on the
// host (a host-side flock that every dispatch holds), then re-reads state.json, so a committed
// iteration is never dispatched twice, even after the app was killed mid-dispatch. Every
// decision is a line in workbench_orchestrator.jsonl.
//
// Blocking: call run() on a worker thread (the transport's owner thread), never on the GUI's.
class KernelOrchestrator final
{
public:
    enum class Ending { Finished, EmergencyStopped, WaitingForApproval, Stopped };

    struct Report
    {
        Ending ending = Ending::Finished;
        QString reason;
        int iteration = 0;
        QString finalCodePath;  // empty when nothing was published
    };

    KernelOrchestrator(Transport &transport, OrchestratorSettings settings);

    Result<Report> run();
    // From any thread: stop after cancelling the running dispatch.
    void requestStop() { m_stop.store(true); }

    // Called on the orchestrator's thread.
    std::function<void(const Decision &)> onDecision;
    std::function<void(const QByteArray &)> onWorkerOutput;

    static QString endingKey(Ending ending);

private:
    Result<void> record(Decision decision);
    bool stopRequested();
    Result<KernelState> readState();
    Result<void> syncMirror();
    Result<bool> waitingForApproval(const KernelState &state);
    Result<void> installWorker();
    Result<void> applyMaxIterations();
    Result<bool> waitForPreviousWorker();
    struct DispatchResult
    {
        ExecResult exec;
        bool lockBusy = false;
    };
    Result<DispatchResult> dispatch(int target);
    Result<void> cancelJobs(int iteration, const QString &why);
    Result<Report> publish(Ending ending, const QString &reason);
    // MaxKernel's external evaluation after a published Finish: runs adapt_maxkernel.py and
    // compare_kernel.py in the MaxKernel root and journals what happened; never fails the run.
    Result<void> evaluateExternally(const KernelState &state);
    QString workerLockPath() const;

    Transport &m_transport;
    RunHost m_host;
    OrchestratorSettings m_settings;
    OrchestratorJournal m_journal;
    RunMirror m_mirror;
    bool m_mirrored = false;
    QString m_runId;
    std::atomic<bool> m_stop{false};
    qint64 m_journalOffset = 0;
    QElapsedTimer m_stopPoll;
    bool m_stopSeen = false;
};

} // namespace twb::kernel
