#include "core/runs/stack_sampler.h"

#include "core/remote/host_pool.h"
#include "core/runs/stack_parser.h"
#include "core/util/json.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::StackSampler.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::StackSampler)
};

} // namespace

QString StackSampler::shellFunctions()
{
    // Output lines start with TWB_ so a login shell's chatter cannot be taken for findings.
    return uR"SH(twb_last_line() { grep -v '^[[:space:]]*$' | tail -n 1 | cut -c 1-300; }
twb_try_pyspy() {
  # The py-spy of the process's own Python environment first (the workbench's environment has
  # one next to its interpreter, off PATH), else one on PATH.
  twb_p=$(dirname "$(tr '\0' '\n' < "/proc/$1/cmdline" 2>/dev/null | head -n 1)" 2>/dev/null)/py-spy
  [ -x "$twb_p" ] || twb_p=$(command -v py-spy 2>/dev/null) || return 1
  # A stopped (or disk-waiting) process cannot be suspended by ptrace ("Failed to suspend
  # process"); it does not move, so its memory is read as it is.
  case "$2" in T | t | D) twb_nb=--nonblocking;; *) twb_nb=;; esac
  # Bounded where coreutils' timeout is there: a process in the kernel can hold ptrace up.
  twb_to=; command -v timeout >/dev/null 2>&1 && twb_to="timeout 20"
  twb_o=$($twb_to "$twb_p" dump --pid "$1" --json $twb_nb 2>&1)
  if [ $? -eq 0 ] && printf '%s\n' "$twb_o" | grep -q '^[[:space:]]*\['; then
    echo "TWB_SAMPLER py-spy $("$twb_p" --version 2>&1 | sed -n 's/^py-spy //p' | head -n 1)"
    printf '%s\n' "$twb_o"; echo TWB_SAMPLER_END; return 0
  fi
  echo "TWB_SAMPLER_FAILED py-spy $(printf '%s\n' "$twb_o" | twb_last_line)"; return 1
}
twb_try_austin() {
  command -v austin >/dev/null 2>&1 || return 1
  twb_v=$(austin -V 2>&1 | grep -o '[0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*' | head -n 1)
  # Only where it knows the process's Python: each austin reads the interpreters up to the one
  # it was released for (austin 1 up to 3.8, 2 to 3.9, 3.0-3.3 to 3.10, 3.4-3.5 to 3.11, 3.6 to
  # 3.12); newer ones are tried. Else a second of sampling would say nothing.
  twb_py=$(readlink -f "/proc/$1/exe" 2>/dev/null | sed -n 's/.*python\([0-9][0-9]*\.[0-9][0-9]*\)$/\1/p')
  [ -n "$twb_py" ] || twb_py=$(grep -o 'libpython[0-9][0-9]*\.[0-9][0-9]*' "/proc/$1/maps" 2>/dev/null | head -n 1 | sed 's/libpython//')
  case "$twb_v" in 1.*) twb_k=3.8;; 2.*) twb_k=3.9;; 3.[0-3].*) twb_k=3.10;; 3.[45].*) twb_k=3.11;; 3.6.*) twb_k=3.12;; *) twb_k=;; esac
  case "$twb_py" in 3.*)
    if [ -n "$twb_k" ] && [ "${twb_py#3.}" -gt "${twb_k#3.}" ] 2>/dev/null; then
      echo "TWB_SAMPLER_FAILED austin $twb_v does not know Python $twb_py (it reads up to $twb_k)"; return 1
    fi;;
  esac
  # About a second of samples. Austin 1 has no time limit of its own (SIGINT ends it); 1 and 2
  # print file:line in one field with -a.
  twb_t=3
  case "$twb_v" in 1.*) twb_a="-a -i 20000"; twb_t=1.2;; 2.*) twb_a="-a -i 20ms -x 1";; *) twb_a="-i 20ms -x 1";; esac
  twb_e=$(mktemp)
  twb_o=$(timeout -s INT "$twb_t" austin $twb_a -p "$1" 2>"$twb_e"); twb_r=$?
  if printf '%s\n' "$twb_o" | grep -v '^#' | grep -q ';'; then
    echo "TWB_SAMPLER austin $twb_v"; printf '%s\n' "$twb_o"; echo TWB_SAMPLER_END; rm -f "$twb_e"; return 0
  fi
  if printf '%s\n' "$twb_o" | grep -v '^#' | grep -q '[^[:space:]]'; then
    twb_m="its samples have no Python frames (an austin older than this Python)"
  else
    twb_m=$(twb_last_line < "$twb_e")
  fi
  rm -f "$twb_e"
  echo "TWB_SAMPLER_FAILED austin $twb_v: ${twb_m:-no sample (exit status $twb_r)}"; return 1
}
twb_try_faulthandler() {
  case "$3" in T | t)
    echo "TWB_SAMPLER_FAILED faulthandler the process is stopped and cannot run its handler"; return 1;;
  esac
  twb_n=$(kill -l USR2 2>/dev/null); case "$twb_n" in '' | *[!0-9]*) twb_n=12;; esac
  twb_c=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status" 2>/dev/null)
  if [ -z "$twb_c" ] || [ $(( (0x$twb_c >> (twb_n - 1)) & 1 )) -ne 1 ]; then
    echo "TWB_SAMPLER_FAILED faulthandler train.py does not dump its stacks on SIGUSR2"; return 1
  fi
  [ -f "$2" ] || { echo "TWB_SAMPLER_FAILED faulthandler $2 is missing"; return 1; }
  twb_b=$(wc -c < "$2"); twb_s=$twb_b; twb_l=-1; twb_i=0
  kill -USR2 "$1" 2>/dev/null || { echo "TWB_SAMPLER_FAILED faulthandler the signal could not be sent"; return 1; }
  # Done when the file has grown and then stays the same for one poll.
  while [ "$twb_i" -lt 100 ]; do
    sleep 0.05; twb_s=$(wc -c < "$2")
    [ "$twb_s" -gt "$twb_b" ] && [ "$twb_s" -eq "$twb_l" ] && break
    twb_l=$twb_s; twb_i=$((twb_i + 1))
  done
  if [ "$twb_s" -le "$twb_b" ]; then echo "TWB_SAMPLER_FAILED faulthandler nothing was written to $2 within 5 s"; return 1; fi
  echo "TWB_SAMPLER faulthandler"; tail -c +$((twb_b + 1)) "$2"; echo; echo TWB_SAMPLER_END
}
)SH"_s;
}

