#include "core/runs/run_preflight.h"

#include "core/remote/host_pool.h"
#include "core/runs/stack_sampler.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::RunPreflight.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunPreflight)
};
} // namespace


QStringList HostPreflight::blockers(const QString &hostName, qint64 minimumFreeBytes) const
{
    QStringList out;
    if (!error.isEmpty()) {
        out << Tr::tr("%1: could not be checked: %2").arg(hostName, error);
        return out;
    }
    if (!pythonFound)
        out << Tr::tr("%1: the interpreter was not found; set the machine's `python` to one that exists there.").arg(hostName);
    if (freeBytes >= 0 && freeBytes < minimumFreeBytes)
        out << Tr::tr("%1: only %2 free under the remote root; free some space or choose another root.")
                   .arg(hostName, QLocale().formattedDataSize(freeBytes));
    for (const auto &holder : deviceHolders)
        out << Tr::tr("%1: process %2 (%3) holds a TPU device; stop it, or run the preflight with cleaning.")
                   .arg(hostName)
                   .arg(holder.pid)
                   .arg(holder.command.isEmpty() ? Tr::tr("unknown command") : holder.command);
    if (tpuChecked && tpuDevices == 0)
        out << Tr::tr("%1: has no TPU device (/dev/accel*, /dev/vfio/*): it is not a TPU VM. Choose a TPU machine, or "
                  "launch with --device cpu for the project's CPU smoke mode.").arg(hostName);
    if (torchXlaChecked && pythonFound && torchXlaVersion.isEmpty()) {
        const QString why = torchXlaError.isEmpty() ? Tr::tr("no output") : torchXlaError;
        if (torchXlaOnCpu)
            out << Tr::tr("%1: `import torch_xla` (PJRT_DEVICE=CPU) fails with this interpreter (%2), and XLA on CPU "
                          "needs it. Set the machine's `python` to one that has torch_xla (the workbench's Python "
                          "environment, scripts/install-python-env.sh), or launch with --device cpu; `tpuwb doctor` "
                          "shows what each machine's interpreter has.")
                       .arg(hostName, why);
        else
            out << Tr::tr("%1: `import torch_xla` fails with this interpreter (%2); install torch_xla[tpu] there (the "
                          "project's requirements.txt), or set the machine's `python` to the one that has it.")
                       .arg(hostName, why);
    }
    if (staleLockfile())
        out << Tr::tr("%1: a stale libtpu lockfile is left over from an earlier run; remove it, or run the preflight "
                  "with cleaning.").arg(hostName);
    return out;
}

QStringList HostPreflight::notes(const QString &hostName) const
{
    QStringList out;
    if (!error.isEmpty() || !stackSamplerChecked || !stackSampler.isEmpty())
        return out;
    out << Tr::tr("%1: no stack sampler reads this Python (%2); `tpuwb run stacks` uses train.py's own dump on "
                  "SIGUSR2 instead. For sampled stacks install py-spy there (`pip install py-spy`), or an austin "
                  "that knows this Python (`sudo apt-get install austin` where the distribution's is new enough).")
               .arg(hostName, stackSamplerFailures.isEmpty() ? Tr::tr("neither py-spy nor austin is installed")
                                                             : stackSamplerFailures.join(u"; "_s));
    return out;
}

