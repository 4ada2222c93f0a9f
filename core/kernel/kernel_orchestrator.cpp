#include "core/kernel/kernel_orchestrator.h"

#include "core/kernel/external_evaluation.h"

#include "core/kernel/best_so_far.h"
#include "core/kernel/worker_command.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSysInfo>
#include <QThread>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::KernelOrchestrator.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::KernelOrchestrator)
};

// flock's exit code when the worker lock is held (chosen so no worker plausibly returns it).
constexpr int kLockBusy = 113;

QString tailText(const QByteArray &text, int chars = 2000)
{
    const QString all = QString::fromUtf8(text).trimmed();
    return all.size() > chars ? u"...\n"_s + all.right(chars) : all;
}

} // namespace

KernelOrchestrator::KernelOrchestrator(Transport &transport, OrchestratorSettings settings)
    : m_transport(transport),
      m_host(transport),
      m_settings(std::move(settings)),
      m_journal(m_settings.localDir),
      m_mirror(m_settings.hostRunDir, m_settings.localDir)
{
    m_mirrored = QDir::cleanPath(m_settings.hostRunDir) != QDir::cleanPath(QFileInfo(m_settings.localDir).absoluteFilePath());
    m_runId = QFileInfo(m_settings.hostRunDir).fileName();
}

QString KernelOrchestrator::endingKey(Ending ending)
{
    switch (ending) {
    case Ending::Finished: return u"finished"_s;
    case Ending::EmergencyStopped: return u"emergency_stop"_s;
    case Ending::WaitingForApproval: return u"waiting_for_approval"_s;
    case Ending::Stopped: return u"stopped"_s;
    }
    return {};
}

Result<void> KernelOrchestrator::record(Decision decision)
{
    auto written = m_journal.append(decision);
    if (onDecision)
        onDecision(decision);
    return written;
}

bool KernelOrchestrator::stopRequested()
{
    if (m_stop.load() || m_stopSeen)
        return true;
    // Another process (`tpuwb kernel stop`, the GUI) appends a stop_requested line; look at
    // most every 200 ms, the transport polls this every 20 ms.
    if (!m_stopPoll.isValid() || m_stopPoll.elapsed() >= 200) {
        m_stopPoll.restart();
        m_stopSeen = m_journal.stopRequestedSince(m_journalOffset);
    }
    return m_stopSeen;
}

Result<void> KernelOrchestrator::syncMirror()
{
    if (!m_mirrored)
        return {};
    auto synced = m_mirror.sync(m_host);
    if (!synced)
        return fail(synced.error());
    return {};
}

Result<KernelState> KernelOrchestrator::readState()
{
    auto state = m_host.readState(m_settings.hostRunDir);
    if (!state)
        return state;
    if (auto synced = syncMirror(); !synced)
        return fail(synced.error());
    return state;
}

Result<bool> KernelOrchestrator::waitingForApproval(const KernelState &state)
{
    // 6.3 resolution: A2 is read from files, never from the worker's words.
    if (state.language() != u"specification" || state.baselineApproved().value_or(false))
        return false;
    for (const char *name : {"source.py", "baseline_rationale.md"}) {
        auto present = m_host.fileExists(m_settings.hostRunDir + u'/' + QString::fromLatin1(name));
        if (!present)
            return fail(present.error());
        if (!*present)
            return false;
    }
    return true;
}

Result<void> KernelOrchestrator::installWorker()
{
    if (m_settings.installFrom.isEmpty() || m_settings.installTo.isEmpty())
        return {};
    auto target = m_host.absolutePath(m_settings.installTo);
    if (!target)
        return fail(target.error());
    if (QDir::cleanPath(*target) == QDir::cleanPath(m_settings.installFrom))
        return {};
    for (const QString &name : {u"replay_worker.py"_s, u"examples"_s}) {
        if (auto copied = m_host.uploadTree(m_settings.installFrom + u'/' + name, *target + u'/' + name); !copied)
            return copied;
    }
    return {};
}

