#pragma once

#include "core/ablation/ablation_run_status.h"
#include "core/ablation/loaded_ablation.h"
#include "core/registry/machine_entry.h"
#include "core/runs/run_record.h"
#include "core/services/machine_access.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QThreadPool;
class QTimer;

namespace twb {

class RunService;

// The launch queue of an ablation across machines:
// - only machines whose slice fits the experiment (MachineFit) take runs, one run per machine
//   at a time (a TPU VM runs one process per chip set), at most `maxParallel` at once;
// - runs already finished are skipped, running ones are watched, not-launched ones queued; so
//   starting again after an app restart resumes from run.json and the hosts' status files
//   (a run whose launch the dead app had not finished is adopted from the hosts when launch.sh
//   started it, else launched again);
// - retryFailed() reruns failed and stopped runs only, from scratch (their remote folder is
//   cleared first, so nothing of the old attempt is resumed or mixed in);
// - each run is launched through RunService with its cell's values as --set settings and its
//   run id `<ablation>-<hash8>-s<seed>`; while it runs, its state is refreshed from the hosts
//   and its metrics files are fetched into `runs/<run_id>/metrics/`, through RunService too.
//
// Lives on the thread that creates it (GUI or CLI main thread) and never blocks it: every SSH
// round trip runs on its RunService's pool, one operation per machine at a time, results come
// back queued. Deleting it cancels what is in flight.
class AblationLauncher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AblationLauncher)

public:
    struct Options
    {
        QStringList machines;       // registry names; empty: the ablation's "machines"
        int maxParallel = 0;        // 0: one run per chosen machine
        QString device = QStringLiteral("tpu");   // "cpu": the project's CPU smoke mode
        QStringList extraArguments; // more train.py arguments
        bool retryFailed = false;   // queue failed and stopped runs at start
        bool skipPreflight = false;
        // The registry and how its machines are reached.
        MachineAccess access{QString(), ConnectionProfile::defaults()};
        // The process's RunService (the GUI session's, shared with the Monitor and Compare,
        // whose run records and SSH pools it then shares); null: the launcher makes its own
        // over `access` (tpuwb ablate launch).
        RunService *service = nullptr;
        QString runsDir;            // default: the ablation's workspace runs/
        int pollIntervalMs = 2000;
        int metricsFetchIntervalMs = 5000;
    };

    struct MachineState
    {
        QString name;
        bool fits = false;
        QString problem;     // why it does not fit or cannot be reached
        QString currentRun;  // the run it runs now
    };

    AblationLauncher(LoadedAblation ablation, Options options, QObject *parent = nullptr);
    ~AblationLauncher() override;

    // Reads the registry and the runs' records (pool thread), then launches; started() or
    // failedToStart() tells how that went.
    void start();
    // Queues the failed and stopped runs again (from scratch).
    void retryFailed();
    // No new launches; stops the running runs of this ablation on their hosts.
    void stop();

    bool inProgress() const { return m_started && !m_finished; }
    const LoadedAblation &ablation() const { return m_ablation; }
    QList<AblationRunStatus> statuses() const;
    QList<MachineState> machines() const;
    int queuedCount() const { return int(m_queue.size()); }
    int runningCount() const;

Q_SIGNALS:
    void started();
    void failedToStart(const QString &error);
    void runChanged(const QString &runId);
    void message(const QString &text);
    // Nothing queued and nothing running any more.
    void finished(bool allFinished);

private:
    struct Entry;
    struct Slot;
    struct Plan;

    static Plan prepare(const LoadedAblation &ablation, const Options &options);
    void adoptPlan(Plan plan);
    void schedule();
    void launchOn(int slot, const QString &runId);
    void poll();
    void pollSlot(int slot, bool final);
    // A run whose launch was cut short (run.json live, no attempt) and that its refresh found
    // started on no host: queued again; true when the poll's result is handled by that.
    bool relaunchIfNothingStarted(int slot, const QString &runId);
    void checkFinished();
    void afterPoll(int slot);
    Entry &entry(const QString &runId);

    LoadedAblation m_ablation;
    Options m_options;
    QString m_runsDir;
    QString m_projectDir;
    std::vector<Entry> m_entries;
    QHash<QString, int> m_entryIndex;
    std::vector<Slot> m_slots;
    std::vector<QString> m_queue;
    QTimer *m_timer = nullptr;
    RunService *m_service = nullptr;
    bool m_ownsService = false;
    QThreadPool *m_pool = nullptr;   // the plan (registry and records)
    int m_tasks = 0;
    bool m_started = false;
    bool m_stopping = false;
    bool m_finished = false;
};

} // namespace twb
