#pragma once

#include "core/runs/run_state.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace twb {

class SeriesStore;

// A set of runs to compare, read from their local folders (`runs/<run_id>/`): run.json (a
// RunRecord), the effective config.json the launcher keeps next to it, and every fetched
// metrics file.
// Any number of runs: folders are read in parallel on the pool, points go to one columnar
// store. Reads files: call it off the GUI thread.
class RunSet final
{
public:
    struct Run
    {
        QString runId;
        QString dir;
        Json config;
        QString hash;       // run.json's config_hash, else computed from the config
        qint64 seed = 0;
        RunState state = RunState::Pending;
        QString ablation;
        QString experiment;
        QString machine;
        QStringList tags;   // run.json's tags and notes
        QString notes;
    };

    RunSet();
    RunSet(RunSet &&) noexcept;
    RunSet &operator=(RunSet &&) noexcept;
    ~RunSet();

    // A folder that cannot be read is left out and named in problems().
    static RunSet load(const QStringList &runDirs);
    // Every folder under `runsDir` that has a run.json.
    static QStringList runDirsIn(const QString &runsDir);

    const std::vector<Run> &runs() const { return m_runs; }
    SeriesStore &store() const { return *m_store; }
    const QStringList &problems() const { return m_problems; }
    // Metrics any run logged, sorted ("loss" first when present).
    QStringList metrics() const;
    const Run *find(const QString &runId) const;

private:
    std::vector<Run> m_runs;
    std::unique_ptr<SeriesStore> m_store;
    QStringList m_problems;
};

} // namespace twb
