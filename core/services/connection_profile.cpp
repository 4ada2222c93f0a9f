#include "core/services/connection_profile.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace twb {

ConnectionProfile ConnectionProfile::defaults()
{
    ConnectionProfile profile;
    profile.knownHostsPath = QDir::homePath() + u"/.ssh/known_hosts"_s;
    return profile;
}

ConnectionSettings ConnectionProfile::settings(HostKeyPolicy policy) const
{
    ConnectionSettings settings;
    settings.knownHostsPath = knownHostsPath;
    settings.defaultUser = defaultUser;
    settings.defaultIdentityFile = defaultIdentityFile;
    settings.sshConfigPath = sshConfigPath;
    settings.connectTimeout = connectTimeout;
    settings.hostKeyPolicy = std::move(policy);
    return settings;
}

SshEndpoint ConnectionProfile::endpoint(const MachineEntry &machine, int host, HostKeyPolicy policy) const
{
    return sshEndpoint(machine, host, settings(std::move(policy)));
}

Json ConnectionProfile::describe(const MachineEntry &machine) const
{
    Json hosts = Json::array();
    if (machine.isLocal() && machine.hosts().isEmpty()) {
        hosts.push_back(Json{{"transport", "local"}});
        return hosts;
    }
    for (int h = 0; h < machine.hosts().size(); ++h) {
        const SshEndpoint e = endpoint(machine, h);
        hosts.push_back(Json{{"transport", "ssh"},
                             {"host", toStd(e.host)},
                             {"port", e.port},
                             {"user", toStd(e.user)},
                             {"identity_file", toStd(e.identityFile)},
                             {"proxy_jump", toStd(e.proxyJump)},
                             {"known_hosts", toStd(e.knownHostsPath)},
                             {"connect_timeout_ms", qint64(e.connectTimeout.count())}});
    }
    return hosts;
}

} // namespace twb
