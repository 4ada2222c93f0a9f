#pragma once

#include <QString>

#include <optional>

namespace twb {

// One host's `status/host-<i>.json` (written by launch.sh) plus whether its pid lives.
struct HostRunStatus
{
    int host = 0;
    QString error;              // could not be read (connection); empty when read
    bool hasStatus = false;     // the file exists
    qint64 pid = 0;             // train.py, leader of its process group
    qint64 launcherPid = 0;
    QString hostname;
    double started = 0;
    std::optional<double> ended;
    std::optional<int> exitCode;
    QString attemptId;
    bool alive = false;         // kill -0 pid succeeded
    bool launcherAlive = false; // kill -0 launcher_pid succeeded (launch.sh records the end)

    bool running() const { return hasStatus && !ended && alive; }
};

} // namespace twb
