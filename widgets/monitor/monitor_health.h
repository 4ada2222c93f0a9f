#pragma once

#include "core/metrics/host_health.h"
#include "core/runs/run_state.h"

#include <QList>

namespace twb {

class SeriesStore;

// Host tiles for a run that is not followed live (finished, or read from its mirror): each
// host's newest step and how it ended, from the `done` events in the store.
class MonitorHealth final
{
public:
    static QList<HostHealth> fromStore(const SeriesStore &store, const QString &run, int hostCount, RunState runState);
};

} // namespace twb
