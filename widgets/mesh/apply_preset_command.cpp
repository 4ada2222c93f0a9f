#include "widgets/mesh/apply_preset_command.h"

#include "core/mesh/mesh_presets.h"
#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::ApplyPresetCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ApplyPresetCommand)
};
} // namespace


ApplyPresetCommand::ApplyPresetCommand(MeshDocument *document, MeshStrategy strategy)
    : MeshEditCommand(document, Tr::tr("Strategy %1").arg(strategyTitle(strategy)))
{
    MeshSpec &mesh = m_after.mesh;
    mesh.setStrategy(strategy);
    const qint64 experts = m_after.model ? m_after.model->nExperts : 0;
    mesh.setAxes(MeshPresets::axesFor(strategy, mesh.accelerator(), mesh.slices(), experts));
}

} // namespace twb
