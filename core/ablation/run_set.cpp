#include "core/ablation/run_set.h"

#include "core/ablation/ablation_results.h"
#include "core/experiment/config_hash.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QtConcurrent/QtConcurrentMap>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

Result<RunSet::Run> readRun(const QString &dir)
{
    const RunFolder folder(dir);
    auto record = folder.readRecord();
    if (!record)
        return fail(record.error());
    RunSet::Run run;
    run.dir = dir;
    run.runId = record->runId.isEmpty() ? QFileInfo(dir).fileName() : record->runId;
    run.state = record->state;
    run.ablation = record->ablation;
    run.experiment = record->experiment;
    run.machine = record->machine;
    run.tags = record->tags;
    run.notes = record->notes;
    // The launcher keeps the run's effective config next to run.json.
    if (auto config = readJsonFile(folder.configFile()); config && config->is_object())
        run.config = std::move(*config);
    else
        run.config = Json::object();
    run.hash = record->configHash.isEmpty() ? configHash(run.config) : record->configHash;
    run.seed = record->seed;
    return run;
}

} // namespace

RunSet::RunSet() : m_store(std::make_unique<SeriesStore>()) {}
RunSet::RunSet(RunSet &&) noexcept = default;
RunSet &RunSet::operator=(RunSet &&) noexcept = default;
RunSet::~RunSet() = default;

QStringList RunSet::runDirsIn(const QString &runsDir)
{
    QStringList dirs;
    const QDir root(runsDir);
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (RunFolder(root.filePath(name)).hasRecord())
            dirs << root.filePath(name);
    return dirs;
}

RunSet RunSet::load(const QStringList &runDirs)
{
    RunSet set;
    std::vector<Result<Run>> read(size_t(runDirs.size()), fail(Error::failure({})));
    std::vector<int> indices(size_t(runDirs.size()));
    for (size_t i = 0; i < indices.size(); ++i)
        indices[i] = int(i);
    SeriesStore &store = *set.m_store;
    // One task per run: parse its run.json and ingest its metric files (the store locks per
    // batch, so runs ingest side by side).
    QtConcurrent::blockingMap(indices, [&](int i) {
        read[size_t(i)] = readRun(runDirs[i]);
        if (read[size_t(i)])
            AblationResults::readMetrics(store, read[size_t(i)]->runId, runDirs[i]);
    });
    for (auto &run : read) {
        if (run)
            set.m_runs.push_back(std::move(*run));
        else
            set.m_problems << run.error().message;
    }
    return set;
}

QStringList RunSet::metrics() const
{
    QStringList all;
    for (const Run &run : m_runs)
        for (const QString &metric : m_store->metrics(run.runId))
            if (!all.contains(metric))
                all << metric;
    all.sort();
    if (all.removeOne(u"loss"_s))
        all.prepend(u"loss"_s);
    return all;
}

const RunSet::Run *RunSet::find(const QString &runId) const
{
    for (const Run &run : m_runs)
        if (run.runId == runId)
            return &run;
    return nullptr;
}

} // namespace twb