Result<void> KernelOrchestrator::applyMaxIterations()
{
    if (!m_settings.maxIterations)
        return {};
    const int wanted = *m_settings.maxIterations;
    int before = 0;
    auto updated = m_host.updateState(m_settings.hostRunDir, [&](KernelState &state) -> Result<void> {
        before = state.maxIterations();
        state.setField("max_iterations", wanted);
        // A run that had finished or stopped becomes live again: its publish is redone at the end.
        if (wanted > state.iteration() && state.hasFinalCodePath())
            state.removeField("final_code_path");
        return {};
    });
    if (!updated)
        return fail(updated.error());
    Decision decision;
    decision.action = u"set_max_iterations"_s;
    decision.outcome = u"ok"_s;
    decision.iteration = updated->iteration();
    decision.detail = Tr::tr("max_iterations %1 -> %2").arg(before).arg(wanted);
    return record(decision);
}

QString KernelOrchestrator::workerLockPath() const
{
    return u"/tmp/tpuwb-kernel-worker-%1.lock"_s.arg(m_runId);
}

Result<bool> KernelOrchestrator::waitForPreviousWorker()
{
    // A worker from an orchestrator that was killed may still run on the host. Wait for it
    // (it holds the lock) before reading the state that decides the next target.
    ExecRequest request;
    request.command = u"flock -w %1 -E %2 %3 true"_s.arg(m_settings.previousWorkerWait.count())
                          .arg(kLockBusy)
                          .arg(shellQuote(workerLockPath()));
    request.isCancelled = [this] { return stopRequested(); };
    auto result = m_transport.exec(request);
    if (!result)
        return fail(result.error());
    if (result->cancelled)
        return false;
    if (result->exitCode == kLockBusy)
        return fail(Error::failure(Tr::tr("A worker of %1 has been running on %2 for more than %3 s and still holds %4. "
                                      "Check it on the host, then run the orchestrator again.")
                                       .arg(m_runId, m_host.describe())
                                       .arg(m_settings.previousWorkerWait.count())
                                       .arg(workerLockPath()),
                                   m_host.describe()));
    if (result->exitCode != 0)
        return fail(Error::failure(Tr::tr("`flock` failed on %1 (exit %2): %3. The host needs util-linux's flock.")
                                       .arg(m_host.describe())
                                       .arg(result->exitCode)
                                       .arg(tailText(result->standardError, 400)),
                                   m_host.describe()));
    return true;
}

Result<KernelOrchestrator::DispatchResult> KernelOrchestrator::dispatch(int target)
{
    auto command = WorkerCommand::expand(m_settings.workerTemplate, m_settings.hostRunDir, target, m_settings.python);
    if (!command)
        return fail(command.error());
    ExecRequest request;
    // The worker holds the host-side lock for its whole life (-n: never queue behind another).
    request.command = u"flock -n -E %1 %2 bash -c %3"_s.arg(kLockBusy).arg(shellQuote(workerLockPath()), shellQuote(*command));
    request.timeout = m_settings.dispatchTimeout;
    request.isCancelled = [this] { return stopRequested(); };
    if (onWorkerOutput) {
        request.onStdout = onWorkerOutput;
        request.onStderr = onWorkerOutput;
    }
    auto result = m_transport.exec(request);
    if (!result)
        return fail(result.error());
    DispatchResult out;
    out.lockBusy = result->exitCode == kLockBusy;
    out.exec = std::move(*result);
    return out;
}

Result<void> KernelOrchestrator::cancelJobs(int iteration, const QString &why)
{
    Decision decision;
    decision.action = u"cancel_jobs"_s;
    decision.iteration = iteration;
    if (m_settings.cancelTemplate.isEmpty()) {
        decision.outcome = u"skipped"_s;
        decision.detail = Tr::tr("no cancel command configured for this machine (%1)").arg(why);
        return record(decision);
    }
    auto command = WorkerCommand::expand(m_settings.cancelTemplate, m_settings.hostRunDir, iteration + 1, m_settings.python);
    if (!command)
        return fail(command.error());
    ExecRequest request;
    request.command = *command;
    request.timeout = std::chrono::minutes(2);
    auto result = m_transport.exec(request);
    if (!result)
        return fail(result.error());
    decision.outcome = result->exitCode == 0 ? u"ok"_s : u"failed"_s;
    decision.detail = Tr::tr("%1; exit %2").arg(why).arg(result->exitCode);
    return record(decision);
}

