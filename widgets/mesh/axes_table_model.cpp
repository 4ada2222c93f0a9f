#include "widgets/mesh/axes_table_model.h"
#include "widgets/common/palette.h"

#include "widgets/mesh/choice_delegate.h"
#include "widgets/mesh/mesh_document.h"

#include <QBrush>

using namespace Qt::StringLiterals;

namespace twb {

AxesTableModel::AxesTableModel(MeshDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_axes(document->mesh().axes())
{
    // Rows follow the document's axis signals one by one; the copy of the axes changes between
    // each begin/end pair, so views see the old rows until the change is announced.
    connect(document, &MeshDocument::axisInserted, this, [this](int index) {
        beginInsertRows({}, index, index);
        m_axes.insert(index, m_document->mesh().axes()[index]);
        endInsertRows();
    });
    connect(document, &MeshDocument::axisRemoved, this, [this](int index) {
        beginRemoveRows({}, index, index);
        m_axes.removeAt(index);
        endRemoveRows();
    });
    connect(document, &MeshDocument::axisMoved, this, [this](int from, int to) {
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
        m_axes.move(from, to);
        endMoveRows();
    });
    connect(document, &MeshDocument::axisChanged, this, [this](int row) {
        m_axes[row] = m_document->mesh().axes()[row];
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(document, &MeshDocument::axesReplaced, this, [this] {
        beginResetModel();
        m_axes = m_document->mesh().axes();
        endResetModel();
    });
    // Any edit can change any row's placement, reach and problems (an axis's size moves the
    // others on the chip grid): repaint every row, keeping selection and editors.
    connect(document, &MeshDocument::checkChanged, this, [this] {
        if (!m_axes.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_axes.size()) - 1, ColumnCount - 1));
    });
}

int AxesTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_axes.size());
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
    const MeshAxis &axis = m_axes[index.row()];
    const DeviceMap *map = m_document->deviceMap();
    const AxisPlacement *placement = map && index.row() < map->axes().size() ? &map->axes()[index.row()] : nullptr;
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
            return QBrush(Palette::color(Palette::Role::Error));
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
    MeshAxis axis = m_axes[index.row()];
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
    m_document->editAxis(index.row(), axis);
    return true;
}

} // namespace twb
