#pragma once

#include "core/ablation/ablation_spec.h"

#include <QUndoCommand>

namespace twb {

class AblationDocument;

// The base of the ablation editor's commands: each kind of edit is a subclass that computes
// the spec after the edit; undo and redo swap whole specs (they are small), so every command
// is exactly reversible.
class AblationEditCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

protected:
    AblationEditCommand(AblationDocument &document, const QString &text);
    // Subclasses call this from their constructor with the edited copy of before().
    void setAfter(const AblationSpec &after) { m_after = after; }
    const AblationSpec &before() const { return m_before; }

private:
    AblationDocument &m_document;
    AblationSpec m_before;
    AblationSpec m_after;
};

} // namespace twb
