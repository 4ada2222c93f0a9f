#include "core/services/machine_access.h"

#include "core/remote/local_transport.h"
#include "core/services/workspace_trust.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {

MachineAccess::MachineAccess(QString registryPath, ConnectionProfile profile, HostKeyPolicy hostKeyPolicy)
    : m_registryPath(std::move(registryPath)),
      m_profile(std::move(profile)),
      m_settings(m_profile.settings(std::move(hostKeyPolicy)))
{
}

void MachineAccess::setHostKeyPolicy(HostKeyPolicy policy)
{
    m_settings.hostKeyPolicy = std::move(policy);
}

void MachineAccess::setPassphrasePrompt(std::function<std::optional<QString>(const QString &)> prompt)
{
    m_settings.passphrase = std::move(prompt);
}

void MachineAccess::setTransportOverride(TransportOverride override)
{
    m_override = std::move(override);
}

QString MachineAccess::trustRootOrDefault() const
{
    return m_trustRoot.value_or(WorkspaceTrust::workspaceOf(m_registryPath));
}

Result<void> MachineAccess::requirePython(const MachineEntry &machine) const
{
    return WorkspaceTrust::requirePython(trustRootOrDefault(), m_registryPath, machine);
}

Result<Registry> MachineAccess::registry() const
{
    return Registry::load(m_registryPath);
}

QStringList MachineAccess::machineNames() const
{
    QStringList names;
    if (auto loaded = registry())
        for (const auto &entry : loaded->entries())
            names << entry.name();
    return names;
}

Result<MachineEntry> MachineAccess::machine(const QString &name) const
{
    auto loaded = registry();
    if (!loaded)
        return fail(loaded.error());
    if (const MachineEntry *entry = loaded->find(name))
        return *entry;
    QStringList names;
    for (const auto &entry : loaded->entries())
        names << entry.name();
    return fail(Error::notFound(
        QCoreApplication::translate("twb::MachineAccess",
                                    "There is no machine named %1 in %2 (it has: %3). Add it in the Machines panel or "
                                    "with `tpuwb registry add`.")
            .arg(name.isEmpty() ? QCoreApplication::translate("twb::MachineAccess", "\"\"") : name, m_registryPath,
                 names.isEmpty() ? QCoreApplication::translate("twb::MachineAccess", "none") : names.join(u", "_s)),
        m_registryPath));
}

std::unique_ptr<Transport> MachineAccess::transport(const MachineEntry &machine, int host) const
{
    if (m_override)
        return m_override(machine.name(), host);
    return makeTransport(machine, host, m_settings);
}

HostPool::TransportFactory MachineAccess::transportFactory(const MachineEntry &machine) const
{
    return [access = *this, machine](int host) { return access.transport(machine, host); };
}

HostPool::TransportFactory MachineAccess::deferredTransportFactory(const QString &machineName) const
{
    return [access = *this, machineName](int host) -> std::unique_ptr<Transport> {
        if (access.m_override)
            return access.m_override(machineName, host);
        auto entry = access.machine(machineName);
        return entry ? access.transport(*entry, host) : nullptr;
    };
}

std::unique_ptr<HostPool> MachineAccess::hostPool(const MachineEntry &machine) const
{
    return std::make_unique<HostPool>(machine.hostCount(), transportFactory(machine));
}

Result<std::unique_ptr<Transport>> MachineAccess::openTransport(const QString &machineName, int host) const
{
    if (machineName.isEmpty())
        return std::unique_ptr<Transport>(std::make_unique<LocalTransport>());
    if (m_override)
        return m_override(machineName, host);
    auto entry = machine(machineName);
    if (!entry)
        return fail(entry.error());
    return transport(*entry, host);
}

MachineCheckReport MachineAccess::check(const MachineEntry &machine, MachineCheck check,
                                        const std::function<void(const HostCheckResult &)> &onHostDone) const
{
    if (check == MachineCheck::Probe) {
        if (auto trusted = requirePython(machine); !trusted) {
            MachineCheckReport refused{machine.name(), false, {}};
            for (int h = 0; h < machine.hostCount(); ++h) {
                HostCheckResult host;
                host.workerIndex = h;
                host.address = machine.hosts().value(h);
                host.message = trusted.error().message;
                if (onHostDone)
                    onHostDone(host);
                refused.hosts.append(host);
            }
            return refused;
        }
    }
    return checkMachine(machine, check, m_settings, onHostDone);
}

} // namespace twb
