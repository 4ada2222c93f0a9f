#include "widgets/ablation/variable_list_model.h"

#include "core/util/json_path.h"
#include "widgets/ablation/ablation_document.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {

VariableListModel::VariableListModel(AblationDocument &document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    m_variables = document.spec().variables();
    // Rows follow the document's per-variable signals; the copy changes between each begin/end
    // pair, so views see the old rows until the change is announced.
    connect(&document, &AblationDocument::variableAdded, this, [this](int row) {
        beginInsertRows({}, row, row);
        m_variables.insert(m_variables.begin() + row, m_document.spec().variables()[size_t(row)]);
        endInsertRows();
    });
    connect(&document, &AblationDocument::variableRemoved, this, [this](int row) {
        beginRemoveRows({}, row, row);
        m_variables.erase(m_variables.begin() + row);
        endRemoveRows();
    });
    connect(&document, &AblationDocument::variableChanged, this, [this](int row) {
        m_variables[size_t(row)] = m_document.spec().variables()[size_t(row)];
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(&document, &AblationDocument::specReplaced, this, &VariableListModel::reset);
    connect(&document, &AblationDocument::variablesReplaced, this, &VariableListModel::reset);
    // The baseline column: the ablation's baseline, else the base experiment's value.
    const auto baselineColumnChanged = [this] {
        if (!m_variables.empty())
            Q_EMIT dataChanged(index(0, BaselineColumn), index(rowCount() - 1, BaselineColumn));
    };
    connect(&document, &AblationDocument::baselineChanged, this, baselineColumnChanged);
    connect(&document, &AblationDocument::expansionChanged, this, baselineColumnChanged);
}

void VariableListModel::reset()
{
    // Another ablation, or an undo that brought back several variables at once.
    beginResetModel();
    m_variables = m_document.spec().variables();
    endResetModel();
}

int VariableListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_variables.size());
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
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const AblationVariable &variable = m_variables[size_t(index.row())];
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
