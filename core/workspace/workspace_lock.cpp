#include "core/workspace/workspace_lock.h"

#include "core/util/write_fence.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::WorkspaceLock.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::WorkspaceLock)
};
} // namespace

WorkspaceLock::WorkspaceLock(QString workspaceRoot)
    : m_root(QDir::cleanPath(QDir(workspaceRoot).absolutePath()))
{
}

WorkspaceLock::~WorkspaceLock() { release(); }

QString WorkspaceLock::lockFile(const QString &workspaceRoot)
{
    return QDir::cleanPath(QDir(workspaceRoot).absolutePath()) + u"/.workbench.lock"_s;
}

Result<bool> WorkspaceLock::acquire()
{
    if (isHeld())
        return true;
    if (!QFileInfo(m_root).isDir() && !QDir().mkpath(m_root))
        return fail(Error::failure(Tr::tr("Cannot create the workspace folder %1 for its lock file. Check the "
                                          "permissions or choose another workspace.")
                                       .arg(m_root),
                                   m_root));
    auto lock = std::make_unique<QLockFile>(lockFile(m_root));
    // An app may keep a workspace open for weeks: only a dead holder makes a lock stale.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        return true;
    }
    switch (lock->error()) {
    case QLockFile::LockFailedError:
        return false;
    case QLockFile::PermissionError:
        return fail(Error::failure(Tr::tr("Cannot write the lock file %1: the workspace folder is not writable.")
                                       .arg(lockFile(m_root)),
                                   lockFile(m_root)));
    default:
        return fail(Error::failure(Tr::tr("Cannot write the lock file %1. Check the folder and the disk.")
                                       .arg(lockFile(m_root)),
                                   lockFile(m_root)));
    }
}

void WorkspaceLock::release()
{
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
}

bool WorkspaceLock::isHeld() const { return m_lock && m_lock->isLocked(); }

std::optional<WorkspaceLock::Holder> WorkspaceLock::holder() const
{
    const QString path = lockFile(m_root);
    QLockFile reader(path);
    Holder holder;
    if (!reader.getLockInfo(&holder.pid, &holder.host, &holder.application))
        return std::nullopt;
    holder.since = QFileInfo(path).lastModified();
    return holder;
}

QString WorkspaceLock::readOnlyMessage(const QString &workspaceRoot, const Holder &holder)
{
    const QString since = QLocale().toString(holder.since, QLocale::ShortFormat);
    return Tr::tr("Read-only: another window (pid %1 on %2, since %3) has the workspace %4 open, so saving, "
                  "launching and other changes are off here. Close that window and open the workspace again "
                  "to change it.")
        .arg(QString::number(holder.pid), holder.host.isEmpty() ? Tr::tr("this machine") : holder.host, since,
             QDir::cleanPath(QDir(workspaceRoot).absolutePath()));
}

void WorkspaceLock::beginReadOnly(const QString &workspaceRoot, const Holder &holder)
{
    WriteFence::close(workspaceRoot, readOnlyMessage(workspaceRoot, holder));
}

void WorkspaceLock::endReadOnly(const QString &workspaceRoot) { WriteFence::open(workspaceRoot); }

} // namespace twb
