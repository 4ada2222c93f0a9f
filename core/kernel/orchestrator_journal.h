#pragma once

#include "core/util/error.h"
#include "core/util/file_lock.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

#include <optional>

namespace twb::kernel {

// One decision of the workbench's orchestrator: a line of workbench_orchestrator.jsonl
// (docs/formats.md 6.12): time, iteration, target, attempt, action, outcome, detail.
struct Decision
{
    QString action;   // create, start, dispatch, cancel_jobs, retry, pause, approve, publish,
                      // finish, emergency_stop, stop_requested, stopped, error, exit
    QString outcome;  // A, A2, B for a dispatch; ok, failed, ... otherwise
    QString detail;   // for people
    int iteration = -1;  // state.iteration when decided (-1: not known)
    int target = -1;
    int attempt = 0;
    Json extra = Json::object(); // action-specific keys (create: machine, host_run_dir; start: pid)
};

// `<local run folder>/workbench_orchestrator.jsonl`: the only file the workbench adds to a
// MaxKernel run directory. It records every decision, the run's machine (the `create` line),
// stop requests from other processes, and, through an flock on the file held while an
// orchestrator runs, whether one is alive. It lives next to the local copy of the run only;
// it is not written to the host.
class OrchestratorJournal final
{
public:
    static constexpr const char *kFileName = "workbench_orchestrator.jsonl";

    explicit OrchestratorJournal(QString localRunDir);

    QString path() const;

    // Appends one line (O_APPEND, fsync), stamping the time.
    Result<void> append(const Decision &decision) const;
    // Every parseable line; a torn last line (a crash mid-write) is skipped.
    QList<Json> lines() const;
    // The `create` line: which machine and host folder the run lives on.
    std::optional<Json> createRecord() const;
    // The `worker` object of the newest line that has one (`create`, then each `start`).
    std::optional<Json> workerRecord() const;
    qint64 size() const;
    // True when a `stop_requested` line was appended after byte `offset`; moves `offset` to
    // the end.
    bool stopRequestedSince(qint64 &offset) const;

    // Held by the running orchestrator; fails at once when another one holds it.
    Result<FileLock> lockForRun() const;
    bool isOrchestratorAlive() const;

private:
    QString m_dir;
};

} // namespace twb::kernel
