#pragma once

#include "core/util/json.h"

#include <QUndoCommand>

#include <optional>
#include <string>

namespace twb {

class JobDocument;

// Sets or removes one field of the job. Consecutive edits of the same field (typing in a box)
// merge into one undo step.
class SetJobFieldCommand final : public QUndoCommand
{
public:
    SetJobFieldCommand(JobDocument *document, std::string path, std::optional<Json> value, const QString &text);

    void redo() override;
    void undo() override;
    int id() const override { return 0x4a4f42; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    JobDocument *m_document;
    std::string m_path;
    std::optional<Json> m_old;
    std::optional<Json> m_new;
};

} // namespace twb
