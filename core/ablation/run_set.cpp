#include "core/ablation/run_set.h"

#include "core/ablation/ablation_results.h"
#include "core/experiment/config_hash.h"
#include "core/metrics/series_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QtConcurrent/QtConcurrentMap>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString stringField(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

Result<RunSet::Run> readRun(const QString &dir)
{
    auto runJson = readJsonFile(dir + u"/run.json"_s);
    if (!runJson)
        return fail(runJson.error());
    if (!runJson->is_object())
        return fail(Error::invalid(QCoreApplication::translate("twb", "%1/run.json is not a JSON object.").arg(dir), dir));
    RunSet::Run run;
    run.dir = dir;
    run.runId = stringField(*runJson, "run_id");
    if (run.runId.isEmpty())
        run.runId = QFileInfo(dir).fileName();
    run.state = stringField(*runJson, "state");
    run.ablation = stringField(*runJson, "ablation");
    run.experiment = stringField(*runJson, "experiment");
    run.machine = stringField(*runJson, "machine");
    if (const auto it = runJson->find("config"); it != runJson->end() && it->is_object())
        run.config = *it;
    else if (auto config = readJsonFile(dir + u"/config.json"_s); config && config->is_object())
        run.config = std::move(*config);
    else
        run.config = Json::object();
    run.hash = stringField(*runJson, "config_hash");
    if (run.hash.isEmpty())
        run.hash = configHash(run.config);
    if (const auto it = runJson->find("seed"); it != runJson->end() && it->is_number_integer())
        run.seed = it->get<qint64>();
    else if (const auto train = run.config.find("train"); train != run.config.end() && train->is_object())
        run.seed = train->value("seed", qint64(0));
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
        if (QFileInfo::exists(root.filePath(name) + u"/run.json"_s))
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
