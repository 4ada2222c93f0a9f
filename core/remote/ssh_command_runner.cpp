#include "core/remote/ssh_command_runner.h"

#include <QCoreApplication>

#include <libssh/server.h>  // ssh_send_ignore is declared there but works for clients

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SshCommandRunner.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SshCommandRunner)
};

constexpr int kPollMs = 20;
constexpr milliseconds kSignalGrace{2000};
constexpr qsizetype kReadChunk = 64 * 1024;
constexpr quint32 kWriteChunk = 32 * 1024;
constexpr qsizetype kMarkerHoldLimit = 64 * 1024;

// The command first reports its process group on stderr (sshd runs it as a session leader,
// so the group id is the shell's pid), framed by ASCII record separators; the runner strips
// that line. It is how a timeout stops the command when sshd refuses signal requests (sshd
// does for root logins: "session signalling requires privilege separation").
const QByteArray kPgidMarker = "\x1eTWB-PGID=";
const QByteArray kPgidMarkerEnd = "\x1e\n";
const QString kPgidPrefix = u"printf '\\036TWB-PGID=%d\\036\\n' \"$$\" >&2; "_s;

struct ChannelGuard
{
    ssh_channel channel;
    ~ChannelGuard()
    {
        if (!ssh_channel_is_closed(channel))
            ssh_channel_close(channel);
        ssh_channel_free(channel);
    }
};

struct EventGuard
{
    ssh_event event = nullptr;
    ~EventGuard()
    {
        if (event)
            ssh_event_free(event);
    }
};

} // namespace

int SshCommandRunner::openChannel(ssh_channel channel)
{
    // OpenSSH's sshd sends a message of its own right after login (hostkeys-00@openssh.com)
    // and, with Nagle on its side, holds the channel-open confirmation until that message is
    // ACKed, which our kernel delays by ~40 ms because we have nothing to send meanwhile. So
    // open without blocking and, when anything other than the confirmation arrives, send an
    // SSH_MSG_IGNORE: it carries the ACK. Measured on loopback: first channel 40-50 ms -> <1 ms.
    ssh_set_blocking(m_session, 0);
    EventGuard event{ssh_event_new()};
    int rc = ssh_channel_open_session(channel);
    if (event.event)
        ssh_event_add_session(event.event, m_session);
    bool acked = false;
    const auto deadline = steady_clock::now() + m_openTimeout;
    while (rc == SSH_AGAIN && event.event && steady_clock::now() < deadline) {
        if (ssh_event_dopoll(event.event, kPollMs * 5) == SSH_ERROR)
            break;
        rc = ssh_channel_open_session(channel);
        if (rc == SSH_AGAIN && !acked) {
            ssh_send_ignore(m_session, "");
            acked = true;
        }
    }
    if (event.event)
        ssh_event_remove_session(event.event, m_session);
    ssh_set_blocking(m_session, 1);
    if (rc == SSH_AGAIN)  // timed out: finish (or fail) the blocking way, bounded by the session timeout
        rc = ssh_channel_open_session(channel);
    return rc;
}

void SshCommandRunner::signalGroup(ssh_channel channel, qint64 processGroup, const char *signal)
{
    // The SSH way first (works for non-root logins), then `kill` on a second channel.
    ssh_channel_request_send_signal(channel, signal);
    if (processGroup <= 1)
        return;
    ssh_channel killer = ssh_channel_new(m_session);
    if (killer == nullptr)
        return;
    ChannelGuard guard{killer};
    const QByteArray command =
        "kill -" + QByteArray(signal) + " -- -" + QByteArray::number(processGroup) + " 2>/dev/null";
    if (ssh_channel_open_session(killer) != SSH_OK
        || ssh_channel_request_exec(killer, command.constData()) != SSH_OK)
        return;
    ssh_channel_send_eof(killer);
    const auto deadline = steady_clock::now() + kSignalGrace;
    char sink[256];
    while (!ssh_channel_is_eof(killer) && !ssh_channel_is_closed(killer)
           && steady_clock::now() < deadline) {
        if (ssh_channel_read_timeout(killer, sink, sizeof sink, 0, kPollMs) == SSH_ERROR)
            break;
    }
}

