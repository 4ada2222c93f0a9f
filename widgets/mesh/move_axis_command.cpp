#include "widgets/mesh/move_axis_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::MoveAxisCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MoveAxisCommand)
};
} // namespace


MoveAxisCommand::MoveAxisCommand(MeshDocument *document, int from, int to)
    : MeshEditCommand(document, Tr::tr("Move axis %1").arg(document->mesh().axes().value(from).name))
{
    QList<MeshAxis> axes = m_after.mesh.axes();
    if (from < 0 || from >= axes.size() || to < 0 || to >= axes.size())
        return;
    axes.move(from, to);
    m_after.mesh.setAxes(axes);
}

} // namespace twb
