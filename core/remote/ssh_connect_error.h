#pragma once

#include "core/util/error.h"

#include <QString>

#include <chrono>

namespace twb {

// Why ssh_connect() failed, as far as the user can act on it. libssh reports every failure
// as one fatal string ("Connection refused", "Timeout connecting to ...", "Socket error:
// disconnected"); this sorts it into a class whose message says what failed and what to do.
enum class SshConnectProblem {
    NameNotResolved,       // DNS: the name does not resolve
    Refused,               // the host answered, nothing listens on the port
    TimedOut,              // no answer at all: host down, wrong address, or a firewall drops
    NoBanner,              // TCP connected, but nothing spoke SSH before the timeout
    Unreachable,           // no route to the host / network
    ClosedBeforeGreeting,  // the port accepted and closed (another service, sshd limits, a proxy)
    ProxyFailed,           // the ProxyJump forwarder failed (the problem is on the jump path)
    Other,
};

struct SshConnectFailure
{
    QString host;     // as resolved from the ssh config (HostName)
    int port = 22;
    QString user;
    QString reason;   // ssh_get_error() after the failed ssh_connect()
    std::chrono::milliseconds waited{0};
    std::chrono::milliseconds timeout{10000};
    bool bannerSeen = false;
    // After a timeout only: did a second, plain TCP connect to host:port complete? Tells a
    // silent port (NoBanner) from a host that never answers (TimedOut).
    bool tcpAccepted = false;
    QString proxyJump;
};

SshConnectProblem classifySshConnectFailure(const SshConnectFailure &failure);
// The user-facing error: names user@host:port, the class, libssh's own words, and the fix.
Error sshConnectError(const SshConnectFailure &failure);

// A plain TCP connect to host:port that gives up after `timeout` (on the caller's thread,
// which is a transport's worker). True when the handshake completed.
bool tcpConnectCompletes(const QString &host, int port, std::chrono::milliseconds timeout);

} // namespace twb
