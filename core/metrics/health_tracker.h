#pragma once

#include "core/metrics/host_health.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <deque>
#include <map>
#include <vector>

namespace twb {

// Decides each host's state from what arrives (points, process status, `done` events) and the
// local clock. Pure logic with the time passed in, so tests drive it without waiting; the live
// monitor calls evaluate() on a timer. Not thread-safe: one owner.
//
// Catches what heartbeats miss: a process that is alive but stuck writes no
// step, so its stream goes silent; silence longer than k x the host's own median step
// interval (and at least a floor, for network jitter) is `stalled`. A long phase the program
// announces (`phase_begin` / `phase_end`: evaluation, checkpoint save or restore, compilation)
// is not silence: inside one a host is stalled only when the phase lasts more than
// phaseFactor x the longest earlier run of that phase on the host (at least phaseFloorMs), or,
// the first time, more than firstPhaseMs. docs/monitor.md "Health" has the rule.
class HealthTracker final
{
public:
    struct Options
    {
        double stallFactor = 3.0;          // k
        qint64 minimumSilenceMs = 1500;    // floor under k x median
        double stragglerLines = 3.0;       // lag of more than this many logging intervals...
        std::int64_t stragglerMinSteps = 2;  // ...and at least this many steps
        double phaseFactor = 3.0;          // a phase may last this x its longest earlier run...
        qint64 phaseFloorMs = 60000;       // ...and at least this long...
        qint64 firstPhaseMs = 30 * 60000;  // ...or this long the first time (a first TPU compile, a save to GCS)
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
    // A `phase_begin` (begin) or `phase_end` event of a host: the phase's name, the source's
    // own time of it, the local arrival time.
    void onPhase(int host, const QString &phase, bool begin, double sourceTime, qint64 nowMs);
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
        struct Phase
        {
            QString name;
            double beginTime = 0;    // source time
            qint64 beginMs = 0;      // local arrival
        };
        std::vector<Phase> phases;                 // open phases, innermost last
        std::map<QString, double> longestPhaseMs;  // the longest finished run of each phase
        qint64 phaseEndMs = 0;                     // local arrival of the last phase's end
        bool phaseSincePoint = false;              // the gap to the next point is no step interval
    };

    static double median(const std::deque<double> &values);
    // A phase's name as people read it (the names train.py writes; others as written).
    static QString phaseLabel(const QString &phase);
    // The state of a host inside its innermost open phase (Stalled only past the phase's limit).
    bool judgePhase(Host &host, qint64 nowMs, bool processAlive);
    void setState(Host &host, HostState state, qint64 nowMs, QString detail);

    Options m_options;
    std::map<int, Host> m_hosts;
};

} // namespace twb
