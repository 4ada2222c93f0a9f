#pragma once

#include "core/util/json.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace twb {

// The kinds of event that raise an alert (AlertMonitor); their names are what the user's alert
// command gets in TWB_EVENT and what `tpuwb run watch --json` prints.
enum class AlertKind
{
    Stalled,    // a host's process lives but its stream went silent
    Crashed,    // a host's process died, or ended with a non-zero exit code
    Nan,        // the loss turned NaN or infinite
    Straggler,  // a host lagged the slice for longer than the set time
    Finished,   // every host finished (exit 0)
    Preempted   // the run's TPU VM was preempted under it (gcloud said so)
};

// What an event does to its alert: there is one alert per run, attempt and kind; it is raised
// once, updated as more hosts join it, and ended when its condition goes (a recovery).
enum class AlertChange
{
    Raised,   // a new alert: the list, the notification, the command and `run watch` get it
    Updated,  // more hosts joined the open alert: only its row in the alert list changes
    Ended     // its condition went (the hosts move again): only its row in the alert list changes
};

QString alertKindName(AlertKind kind);    // "stalled", "crashed", "nan", "straggler", "finished", "preempted"
QString alertKindLabel(AlertKind kind);   // translated, for people
QString alertChangeName(AlertChange change);   // "raised", "updated", "ended"

// One alert: which run and attempt, which hosts (none: the run as a whole), when and why.
struct AlertEvent
{
    AlertKind kind = AlertKind::Stalled;
    AlertChange change = AlertChange::Raised;
    QString runId;
    QString runName;       // what people call the run (RunDisplayName); empty: the id stands in
    QString attempt;       // the attempt id of run.json the alert belongs to
    QString machine;       // the registry entry the run ran on
    QList<int> hosts;      // the hosts involved, in the order they joined
    qint64 timeMs = 0;     // local wall clock, ms since the epoch, of this change
    QString detail;        // one line, translated: why

    // The run's name, else its id.
    QString runLabel() const { return runName.isEmpty() ? runId : runName; }
    // The host that raised it (-1: the run as a whole).
    int host() const { return hosts.isEmpty() ? -1 : hosts.first(); }
    // "0, 1, 3" (the hosts in ascending order).
    QString hostList() const;
    // "lr-sweep · seed 1 host 2" / "lr-sweep · seed 1 hosts 0, 1, 2" / "lr-sweep · seed 1"
    // (translated; the run by runLabel()).
    QString where() const;
    // "lr-sweep · seed 1 hosts 0, 1: Stalled: No step for 4.1 s ..." (translated), for a line
    // or a notification.
    QString summary() const;
    // {"event", "change", "run_id", "name" (runLabel()), "attempt", "machine", "host" (the
    // first; null for the run), "hosts", "time", "detail"}.
    Json toJson() const;
};

} // namespace twb

Q_DECLARE_METATYPE(twb::AlertEvent)
