#pragma once

#include "core/util/error.h"

#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>

class QLockFile;

namespace twb {

// One workspace, one writer: the app window that opens a workspace first holds
// `<workspace>/.workbench.lock` (a QLockFile: pid, application, host) until it closes; a second
// window finds it held and opens the workspace read-only, or not at all. A lock left by a
// process that is gone (a crashed app, same host, its pid no longer running) is taken over, so
// a crash never locks the user out. The CLI does not take it (docs/formats.md, "Writer lock").
class WorkspaceLock final
{
public:
    struct Holder
    {
        qint64 pid = 0;
        QString host;
        QString application;
        QDateTime since; // when the lock file was written, local time
    };

    explicit WorkspaceLock(QString workspaceRoot);
    ~WorkspaceLock();
    WorkspaceLock(const WorkspaceLock &) = delete;
    WorkspaceLock &operator=(const WorkspaceLock &) = delete;

    static QString lockFile(const QString &workspaceRoot);

    // True: this process is now the workspace's writer (it held it already, or took over a
    // stale lock). False: another live process holds it (holder() says which). An error: the
    // lock file cannot be written (a missing or read-only folder; Workspace::isReadOnly()).
    Result<bool> acquire();
    void release();
    bool isHeld() const;
    const QString &root() const { return m_root; }

    // Who holds the lock as its file says; nothing when there is no lock file.
    std::optional<Holder> holder() const;

    // "Read-only: another window (pid N on host H, since T) has this workspace open": what the
    // banner says and what every refused write answers.
    static QString readOnlyMessage(const QString &workspaceRoot, const Holder &holder);
    // Opens the workspace read-only in this process: core's writes under it are refused with
    // readOnlyMessage() (WriteFence) and Workspace::isReadOnly() says so. endReadOnly() lifts it.
    static void beginReadOnly(const QString &workspaceRoot, const Holder &holder);
    static void endReadOnly(const QString &workspaceRoot);

private:
    QString m_root;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace twb
