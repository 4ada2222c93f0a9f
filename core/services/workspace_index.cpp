#include "core/services/workspace_index.h"

#include "core/kernel/kernel_state.h"
#include "core/kernel/orchestrator_journal.h"
#include "core/runs/run_folder.h"
#include "core/util/continue_queued.h"
#include "core/util/folder_watcher.h"
#include "core/services/run_display_name.h"
#include "core/workspace/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QStringList subdirs(const QString &dir)
{
    return QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

WorkspaceIndex::WorkspaceIndex(QString root, QObject *parent)
    : QObject(parent), m_pool(new QThreadPool(this)), m_debounce(new QTimer(this)), m_watcher(new FolderWatcher(this)),
      m_poll(new QTimer(this))
{
    m_pool->setMaxThreadCount(1);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    m_poll->setInterval(kPollMs);
    connect(m_debounce, &QTimer::timeout, this, &WorkspaceIndex::startScan);
    connect(m_poll, &QTimer::timeout, this, &WorkspaceIndex::rescan);
    connect(m_watcher, &FolderWatcher::changed, this, &WorkspaceIndex::rescan);
    setRoot(std::move(root));
}

WorkspaceIndex::~WorkspaceIndex()
{
    // A scan reads only local folders; it holds nothing of this object.
    m_pool->waitForDone();
}

void WorkspaceIndex::setRoot(QString root)
{
    m_root = root.isEmpty() ? QString() : Workspace(root).root();
    ++m_generation;
    m_snapshot = Snapshot{};
    m_snapshot.root = m_root;
    m_scanned = false;
    m_rescanPending = false;
    m_watcher->clear();
    m_poll->stop();
    m_debounce->stop();
    m_scanning = false;
    startScan();
}

void WorkspaceIndex::rescan()
{
    m_debounce->start();
}

std::optional<WorkspaceIndex::Experiment> WorkspaceIndex::experiment(const QString &name) const
{
    for (const Experiment &e : m_snapshot.experiments)
        if (e.name == name)
            return e;
    return std::nullopt;
}

std::optional<RunRecord> WorkspaceIndex::run(const QString &runId) const
{
    if (const auto it = m_snapshot.runRows.constFind(runId); it != m_snapshot.runRows.constEnd())
        return m_snapshot.runs.at(*it);
    return std::nullopt;
}

WorkspaceIndex::Snapshot WorkspaceIndex::scan(const QString &root, const Snapshot &previous, FolderWatcher *watcher)
{
    Snapshot s;
    s.root = root;
    if (root.isEmpty())
        return s;
    const Workspace workspace(root);
    if (watcher) {
        // Watched before they are listed: a change during the listing starts one more scan.
        watcher->watch(workspace.root(), {QFileInfo(workspace.experimentsDir()).fileName(),
                                          QFileInfo(workspace.ablationsDir()).fileName(),
                                          QFileInfo(workspace.runsDir()).fileName(),
                                          QFileInfo(workspace.kernelRunsDir()).fileName()});
        for (const QString &dir : {workspace.experimentsDir(), workspace.ablationsDir(), workspace.runsDir(),
                                   workspace.kernelRunsDir()})
            watcher->watch(dir);
    }
    static const QSet<QString> experimentFiles{u"experiment.json"_s, u"config.json"_s, u"launch.sh"_s};
    static const QSet<QString> runFiles{RunFolder::recordName()};
    for (const QString &name : subdirs(workspace.experimentsDir())) {
        const QString dir = workspace.experimentDir(name);
        if (watcher)
            watcher->watch(dir, experimentFiles);
        const QFileInfo definition(dir + u"/experiment.json"_s);
        s.experiments << Experiment{name,
                                    dir,
                                    definition.exists(),
                                    QFileInfo::exists(dir + u"/config.json"_s),
                                    QFileInfo::exists(dir + u"/launch.sh"_s),
                                    definition.exists() ? QPair(definition.lastModified(), definition.size())
                                                        : QPair<QDateTime, qint64>()};
    }
    QHash<QString, const RunRecord *> known;
    for (const RunRecord &r : previous.runs)
        known.insert(r.runId, &r);
    bool reread = false;   // a run.json was read again: the names may change
    for (const QString &id : subdirs(workspace.runsDir())) {
        const RunFolder folder = RunFolder::in(workspace.runsDir(), id);
        s.runFolders << folder.dir();
        if (watcher)
            watcher->watch(folder.dir(), runFiles);
        const QFileInfo info(folder.recordFile());
        if (!info.exists())
            continue;
        const QPair<QDateTime, qint64> stamp{info.lastModified(), info.size()};
        s.runStamps.insert(id, stamp);
        if (const auto it = known.constFind(id); it != known.constEnd() && previous.runStamps.value(id) == stamp) {
            s.runs << **it;
            s.runConfigs.insert(id, previous.runConfigs.value(id));
            continue;
        }
        reread = true;
        if (auto record = folder.readRecord()) {
            s.runs << *record;
            // The config is written once, at launch, before run.json: read with the record.
            auto config = readJsonFile(folder.configFile());
            s.runConfigs.insert(id, config ? *config : Json());
        } else
            s.runErrors << RunError{id, folder.recordFile(), record.error().message};
    }
    const QDir ablations(workspace.ablationsDir());
    for (const QString &file : ablations.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        s.ablations << ablations.filePath(file);
    static const QSet<QString> kernelRunFiles{QString::fromLatin1(kernel::KernelState::kFileName),
                                                QString::fromLatin1(kernel::OrchestratorJournal::kFileName)};
    for (const QString &id : subdirs(workspace.kernelRunsDir())) {
        const QString dir = workspace.kernelRunsDir() + u'/' + id;
        if (watcher)
            watcher->watch(dir, kernelRunFiles);
        QPair<QDateTime, qint64> stamp{{}, 0};
        for (const QString &name : kernelRunFiles) {
            const QFileInfo info(dir + u'/' + name);
            if (!info.exists())
                continue;
            stamp.first = std::max(stamp.first, info.lastModified());
            stamp.second += info.size() + 1;   // + 1: an empty file is there
        }
        s.kernelRunStamps.insert(dir, stamp);
        // A folder being made (or left half-made) is not a run yet; its first file makes it one.
        if (stamp.second > 0)
            s.kernelRuns << dir;
    }
    s.runRows.reserve(s.runs.size());
    for (qsizetype i = 0; i < s.runs.size(); ++i)
        s.runRows.insert(s.runs.at(i).runId, i);
    // Names depend on every run of an experiment (which values differ): the same runs, none
    // read again, keep the last scan's names (a 10,000-run workspace rescans often).
    if (!reread && s.runs.size() == previous.runs.size() && previous.runNames.size() == previous.runs.size()) {
        s.runNames = previous.runNames;
        return s;
    }
    std::vector<RunDisplayName::Subject> subjects;
    subjects.reserve(std::size_t(s.runs.size()));
    for (const RunRecord &record : std::as_const(s.runs))
        subjects.push_back(RunDisplayName::subject(record, s.runConfigs.value(record.runId)));
    const QStringList names = RunDisplayName::names(subjects);
    for (qsizetype i = 0; i < s.runs.size(); ++i)
        s.runNames.insert(s.runs[i].runId, names[i]);
    return s;
}

QStringList WorkspaceIndex::recordedRunDirs() const
{
    QStringList dirs;
    for (const QString &dir : m_snapshot.runFolders)
        if (m_snapshot.runStamps.contains(QFileInfo(dir).fileName()))
            dirs << dir;
    return dirs;
}

void WorkspaceIndex::startScan()
{
    if (m_scanning) {
        m_rescanPending = true;
        return;
    }
    m_scanning = true;
    const quint64 generation = m_generation;
    // Queued: an empty folder's scan can finish before a continuation is attached, and the
    // signals would then fire inside the constructor or setRoot(), before anyone connected.
    continueQueued(QtConcurrent::run(m_pool,
                                     [root = m_root, previous = m_snapshot, watcher = m_watcher] {
                                         return scan(root, previous, watcher);
                                     }),
                   this, [this, generation](Snapshot next) {
                       if (generation != m_generation)
                           return;   // the root changed meanwhile; setRoot started a new scan
                       m_scanning = false;
                       adopt(std::move(next));
                       if (m_rescanPending) {
                           m_rescanPending = false;
                           rescan();
                       }
                   });
}

void WorkspaceIndex::adopt(Snapshot next)
{
    const Snapshot before = std::exchange(m_snapshot, std::move(next));
    const bool first = !m_scanned;
    m_scanned = true;
    if (m_watcher->exhausted() && !m_poll->isActive())
        m_poll->start();
    if (first || before.experiments != m_snapshot.experiments)
        Q_EMIT experimentsChanged();
    if (first || before.ablations != m_snapshot.ablations)
        Q_EMIT ablationsChanged();
    QStringList changedKernelRuns;
    for (auto it = m_snapshot.kernelRunStamps.constBegin(); it != m_snapshot.kernelRunStamps.constEnd(); ++it)
        if (!before.kernelRunStamps.contains(it.key()) || before.kernelRunStamps.value(it.key()) != it.value())
            changedKernelRuns << it.key();
    for (auto it = before.kernelRunStamps.constBegin(); it != before.kernelRunStamps.constEnd(); ++it)
        if (!m_snapshot.kernelRunStamps.contains(it.key()))
            changedKernelRuns << it.key();
    changedKernelRuns.sort();
    for (const QString &dir : std::as_const(changedKernelRuns))
        Q_EMIT kernelRunChanged(dir);
    if (first || before.kernelRuns != m_snapshot.kernelRuns || !changedKernelRuns.isEmpty())
        Q_EMIT kernelRunsChanged();
    QStringList changedRuns;
    for (auto it = m_snapshot.runStamps.constBegin(); it != m_snapshot.runStamps.constEnd(); ++it)
        if (before.runStamps.value(it.key()) != it.value() || !before.runStamps.contains(it.key()))
            changedRuns << it.key();
    for (auto it = before.runStamps.constBegin(); it != before.runStamps.constEnd(); ++it)
        if (!m_snapshot.runStamps.contains(it.key()))
            changedRuns << it.key();
    changedRuns.sort();
    for (const QString &id : std::as_const(changedRuns))
        Q_EMIT runChanged(id);
    if (first || !changedRuns.isEmpty() || before.runErrors != m_snapshot.runErrors)
        Q_EMIT runsChanged();
    Q_EMIT scanned();
}

} // namespace twb
