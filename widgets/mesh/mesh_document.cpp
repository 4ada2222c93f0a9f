#include "widgets/mesh/mesh_document.h"

#include "core/mesh/memory_estimator.h"
#include "core/mesh/mesh_presets.h"
#include "core/mesh/mesh_validator.h"

#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

MeshDocumentState initialState()
{
    // A single-host v5e, the skill's primary target, with the FSDPv2 preset.
    const AcceleratorType type = *AcceleratorType::parse(u"v5litepod-8"_s);
    return {MeshSpec(type, 1, MeshPresets::axesFor(MeshStrategy::Fsdp, type), MeshStrategy::Fsdp), {}, std::nullopt, {}};
}

} // namespace

MeshDocument::MeshDocument(QObject *parent)
    : QObject(parent), m_state(initialState()), m_undoStack(new QUndoStack(this))
{
    recompute();
}

MeshDocument::~MeshDocument() = default;

void MeshDocument::applyState(const MeshDocumentState &state)
{
    m_state = state;
    recompute();
    Q_EMIT changed();
}

MeshIssues MeshDocument::issuesFor(const QString &where) const
{
    MeshIssues found;
    for (const auto &issue : m_issues)
        if (issue.where == where || issue.where.startsWith(where + u'.') || issue.where.startsWith(where + u'['))
            found << issue;
    return found;
}

bool MeshDocument::hasErrors() const
{
    return twb::hasErrors(m_issues);
}

void MeshDocument::recompute()
{
    const ModelConfig *model = this->model();
    m_tensors = model ? ModelTensor::listFor(*model) : ModelTensor::genericList(m_state.mesh.hasAxis(u"expert"));
    m_issues = MeshValidator::validate(m_state.mesh, model);
    const bool meshValid = !twb::hasErrors(m_issues);
    m_issues << m_state.plan.check(m_state.mesh, m_tensors, model);
    m_map.reset();
    if (meshValid) {
        if (auto map = DeviceMap::build(m_state.mesh))
            m_map = std::move(*map);
    }
    m_estimate.reset();
    if (model && !twb::hasErrors(m_issues))
        m_estimate = MemoryEstimator::estimate(m_state.mesh, *model, m_state.plan);
}

} // namespace twb
