#pragma once

#include "core/ablation/ablation_spec.h"
#include "core/ablation/loaded_ablation.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

namespace twb {

// The ablation being edited: the core AblationSpec, the file it lives in and its undo stack.
// Every edit is an AblationEditCommand pushed on the stack; views listen to specChanged().
// After each change the matrix is expanded again on a pool thread (it reads the base
// experiment from disk), and expansionChanged() tells the views; a result that a newer edit
// has overtaken is dropped.
class AblationDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AblationDocument)

public:
    explicit AblationDocument(QObject *parent = nullptr);
    ~AblationDocument() override;

    // Starts over with `spec` stored at `file` (which need not exist yet); clears the undo stack.
    void reset(const AblationSpec &spec, const QString &file);

    const AblationSpec &spec() const { return m_spec; }
    const QString &file() const { return m_file; }
    QUndoStack *undoStack() const { return m_undo; }
    bool isModified() const;

    // The last successful expansion of the current spec, or nullopt with expansionError().
    const std::optional<LoadedAblation> &loaded() const { return m_loaded; }
    const QString &expansionError() const { return m_expansionError; }
    bool isExpanding() const { return m_expanding; }
    // The base experiment's document (for path completion); null until read.
    const Json &baseConfig() const { return m_baseConfig; }

    // Used by the edit commands only: replaces the spec and emits specChanged().
    void applySpec(const AblationSpec &spec);

    // Writes the file atomically on a pool thread (one write at a time; a save asked for
    // meanwhile follows it); saved() reports the outcome.
    void save();

Q_SIGNALS:
    void specChanged();
    void expansionChanged();
    void saved(bool ok, const QString &message);

private:
    void expand();

    AblationSpec m_spec;
    QString m_file;
    QUndoStack *m_undo = nullptr;
    std::optional<LoadedAblation> m_loaded;
    QString m_expansionError;
    Json m_baseConfig;
    quint64 m_generation = 0;
    bool m_expanding = false;
    bool m_expandAgain = false;
    bool m_saving = false;
    bool m_saveAgain = false;
};

} // namespace twb
