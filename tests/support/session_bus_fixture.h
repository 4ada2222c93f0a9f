#pragma once

#include "core/util/error.h"

#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace twb::test {

// One Notify call the stand-in received.
struct NotifyCall
{
    QString appName;
    QString summary;
    QString body;
    QVariantMap hints;
};

// A STAND-IN for the desktop's notification daemon (org.freedesktop.Notifications): records
// each Notify call and answers with an id, as a real daemon does, and shows nothing.
class NotificationStandIn final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
    Q_DISABLE_COPY_MOVE(NotificationStandIn)

public:
    explicit NotificationStandIn(QObject *parent = nullptr) : QObject(parent) {}
    const QList<NotifyCall> &calls() const { return m_calls; }
    void clear() { m_calls.clear(); }

public Q_SLOTS:
    uint Notify(const QString &appName, uint replacesId, const QString &appIcon, const QString &summary,
                const QString &body, const QStringList &actions, const QVariantMap &hints, int expireTimeout);
    QStringList GetCapabilities() { return {QStringLiteral("body")}; }

private:
    QList<NotifyCall> m_calls;
};

// A private session bus for a test: `dbus-daemon --session` started as a child (stopped by its
// own pid), its address put in DBUS_SESSION_BUS_ADDRESS of this process (and so of the tpuwb
// it starts), and the stand-in notification service registered on a connection of its own, so
// a Notify call travels through the daemon as on a desktop.
class SessionBusFixture final
{
public:
    SessionBusFixture() = default;
    ~SessionBusFixture();
    SessionBusFixture(const SessionBusFixture &) = delete;
    SessionBusFixture &operator=(const SessionBusFixture &) = delete;

    // Starts the daemon and the stand-in; the error says what to install when dbus-daemon is missing.
    Result<void> start();
    QString address() const { return m_address; }
    NotificationStandIn &notifications() { return m_standIn; }

private:
    QProcess m_daemon;
    QString m_address;
    QString m_connectionName;
    NotificationStandIn m_standIn;
};

} // namespace twb::test