Result<KernelOrchestrator::Report> KernelOrchestrator::publish(Ending ending, const QString &reason)
{
    // Finish: re-read, then publish the best across iterations (docs/formats.md 6.3, 6.4).
    auto state = readState();
    if (!state)
        return fail(state.error());
    const BestSoFar::Choice choice = BestSoFar::select(state->history(), m_settings.hostRunDir);
    const QString published = m_settings.hostRunDir + u"/optimized.py"_s;
    if (choice.iteration > 0) {
        if (auto copied = m_host.copyFile(choice.codePath, published); !copied)
            return fail(copied.error());
    }
    bool corrected = false;
    auto updated = m_host.updateState(m_settings.hostRunDir, [&](KernelState &fresh) -> Result<void> {
        if (choice.iteration > 0) {
            fresh.setFinalCodePath(published);
            // The worker's best_* fields must agree with the rule; if not, the rule wins.
            if (fresh.bestCodePath() != choice.codePath || fresh.bestOptimizedTime() != choice.timeMs) {
                fresh.setBest(choice.codePath, choice.timeMs, choice.speedup);
                corrected = true;
            }
        } else {
            // Never copy base.py to optimized.py: it would look like a result.
            fresh.setFinalCodePath(std::nullopt);
        }
        return {};
    });
    if (!updated)
        return fail(updated.error());
    if (auto synced = syncMirror(); !synced)
        return fail(synced.error());

    Decision publishing;
    publishing.action = u"publish"_s;
    publishing.iteration = updated->iteration();
    publishing.outcome = choice.iteration > 0 ? u"published"_s : u"nothing_correct"_s;
    publishing.detail = choice.iteration > 0
                            ? Tr::tr("iter%1/optimized.py (%2 ms, speedup %3) -> optimized.py%4")
                                  .arg(choice.iteration)
                                  .arg(choice.timeMs.value_or(0))
                                  .arg(choice.speedup ? QString::number(*choice.speedup) : u"null"_s)
                                  .arg(corrected ? Tr::tr("; best_* corrected to follow the rule") : QString())
                            : Tr::tr("no compiled and correct iteration; final_code_path is null");
    publishing.extra = Json{{"winner", choice.iteration}};
    if (auto ok = record(publishing); !ok)
        return fail(ok.error());
    if (ending == Ending::Finished && choice.iteration > 0 && !m_settings.maxkernelRoot.isEmpty()) {
        if (auto evaluated = evaluateExternally(*updated); !evaluated)
            return fail(evaluated.error());
    }

    Decision end;
    end.action = ending == Ending::Finished ? u"finish"_s : u"emergency_stop"_s;
    end.iteration = updated->iteration();
    end.outcome = u"ok"_s;
    end.detail = reason;
    if (auto ok = record(end); !ok)
        return fail(ok.error());
    Report report;
    report.ending = ending;
    report.reason = reason;
    report.iteration = updated->iteration();
    report.finalCodePath = choice.iteration > 0 ? published : QString();
    return report;
}

Result<void> KernelOrchestrator::evaluateExternally(const KernelState &state)
{
    Decision evaluation;
    evaluation.action = u"external_evaluation"_s;
    evaluation.iteration = state.iteration();
    QString whyNot;
    const QStringList commands = ExternalEvaluation::commands(state, m_settings.python, m_settings.maxkernelRoot, &whyNot);
    auto root = m_host.absolutePath(m_settings.maxkernelRoot);
    if (commands.isEmpty() || !root) {
        evaluation.outcome = u"not_run"_s;
        evaluation.detail = commands.isEmpty() ? whyNot : root.error().message;
        return record(evaluation);
    }
    const QString quotedRoot = shellQuote(*root);
    ExecRequest probe;
    probe.command = u"test -f %1/evaluation/adapt_maxkernel.py && test -f %1/evaluation/compare_kernel.py"_s.arg(quotedRoot);
    probe.timeout = std::chrono::seconds(60);
    auto present = m_host.transport().exec(probe);
    if (!present || present->exitCode != 0) {
        evaluation.outcome = u"not_run"_s;
        evaluation.detail = Tr::tr("MaxKernel's evaluation/adapt_maxkernel.py and evaluation/compare_kernel.py are not "
                                   "in %1; add them to the checkout to have the run timed against your PyTorch")
                                .arg(*root);
        return record(evaluation);
    }
    ExecRequest run;
    run.command = u"cd %1 && %2 && %3"_s.arg(quotedRoot, commands.at(0), commands.at(1));
    run.timeout = std::chrono::hours(2);
    evaluation.extra = Json{{"commands", Json::array({toStd(commands.at(0)), toStd(commands.at(1))})}};
    auto ran = m_host.transport().exec(run);
    if (ran && ran->exitCode == 0) {
        evaluation.outcome = u"ok"_s;
        evaluation.detail = Tr::tr("eval_vs_pytorch.json written by compare_kernel.py");
    } else {
        evaluation.outcome = u"failed"_s;
        const QString err = ran ? QString::fromUtf8(ran->standardError.right(600)).trimmed() : ran.error().message;
        evaluation.detail = ran && ran->timedOut ? Tr::tr("no result within 2 hours") : err;
    }
    if (auto synced = syncMirror(); !synced)
        return fail(synced.error());
    return record(evaluation);
}

