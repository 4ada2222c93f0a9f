#include "widgets/mesh/mesh_document.h"

#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/mesh_presets.h"
#include "widgets/mesh/add_axis_command.h"
#include "widgets/mesh/apply_preset_command.h"
#include "widgets/mesh/change_model_command.h"
#include "widgets/mesh/change_slice_command.h"
#include "widgets/mesh/edit_axis_command.h"
#include "widgets/mesh/load_experiment_command.h"
#include "widgets/mesh/move_axis_command.h"
#include "widgets/mesh/remove_axis_command.h"
#include "widgets/mesh/set_tensor_spec_command.h"

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

MeshCheck checkOf(const MeshDocumentState &state)
{
    return MeshCheck::run(state.mesh, state.plan, state.model ? &*state.model : nullptr);
}

bool sameTensors(const QList<ModelTensor> &a, const QList<ModelTensor> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const ModelTensor &x, const ModelTensor &y) {
        return x.name == y.name && x.shape == y.shape && x.count == y.count && x.dimNames == y.dimNames;
    });
}

} // namespace

MeshDocument::MeshDocument(QObject *parent) : Document(parent), m_state(initialState()), m_check(checkOf(m_state)) {}

MeshDocument::~MeshDocument() = default;

void MeshDocument::applyState(const MeshDocumentState &state)
{
    const MeshDocumentState before = std::exchange(m_state, state);
    const QList<ModelTensor> tensorsBefore = m_check.tensors();
    const bool slice = !(before.mesh.accelerator() == state.mesh.accelerator()) || before.mesh.slices() != state.mesh.slices();
    const bool strategy = before.mesh.strategy() != state.mesh.strategy();
    const bool axes = before.mesh.axes() != state.mesh.axes();
    const bool specs = !(before.plan == state.plan);
    const bool model = before.model != state.model;
    // The check goes first, so that every view reading it in a slot below sees the new one.
    if (slice || strategy || axes || specs || model)
        m_check = checkOf(m_state);
    setFileName(state.experimentPath);
    if (slice)
        Q_EMIT sliceChanged();
    if (strategy)
        Q_EMIT strategyChanged();
    if (axes)
        emitAxesChanges(before.mesh.axes(), state.mesh.axes());
    if (specs)
        Q_EMIT partitionSpecsChanged();
    if (model)
        Q_EMIT modelChanged();
    if (!sameTensors(tensorsBefore, m_check.tensors()))
        Q_EMIT tensorsChanged();
    if (slice || strategy || axes || specs || model)
        Q_EMIT checkChanged();
}

void MeshDocument::emitAxesChanges(const QList<MeshAxis> &before, const QList<MeshAxis> &after)
{
    const qsizetype n = before.size();
    if (after.size() == n) {
        QList<int> changed;
        for (int i = 0; i < n; ++i)
            if (before[i] != after[i])
                changed << i;
        // A move shows as a rotation of the rows between its two ends.
        if (changed.size() > 2) {
            const int from = changed.first(), to = changed.last();
            QList<MeshAxis> moved = before;
            moved.move(from, to);
            QList<MeshAxis> movedBack = before;
            movedBack.move(to, from);
            if (moved == after)
                Q_EMIT axisMoved(from, to);
            else if (movedBack == after)
                Q_EMIT axisMoved(to, from);
            else
                Q_EMIT axesReplaced();
        } else if (changed.size() == 2 && before[changed[0]] == after[changed[1]] && before[changed[1]] == after[changed[0]]) {
            Q_EMIT axisMoved(changed[0], changed[1]);
        } else {
            for (int i : changed)
                Q_EMIT axisChanged(i);
        }
    } else if (after.size() == n + 1 || after.size() == n - 1) {
        const QList<MeshAxis> &longer = after.size() > n ? after : before;
        const QList<MeshAxis> &shorter = after.size() > n ? before : after;
        int at = 0;
        while (at < shorter.size() && shorter[at] == longer[at])
            ++at;
        QList<MeshAxis> without = longer;
        without.removeAt(at);
        if (without != shorter)
            Q_EMIT axesReplaced();
        else if (after.size() > n)
            Q_EMIT axisInserted(at);
        else
            Q_EMIT axisRemoved(at);
    } else {
        Q_EMIT axesReplaced();
    }
    Q_EMIT axesChanged();
}

