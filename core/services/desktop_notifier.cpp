#include "core/services/desktop_notifier.h"

#include "core/util/log.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QVariantMap>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::DesktopNotifier.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::DesktopNotifier)
};

// Urgency hint of the notification specification: 1 normal, 2 critical.
uchar urgency(AlertKind kind)
{
    return kind == AlertKind::Finished || kind == AlertKind::Straggler ? 1 : 2;
}
} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent) : QObject(parent) {}

DesktopNotifier::~DesktopNotifier() = default;

void DesktopNotifier::warnOnce(const QString &message)
{
    if (m_warned)
        return;
    m_warned = true;
    log::warn(message);
}

QString DesktopNotifier::summaryText(const AlertEvent &event)
{
    return Tr::tr("%1: %2").arg(event.where(), alertKindLabel(event.kind));
}

QString DesktopNotifier::bodyText(const AlertEvent &event)
{
    const QString run = event.machine.isEmpty() ? Tr::tr("Run %1").arg(event.runId)
                                                : Tr::tr("Run %1 on %2").arg(event.runId, event.machine);
    return event.detail.isEmpty() ? run : event.detail + u'\n' + run;
}

void DesktopNotifier::notify(const AlertEvent &event)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        warnOnce(Tr::tr("No desktop notifications: no session bus (%1). Alerts still reach the Monitor's list, "
                        "`tpuwb run watch` and the alert command.")
                     .arg(bus.lastError().message().isEmpty() ? Tr::tr("DBUS_SESSION_BUS_ADDRESS is not set")
                                                              : bus.lastError().message()));
        Q_EMIT answered(event.runId, false, bus.lastError().message());
        return;
    }
    QDBusMessage call = QDBusMessage::createMethodCall(QString::fromLatin1(kService), QString::fromLatin1(kPath),
                                                       QString::fromLatin1(kInterface), u"Notify"_s);
    const QString summary = summaryText(event);
    QVariantMap hints;
    hints.insert(u"urgency"_s, QVariant::fromValue(urgency(event.kind)));
    hints.insert(u"category"_s, u"x-tpu-workbench.alert"_s);
    hints.insert(u"desktop-entry"_s, u"tpu-workbench"_s);
    // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout)
    call << u"TPU Workbench"_s << uint(0) << u"tpu-workbench"_s << summary << bodyText(event) << QStringList()
         << hints << int(-1);
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, runId = event.runId](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isError()) {
            warnOnce(Tr::tr("No desktop notifications: %1 did not answer (%2). Alerts still reach the Monitor's list, "
                            "`tpuwb run watch` and the alert command.")
                         .arg(QString::fromLatin1(kService), reply.error().message()));
            Q_EMIT answered(runId, false, reply.error().message());
            return;
        }
        Q_EMIT answered(runId, true, {});
    });
}

} // namespace twb
