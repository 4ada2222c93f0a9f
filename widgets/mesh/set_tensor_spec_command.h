#pragma once

#include "widgets/mesh/mesh_edit_command.h"

#include <QStringList>

namespace twb {

// Sets the mesh axes one dimension of a tensor (or of the input batch, "input") is split
// over. An override equal to the default is dropped, so the saved specs stay minimal.
class SetTensorSpecCommand final : public MeshEditCommand
{
public:
    SetTensorSpecCommand(MeshDocument *document, const QString &tensor, int dimension, const QStringList &axes);
};

} // namespace twb
