#pragma once

#include "core/services/machine_access.h"

#include <QObject>
#include <QString>

namespace twb {

// What every panel needs to know about where it works: the workspace, the registry file and
// the known_hosts file. Panels read it and listen for changes (workspace open/create).
class AppContext final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppContext)

public:
    explicit AppContext(QObject *parent = nullptr);

    QString workspaceDir() const { return m_workspaceDir; }
    QString registryPath() const;
    QString knownHostsPath() const { return m_profile.knownHostsPath; }
    QString defaultSshUser() const { return m_profile.defaultUser; }
    QString defaultIdentityFile() const { return m_profile.defaultIdentityFile; }
    const ConnectionProfile &connectionProfile() const { return m_profile; }
    // How panels reach machines: the user's profile (the CLI's too) and this workspace's
    // registry. Unknown host keys are refused unless the caller sets another policy (the
    // Machines panel asks through HostKeyPrompter).
    MachineAccess machineAccess(HostKeyPolicy policy = HostKeyPolicy::refuse()) const;

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

Q_SIGNALS:
    void workspaceChanged();
    void registryChanged();
    void connectionSettingsChanged();

private:
    QString m_workspaceDir;
    QString m_registryOverride;
    ConnectionProfile m_profile;
};

} // namespace twb
