#include "core/remote/machine_transport.h"

#include "core/remote/local_transport.h"
#include "core/remote/ssh_transport.h"

namespace twb {

SshEndpoint sshEndpoint(const MachineEntry &machine, int hostIndex, const ConnectionSettings &settings)
{
    const QStringList hosts = machine.hosts();
    const SshSettings ssh = machine.ssh();
    SshEndpoint endpoint;
    const HostAddress address = HostAddress::parse(hosts.value(hostIndex));
    endpoint.host = address.host;
    endpoint.port = address.port.value_or(ssh.port);
    endpoint.user = ssh.user.isEmpty() ? settings.defaultUser : ssh.user;
    endpoint.identityFile = ssh.identityFile.isEmpty() ? settings.defaultIdentityFile : ssh.identityFile;
    endpoint.proxyJump = ssh.proxyJump;
    endpoint.knownHostsPath = settings.knownHostsPath;
    endpoint.connectTimeout = settings.connectTimeout;
    endpoint.hostKeyPolicy = settings.hostKeyPolicy;
    endpoint.passphrase = settings.passphrase;
    return endpoint;
}

std::unique_ptr<Transport> makeTransport(const MachineEntry &machine, int hostIndex, const ConnectionSettings &settings)
{
    if (machine.isLocal() && machine.hosts().isEmpty())
        return std::make_unique<LocalTransport>();
    return std::make_unique<SshTransport>(sshEndpoint(machine, hostIndex, settings));
}

} // namespace twb
