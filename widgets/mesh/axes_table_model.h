#pragma once

#include "core/mesh/mesh_spec.h"

#include <QAbstractTableModel>
#include <QList>

namespace twb {

class MeshDocument;

// The mesh's axes as an editable table: name, size, kind (ici/dcn), and, read-only, where the
// axis lies on the hardware and whether it crosses hosts or slices. Edits become undo commands;
// the rows follow the document's per-axis signals (no reset for an edit).
class AxesTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AxesTableModel)

public:
    enum Column { Name, Size, Kind, Placement, Reach, ColumnCount };

    explicit AxesTableModel(MeshDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    QString issueText(int row, int column) const;

    MeshDocument *m_document;
    // The rows as the views know them: the document has changed already when its signals come,
    // and a view (or QAbstractItemModelTester) reads the old rows between begin and end.
    QList<MeshAxis> m_axes;
};

} // namespace twb
