#include "widgets/mesh/axes_table_model.h"

#include "widgets/mesh/choice_delegate.h"
#include "widgets/mesh/edit_axis_command.h"
#include "widgets/mesh/mesh_document.h"

#include <QBrush>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace twb {

AxesTableModel::AxesTableModel(MeshDocument *document, QObject *parent) : QAbstractTableModel(parent), m_document(document)
{
    connect(document, &MeshDocument::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int AxesTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->mesh().axes().size());
}

int AxesTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AxesTableModel::issueText(int row, int column) const
{
    const QString field = column == Name ? u"name"_s : column == Size ? u"size"_s : QString();
    if (field.isEmpty())
        return {};
    QStringList messages;
    for (const auto &issue : m_document->issues())
        if (issue.where == u"axes[%1].%2"_s.arg(row).arg(field))
            messages << issue.message;
    return messages.join(u'\n');
}

QVariant AxesTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const MeshAxis &axis = m_document->mesh().axes()[index.row()];
    const DeviceMap *map = m_document->deviceMap();
    const AxisPlacement *placement = map ? &map->axes()[index.row()] : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case Name: return axis.name;
        case Size: return axis.size;
        case Kind: return axisKindName(axis.kind);
        case Placement: return placement ? placement->physical : QString();
        case Reach:
            if (!placement)
                return QString();
            if (placement->crossesSlices)
                return tr("across slices (DCN)");
            return placement->crossesHosts ? tr("across hosts") : tr("within a host");
        }
        break;
    case ChoiceDelegate::ChoicesRole:
        if (index.column() == Kind)
            return QStringList{u"ici"_s, u"dcn"_s};
        break;
    case Qt::ForegroundRole:
        if (!issueText(index.row(), index.column()).isEmpty())
            return QBrush(Qt::red);
        break;
    case Qt::ToolTipRole: {
        const QString issues = issueText(index.row(), index.column());
        if (!issues.isEmpty())
            return issues;
        if (index.column() == Placement)
            return tr("Physical axes this mesh axis runs along (core, x, y, z of the chip grid)");
        break;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == Size)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QVariant AxesTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Name: return tr("Axis");
    case Size: return tr("Size");
    case Kind: return tr("Kind");
    case Placement: return tr("Placement");
    case Reach: return tr("Reach");
    }
    return {};
}

Qt::ItemFlags AxesTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() <= Kind)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool AxesTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.column() > Kind || index.row() >= rowCount())
        return false;
    MeshAxis axis = m_document->mesh().axes()[index.row()];
    switch (index.column()) {
    case Name:
        axis.name = value.toString().trimmed();
        break;
    case Size: {
        bool ok = false;
        axis.size = value.toInt(&ok);
        if (!ok)
            return false;
        break;
    }
    case Kind: {
        const QString kind = value.toString();
        if (kind != u"ici"_s && kind != u"dcn"_s)
            return false;
        axis.kind = kind == u"dcn"_s ? AxisKind::Dcn : AxisKind::Ici;
        break;
    }
    }
    if (axis == m_document->mesh().axes()[index.row()])
        return true;
    m_document->undoStack()->push(new EditAxisCommand(m_document, index.row(), axis));
    return true;
}

} // namespace twb
