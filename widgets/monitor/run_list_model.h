#pragma once

#include "core/runs/run_record.h"
#include "core/services/run_progress_reader.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>

namespace twb {

// The runs of the workspace (`runs/<run_id>/run.json`, as WorkspaceIndex lists them), newest
// first, with a coloured state badge, the machine, the start, and how far each got (the last
// step and loss, RunProgress, read off the GUI thread by the list). The follower overlays the
// state its hosts show before run.json has it (stalled, failed), and the step its hosts reached,
// so the list and the host tiles say the same. SortRole gives each column's value to sort by
// (a QSortFilterProxyModel in the view); runs without a figure sort after those with one. The
// name's hover says all a row has, the machine and the start too (a narrow list hides those
// columns, RunListColumns).
class RunListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunListModel)

public:
    enum Column {
        RunColumn,
        StateColumn,
        MachineColumn,
        StartedColumn,
        StepColumn,
        LossColumn,
        HostsColumn,   // hidden in the Monitor's view
        IdColumn,      // hidden in the Monitor's view: the id is on hover
        ColumnCount
    };
    static constexpr int RunIdRole = Qt::UserRole + 1;
    static constexpr int SortRole = Qt::UserRole + 2;

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
    // The runs' last step and loss from their metrics (replaces the ones of the runs given).
    void setProgress(const QHash<QString, RunProgress> &progress);
    // The newest step the run's hosts reported while followed (before its file is read again).
    void setLiveStep(const QString &runId, std::int64_t step);
    std::optional<std::int64_t> lastStep(int row) const;
    std::optional<double> loss(int row) const;

    static QColor stateColor(RunState state);
    // The Started column's text for an ISO 8601 time: the local time today, else the day,
    // else the month (the whole time is on hover).
    static QString startedText(const QString &iso, const QDateTime &now);
    // The whole start time of the Started column's and the name's hover: the local time, long,
    // and the ISO 8601 UTC time.
    static QString startedTip(const QString &iso);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<RunRecord> m_records;
    QHash<QString, RunState> m_live;
    QHash<QString, QString> m_names;
    QHash<QString, RunProgress> m_progress;
    QHash<QString, std::int64_t> m_liveSteps;
};

} // namespace twb
