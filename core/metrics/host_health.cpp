#include "core/metrics/host_health.h"
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::HostHealth.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::HostHealth)
};
} // namespace


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
    case HostState::Starting: return Tr::tr("Starting");
    case HostState::Running: return Tr::tr("Running");
    case HostState::Stalled: return Tr::tr("Stalled");
    case HostState::Straggler: return Tr::tr("Straggler");
    case HostState::Crashed: return Tr::tr("Crashed");
    case HostState::Failed: return Tr::tr("Failed");
    case HostState::Finished: return Tr::tr("Finished");
    case HostState::Stopped: return Tr::tr("Stopped");
    case HostState::Unknown: break;
    }
    return Tr::tr("Unknown");
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
    switch (hostStateForExit(exitCode, bySupervisor)) {
    case HostState::Finished: return Tr::tr("The run wrote its `done` event.");
    case HostState::Stopped: return Tr::tr("Stopped on request after a checkpoint.");
    case HostState::Crashed:
        return exitCode > 128 ? Tr::tr("train.py was killed by signal %1 without writing its `done` event.").arg(exitCode - 128)
                              : Tr::tr("train.py ended with exit code %1 without writing its `done` event.").arg(exitCode);
    default: break;
    }
    return Tr::tr("The run ended with exit code %1 (its `done` event).").arg(exitCode);
}

} // namespace twb
