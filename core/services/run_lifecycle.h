#pragma once

#include "core/metrics/metric_import.h"
#include "core/runs/host_run_status.h"
#include "core/runs/run_annotation.h"
#include "core/runs/run_launcher.h"
#include "core/runs/run_record.h"
#include "core/services/run_operation_context.h"
#include "core/util/error.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <chrono>
#include <vector>

namespace twb {

// A run's state as its hosts report it: the refreshed record and each host's status file.
struct RunStatusReport
{
    RunRecord record;
    std::vector<HostRunStatus> hosts;
};

// The blocking operations that change a run's record: launch, stop, resume/relaunch, refresh
// from the hosts, recovery after a preemption, import of a metrics file, tags and notes. Run
// on whichever thread calls them (RunService's pool, or the caller's for its `...Now` calls);
// two of them on one run take turns (the context's lock per run). RunService's `...Now` calls
// say what each does.
class RunLifecycle final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunLifecycle)
    Q_DISABLE_COPY_MOVE(RunLifecycle)

public:
    using Progress = RunOperationContext::Progress;
    using CancelToken = RunOperationContext::CancelToken;

    explicit RunLifecycle(RunOperationContext &context);

    Result<RunRecord> launch(const CancelToken &cancel, const LaunchRequest &request, const Progress &progress);
    Result<RunRecord> stop(const CancelToken &cancel, const QString &runId, std::chrono::seconds grace,
                           const Progress &progress);
    // Resume (`fromScratch` false) or relaunch.
    Result<RunRecord> startAgain(const CancelToken &cancel, const QString &runId, bool fromScratch,
                                 const Progress &progress);
    // Refreshes the run's state from its hosts; with `hosts`, each host's status too.
    Result<RunStatusReport> status(const QString &runId, bool hosts);
    // A preempted run whose TPU VM gcloud now says is READY is resumed from its last checkpoint
    // when PreemptionPolicy allows (an "auto-resume" attempt); otherwise the record is returned
    // as it is (still waiting). Never starts a run that is not `preempted` or that a host runs.
    Result<RunRecord> recoverPreempted(const CancelToken &cancel, const QString &runId, const Progress &progress);
    QStringList refreshActive(const CancelToken &cancel, const QList<RunRecord> &runs, const QSet<QString> &skip);
    Result<MetricImport::Summary> import(const QString &path, const QString &runName);
    // Changes the run's tags and notes in run.json under its lock, keeping every other field.
    Result<RunRecord> annotate(const QString &runId, const RunAnnotation &annotation);

private:
    using Snapshot = RunOperationContext::Snapshot;

    // After launcher.refresh took `record` from `before`: when gcloud says the VM of one of
    // `entries` (the run's machines, slice 0 first) is PREEMPTED, the run is `preempted`
    // (PreemptionPolicy), saved.
    void judgePreemption(const Snapshot &s, const QList<MachineEntry> &entries, RunRecord &record, RunState before,
                         int unreachableHosts);

    RunOperationContext &m_context;
};

} // namespace twb
