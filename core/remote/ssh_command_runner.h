#pragma once

// Internal to core/remote (includes libssh): runs one command on an exec channel.

#include "core/remote/transport.h"

#include <libssh/libssh.h>

#include <chrono>

namespace twb {

// Opens a channel on `session`, runs `request.command`, streams stdout/stderr with
// non-blocking reads between short polls, feeds stdin as the window allows, and reports the
// exit status. On timeout or cancel it sends SIGTERM to the command's remote process group
// (an SSH signal request, and `kill` on a second channel because sshd ignores signal requests
// for root logins), SIGKILL after a grace, then closes the channel. The command runs in the
// user's login shell, which must be POSIX (bash, dash, zsh): it is prefixed with a printf that
// reports the process group on stderr, which the runner removes again.
class SshCommandRunner final
{
public:
    SshCommandRunner(ssh_session session, QString where, std::chrono::seconds keepaliveInterval,
                     std::chrono::milliseconds openTimeout);

    Result<ExecResult> run(const ExecRequest &request);

    // After a failed run(): true when the command was never started (safe to retry on a new
    // connection), and whether the connection itself is gone.
    bool failedBeforeStart() const { return m_failedBeforeStart; }
    bool connectionLost() const { return m_connectionLost; }

private:
    Error channelError(const QString &what);
    void signalGroup(ssh_channel channel, qint64 processGroup, const char *signal);
    int openChannel(ssh_channel channel);

    ssh_session m_session;
    QString m_where;
    std::chrono::seconds m_keepaliveInterval;
    std::chrono::milliseconds m_openTimeout;
    bool m_failedBeforeStart = false;
    bool m_connectionLost = false;
};

} // namespace twb
