#pragma once

#include "core/registry/machine_entry.h"
#include "core/remote/host_key_policy.h"
#include "core/remote/ssh_endpoint.h"
#include "core/remote/transport.h"

#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace twb {

// How this workbench connects: where host keys live, the defaults for entries that leave SSH
// fields empty, and who decides about unknown host keys (CLI flag or GUI prompt).
struct ConnectionSettings
{
    QString knownHostsPath;
    QString defaultUser;
    QString defaultIdentityFile;
    QString sshConfigPath; // empty: ~/.ssh/config and /etc/ssh/ssh_config
    HostKeyPolicy hostKeyPolicy;
    std::function<std::optional<QString>(const QString &keyPath)> passphrase;
    std::chrono::milliseconds connectTimeout{std::chrono::seconds(10)};
};

// The SSH endpoint of worker `hostIndex`: the entry's user, key and port win over the
// settings' defaults. A gcloud machine's defaults are gcloud's: $USER and
// ~/.ssh/google_compute_engine, the port from the OpenSSH config.
SshEndpoint sshEndpoint(const MachineEntry &machine, int hostIndex, const ConnectionSettings &settings);

// The transport for worker `hostIndex` of a machine: LocalTransport for a local entry without
// hosts, SshTransport otherwise. The caller's thread owns it from then on.
std::unique_ptr<Transport> makeTransport(const MachineEntry &machine, int hostIndex,
                                         const ConnectionSettings &settings);

} // namespace twb
