#pragma once

#include "core/registry/machine_entry.h"

#include <QAbstractTableModel>
#include <QSet>

#include <vector>

namespace twb {

// Rows of the Machines panel: one per registry entry, plus which rows have an operation running.
class MachineTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MachineTableModel)

public:
    enum Column { NameColumn, AcceleratorColumn, HostsColumn, DevicesColumn, VerifiedColumn,
                  ReachabilityColumn, LabelsColumn, GcloudStateColumn, ColumnCount };

    explicit MachineTableModel(QObject *parent = nullptr);

    void setEntries(std::vector<MachineEntry> entries);
    const std::vector<MachineEntry> &entries() const { return m_entries; }
    const MachineEntry *entryAt(int row) const;
    int rowOf(const QString &name) const;
    void setBusy(const QString &name, const QString &activity);
    void clearBusy(const QString &name);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString reachabilityText(const MachineEntry &entry) const;
    // The tooltip: every host's last contact, a failure with its full message.
    QString reachabilityDetails(const MachineEntry &entry) const;

    std::vector<MachineEntry> m_entries;
    QHash<QString, QString> m_busy; // machine name -> "Probing..." etc.
};

} // namespace twb
