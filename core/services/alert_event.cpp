#include "core/services/alert_event.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::AlertEvent.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AlertEvent)
};
} // namespace

QString alertKindName(AlertKind kind)
{
    switch (kind) {
    case AlertKind::Stalled: return u"stalled"_s;
    case AlertKind::Crashed: return u"crashed"_s;
    case AlertKind::Nan: return u"nan"_s;
    case AlertKind::Straggler: return u"straggler"_s;
    case AlertKind::Preempted: return u"preempted"_s;
    case AlertKind::Finished: break;
    }
    return u"finished"_s;
}

QString alertKindLabel(AlertKind kind)
{
    switch (kind) {
    case AlertKind::Stalled: return Tr::tr("Stalled");
    case AlertKind::Crashed: return Tr::tr("Crashed");
    case AlertKind::Nan: return Tr::tr("NaN loss");
    case AlertKind::Straggler: return Tr::tr("Straggler");
    case AlertKind::Preempted: return Tr::tr("Preempted");
    case AlertKind::Finished: break;
    }
    return Tr::tr("Finished");
}

QString alertChangeName(AlertChange change)
{
    switch (change) {
    case AlertChange::Updated: return u"updated"_s;
    case AlertChange::Ended: return u"ended"_s;
    case AlertChange::Raised: break;
    }
    return u"raised"_s;
}

QString AlertEvent::hostList() const
{
    QList<int> sorted = hosts;
    std::sort(sorted.begin(), sorted.end());
    QStringList names;
    for (int h : sorted)
        names << QString::number(h);
    return names.join(u", "_s);
}

QString AlertEvent::where() const
{
    if (hosts.isEmpty())
        return runLabel();
    if (hosts.size() == 1)
        return Tr::tr("%1 host %2").arg(runLabel()).arg(hosts.first());
    return Tr::tr("%1 hosts %2").arg(runLabel(), hostList());
}

QString AlertEvent::summary() const
{
    return detail.isEmpty() ? Tr::tr("%1: %2").arg(where(), alertKindLabel(kind))
                            : Tr::tr("%1: %2: %3").arg(where(), alertKindLabel(kind), detail);
}

Json AlertEvent::toJson() const
{
    Json out = Json::object();
    out["event"] = toStd(alertKindName(kind));
    out["change"] = toStd(alertChangeName(change));
    out["run_id"] = toStd(runId);
    out["name"] = toStd(runLabel());
    out["attempt"] = toStd(attempt);
    out["machine"] = toStd(machine);
    out["host"] = host() >= 0 ? Json(host()) : Json(nullptr);
    Json list = Json::array();
    for (int h : hosts)
        list.push_back(h);
    out["hosts"] = std::move(list);
    out["time"] = toStd(QDateTime::fromMSecsSinceEpoch(timeMs).toUTC().toString(Qt::ISODateWithMs));
    out["detail"] = toStd(detail);
    return out;
}

} // namespace twb
