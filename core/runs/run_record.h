#pragma once

#include "core/runs/run_slice.h"
#include "core/runs/run_state.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// One start of a run on its hosts (a launch, a resume, a relaunch).
struct RunAttempt
{
    QString attemptId;
    QString kind;                 // "launch", "resume", "relaunch", "eval", "auto-resume" (after a preemption)
    QString started;              // ISO 8601 UTC
    QString ended;
    QStringList arguments;        // what launch.sh got
    QList<qint64> pids;           // train.py's pid per host (0: did not start)
    QList<std::optional<int>> exitCodes;
    // A resume from a chosen checkpoint or an evaluation: the checkpoint folder (relative to the
    // run's folder) and its step. Empty for a resume from the newest one.
    QString checkpoint;
    std::optional<qint64> checkpointStep;
    // An evaluation leaves the run's state as it was: the state before it started.
    std::optional<RunState> stateBefore;
};

// `runs/<run_id>/run.json` (docs/formats.md 4): what was launched where, and its state. Written
// atomically after every change, so the app finds its runs again after a restart. Keys the
// workbench does not know are kept.
class RunRecord final
{
public:
    static constexpr const char *kSchema = "tpuwb.run/1";
    static constexpr int kSchemaMajor = 1;

    RunRecord();

    static Result<RunRecord> fromJson(const Json &document, const QString &source);
    static Result<RunRecord> readFile(const QString &path);
    Json toJson() const;
    Result<void> writeFile(const QString &path) const;

    // Every `<runsDir>/<id>/run.json`; a record that cannot be read is left out and its error
    // added to `errors` (when given), so one broken file does not hide the others.
    static QList<RunRecord> loadAll(const QString &runsDir, QStringList *errors = nullptr);

    // A new id: "<experiment>-<hash8>-s<seed>-<yyyyMMdd-HHmmss>" (unique per second per
    // experiment, sortable by time).
    static QString makeRunId(const QString &experiment, const QString &configHash, qint64 seed);

    QString runId;
    QString experiment;
    QString ablation;
    QString configHash;
    qint64 seed = 0;
    QString machine;              // a multislice run: its first slice's machine
    QStringList hosts;            // every host of the run (a multislice run: slice after slice)
    // A multislice run (run.json's "slices"): its machines in slice order, each with its hosts;
    // empty for a run on one machine.
    QList<RunSlice> slices;
    bool isMultislice() const { return slices.size() > 1; }
    // The machines the run's hosts belong to: its slices' machines, else `machine`.
    QStringList machines() const;
    // The machine column of a list: "a + b" for a multislice run.
    QString machineLabel() const;
    QString remoteDir;            // <remote_root>/runs/<run_id>
    QString projectDir;           // the local project launched (absolute); a launch cut short uploads from it again
    QString python;               // the machine's interpreter
    QString device = QStringLiteral("tpu");   // "tpu", "cpu" (the smoke mode) or "xla-cpu" (run_device.h)
    // What the run is: empty for training; "attention_bench" for `tpuwb bench attention`
    // (run.json's "kind", written only when set).
    QString kind;
    QStringList command;          // train.py arguments of the first launch
    RunState state = RunState::Pending;
    QString stateDetail;          // why (a failed host, a preflight finding)
    QList<RunAttempt> attempts;
    // How many times the workbench may resume the run by itself after its TPU VM was
    // preempted (xpk's max_restarts); 0: it waits as `preempted` for the user.
    int maxRestarts = 0;
    // The automatic resumes so far (attempts of kind "auto-resume").
    int restartsUsed() const;
    QString created;
    QString started;
    QString ended;
    QStringList tags;
    QString notes;
    // A job the workbench did not launch, followed at its own files (`tpuwb run attach`;
    // run.json's "attach": {"metrics", "log", "format"}). Empty metrics: a launched run.
    QString attachMetrics;        // path or glob on every worker, may hold {worker}
    QString attachLog;
    QString attachFormat;         // jsonl, maxtext, csv, tfevents

private:
    Json m_extra = Json::object();   // unknown keys, kept
};

} // namespace twb
