#pragma once

// Internal to core/remote (includes libssh): SshTransport's file calls over one SFTP channel.

#include "core/remote/transport.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QString>

#include <libssh/libssh.h>
#include <libssh/sftp.h>

#include <functional>

namespace twb {

// Synchronous SFTP on an authenticated session, used by the session's owning thread only.
// Writes go to a temp file next to the target, are fsynced, and then replace it with one
// rename(2), so a reader on the host never sees half a file. libssh 0.10's sftp_rename is the
// SFTPv3 rename, which refuses an existing target (it has no posix-rename@openssh.com), so an
// existing target is replaced by `mv -f` over an exec channel instead.
class SftpClient final
{
public:
    using CommandRunner = std::function<Result<ExecResult>(const QString &command)>;

    // `where` names the host in messages ("user@host:port"); `runCommand` runs a shell command
    // on the same session.
    SftpClient(ssh_session session, QString where, CommandRunner runCommand);
    ~SftpClient();
    SftpClient(const SftpClient &) = delete;
    SftpClient &operator=(const SftpClient &) = delete;

    Result<void> open();

    Result<void> upload(const QString &localPath, const QString &remotePath);
    Result<void> download(const QString &remotePath, const QString &localPath);
    Result<void> write(const QString &remotePath, const QByteArray &content);
    Result<QByteArray> read(const QString &remotePath);

    // `~/x` -> <remote home>/x; the home is what the server reports for "." at start.
    QString resolve(const QString &remotePath) const;

private:
    // Calls `produce(buffer)` until it returns 0 bytes; each call fills the buffer's front.
    using Producer = std::function<Result<qsizetype>(char *buffer, qsizetype capacity)>;
    Result<void> writeAtomically(const QString &path, quint32 mode, const Producer &produce);
    Result<void> makeParentFolders(const QString &path);
    Error sftpError(const QString &action, const QString &path) const;

    Result<void> replace(const QString &temp, const QString &path);

    ssh_session m_session;
    CommandRunner m_runCommand;
    sftp_session m_sftp = nullptr;
    QString m_where;
    QString m_home;
};

} // namespace twb
