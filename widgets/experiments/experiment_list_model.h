#pragma once

#include "core/experiment/experiment.h"
#include "widgets/common/background_task.h"

#include <QAbstractTableModel>

namespace twb {

// The experiments of a workspace (<workspace>/experiments/<name>/experiment.json), one row
// each: name, model, accelerator, strategy, attention, config hash. The folders come from the
// workspace index; their experiment.json files are read off the GUI thread, and one that cannot
// be read is listed with the reason.
class ExperimentListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExperimentListModel)

public:
    enum Column { Name, Model, Accelerator, Strategy, Attention, Hash, ColumnCount };
    enum Roles { DirRole = Qt::UserRole + 1 };

    struct Entry
    {
        QString name;
        QString dir;
        std::optional<Experiment> experiment;
        QString error;
    };

    explicit ExperimentListModel(QObject *parent = nullptr);

    // Reads the experiment.json of each folder (experiments/<name>/); emits loaded() when done.
    void reload(const QStringList &experimentDirs);
    // The same, blocking (the worker thread, tests).
    static QList<Entry> read(const QStringList &experimentDirs);

    const Entry *entry(int row) const;
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void loaded();

private:
    QList<Entry> m_entries;
    TaskGroup m_tasks;
    TaskHandle m_scan;
};

} // namespace twb
