#include "widgets/mesh/load_experiment_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace twb {

LoadExperimentCommand::LoadExperimentCommand(MeshDocument *document, const MeshDocumentState &state)
    : MeshEditCommand(document, QCoreApplication::translate("twb", "Open %1").arg(QFileInfo(state.experimentPath).fileName()))
{
    m_after = state;
}

} // namespace twb
