#pragma once

#include "core/util/error.h"

#include <QByteArray>
#include <QString>

#include <chrono>
#include <functional>

namespace twb {

// One command to run on a host. `command` is a complete shell command line: every
// interpolated value in it must already be quoted with shellQuote().
struct ExecRequest
{
    QString command;
    QByteArray standardInput;                       // written, then stdin is closed
    std::chrono::milliseconds timeout{0};           // 0: no limit
    // Streamed output, called on the thread that called exec(), chunk by chunk as it arrives
    // (chunks are not split at line ends).
    std::function<void(const QByteArray &chunk)> onStdout;
    std::function<void(const QByteArray &chunk)> onStderr;
    // Polled about every 20 ms while the command runs. Returning true (or reaching `timeout`)
    // sends SIGTERM to the command's whole process group, SIGKILL after a 2 s grace, and
    // closes the channel; exec() then returns with `cancelled` (or `timedOut`) set.
    std::function<bool()> isCancelled;
    // Keep a copy of the output in ExecResult's buffers, whether or not callbacks stream it.
    // Turn off for long streams (tail -F) so memory stays flat.
    bool collectOutput = true;
};

struct ExecResult
{
    int exitCode = -1;            // -1 when the command was killed by a signal or cancelled
    QByteArray standardOutput;
    QByteArray standardError;
    bool timedOut = false;
    bool cancelled = false;
    std::chrono::milliseconds elapsed{0};
};

// How the workbench reaches one host of a machine: SSH (libssh) for TPU VMs, or a local
// process for `mode: "local"`. All calls block; a Transport is used by exactly one thread for
// its whole life (libssh sessions are not thread-safe), which is why the GUI drives transports
// from worker threads only.
class Transport
{
public:
    virtual ~Transport() = default;

    // "user@host:port" or "local", for messages.
    virtual QString describe() const = 0;

    // Connects and authenticates (a no-op for the local transport). exec() and the file calls
    // connect on demand, and reconnect once when the connection has dropped (host restarted).
    virtual Result<void> connect() = 0;
    virtual bool isConnected() const = 0;
    virtual void disconnect() = 0;

    virtual Result<ExecResult> exec(const ExecRequest &request) = 0;

    // File transfer. Remote paths may start with `~/` (the remote home). upload() and
    // writeRemoteFile() create missing parent folders and replace the target atomically
    // (temp file in the same folder, then rename), so a reader never sees half a file.
    virtual Result<void> upload(const QString &localPath, const QString &remotePath) = 0;
    virtual Result<void> download(const QString &remotePath, const QString &localPath) = 0;
    virtual Result<void> writeRemoteFile(const QString &remotePath, const QByteArray &content) = 0;
    virtual Result<QByteArray> readRemoteFile(const QString &remotePath) = 0;

    // Wall time of the last exec() (including the connect when it had to connect first), for
    // the machines table; 0 before the first exec().
    virtual std::chrono::milliseconds lastLatency() const = 0;
};

} // namespace twb
