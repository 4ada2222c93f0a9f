#pragma once

#include "core/registry/machine_validation.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QList>
#include <QString>

namespace twb {

class MachineAccess;

// What to attach to: a job the workbench did not launch, on every worker of `machine`.
struct AttachRequest
{
    QString machine;   // registry name
    QString metrics;   // path or glob on every worker; ~/ and {worker} allowed
    QString log;       // optional
    QString format;    // jsonl, maxtext, csv or tfevents; empty: from the metrics file's name
    QString name;      // the run's name (its experiment)
};

// `tpuwb run attach` / `run detach` and the Monitor's "Attach to a running job": records such a
// job as a running run whose streams follow its own files (RunRecord's attach fields), and
// stops following it again. Neither ever touches the job.
class JobAttacher final
{
public:
    // The format a metrics path suggests (tfevents, .csv, .log/.txt: maxtext; else jsonl).
    static QString guessFormat(const QString &metricsPath);
    // What is wrong with `request` before the registry is read, one problem per field
    // ("machine", "metrics", "log", "format", "name"), each saying what to do.
    static QList<FieldProblem> validate(const AttachRequest &request);
    // Validates, reads the machine from the registry and writes `<runsDir>/<run_id>/run.json`
    // (state running, the machine's workers, or this machine for a local entry).
    static Result<RunRecord> attach(const MachineAccess &access, const QString &runsDir, const AttachRequest &request);
    // Marks an attached run stopped ("detached"); a run the workbench launched is refused
    // (the error says to stop it instead). An attached run that already ended is left as it is.
    static Result<RunRecord> detach(const QString &runsDir, const QString &runId);
};

} // namespace twb
