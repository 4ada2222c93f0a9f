#include "core/remote/machine_transport.h"

#include "core/remote/local_transport.h"
#include "core/remote/ssh_transport.h"

#include <QDir>

using namespace Qt::StringLiterals;

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
    endpoint.sshConfigPath = settings.sshConfigPath;
    endpoint.connectTimeout = settings.connectTimeout;
    endpoint.hostKeyPolicy = settings.hostKeyPolicy;
    endpoint.passphrase = settings.passphrase;
    if (machine.isGcloud()) {
        // What `gcloud compute tpus tpu-vm ssh` uses: the local user name and the key gcloud
        // made, and the OpenSSH config's port (0 asks it; else 22). The entry's own fields win.
        if (!address.port && !machine.hasSshPort())
            endpoint.port = 0;
        if (ssh.user.isEmpty() && !qEnvironmentVariableIsEmpty("USER"))
            endpoint.user = qEnvironmentVariable("USER");
        if (ssh.identityFile.isEmpty())
            endpoint.identityFile = QDir::homePath() + u"/.ssh/google_compute_engine"_s;
    }
    return endpoint;
}

std::unique_ptr<Transport> makeTransport(const MachineEntry &machine, int hostIndex, const ConnectionSettings &settings)
{
    if (machine.isLocal() && machine.hosts().isEmpty())
        return std::make_unique<LocalTransport>();
    return std::make_unique<SshTransport>(sshEndpoint(machine, hostIndex, settings));
}

} // namespace twb
