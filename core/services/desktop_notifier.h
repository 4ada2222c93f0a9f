#pragma once

#include "core/services/alert_event.h"

#include <QObject>
#include <QString>

namespace twb {

// Shows an alert as a desktop notification: org.freedesktop.Notifications.Notify on the
// session bus (DBUS_SESSION_BUS_ADDRESS), asynchronously, so the caller never waits on the
// notification daemon. Without a session bus or a notification service (a server, a CI box) it
// logs once why and carries on: the alert list, `tpuwb run watch` and the alert command still
// have the alert.
class DesktopNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DesktopNotifier)

public:
    static constexpr const char *kService = "org.freedesktop.Notifications";
    static constexpr const char *kPath = "/org/freedesktop/Notifications";
    static constexpr const char *kInterface = "org.freedesktop.Notifications";

    explicit DesktopNotifier(QObject *parent = nullptr);
    ~DesktopNotifier() override;

    void notify(const AlertEvent &event);
    // The notification's title: "lr-sweep · seed 1 host 2: Stalled" (the run by its name).
    static QString summaryText(const AlertEvent &event);
    // Its text: the detail, then "Run lr-sweep-69931f0a-s1-20261202-140301 on slice3" (the id,
    // which a notification cannot show on hover).
    static QString bodyText(const AlertEvent &event);

Q_SIGNALS:
    // The notification service answered (its id) or refused (`error` says why); for tests.
    void answered(const QString &runId, bool ok, const QString &error);

private:
    void warnOnce(const QString &message);

    bool m_warned = false;
};

} // namespace twb