QString RunPreflight::script(const Options &options)
{
    // One round trip per host. Output lines start with TWB_ so the login shell's chatter
    // (motd, rc files) cannot be mistaken for findings.
    // Device globs become one anchored regular expression for awk: a single `ls -l` over
    // /proc/*/fd finds the holders (a readlink per descriptor would fork thousands of times).
    QStringList regexes;
    QStringList globs;
    for (const auto &p : options.devicePatterns) {
        QString safe = p;
        safe.remove(QRegularExpression(u"[^A-Za-z0-9_./*-]"_s));
        globs << safe;   // only safe characters are left: the shell may expand it unquoted
        // `[.]`, not `\.`: awk -v would eat the backslash.
        safe.replace(u"."_s, u"[.]"_s).replace(u"*"_s, u".*"_s);
        regexes << u"^"_s + safe + u"$"_s;
    }
    const QString lock = shellQuote(options.lockfile);
    QString s;
    s += u"py="_s + shellQuote(options.python) + u"; root="_s + shellQuotePath(options.remoteRoot)
         + u"; devices="_s + shellQuote(regexes.join(u'|')) + u"; meminfo="_s + shellQuote(options.meminfo) + u"\n"_s;
    s += uR"SH(if command -v "$py" >/dev/null 2>&1; then
  echo "TWB_PYTHON $("$py" -c 'import sys; print(sys.version.split()[0])' 2>&1 | head -n 1)"
else
  echo "TWB_PYTHON_MISSING"
fi
mkdir -p "$root" 2>/dev/null
echo "TWB_DISK $(df -Pk "$root" 2>/dev/null | awk 'NR==2 {print $4}')"
echo "TWB_MEM_AVAILABLE $(awk '/^MemAvailable:/ {print $2}' "$meminfo" 2>/dev/null)"
holders() {
  ls -l /proc/[0-9]*/fd 2>/dev/null | awk -v re="$devices" '
    /^\/proc\/[0-9]+\/fd:$/ { split($0, a, "/"); pid = a[3]; next }
    / -> / && $NF ~ re { print pid }' | sort -u
}
)SH"_s;
    if (options.stackSampler) {
        // In the background while the rest runs: an austin that cannot read the interpreter
        // takes about a second to say so.
        s += StackSampler::shellFunctions();
        s += uR"SH(stack_probe() {
  if ! command -v py-spy >/dev/null 2>&1 && ! command -v austin >/dev/null 2>&1; then echo TWB_STACK_NONE; return; fi
  command -v "$py" >/dev/null 2>&1 || return
  "$py" -c 'import time; time.sleep(10)' >/dev/null 2>&1 &
  p=$!
  sleep 0.3
  o=$(twb_try_pyspy "$p" || twb_try_austin "$p")
  kill "$p" 2>/dev/null; wait "$p" 2>/dev/null
  printf '%s\n' "$o" | sed -n 's/^TWB_SAMPLER \(.*\)/TWB_STACK_SAMPLER \1/p; s/^TWB_SAMPLER_FAILED \(.*\)/TWB_STACK_FAILED \1/p'
}
stack_out=$(mktemp)
stack_probe > "$stack_out" 2>/dev/null &
stack_pid=$!
)SH"_s;
    }
    if (options.clean) {
        s += u"for pid in $(holders); do kill -TERM \"$pid\" 2>/dev/null; done\n"_s
             u"for i in $(seq 1 20); do [ -z \"$(holders)\" ] && break; sleep 0.1; done\n"_s
             u"for pid in $(holders); do kill -KILL \"$pid\" 2>/dev/null; done\n"_s
             u"rm -f "_s + lock + u" && echo TWB_CLEANED\n"_s;
    }
    if (options.requireTpu)
        s += u"n=0; for f in "_s + globs.join(u' ') + u"; do [ -e \"$f\" ] && n=$((n+1)); done; echo \"TWB_TPU_DEVICES $n\"\n"_s;
    if (options.requireTpu || options.requireTorchXla) {
        // XLA on CPU imports it the way train.py will run it: with the CPU runtime selected.
        if (!options.requireTpu)
            s += u"echo TWB_TORCH_XLA_ON_CPU\nexport PJRT_DEVICE=CPU\n"_s;
        // A marker line says the import worked; otherwise the output's last line is the exception.
        s += uR"SH(out=$("$py" -c 'import torch_xla; print("TWB_XLA_OK", getattr(torch_xla, "__version__", "?"))' 2>&1)
v=$(printf '%s\n' "$out" | sed -n 's/^TWB_XLA_OK //p' | head -n 1)
if [ -n "$v" ]; then echo "TWB_TORCH_XLA $v"; else echo "TWB_TORCH_XLA_FAILED $(printf '%s\n' "$out" | tail -n 1)"; fi
)SH"_s;
    }
    s += u"for pid in $(holders); do echo \"TWB_HOLDER $pid $(tr '\\0' ' ' < /proc/$pid/cmdline 2>/dev/null | head -c 200)\"; done\n"_s;
    s += u"[ -e "_s + lock + u" ] && echo TWB_LOCKFILE\n"_s;
    if (options.stackSampler)
        s += u"wait \"$stack_pid\"; cat \"$stack_out\"; rm -f \"$stack_out\"\n"_s;
    s += u"echo TWB_END\n"_s;
    return s;
}

