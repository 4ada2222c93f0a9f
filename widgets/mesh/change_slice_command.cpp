#include "widgets/mesh/change_slice_command.h"

#include "core/mesh/mesh_presets.h"
#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::ChangeSliceCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ChangeSliceCommand)
};
} // namespace


ChangeSliceCommand::ChangeSliceCommand(MeshDocument *document, const AcceleratorType &accelerator, int slices)
    : MeshEditCommand(document, slices > 1 ? Tr::tr("Use %1 x %2").arg(accelerator.name()).arg(slices)
                                           : Tr::tr("Use %1").arg(accelerator.name()))
{
    MeshSpec &mesh = m_after.mesh;
    mesh.setAccelerator(accelerator);
    mesh.setSlices(slices);
    const qint64 experts = m_after.model ? m_after.model->nExperts : 0;
    mesh.setAxes(MeshPresets::axesFor(mesh.strategy(), accelerator, slices, experts));
}

} // namespace twb
