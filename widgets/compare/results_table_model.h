#pragma once

#include "core/ablation/ablation_metric.h"
#include "core/ablation/result_table.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace twb {

class RunSet;

// The results table of a comparison: one row per cell (runs with the same config hash), the
// varying config keys, the metric at the end / its best / at a step as mean, std and 95% CI
// over seeds, the delta to the baseline cell (absolute and %), and the smoothed mean to sort
// by. SortRole gives numbers for sorting; rows without a value sort last.
class ResultsTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsTableModel)

public:
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit ResultsTableModel(QObject *parent = nullptr);

    void setRunSet(std::shared_ptr<const RunSet> runs);
    void setMetric(const AblationMetric &metric);
    void setSmoothing(double weight);
    // The baseline cell by hash ("" for none).
    void setBaselineHash(const QString &hash);

    const ResultTable &table() const { return m_table; }
    const std::vector<ResultTable::Run> &tableRuns() const { return m_runs; }
    const AblationMetric &metric() const { return m_metric; }
    QString baselineHash() const { return m_baseline; }

    int hashColumn() const { return int(m_table.variables().size()); }
    int meanColumn() const { return hashColumn() + 2; }
    int deltaColumn() const { return hashColumn() + 5; }
    int smoothedColumn() const { return hashColumn() + 7; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    std::shared_ptr<const RunSet> m_runSet;
    AblationMetric m_metric;
    double m_smoothing = 0.6;
    QString m_baseline;
    int m_digits = 4;   // significant digits of the numbers shown
    std::vector<ResultTable::Run> m_runs;
    ResultTable m_table;
};

} // namespace twb
