#include "core/runs/run_launcher.h"

#include "core/remote/host_pool.h"
#include "core/runs/run_folder.h"
#include "core/util/json.h"
#include "core/util/log.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDateTime>

using namespace Qt::StringLiterals;

// RunLauncher's view of a run that is under way: every host's status, the run's state from
// them, and the stop. The launch and the restarts are in run_launcher.cpp.
namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunLauncher.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunLauncher)
};

} // namespace

std::vector<HostRunStatus> RunLauncher::status(const RunRecord &record)
{
    HostPoolRequest request;
    request.timeout = std::chrono::seconds(30);
    request.command = [&](int host) -> QString {
        // Liveness first, the file after: a train.py that ends in between is then either still
        // alive or has its end in the file, or its launch.sh is alive and about to record it.
        return u"f="_s + shellQuotePath(RunFolder(record.remoteDir).statusFile(host))
               + u"; if [ -f \"$f\" ]; then "_s + shellStatusField(u"pid"_s, u"pid"_s) + u"; "_s
               + shellStatusField(u"lp"_s, u"launcher_pid"_s)
               + u"; a=0; l=0; if [ -n \"$pid\" ] && kill -0 \"$pid\" 2>/dev/null; then a=1; fi; "_s
                 u"if [ -n \"$lp\" ] && kill -0 \"$lp\" 2>/dev/null; then l=1; fi; "_s
                 u"cat \"$f\"; echo; echo TWB_ALIVE $a; echo TWB_LAUNCHER_ALIVE $l; else echo TWB_NO_STATUS; fi"_s;
    };
    std::vector<HostRunStatus> out;
    for (const auto &r : m_pool.run(request)) {
        HostRunStatus s;
        s.host = r.workerIndex;
        if (r.error) {
            s.error = r.error->message;
            out.push_back(s);
            continue;
        }
        for (const QByteArray &raw : r.standardOutput.split('\n')) {
            const QByteArray line = raw.trimmed();
            if (line == "TWB_ALIVE 1") {
                s.alive = true;
            } else if (line == "TWB_LAUNCHER_ALIVE 1") {
                s.launcherAlive = true;
            } else if (line.startsWith('{')) {
                auto json = parseJsonTolerant(line, RunFolder::statusName(s.host));
                if (!json || !json->is_object())
                    continue;
                s.hasStatus = true;
                const Json &j = *json;
                auto integer = [&](const char *key) {
                    return j.contains(key) && j[key].is_number_integer() ? j[key].get<qint64>() : 0;
                };
                s.pid = integer("pid");
                s.launcherPid = integer("launcher_pid");
                if (j.contains("hostname") && j["hostname"].is_string())
                    s.hostname = toQString(j["hostname"].get<std::string>());
                if (j.contains("started") && j["started"].is_number())
                    s.started = j["started"].get<double>();
                if (j.contains("ended") && j["ended"].is_number())
                    s.ended = j["ended"].get<double>();
                if (j.contains("exit_code") && j["exit_code"].is_number_integer())
                    s.exitCode = j["exit_code"].get<int>();
                if (j.contains("attempt_id") && j["attempt_id"].is_string())
                    s.attemptId = toQString(j["attempt_id"].get<std::string>());
            }
        }
        out.push_back(s);
    }
    return out;
}

void RunLauncher::adoptUnrecordedAttempt(RunRecord &record, const std::vector<HostRunStatus> &statuses)
{
    // The app was killed after launch.sh started train.py but before the attempt was written:
    // the hosts' status files know it; record it from them, so the run is not started twice
    // and its record says what ran.
    if (!record.attempts.isEmpty())
        return;
    const auto started = std::find_if(statuses.begin(), statuses.end(),
                                      [](const HostRunStatus &s) { return s.hasStatus && !s.attemptId.isEmpty(); });
    if (started == statuses.end())
        return;
    RunAttempt attempt;
    attempt.attemptId = started->attemptId;
    attempt.kind = u"launch"_s;
    attempt.started = QDateTime::fromMSecsSinceEpoch(qint64(started->started * 1000), Qt::UTC)
                          .toString(Qt::ISODate);
    attempt.arguments = record.command;
    for (int host = 0; host < int(statuses.size()); ++host) {
        const HostRunStatus &s = statuses[std::size_t(host)];
        attempt.pids << (s.hasStatus && s.attemptId == attempt.attemptId ? s.pid : 0);
        attempt.exitCodes << std::nullopt;
    }
    if (record.started.isEmpty())
        record.started = attempt.started;
    record.ended.clear();   // an earlier refresh found nothing yet; the refresh sets it if this one ended
    log::info(Tr::tr("%1: attempt %2 runs on the hosts but was not in the record (the app was stopped while it "
                     "started); recorded it from the hosts' status files.")
                  .arg(record.runId, attempt.attemptId));
    record.attempts << attempt;
}

