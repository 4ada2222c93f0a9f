#pragma once

#include "core/metrics/host_health.h"

#include <QList>

#include <cstdint>
#include <deque>
#include <map>

namespace twb {

// Decides each host's state from what arrives (points, process status, `done` events) and the
// local clock. Pure logic with the time passed in, so tests drive it without waiting; the live
// monitor calls evaluate() on a timer. Not thread-safe: one owner.
//
// Catches what heartbeats miss: a process that is alive but stuck writes no
// step, so its stream goes silent; silence longer than k x the host's own median step
// interval (and at least a floor, for network jitter) is `stalled`.
class HealthTracker final
{
public:
    struct Options
    {
        double stallFactor = 3.0;          // k
        qint64 minimumSilenceMs = 1500;    // floor under k x median
        double stragglerLines = 3.0;       // lag of more than this many logging intervals...
        std::int64_t stragglerMinSteps = 2;  // ...and at least this many steps
    };

    HealthTracker() = default;
    explicit HealthTracker(Options options) : m_options(options) {}

    const Options &options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }

    void addHost(int host);
    // One logged step of a host: its step, the source's own time of it, the local arrival time.
    void onPoint(int host, std::int64_t step, double sourceTime, qint64 nowMs);
    void onProcessStatus(int host, const ProcessStatus &status, qint64 nowMs);
    // A `done` event. `bySupervisor`: launch.sh wrote it because train.py died without its own
    // (killed), which makes a non-zero exit a crash, not a failure the program reported.
    void onDone(int host, int exitCode, qint64 nowMs, bool bySupervisor = false);
    // Forget a host's history (a relaunch starts it over).
    void resetHost(int host);

    QList<HostHealth> evaluate(qint64 nowMs);
    HostHealth health(int host) const;

private:
    struct Host
    {
        HostHealth health;
        bool havePoint = false;
        std::int64_t previousStep = 0;
        double previousTime = 0;
        std::deque<double> intervalsMs;      // source-time gaps between logged steps
        std::deque<std::int64_t> stepDeltas; // steps between logged lines
        ProcessStatus process;
        bool done = false;
        bool doneBySupervisor = false;
        int doneExitCode = 0;
    };

    static double median(const std::deque<double> &values);
    void setState(Host &host, HostState state, qint64 nowMs, QString detail);

    Options m_options;
    std::map<int, Host> m_hosts;
};

} // namespace twb
