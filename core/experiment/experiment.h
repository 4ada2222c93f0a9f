#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// An experiment (docs/formats.md section 2, `experiments/<name>/experiment.json`): the whole JSON
// document, so keys the workbench does not know survive a load/save round trip untouched,
// plus typed reads of the fields the scaffolder uses. Validity is ExperimentValidator's job;
// the accessors here return defaults for missing or mistyped fields.
class Experiment final
{
public:
    static constexpr const char *kSchema = "tpuwb.experiment/1";
    static constexpr int kSchemaMajor = 1;

    // An empty document carrying only the schema.
    Experiment();

    // Checks the schema (docs/formats.md section 7): a missing or foreign schema and a newer major
    // version are refused with a message naming `source` and the version; a newer minor
    // version is accepted with a log line.
    static Result<Experiment> fromJson(Json document, const QString &source);
    // parseJson, then fromJson: every failure is an error naming `source` (and the position).
    static Result<Experiment> parse(const QByteArray &text, const QString &source);
    static Result<Experiment> readFile(const QString &path);

    const Json &toJson() const { return m_document; }
    Result<void> writeFile(const QString &path) const;

    // `key=value` edits (`--set train.lr=0.001`): `value` is read as JSON when it parses
    // (numbers, true/false/null, lists, objects, quoted strings), else taken as a plain
    // string. Intermediate objects are created; a path through a non-object is an error
    // naming the path.
    Result<void> set(const QString &dottedPath, const QString &valueText);
    Result<void> setValue(const QString &dottedPath, const Json &value);
    // Removes the field at `dottedPath` if it is there.
    void remove(const QString &dottedPath);
    // The value at `dottedPath`, or null when absent.
    Json value(const QString &dottedPath) const;

    QString name() const;
    QString hypothesis() const;
    QString modelKind() const;       // "decoder" | "moe" | "encoder_decoder"
    QString acceleratorType() const; // tpu.accelerator_type
    QString strategy() const;        // tpu.strategy: "single" | "ddp" | "spmd" | "fsdpv2"
    QString attentionKernel() const; // "splash" | "flash" | "sdpa"
    QString optimizer() const;       // "syncfree_adamw" | "adamw"
    qint64 seed() const;             // train.seed
    bool scanLayers() const;         // tpu.scan_layers
    bool wandbEnabled() const;       // tracking.wandb.enabled

    // docs/formats.md section 2: 8 hex digits of SHA-256 over Python's
    // json.dumps(cfg, sort_keys=True, ensure_ascii=False) of this document without name,
    // hypothesis, tags, notes and train.seed.
    QString configHash() const;

    friend bool operator==(const Experiment &a, const Experiment &b) { return a.m_document == b.m_document; }

private:
    QString stringAt(const QString &dottedPath) const;

    Json m_document;
};

} // namespace twb
