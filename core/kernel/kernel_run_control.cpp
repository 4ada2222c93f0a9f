#include "core/kernel/kernel_run_control.h"

#include "core/util/json_path.h"
#include "core/kernel/orchestrator_journal.h"
#include "core/kernel/run_mirror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::KernelRunControl.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::KernelRunControl)
};
} // namespace


Result<KernelState> KernelRunControl::approveBaseline(RunHost &host, const QString &hostRunDir, const QString &localDir)
{
    // synthesize_as comes from the run's own copy of the job.
    QString synthesizeAs = u"pytorch"_s;
    auto jobBytes = host.readFile(hostRunDir + u"/job.json"_s);
    if (jobBytes) {
        if (auto job = parseJsonTolerant(*jobBytes, hostRunDir + u"/job.json"_s)) {
            const Json *synth = findPath(*job, "input.specification.synthesize_as");
            if (synth && synth->is_string())
                synthesizeAs = toQString(synth->get<std::string>());
        }
    }
    for (const char *name : {"source.py", "baseline_rationale.md"}) {
        auto present = host.fileExists(hostRunDir + u'/' + QString::fromLatin1(name));
        if (!present)
            return fail(present.error());
        if (!*present)
            return fail(Error::invalid(Tr::tr("There is no baseline to approve yet: %1/%2 "
                                                                          "is missing. Run the orchestrator until it "
                                                                          "pauses for approval.")
                                           .arg(hostRunDir, QString::fromLatin1(name)),
                                       hostRunDir));
    }
    int iteration = 0;
    auto updated = host.updateState(hostRunDir, [&](KernelState &state) -> Result<void> {
        if (state.language() != u"specification" || state.baselineApproved().value_or(false))
            return fail(Error::invalid(Tr::tr("%1 is not waiting for a baseline approval "
                                                                          "(primary.language is %2).")
                                           .arg(hostRunDir, state.language()),
                                       hostRunDir + u"/state.json"_s));
        state.approveBaseline(synthesizeAs, hostRunDir + u"/source.py"_s);
        iteration = state.iteration();
        return {};
    });
    if (!updated)
        return updated;
    Decision approved;
    approved.action = u"approve"_s;
    approved.outcome = u"ok"_s;
    approved.iteration = iteration;
    approved.detail = Tr::tr("baseline approved; primary.language = %1").arg(synthesizeAs);
    if (auto logged = OrchestratorJournal(localDir).append(approved); !logged)
        return fail(logged.error());
    if (QDir::cleanPath(hostRunDir) != QDir::cleanPath(QFileInfo(localDir).absoluteFilePath())) {
        RunMirror mirror(hostRunDir, localDir);
        if (auto synced = mirror.sync(host); !synced)
            return fail(synced.error());
    }
    return updated;
}

Result<bool> KernelRunControl::requestStop(const QString &localDir, const QString &who)
{
    const OrchestratorJournal journal(localDir);
    const bool alive = journal.isOrchestratorAlive();
    Decision stop;
    stop.action = u"stop_requested"_s;
    stop.outcome = alive ? u"sent"_s : u"no_orchestrator"_s;
    stop.detail = Tr::tr("stop requested by %1").arg(who);
    if (auto logged = journal.append(stop); !logged)
        return fail(logged.error());
    return alive;
}

} // namespace twb::kernel
