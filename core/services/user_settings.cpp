#include "core/services/user_settings.h"

#include <QSettings>

#include <memory>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

std::unique_ptr<QSettings> store()
{
    return std::make_unique<QSettings>(QSettings::NativeFormat, QSettings::UserScope, QString::fromLatin1(UserSettings::kOrganization),
                     QString::fromLatin1(UserSettings::kApplication));
}

} // namespace

ConnectionProfile UserSettings::connectionProfile()
{
    const auto settings = store();
    ConnectionProfile profile = ConnectionProfile::defaults();
    profile.knownHostsPath = settings->value(u"ssh/knownHosts"_s, profile.knownHostsPath).toString();
    profile.defaultUser = settings->value(u"ssh/user"_s).toString();
    profile.defaultIdentityFile = settings->value(u"ssh/identityFile"_s).toString();
    profile.sshConfigPath = settings->value(u"ssh/config"_s).toString();
    profile.gcloudInternalIp = settings->value(u"gcloud/internalIp"_s, false).toBool();
    const qint64 timeout = settings->value(u"ssh/connectTimeoutMs"_s, qint64(profile.connectTimeout.count())).toLongLong();
    if (timeout > 0)
        profile.connectTimeout = std::chrono::milliseconds(timeout);
    return profile;
}

void UserSettings::setConnectionProfile(const ConnectionProfile &profile)
{
    const auto settings = store();
    settings->setValue(u"ssh/knownHosts"_s, profile.knownHostsPath);
    settings->setValue(u"ssh/user"_s, profile.defaultUser);
    settings->setValue(u"ssh/identityFile"_s, profile.defaultIdentityFile);
    settings->setValue(u"ssh/config"_s, profile.sshConfigPath);
    settings->setValue(u"gcloud/internalIp"_s, profile.gcloudInternalIp);
    settings->setValue(u"ssh/connectTimeoutMs"_s, qint64(profile.connectTimeout.count()));
    settings->sync();
}

QVariant UserSettings::value(const QString &key, const QVariant &fallback)
{
    return store()->value(key, fallback);
}

void UserSettings::setValue(const QString &key, const QVariant &value)
{
    const auto settings = store();
    settings->setValue(key, value);
    settings->sync();
}

QString UserSettings::fileName()
{
    return store()->fileName();
}

} // namespace twb
