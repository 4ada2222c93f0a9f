#pragma once

#include "core/runs/run_record.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace twb {

class HostPool;

// One complete checkpoint of a run (its folder has meta.json), as resume and evaluation see it.
struct RunCheckpoint
{
    qint64 step = 0;
    QString name;   // ckpt-<seed>-<hash>-<step:08d>
    QString path;   // relative to the run's folder: checkpoints/<name>
};

// What `train.py --eval-only` wrote for one checkpoint: the `eval` record of the run's metrics.
struct CheckpointEvaluation
{
    QString runId;
    QString attemptId;
    qint64 step = 0;
    QString checkpoint;   // relative to the run's folder
    Json metrics = Json::object();   // eval/loss, eval/perplexity, eval/tokens
    Json record;                     // the whole metrics line
};

// The checkpoints a resume or an evaluation can start from: listed on the run's first host by
// name and meta.json alone (no torch.load, unlike CheckpointInspector: a real run's checkpoints
// are gigabytes), and the eval record an evaluation left in the metrics.
class RunCheckpoints final
{
public:
    // The complete checkpoints under `<remote dir>/checkpoints` on host 0, oldest step first.
    // Blocks (one round trip).
    static Result<QList<RunCheckpoint>> list(HostPool &pool, const RunRecord &record);
    // The shell command `list` runs, and the reading of its output (one folder name a line;
    // where several name one step, the one with the run's config hash and seed wins).
    static QString listCommand(const RunRecord &record);
    static QList<RunCheckpoint> parseListing(const QByteArray &text, const RunRecord &record);
    // The checkpoint of `step`; an error that lists the steps there are when it has none.
    static Result<RunCheckpoint> atStep(const QList<RunCheckpoint> &checkpoints, qint64 step, const QString &runId);
    // The eval record `attemptId` wrote in a metrics file's text, if there is one.
    static std::optional<CheckpointEvaluation> findEvaluation(const QByteArray &metrics, const QString &attemptId);
};

} // namespace twb
