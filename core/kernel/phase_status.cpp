#include "core/kernel/phase_status.h"

#include "core/kernel/status_text.h"

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

// One mapping for every key: StatusText.
QString phaseStatusLabel(PhaseStatus status) { return StatusText::label(phaseStatusKey(status)); }

QString runStatusLabel(RunStatus status) { return StatusText::label(runStatusKey(status)); }

} // namespace twb::kernel
