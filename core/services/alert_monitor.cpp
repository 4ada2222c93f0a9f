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

void AlertMonitor::join(Run &run, AlertKind kind, const QList<int> &hosts, const RunRecord &record,
                        const QString &detail)
{
    const auto it = run.open.find(kind);
    if (it == run.open.end()) {
        AlertEvent event;
        event.kind = kind;
        event.change = AlertChange::Raised;
        event.runId = record.runId;
        event.attempt = run.attempt;
        event.machine = record.machine;
        event.hosts = hosts;
        event.timeMs = QDateTime::currentMSecsSinceEpoch();
        event.detail = detail;
        run.open.emplace(kind, event);
        Q_EMIT alert(event);
        return;
    }
    // Open already: hosts that join it update it; the same hosts again are no news.
    AlertEvent &event = it->second;
    bool joined = false;
    for (int h : hosts) {
        if (!event.hosts.contains(h)) {
            event.hosts << h;
            joined = true;
        }
    }
    if (!joined)
        return;
    AlertEvent update = event;
    update.change = AlertChange::Updated;
    update.timeMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT alertUpdated(update);
}

void AlertMonitor::end(Run &run, AlertKind kind, const QString &detail)
{
    const auto it = run.open.find(kind);
    if (it == run.open.end())
        return;
    AlertEvent ended = it->second;
    run.open.erase(it);
    ended.change = AlertChange::Ended;
    ended.timeMs = QDateTime::currentMSecsSinceEpoch();
    ended.detail = detail;
    Q_EMIT alertUpdated(ended);
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
        // A resume, relaunch or evaluation: its events are new ones.
        run = Run{};
        run.armed = true;
        run.attempt = attempt;
    }
    run.auxiliary = !record.attempts.isEmpty() && record.attempts.last().kind == u"eval"_s;
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
        join(*run, AlertKind::Crashed, {}, record,
             record.stateDetail.isEmpty() ? Tr::tr("The run failed (run.json); open it in the Monitor for each host.")
                                          : record.stateDetail);
    } else if (record.state == RunState::Preempted) {
        raisePreempted(*run, record);
    } else if (record.state == RunState::Finished && !run->auxiliary) {
        join(*run, AlertKind::Finished, {}, record,
             Tr::tr("Every host finished (%n host(s)).", nullptr, int(std::max<qsizetype>(1, record.hosts.size()))));
    }
}

void AlertMonitor::raisePreempted(Run &run, const RunRecord &record)
{
    join(run, AlertKind::Preempted, {}, record,
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

    // Each kind gathers its hosts of this snapshot first: hosts that turn stalled together are
    // one alert naming them all, and later ones join it.
    const qint64 now = nowMs;
    bool allFinished = !health.isEmpty();
    QList<int> stalled, straggling, crashed, nan;
    QString stalledDetail, stragglerDetail, crashedDetail, nanDetail;
    bool anyStraggler = false;
    for (const HostHealth &h : health) {
        allFinished = allFinished && h.state == HostState::Finished;
        if (h.state == HostState::Stalled) {
            stalled << h.host;
            if (stalledDetail.isEmpty())
                stalledDetail = h.detail;
        }
        if (h.state == HostState::Straggler) {
            anyStraggler = true;
            if (h.sinceMs > 0 && now - h.sinceMs >= m_stragglerAfterMs) {
                straggling << h.host;
                if (stragglerDetail.isEmpty())
                    stragglerDetail = Tr::tr("%1 Straggling for %2 s.").arg(h.detail).arg((now - h.sinceMs) / 1000);
            }
        }
        if (h.state == HostState::Crashed || h.state == HostState::Failed) {
            crashed << h.host;
            if (crashedDetail.isEmpty())
                crashedDetail = h.detail;
        }
        // The hosts of a slice log the same mean loss: a NaN is one alert, hosts join it.
        const auto nanAlert = run.open.find(AlertKind::Nan);
        QString why;
        if ((nanAlert == run.open.end() || !nanAlert->second.hosts.contains(h.host)) && checkLoss(run, runId, h.host, &why)) {
            nan << h.host;
            if (nanDetail.isEmpty())
                nanDetail = why;
        }
    }
    // Stalled and straggler come and go: when no host is so any more, the alert ends.
    if (!stalled.isEmpty())
        join(run, AlertKind::Stalled, stalled, record, stalledDetail);
    else
        end(run, AlertKind::Stalled, Tr::tr("Every host moves again."));
    if (!straggling.isEmpty())
        join(run, AlertKind::Straggler, straggling, record, stragglerDetail);
    else if (!anyStraggler)
        end(run, AlertKind::Straggler, Tr::tr("Every host caught up."));
    if (!crashed.isEmpty())
        join(run, AlertKind::Crashed, crashed, record, crashedDetail);
    if (!nan.isEmpty())
        join(run, AlertKind::Nan, nan, record, nanDetail);
    // An evaluation's hosts finishing is not the training's end.
    if (allFinished && !run.auxiliary)
        join(run, AlertKind::Finished, {}, record,
             Tr::tr("Every host finished (%n host(s)).", nullptr, int(health.size())));
}

} // namespace twb
