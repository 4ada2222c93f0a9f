#pragma once

#include "widgets/mesh/mesh_edit_command.h"

namespace twb {

// Renames, resizes or changes the kind of one axis. Consecutive edits of the same axis and
// field merge into one undo step (a spin box emits every value on the way).
class EditAxisCommand final : public MeshEditCommand
{
public:
    EditAxisCommand(MeshDocument *document, int index, const MeshAxis &axis);

    int id() const override { return 0x6d657368; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_index;
    int m_field; // 0 name, 1 size, 2 kind
};

} // namespace twb
