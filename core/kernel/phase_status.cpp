#include "core/kernel/phase_status.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::kernel {

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
    case PhaseStatus::NotApplicable: return QCoreApplication::translate("twb", "not applicable");
    case PhaseStatus::Pending: return QCoreApplication::translate("twb", "pending");
    case PhaseStatus::Active: return QCoreApplication::translate("twb", "running");
    case PhaseStatus::Done: return QCoreApplication::translate("twb", "done");
    case PhaseStatus::Degraded: return QCoreApplication::translate("twb", "degraded");
    case PhaseStatus::FellBack: return QCoreApplication::translate("twb", "fell back to llm_port");
    case PhaseStatus::WaitingUser: return QCoreApplication::translate("twb", "waiting for approval");
    case PhaseStatus::Failed: return QCoreApplication::translate("twb", "gate failed");
    case PhaseStatus::Unknown: return QCoreApplication::translate("twb", "inconsistent files");
    }
    return {};
}

QString runStatusLabel(RunStatus status)
{
    switch (status) {
    case RunStatus::NoState: return QCoreApplication::translate("twb", "no state.json");
    case RunStatus::InvalidState: return QCoreApplication::translate("twb", "state.json unreadable");
    case RunStatus::Finished: return QCoreApplication::translate("twb", "finished");
    case RunStatus::StoppedBaselineRejected:
        return QCoreApplication::translate("twb", "stopped: the baseline failed its gate");
    case RunStatus::StoppedEmergency: return QCoreApplication::translate("twb", "stopped (emergency stop)");
    case RunStatus::WaitingApproval: return QCoreApplication::translate("twb", "waiting for baseline approval");
    case RunStatus::Setup: return QCoreApplication::translate("twb", "setting up");
    case RunStatus::Iterating: return QCoreApplication::translate("twb", "iterating");
    }
    return {};
}

} // namespace twb::kernel