QString StackSampler::script(const QString &remoteRunDir, int host)
{
    const RunFolder remote(remoteRunDir);
    QString s = shellFunctions();
    s += u"f="_s + shellQuotePath(remote.statusFile(host)) + u"; sf="_s + shellQuotePath(remote.stacksFile(host)) + u"\n"_s;
    // The pid of a train.py that still runs (the check launch.sh makes: a reused pid is not it).
    // Its state with the stacks: /proc/<pid>/stat's letter (after the last ") ", the name may
    // hold anything), else ps's.
    s += uR"SH(pid=$(sed -n 's/.*"pid": \([0-9][0-9]*\).*/\1/p' "$f" 2>/dev/null)
st=
if [ -n "$pid" ]; then
  st=$(sed -n 's/^.*) \([A-Za-z]\).*$/\1/p' "/proc/$pid/stat" 2>/dev/null)
  [ -n "$st" ] || st=$(ps -o stat= -p "$pid" 2>/dev/null | cut -c 1)
fi
if [ "$st" = Z ]; then
  echo "TWB_PID $pid"; echo "TWB_STATE Z"; echo TWB_END; exit 0
fi
if [ -z "$st" ] || ! kill -0 "$pid" 2>/dev/null \
    || ! tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q 'train\.py'; then
  echo TWB_NOT_RUNNING; echo TWB_END; exit 0
fi
echo "TWB_PID $pid"
echo "TWB_STATE $st"
echo "TWB_TIME $(date +%s.%N)"
twb_try_pyspy "$pid" "$st" || twb_try_austin "$pid" || twb_try_faulthandler "$pid" "$sf" "$st" || echo TWB_NO_SAMPLER
echo TWB_END
)SH"_s;
    return s;
}

