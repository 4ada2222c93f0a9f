#pragma once

#include "core/mesh/model_tensor.h"

#include <QAbstractTableModel>

namespace twb {

class MeshDocument;

// The model's tensors and the input batch with their partition specs: shape, the mesh axes of
// each dimension (edited with a combo box of the mesh's axes), the shard each device holds,
// parameter bytes per device, and the problems of the spec (in red).
class TensorTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TensorTableModel)

public:
    enum Column { Tensor, Shape, Dim0, Dim1, Dim2, Shard, BytesPerDevice, Problems, ColumnCount };

    explicit TensorTableModel(MeshDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // "-", each axis, each pair of axes ("data+fsdp"): what a dimension can be split over.
    QStringList specChoices() const;
    // The tensor of a row (the last row is the input batch, named "input").
    ModelTensor tensorAt(int row) const;

private:
    MeshDocument *m_document;
    int m_rows = 0; // the tensors and the input row
};

} // namespace twb
