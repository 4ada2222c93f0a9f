#pragma once

#include "core/kernel/run_overview.h"

#include <QAbstractTableModel>

namespace twb {

// One row per iteration (committed or in flight): the history entry's fields, the outcome and
// the review flags (speedup above the correctness-review threshold, base time drift).
class IterationsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IterationsModel)

public:
    enum Column { Iteration, CompileOk, TestOk, BaseMs, OptimizedMs, Speedup, BaseChoice, Outcome, ColumnCount };

    explicit IterationsModel(QObject *parent = nullptr);

    // `replayed`: the numbers were copied from the replay's recording; every one says so.
    void setIterations(const QList<kernel::IterationView> &iterations, bool replayed = false);
    const kernel::IterationView *iterationAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<kernel::IterationView> m_rows;
    bool m_replayed = false;
};

} // namespace twb