Result<KernelOrchestrator::Report> KernelOrchestrator::run()
{
    auto lock = m_journal.lockForRun();
    if (!lock)
        return fail(lock.error());
    Decision start;
    start.action = u"start"_s;
    start.outcome = u"ok"_s;
    start.detail = Tr::tr("orchestrator started on %1 for %2").arg(QSysInfo::machineHostName(), m_host.describe());
    start.extra = Json{{"pid", qint64(::getpid())}, {"host", toStd(m_host.describe())}};
    if (!m_settings.worker.is_null())
        start.extra["worker"] = m_settings.worker;
    if (auto ok = record(start); !ok)
        return fail(ok.error());
    // Stop requests written before this start belong to an earlier session.
    m_journalOffset = m_journal.size();

    auto finishWith = [this](Result<Report> report) -> Result<Report> {
        Decision exit;
        exit.action = u"exit"_s;
        exit.outcome = report ? endingKey(report->ending) : u"error"_s;
        exit.detail = report ? report->reason : report.error().message;
        record(exit);
        return report;
    };
    auto stopNow = [&](int iteration) -> Result<Report> {
        if (auto cancelled = cancelJobs(iteration, Tr::tr("stop requested")); !cancelled)
            return fail(cancelled.error());
        Decision stopped;
        stopped.action = u"stopped"_s;
        stopped.outcome = u"ok"_s;
        stopped.iteration = iteration;
        stopped.detail = Tr::tr("stopped on request; the run can be continued");
        record(stopped);
        return Report{Ending::Stopped, stopped.detail, iteration, {}};
    };

    if (auto installed = installWorker(); !installed)
        return finishWith(fail(installed.error()));
    if (auto applied = applyMaxIterations(); !applied)
        return finishWith(fail(applied.error()));

    int attempts = 0;
    int attemptsTarget = -1;
    for (;;) {
        // ---- decision point: always re-read
        auto state = readState();
        if (!state)
            return finishWith(fail(state.error()));
        if (state->isLegacyVariant())
            return finishWith(fail(Error::invalid(Tr::tr("%1/state.json has neither primary nor input_language (the older "
                                                     "MaxCode format); it can be viewed but not run.")
                                                      .arg(m_settings.hostRunDir),
                                                  m_settings.hostRunDir + u"/state.json"_s)));
        const int iteration = state->iteration();
        if (stopRequested())
            return finishWith(stopNow(iteration));
        if (iteration >= state->maxIterations())
            return finishWith(publish(Ending::Finished, Tr::tr("iteration %1 of %2 committed").arg(iteration).arg(state->maxIterations())));
        if (state->portVerified() == false)
            return finishWith(publish(Ending::EmergencyStopped,
                                      Tr::tr("port_verified is false: the baseline failed its gate; never retried")));
        auto waiting = waitingForApproval(*state);
        if (!waiting)
            return finishWith(fail(waiting.error()));
        if (*waiting) {
            Decision pause;
            pause.action = u"pause"_s;
            pause.outcome = u"waiting_for_approval"_s;
            pause.iteration = iteration;
            pause.target = iteration + 1;
            pause.detail = Tr::tr("the synthesized baseline (source.py, baseline_rationale.md) waits for approval: "
                              "tpuwb kernel approve");
            record(pause);
            return finishWith(Report{Ending::WaitingForApproval, pause.detail, iteration, {}});
        }

        const int target = iteration + 1;
        if (target != attemptsTarget) {
            attemptsTarget = target;
            attempts = 0;
        }
        auto free = waitForPreviousWorker();
        if (!free)
            return finishWith(fail(free.error()));
        if (!*free)
            return finishWith(stopNow(iteration));
        // Re-read after the wait: a worker of a killed orchestrator may have committed.
        auto fresh = readState();
        if (!fresh)
            return finishWith(fail(fresh.error()));
        if (fresh->iteration() != iteration)
            continue;

        ++attempts;
        Decision dispatching;
        dispatching.action = u"dispatch"_s;
        dispatching.outcome = u"started"_s;
        dispatching.iteration = iteration;
        dispatching.target = target;
        dispatching.attempt = attempts;
        dispatching.detail = Tr::tr("worker for iteration %1 on %2").arg(target).arg(m_host.describe());
        record(dispatching);
        auto dispatched = dispatch(target);
        if (!dispatched)
            return finishWith(fail(dispatched.error()));
        if (dispatched->lockBusy) {
            // Another worker started between the wait and this dispatch: not an attempt.
            --attempts;
            Decision busy = dispatching;
            busy.outcome = u"lock_busy"_s;
            busy.detail = Tr::tr("another worker of this run holds %1; waiting for it").arg(workerLockPath());
            record(busy);
            QThread::sleep(1);
            continue;
        }

        // ---- decision point: what does the file say now?
        auto after = readState();
        if (!after)
            return finishWith(fail(after.error()));
        Decision outcome = dispatching;
        outcome.iteration = after->iteration();
        outcome.extra = Json{{"exit_code", dispatched->exec.exitCode}};
        if (after->iteration() >= target) {
            outcome.outcome = u"A"_s;
            outcome.detail = Tr::tr("iteration %1 committed").arg(after->iteration());
            record(outcome);
            continue;
        }
        auto nowWaiting = waitingForApproval(*after);
        if (!nowWaiting)
            return finishWith(fail(nowWaiting.error()));
        if (*nowWaiting) {
            outcome.outcome = u"A2"_s;
            outcome.detail = Tr::tr("baseline synthesized; approval needed (not counted as an attempt)");
            record(outcome);
            --attempts;
            continue; // the loop head records the pause
        }
        if (dispatched->exec.cancelled || stopRequested()) {
            outcome.outcome = u"cancelled"_s;
            outcome.detail = Tr::tr("the dispatch was stopped on request");
            record(outcome);
            return finishWith(stopNow(after->iteration()));
        }
        outcome.outcome = u"B"_s;
        outcome.detail = Tr::tr("state.json unchanged (iteration %1, target %2); worker exit %3%4")
                             .arg(after->iteration())
                             .arg(target)
                             .arg(dispatched->exec.exitCode)
                             .arg(dispatched->exec.timedOut ? Tr::tr(", timed out") : QString());
        record(outcome);
        const QString debug = u"\n## %1 workbench orchestrator: dispatch %2 for iteration %3 left state.json "
                              u"unchanged (exit %4)\n\n```\n%5\n```\n"_s
                                  .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
                                  .arg(attempts)
                                  .arg(target)
                                  .arg(dispatched->exec.exitCode)
                                  .arg(tailText(dispatched->exec.standardError + dispatched->exec.standardOutput));
        if (auto appended = m_host.appendText(m_settings.hostRunDir + u"/maxkernel_debug_history.md"_s, debug.toUtf8());
            !appended)
            return finishWith(fail(appended.error()));
        if (auto cancelled = cancelJobs(after->iteration(), Tr::tr("dispatch left the state unchanged")); !cancelled)
            return finishWith(fail(cancelled.error()));
        if (after->portVerified() == false)
            return finishWith(publish(Ending::EmergencyStopped,
                                      Tr::tr("port_verified is false: the baseline failed its gate; never retried")));
        if (attempts >= m_settings.maxAttempts)
            return finishWith(publish(Ending::EmergencyStopped,
                                      Tr::tr("%1 dispatches for iteration %2 left the state unchanged").arg(attempts).arg(target)));
        Decision retry;
        retry.action = u"retry"_s;
        retry.outcome = u"ok"_s;
        retry.iteration = after->iteration();
        retry.target = target;
        retry.attempt = attempts + 1;
        retry.detail = Tr::tr("attempt %1 of %2").arg(attempts + 1).arg(m_settings.maxAttempts);
        record(retry);
    }
}

} // namespace twb::kernel
