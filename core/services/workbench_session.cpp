#include "core/services/workbench_session.h"

#include "core/metrics/series_store.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/services/user_settings.h"
#include "core/services/workspace_index.h"
#include "core/workspace/workspace.h"

using namespace Qt::StringLiterals;

namespace twb {

WorkbenchSession::WorkbenchSession(QObject *parent)
    : QObject(parent),
      m_workspaceDir(Workspace::defaultRoot()),
      m_profile(ConnectionProfile::defaults())
{
}

WorkbenchSession::~WorkbenchSession()
{
    // Explicit, in reverse dependency order (the members' order says the same).
    m_alerts.reset();
    m_follower.reset();
    m_index.reset();
    m_runService.reset();
    m_store.reset();
}

QString WorkbenchSession::registryPath() const
{
    return m_registryOverride.isEmpty() ? Workspace(m_workspaceDir).registryFile() : m_registryOverride;
}

MachineAccess WorkbenchSession::machineAccess(HostKeyPolicy policy) const
{
    MachineAccess access(registryPath(), m_profile, std::move(policy));
    if (m_registryOverride.isEmpty())
        access.setTrustRoot(m_workspaceDir); // the workspace's registry needs its approvals
    if (m_transportOverride)
        access.setTransportOverride(m_transportOverride);
    return access;
}

void WorkbenchSession::setInteractivePrompts(HostKeyPolicy policy, PassphrasePrompt passphrase)
{
    m_interactivePolicy = std::move(policy);
    m_passphrase = std::move(passphrase);
    applyToServices();
}

MachineAccess WorkbenchSession::serviceAccess() const
{
    MachineAccess access = machineAccess(m_interactivePolicy.value_or(HostKeyPolicy::refuse()));
    if (m_passphrase)
        access.setPassphrasePrompt(m_passphrase);
    return access;
}

void WorkbenchSession::setTransportOverride(MachineAccess::TransportOverride override)
{
    m_transportOverride = std::move(override);
    applyToServices();
}

void WorkbenchSession::load()
{
    m_workspaceDir = UserSettings::value(u"workspace/dir"_s, m_workspaceDir).toString();
    m_profile = UserSettings::connectionProfile();
    applyToServices();
}

void WorkbenchSession::save() const
{
    UserSettings::setValue(u"workspace/dir"_s, m_workspaceDir);
    UserSettings::setConnectionProfile(m_profile);
}

void WorkbenchSession::setWorkspaceDir(const QString &dir)
{
    if (dir == m_workspaceDir)
        return;
    m_workspaceDir = dir;
    workspaceMoved();
}

void WorkbenchSession::setRegistryOverride(const QString &path)
{
    m_registryOverride = path;
    workspaceMoved();
}

void WorkbenchSession::setKnownHostsPath(const QString &path)
{
    m_profile.knownHostsPath = path;
    applyToServices();
    Q_EMIT connectionSettingsChanged();
}

void WorkbenchSession::setDefaultSshUser(const QString &user)
{
    m_profile.defaultUser = user;
    applyToServices();
    Q_EMIT connectionSettingsChanged();
}

void WorkbenchSession::setDefaultIdentityFile(const QString &path)
{
    m_profile.defaultIdentityFile = path;
    applyToServices();
    Q_EMIT connectionSettingsChanged();
}

void WorkbenchSession::workspaceMoved()
{
    applyToServices();
    if (m_follower)
        m_follower->forgetAll();
    if (m_alerts)
        m_alerts->clear();
    if (m_index)
        m_index->setRoot(m_workspaceDir);
    Q_EMIT workspaceChanged();
}

void WorkbenchSession::applyToServices()
{
    if (!m_runService)
        return;
    m_runService->setMachineAccess(serviceAccess());
    m_runService->setRunsDir(Workspace(m_workspaceDir).runsDir());
}

RunService &WorkbenchSession::runService()
{
    if (!m_runService)
        m_runService = std::make_unique<RunService>(serviceAccess(), Workspace(m_workspaceDir).runsDir());
    return *m_runService;
}

WorkspaceIndex &WorkbenchSession::workspaceIndex()
{
    if (!m_index) {
        runService(); // made before the index, destroyed after it
        m_index = std::make_unique<WorkspaceIndex>(m_workspaceDir);
        // The follower hears of every run.json change the index sees.
        connect(m_index.get(), &WorkspaceIndex::runChanged, this, [this](const QString &runId) {
            if (!m_follower)
                return;
            if (auto record = m_index->run(runId))
                m_follower->recordChanged(*record);
        });
    }
    return *m_index;
}

SeriesStore &WorkbenchSession::seriesStore()
{
    if (!m_store)
        m_store = std::make_unique<SeriesStore>();
    return *m_store;
}

RunFollower &WorkbenchSession::runFollower()
{
    if (!m_follower) {
        seriesStore();
        workspaceIndex();
        m_follower = std::make_unique<RunFollower>(*m_store, *m_runService);
    }
    return *m_follower;
}

AlertDispatcher &WorkbenchSession::alerts()
{
    if (!m_alerts) {
        runFollower();
        m_alerts = std::make_unique<AlertDispatcher>(*m_follower, *m_store, *m_index);
        m_alerts->setSettings(AlertSettings::load());
        m_alerts->setStacksOnStall(
            UserSettings::value(QString::fromLatin1(AlertDispatcher::kStacksOnStallKey), true).toBool());
    }
    return *m_alerts;
}

KernelService WorkbenchSession::kernelService(HostKeyPolicy policy) const
{
    return KernelService(machineAccess(std::move(policy)), Workspace(m_workspaceDir).kernelRunsDir());
}

MachineRegistryService WorkbenchSession::machineRegistry(HostKeyPolicy policy, PassphrasePrompt passphrase) const
{
    MachineAccess access = machineAccess(std::move(policy));
    if (passphrase)
        access.setPassphrasePrompt(std::move(passphrase));
    return MachineRegistryService(std::move(access));
}

} // namespace twb
