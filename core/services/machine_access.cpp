#include "core/services/machine_access.h"

#include "core/remote/gcloud_transport.h"
#include "core/remote/local_transport.h"
#include "core/services/gcloud_machines.h"
#include "core/services/workspace_trust.h"

#include <QCoreApplication>

#include <algorithm>

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
        return gcloud_machines::ensureResolved(m_registryPath, *entry, m_gcloud, gcloudAddresses());
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
    auto transport = makeTransport(machine, host, m_settings);
    if (!machine.isGcloud())
        return transport;
    auto reresolve = [access = *this, machine, host]() -> Result<std::unique_ptr<Transport>> {
        auto fresh = access.refreshGcloud(machine.name());
        if (!fresh && fresh.error().kind == Error::Kind::NotFound && !machine.tpuName().isEmpty())
            fresh = gcloud_machines::refresh({}, machine, access.m_gcloud, access.gcloudAddresses()); // not (or no longer) in the registry
        if (!fresh)
            return fail(fresh.error());
        if (auto ready = gcloud_machines::checkReady(*fresh); !ready)
            return fail(ready.error());
        return makeTransport(*fresh, host, access.m_settings);
    };
    return std::make_unique<GcloudTransport>(std::move(transport), std::move(reresolve));
}

GcloudAddresses MachineAccess::gcloudAddresses() const
{
    return m_profile.gcloudInternalIp ? GcloudAddresses::Internal : GcloudAddresses::External;
}

Result<MachineEntry> MachineAccess::refreshGcloud(const QString &name) const
{
    auto loaded = registry();
    if (!loaded)
        return fail(loaded.error());
    const MachineEntry *entry = loaded->find(name);
    if (!entry)
        return machine(name); // the not-found message
    if (!entry->isGcloud())
        return fail(Error::invalid(QCoreApplication::translate("twb::MachineAccess",
                                                               "Machine %1 is not a gcloud TPU VM (it needs a tpu_name, "
                                                               "a zone and a project, and no hand-typed hosts).")
                                       .arg(name),
                                   name));
    return gcloud_machines::refresh(m_registryPath, *entry, m_gcloud, gcloudAddresses());
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

std::unique_ptr<HostPool> MachineAccess::hostPool(const QList<MachineEntry> &machines) const
{
    if (machines.size() == 1)
        return hostPool(machines.first());
    int hosts = 0;
    for (const MachineEntry &machine : machines)
        hosts += machine.hostCount();
    return std::make_unique<HostPool>(hosts, transportFactory(machines));
}

HostPool::TransportFactory MachineAccess::transportFactory(const QList<MachineEntry> &machines) const
{
    return [access = *this, machines](int host) -> std::unique_ptr<Transport> {
        for (const MachineEntry &machine : machines) {
            if (host < machine.hostCount())
                return access.transport(machine, host);
            host -= machine.hostCount();
        }
        return nullptr;
    };
}

HostPool::TransportFactory MachineAccess::deferredTransportFactory(const QList<RunSlice> &slices) const
{
    if (slices.size() == 1)
        return deferredTransportFactory(slices.first().machine);
    return [access = *this, slices](int host) -> std::unique_ptr<Transport> {
        const auto where = sliceHost(slices, host);
        if (!where)
            return nullptr;
        return access.deferredTransportFactory(slices[where->slice].machine)(where->index);
    };
}

Result<QList<MachineEntry>> MachineAccess::machines(const QStringList &names) const
{
    QList<MachineEntry> out;
    for (const QString &name : names) {
        auto entry = machine(name);
        if (!entry)
            return fail(entry.error());
        out << *entry;
    }
    return out;
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
            // At least one row: a gcloud machine not resolved yet has no hosts to name.
            for (int h = 0; h < std::max(1, machine.hostCount()); ++h) {
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
    if (!machine.isGcloud())
        return checkMachine(machine, check, m_settings, onHostDone);
    // A gcloud machine: resolve it first if it never was; when a host fails, ask gcloud again
    // and check once more if the workers moved.
    MachineCheckReport report;
    report.machine = machine.name();
    auto resolved = gcloud_machines::ensureResolved(m_registryPath, machine, m_gcloud, gcloudAddresses());
    if (!resolved) {
        report.hosts << HostCheckResult{0, machine.name(), false, {}, resolved.error().message, std::nullopt};
        return report;
    }
    report = checkMachine(*resolved, check, m_settings, onHostDone);
    if (report.allOk())
        return report;
    auto fresh = refreshGcloud(machine.name());
    if (!fresh && fresh.error().kind == Error::Kind::NotFound) // an entry not saved yet (registry add)
        fresh = gcloud_machines::refresh({}, *resolved, m_gcloud, gcloudAddresses());
    if (!fresh) {
        for (HostCheckResult &host : report.hosts)
            if (!host.ok)
                host.message += u"\n"_s + fresh.error().message;
        return report;
    }
    if (auto ready = gcloud_machines::checkReady(*fresh); !ready) {
        for (HostCheckResult &host : report.hosts)
            if (!host.ok)
                host.message += u"\n"_s + ready.error().message;
        return report;
    }
    if (fresh->hosts() == resolved->hosts())
        return report;
    return checkMachine(*fresh, check, m_settings, onHostDone);
}

} // namespace twb
