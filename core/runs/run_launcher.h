#pragma once

#include "core/registry/machine_entry.h"
#include "core/runs/host_run_status.h"
#include "core/runs/run_checkpoints.h"
#include "core/runs/run_preflight.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>
#include <optional>
#include <vector>

namespace twb {

class HostPool;

// What to launch where.
struct LaunchRequest
{
    QString experimentDir;               // the scaffolded project (config.json or experiment.json in it)
    QString runId;                       // empty: RunRecord::makeRunId (an ablation names its own)
    QString ablation;                    // the ablation the run belongs to, for run.json
    QString machine;                     // registry name (a multislice run: the first slice's)
    QStringList hosts;                   // worker addresses, for the record (multislice: every slice's)
    // A multislice run: two or more machines of one accelerator type as one job, in slice order
    // (run.json's "slices"); each host gets the MEGASCALE_* environment of its slice. Empty for
    // a run on `machine` alone. RunService fills the hosts from the registry (useMachines).
    QList<RunSlice> slices;
    QString python = QStringLiteral("python3");
    QString remoteRoot = QStringLiteral("~/tpu-workbench");
    std::optional<qint64> seed;
    QList<QPair<QString, QString>> settings;   // --set key=value, applied to config.json
    QString device = QStringLiteral("tpu");     // "cpu": the CPU smoke mode; "xla-cpu": one host (run_device.h)
    QStringList extraArguments;          // more train.py arguments (--max-steps 20)
    QString kind;                        // run.json's kind (empty: training)
    bool skipPreflight = false;
    // Start clean: remove what an earlier launch under the same run id left in the run's folder
    // on the hosts and in the local mirror (metrics/, logs/), so nothing of it is resumed or
    // mixed into the metrics (an ablation's run id is the same for every retry).
    bool fresh = false;
    // Automatic resumes allowed after the TPU VM is preempted (run.json's max_restarts).
    int maxRestarts = 0;
    RunPreflight::Options preflight;     // python/remoteRoot are filled from the fields above

    // The one way a request gets its machine: name, hosts, python and remote root from the
    // registry entry.
    static LaunchRequest forMachine(const MachineEntry &machine, const QString &experimentDir);
    void useMachine(const MachineEntry &machine);
    // A multislice run over `machines` (slice 0 first): `machine`, python and remote root are
    // the first one's, `hosts` every slice's hosts in slice order. MultisliceFit checks first
    // that the machines can be one job.
    void useMachines(const QList<MachineEntry> &machines);
};

// A run's life on the hosts of a slice (docs/formats.md 4): upload to
// `<remote_root>/runs/<run_id>/` over SFTP, preflight, start launch.sh on every host at once
// with the worker index in the environment, read status, stop the process group on every
// host, resume from the last checkpoint or relaunch from scratch. Every change of the run is
// written to `<runs dir>/<run_id>/run.json` at once.
//
// All calls block (SSH round trips); call them from a worker thread or the CLI, never from
// the GUI thread. The HostPool supplies one transport per host.
class RunLauncher final
{
public:
    using Progress = std::function<void(const QString &message)>;

    RunLauncher(HostPool &pool, QString localRunsDir);

    void setProgress(Progress progress) { m_progress = std::move(progress); }
    // Asked between the steps of a launch (preflight, each uploaded file, start); true ends
    // the launch with an error of kind Cancelled and the record says failed.
    void setCancelled(std::function<bool()> cancelled) { m_cancelled = std::move(cancelled); }

    // Creates the run (record, local folder), uploads the project, checks the hosts and
    // starts it. On a failure after the record exists, the record says `failed` and why;
    // the error names the host and what to do.
    Result<RunRecord> launch(const LaunchRequest &request);

    // Reads every host's status file and pid liveness.
    std::vector<HostRunStatus> status(const RunRecord &record);
    // The run's state from its hosts' status (running / finished / failed / stopped); updates
    // and saves the record.
    Result<RunState> refresh(RunRecord &record);
    // Hosts the last refresh() could not reach (their status could not be read).
    int unreachableHosts() const { return m_unreachableHosts; }

    // SIGTERM to launch.sh on every host (it forwards to train.py's process group, which saves
    // a checkpoint and exits 143); SIGKILL to the process group of hosts still running after
    // `grace`.
    Result<void> stop(RunRecord &record, std::chrono::seconds grace = std::chrono::seconds(60));

    // Starts again on the same hosts: `resume` continues from the newest checkpoint
    // (train.py --resume auto), `relaunch` starts from step 0 (--resume none). Refused while
    // a host still runs the previous attempt. A run that was never started (its launch was cut
    // short during the upload) first gets what is missing of its project.
    // `kind` is the attempt's kind in run.json ("auto-resume" after a preemption).
    Result<void> resume(RunRecord &record, const QString &kind = QStringLiteral("resume"));
    Result<void> relaunch(RunRecord &record);
    // Resumes from `checkpoint` (train.py --resume <its folder>) rather than the newest one;
    // the attempt records it. train.py moves the newer checkpoints aside (checkpoints/superseded/).
    Result<void> resumeFrom(RunRecord &record, const RunCheckpoint &checkpoint);
    // Starts `train.py --eval-only --checkpoint <folder>` on every host, through launch.sh like
    // any attempt (kind "eval"): it appends an `eval` record to the metrics and trains no step.
    // Once it has ended, refresh() gives the run back the state it had before.
    Result<void> evaluate(RunRecord &record, const RunCheckpoint &checkpoint);
    // The run's complete checkpoints on its first host (RunCheckpoints::list).
    Result<QList<RunCheckpoint>> checkpoints(const RunRecord &record) { return RunCheckpoints::list(m_pool, record); }

    QString runDir(const QString &runId) const;
    QString recordPath(const QString &runId) const;

    // A scaffolded project (it has launch.sh), or an error saying to scaffold it.
    static Result<void> checkProject(const QString &experimentDir);

    // Files of a project that go to the hosts (generated outputs and caches are left out).
    static QStringList projectFiles(const QString &experimentDir);

private:
    Result<void> upload(RunRecord &record, const QString &experimentDir, const QByteArray &config);
    Result<void> finishInterruptedUpload(RunRecord &record);
    void adoptUnrecordedAttempt(RunRecord &record, const std::vector<HostRunStatus> &statuses);
    Result<void> start(RunRecord &record, const QString &kind, const QStringList &arguments,
                       const RunCheckpoint *checkpoint = nullptr);
    Result<void> refuseWhileRunning(RunRecord &record);
    Result<void> save(const RunRecord &record);
    void progress(const QString &message);
    bool cancelled() const { return m_cancelled && m_cancelled(); }
    QString hostName(const RunRecord &record, int host) const;
    static QString nowIso();
    // Reads `"key": <integer>` from launch.sh's status JSON in the remote shell (into `variable`).
    static QString shellStatusField(const QString &variable, const QString &key);

    HostPool &m_pool;
    QString m_runsDir;
    Progress m_progress;
    std::function<bool()> m_cancelled;
    int m_unreachableHosts = 0;
};

} // namespace twb
