#pragma once

#include "core/util/json.h"

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

QString alertKindName(AlertKind kind);    // "stalled", "crashed", "nan", "straggler", "finished", "preempted"
QString alertKindLabel(AlertKind kind);   // translated, for people

// One alert: which run, which host (-1: the run as a whole), when and why.
struct AlertEvent
{
    AlertKind kind = AlertKind::Stalled;
    QString runId;
    QString machine;       // the registry entry the run ran on
    int host = -1;
    qint64 timeMs = 0;     // local wall clock, ms since the epoch
    QString detail;        // one line, translated: why

    // "run-3 host 2: stalled: No step for 4.1 s ..." (translated), for a line or a notification.
    QString summary() const;
    // {"event", "run_id", "machine", "host" (null for the run), "time", "detail"}.
    Json toJson() const;
};

} // namespace twb

Q_DECLARE_METATYPE(twb::AlertEvent)
