#include "core/metrics/host_health.h"

using namespace Qt::StringLiterals;

namespace twb {

QString hostStateName(HostState state)
{
    switch (state) {
    case HostState::Starting: return u"starting"_s;
    case HostState::Running: return u"running"_s;
    case HostState::Stalled: return u"stalled"_s;
    case HostState::Straggler: return u"straggler"_s;
    case HostState::Crashed: return u"crashed"_s;
    case HostState::Failed: return u"failed"_s;
    case HostState::Finished: return u"finished"_s;
    case HostState::Stopped: return u"stopped"_s;
    case HostState::Unknown: break;
    }
    return u"unknown"_s;
}

QString hostStateLabel(HostState state)
{
    switch (state) {
    case HostState::Starting: return QCoreApplication::translate("twb", "Starting");
    case HostState::Running: return QCoreApplication::translate("twb", "Running");
    case HostState::Stalled: return QCoreApplication::translate("twb", "Stalled");
    case HostState::Straggler: return QCoreApplication::translate("twb", "Straggler");
    case HostState::Crashed: return QCoreApplication::translate("twb", "Crashed");
    case HostState::Failed: return QCoreApplication::translate("twb", "Failed");
    case HostState::Finished: return QCoreApplication::translate("twb", "Finished");
    case HostState::Stopped: return QCoreApplication::translate("twb", "Stopped");
    case HostState::Unknown: break;
    }
    return QCoreApplication::translate("twb", "Unknown");
}

HostState hostStateForExit(int exitCode, bool bySupervisor)
{
    if (exitCode == 0)
        return HostState::Finished;
    if (bySupervisor)
        return HostState::Crashed;
    if (exitCode == 143)
        return HostState::Stopped;
    return HostState::Failed;
}

QString hostExitDetail(int exitCode, bool bySupervisor)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("twb", text); };
    switch (hostStateForExit(exitCode, bySupervisor)) {
    case HostState::Finished: return tr("The run wrote its `done` event.");
    case HostState::Stopped: return tr("Stopped on request after a checkpoint.");
    case HostState::Crashed:
        return exitCode > 128 ? tr("train.py was killed by signal %1 without writing its `done` event.").arg(exitCode - 128)
                              : tr("train.py ended with exit code %1 without writing its `done` event.").arg(exitCode);
    default: break;
    }
    return tr("The run ended with exit code %1 (its `done` event).").arg(exitCode);
}

} // namespace twb