HostPreflight RunPreflight::parse(int host, const QByteArray &output)
{
    HostPreflight r;
    r.host = host;
    bool ended = false;
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(u"TWB_PYTHON_MISSING"_s)) {
            r.pythonFound = false;
        } else if (line.startsWith(u"TWB_PYTHON "_s)) {
            r.pythonVersion = line.mid(11).trimmed();
            // "3.11.2"; an error message instead means the interpreter does not run.
            r.pythonFound = !r.pythonVersion.isEmpty() && r.pythonVersion.front().isDigit();
        } else if (line.startsWith(u"TWB_DISK"_s)) {
            bool ok = false;
            const qint64 kb = line.mid(8).trimmed().toLongLong(&ok);
            r.freeBytes = ok ? kb * 1024 : -1;
        } else if (line.startsWith(u"TWB_MEM_AVAILABLE"_s)) {
            bool ok = false;
            const qint64 kb = line.mid(17).trimmed().toLongLong(&ok);
            r.memAvailableBytes = ok ? kb * 1024 : -1;
        } else if (line.startsWith(u"TWB_HOLDER "_s)) {
            const QString rest = line.mid(11);
            HostPreflight::Holder h;
            h.pid = rest.section(u' ', 0, 0).toLongLong();
            h.command = rest.section(u' ', 1).trimmed();
            r.deviceHolders << h;
        } else if (line.startsWith(u"TWB_TPU_DEVICES"_s)) {
            r.tpuChecked = true;
            r.tpuDevices = line.mid(15).trimmed().toInt();
        } else if (line == u"TWB_TORCH_XLA_ON_CPU"_s) {
            r.torchXlaOnCpu = true;
        } else if (line.startsWith(u"TWB_TORCH_XLA_FAILED"_s)) {
            r.torchXlaChecked = true;
            r.torchXlaError = line.mid(20).trimmed();
        } else if (line.startsWith(u"TWB_TORCH_XLA "_s)) {
            r.torchXlaChecked = true;
            r.torchXlaVersion = line.mid(14).trimmed();
        } else if (line == u"TWB_STACK_NONE"_s) {
            r.stackSamplerChecked = true;
        } else if (line.startsWith(u"TWB_STACK_SAMPLER "_s)) {
            r.stackSamplerChecked = true;
            r.stackSampler = line.mid(18).trimmed();
        } else if (line.startsWith(u"TWB_STACK_FAILED "_s)) {
            r.stackSamplerChecked = true;
            r.stackSamplerFailures << line.mid(17).trimmed();
        } else if (line == u"TWB_LOCKFILE"_s) {
            r.lockfile = true;
        } else if (line == u"TWB_CLEANED"_s) {
            r.cleaned = true;
        } else if (line == u"TWB_END"_s) {
            ended = true;
        }
    }
    if (!ended)
        r.error = Tr::tr("the check script did not finish");
    return r;
}

std::vector<HostPreflight> RunPreflight::run(HostPool &pool, const Options &options)
{
    const QString command = script(options);
    HostPoolRequest request;
    request.command = [&command](int) { return command; };
    request.timeout = std::chrono::seconds(60);
    std::vector<HostPreflight> out;
    for (const auto &result : pool.run(request)) {
        if (result.error) {
            HostPreflight r;
            r.host = result.workerIndex;
            r.error = result.error->message;
            out.push_back(r);
            continue;
        }
        out.push_back(parse(result.workerIndex, result.standardOutput));
        if (result.timedOut)
            out.back().error = Tr::tr("the check timed out after 60 s");
    }
    return out;
}

} // namespace twb
