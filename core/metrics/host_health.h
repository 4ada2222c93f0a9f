#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace twb {

// What the monitor says about one host of a live run.
enum class HostState
{
    Starting,    // process up, no point yet (compiling, loading data)
    Running,
    Stalled,     // process alive, stream silent for more than k x its median step time
    Straggler,   // step lags the slice by more than the threshold
    Crashed,     // process gone without a `done` event
    Failed,      // `done` with a non-zero exit code
    Stopped,     // stopped on request (exit 143 after a checkpoint)
    Finished,    // `done` with exit code 0 (or a clean exit 0)
    Unknown      // no word from the host yet
};

QString hostStateName(HostState state);          // "running", "stalled", ... (JSON, CLI)
QString hostStateLabel(HostState state);         // translated, for people

// What a host's `done` event means: exit code 0 finished, 143 stopped on request after a
// checkpoint, any other code failed; an event that launch.sh wrote because train.py died
// without its own (`bySupervisor`) is a crash whatever the code. The one rule for the live
// monitor, a finished run's host strip and the CLI.
HostState hostStateForExit(int exitCode, bool bySupervisor);
// One sentence why (translated), for a tooltip or a status line.
QString hostExitDetail(int exitCode, bool bySupervisor);

struct HostHealth
{
    int host = 0;
    HostState state = HostState::Unknown;
    qint64 sinceMs = 0;            // local wall-clock ms when this state was first noticed
    std::int64_t lastStep = -1;
    qint64 lastPointMs = 0;        // local wall-clock ms the newest point arrived (0: none)
    double medianIntervalMs = 0;   // the host's median time between logged steps (its own clock)
    std::int64_t stepLag = 0;      // how far behind the slice's newest step
    QString detail;                // one line for a tooltip: why this state
};

// What the remote side says about a host's process (from status/host-<i>.json and a liveness
// check next to it).
struct ProcessStatus
{
    bool known = false;        // a status report arrived
    bool started = false;      // status file written by launch.sh
    bool alive = false;        // the recorded pid exists
    bool ended = false;        // launch.sh recorded the end
    int exitCode = 0;
    bool followerOnInotify = false; // the host's follower sleeps on inotify (false: polls every 50 ms)
};

} // namespace twb

Q_DECLARE_METATYPE(twb::ProcessStatus)
Q_DECLARE_METATYPE(twb::HostHealth)
