#include "core/kernel/phase_status.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::PhaseStatus.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::PhaseStatus)
};
} // namespace


QString phaseStatusKey(PhaseStatus status)
{
    switch (status) {
    case PhaseStatus::NotApplicable: return u"n/a"_s;
    case PhaseStatus::Pending: return u"pending"_s;
    case PhaseStatus::Active: return u"active"_s;
    case PhaseStatus::Done: return u"done"_s;
    case PhaseStatus::Degraded: return u"degraded"_s;
    case PhaseStatus::FellBack: return u"fell-back"_s;
    case PhaseStatus::WaitingUser: return u"waiting-user"_s;
    case PhaseStatus::Failed: return u"failed"_s;
    case PhaseStatus::Unknown: return u"unknown"_s;
    }
    return {};
}

QString runStatusKey(RunStatus status)
{
    switch (status) {
    case RunStatus::NoState: return u"no-state"_s;
    case RunStatus::InvalidState: return u"invalid-state"_s;
    case RunStatus::Finished: return u"finished"_s;
    case RunStatus::StoppedBaselineRejected: return u"stopped-baseline-rejected"_s;
    case RunStatus::StoppedEmergency: return u"stopped-emergency"_s;
    case RunStatus::WaitingApproval: return u"waiting-approval"_s;
    case RunStatus::Setup: return u"setup"_s;
    case RunStatus::Iterating: return u"iterating"_s;
    }
    return {};
}

QString phaseStatusLabel(PhaseStatus status)
{
    switch (status) {
    case PhaseStatus::NotApplicable: return Tr::tr("not applicable");
    case PhaseStatus::Pending: return Tr::tr("pending");
    case PhaseStatus::Active: return Tr::tr("running");
    case PhaseStatus::Done: return Tr::tr("done");
    case PhaseStatus::Degraded: return Tr::tr("degraded");
    case PhaseStatus::FellBack: return Tr::tr("fell back to llm_port");
    case PhaseStatus::WaitingUser: return Tr::tr("waiting for approval");
    case PhaseStatus::Failed: return Tr::tr("gate failed");
    case PhaseStatus::Unknown: return Tr::tr("inconsistent files");
    }
    return {};
}

QString runStatusLabel(RunStatus status)
{
    switch (status) {
    case RunStatus::NoState: return Tr::tr("no state.json");
    case RunStatus::InvalidState: return Tr::tr("state.json unreadable");
    case RunStatus::Finished: return Tr::tr("finished");
    case RunStatus::StoppedBaselineRejected:
        return Tr::tr("stopped: the baseline failed its gate");
    case RunStatus::StoppedEmergency: return Tr::tr("stopped (emergency stop)");
    case RunStatus::WaitingApproval: return Tr::tr("waiting for baseline approval");
    case RunStatus::Setup: return Tr::tr("setting up");
    case RunStatus::Iterating: return Tr::tr("iterating");
    }
    return {};
}

} // namespace twb::kernel
