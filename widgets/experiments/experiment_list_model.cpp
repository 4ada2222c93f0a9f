#include "widgets/experiments/experiment_list_model.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {

ExperimentListModel::ExperimentListModel(QObject *parent) : QAbstractTableModel(parent) {}

QList<ExperimentListModel::Entry> ExperimentListModel::read(const QStringList &experimentDirs)
{
    QList<Entry> entries;
    for (const QString &dir : experimentDirs) {
        Entry entry;
        entry.name = QFileInfo(dir).fileName();
        entry.dir = dir;
        if (auto experiment = Experiment::readFile(dir + u"/experiment.json"_s))
            entry.experiment = *experiment;
        else
            entry.error = experiment.error().message;
        entries.append(entry);
    }
    return entries;
}

void ExperimentListModel::reload(const QStringList &experimentDirs)
{
    m_scan.cancel(); // asked again while reading: the newer answer wins
    m_scan = m_tasks.run(this, [experimentDirs] { return read(experimentDirs); }, [this](QList<Entry> entries) {
        beginResetModel();
        m_entries = std::move(entries);
        endResetModel();
        Q_EMIT loaded();
    });
}

const ExperimentListModel::Entry *ExperimentListModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

int ExperimentListModel::rowOf(const QString &name) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].name == name)
            return int(i);
    return -1;
}

int ExperimentListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ExperimentListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ExperimentListModel::data(const QModelIndex &index, int role) const
{
    const Entry *e = index.isValid() ? entry(index.row()) : nullptr;
    if (!e)
        return {};
    if (role == DirRole)
        return e->dir;
    if (role == Qt::ToolTipRole)
        return e->error.isEmpty() ? (e->experiment ? e->experiment->hypothesis() : QString()) : e->error;
    if (role != Qt::DisplayRole)
        return {};
    if (!e->experiment)
        return index.column() == Name ? QVariant(e->name) : index.column() == Model ? QVariant(tr("unreadable")) : QVariant();
    const Experiment &x = *e->experiment;
    switch (index.column()) {
    case Name: return e->name;
    case Model: return x.modelKind();
    case Accelerator: return x.acceleratorType();
    case Strategy: return x.strategy();
    case Attention: return x.attentionKernel();
    case Hash: return x.configHash();
    default: return {};
    }
}

QVariant ExperimentListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Name");
    case Model: return tr("Model");
    case Accelerator: return tr("Accelerator");
    case Strategy: return tr("Strategy");
    case Attention: return tr("Attention");
    case Hash: return tr("Hash");
    default: return {};
    }
}

} // namespace twb
