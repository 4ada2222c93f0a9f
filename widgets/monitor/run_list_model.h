#pragma once

#include "core/runs/run_record.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <QHash>
#include <QList>

namespace twb {

// The runs of the workspace (`runs/<run_id>/run.json`), newest first, with a coloured state
// badge. Files are read off the GUI thread; reload() is cheap to call on a timer. A live
// monitor can overlay a state the record does not have yet (stalled).
class RunListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunListModel)

public:
    enum Column { RunColumn, StateColumn, MachineColumn, HostsColumn, StartedColumn, ColumnCount };
    static constexpr int RunIdRole = Qt::UserRole + 1;

    explicit RunListModel(QObject *parent = nullptr);

    void setRunsDir(const QString &dir);
    QString runsDir() const { return m_runsDir; }
    // Rereads every run.json in the background; loaded() when done.
    void reload();
    // Replaces the rows (the loader's result; tests).
    void setRecords(QList<RunRecord> records);

    const RunRecord *record(int row) const;
    const RunRecord *record(const QString &runId) const;
    int rowOf(const QString &runId) const;
    RunState state(int row) const;
    void setLiveState(const QString &runId, std::optional<RunState> state);
    QStringList loadErrors() const { return m_errors; }

    static QColor stateColor(RunState state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void loaded();

private:
    QString m_runsDir;
    QList<RunRecord> m_records;
    QHash<QString, RunState> m_live;
    QStringList m_errors;
    QFutureWatcher<QPair<QList<RunRecord>, QStringList>> m_watcher;
};

} // namespace twb
