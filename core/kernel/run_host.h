#pragma once

#include "core/kernel/kernel_state.h"
#include "core/remote/transport.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace twb::kernel {

// One file of a run directory on its host, as `find -printf` reports it.
struct HostFile
{
    QString relativePath;
    qint64 size = 0;
    double modified = 0; // seconds since the epoch
};

// The machine a run directory lives on, reached through a Transport (LocalTransport for this
// machine, SshTransport for a TPU VM): the file operations the orchestrator and run creation
// need, each a quoted shell command or an SFTP call. Not thread-safe, like the transport.
class RunHost final
{
public:
    explicit RunHost(Transport &transport);

    Transport &transport() { return m_transport; }
    QString describe() const { return m_transport.describe(); }

    // The host's $HOME (asked once), and `path` with a leading ~ expanded.
    Result<QString> homeDirectory();
    Result<QString> absolutePath(const QString &path);

    Result<void> makeDirectory(const QString &path);
    // Atomic (temp + rename) through the transport.
    Result<void> writeFile(const QString &path, const QByteArray &content);
    Result<QByteArray> readFile(const QString &path);
    // `test -s`: exists and is non-empty.
    Result<bool> fileExists(const QString &path);
    // A local file or folder (recursively) to `hostPath`.
    Result<void> uploadTree(const QString &localPath, const QString &hostPath);
    Result<void> download(const QString &hostPath, const QString &localPath);
    // Copies on the host, replacing `to` atomically (cp to a temp name, then mv).
    Result<void> copyFile(const QString &from, const QString &to);
    Result<void> appendText(const QString &path, const QByteArray &text);
    // Every regular file under `folder` (relative paths); an empty list when it is missing.
    Result<QList<HostFile>> listFiles(const QString &folder);

    Result<KernelState> readState(const QString &runDir);
    // Locked compare-and-swap of <runDir>/state.json: read, `change`, then replace the file
    // only if nobody changed it meanwhile (checked under the sidecar lock by hash), atomically
    // and fsynced. Retries a lost race a few times. Nothing is written when reading or
    // `change` fails.
    Result<KernelState> updateState(const QString &runDir,
                                    const std::function<Result<void>(KernelState &)> &change);

    // Runs `command` (already quoted) and fails unless it exits 0; the error quotes stderr.
    Result<ExecResult> run(const QString &command, const QString &what);

private:
    Transport &m_transport;
    QString m_home;
};

} // namespace twb::kernel
