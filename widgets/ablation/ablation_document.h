#pragma once

#include "core/ablation/ablation_spec.h"
#include "core/ablation/loaded_ablation.h"
#include "widgets/common/document.h"

#include <QString>

#include <optional>

namespace twb {

// The ablation being edited: the core AblationSpec in its file, with undo. Edits go through
// the methods below (one AblationEditCommand each, which swaps whole specs); the document then
// says what differs: a variable added, removed or changed, the seeds, the metric... and views
// update that part. After each change the matrix is expanded again on a pool thread (it reads
// the base experiment from disk), and expansionChanged() tells the views; a result that a
// newer edit has overtaken is dropped. Load and save run on pool threads (Document).
class AblationDocument final : public Document
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AblationDocument)

public:
    explicit AblationDocument(QObject *parent = nullptr);
    ~AblationDocument() override;

    // Starts over with `spec` stored at `file` (which need not exist yet); clears the undo stack.
    void reset(const AblationSpec &spec, const QString &file);
    // Reads an ablation file on a pool thread, then reset()s to it.
    void load(const QString &fileName) override;

    const AblationSpec &spec() const { return m_spec; }
    const QString &file() const { return fileName(); }

    // The last successful expansion of the current spec, or nullopt with expansionError().
    const std::optional<LoadedAblation> &loaded() const { return m_loaded; }
    const QString &expansionError() const { return m_expansionError; }
    bool isExpanding() const { return m_expanding; }
    // The base experiment's document (for path completion); null until read.
    const Json &baseConfig() const { return m_baseConfig; }

    // Edits; each is one undo step, and nothing is pushed when it changes nothing.
    void setBase(const QString &base);
    void setMode(AblationSpec::Mode mode);
    // Inserts at `index` (-1: appends); returns where it went.
    int addVariable(const AblationVariable &variable, int index = -1);
    void removeVariable(int index);
    void setVariablePath(int index, const QString &path);
    // Takes the values (list or range) of `values`, keeping the variable's path.
    void setVariableValues(int index, const AblationVariable &values);
    // No value: the base experiment's value applies.
    void setBaselineValue(const QString &path, const std::optional<Json> &value);
    void setSeeds(const std::vector<qint64> &seeds);
    void setMetric(const AblationMetric &metric);
    void setInvariants(const QStringList &invariants);

    // Used by the edit commands only: replaces the spec and signals what differs.
    void applySpec(const AblationSpec &spec);

Q_SIGNALS:
    // A different ablation (reset or load): views show it afresh.
    void specReplaced();
    void baseChanged();
    void modeChanged();
    void variableAdded(int index);
    void variableRemoved(int index);
    void variableChanged(int index); // its path or values
    void variablesReplaced();        // more than one came or went
    void baselineChanged();
    void seedsChanged();
    void metricChanged();
    void invariantsChanged();
    void expansionChanged();

protected:
    Writer snapshotWriter() const override;

private:
    void emitVariableChanges(const std::vector<AblationVariable> &before, const std::vector<AblationVariable> &after);
    void expand();

    AblationSpec m_spec;
    std::optional<LoadedAblation> m_loaded;
    QString m_expansionError;
    Json m_baseConfig;
    quint64 m_generation = 0;
    bool m_expanding = false;
    bool m_expandAgain = false;
};

} // namespace twb
