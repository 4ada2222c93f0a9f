#include "widgets/common/app_context.h"

#include "core/workspace/workspace.h"

#include <QDir>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace twb {

AppContext::AppContext(QObject *parent)
    : QObject(parent),
      m_workspaceDir(Workspace::defaultRoot()),
      m_knownHostsPath(QDir::homePath() + u"/.ssh/known_hosts"_s)
{
}

QString AppContext::registryPath() const
{
    return m_registryOverride.isEmpty() ? Workspace(m_workspaceDir).registryFile() : m_registryOverride;
}

void AppContext::load()
{
    QSettings settings;
    m_workspaceDir = settings.value(u"workspace/dir"_s, m_workspaceDir).toString();
    m_knownHostsPath = settings.value(u"ssh/knownHosts"_s, m_knownHostsPath).toString();
    m_defaultSshUser = settings.value(u"ssh/user"_s).toString();
    m_defaultIdentityFile = settings.value(u"ssh/identityFile"_s).toString();
}

void AppContext::save() const
{
    QSettings settings;
    settings.setValue(u"workspace/dir"_s, m_workspaceDir);
    settings.setValue(u"ssh/knownHosts"_s, m_knownHostsPath);
    settings.setValue(u"ssh/user"_s, m_defaultSshUser);
    settings.setValue(u"ssh/identityFile"_s, m_defaultIdentityFile);
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
    m_knownHostsPath = path;
    Q_EMIT connectionSettingsChanged();
}

void AppContext::setDefaultSshUser(const QString &user)
{
    m_defaultSshUser = user;
    Q_EMIT connectionSettingsChanged();
}

void AppContext::setDefaultIdentityFile(const QString &path)
{
    m_defaultIdentityFile = path;
    Q_EMIT connectionSettingsChanged();
}

} // namespace twb
