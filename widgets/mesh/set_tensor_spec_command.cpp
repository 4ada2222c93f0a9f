#include "widgets/mesh/set_tensor_spec_command.h"

#include "widgets/mesh/mesh_document.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetTensorSpecCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetTensorSpecCommand)
};
} // namespace


SetTensorSpecCommand::SetTensorSpecCommand(MeshDocument *document, const QString &tensor, int dimension,
                                           const QStringList &axes)
    : MeshEditCommand(document, Tr::tr("Shard %1 dimension %2").arg(tensor).arg(dimension))
{
    const MeshSpec &mesh = m_after.mesh;
    PartitionPlan &plan = m_after.plan;
    if (tensor == u"input"_s) {
        PartitionSpec spec = plan.inputSpec(mesh);
        if (dimension < 0 || dimension >= spec.rank())
            return;
        spec.dims[dimension] = axes;
        plan.setInputOverride(spec == PartitionPlan::defaultInputSpec(mesh) ? std::nullopt : std::optional(spec));
        return;
    }
    for (const auto &t : document->tensors()) {
        if (t.name != tensor)
            continue;
        PartitionSpec spec = plan.specFor(t, mesh);
        if (dimension < 0 || dimension >= spec.rank())
            return;
        spec.dims[dimension] = axes;
        if (spec == PartitionPlan::defaultSpec(t, mesh))
            plan.clearOverride(tensor);
        else
            plan.setOverride(tensor, spec);
        return;
    }
}

} // namespace twb
