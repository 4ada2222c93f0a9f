#include "widgets/common/app_context.h"

#include "core/workspace/workspace.h"

#include <QDir>

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
