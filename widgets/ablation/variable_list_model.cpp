#include "widgets/ablation/variable_list_model.h"

#include "core/util/json_path.h"
#include "widgets/ablation/ablation_document.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {

VariableListModel::VariableListModel(AblationDocument &document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    m_rows = int(document.spec().variables().size());
    // Rows follow the document's per-variable signals; the document has changed already when
    // they come, so the row count is kept here for the begin/end pairs.
    connect(&document, &AblationDocument::variableAdded, this, [this](int row) {
        beginInsertRows({}, row, row);
        ++m_rows;
        endInsertRows();
    });
    connect(&document, &AblationDocument::variableRemoved, this, [this](int row) {
        beginRemoveRows({}, row, row);
        --m_rows;
        endRemoveRows();
    });
    connect(&document, &AblationDocument::variableChanged, this, [this](int row) {
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(&document, &AblationDocument::specReplaced, this, &VariableListModel::reset);
    connect(&document, &AblationDocument::variablesReplaced, this, &VariableListModel::reset);
    // The baseline column: the ablation's baseline, else the base experiment's value.
    const auto baselineColumnChanged = [this] {
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, BaselineColumn), index(m_rows - 1, BaselineColumn));
    };
    connect(&document, &AblationDocument::baselineChanged, this, baselineColumnChanged);
    connect(&document, &AblationDocument::expansionChanged, this, baselineColumnChanged);
}

void VariableListModel::reset()
{
    // Another ablation, or an undo that brought back several variables at once.
    beginResetModel();
    m_rows = int(m_document.spec().variables().size());
    endResetModel();
}

int VariableListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int VariableListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString VariableListModel::valuesText(const AblationVariable &variable)
{
    if (variable.isRange())
        return variable.range()->shorthand();
    QStringList parts;
    for (const Json &value : variable.listValues())
        parts << toQString(canonicalJson(value));
    return parts.join(u", "_s);
}

QVariant VariableListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || index.row() >= int(m_document.spec().variables().size()))
        return {};
    const AblationVariable &variable = m_document.spec().variables()[size_t(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case PathColumn: return variable.path();
        case ValuesColumn: {
            QString text = valuesText(variable);
            if (variable.isRange() && role == Qt::ToolTipRole) {
                QStringList values;
                for (const Json &value : variable.values())
                    values << toQString(canonicalJson(value));
                text += u" = "_s + values.join(u", "_s);
            }
            return text;
        }
        case CountColumn: return qulonglong(variable.isRange() ? variable.range()->count() : variable.listValues().size());
        case BaselineColumn: {
            const Json &baseline = m_document.spec().baseline();
            if (const auto it = baseline.find(toStd(variable.path())); it != baseline.end())
                return toQString(canonicalJson(*it));
            if (const Json *inBase = findPath(m_document.baseConfig(), variable.path()))
                return u"(%1)"_s.arg(toQString(canonicalJson(*inBase)));
            return QString();
        }
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == CountColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant VariableListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PathColumn: return tr("Field");
    case ValuesColumn: return tr("Values");
    case CountColumn: return tr("#");
    case BaselineColumn: return tr("Baseline");
    }
    return {};
}

} // namespace twb