HostStacks StackSampler::parse(int host, const QByteArray &output)
{
    HostStacks h;
    h.host = host;
    QString sampler;
    QByteArray body;
    bool inBody = false;
    bool ended = false;
    bool notRunning = false;
    for (const QByteArray &raw : output.split('\n')) {
        if (inBody) {
            if (raw.trimmed() == "TWB_SAMPLER_END")
                inBody = false;
            else
                body += raw + '\n';
            continue;
        }
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(u"TWB_SAMPLER_FAILED "_s)) {
            h.notes << line.mid(19);
        } else if (line.startsWith(u"TWB_SAMPLER "_s)) {
            sampler = line.mid(12).section(u' ', 0, 0);
            inBody = true;
        } else if (line.startsWith(u"TWB_PID "_s)) {
            h.pid = line.mid(8).toLongLong();
        } else if (line.startsWith(u"TWB_TIME "_s)) {
            bool ok = false;
            const double t = line.mid(9).toDouble(&ok);
            if (ok)
                h.sampledAt = t;
        } else if (line.startsWith(u"TWB_STATE "_s)) {
            h.state = StackParser::parseProcessState(line.mid(10), &h.stateCode);
        } else if (line == u"TWB_NOT_RUNNING"_s) {
            notRunning = true;
        } else if (line == u"TWB_END"_s) {
            ended = true;
        }
    }
    if (notRunning) {
        h.state = ProcessState::Gone;
        h.error = Tr::tr("train.py does not run there (it ended, or never started); its log says why.");
        return h;
    }
    if (h.state == ProcessState::Zombie) {
        h.error = Tr::tr("train.py has exited and is not yet reaped (a zombie); its log says why.");
        return h;
    }
    if (sampler == u"py-spy"_s) {
        auto threads = StackParser::parsePySpy(body);
        if (threads)
            h.threads = *threads;
        else
            h.notes << u"py-spy: "_s + threads.error().message;
    } else if (sampler == u"austin"_s) {
        h.threads = StackParser::parseAustin(body);
    } else if (sampler == u"faulthandler"_s) {
        h.threads = StackParser::parseFaulthandler(body);
    }
    if (!h.threads.isEmpty()) {
        h.sampler = sampler;
    } else if (!ended) {
        h.answered = false;
        h.error = Tr::tr("the stack script did not finish; try again, and check that the host answers.");
    } else if (h.state == ProcessState::Stopped) {
        // Not a missing tool: a stopped process runs no handler, and only py-spy reads it as is.
        h.error = Tr::tr("train.py is stopped (%1 state), so it cannot dump its own stacks (%2). py-spy reads a "
                         "stopped process (`pip install py-spy` in its Python environment); `kill -CONT %3` there "
                         "lets it go on.")
                      .arg(h.stateCode, h.notes.join(u"; "_s))
                      .arg(h.pid);
    } else {
        h.error = Tr::tr("no stack sampler worked (%1). Install py-spy there (`pip install py-spy`) or an austin that "
                         "knows its Python, or scaffold the project again so that train.py dumps its own stacks on "
                         "SIGUSR2.")
                      .arg(h.notes.isEmpty() ? Tr::tr("none is installed") : h.notes.join(u"; "_s));
    }
    return h;
}

StackDump StackSampler::take(HostPool &pool, const RunRecord &record, const std::function<bool()> &isCancelled)
{
    StackDump dump;
    dump.runId = record.runId;
    dump.taken = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    HostPoolRequest request;
    request.timeout = std::chrono::seconds(30);
    request.isCancelled = isCancelled;
    request.command = [&record](int host) { return script(record.remoteDir, host); };
    for (const HostRunResult &r : pool.run(request)) {
        HostStacks h = parse(r.workerIndex, r.standardOutput);
        if (r.error)
            h.error = r.error->message;
        else if (r.cancelled)
            h.error = Tr::tr("cancelled");
        else if (r.timedOut && h.threads.isEmpty())
            h.error = Tr::tr("the host did not answer within 30 s");
        if (r.error || r.cancelled || (r.timedOut && h.threads.isEmpty()))
            h.answered = false;
        h.address = record.hosts.value(r.workerIndex, u"local"_s);
        dump.hosts << h;
    }
    dump.group();
    return dump;
}

Result<QString> StackSampler::save(const StackDump &dump, const RunFolder &folder)
{
    if (!QDir().mkpath(folder.stacksDir()))
        return fail(Error::failure(Tr::tr("Could not create %1; check the workspace's permissions.").arg(folder.stacksDir()),
                                   folder.stacksDir()));
    QDateTime taken = QDateTime::fromString(dump.taken, Qt::ISODateWithMs);
    if (!taken.isValid())
        taken = QDateTime::currentDateTimeUtc();
    const QString path = folder.stackDumpFile(taken);
    if (auto written = writeJsonFileAtomically(path, dump.toJson()); !written)
        return fail(written.error());
    return path;
}

Result<StackDump> StackSampler::latest(const RunFolder &folder)
{
    const QStringList files = folder.stackDumpFiles();
    if (files.isEmpty())
        return fail(Error::notFound(Tr::tr("No stack dump has been taken of this run yet (%1 is empty); take one "
                                           "with `tpuwb run stacks`.")
                                        .arg(folder.stacksDir()),
                                    folder.stacksDir()));
    auto json = readJsonFile(files.last());
    if (!json)
        return fail(json.error());
    return StackDump::fromJson(*json, files.last());
}

} // namespace twb
