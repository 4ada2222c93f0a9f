#pragma once

#include "core/runs/run_record.h"

#include <QDateTime>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QThreadPool;
class QTimer;

namespace twb {

class FolderWatcher;

// A workspace's experiments, runs, ablations and kernel runs (ARCHITECTURE.md, "On disk"),
// listed off the GUI thread and kept current: an inotify watch on its folders and on each run
// folder (only run.json counts there) and kernel run folder (state.json and the orchestrator's
// journal), added by the scan thread as it lists them, starts a new scan ~200 ms after the last
// change it saw, and each kind of change has its own signal. The accessors return the last
// scan's snapshot; they never touch the disk. The CLI, which has no event loop to wait in,
// calls scan() directly.
class WorkspaceIndex final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceIndex)

public:
    struct Experiment
    {
        QString name;
        QString dir;
        bool hasExperimentJson = false;   // experiment.json: the editable definition
        bool hasConfigJson = false;       // config.json: what a scaffolded project trains
        bool hasLaunchScript = false;     // launch.sh: scaffolded, can be launched
        // experiment.json's modification time and size: an edit is a change of the experiment.
        QPair<QDateTime, qint64> definitionStamp;

        bool operator==(const Experiment &) const = default;
    };

    struct RunError
    {
        QString runId;
        QString path;       // the run.json that could not be read
        QString message;

        bool operator==(const RunError &) const = default;
    };

    // One scan's result.
    struct Snapshot
    {
        QString root;
        QList<Experiment> experiments;         // by name
        QList<RunRecord> runs;                 // by run id
        QList<RunError> runErrors;
        QStringList ablations;                 // ablations/<name>.json, absolute paths, by name
        QStringList kernelRuns;                // kernel-runs/<run_id>/ with state.json or a journal, absolute, by name
        // kernel run folder -> the newest modification time and total size of the files that
        // tell its progress (state.json, the orchestrator's journal): a change is a new stamp.
        QHash<QString, QPair<QDateTime, qint64>> kernelRunStamps;
        QStringList runFolders;                // every runs/<id>/, with or without run.json
        // run id -> run.json's modification time and size: a file unchanged since the last
        // scan is not read again.
        QHash<QString, QPair<QDateTime, qint64>> runStamps;
        QHash<QString, qsizetype> runRows;     // run id -> index in runs
        QHash<QString, Json> runConfigs;       // run id -> its config.json (null when absent)
        QHash<QString, QString> runNames;      // run id -> RunDisplayName, among all runs
    };

    static constexpr int kDebounceMs = 200;
    // Where the user's inotify watches run out: how often the whole workspace is checked.
    static constexpr int kPollMs = 10'000;

    explicit WorkspaceIndex(QString root, QObject *parent = nullptr);
    ~WorkspaceIndex() override;

    // Forgets the old workspace and scans the new one.
    void setRoot(QString root);
    QString root() const { return m_root; }

    // Scans again (after the debounce delay; a scan in flight is followed by one more).
    void rescan();
    // True once the first scan of the current root has arrived.
    bool isScanned() const { return m_scanned; }

    const QList<Experiment> &experiments() const { return m_snapshot.experiments; }
    std::optional<Experiment> experiment(const QString &name) const;
    const QList<RunRecord> &runs() const { return m_snapshot.runs; }
    std::optional<RunRecord> run(const QString &runId) const;
    // The run's readable name (RunDisplayName); the id when the run is not listed.
    QString runName(const QString &runId) const { return m_snapshot.runNames.value(runId, runId); }
    const QList<RunError> &runErrors() const { return m_snapshot.runErrors; }
    // Every runs/<id>/ that holds a run.json (readable or not), by id: what Compare opens.
    QStringList recordedRunDirs() const;
    const QStringList &ablations() const { return m_snapshot.ablations; }
    const QStringList &kernelRuns() const { return m_snapshot.kernelRuns; }
    const Snapshot &snapshot() const { return m_snapshot; }

    // Lists `root` (blocking). `previous`: records whose run.json is unchanged are reused.
    // `watcher`: the folders listed are watched through it.
    static Snapshot scan(const QString &root, const Snapshot &previous = {}, FolderWatcher *watcher = nullptr);

Q_SIGNALS:
    void experimentsChanged();
    // Any run added, removed, changed, or a read error that came or went.
    void runsChanged();
    // This run's run.json was added, changed or removed (before runsChanged()).
    void runChanged(const QString &runId);
    void ablationsChanged();
    // Any kernel run added, removed or changed (after kernelRunChanged()).
    void kernelRunsChanged();
    // This kernel run's state.json or orchestrator journal was added, changed or removed.
    void kernelRunChanged(const QString &dir);
    // A scan has been taken in (after the change signals it caused).
    void scanned();

private:
    void startScan();
    void adopt(Snapshot next);

    QString m_root;
    Snapshot m_snapshot;
    bool m_scanned = false;
    bool m_scanning = false;
    bool m_rescanPending = false;
    quint64 m_generation = 0;   // a scan of an older root is dropped
    QThreadPool *m_pool = nullptr;
    QTimer *m_debounce = nullptr;
    FolderWatcher *m_watcher = nullptr;
    QTimer *m_poll = nullptr;   // only when the watcher ran out of inotify watches
};

} // namespace twb
