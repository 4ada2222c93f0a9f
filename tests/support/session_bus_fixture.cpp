#include "support/session_bus_fixture.h"

#include <QDBusConnectionInterface>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace twb::test {

uint NotificationStandIn::Notify(const QString &appName, uint /*replacesId*/, const QString & /*appIcon*/,
                                 const QString &summary, const QString &body, const QStringList & /*actions*/,
                                 const QVariantMap &hints, int /*expireTimeout*/)
{
    m_calls.append({appName, summary, body, hints});
    return uint(m_calls.size());
}

SessionBusFixture::~SessionBusFixture()
{
    if (!m_connectionName.isEmpty())
        QDBusConnection::disconnectFromBus(m_connectionName);
    if (m_daemon.state() != QProcess::NotRunning) {
        m_daemon.terminate();
        if (!m_daemon.waitForFinished(3000)) {
            m_daemon.kill();
            m_daemon.waitForFinished(3000);
        }
    }
}

Result<void> SessionBusFixture::start()
{
    const QString daemon = QStandardPaths::findExecutable(u"dbus-daemon"_s);
    if (daemon.isEmpty())
        return fail(Error::failure(u"dbus-daemon is not installed: apt-get install dbus-daemon (scripts/install-deps.sh)"_s));
    m_daemon.start(daemon, {u"--session"_s, u"--nofork"_s, u"--nopidfile"_s, u"--print-address=1"_s});
    if (!m_daemon.waitForStarted(5000))
        return fail(Error::failure(u"dbus-daemon did not start: %1"_s.arg(m_daemon.errorString())));
    while (!m_daemon.canReadLine()) {
        if (!m_daemon.waitForReadyRead(5000))
            return fail(Error::failure(u"dbus-daemon printed no address: %1"_s.arg(QString::fromLocal8Bit(m_daemon.readAllStandardError()))));
    }
    m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
    qputenv("DBUS_SESSION_BUS_ADDRESS", m_address.toUtf8());
    m_connectionName = u"twb-test-notification-stand-in"_s;
    QDBusConnection bus = QDBusConnection::connectToBus(m_address, m_connectionName);
    if (!bus.isConnected())
        return fail(Error::failure(u"cannot connect to the test's dbus-daemon at %1: %2"_s.arg(m_address, bus.lastError().message())));
    if (!bus.registerObject(u"/org/freedesktop/Notifications"_s, &m_standIn, QDBusConnection::ExportAllSlots))
        return fail(Error::failure(u"cannot register the stand-in notification object: %1"_s.arg(bus.lastError().message())));
    if (!bus.registerService(u"org.freedesktop.Notifications"_s))
        return fail(Error::failure(u"cannot own org.freedesktop.Notifications on the test bus: %1"_s.arg(bus.lastError().message())));
    return {};
}

} // namespace twb::test
