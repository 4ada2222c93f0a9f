#pragma once

#include "widgets/mesh/mesh_document_state.h"

#include <QUndoCommand>

namespace twb {

class MeshDocument;

// Base of the mesh designer's undo commands: each kind of edit is a subclass that computes the
// state after the edit in its constructor; undo and redo swap whole states (they are small
// values), so no edit can be undone into a state that never existed.
class MeshEditCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

protected:
    MeshEditCommand(MeshDocument *document, const QString &text);

    MeshDocument *m_document;
    MeshDocumentState m_before;
    MeshDocumentState m_after;
};

} // namespace twb
