#include "core/services/alert_monitor.h"

#include "core/metrics/series_store.h"
#include "core/services/run_follower.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::AlertMonitor.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AlertMonitor)
};
} // namespace

AlertMonitor::AlertMonitor(RunFollower &follower, const SeriesStore &store, QObject *parent)
    : QObject(parent), m_follower(follower), m_store(store)
{
    qRegisterMetaType<AlertEvent>();
    connect(&m_follower, &RunFollower::healthChanged, this, &AlertMonitor::evaluate);
}

AlertMonitor::~AlertMonitor() = default;

void AlertMonitor::raise(Run &run, AlertKind kind, int key, int host, const QString &runId, const QString &machine,
                         const QString &detail)
{
    if (!run.raised.insert({kind, key}).second)
        return;   // already alerted, and the condition has not gone since
    AlertEvent event;
    event.kind = kind;
    event.runId = runId;
    event.machine = machine;
    event.host = host;
    event.timeMs = QDateTime::currentMSecsSinceEpoch();
    event.detail = detail;
    Q_EMIT alert(event);
}

bool AlertMonitor::checkLoss(Run &run, const QString &runId, int host, QString *detail)
{
    // Only the points that arrived since the last look: a run's whole series is never rescanned.
    const SeriesKey key{runId, host, m_lossMetric};
    std::size_t &checked = run.lossChecked[host];
    const std::size_t count = m_store.pointCount(key);
    if (count < checked)
        checked = 0;   // the series was read again from the start (a new attempt replays it)
    if (count == checked)
        return false;
    const auto points = m_store.points(key, checked);
    checked = count;
    for (const auto &p : points) {
        if (!std::isfinite(p.y)) {
            *detail = Tr::tr("%1 is %2 at step %3 on host %4.")
                          .arg(m_lossMetric, std::isnan(p.y) ? u"NaN"_s : (p.y > 0 ? u"Infinity"_s : u"-Infinity"_s))
                          .arg(p.step)
                          .arg(host);
            return true;
        }
    }
    return false;
}

AlertMonitor::Run *AlertMonitor::track(const RunRecord &record)
{
    const QString attempt = RunFollower::latestAttempt(record);
    auto [it, inserted] = m_runs.try_emplace(record.runId);
    Run &run = it->second;
    if (inserted) {
        run.armed = isActive(record.state);
        run.attempt = attempt;
    } else if (attempt != run.attempt) {
        // A resume or relaunch: its events are new ones.
        run = Run{};
        run.armed = true;
        run.attempt = attempt;
    }
    return run.armed ? &run : nullptr;
}

void AlertMonitor::observeRecord(const RunRecord &record)
{
    Run *run = track(record);
    if (!run)
        return;
    if (record.attempts.isEmpty())
        return;   // never started on its hosts (a refused launch): the launch said why
    if (record.state == RunState::Failed) {
        const bool hostCrashed = std::any_of(run->raised.cbegin(), run->raised.cend(),
                                             [](const auto &key) { return key.first == AlertKind::Crashed; });
        if (!hostCrashed)
            raise(*run, AlertKind::Crashed, -1, -1, record.runId, record.machine,
                  record.stateDetail.isEmpty() ? Tr::tr("The run failed (run.json); open it in the Monitor for each host.")
                                               : record.stateDetail);
    } else if (record.state == RunState::Preempted) {
        raisePreempted(*run, record);
    } else if (record.state == RunState::Finished) {
        raise(*run, AlertKind::Finished, -1, -1, record.runId, record.machine,
              Tr::tr("Every host finished (%n host(s)).", nullptr, int(std::max<qsizetype>(1, record.hosts.size()))));
    }
}

void AlertMonitor::raisePreempted(Run &run, const RunRecord &record)
{
    raise(run, AlertKind::Preempted, -1, -1, record.runId, record.machine,
          record.stateDetail.isEmpty()
              ? Tr::tr("Its TPU VM was preempted; resume it once the VM is READY again (`tpuwb run resume %1`).")
                    .arg(record.runId)
              : record.stateDetail);
}

void AlertMonitor::evaluate(const QString &runId)
{
    const auto record = m_follower.record(runId);
    if (record)
        observe(*record, m_follower.health(runId), QDateTime::currentMSecsSinceEpoch());
}

void AlertMonitor::observe(const RunRecord &record, const QList<HostHealth> &health, qint64 nowMs)
{
    Run *tracked = track(record);
    if (!tracked)
        return;
    Run &run = *tracked;
    const QString &runId = record.runId;
    if (record.state == RunState::Preempted) {
        // Its hosts went down with the VM: that is the event, not a crash of each host.
        raisePreempted(run, record);
        return;
    }

    const qint64 now = nowMs;
    bool allFinished = !health.isEmpty();
    for (const HostHealth &h : health) {
        allFinished = allFinished && h.state == HostState::Finished;
        // Stalled and straggler come and go; each alerts again once it has gone.
        if (h.state == HostState::Stalled)
            raise(run, AlertKind::Stalled, h.host, h.host, runId, record.machine, h.detail);
        else
            run.raised.erase({AlertKind::Stalled, h.host});
        if (h.state == HostState::Straggler) {
            if (h.sinceMs > 0 && now - h.sinceMs >= m_stragglerAfterMs)
                raise(run, AlertKind::Straggler, h.host, h.host, runId, record.machine,
                      Tr::tr("%1 Straggling for %2 s.").arg(h.detail).arg((now - h.sinceMs) / 1000));
        } else {
            run.raised.erase({AlertKind::Straggler, h.host});
        }
        // (Unless run.json already told of the run's failure before it was followed.)
        if ((h.state == HostState::Crashed || h.state == HostState::Failed) && !run.raised.contains({AlertKind::Crashed, -1}))
            raise(run, AlertKind::Crashed, h.host, h.host, runId, record.machine, h.detail);
        // A NaN loss alerts once per attempt and run: the hosts of a slice log the same mean.
        QString nanDetail;
        if (!run.raised.contains({AlertKind::Nan, -1}) && checkLoss(run, runId, h.host, &nanDetail))
            raise(run, AlertKind::Nan, -1, h.host, runId, record.machine, nanDetail);
    }
    if (allFinished)
        raise(run, AlertKind::Finished, -1, -1, runId, record.machine,
              Tr::tr("Every host finished (%n host(s)).", nullptr, int(health.size())));
}

} // namespace twb
