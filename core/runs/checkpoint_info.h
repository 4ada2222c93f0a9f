#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// One tensor of a checkpoint (a model parameter or buffer, by its dotted state_dict name).
struct CheckpointTensor
{
    QString name;
    QList<qint64> shape;
    QString dtype;   // torch's name without "torch.": float32, bfloat16, ...
    qint64 bytes = 0;
};

// One optimizer param group: its learning rate, how many parameters, its other scalar settings.
struct OptimizerParamGroup
{
    std::optional<double> lr;
    int params = 0;
    Json settings = Json::object();
};

// The optimizer state of a checkpoint, summarized (its tensors are not listed one by one).
struct OptimizerSummary
{
    QList<OptimizerParamGroup> paramGroups;
    int stateParams = 0;       // parameters with state
    QStringList stateKeys;     // exp_avg, exp_avg_sq, step, ...
    int stateTensors = 0;
    qint64 stateBytes = 0;
};

// What templates/tools/inspect_checkpoint.py says of one checkpoint folder (docs/formats.md,
// "Checkpoint inspection"). Complete means meta.json is there and agrees with the folder's
// name and the saved step; an incomplete checkpoint is never resumed from.
struct CheckpointInfo
{
    QString path;
    QString name;
    std::optional<qint64> step;
    std::optional<qint64> seed;
    QString configHash;
    QString expectedConfigHash;              // the run's, when known
    std::optional<bool> configHashMatches;   // unset without an expected hash
    bool complete = false;
    QStringList issues;                      // why it is incomplete or inconsistent
    QString format;                          // "torch.save", "torch.distributed.checkpoint ..."
    qint64 totalBytes = 0;                   // every file of the folder
    QList<CheckpointTensor> tensors;         // the model's
    std::optional<OptimizerSummary> optimizer;
    QString error;                           // the tensors could not be read

    qint64 tensorBytes() const;
};

// The inspector's whole answer: every checkpoint under `path`, oldest step first.
struct CheckpointInspection
{
    static constexpr const char *kSchema = "tpuwb.checkpoint_inspect/1";

    QString path;
    QList<CheckpointInfo> checkpoints;
    Json document;   // as printed by the inspector (for --json)

    // `source` names where the text came from (the host and script) in errors, which also
    // name the field.
    static Result<CheckpointInspection> fromJson(const Json &document, const QString &source);
    static Result<CheckpointInspection> parse(const QByteArray &text, const QString &source);

    // The checkpoint of `step`, if listed.
    const CheckpointInfo *atStep(qint64 step) const;
};

} // namespace twb
