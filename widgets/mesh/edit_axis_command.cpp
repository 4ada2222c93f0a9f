#include "widgets/mesh/edit_axis_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::EditAxisCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::EditAxisCommand)
};

int changedField(const MeshAxis &before, const MeshAxis &after)
{
    if (before.name != after.name)
        return 0;
    if (before.size != after.size)
        return 1;
    return 2;
}

} // namespace

EditAxisCommand::EditAxisCommand(MeshDocument *document, int index, const MeshAxis &axis)
    : MeshEditCommand(document, Tr::tr("Edit axis %1").arg(axis.name)), m_index(index), m_field(0)
{
    QList<MeshAxis> axes = m_after.mesh.axes();
    if (index < 0 || index >= axes.size())
        return;
    m_field = changedField(axes[index], axis);
    const QString oldName = axes[index].name;
    axes[index] = axis;
    m_after.mesh.setAxes(axes);
    // A rename carries the partition-spec overrides along.
    if (oldName != axis.name) {
        const auto overrides = m_after.plan.overrides();
        for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
            PartitionSpec spec = it.value();
            for (auto &dim : spec.dims)
                for (auto &name : dim)
                    if (name == oldName)
                        name = axis.name;
            m_after.plan.setOverride(it.key(), spec);
        }
    }
}

bool EditAxisCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditAxisCommand *>(other);
    if (edit->m_index != m_index || edit->m_field != m_field)
        return false;
    m_after = edit->m_after;
    return true;
}

} // namespace twb
