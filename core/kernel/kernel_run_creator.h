#pragma once

#include "core/kernel/job_validation_report.h"
#include "core/kernel/kernel_job.h"
#include "core/kernel/run_host.h"

#include <QString>

namespace twb::kernel {

// Where a new run goes.
struct RunPlacement
{
    QString machineName;     // registry entry; empty: this machine without an entry
    QString hostRunsRoot;    // folder on the host that holds run dirs (may start with ~/)
    QString localRunsRoot;   // <workspace>/kernel-runs (the local copy)
    QString machineTpuVersion; // the entry's tpu_version; used when the job names none
    QString deviceKind;      // the entry's cached tpu_spec, for tpu_specs.txt (empty: unknown)
    int deviceCount = 0;
    Json worker;             // KernelWorker::toJson(), recorded in the journal's create line
};

struct CreatedRun
{
    QString runId;
    QString hostRunDir;      // absolute path on the host
    QString localDir;        // <localRunsRoot>/<run_id>
    bool mirrored = false;   // the host folder is not the local folder
    QString host;            // the transport's description (where it was created)
};

// MaxKernel's Setup with a job file (docs/formats.md 6.4, Setup 1b, and 6.2): a
// `run_` + 8 hex id, the run folder on the host, the inputs copied in (source.<ext>, ref/),
// job.json (the job file byte for byte), job_validation.json, tpu_specs.txt, and the initial
// state.json per the job-to-state mapping, written last so that a state.json always means a
// complete run folder. The local folder gets the `create` line of the journal and, for a run
// on another machine, a first copy of the files.
class KernelRunCreator final
{
public:
    // Refuses a job whose report is not exit 0 (errors, or missing paths).
    static Result<CreatedRun> create(RunHost &host, const KernelJob &job, const JobValidationReport &report,
                                     const RunPlacement &placement);

    // "run_" + the first 8 hex digits of a random UUID4.
    static QString newRunId();
    // The Setup 6 state for `job` in `runDir` (docs/formats.md 6.2).
    static Json initialState(const KernelJob &job, const QString &runId, const QString &runDir,
                             const QString &tpuVersion);
    // "v5p" -> "TPU v5p"; "TPU v6e" unchanged; empty -> "TPU v6e" (docs/formats.md 6.2).
    static QString normalizeTpuVersion(const QString &version);
    // The name a primary input gets in the run folder: source.py, source.cu, or source/.
    static QString sourceName(const KernelJob &job);
};

} // namespace twb::kernel
