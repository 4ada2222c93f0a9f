#include "widgets/monitor/monitor_health.h"

#include "core/metrics/series_store.h"

namespace twb {

QList<HostHealth> MonitorHealth::fromStore(const SeriesStore &store, const QString &run, int hostCount, RunState runState)
{
    QList<HostHealth> out;
    for (int h = 0; h < hostCount; ++h) {
        HostHealth health;
        health.host = h;
        const auto summary = store.hostSummary(run, h);
        if (summary) {
            health.lastStep = summary->lastStep;
            const auto events = store.events(run, h);
            const MetricEvent *done = nullptr;
            for (const auto &e : events)
                if (e.kind == MetricEventKind::Done)
                    done = &e;
            if (done) {
                const int code = done->hasNumber ? int(done->number) : 0;
                const bool bySupervisor = done->text == QStringLiteral("launch.sh");
                if (code == 0)
                    health.state = HostState::Finished;
                else if (code == 143 && !bySupervisor)
                    health.state = HostState::Stopped;
                else if (bySupervisor)
                    health.state = HostState::Crashed;
                else
                    health.state = HostState::Failed;
                health.detail = QCoreApplication::translate("twb", "ended with exit code %1").arg(code);
            } else {
                health.state = runState == RunState::Failed ? HostState::Crashed
                               : runState == RunState::Stopped ? HostState::Stopped
                                                               : HostState::Finished;
            }
        }
        out << health;
    }
    return out;
}

} // namespace twb
