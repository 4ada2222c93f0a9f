#pragma once

#include "core/kernel/history_entry.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace twb::kernel {

// A `references[]` entry of state.json (docs/formats.md 6.2).
struct StateReference
{
    QString kind;
    QString sourcePath;
    QString factsPath;
    QString contextPath;
};

// `<run_dir>/state.json`, the run's only state (docs/formats.md 6.2). The parsed
// document is kept whole, so keys this class does not know (agents add some) survive a
// rewrite; getters read it with MaxKernel's defaults and the workbench's choices, setters change only
// their own fields. Writing goes through `serialized()`, which keeps the legacy flat aliases
// equal to `primary` and mirrors `port_verified` to the top level (docs/formats.md 6.2).
class KernelState final
{
public:
    // Name of the sidecar lock every workbench writer (and the replay worker) takes for a
    // read-modify-write of state.json (docs/formats.md 6.2).
    static constexpr const char *kFileName = "state.json";
    static constexpr const char *kLockFileName = ".state.json.lock";

    KernelState() = default;

    // Type-checks and normalises (state_schema.h). `file` names the file in errors.
    static Result<KernelState> fromJson(Json document, const QString &file);
    static Result<KernelState> parse(const QByteArray &text, const QString &file);
    // Reads a local state.json; a missing file or a parse failure is retried once after a
    // short pause (a writer's rename window), then reported.
    static Result<KernelState> load(const QString &file);
    // Locked read-modify-write of a local state.json: takes the sidecar lock, re-reads, calls
    // `change`, writes atomically. Nothing is written when reading or `change` fails.
    static Result<KernelState> update(const QString &file,
                                      const std::function<Result<void>(KernelState &)> &change);

    const Json &document() const { return m_document; }
    const QStringList &warnings() const { return m_warnings; }
    // The document as it must be written: aliases synced, port_verified mirrored.
    Json serialized() const;
    QByteArray toBytes() const;

    // Neither `primary` nor `input_language`: the older MaxCode variant (docs/formats.md 6.2), which
    // the viewer opens read-only and the orchestrator refuses.
    bool isLegacyVariant() const { return !hasPrimary(); }

    QString runId() const;
    QString runDir() const;
    QString tpuVersion() const;

    bool hasPrimary() const;
    QString language() const;            // primary.language
    QString sourcePath() const;          // primary.source_path
    QString contextPath() const;         // primary.context_path
    QString goldenPath() const;
    QString goldenMetaPath() const;
    // primary.port_verified, else the top-level key (docs/formats.md 6.2).
    std::optional<bool> portVerified() const;
    std::optional<bool> baselineApproved() const;
    bool hasBaselineApprovedKey() const;

    QString referenceMode() const;       // default "llm_port"
    bool emitJnpReference() const;       // default true
    QList<StateReference> references() const;
    QString referenceTrust() const;      // empty when null
    // Any top-level string field (jaxpr_path, ideas_ledger_path, ...); empty when null/absent.
    QString text(const char *key) const;

    int iteration() const;
    int maxIterations() const;
    double atol() const;
    double rtol() const;
    std::optional<qint64> seed() const;

    QString bestCodePath() const;
    std::optional<double> bestOptimizedTime() const;
    std::optional<double> bestSpeedup() const;
    std::optional<double> baseTimeMs() const;
    QList<HistoryEntry> history() const;
    std::optional<HistoryEntry> historyEntry(int iteration) const;
    QString goldenDegraded() const;      // empty when absent
    bool hasFinalCodePath() const;       // the key is present (Finish or Emergency Stop ran)
    QString finalCodePath() const;       // empty when null

    // Setters.
    void setPortVerified(bool verified);
    // What Phase 0.1 records when the user approves the synthesized baseline.
    void approveBaseline(const QString &synthesizedLanguage, const QString &sourcePath);
    void setFinalCodePath(const std::optional<QString> &path);
    void setBest(const QString &codePath, std::optional<double> timeMs, std::optional<double> speedup);
    void setField(const char *key, Json value);
    void removeField(const char *key);

private:
    explicit KernelState(Json document, QStringList warnings);

    Json m_document = Json::object();
    QStringList m_warnings;
};

} // namespace twb::kernel
