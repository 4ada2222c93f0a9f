#pragma once

#include "core/runs/run_record.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace twb {

// The runs of the workspace (`runs/<run_id>/run.json`, as WorkspaceIndex lists them), newest
// first, with a coloured state badge. The follower overlays the state its hosts show before
// run.json has it (stalled, failed), so the list and the host tiles say the same.
class RunListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunListModel)

public:
    enum Column { RunColumn, StateColumn, MachineColumn, HostsColumn, StartedColumn, IdColumn, ColumnCount };
    static constexpr int RunIdRole = Qt::UserRole + 1;

    explicit RunListModel(QObject *parent = nullptr);

    // Replaces the rows (the index's runs); the same runs in the same order keep the selection.
    // `names` (run id -> RunDisplayName) are what the Run column shows; the id is in its own
    // column and on hover.
    void setRecords(QList<RunRecord> records, QHash<QString, QString> names = {});
    QString displayName(int row) const;

    const RunRecord *record(int row) const;
    const RunRecord *record(const QString &runId) const;
    int rowOf(const QString &runId) const;
    RunState state(int row) const;
    void setLiveState(const QString &runId, std::optional<RunState> state);
    void clearLiveStates();

    static QColor stateColor(RunState state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<RunRecord> m_records;
    QHash<QString, RunState> m_live;
    QHash<QString, QString> m_names;
};

} // namespace twb
