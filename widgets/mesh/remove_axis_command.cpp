#include "widgets/mesh/remove_axis_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::RemoveAxisCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RemoveAxisCommand)
};
} // namespace


RemoveAxisCommand::RemoveAxisCommand(MeshDocument *document, int index)
    : MeshEditCommand(document, Tr::tr("Remove axis %1").arg(document->mesh().axes().value(index).name))
{
    QList<MeshAxis> axes = m_after.mesh.axes();
    if (index < 0 || index >= axes.size())
        return;
    const QString name = axes.takeAt(index).name;
    m_after.mesh.setAxes(axes);
    // Overrides naming the removed axis would be errors now: drop that axis from them.
    const auto overrides = m_after.plan.overrides();
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
        PartitionSpec spec = it.value();
        for (auto &dim : spec.dims)
            dim.removeAll(name);
        if (spec != it.value())
            m_after.plan.setOverride(it.key(), spec);
    }
}

} // namespace twb
