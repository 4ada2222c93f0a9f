#include "widgets/common/app_context.h"

#include "core/workspace/workspace.h"

#include "core/services/user_settings.h"

using namespace Qt::StringLiterals;

namespace twb {

AppContext::AppContext(QObject *parent)
    : QObject(parent),
      m_workspaceDir(Workspace::defaultRoot()),
      m_profile(ConnectionProfile::defaults())
{
}

QString AppContext::registryPath() const
{
    return m_registryOverride.isEmpty() ? Workspace(m_workspaceDir).registryFile() : m_registryOverride;
}

MachineAccess AppContext::machineAccess(HostKeyPolicy policy) const
{
    MachineAccess access(registryPath(), m_profile, std::move(policy));
    if (m_registryOverride.isEmpty())
        access.setTrustRoot(m_workspaceDir); // the workspace's registry needs its approvals
    return access;
}

void AppContext::load()
{
    m_workspaceDir = UserSettings::value(u"workspace/dir"_s, m_workspaceDir).toString();
    m_profile = UserSettings::connectionProfile();
}

void AppContext::save() const
{
    UserSettings::setValue(u"workspace/dir"_s, m_workspaceDir);
    UserSettings::setConnectionProfile(m_profile);
}

void AppContext::setWorkspaceDir(const QString &dir)
{
    if (dir == m_workspaceDir)
        return;
    m_workspaceDir = dir;
    Q_EMIT workspaceChanged();
}

void AppContext::setRegistryOverride(const QString &path)
{
    m_registryOverride = path;
    Q_EMIT workspaceChanged();
}

void AppContext::setKnownHostsPath(const QString &path)
{
    m_profile.knownHostsPath = path;
    Q_EMIT connectionSettingsChanged();
}

void AppContext::setDefaultSshUser(const QString &user)
{
    m_profile.defaultUser = user;
    Q_EMIT connectionSettingsChanged();
}

void AppContext::setDefaultIdentityFile(const QString &path)
{
    m_profile.defaultIdentityFile = path;
    Q_EMIT connectionSettingsChanged();
}

} // namespace twb
