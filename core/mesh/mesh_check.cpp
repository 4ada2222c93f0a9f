#include "core/mesh/mesh_check.h"

#include "core/mesh/memory_estimator.h"
#include "core/mesh/mesh_validator.h"

namespace twb {

MeshCheck MeshCheck::run(const MeshSpec &mesh, const PartitionPlan &plan, const ModelConfig *model)
{
    MeshCheck check;
    check.m_tensors = model ? ModelTensor::listFor(*model) : ModelTensor::genericList(mesh.hasAxis(u"expert"));
    check.m_meshIssues = MeshValidator::validate(mesh, model);
    check.m_issues = check.m_meshIssues;
    check.m_issues << plan.check(mesh, check.m_tensors, model);
    if (twb::hasErrors(check.m_meshIssues)) {
        for (const auto &issue : check.m_meshIssues)
            if (issue.isError()) {
                check.m_mapError = issue.message;
                break;
            }
    } else if (auto map = DeviceMap::build(mesh)) {
        check.m_map = std::move(*map);
    } else {
        check.m_mapError = map.error().message;
    }
    if (model && !check.hasErrors())
        check.m_estimate = MemoryEstimator::estimate(mesh, *model, plan);
    return check;
}

MeshIssues MeshCheck::issuesFor(const QString &where) const
{
    MeshIssues found;
    for (const auto &issue : m_issues)
        if (issue.where == where || issue.where.startsWith(where + u'.') || issue.where.startsWith(where + u'['))
            found << issue;
    return found;
}

} // namespace twb
