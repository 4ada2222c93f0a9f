#pragma once

#include "core/ablation/ablation_variable.h"

#include <QAbstractTableModel>

#include <vector>

namespace twb {

class AblationDocument;

// The variables of the edited ablation as a table: path, values (list or range shorthand),
// how many values, and the baseline value (or the base experiment's, in brackets).
class VariableListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VariableListModel)

public:
    enum Column { PathColumn, ValuesColumn, CountColumn, BaselineColumn, ColumnCount };

    explicit VariableListModel(AblationDocument &document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "1, 2, 4" for a list, "1e-4:1e-2:3:log" for a range.
    static QString valuesText(const AblationVariable &variable);

private:
    void reset();

    AblationDocument &m_document;
    // The rows as the views know them: the document has changed already when its signals come,
    // and a view (or QAbstractItemModelTester) reads the old rows between begin and end.
    std::vector<AblationVariable> m_variables;
};

} // namespace twb
