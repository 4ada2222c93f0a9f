#include "core/services/workspace_index.h"

#include "core/runs/run_folder.h"
#include "core/workspace/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
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
    : QObject(parent), m_pool(new QThreadPool(this)), m_debounce(new QTimer(this)), m_watcher(new QFileSystemWatcher(this))
{
    m_pool->setMaxThreadCount(1);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &WorkspaceIndex::startScan);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &WorkspaceIndex::rescan);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &WorkspaceIndex::rescan);
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
    if (const QStringList watched = m_watcher->files() + m_watcher->directories(); !watched.isEmpty())
        m_watcher->removePaths(watched);
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
    for (const RunRecord &r : m_snapshot.runs)
        if (r.runId == runId)
            return r;
    return std::nullopt;
}

WorkspaceIndex::Snapshot WorkspaceIndex::scan(const QString &root, const Snapshot &previous)
{
    Snapshot s;
    s.root = root;
    if (root.isEmpty())
        return s;
    const Workspace workspace(root);
    for (const QString &name : subdirs(workspace.experimentsDir())) {
        const QString dir = workspace.experimentDir(name);
        s.experiments << Experiment{name, dir, QFileInfo::exists(dir + u"/experiment.json"_s),
                                    QFileInfo::exists(dir + u"/config.json"_s),
                                    QFileInfo::exists(dir + u"/launch.sh"_s)};
    }
    QHash<QString, const RunRecord *> known;
    for (const RunRecord &r : previous.runs)
        known.insert(r.runId, &r);
    for (const QString &id : subdirs(workspace.runsDir())) {
        const RunFolder folder = RunFolder::in(workspace.runsDir(), id);
        s.runFolders << folder.dir();
        const QFileInfo info(folder.recordFile());
        if (!info.exists())
            continue;
        const QPair<QDateTime, qint64> stamp{info.lastModified(), info.size()};
        s.runStamps.insert(id, stamp);
        if (const auto it = known.constFind(id); it != known.constEnd() && previous.runStamps.value(id) == stamp) {
            s.runs << **it;
            continue;
        }
        if (auto record = folder.readRecord())
            s.runs << *record;
        else
            s.runErrors << RunError{id, folder.recordFile(), record.error().message};
    }
    const QDir ablations(workspace.ablationsDir());
    for (const QString &file : ablations.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        s.ablations << ablations.filePath(file);
    for (const QString &id : subdirs(workspace.kernelRunsDir()))
        s.kernelRuns << workspace.kernelRunsDir() + u'/' + id;
    return s;
}

void WorkspaceIndex::startScan()
{
    if (m_scanning) {
        m_rescanPending = true;
        return;
    }
    m_scanning = true;
    const quint64 generation = m_generation;
    QtConcurrent::run(m_pool, [root = m_root, previous = m_snapshot] { return scan(root, previous); })
        .then(this, [this, generation](Snapshot next) {
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
    watch();
    if (first || before.experiments != m_snapshot.experiments)
        Q_EMIT experimentsChanged();
    if (first || before.ablations != m_snapshot.ablations)
        Q_EMIT ablationsChanged();
    if (first || before.kernelRuns != m_snapshot.kernelRuns)
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

void WorkspaceIndex::watch()
{
    if (m_root.isEmpty())
        return;
    const Workspace workspace(m_root);
    QStringList paths = {m_root, workspace.experimentsDir(), workspace.ablationsDir(), workspace.runsDir(),
                         workspace.kernelRunsDir()};
    for (const Experiment &e : m_snapshot.experiments)
        paths << e.dir;
    paths << m_snapshot.runFolders;
    for (auto it = m_snapshot.runStamps.constBegin(); it != m_snapshot.runStamps.constEnd(); ++it)
        paths << RunFolder::in(workspace.runsDir(), it.key()).recordFile();
    for (const QString &file : m_snapshot.ablations)
        paths << file;
    // An atomic rewrite replaces the file, and the watcher loses it: add again what is
    // missing, drop what is gone.
    const QStringList watching = m_watcher->files() + m_watcher->directories();
    const QSet<QString> wanted(paths.cbegin(), paths.cend());
    QStringList gone;
    for (const QString &p : watching)
        if (!wanted.contains(p))
            gone << p;
    if (!gone.isEmpty())
        m_watcher->removePaths(gone);
    const QSet<QString> have(watching.cbegin(), watching.cend());
    QStringList added;
    for (const QString &p : paths)
        if (!have.contains(p) && QFileInfo::exists(p))
            added << p;
    if (!added.isEmpty())
        m_watcher->addPaths(added);
}

} // namespace twb
