#include "widgets/ablation/ablation_edit_command.h"

#include "widgets/ablation/ablation_document.h"

namespace twb {

AblationEditCommand::AblationEditCommand(AblationDocument &document, const QString &text)
    : QUndoCommand(text), m_document(document), m_before(document.spec()), m_after(document.spec())
{
}

void AblationEditCommand::undo()
{
    m_document.applySpec(m_before);
}

void AblationEditCommand::redo()
{
    m_document.applySpec(m_after);
}

} // namespace twb
