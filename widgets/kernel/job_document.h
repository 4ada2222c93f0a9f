#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <string>

namespace twb {

// The MaxKernel job being edited: its JSON (unknown keys kept, key order kept) and its file.
// Every edit is a QUndoCommand on the document's stack; views listen to `changed`.
class JobDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobDocument)

public:
    explicit JobDocument(QObject *parent = nullptr);

    const Json &json() const { return m_json; }
    QString path() const { return m_path; }
    QUndoStack *undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean() || m_path.isEmpty(); }

    // A value at a dotted path ("jax_conversion.method"); nullopt when absent.
    std::optional<Json> value(const std::string &path) const;

    // Undoable edits: set (or, with nullopt, remove) one field; replace the whole document.
    void editField(const std::string &path, const std::optional<Json> &value, const QString &description = {});
    void replaceAll(const Json &json, const QString &description = {});

    // Used by the commands: change without pushing a command.
    void applyField(const std::string &path, const std::optional<Json> &value);
    void applyAll(const Json &json);

    // A fresh document (no undo history): a new starter job, or a file.
    void reset(const Json &json, const QString &path);
    Result<void> load(const QString &path);
    Result<void> save(const QString &path);

Q_SIGNALS:
    void changed();
    void pathChanged(const QString &path);

private:
    Json m_json = Json::object();
    QString m_path;
    QUndoStack m_undo;
};

} // namespace twb
