#include "widgets/mesh/add_axis_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {

AddAxisCommand::AddAxisCommand(MeshDocument *document, const MeshAxis &axis)
    : MeshEditCommand(document, QCoreApplication::translate("twb", "Add axis %1").arg(axis.name))
{
    QList<MeshAxis> axes = m_after.mesh.axes();
    axes << axis;
    m_after.mesh.setAxes(axes);
}

} // namespace twb
