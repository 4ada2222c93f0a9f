#include "widgets/kernel/replace_job_command.h"

#include "widgets/kernel/job_document.h"

namespace twb {

ReplaceJobCommand::ReplaceJobCommand(JobDocument *document, Json json, const QString &text)
    : QUndoCommand(text), m_document(document), m_old(document->json()), m_new(std::move(json))
{
}

void ReplaceJobCommand::redo() { m_document->applyAll(m_new); }
void ReplaceJobCommand::undo() { m_document->applyAll(m_old); }

} // namespace twb
