#include "widgets/monitor/run_list_model.h"

#include "widgets/common/palette.h"

#include <QColor>
#include <QDateTime>
#include <QLocale>

#include <cmath>
#include <limits>

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
    m_liveSteps.clear();
    if (!m_records.isEmpty())
        Q_EMIT dataChanged(index(0, StateColumn), index(rowCount() - 1, StepColumn));
}

void RunListModel::setProgress(const QHash<QString, RunProgress> &progress)
{
    if (progress.isEmpty())
        return;
    for (auto it = progress.constBegin(); it != progress.constEnd(); ++it) {
        m_progress.insert(it.key(), it.value());
        // The file caught up with what the hosts said.
        if (auto live = m_liveSteps.constFind(it.key());
            live != m_liveSteps.constEnd() && it.value().lastStep && *it.value().lastStep >= *live)
            m_liveSteps.erase(live);
    }
    // One signal for the figures' columns (not a whole-table update: the filter takes those
    // for new records).
    if (!m_records.isEmpty())
        Q_EMIT dataChanged(index(0, StepColumn), index(rowCount() - 1, LossColumn));
}

void RunListModel::setLiveStep(const QString &runId, std::int64_t step)
{
    if (step < 0 || m_liveSteps.value(runId, -1) == step)
        return;
    m_liveSteps.insert(runId, step);
    if (const int row = rowOf(runId); row >= 0)
        Q_EMIT dataChanged(index(row, StepColumn), index(row, StepColumn));
}

std::optional<std::int64_t> RunListModel::lastStep(int row) const
{
    const RunRecord *r = record(row);
    if (!r)
        return std::nullopt;
    std::optional<std::int64_t> step = m_progress.value(r->runId).lastStep;
    if (const auto live = m_liveSteps.constFind(r->runId); live != m_liveSteps.constEnd() && (!step || *live > *step))
        step = *live;
    return step;
}

std::optional<double> RunListModel::loss(int row) const
{
    const RunRecord *r = record(row);
    return r ? m_progress.value(r->runId).loss : std::nullopt;
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

QString RunListModel::startedText(const QString &iso, const QDateTime &now)
{
    // As a mail client shows a date: the time today, the day this year, the month before; the
    // run's name ends with the whole time, and the column stays narrow for the name's sake.
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODate).toLocalTime();
    if (!time.isValid())
        return iso;
    const QLocale locale;
    if (time.date() == now.date())
        return locale.toString(time.time(), QLocale::ShortFormat);
    if (time.date().year() == now.date().year())
        return locale.toString(time.date(), u"d MMM"_s);
    return locale.toString(time.date(), u"MMM yyyy"_s);
}

QString RunListModel::startedTip(const QString &iso)
{
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODate);
    if (!time.isValid())
        return iso;
    return tr("%1 (%2 UTC)").arg(QLocale().toString(time.toLocalTime(), QLocale::LongFormat), iso);
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
    const QString started = r->started.isEmpty() ? r->created : r->started;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RunColumn: return m_names.value(r->runId, r->runId);
        case IdColumn: return r->runId;
        case StateColumn: return runStateLabel(s);
        case MachineColumn: return r->machine;
        case HostsColumn: return r->hosts.isEmpty() ? 1 : int(r->hosts.size());
        case StartedColumn: return startedText(started, QDateTime::currentDateTime());
        case StepColumn:
            if (const auto step = lastStep(index.row()))
                return QLocale().toString(qlonglong(*step));
            return {};
        case LossColumn:
            if (const auto value = loss(index.row()))
                return std::isnan(*value) ? u"NaN"_s : QLocale().toString(*value, 'g', 4);
            return {};
        }
        break;
    case SortRole:
        // Step sorts falling and loss rising in the usual look: a run without the figure (or a
        // diverged loss) goes to the end there.
        switch (index.column()) {
        case RunColumn: return m_names.value(r->runId, r->runId);
        case IdColumn: return r->runId;
        case StateColumn: return runStateLabel(s);
        case MachineColumn: return r->machine;
        case HostsColumn: return r->hosts.isEmpty() ? 1 : int(r->hosts.size());
        case StartedColumn: return started;   // ISO 8601 UTC sorts as text
        case StepColumn: return qlonglong(lastStep(index.row()).value_or(-1));
        case LossColumn: {
            const double value = loss(index.row()).value_or(std::numeric_limits<double>::infinity());
            return std::isnan(value) ? std::numeric_limits<double>::infinity() : value;
        }
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == StepColumn || index.column() == LossColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::DecorationRole:
        if (index.column() == StateColumn)
            return stateColor(s);
        break;
    case Qt::ToolTipRole:
        if (index.column() == StateColumn)   // the whole word where the column is cut
            return r->stateDetail.isEmpty() ? runStateLabel(s) : r->stateDetail;
        if (index.column() == MachineColumn)
            return r->machine;
        if (index.column() == StartedColumn)
            return startedTip(started);
        if (index.column() == RunColumn || index.column() == IdColumn) {
            QString tip = tr("%1\nid %2\nexperiment %3, config %4, seed %5\n%6")
                              .arg(m_names.value(r->runId, r->runId), r->runId, r->experiment, r->configHash)
                              .arg(r->seed).arg(r->remoteDir);
            // Always, not only where the list hides those columns in a narrow window: one place
            // to look.
            if (const QString machines = r->machineLabel(); !machines.isEmpty())
                //: a line of a run's hover: the TPU machine(s) it runs on ("v4-a + v4-b")
                tip += u'\n' + tr("machine %1").arg(machines);
            if (!started.isEmpty())
                //: a line of a run's hover: when it started, "%1 (2026-12-02T14:03:20Z UTC)"
                tip += u'\n' + tr("started %1").arg(startedTip(started));
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
    //: column header: the last training step the run logged
    case StepColumn: return tr("Step");
    case LossColumn: return tr("Loss");
    case IdColumn: return tr("Id");
    }
    return {};
}

} // namespace twb
