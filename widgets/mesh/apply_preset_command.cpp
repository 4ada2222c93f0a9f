#include "widgets/mesh/apply_preset_command.h"

#include "core/mesh/mesh_presets.h"
#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {

ApplyPresetCommand::ApplyPresetCommand(MeshDocument *document, MeshStrategy strategy)
    : MeshEditCommand(document, QCoreApplication::translate("twb", "Strategy %1").arg(strategyTitle(strategy)))
{
    MeshSpec &mesh = m_after.mesh;
    mesh.setStrategy(strategy);
    const qint64 experts = m_after.model ? m_after.model->nExperts : 0;
    mesh.setAxes(MeshPresets::axesFor(strategy, mesh.accelerator(), mesh.slices(), experts));
}

} // namespace twb
