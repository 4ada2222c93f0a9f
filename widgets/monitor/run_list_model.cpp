#include "widgets/monitor/run_list_model.h"

#include "widgets/common/palette.h"

#include <QColor>

using namespace Qt::StringLiterals;

namespace twb {

RunListModel::RunListModel(QObject *parent) : QAbstractTableModel(parent) {}

void RunListModel::setRecords(QList<RunRecord> records, QHash<QString, QString> names)
{
    m_names = std::move(names);
    std::sort(records.begin(), records.end(), [](const RunRecord &a, const RunRecord &b) {
        return a.created != b.created ? a.created > b.created : a.runId > b.runId;
    });
    // Same runs in the same order: update the cells in place, keeping the selection.
    bool sameRows = records.size() == m_records.size();
    for (int i = 0; sameRows && i < records.size(); ++i)
        sameRows = records[i].runId == m_records[i].runId;
    if (sameRows) {
        m_records = std::move(records);
        if (!m_records.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_records = std::move(records);
    endResetModel();
}

QString RunListModel::displayName(int row) const
{
    const RunRecord *r = record(row);
    return r ? m_names.value(r->runId, r->runId) : QString();
}

const RunRecord *RunListModel::record(int row) const
{
    return row >= 0 && row < m_records.size() ? &m_records[row] : nullptr;
}

const RunRecord *RunListModel::record(const QString &runId) const
{
    return record(rowOf(runId));
}

int RunListModel::rowOf(const QString &runId) const
{
    for (int i = 0; i < m_records.size(); ++i)
        if (m_records[i].runId == runId)
            return i;
    return -1;
}

RunState RunListModel::state(int row) const
{
    const RunRecord *r = record(row);
    if (!r)
        return RunState::Pending;
    return m_live.value(r->runId, r->state);
}

void RunListModel::setLiveState(const QString &runId, std::optional<RunState> state)
{
    if (state)
        m_live.insert(runId, *state);
    else
        m_live.remove(runId);
    const int row = rowOf(runId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, StateColumn), index(row, StateColumn));
}

void RunListModel::clearLiveStates()
{
    m_live.clear();
    if (!m_records.isEmpty())
        Q_EMIT dataChanged(index(0, StateColumn), index(rowCount() - 1, StateColumn));
}

QColor RunListModel::stateColor(RunState state)
{
    switch (state) {
    case RunState::Pending: return Palette::color(Palette::Role::Pending);
    case RunState::Uploading: return Palette::color(Palette::Role::Starting);
    case RunState::Running: return Palette::color(Palette::Role::Running);
    case RunState::Stalled: return Palette::color(Palette::Role::Stalled);
    case RunState::Finished: return Palette::color(Palette::Role::Finished);
    case RunState::Failed: return Palette::color(Palette::Role::Failed);
    case RunState::Stopped: return Palette::color(Palette::Role::Stopped);
    // Not a failure of the run: the VM was taken away; it waits to be resumed.
    case RunState::Preempted: return Palette::color(Palette::Role::Warning);
    }
    return {};
}

int RunListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int RunListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunListModel::data(const QModelIndex &index, int role) const
{
    const RunRecord *r = index.isValid() ? record(index.row()) : nullptr;
    if (!r)
        return {};
    if (role == RunIdRole)
        return r->runId;
    const RunState s = state(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RunColumn: return m_names.value(r->runId, r->runId);
        case IdColumn: return r->runId;
        case StateColumn: return runStateLabel(s);
        case MachineColumn: return r->machine;
        case HostsColumn: return r->hosts.isEmpty() ? 1 : int(r->hosts.size());
        case StartedColumn: return r->started.isEmpty() ? r->created : r->started;
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == StateColumn)
            return stateColor(s);
        break;
    case Qt::ToolTipRole:
        if (index.column() == StateColumn && !r->stateDetail.isEmpty())
            return r->stateDetail;
        if (index.column() == RunColumn || index.column() == IdColumn) {
            QString tip = tr("%1\nid %2\nexperiment %3, config %4, seed %5\n%6")
                              .arg(m_names.value(r->runId, r->runId), r->runId, r->experiment, r->configHash)
                              .arg(r->seed).arg(r->remoteDir);
            if (!r->tags.isEmpty())
                tip += u'\n' + tr("tags: %1").arg(r->tags.join(u", "_s));
            if (!r->notes.isEmpty())
                tip += u"\n\n"_s + r->notes;
            return tip;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant RunListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    //: column header: the training run (a noun)
    case RunColumn: return tr("Run");
    case StateColumn: return tr("State");
    case MachineColumn: return tr("Machine");
    case HostsColumn: return tr("Hosts");
    case StartedColumn: return tr("Started");
    case IdColumn: return tr("Id");
    }
    return {};
}

} // namespace twb
