#pragma once

#include "core/mesh/device_map.h"
#include "core/mesh/memory_estimate.h"
#include "core/mesh/mesh_issue.h"
#include "core/mesh/model_tensor.h"
#include "widgets/mesh/mesh_document_state.h"

#include <QObject>

#include <optional>

class QUndoStack;

namespace twb {

// The mesh designer's document: the edited state plus what follows from it (issues, device
// map, memory estimate), recomputed on every change. Views read it and listen to changed();
// only undo commands change it (applyState), so every edit is undoable.
class MeshDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MeshDocument)

public:
    explicit MeshDocument(QObject *parent = nullptr);
    ~MeshDocument() override;

    const MeshDocumentState &state() const { return m_state; }
    const MeshSpec &mesh() const { return m_state.mesh; }
    const PartitionPlan &plan() const { return m_state.plan; }
    const ModelConfig *model() const { return m_state.model ? &*m_state.model : nullptr; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // The model's tensors, or the generic names (zero shapes) when no model is loaded.
    const QList<ModelTensor> &tensors() const { return m_tensors; }
    const MeshIssues &issues() const { return m_issues; }
    MeshIssues issuesFor(const QString &where) const;
    bool hasErrors() const;
    const DeviceMap *deviceMap() const { return m_map ? &*m_map : nullptr; }
    const std::optional<MemoryEstimate> &estimate() const { return m_estimate; }

    // For undo commands only.
    void applyState(const MeshDocumentState &state);

Q_SIGNALS:
    void changed();

private:
    void recompute();

    MeshDocumentState m_state;
    QUndoStack *m_undoStack = nullptr;
    QList<ModelTensor> m_tensors;
    MeshIssues m_issues;
    std::optional<DeviceMap> m_map;
    std::optional<MemoryEstimate> m_estimate;
};

} // namespace twb
