#include "widgets/kernel/set_job_field_command.h"

#include "widgets/kernel/job_document.h"

namespace twb {

SetJobFieldCommand::SetJobFieldCommand(JobDocument *document, std::string path, std::optional<Json> value,
                                       const QString &text)
    : QUndoCommand(text), m_document(document), m_path(std::move(path)), m_old(document->value(m_path)),
      m_new(std::move(value))
{
}

void SetJobFieldCommand::redo() { m_document->applyField(m_path, m_new); }
void SetJobFieldCommand::undo() { m_document->applyField(m_path, m_old); }

bool SetJobFieldCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetJobFieldCommand *>(other);
    if (next->m_path != m_path || !m_new || !m_new->is_string())
        return false;
    m_new = next->m_new;
    return true;
}

} // namespace twb
