#pragma once

#include "core/ablation/ablation_run_status.h"
#include "core/ablation/loaded_ablation.h"
#include "core/ablation/result_table.h"

#include <QString>

#include <memory>
#include <vector>

namespace twb {

class SeriesStore;

// Where an ablation stands on disk: for every run of its expansion, the state in
// `runs/<run_id>/run.json` (none: never launched) and its metrics from the fetched
// `runs/<run_id>/metrics/host-<i>.jsonl` files, summarised for the ablation's metric. Reads
// files: call it off the GUI thread.
class AblationResults final
{
public:
    // `smoothing` is the EMA weight of the smoothed final value (the sort key).
    static AblationResults read(const LoadedAblation &ablation, const QString &runsDir, double smoothing = 0.6);

    AblationResults();
    AblationResults(AblationResults &&) noexcept;
    AblationResults &operator=(AblationResults &&) noexcept;
    ~AblationResults();

    const std::vector<AblationRunStatus> &statuses() const { return m_statuses; }
    const std::vector<ResultTable::Run> &runs() const { return m_runs; }
    const ResultTable &table() const { return m_table; }
    // The series of every run read (for plots); owned here.
    SeriesStore &store() const { return *m_store; }

    int count(RunState state) const;
    int launchedCount() const;

    // Reads one run folder's metric files (metrics/host-<i>.jsonl) into `store` under `runId`.
    static void readMetrics(SeriesStore &store, const QString &runId, const QString &runDir);

private:
    std::vector<AblationRunStatus> m_statuses;
    std::vector<ResultTable::Run> m_runs;
    ResultTable m_table;
    std::unique_ptr<SeriesStore> m_store;
};

} // namespace twb
