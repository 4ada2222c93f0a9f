#include "widgets/mesh/load_experiment_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::LoadExperimentCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::LoadExperimentCommand)
};
} // namespace


LoadExperimentCommand::LoadExperimentCommand(MeshDocument *document, const MeshDocumentState &state)
    : MeshEditCommand(document, Tr::tr("Open %1").arg(QFileInfo(state.experimentPath).fileName()))
{
    m_after = state;
}

} // namespace twb
