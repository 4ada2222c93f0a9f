#pragma once

#include "core/kernel/run_snapshot.h"
#include "widgets/common/background_task.h"

#include <QAbstractTableModel>

namespace twb {

// The kernel runs of a workspace (<workspace>/kernel-runs/*), one row each: machine, worker
// (a replayed run says REPLAY, and so does every number's tooltip), status,
// iterations, the best speedup, and fast_p-style counts (KernelBench's fast_p: correct AND
// faster than p times the baseline) over the run's iterations. Loaded on a worker thread.
class KernelRunsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KernelRunsModel)

public:
    enum Column { Run, Machine, Worker, Status, Iterations, BestSpeedup, Fast1, Fast2, Id, ColumnCount };
    enum Role { LocalDirRole = Qt::UserRole + 1 };

    struct Row
    {
        QString localDir;
        QString runId;
        QString name;                       // RunDisplayName: job, what differs, seed, time
        QString machine;
        std::optional<kernel::KernelWorker> worker; // null: not recorded
        QString status;
        int iteration = 0;
        int maxIterations = 0;
        std::optional<double> bestSpeedup;  // of the best (correct) iteration
        int committed = 0;
        int fast1 = 0;                      // correct iterations with speedup > 1
        int fast2 = 0;                      // correct iterations with speedup > 2
        bool needsReview = false;           // an iteration above the review threshold
    };

    explicit KernelRunsModel(QObject *parent = nullptr);
    ~KernelRunsModel() override;

    // The kernel run folders to show (WorkspaceIndex::kernelRuns(); the model never lists).
    void setRunFolders(QStringList folders);
    // Reads the runs again (after one of them changed).
    void reload();
    bool isLoading() const { return m_load.isActive(); }
    const QList<Row> &rows() const { return m_rows; }
    // Across runs: "fast_1 2/3 · fast_2 1/3" (runs whose best kernel is correct and faster).
    QString summary() const;

    static Row summarize(const kernel::RunSnapshot &snapshot);
    // Names `rows` (loaded from `snapshots`, in the same order) by RunDisplayName: the job's
    // name, the job fields that differ among runs of that job, seed and creation time, so two
    // runs of one job are told apart without reading their ids.
    static void nameRows(QList<Row> &rows, const QList<kernel::RunSnapshot> &snapshots);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void loaded();

private:
    QStringList m_folders;   // newest first
    QList<Row> m_rows;
    TaskGroup m_tasks;
    TaskHandle m_load;
    bool m_pending = false; // reload() was called during a load: load again when it ends
};

} // namespace twb
