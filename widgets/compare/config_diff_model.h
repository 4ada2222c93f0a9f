#pragma once

#include "core/ablation/config_diff.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace twb {

class RunSet;

// The config diff of a comparison: only the keys whose values differ. Two runs side by side
// (one row per key, one column per run); more runs as a table (one row per run, one column
// per key). A key a run lacks shows as "—". Runs are shown by their names (RunDisplayName),
// their ids on hover.
class ConfigDiffModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConfigDiffModel)

public:
    explicit ConfigDiffModel(QObject *parent = nullptr);

    void setRunSet(std::shared_ptr<const RunSet> runs);
    bool isSideBySide() const { return m_runIds.size() == 2; }
    const QStringList &paths() const { return m_diff.paths(); }
    const QStringList &runIds() const { return m_runIds; }
    const QStringList &runNames() const { return m_runNames; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The diff as CSV (the same layout as the view).
    QString toCsv() const;

private:
    QString cellText(size_t run, const QString &path) const;

    ConfigDiff m_diff;
    QStringList m_runIds;
    QStringList m_runNames;   // RunDisplayName among the compared runs, in m_runIds' order
};

} // namespace twb
