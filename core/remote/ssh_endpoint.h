#pragma once

#include "core/remote/host_key_policy.h"

#include <QString>

#include <chrono>
#include <functional>
#include <optional>

namespace twb {

// Everything SshTransport needs to reach one host. Fields left empty (or 0) come from the
// OpenSSH client config (`sshConfigPath`, default ~/.ssh/config then /etc/ssh/ssh_config);
// fields that are set override it.
struct SshEndpoint
{
    QString host;                 // address or ~/.ssh/config alias (its HostName is used)
    int port = 22;                // 0: from the ssh config, else 22
    QString user;                 // empty: from the ssh config, else the local user
    QString identityFile;         // private key file; may start with ~/
    QString proxyJump;            // "[user@]host[:port]", run through the OpenSSH client (ssh -W)
    // Where host keys are checked and accepted keys saved. Always explicit (the CLI's
    // --known-hosts, the GUI setting; tests pass a temp file); never taken from the ssh config.
    QString knownHostsPath;
    QString sshConfigPath;        // empty: ~/.ssh/config and /etc/ssh/ssh_config

    std::chrono::milliseconds connectTimeout{std::chrono::seconds(10)};
    // SSH_MSG_IGNORE while a command is silent (keeps NAT state) and TCP keepalive probes on
    // the socket (a vanished host fails after about 3 intervals). 0 turns both off.
    std::chrono::seconds keepaliveInterval{30};
    // SSH_OPTIONS_NODELAY. Off costs ~40 ms per round trip (delayed ACKs); only the benchmark
    // turns it off, to measure exactly that.
    bool tcpNoDelay = true;

    HostKeyPolicy hostKeyPolicy;

    // Asked for the passphrase of an encrypted key file (the argument is the key's path).
    // Returning nullopt gives up. The passphrase is used once, then wiped; it is never stored
    // or logged. Called on the transport's thread, like HostKeyPolicy::ask.
    std::function<std::optional<QString>(const QString &keyPath)> passphrase;
};

} // namespace twb