SshCommandRunner::SshCommandRunner(ssh_session session, QString where, seconds keepaliveInterval,
                                   milliseconds openTimeout)
    : m_session(session), m_where(std::move(where)), m_keepaliveInterval(keepaliveInterval),
      m_openTimeout(openTimeout)
{
}

Error SshCommandRunner::channelError(const QString &what)
{
    m_connectionLost = ssh_is_connected(m_session) == 0;
    const QString reason = QString::fromUtf8(ssh_get_error(m_session));
    return Error::failure(
        m_connectionLost
            ? Tr::tr("Lost the connection to %1 while trying to %2: %3.")
                  .arg(m_where, what, reason)
            : Tr::tr("Cannot %1 on %2: %3.").arg(what, m_where, reason),
        m_where);
}

Result<ExecResult> SshCommandRunner::run(const ExecRequest &request)
{
    m_failedBeforeStart = false;
    m_connectionLost = false;
    const auto started = steady_clock::now();
    ExecResult result;

    ssh_channel channel = ssh_channel_new(m_session);
    if (channel == nullptr) {
        m_failedBeforeStart = true;
        return fail(channelError(Tr::tr("open a channel")));
    }
    ChannelGuard guard{channel};
    if (openChannel(channel) != SSH_OK) {
        m_failedBeforeStart = true;
        return fail(channelError(Tr::tr("open a channel")));
    }
    const QByteArray command = (kPgidPrefix + request.command).toUtf8();
    if (ssh_channel_request_exec(channel, command.constData()) != SSH_OK) {
        m_failedBeforeStart = true;
        return fail(channelError(Tr::tr("start the command")));
    }

    const QByteArray &input = request.standardInput;
    qsizetype inputOffset = 0;
    if (input.isEmpty())
        ssh_channel_send_eof(channel);

    QByteArray buffer(kReadChunk, Qt::Uninitialized);
    auto lastTraffic = steady_clock::now();
    auto deliver = [&](const QByteArray &chunk, int isStderr) {
        if (chunk.isEmpty())
            return;
        const auto &callback = isStderr ? request.onStderr : request.onStdout;
        if (callback)
            callback(chunk);
        if (request.collectOutput)
            (isStderr ? result.standardError : result.standardOutput) += chunk;
    };
    // stderr is held back until the process-group line has been seen and cut out (a noisy
    // ~/.bashrc may print before it).
    bool markerDone = false;
    QByteArray heldStderr;
    qint64 processGroup = 0;
    auto receiveStderr = [&](const QByteArray &chunk) {
        if (markerDone)
            return deliver(chunk, 1);
        heldStderr += chunk;
        const qsizetype at = heldStderr.indexOf(kPgidMarker);
        const qsizetype end = at < 0 ? -1 : heldStderr.indexOf(kPgidMarkerEnd, at + kPgidMarker.size());
        if (end >= 0) {
            processGroup = heldStderr.mid(at + kPgidMarker.size(), end - at - kPgidMarker.size()).toLongLong();
            heldStderr.remove(at, end + kPgidMarkerEnd.size() - at);
        } else if (heldStderr.size() <= kMarkerHoldLimit) {
            return;
        }
        markerDone = true;
        deliver(std::exchange(heldStderr, {}), 1);
    };
    // Reads whatever is buffered on one stream; false on a broken connection.
    auto drain = [&](int isStderr) {
        for (;;) {
            const int n = ssh_channel_read_nonblocking(channel, buffer.data(), quint32(buffer.size()),
                                                       isStderr);
            if (n == SSH_ERROR)
                return false;
            if (n <= 0)  // 0: nothing now; SSH_EOF: nothing more
                return true;
            lastTraffic = steady_clock::now();
            const QByteArray chunk(buffer.constData(), n);
            if (isStderr)
                receiveStderr(chunk);
            else
                deliver(chunk, 0);
        }
    };

    enum class Stop { None, Terminating, Killing, GaveUp };
    Stop stop = Stop::None;
    auto stopSince = steady_clock::now();
    const bool hasDeadline = request.timeout.count() > 0;
    const auto deadline = started + request.timeout;
    // Timeout, cancel and the signal escalation; true when we should stop waiting at all.
    auto checkStop = [&] {
        const auto now = steady_clock::now();
        if (stop == Stop::None) {
            const bool cancelled = request.isCancelled && request.isCancelled();
            const bool timedOut = !cancelled && hasDeadline && now >= deadline;
            if (cancelled || timedOut) {
                result.cancelled = cancelled;
                result.timedOut = timedOut;
                signalGroup(channel, processGroup, "TERM");
                stop = Stop::Terminating;
                stopSince = now;
            }
        } else if (stop == Stop::Terminating && now - stopSince >= kSignalGrace) {
            signalGroup(channel, processGroup, "KILL");
            stop = Stop::Killing;
            stopSince = now;
        } else if (stop == Stop::Killing && now - stopSince >= kSignalGrace) {
            stop = Stop::GaveUp;
        }
        return stop == Stop::GaveUp;
    };
    auto keepalive = [&] {
        if (m_keepaliveInterval.count() > 0 && steady_clock::now() - lastTraffic >= m_keepaliveInterval) {
            ssh_send_ignore(m_session, "");
            lastTraffic = steady_clock::now();
        }
    };

    // Phase 1: until the command's output ends (EOF on both streams).
    while (!ssh_channel_is_eof(channel) && !ssh_channel_is_closed(channel)) {
        if (inputOffset < input.size()) {
            const quint32 window = ssh_channel_window_size(channel);
            if (window > 0) {
                const quint32 n = std::min({window, kWriteChunk, quint32(input.size() - inputOffset)});
                const int written = ssh_channel_write(channel, input.constData() + inputOffset, n);
                if (written == SSH_ERROR)
                    return fail(channelError(Tr::tr("send input")));
                inputOffset += written;
                if (inputOffset == input.size())
                    ssh_channel_send_eof(channel);
            }
        }
        if (!drain(0) || !drain(1))
            return fail(channelError(Tr::tr("read the output")));
        if (checkStop())
            break;
        keepalive();
        if (ssh_channel_poll_timeout(channel, kPollMs, 0) == SSH_ERROR)
            return fail(channelError(Tr::tr("read the output")));
    }
    if (!drain(0) || !drain(1))
        return fail(channelError(Tr::tr("read the output")));
    if (!markerDone)
        deliver(std::exchange(heldStderr, {}), 1);

    // Phase 2: output ended; wait for the exit status (sshd closes the channel after it),
    // still honouring timeout and cancel for a command that closed its output but runs on.
    if (stop != Stop::GaveUp && !ssh_channel_is_closed(channel)) {
        EventGuard event{ssh_event_new()};
        if (event.event)
            ssh_event_add_session(event.event, m_session);
        while (!ssh_channel_is_closed(channel)) {
            if (checkStop())
                break;
            keepalive();
            if (event.event == nullptr || ssh_event_dopoll(event.event, kPollMs) == SSH_ERROR) {
                if (ssh_is_connected(m_session) == 0)
                    return fail(channelError(Tr::tr("wait for the exit status")));
                break;
            }
        }
        if (event.event)
            ssh_event_remove_session(event.event, m_session);
    }

    if (!result.cancelled && !result.timedOut)
        result.exitCode = ssh_channel_get_exit_status(channel);
    result.elapsed = duration_cast<milliseconds>(steady_clock::now() - started);
    return result;
}

} // namespace twb
