#include "widgets/mesh/mesh_edit_command.h"

#include "widgets/mesh/mesh_document.h"

namespace twb {

MeshEditCommand::MeshEditCommand(MeshDocument *document, const QString &text)
    : QUndoCommand(text), m_document(document), m_before(document->state()), m_after(document->state())
{
}

void MeshEditCommand::undo()
{
    m_document->applyState(m_before);
}

void MeshEditCommand::redo()
{
    m_document->applyState(m_after);
}

} // namespace twb
