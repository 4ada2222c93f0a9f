#include "widgets/mesh/change_model_command.h"

#include "widgets/mesh/mesh_document.h"

namespace twb {

ChangeModelCommand::ChangeModelCommand(MeshDocument *document, const std::optional<ModelConfig> &model, const QString &text)
    : MeshEditCommand(document, text)
{
    m_after.model = model;
}

} // namespace twb
