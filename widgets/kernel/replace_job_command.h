#pragma once

#include "core/util/json.h"

#include <QUndoCommand>

namespace twb {

class JobDocument;

// Replaces the whole job (an edit in the raw JSON tab).
class ReplaceJobCommand final : public QUndoCommand
{
public:
    ReplaceJobCommand(JobDocument *document, Json json, const QString &text);

    void redo() override;
    void undo() override;

private:
    JobDocument *m_document;
    Json m_old;
    Json m_new;
};

} // namespace twb
