#include "widgets/mesh/tensor_table_model.h"
#include "widgets/common/palette.h"

#include "core/mesh/memory_estimator.h"
#include "widgets/mesh/choice_delegate.h"
#include "widgets/mesh/mesh_document.h"

#include <QLocale>
#include <QBrush>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

QString shapeText(const ModelTensor &tensor)
{
    if (tensor.shape.isEmpty() || tensor.shape.first() == 0)
        return QString(u"("_s + tensor.dimNames.join(u", "_s) + u')');
    return tensor.shapeText() + (tensor.count > 1 ? u" x%1"_s.arg(tensor.count) : QString());
}

} // namespace

TensorTableModel::TensorTableModel(MeshDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_rows(int(document->tensors().size()) + 1)
{
    // Another model (or MoE without a model) brings other tensors: a different table. The same
    // tensors keep their rows, and only their cells are repainted.
    connect(document, &MeshDocument::tensorsChanged, this, [this] {
        const int rows = int(m_document->tensors().size()) + 1;
        if (rows == m_rows)
            return; // same count: the repaint after the check covers it
        beginResetModel();
        m_rows = rows;
        endResetModel();
    });
    connect(document, &MeshDocument::checkChanged, this, [this] {
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    });
}

ModelTensor TensorTableModel::tensorAt(int row) const
{
    const auto &tensors = m_document->tensors();
    if (row < tensors.size())
        return tensors[row];
    if (const ModelConfig *model = m_document->model())
        return ModelTensor::inputFor(*model);
    return {u"input"_s, {0, 0}, {u"batch"_s, u"seq"_s}, 1, ModelTensor::Role::Input};
}

int TensorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int TensorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList TensorTableModel::specChoices() const
{
    QStringList choices{u"-"_s};
    const QStringList names = m_document->mesh().axisNames();
    choices << names;
    for (qsizetype i = 0; i < names.size(); ++i)
        for (qsizetype j = i + 1; j < names.size(); ++j)
            choices << names[i] + u'+' + names[j];
    return choices;
}

QVariant TensorTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ModelTensor tensor = tensorAt(index.row());
    const MeshSpec &mesh = m_document->mesh();
    const PartitionSpec spec = m_document->plan().specFor(tensor, mesh);
    const bool known = !tensor.shape.isEmpty() && tensor.shape.first() > 0;
    const int dim = index.column() - Dim0;
    const bool isDim = index.column() >= Dim0 && index.column() <= Dim2;
    const MeshIssues issues = m_document->issuesFor(tensor.name);

    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case Tensor: return tensor.name;
        case Shape: return shapeText(tensor);
        case Shard: {
            if (!known || spec.rank() != tensor.shape.size())
                return QString();
            QStringList parts;
            for (qsizetype d = 0; d < tensor.shape.size(); ++d) {
                const qint64 split = PartitionPlan::axisProduct(spec.dims[d], mesh);
                parts << QString::number((tensor.shape[d] + split - 1) / split);
            }
            return QString(u'(' + parts.join(u", "_s) + u')');
        }
        case BytesPerDevice:
            if (!known || tensor.role == ModelTensor::Role::Input || !m_document->model() || spec.rank() != tensor.shape.size())
                return QString();
            return formatBytes(MemoryEstimator::parameterBytesPerDevice(tensor, spec, mesh, *m_document->model()), QLocale());
        case Problems: {
            QStringList messages;
            for (const auto &issue : issues)
                messages << issue.message;
            return messages.join(u' ');
        }
        default:
            if (isDim && dim < spec.rank())
                return spec.dims[dim].isEmpty() ? u"-"_s : spec.dims[dim].join(u'+');
            return QString();
        }
    }
    if (role == ChoiceDelegate::ChoicesRole && isDim && dim < tensor.shape.size())
        return specChoices();
    if (role == Qt::ForegroundRole && !issues.isEmpty() && (index.column() == Problems || isDim || index.column() == Tensor))
        return QBrush(Palette::color(hasErrors(issues) ? Palette::Role::Error : Palette::Role::Warning));
    if (role == Qt::ToolTipRole) {
        if (isDim && dim < tensor.dimNames.size())
            return tr("Dimension %1 (%2): the mesh axes it is split over").arg(dim).arg(tensor.dimNames[dim]);
        if (index.column() == Problems && !issues.isEmpty())
            return data(index, Qt::DisplayRole);
    }
    if (role == Qt::TextAlignmentRole && index.column() == BytesPerDevice)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant TensorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case Tensor: return tr("Tensor");
    case Shape: return tr("Shape");
    case Dim0: return tr("Dim 0");
    case Dim1: return tr("Dim 1");
    case Dim2: return tr("Dim 2");
    case Shard: return tr("Shard per device");
    case BytesPerDevice: return tr("Bytes / device");
    case Problems: return tr("Problems");
    }
    return {};
}

Qt::ItemFlags TensorTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    const int dim = index.column() - Dim0;
    if (index.isValid() && index.column() >= Dim0 && index.column() <= Dim2 && dim < tensorAt(index.row()).shape.size())
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool TensorTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString().trimmed();
    QStringList axes;
    if (!text.isEmpty() && text != u"-"_s)
        axes = text.split(u'+', Qt::SkipEmptyParts);
    for (auto &axis : axes)
        axis = axis.trimmed();
    m_document->setTensorSpec(tensorAt(index.row()).name, index.column() - Dim0, axes);
    return true;
}

} // namespace twb
