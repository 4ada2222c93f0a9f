#pragma once

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QString>

class QSocketNotifier;

namespace twb {

// Watches folders for changes to their entries through one inotify descriptor. Adding a folder
// costs one inotify_add_watch and a hash insert, from any thread: WorkspaceIndex's scan thread
// adds the run folders as it lists them. QFileSystemWatcher::addPaths is linear in the paths
// it already watches (a QStringList lookup per path): over a 10,000-run workspace that was
// 14 s of a frozen GUI thread (bench_workspace_scale).
//
// changed() is emitted on the thread that owns the watcher. A folder that is removed stops
// being watched by itself; watching it again after it is re-created is the caller's part (the
// index does it on its next scan, which the removal triggers).
class FolderWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FolderWatcher)

public:
    explicit FolderWatcher(QObject *parent = nullptr);
    ~FolderWatcher() override;

    // Thread-safe. Only changes to entries named in `names` count (empty: any entry). Watching
    // a folder again replaces its names. False when the folder cannot be watched (missing, or
    // the user's inotify watches are used up: then exhausted() is true).
    bool watch(const QString &folder, const QSet<QString> &names = {});
    // Forgets every folder (thread-safe).
    void clear();

    int count() const;
    // The system refused a watch for want of inotify watches (fs.inotify.max_user_watches).
    bool exhausted() const;

Q_SIGNALS:
    // `name` is the entry that changed; empty when the folder itself went away or events were
    // lost (the kernel's queue overflowed): then anything may have changed.
    void changed(const QString &folder, const QString &name);

private:
    struct Watch
    {
        QString folder;
        QSet<QString> names;
    };

    void readEvents();

    int m_fd = -1;
    QSocketNotifier *m_notifier = nullptr;
    mutable QMutex m_mutex;
    QHash<int, Watch> m_watches;   // inotify watch descriptor -> folder
    QHash<QString, int> m_folders; // folder -> its watch descriptor: a rescan adds no syscalls
    bool m_exhausted = false;
};

} // namespace twb
