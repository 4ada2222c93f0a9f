#pragma once

#include "core/services/connection_profile.h"
#include "core/services/kernel_service.h"
#include "core/services/machine_access.h"
#include "core/services/machine_registry_service.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

#include <memory>

namespace twb {

class AlertDispatcher;
class RunFollower;
class RunService;
class SeriesStore;
class WorkspaceIndex;

// The composition root: one per process (the GUI's main(), each tpuwb command), owning where
// the app works (the workspace, the registry file, the user's connection profile) and the one
// instance of each service over it (the model is qBittorrent's one Session). Panels and dialogs
// receive it by reference and never build a service, so two panels cannot hold two views of
// one run or two SSH pools to one host.
//
// The services are made on first use (a tpuwb command that needs no index starts no scan) and
// follow the session: a workspace change points the run service at the new runs folder, makes
// the follower and the alerts forget the old runs and the index scan the new folder, before
// workspaceChanged() reaches the panels. Destroyed in the reverse order of their dependencies:
// alerts, follower, index, run service (it cancels its operations), store.
class WorkbenchSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkbenchSession)

public:
    explicit WorkbenchSession(QObject *parent = nullptr);
    ~WorkbenchSession() override;

    QString workspaceDir() const { return m_workspaceDir; }
    QString registryPath() const;
    QString knownHostsPath() const { return m_profile.knownHostsPath; }
    QString defaultSshUser() const { return m_profile.defaultUser; }
    QString defaultIdentityFile() const { return m_profile.defaultIdentityFile; }
    const ConnectionProfile &connectionProfile() const { return m_profile; }
    // How the session reaches machines: the user's profile (the CLI's too) and this
    // workspace's registry. Unknown host keys are refused unless the caller sets another
    // policy (the Machines panel asks through HostKeyPrompter).
    MachineAccess machineAccess(HostKeyPolicy policy = HostKeyPolicy::refuse()) const;
    // How the session's own services (the RunService the Monitor, Compare and the Ablation
    // panel's launches share) ask the user: an unknown host key and an encrypted key's
    // passphrase, through the GUI's one prompter (MainWindow installs it). Without it (tpuwb,
    // tests), unknown keys are refused and no passphrase is asked.
    using PassphrasePrompt = std::function<std::optional<QString>(const QString &keyPath)>;
    void setInteractivePrompts(HostKeyPolicy policy, PassphrasePrompt passphrase);
    MachineAccess serviceAccess() const;
    // Overrides how transports are made for every service (scripted demos, tests); default:
    // from the registry.
    void setTransportOverride(MachineAccess::TransportOverride override);

    void setWorkspaceDir(const QString &dir);
    void setRegistryOverride(const QString &path);
    void setKnownHostsPath(const QString &path);
    void setDefaultSshUser(const QString &user);
    void setDefaultIdentityFile(const QString &path);

    // Persisted in the user's settings (UserSettings, shared with tpuwb); the command line
    // may override after load().
    void load();
    void save() const;

    // Tells every panel that tpu_config.json was changed by this app (panels re-read it).
    void notifyRegistryChanged() { Q_EMIT registryChanged(); }

    // --- The services -----------------------------------------------------------------------

    RunService &runService();
    WorkspaceIndex &workspaceIndex();
    // The metrics of the runs followed, and the follower that streams them.
    SeriesStore &seriesStore();
    RunFollower &runFollower();
    AlertDispatcher &alerts();
    // A kernel service over this workspace's kernel runs (a value: it holds no connection).
    KernelService kernelService(HostKeyPolicy policy = HostKeyPolicy::refuse()) const;
    // The registry's use cases (add, edit, remove, import, probe) on this workspace's registry,
    // asking about unknown host keys and passphrases as `policy` and `passphrase` say (a value).
    MachineRegistryService machineRegistry(HostKeyPolicy policy = HostKeyPolicy::refuse(),
                                           PassphrasePrompt passphrase = {}) const;

Q_SIGNALS:
    void workspaceChanged();
    void registryChanged();
    void connectionSettingsChanged();

private:
    void applyToServices();
    void workspaceMoved();

    QString m_workspaceDir;
    QString m_registryOverride;
    ConnectionProfile m_profile;
    MachineAccess::TransportOverride m_transportOverride;
    std::optional<HostKeyPolicy> m_interactivePolicy;
    PassphrasePrompt m_passphrase;

    // In the order they depend on each other (destroyed in reverse).
    std::unique_ptr<SeriesStore> m_store;
    std::unique_ptr<RunService> m_runService;
    std::unique_ptr<WorkspaceIndex> m_index;
    std::unique_ptr<RunFollower> m_follower;
    std::unique_ptr<AlertDispatcher> m_alerts;
};

} // namespace twb
