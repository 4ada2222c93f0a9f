#include "widgets/kernel/kernel_transport_factory.h"

#include "core/registry/registry.h"
#include "core/remote/local_transport.h"
#include "core/remote/ssh_transport.h"

#include <QCoreApplication>

namespace twb {

OrchestratorRunner::TransportFactory kernelTransportFactory(const QString &registryPath, const QString &knownHostsPath)
{
    return [registryPath, knownHostsPath](const QString &machineName) -> Result<std::unique_ptr<Transport>> {
        if (machineName.isEmpty())
            return std::unique_ptr<Transport>(std::make_unique<LocalTransport>());
        auto registry = Registry::load(registryPath);
        if (!registry)
            return fail(registry.error());
        const MachineEntry *machine = registry->find(machineName);
        if (!machine)
            return fail(Error::notFound(QCoreApplication::translate("twb", "No machine named %1 in %2.")
                                            .arg(machineName, registryPath),
                                        registryPath));
        if (machine->isLocal() && machine->hosts().isEmpty())
            return std::unique_ptr<Transport>(std::make_unique<LocalTransport>());
        const SshSettings ssh = machine->ssh();
        SshEndpoint endpoint;
        endpoint.host = machine->hosts().value(0); // a run's worker is host 0 of the slice
        endpoint.port = ssh.port;
        endpoint.user = ssh.user;
        endpoint.identityFile = ssh.identityFile;
        endpoint.proxyJump = ssh.proxyJump;
        endpoint.knownHostsPath = knownHostsPath;
        endpoint.hostKeyPolicy = HostKeyPolicy::refuse();
        return std::unique_ptr<Transport>(std::make_unique<SshTransport>(std::move(endpoint)));
    };
}

} // namespace twb