Result<RunState> RunLauncher::refresh(RunRecord &record)
{
    const auto statuses = status(record);
    bool anyRunning = false;
    bool allEnded = true;
    bool anyFailed = false;
    bool anyStopped = false;
    QStringList details;
    m_unreachableHosts = 0;
    adoptUnrecordedAttempt(record, statuses);
    RunAttempt *attempt = record.attempts.isEmpty() ? nullptr : &record.attempts.last();
    for (const auto &s : statuses) {
        if (!s.error.isEmpty()) {
            allEnded = false;
            ++m_unreachableHosts;
            details << Tr::tr("%1: %2").arg(hostName(record, s.host), s.error);
            continue;
        }
        if (attempt && s.host < attempt->exitCodes.size())
            attempt->exitCodes[s.host] = s.exitCode;
        if (s.running()) {
            anyRunning = true;
            allEnded = false;
        } else if (!s.ended && s.launcherAlive) {
            // train.py has just exited; launch.sh is recording its end.
            anyRunning = true;
            allEnded = false;
        } else if (!s.hasStatus && !attempt) {
            // Never started: its launch stopped (the app was killed) before launch.sh ran here.
            anyFailed = true;
            details << Tr::tr("%1: nothing was started there (no status file): the launch stopped before launch.sh "
                              "ran; `tpuwb run relaunch` uploads what is missing and starts it")
                           .arg(hostName(record, s.host));
        } else if (!s.hasStatus || (!s.ended && !s.alive)) {
            // launch.sh itself is gone without recording an end: the host crashed.
            anyFailed = true;
            details << Tr::tr("%1: the process is gone and no end was recorded").arg(hostName(record, s.host));
        } else if (s.exitCode && *s.exitCode == 143) {
            anyStopped = true;
        } else if (s.exitCode && *s.exitCode != 0) {
            anyFailed = true;
            details << Tr::tr("%1: exited with %2; see %3").arg(hostName(record, s.host)).arg(*s.exitCode).arg(RunFolder::logName(s.host));
        }
    }
    // An evaluation's end gives the run back its state: its own failure is the evaluation's,
    // which stateDetail and the evaluating operation report.
    const bool evaluation = attempt && attempt->kind == u"eval"_s && attempt->stateBefore;
    if (anyRunning)
        record.state = record.state == RunState::Stalled ? RunState::Stalled : RunState::Running;
    else if (evaluation && (allEnded || anyFailed))
        record.state = *attempt->stateBefore;
    else if (allEnded || anyFailed)
        record.state = anyFailed ? RunState::Failed : (anyStopped ? RunState::Stopped : RunState::Finished);
    record.stateDetail = details.join(u'\n');
    if (evaluation && !anyRunning && (allEnded || anyFailed) && attempt->ended.isEmpty())
        attempt->ended = nowIso();
    if (!anyRunning && !isActive(record.state) && record.ended.isEmpty()) {
        record.ended = nowIso();
        if (attempt)
            attempt->ended = record.ended;
    }
    if (auto saved = save(record); !saved)
        return fail(saved.error());
    return record.state;
}

Result<void> RunLauncher::stop(RunRecord &record, std::chrono::seconds grace)
{
    progress(Tr::tr("Stopping %1 on %n host(s)...", nullptr, m_pool.hostCount()).arg(record.runId));
    HostPoolRequest request;
    request.timeout = grace + std::chrono::seconds(30);
    const QString ticks = QString::number(grace.count() * 10);
    request.command = [&](int host) -> QString {
        return u"f="_s + shellQuotePath(RunFolder(record.remoteDir).statusFile(host))
               + u"\n[ -f \"$f\" ] || { echo TWB_NO_STATUS; exit 0; }\n"_s + shellStatusField(u"pid"_s, u"pid"_s)
               + u"\n"_s + shellStatusField(u"lp"_s, u"launcher_pid"_s)
               + uR"SH(
if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then echo TWB_NOT_RUNNING; exit 0; fi
if [ -n "$lp" ] && kill -0 "$lp" 2>/dev/null; then kill -TERM "$lp"; else kill -TERM -- "-$pid" 2>/dev/null; fi
n=0
while kill -0 "$pid" 2>/dev/null && [ "$n" -lt )SH"_s + ticks + uR"SH( ]; do sleep 0.1; n=$((n+1)); done
if kill -0 "$pid" 2>/dev/null; then kill -KILL -- "-$pid" 2>/dev/null; echo TWB_KILLED; else echo TWB_STOPPED; fi
# launch.sh records the end right after train.py exits.
n=0
while [ "$n" -lt 50 ] && ! grep -q '"ended": [0-9]' "$f"; do sleep 0.1; n=$((n+1)); done
)SH"_s;
    };
    QStringList errors;
    for (const auto &r : m_pool.run(request)) {
        if (r.error)
            errors << Tr::tr("%1: could not stop: %2").arg(hostName(record, r.workerIndex), r.error->message);
        else if (r.standardOutput.contains("TWB_KILLED"))
            log::warn(Tr::tr("%1: train.py did not stop within %2 s of SIGTERM; its process group was killed.")
                          .arg(hostName(record, r.workerIndex))
                          .arg(grace.count()));
    }
    if (!errors.isEmpty())
        return fail(Error::failure(errors.join(u'\n')));
    record.state = RunState::Stopped;
    record.ended = nowIso();
    if (!record.attempts.isEmpty())
        record.attempts.last().ended = record.ended;
    (void)refresh(record);
    if (record.state != RunState::Failed)
        record.state = RunState::Stopped;
    return save(record);
}

} // namespace twb
