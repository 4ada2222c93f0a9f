#include "core/runs/run_state.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::RunState.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunState)
};
} // namespace


QString runStateName(RunState state)
{
    switch (state) {
    case RunState::Pending: return u"pending"_s;
    case RunState::Uploading: return u"uploading"_s;
    case RunState::Running: return u"running"_s;
    case RunState::Stalled: return u"stalled"_s;
    case RunState::Finished: return u"finished"_s;
    case RunState::Failed: return u"failed"_s;
    case RunState::Stopped: return u"stopped"_s;
    case RunState::Preempted: return u"preempted"_s;
    }
    return u"pending"_s;
}

std::optional<RunState> runStateFromName(const QString &name)
{
    for (RunState s : {RunState::Pending, RunState::Uploading, RunState::Running, RunState::Stalled,
                       RunState::Finished, RunState::Failed, RunState::Stopped, RunState::Preempted})
        if (runStateName(s) == name)
            return s;
    return std::nullopt;
}

QString runStateLabel(RunState state)
{
    switch (state) {
    case RunState::Pending: return Tr::tr("Pending");
    case RunState::Uploading: return Tr::tr("Uploading");
    case RunState::Running: return Tr::tr("Running");
    case RunState::Stalled: return Tr::tr("Stalled");
    case RunState::Finished: return Tr::tr("Finished");
    case RunState::Failed: return Tr::tr("Failed");
    case RunState::Stopped: return Tr::tr("Stopped");
    //: A run whose TPU VM was preempted (reclaimed by Google Cloud); it can be resumed.
    case RunState::Preempted: return Tr::tr("Preempted");
    }
    return {};
}

bool isActive(RunState state)
{
    return state == RunState::Uploading || state == RunState::Running || state == RunState::Stalled;
}

} // namespace twb
