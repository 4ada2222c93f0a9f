#include "core/metrics/health_tracker.h"
#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::HealthTracker.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::HealthTracker)
};

constexpr std::size_t kWindow = 64;   // intervals kept for the median

} // namespace

QString HealthTracker::phaseLabel(const QString &phase)
{
    if (phase == u"eval"_s)
        return Tr::tr("evaluation");
    if (phase == u"checkpoint_save"_s)
        return Tr::tr("checkpoint save");
    if (phase == u"checkpoint_restore"_s)
        return Tr::tr("checkpoint restore");
    if (phase == u"compile"_s)
        return Tr::tr("compilation");
    return phase;
}

void HealthTracker::addHost(int host)
{
    auto [it, inserted] = m_hosts.try_emplace(host);
    if (inserted)
        it->second.health.host = host;
}

void HealthTracker::resetHost(int host)
{
    m_hosts.erase(host);
    addHost(host);
}

void HealthTracker::onPoint(int host, std::int64_t step, double sourceTime, qint64 nowMs)
{
    addHost(host);
    Host &h = m_hosts[host];
    // A gap that held a phase (an evaluation between two logged steps) is not a step interval.
    const bool acrossPhase = h.phaseSincePoint || !h.phases.empty();
    const bool newStep = !h.havePoint || step != h.previousStep;
    if (h.havePoint && step > h.previousStep && !acrossPhase) {
        const double gapMs = (sourceTime - h.previousTime) * 1000.0;
        if (gapMs >= 0) {
            h.intervalsMs.push_back(gapMs);
            if (h.intervalsMs.size() > kWindow)
                h.intervalsMs.pop_front();
        }
        h.stepDeltas.push_back(step - h.previousStep);
        if (h.stepDeltas.size() > kWindow)
            h.stepDeltas.pop_front();
    }
    if (!h.havePoint || step != h.previousStep) {
        h.previousStep = step;
        h.previousTime = sourceTime;
    }
    if (newStep && h.phases.empty())
        h.phaseSincePoint = false;   // the next gap is a step interval again
    h.havePoint = true;
    h.health.lastStep = step;
    h.health.lastPointMs = nowMs;
}

void HealthTracker::onPhase(int host, const QString &phase, bool begin, double sourceTime, qint64 nowMs)
{
    addHost(host);
    Host &h = m_hosts[host];
    h.phaseSincePoint = true;
    if (begin) {
        h.phases.push_back({phase, sourceTime, nowMs});
        return;
    }
    // The innermost open phase of that name ends (an end without its begin only ends silence).
    const auto it = std::find_if(h.phases.rbegin(), h.phases.rend(), [&](const Host::Phase &p) { return p.name == phase; });
    if (it != h.phases.rend()) {
        const double sourceMs = (sourceTime - it->beginTime) * 1000.0;
        const double durationMs = sourceMs >= 0 ? sourceMs : double(nowMs - it->beginMs);
        double &longest = h.longestPhaseMs[phase];
        longest = std::max(longest, durationMs);
        h.phases.erase(std::next(it).base(), h.phases.end());
    }
    h.phaseEndMs = nowMs;
}

bool HealthTracker::judgePhase(Host &h, qint64 nowMs, bool processAlive)
{
    const Host::Phase &phase = h.phases.back();
    const qint64 inMs = nowMs - phase.beginMs;
    const auto longest = h.longestPhaseMs.find(phase.name);
    const bool known = longest != h.longestPhaseMs.end() && longest->second > 0;
    const double limitMs = known ? std::max(double(m_options.phaseFloorMs), m_options.phaseFactor * longest->second)
                                 : double(m_options.firstPhaseMs);
    if (!processAlive || double(inMs) <= limitMs)
        return false;
    setState(h, HostState::Stalled, nowMs,
             known ? Tr::tr("In %1 for %2 s while the process lives, more than %3 s (%4 x its longest earlier run, %5 s).")
                         .arg(phaseLabel(phase.name))
                         .arg(double(inMs) / 1000.0, 0, 'f', 0)
                         .arg(limitMs / 1000.0, 0, 'f', 0)
                         .arg(m_options.phaseFactor)
                         .arg(longest->second / 1000.0, 0, 'f', 1)
                   : Tr::tr("In %1 for %2 s while the process lives, more than a first %1 is given (%3 s).")
                         .arg(phaseLabel(phase.name))
                         .arg(double(inMs) / 1000.0, 0, 'f', 0)
                         .arg(limitMs / 1000.0, 0, 'f', 0));
    return true;
}

void HealthTracker::onProcessStatus(int host, const ProcessStatus &status, qint64 /*nowMs*/)
{
    addHost(host);
    m_hosts[host].process = status;
}

