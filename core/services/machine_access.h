#pragma once

#include "core/registry/registry.h"
#include "core/remote/gcloud_resolver.h"
#include "core/remote/host_pool.h"
#include "core/remote/machine_checks.h"
#include "core/runs/run_slice.h"
#include "core/services/connection_profile.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace twb {

class Transport;

// Registry name -> machine entry -> transport or host pool: the only code that builds them,
// for the GUI and the CLI alike. A value type, cheap to copy: copy it into a worker's lambda
// (the factories it hands out copy what they need and are thread-safe).
//
// Reading the registry blocks on the disk: machine()/registry()/openTransport() belong on a
// worker thread or in the CLI, never on the GUI thread.
class MachineAccess final
{
public:
    // Replaces how transports are made (scripted demos and tests): called for every transport
    // instead of the registry entry's SSH or local transport.
    using TransportOverride = std::function<std::unique_ptr<Transport>(const QString &machine, int host)>;

    MachineAccess(QString registryPath, ConnectionProfile profile, HostKeyPolicy hostKeyPolicy = HostKeyPolicy::refuse());

    const QString &registryPath() const { return m_registryPath; }
    const ConnectionProfile &profile() const { return m_profile; }
    const HostKeyPolicy &hostKeyPolicy() const { return m_settings.hostKeyPolicy; }
    // The settings every transport gets (profile + host-key policy + passphrase prompt).
    const ConnectionSettings &connectionSettings() const { return m_settings; }

    void setHostKeyPolicy(HostKeyPolicy policy);
    void setPassphrasePrompt(std::function<std::optional<QString>(const QString &keyPath)> prompt);
    void setTransportOverride(TransportOverride override);
    // Whose approvals the registry's commands need (WorkspaceTrust): the workspace folder when
    // the registry is a workspace's default one, empty when it is the user's own (--config, the
    // Settings override). Unset: decided from the file (a workbench.json beside it).
    void setTrustRoot(QString workspaceRoot) { m_trustRoot = std::move(workspaceRoot); }
    const std::optional<QString> &trustRoot() const { return m_trustRoot; }

    // The root whose approvals this registry's commands need (see setTrustRoot).
    QString trustRootOrDefault() const;
    // Ok when the entry's python may run here (WorkspaceTrust::requirePython): launch,
    // preflight and probe ask first.
    Result<void> requirePython(const MachineEntry &machine) const;

    Result<Registry> registry() const;
    // The registry's machine names in its order; empty when it cannot be read (a list to choose
    // from shows what there is).
    QStringList machineNames() const;
    // The entry named `name`; not found names the registry file, the machines it has and how
    // to add one.
    Result<MachineEntry> machine(const QString &name) const;

    // One host's transport (the caller's thread owns it from then on).
    std::unique_ptr<Transport> transport(const MachineEntry &machine, int host) const;
    // For HostPool/RunMonitor: builds host i's transport on whichever thread asks.
    HostPool::TransportFactory transportFactory(const MachineEntry &machine) const;
    // Like transportFactory, but the registry is read when a host first asks, on that host's
    // thread (the GUI thread never waits on the registry file). Null when the machine is gone.
    HostPool::TransportFactory deferredTransportFactory(const QString &machineName) const;
    // A pool over every host of the machine.
    std::unique_ptr<HostPool> hostPool(const MachineEntry &machine) const;
    // A pool over every host of several machines (a multislice run's slices, in order): host i
    // of the pool is the i-th host counted through the machines one after the other.
    std::unique_ptr<HostPool> hostPool(const QList<MachineEntry> &machines) const;
    // transportFactory over several machines, numbered as hostPool(machines) numbers them.
    HostPool::TransportFactory transportFactory(const QList<MachineEntry> &machines) const;
    // deferredTransportFactory over a multislice run's slices: host i is found through the
    // slices' host counts, and its machine's entry read when it first asks.
    HostPool::TransportFactory deferredTransportFactory(const QList<RunSlice> &slices) const;
    // The entries of `names` (a multislice run's machines), or the first not-found error.
    Result<QList<MachineEntry>> machines(const QStringList &names) const;
    // Worker `host` of a named machine; an empty name is this machine (the local transport).
    Result<std::unique_ptr<Transport>> openTransport(const QString &machineName, int host = 0) const;

    // gcloud-backed machines (MaxKernel's shape, core/services/gcloud_machines.h): machine() and
    // openTransport() resolve one never resolved; transports ask gcloud again when connecting
    // fails; check() does after a host failed. refreshGcloud() asks now and saves the answer.
    void setGcloudResolver(GcloudResolver resolver) { m_gcloud = std::move(resolver); }
    const GcloudResolver &gcloudResolver() const { return m_gcloud; }
    Result<MachineEntry> refreshGcloud(const QString &name) const;
    // Which addresses a gcloud machine without a setting of its own is reached on (the profile's).
    GcloudAddresses gcloudAddresses() const;

    // Test connection / probe every host (blocking). A probe of an entry whose python is not
    // trusted runs nothing: every host fails with the reason.
    MachineCheckReport check(const MachineEntry &machine, MachineCheck check,
                             const std::function<void(const HostCheckResult &)> &onHostDone = {}) const;

private:
    QString m_registryPath;
    ConnectionProfile m_profile;
    ConnectionSettings m_settings;
    TransportOverride m_override;
    std::optional<QString> m_trustRoot;
    GcloudResolver m_gcloud;
};

} // namespace twb
