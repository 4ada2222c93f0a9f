#include "core/ablation/ablation_results.h"

#include "core/metrics/run_mirror.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"

using namespace Qt::StringLiterals;

namespace twb {

AblationResults::AblationResults() : m_store(std::make_unique<SeriesStore>()) {}
AblationResults::AblationResults(AblationResults &&) noexcept = default;
AblationResults &AblationResults::operator=(AblationResults &&) noexcept = default;
AblationResults::~AblationResults() = default;

void AblationResults::readMetrics(SeriesStore &store, const QString &runId, const QString &runDir)
{
    RunMirror::read(store, runId, RunFolder(runDir), 0);
}

AblationResults AblationResults::read(const LoadedAblation &ablation, const QString &runsDir, double smoothing)
{
    AblationResults results;
    const AblationExpansion &expansion = ablation.expansion;
    const AblationMetric &metric = ablation.spec.metric();
    for (const AblationRun &run : expansion.runs()) {
        const RunFolder folder = RunFolder::in(runsDir, run.runId);
        AblationRunStatus status;
        status.runId = run.runId;
        if (folder.hasRecord()) {
            if (auto record = folder.readRecord()) {
                status.state = record->state;
                status.machine = record->machine;
                status.message = record->stateDetail;
            } else {
                status.state = RunState::Failed;
                status.message = record.error().message;
            }
        }
        ResultTable::Run row{run.runId, expansion.cellOf(run).hash, run.seed, status.stateName(),
                             expansion.runConfig(run), {}};
        if (status.launched()) {
            RunMirror::read(*results.m_store, run.runId, folder, 0);
            row.summary = RunMetricSummary::fromStore(*results.m_store, run.runId, metric, smoothing);
            status.hasValue = row.summary.present;
            status.value = row.summary.value(metric);
            status.lastStep = row.summary.lastStep;
        }
        results.m_statuses.push_back(status);
        results.m_runs.push_back(std::move(row));
    }
    QStringList variables;
    for (const AblationVariable &variable : ablation.spec.variables())
        variables << variable.path();
    const int baseline = expansion.baselineCell();
    results.m_table = ResultTable::build(results.m_runs, variables, metric,
                                         baseline >= 0 ? expansion.cells()[size_t(baseline)].hash : QString());
    return results;
}

int AblationResults::count(RunState state) const
{
    return int(std::count_if(m_statuses.begin(), m_statuses.end(),
                             [&](const AblationRunStatus &s) { return s.state == state; }));
}

int AblationResults::launchedCount() const
{
    return int(std::count_if(m_statuses.begin(), m_statuses.end(),
                             [](const AblationRunStatus &s) { return s.launched(); }));
}

} // namespace twb
