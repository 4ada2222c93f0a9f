#include "core/runs/preemption_policy.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::PreemptionPolicy.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::PreemptionPolicy)
};

// What must be READY again before the run resumes: its VM, or every slice's.
QString vmsToWaitFor(const RunRecord &record)
{
    if (!record.isMultislice())
        return Tr::tr("TPU VM %1").arg(record.machine);
    return Tr::tr("every slice's TPU VM (%1)").arg(record.machines().join(u", "_s));
}

} // namespace

bool PreemptionPolicy::needsVmState(bool gcloudMachine, RunState before, RunState after, int unreachableHosts)
{
    if (!gcloudMachine || !isActive(before))
        return false;
    // Stopped too: a preempted VM is shut down, launch.sh forwards the SIGTERM and train.py
    // exits 143 as if the user had stopped it (a user's stop does not come through here).
    return after == RunState::Failed || after == RunState::Stopped || (isActive(after) && unreachableHosts > 0);
}

bool PreemptionPolicy::isPreemptedVm(const QString &vmState)
{
    // PREEMPTED: a Spot or preemptible VM reclaimed. TERMINATED: the VM ended under the run for
    // another reason (a host error, maintenance). Either way nobody asked the run to end, and it
    // resumes once the VM is READY again. (STOPPED is a user's own `tpu-vm stop`.)
    return vmState == u"PREEMPTED"_s || vmState == u"TERMINATED"_s;
}

bool PreemptionPolicy::apply(RunRecord &record, const QString &vmState, const QString &seenAt, const QString &vm)
{
    if (!isPreemptedVm(vmState))
        return false;
    record.state = RunState::Preempted;
    record.stateDetail = preemptedText(record, vmState, seenAt, vm);
    return true;
}

PreemptionPolicy::Recovery PreemptionPolicy::recovery(const RunRecord &record, const QString &vmState)
{
    if (record.state != RunState::Preempted)
        return Recovery::None;
    if (vmState != u"READY"_s)
        return Recovery::WaitForVm;
    return record.restartsUsed() < record.maxRestarts ? Recovery::Resume : Recovery::WaitForUser;
}

bool PreemptionPolicy::awaitsAutomaticResume(const RunRecord &record)
{
    return record.state == RunState::Preempted && record.restartsUsed() < record.maxRestarts;
}

QString PreemptionPolicy::preemptedText(const RunRecord &record, const QString &vmState, const QString &seenAt,
                                        const QString &vm)
{
    const QString machine = vm.isEmpty() ? record.machine : vm;
    const QString what = Tr::tr("Run %1: TPU VM %2 was taken away under the run (gcloud said %3 at %4).")
                             .arg(record.runId, machine, vmState, seenAt);
    if (record.restartsUsed() < record.maxRestarts)
        return what + u' '
               + Tr::tr("It is resumed from its last checkpoint when %1 is READY again (automatic restart %2 of %3) "
                        "while the workbench follows it (the Monitor, `tpuwb run watch %4`); or resume it then with "
                        "`tpuwb run resume %4`.")
                     .arg(vmsToWaitFor(record))
                     .arg(record.restartsUsed() + 1)
                     .arg(record.maxRestarts)
                     .arg(record.runId);
    return what + u' '
           + Tr::tr("When %1 is READY again (`tpuwb registry refresh %1` asks gcloud), resume the run from its last "
                    "checkpoint with `tpuwb run resume %2`.")
                 .arg(machine, record.runId);
}

QString PreemptionPolicy::readyAgainText(const RunRecord &record)
{
    return Tr::tr("Run %1 was preempted; %2 is READY again. No automatic restart is left (max_restarts %3): "
                  "resume it from its last checkpoint with `tpuwb run resume %1`.")
        .arg(record.runId, vmsToWaitFor(record))
        .arg(record.maxRestarts);
}

} // namespace twb
