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
    // Streamed output, called on the thread that called exec(), chunk by chunk as it arrives.
    std::function<void(const QByteArray &chunk)> onStdout;
    std::function<void(const QByteArray &chunk)> onStderr;
    // Polled while the command runs; returning true closes the channel (the remote side gets
    // SIGHUP when its stdin/stdout go away).
    std::function<bool()> isCancelled;
    // When streaming, the callbacks get the data and these buffers stay empty.
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

    // Connects and authenticates (a no-op for the local transport). exec() connects on demand.
    virtual Result<void> connect() = 0;
    virtual bool isConnected() const = 0;
    virtual void disconnect() = 0;

    virtual Result<ExecResult> exec(const ExecRequest &request) = 0;

    // File transfer. Remote paths may start with `~/`.
    virtual Result<void> upload(const QString &localPath, const QString &remotePath) = 0;
    virtual Result<void> download(const QString &remotePath, const QString &localPath) = 0;
    virtual Result<void> writeRemoteFile(const QString &remotePath, const QByteArray &content) = 0;
    virtual Result<QByteArray> readRemoteFile(const QString &remotePath) = 0;

    // Round-trip latency of the last connect+exec, for the machines table.
    virtual std::chrono::milliseconds lastLatency() const = 0;
};

} // namespace twb
