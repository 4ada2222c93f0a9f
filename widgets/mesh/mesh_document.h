#pragma once

#include "core/mesh/mesh_check.h"
#include "widgets/common/document.h"
#include "widgets/mesh/mesh_document_state.h"

namespace twb {

// The mesh designer's document: the edited state (mesh, partition specs, model, the
// experiment.json it belongs to) plus its check (issues, device map, memory estimate; core's
// MeshCheck, the same `tpuwb mesh` runs), recomputed on every change. Edits go through the
// methods below, each an undo command; the commands swap whole states (applyState) and the
// document tells the views what differs, down to the axis.
//
// The file is the experiment.json; opening one is an undo step like any edit (it replaces the
// mesh and the model), and saving rewrites only its `tpu` block, on a pool thread.
class MeshDocument final : public Document
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

    const MeshCheck &check() const { return m_check; }
    // The model's tensors, or the generic names (zero shapes) when no model is loaded.
    const QList<ModelTensor> &tensors() const { return m_check.tensors(); }
    const MeshIssues &issues() const { return m_check.issues(); }
    MeshIssues issuesFor(const QString &where) const { return m_check.issuesFor(where); }
    bool hasErrors() const { return m_check.hasErrors(); }
    const DeviceMap *deviceMap() const { return m_check.deviceMap() ? &*m_check.deviceMap() : nullptr; }
    const std::optional<MemoryEstimate> &estimate() const { return m_check.estimate(); }

    // Edits; each is one undo step, and nothing is pushed when it changes nothing.
    void setSlice(const AcceleratorType &accelerator, int slices);
    void applyStrategy(MeshStrategy strategy);
    // Appends an axis "axisN" of size 1 (a valid mesh stays valid); returns its index.
    int addAxis();
    void removeAxis(int index);
    void moveAxis(int from, int to);
    void editAxis(int index, const MeshAxis &axis);
    // The mesh axes dimension `dimension` of `tensor` ("input": the batch) is split over.
    void setTensorSpec(const QString &tensor, int dimension, const QStringList &axes);
    void setRemat(bool remat);
    void setBatchSize(qint64 batchSize);

    // Reads the experiment on a pool thread; applying it is an undo step.
    void load(const QString &fileName) override;

    // For undo commands only.
    void applyState(const MeshDocumentState &state);

Q_SIGNALS:
    void sliceChanged();    // accelerator type or slice count
    void strategyChanged();
    // One of these for each change of the axes, then axesChanged().
    void axisInserted(int index);
    void axisRemoved(int index);
    void axisMoved(int from, int to);
    void axisChanged(int index); // name, size or kind
    void axesReplaced();         // more than one axis came or went
    void axesChanged();
    void partitionSpecsChanged();
    void modelChanged();
    void tensorsChanged(); // the list of tensors differs (not just their specs)
    // After any change of the mesh, specs or model: issues, device map and estimate are new.
    void checkChanged();

protected:
    Writer snapshotWriter() const override;

private:
    void emitAxesChanges(const QList<MeshAxis> &before, const QList<MeshAxis> &after);

    MeshDocumentState m_state;
    MeshCheck m_check;
};

} // namespace twb