void MeshDocument::setSlice(const AcceleratorType &accelerator, int slices)
{
    if (accelerator == m_state.mesh.accelerator() && slices == m_state.mesh.slices())
        return;
    undoStack()->push(new ChangeSliceCommand(this, accelerator, slices));
}

void MeshDocument::applyStrategy(MeshStrategy strategy)
{
    // Choosing the current strategy again refits its preset (the axes may have been edited).
    undoStack()->push(new ApplyPresetCommand(this, strategy));
}

int MeshDocument::addAxis()
{
    QString name;
    for (int i = int(mesh().axes().size()) + 1;; ++i) {
        name = u"axis%1"_s.arg(i);
        if (!mesh().hasAxis(name))
            break;
    }
    undoStack()->push(new AddAxisCommand(this, MeshAxis{name, 1, AxisKind::Ici}));
    return int(mesh().axes().size()) - 1;
}

void MeshDocument::removeAxis(int index)
{
    if (index >= 0 && index < mesh().axes().size())
        undoStack()->push(new RemoveAxisCommand(this, index));
}

void MeshDocument::moveAxis(int from, int to)
{
    const qsizetype n = mesh().axes().size();
    if (from < 0 || from >= n || to < 0 || to >= n || from == to)
        return;
    undoStack()->push(new MoveAxisCommand(this, from, to));
}

void MeshDocument::editAxis(int index, const MeshAxis &axis)
{
    if (index < 0 || index >= mesh().axes().size() || mesh().axes()[index] == axis)
        return;
    undoStack()->push(new EditAxisCommand(this, index, axis));
}

void MeshDocument::setTensorSpec(const QString &tensor, int dimension, const QStringList &axes)
{
    const auto current = [&]() -> std::optional<PartitionSpec> {
        if (tensor == u"input"_s)
            return plan().inputSpec(mesh());
        for (const auto &t : tensors())
            if (t.name == tensor)
                return plan().specFor(t, mesh());
        return std::nullopt;
    }();
    if (current && dimension >= 0 && dimension < current->rank() && current->dims[dimension] == axes)
        return;
    undoStack()->push(new SetTensorSpecCommand(this, tensor, dimension, axes));
}

void MeshDocument::setRemat(bool remat)
{
    if (!model() || model()->remat == remat)
        return;
    ModelConfig changed = *model();
    changed.remat = remat;
    undoStack()->push(new ChangeModelCommand(this, changed, remat ? tr("Turn remat on") : tr("Turn remat off")));
}

void MeshDocument::setBatchSize(qint64 batchSize)
{
    if (!model() || model()->batchSize == batchSize)
        return;
    ModelConfig changed = *model();
    changed.batchSize = batchSize;
    undoStack()->push(new ChangeModelCommand(this, changed, tr("Global batch %1").arg(batchSize)));
}

void MeshDocument::load(const QString &fileName)
{
    loadInBackground<ExperimentMeshFile::Contents>(
        fileName, [fileName] { return ExperimentMeshFile::load(fileName); },
        [this, fileName](ExperimentMeshFile::Contents &&contents) {
            MeshDocumentState state = m_state;
            state.mesh = contents.mesh.value_or(state.mesh);
            state.plan = contents.plan;
            state.model = contents.model;
            state.experimentPath = fileName;
            undoStack()->push(new LoadExperimentCommand(this, state));
            undoStack()->setClean(); // as in the file (undoing the open makes it modified)
        });
}

Document::Writer MeshDocument::snapshotWriter() const
{
    // The remat box is the experiment's train.remat: saved with the mesh.
    const std::optional<bool> remat = m_state.model ? std::optional<bool>(m_state.model->remat) : std::nullopt;
    return [mesh = m_state.mesh, plan = m_state.plan, remat](const QString &fileName) {
        return ExperimentMeshFile::save(fileName, mesh, plan, remat);
    };
}

} // namespace twb
