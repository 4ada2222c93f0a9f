// ConnectionProfile and UserSettings: the user's SSH defaults are kept in one file that the GUI
// and the CLI both read (XDG_CONFIG_HOME points at a temporary folder here).
#include "core/services/connection_profile.h"
#include "core/services/user_settings.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_ConnectionProfile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultsWithoutASettingsFile();
    void savedProfileIsReadBack();
    void settingsCarryThePolicy();
    void localEntryHasNoSshHosts();

private:
    QTemporaryDir m_config;
};

void tst_ConnectionProfile::initTestCase()
{
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
}

void tst_ConnectionProfile::defaultsWithoutASettingsFile()
{
    QVERIFY(UserSettings::fileName().startsWith(m_config.path()));
    const ConnectionProfile profile = UserSettings::connectionProfile();
    QCOMPARE(profile, ConnectionProfile::defaults());
    QCOMPARE(profile.knownHostsPath, QDir::homePath() + u"/.ssh/known_hosts"_s);
    QVERIFY(profile.defaultUser.isEmpty());
}

void tst_ConnectionProfile::savedProfileIsReadBack()
{
    ConnectionProfile profile = ConnectionProfile::defaults();
    profile.defaultUser = u"researcher"_s;
    profile.defaultIdentityFile = u"~/.ssh/google_compute_engine"_s;
    profile.knownHostsPath = u"/tmp/kh"_s;
    profile.connectTimeout = std::chrono::milliseconds(4000);
    UserSettings::setConnectionProfile(profile);
    QCOMPARE(UserSettings::connectionProfile(), profile);
    QVERIFY(QFile::exists(UserSettings::fileName()));
}

void tst_ConnectionProfile::settingsCarryThePolicy()
{
    ConnectionProfile profile = ConnectionProfile::defaults();
    profile.defaultUser = u"u"_s;
    const ConnectionSettings settings = profile.settings(HostKeyPolicy::acceptNew());
    QCOMPARE(settings.defaultUser, u"u"_s);
    QCOMPARE(settings.knownHostsPath, profile.knownHostsPath);
    QCOMPARE(settings.hostKeyPolicy.unknownKey, HostKeyPolicy::UnknownKey::AcceptNew);
}

void tst_ConnectionProfile::localEntryHasNoSshHosts()
{
    auto entry = MachineEntry::fromJson(Json{{"mode", "local"}}, u"test"_s);
    QVERIFY(entry);
    const Json described = ConnectionProfile::defaults().describe(*entry);
    QCOMPARE(described, Json::array({Json{{"transport", "local"}}}));
}

QTEST_GUILESS_MAIN(tst_ConnectionProfile)
#include "tst_connection_profile.moc"