void HealthTracker::onDone(int host, int exitCode, qint64 /*nowMs*/, bool bySupervisor)
{
    addHost(host);
    Host &h = m_hosts[host];
    h.done = true;
    h.doneExitCode = exitCode;
    h.doneBySupervisor = bySupervisor;
}

double HealthTracker::median(const std::deque<double> &values)
{
    if (values.empty())
        return 0;
    std::vector<double> sorted(values.begin(), values.end());
    const auto mid = sorted.begin() + std::ptrdiff_t(sorted.size() / 2);
    std::nth_element(sorted.begin(), mid, sorted.end());
    return *mid;
}

void HealthTracker::setState(Host &host, HostState state, qint64 nowMs, QString detail)
{
    if (host.health.state != state)
        host.health.sinceMs = nowMs;
    host.health.state = state;
    host.health.detail = std::move(detail);
}

QList<HostHealth> HealthTracker::evaluate(qint64 nowMs)
{
    // The slice's newest step, among hosts that are still expected to move.
    std::int64_t newest = -1;
    for (const auto &[id, h] : m_hosts)
        if (h.havePoint)
            newest = std::max(newest, h.health.lastStep);

    QList<HostHealth> out;
    for (auto &[id, h] : m_hosts) {
        const double medianMs = median(h.intervalsMs);
        h.health.medianIntervalMs = medianMs;
        h.health.stepLag = h.havePoint && newest >= 0 ? newest - h.health.lastStep : 0;

        if (h.done) {
            setState(h, hostStateForExit(h.doneExitCode, h.doneBySupervisor), nowMs,
                     hostExitDetail(h.doneExitCode, h.doneBySupervisor));
        } else if (h.process.known && h.process.started && (h.process.ended || !h.process.alive)) {
            if (h.process.ended && h.process.exitCode == 0)
                setState(h, HostState::Finished, nowMs, Tr::tr("The process exited with code 0 without a `done` event."));
            else if (h.process.ended)
                setState(h, HostState::Crashed, nowMs,
                         Tr::tr("The process ended with exit code %1 and no `done` event.").arg(h.process.exitCode));
            else
                setState(h, HostState::Crashed, nowMs, Tr::tr("The process is gone and no `done` event was written."));
        } else if (!h.havePoint) {
            if (h.process.known && h.process.alive)
                setState(h, HostState::Starting, nowMs, Tr::tr("The process runs; no step logged yet."));
            else
                setState(h, HostState::Unknown, nowMs, Tr::tr("No word from this host yet."));
        } else {
            // Silence counts from the newest point or the end of the last phase, whichever is later.
            const qint64 silentMs = nowMs - std::max(h.health.lastPointMs, h.phaseEndMs);
            const double limitMs = std::max(double(m_options.minimumSilenceMs), m_options.stallFactor * medianMs);
            std::vector<std::int64_t> deltas(h.stepDeltas.begin(), h.stepDeltas.end());
            std::int64_t stepsPerLine = 1;
            if (!deltas.empty()) {
                std::nth_element(deltas.begin(), deltas.begin() + std::ptrdiff_t(deltas.size() / 2), deltas.end());
                stepsPerLine = std::max<std::int64_t>(1, deltas[deltas.size() / 2]);
            }
            const std::int64_t lagLimit = std::max(m_options.stragglerMinSteps,
                                                   std::int64_t(m_options.stragglerLines * double(stepsPerLine)));
            const bool processAlive = !h.process.known || h.process.alive;
            if (!h.phases.empty()) {
                // Inside an announced phase no step is due: only its own history judges it.
                if (!judgePhase(h, nowMs, processAlive))
                    setState(h, HostState::Running, nowMs,
                             Tr::tr("In %1 for %2 s.")
                                 .arg(phaseLabel(h.phases.back().name))
                                 .arg(double(nowMs - h.phases.back().beginMs) / 1000.0, 0, 'f', 0));
            } else if (medianMs > 0 && double(silentMs) > limitMs && processAlive) {
                setState(h, HostState::Stalled, nowMs,
                         Tr::tr("No step for %1 s while the process lives (median step interval %2 s).")
                             .arg(double(silentMs) / 1000.0, 0, 'f', 1)
                             .arg(medianMs / 1000.0, 0, 'f', 2));
            } else if (h.health.stepLag > lagLimit) {
                setState(h, HostState::Straggler, nowMs,
                         Tr::tr("%1 steps behind the newest host.").arg(h.health.stepLag));
            } else {
                setState(h, HostState::Running, nowMs, {});
            }
        }
        out.push_back(h.health);
    }
    return out;
}

HostHealth HealthTracker::health(int host) const
{
    auto it = m_hosts.find(host);
    return it == m_hosts.end() ? HostHealth{host} : it->second.health;
}

} // namespace twb
