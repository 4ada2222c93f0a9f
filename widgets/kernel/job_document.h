#pragma once

#include "core/util/json.h"
#include "widgets/common/document.h"

#include <QString>

#include <optional>
#include <string>

namespace twb {

// The MaxKernel job being edited: its JSON (unknown keys kept, key order kept) in its file.
// Edits go through editField / replaceAll (one undo command each); fieldChanged says which
// field changed, jobReplaced that the whole job did (an edit of the raw JSON, undo of it, a
// new or loaded job). Load and save run on pool threads (Document); saving writes atomically.
class JobDocument final : public Document
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobDocument)

public:
    explicit JobDocument(QObject *parent = nullptr);

    const Json &json() const { return m_json; }

    // A value at a dotted path ("jax_conversion.method"); nullopt when absent.
    std::optional<Json> value(const std::string &path) const;

    // Undoable edits: set (or, with nullopt, remove) one field; replace the whole document.
    void editField(const std::string &path, const std::optional<Json> &value, const QString &description = {});
    void replaceAll(const Json &json, const QString &description = {});

    // Used by the commands: change without pushing a command.
    void applyField(const std::string &path, const std::optional<Json> &value);
    void applyAll(const Json &json);

    // A fresh document (no undo history): a new starter job (empty path), or a job as read.
    void reset(const Json &json, const QString &path);
    // Reads and parses the job file on a pool thread, then reset()s to it.
    void load(const QString &fileName) override;

Q_SIGNALS:
    // The dotted path of the field that was set or removed.
    void fieldChanged(const QString &path);
    void jobReplaced();

protected:
    Writer snapshotWriter() const override;

private:
    Json m_json = Json::object();
};

} // namespace twb
