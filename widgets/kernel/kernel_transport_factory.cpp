#include "widgets/kernel/kernel_transport_factory.h"

#include "core/registry/registry.h"
#include "core/remote/local_transport.h"

#include <QCoreApplication>

namespace twb {

OrchestratorRunner::TransportFactory kernelTransportFactory(const QString &registryPath, const ConnectionSettings &settings)
{
    return [registryPath, settings](const QString &machineName) -> Result<std::unique_ptr<Transport>> {
        if (machineName.isEmpty())
            return std::unique_ptr<Transport>(std::make_unique<LocalTransport>());
        auto registry = Registry::load(registryPath);
        if (!registry)
            return fail(registry.error());
        const MachineEntry *machine = registry->find(machineName);
        if (!machine)
            return fail(Error::notFound(QCoreApplication::translate("twb", "No machine named %1 in %2. Add it in the "
                                                                           "Machines panel.")
                                            .arg(machineName, registryPath),
                                        registryPath));
        return makeTransport(*machine, 0, settings);
    };
}

} // namespace twb
