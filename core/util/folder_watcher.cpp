#include "core/util/folder_watcher.h"

#include "core/util/log.h"

#include <QCoreApplication>
#include <QFile>
#include <QMutexLocker>
#include <QSocketNotifier>

#include <cerrno>
#include <cstring>
#include <sys/inotify.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::FolderWatcher)
};

// Entries created, removed, renamed in or out, or written; the folder itself removed or moved.
constexpr uint32_t kMask = IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_MODIFY
                           | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;

} // namespace

FolderWatcher::FolderWatcher(QObject *parent) : QObject(parent)
{
    m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (m_fd < 0) {
        log::warn(Tr::tr("Cannot watch the workspace for changes (inotify: %1); the lists refresh only when "
                         "asked.")
                      .arg(QString::fromLocal8Bit(strerror(errno))));
        return;
    }
    m_notifier = new QSocketNotifier(m_fd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &FolderWatcher::readEvents);
}

FolderWatcher::~FolderWatcher()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool FolderWatcher::watch(const QString &folder, const QSet<QString> &names)
{
    if (m_fd < 0)
        return false;
    {
        QMutexLocker lock(&m_mutex);
        if (const auto it = m_folders.constFind(folder); it != m_folders.constEnd()) {
            m_watches[*it].names = names;
            return true;
        }
    }
    const int wd = inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), kMask);
    if (wd < 0) {
        const int error = errno;
        QMutexLocker lock(&m_mutex);
        if (error == ENOSPC && !m_exhausted) {
            m_exhausted = true;
            log::warn(Tr::tr("Watching %1 folders used up this user's inotify watches; changes to the others are "
                             "seen only at the next periodic check. Raise fs.inotify.max_user_watches (sysctl) to "
                             "watch them all.")
                          .arg(m_watches.size()));
        }
        return false;
    }
    QMutexLocker lock(&m_mutex);
    m_watches.insert(wd, Watch{folder, names});
    m_folders.insert(folder, wd);
    return true;
}

void FolderWatcher::clear()
{
    QMutexLocker lock(&m_mutex);
    for (auto it = m_watches.constBegin(); it != m_watches.constEnd(); ++it)
        inotify_rm_watch(m_fd, it.key());
    m_watches.clear();
    m_folders.clear();
    m_exhausted = false;
}

int FolderWatcher::count() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_watches.size());
}

bool FolderWatcher::exhausted() const
{
    QMutexLocker lock(&m_mutex);
    return m_exhausted;
}

void FolderWatcher::readEvents()
{
    alignas(inotify_event) char buffer[16384];
    QList<QPair<QString, QString>> changes;
    for (;;) {
        const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        QMutexLocker lock(&m_mutex);
        for (ssize_t at = 0; at < n;) {
            const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
            at += ssize_t(sizeof(inotify_event) + event->len);
            if (event->mask & IN_Q_OVERFLOW) {
                changes.append({QString(), QString()});
                continue;
            }
            const auto it = m_watches.constFind(event->wd);
            if (it == m_watches.constEnd())
                continue;
            if (event->mask & (IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF)) {
                changes.append({it->folder, QString()});
                if (event->mask & IN_IGNORED) {
                    m_folders.remove(it->folder);
                    m_watches.erase(it);
                }
                continue;
            }
            const QString name = event->len ? QFile::decodeName(event->name) : QString();
            if (it->names.isEmpty() || it->names.contains(name))
                changes.append({it->folder, name});
        }
    }
    for (const auto &[folder, name] : std::as_const(changes))
        Q_EMIT changed(folder, name);
}

} // namespace twb
