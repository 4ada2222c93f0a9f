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
    connect(&document, &AblationDocument::specChanged, this, &VariableListModel::refresh);
    connect(&document, &AblationDocument::expansionChanged, this, [this] {
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, BaselineColumn), index(m_rows - 1, BaselineColumn));
    });
}

void VariableListModel::refresh()
{
    // Edits change one row at a time, but a whole-spec undo can change any; a reset is cheap
    // for a handful of rows and keeps the view's selection logic simple.
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
    if (!index.isValid() || index.row() >= m_rows)
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
