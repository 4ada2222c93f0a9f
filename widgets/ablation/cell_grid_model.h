#pragma once

#include "core/ablation/ablation_run_status.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace twb {

class AblationDocument;

// The live cell grid: one row per run (cell x seed) of the current expansion, with the cell
// number, config hash, the variables' values, seed, run id, state and the metric so far.
// The expansion comes from the document; states and values from setStatuses() (the panel
// reads them off the GUI thread).
class CellGridModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CellGridModel)

public:
    enum Role { SortRole = Qt::UserRole + 1, StateRole };

    explicit CellGridModel(AblationDocument &document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setStatuses(const QHash<QString, AblationRunStatus> &statuses);
    const QHash<QString, AblationRunStatus> &statuses() const { return m_statuses; }

    // Column numbers, which depend on the number of variables.
    int seedColumn() const { return 2 + int(m_variables.size()); }
    // The metric comes first after the seed: it is what one reads the grid for.
    int metricColumn() const { return seedColumn() + 1; }
    int stateColumn() const { return seedColumn() + 2; }
    int runIdColumn() const { return seedColumn() + 3; }
    QString runIdAt(int row) const;

private:
    void rebuild();

    AblationDocument &m_document;
    QStringList m_variables;
    int m_rows = 0;
    QHash<QString, AblationRunStatus> m_statuses;
};

} // namespace twb
