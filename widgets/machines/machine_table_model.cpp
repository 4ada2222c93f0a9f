#include "core/registry/gcloud_tpu.h"
#include "core/registry/spec_probe.h"
#include "core/services/gcloud_machines.h"
#include "widgets/machines/machine_table_model.h"

#include "widgets/common/palette.h"

#include <QBrush>
#include <QColor>

using namespace Qt::StringLiterals;

namespace twb {

MachineTableModel::MachineTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void MachineTableModel::setEntries(std::vector<MachineEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

const MachineEntry *MachineTableModel::entryAt(int row) const
{
    return row >= 0 && row < int(m_entries.size()) ? &m_entries[size_t(row)] : nullptr;
}

int MachineTableModel::rowOf(const QString &name) const
{
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].name() == name)
            return int(i);
    return -1;
}

void MachineTableModel::setBusy(const QString &name, const QString &activity)
{
    m_busy.insert(name, activity);
    if (const int row = rowOf(name); row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void MachineTableModel::clearBusy(const QString &name)
{
    m_busy.remove(name);
    if (const int row = rowOf(name); row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int MachineTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int MachineTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MachineTableModel::reachabilityText(const MachineEntry &entry) const
{
    const auto status = entry.hostStatus();
    if (status.isEmpty())
        return tr("not checked");
    int reachable = 0;
    int worstLatency = -1;
    for (const auto &host : status) {
        if (host.reachable) {
            ++reachable;
            worstLatency = std::max(worstLatency, host.latencyMs);
        }
    }
    if (reachable == status.size())
        return tr("%1/%2 reachable, %3 ms").arg(reachable).arg(status.size()).arg(worstLatency);
    return tr("%1/%2 reachable").arg(reachable).arg(status.size());
}

QString MachineTableModel::reachabilityDetails(const MachineEntry &entry) const
{
    const auto status = entry.hostStatus();
    if (status.isEmpty())
        return tr("not checked");
    QStringList lines;
    for (int h = 0; h < status.size(); ++h) {
        const QString host = entry.hosts().value(h, tr("this machine"));
        if (status[h].reachable)
            lines << tr("Worker %1 (%2): reachable, %3 ms").arg(h).arg(host).arg(status[h].latencyMs);
        else
            lines << tr("Worker %1 (%2): %3")
                         .arg(h)
                         .arg(host, status[h].message.isEmpty() ? tr("not reachable") : status[h].message);
    }
    return lines.join(u'\n');
}

QVariant MachineTableModel::data(const QModelIndex &index, int role) const
{
    const MachineEntry *entry = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!entry)
        return {};
    const auto spec = entry->tpuSpec();
    const auto busy = m_busy.constFind(entry->name());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case NameColumn:
            return entry->isLocal() ? tr("%1 (this machine)").arg(entry->name()) : entry->name();
        case AcceleratorColumn:
            if (entry->acceleratorType().isEmpty())
                return entry->isLocal() ? tr("none (CPU)") : tr("unknown");
            return entry->acceleratorType();
        case HostsColumn:
            return entry->isLocal() && entry->hosts().isEmpty() ? tr("local") : entry->hosts().join(u", "_s);
        case DevicesColumn:
            return spec ? tr("%1 x %2").arg(spec->deviceKind).arg(spec->deviceCount) : tr("not probed");
        case VerifiedColumn:
            if (const auto mismatch = specMismatch(*entry))
                return role == Qt::ToolTipRole ? tr("Mismatch: the probe %1").arg(*mismatch) : tr("mismatch");
            return entry->isSpecVerified() ? tr("verified") : (spec ? tr("typed, not verified") : tr("-"));
        case ReachabilityColumn:
            if (busy != m_busy.cend())
                return *busy;
            return role == Qt::ToolTipRole ? reachabilityDetails(*entry) : reachabilityText(*entry);
        case LabelsColumn:
            return entry->labels().join(u", "_s);
        case GcloudStateColumn:
            return entry->isGcloud() ? gcloud_machines::stateText(*entry) : tr("-");
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole) {
        if (index.column() == GcloudStateColumn && entry->isGcloud()) {
            const QString state = gcloudCache(*entry).state;
            if (!state.isEmpty())
                return QBrush(Palette::color(state == u"READY"_s ? Palette::Role::Ok : Palette::Role::Warning));
        }
        if (index.column() == VerifiedColumn)
            return QBrush(Palette::color(specMismatch(*entry) ? Palette::Role::Error
                                         : entry->isSpecVerified() ? Palette::Role::Ok
                                                                   : Palette::Role::Warning));
        if (index.column() == ReachabilityColumn && busy == m_busy.cend()) {
            const auto status = entry->hostStatus();
            const bool allOk = !status.isEmpty()
                               && std::all_of(status.begin(), status.end(), [](const auto &s) { return s.reachable; });
            if (!status.isEmpty())
                return QBrush(Palette::color(allOk ? Palette::Role::Ok : Palette::Role::Error));
        }
    }
    return {};
}

QVariant MachineTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Name");
    case AcceleratorColumn: return tr("Accelerator");
    case HostsColumn: return tr("Hosts");
    case DevicesColumn: return tr("Devices");
    case VerifiedColumn: return tr("Spec");
    case ReachabilityColumn: return tr("Reachability");
    case LabelsColumn: return tr("Labels");
    case GcloudStateColumn: return tr("TPU VM state");
    default: return {};
    }
}

} // namespace twb
