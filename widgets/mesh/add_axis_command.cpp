#include "widgets/mesh/add_axis_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::AddAxisCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AddAxisCommand)
};
} // namespace


AddAxisCommand::AddAxisCommand(MeshDocument *document, const MeshAxis &axis)
    : MeshEditCommand(document, Tr::tr("Add axis %1").arg(axis.name))
{
    QList<MeshAxis> axes = m_after.mesh.axes();
    axes << axis;
    m_after.mesh.setAxes(axes);
}

} // namespace twb
