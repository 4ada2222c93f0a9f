#include "core/remote/ssh_connect_error.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SshConnectError.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SshConnectError)
};

// libssh words its socket errors with strerror(), which follows the process locale (the GUI
// sets it): compare with this process's own wording as well as the C locale's.
bool mentionsErrno(const QString &reason, int code, QLatin1StringView english)
{
    return reason.contains(english, Qt::CaseInsensitive)
           || reason.contains(QString::fromLocal8Bit(std::strerror(code)), Qt::CaseInsensitive);
}

} // namespace

SshConnectProblem classifySshConnectFailure(const SshConnectFailure &failure)
{
    // With a jump host libssh talks to the forwarder's pipe: any failure is on that path.
    if (!failure.proxyJump.isEmpty())
        return SshConnectProblem::ProxyFailed;
    const QString &reason = failure.reason;
    if (reason.startsWith(u"Failed to resolve hostname"_s, Qt::CaseInsensitive))
        return SshConnectProblem::NameNotResolved;
    if (mentionsErrno(reason, ECONNREFUSED, "Connection refused"_L1))
        return SshConnectProblem::Refused;
    if (mentionsErrno(reason, EHOSTUNREACH, "No route to host"_L1)
        || mentionsErrno(reason, ENETUNREACH, "Network is unreachable"_L1))
        return SshConnectProblem::Unreachable;
    const bool timedOut = reason.startsWith(u"Timeout connecting"_s, Qt::CaseInsensitive)
                          || (!failure.bannerSeen && failure.waited >= failure.timeout * 9 / 10);
    if (timedOut)
        return failure.tcpAccepted ? SshConnectProblem::NoBanner : SshConnectProblem::TimedOut;
    if (reason.contains(u"disconnected"_s, Qt::CaseInsensitive)
        || mentionsErrno(reason, ECONNRESET, "Connection reset by peer"_L1))
        return SshConnectProblem::ClosedBeforeGreeting;
    return SshConnectProblem::Other;
}

Error sshConnectError(const SshConnectFailure &failure)
{
    const QString where = u"%1:%2"_s.arg(failure.host).arg(failure.port);
    const QString who = u"%1@%2"_s.arg(failure.user, where);
    const QString seconds = QString::number(double(failure.timeout.count()) / 1000.0);
    QString message;
    switch (classifySshConnectFailure(failure)) {
    case SshConnectProblem::NameNotResolved:
        message = Tr::tr("Cannot connect to %1: the host name %2 does not resolve (DNS: %3). Check the spelling "
                         "of the host in the machine's entry or use its IP address; if the name is only known "
                         "inside a VPN or a cloud network, connect to that first.")
                      .arg(who, failure.host, failure.reason);
        break;
    case SshConnectProblem::Refused:
        message = Tr::tr("Cannot connect to %1: the connection was refused. The host is up, but nothing listens "
                         "on port %2. Check the machine's SSH port (usually 22) and that sshd runs on the host.")
                      .arg(who)
                      .arg(failure.port);
        break;
    case SshConnectProblem::TimedOut:
        message = Tr::tr("Cannot connect to %1: no answer within %2 s. The host may be down or stopped, the "
                         "address may be wrong, or a firewall drops the connection. Check that the TPU VM is "
                         "running (gcloud compute tpus tpu-vm describe) and that TCP port %3 is open to this "
                         "machine.")
                      .arg(who, seconds)
                      .arg(failure.port);
        break;
    case SshConnectProblem::NoBanner:
        message = Tr::tr("Cannot connect to %1: the port accepted the connection but sent no SSH banner within "
                         "%2 s (%3). Check that sshd, not another service, listens on port %4 and that the "
                         "host is not overloaded.")
                      .arg(who, seconds, failure.reason)
                      .arg(failure.port);
        break;
    case SshConnectProblem::Unreachable:
        message = Tr::tr("Cannot connect to %1: there is no network route to the host (%2). Check the address, "
                         "and that this machine is on the network (or VPN) that reaches it.")
                      .arg(who, failure.reason);
        break;
    case SshConnectProblem::ClosedBeforeGreeting:
        message = Tr::tr("Cannot connect to %1: the port accepted the connection and closed it before any SSH "
                         "greeting (%2). Another service may listen on port %3, or sshd dropped the connection "
                         "(too many unauthenticated connections, a firewall or TCP wrapper rule). Check the "
                         "port and sshd's log on the host.")
                      .arg(who, failure.reason)
                      .arg(failure.port);
        break;
    case SshConnectProblem::ProxyFailed:
        message = Tr::tr("Cannot connect to %1 through the jump host %2: %3. Check that `ssh %2` works from this "
                         "machine and that the jump host reaches %4.")
                      .arg(who, failure.proxyJump, failure.reason, where);
        break;
    case SshConnectProblem::Other:
        message = Tr::tr("Cannot connect to %1: %2. Check that the host is running and that its SSH port is "
                         "reachable.")
                      .arg(who, failure.reason);
        break;
    }
    return Error::failure(message, who);
}

bool tcpConnectCompletes(const QString &host, int port, milliseconds timeout)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (::getaddrinfo(host.toUtf8().constData(), QByteArray::number(port).constData(), &hints, &found) != 0)
        return false;
    bool connected = false;
    for (addrinfo *a = found; a && !connected; a = a->ai_next) {
        const int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
            connected = true;
        } else if (errno == EINPROGRESS) {
            pollfd p{fd, POLLOUT, 0};
            if (::poll(&p, 1, int(timeout.count())) == 1) {
                int error = 0;
                socklen_t length = sizeof error;
                connected = ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0;
            }
        }
        ::close(fd);
    }
    ::freeaddrinfo(found);
    return connected;
}

} // namespace twb
