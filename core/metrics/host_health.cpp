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

} // namespace twb
