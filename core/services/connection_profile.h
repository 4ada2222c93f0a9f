#pragma once

#include "core/registry/machine_entry.h"
#include "core/remote/host_key_policy.h"
#include "core/remote/machine_transport.h"
#include "core/remote/ssh_endpoint.h"
#include "core/util/json.h"

#include <QString>

#include <chrono>

namespace twb {

// The user's way of reaching machines: where host keys live, the SSH user and key used when a
// registry entry leaves them empty, and the connect timeout. Kept in the user's configuration
// (UserSettings), never in a workspace, and read the same way by the GUI and the CLI, so both
// reach a machine with the same user, key, port and known_hosts file.
struct ConnectionProfile
{
    QString knownHostsPath;
    QString defaultUser;
    QString defaultIdentityFile;
    // The OpenSSH client config read for Host blocks (HostName, Port, User); empty: ~/.ssh/config
    // then /etc/ssh/ssh_config. A gcloud machine's port comes from it, as with gcloud's ssh.
    QString sshConfigPath;
    // gcloud TPU VMs without an address setting of their own are reached on their internal
    // addresses (from inside their VPC) instead of their external ones.
    bool gcloudInternalIp = false;
    std::chrono::milliseconds connectTimeout{std::chrono::seconds(10)};

    // ~/.ssh/known_hosts, no default user or key (OpenSSH's config and the local user then
    // decide), 10 s.
    static ConnectionProfile defaults();

    // The settings a transport is built from, with who decides about unknown host keys.
    ConnectionSettings settings(HostKeyPolicy policy) const;

    // What worker `host` of `machine` is reached with: the entry's fields win over the
    // profile's defaults. Only for SSH hosts (a local entry has none).
    SshEndpoint endpoint(const MachineEntry &machine, int host, HostKeyPolicy policy = {}) const;

    // {"host", "port", "user", "identity_file", "known_hosts", "proxy_jump",
    //  "connect_timeout_ms"} per host, or {"transport": "local"}: what `tpuwb registry show`
    // prints and what a test compares between the GUI and the CLI.
    Json describe(const MachineEntry &machine) const;

    bool operator==(const ConnectionProfile &) const = default;
};

} // namespace twb
