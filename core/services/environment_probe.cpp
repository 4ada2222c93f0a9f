#include "core/services/environment_probe.h"

#include "core/registry/machine_entry.h"
#include "core/remote/host_pool.h"
#include "core/remote/local_transport.h"
#include "core/services/machine_access.h"
#include "core/util/python_interpreter.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::EnvironmentProbe.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::EnvironmentProbe)
};

constexpr QByteArrayView kMarker = "TWB_ENV ";

// The probe. Its one line of output starts with TWB_ENV, so a login shell's chatter (motd, rc
// files) is never taken for it. Runs on Python 3.5+; argv[1] is the import child's timeout.
// torch_xla is never imported in this process (only its metadata is read): the child does it
// under PJRT_DEVICE=CPU, so a crash there cannot lose the answer.
const char *const kScript = R"PY(import json, os, platform, shutil, subprocess, sys
timeout = int(sys.argv[1]) if len(sys.argv) > 1 else 60
try:
    from importlib import metadata
except ImportError:
    metadata = None
import importlib, importlib.util
out = {"python": platform.python_version(), "executable": sys.executable, "packages": {}}
for dist, module in (("torch", "torch"), ("torch_xla", "torch_xla"), ("jax", "jax"), ("jaxlib", "jaxlib"),
                     ("tensorboard", "tensorboard")):
    version = None
    if metadata is not None:
        for name in (dist, dist.replace("_", "-")):
            try:
                version = metadata.version(name)
                break
            except Exception:
                pass
    if version is None:
        try:
            found = importlib.util.find_spec(module) is not None
        except Exception:
            found = False
        if found and module == "torch_xla":
            version = "unknown"
        elif found:
            try:
                version = str(getattr(importlib.import_module(module), "__version__", "unknown"))
            except Exception:
                version = None
    out["packages"][dist] = version
here = os.path.join(os.path.dirname(sys.executable), "py-spy")
spy = here if os.path.isfile(here) and os.access(here, os.X_OK) else shutil.which("py-spy")
version = None
if spy:
    out["py_spy_path"] = spy
    try:
        r = subprocess.run([spy, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=10)
        words = r.stdout.decode("utf-8", "replace").split()
        if r.returncode == 0 and words:
            version = words[-1]
    except Exception:
        pass
out["packages"]["py-spy"] = version
xla = {"tried": False, "ok": False, "error": ""}
if out["packages"]["torch_xla"]:
    xla["tried"] = True
    env = dict(os.environ)
    env["PJRT_DEVICE"] = "CPU"
    try:
        r = subprocess.run([sys.executable, "-c", "import torch_xla"], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        lines = [l for l in r.stdout.decode("utf-8", "replace").splitlines() if l.strip()]
        xla["ok"] = r.returncode == 0
        if not xla["ok"]:
            xla["error"] = lines[-1].strip() if lines else "exit code %d" % r.returncode
    except subprocess.TimeoutExpired:
        xla["error"] = "no answer within %d s" % timeout
    except Exception as e:
        xla["error"] = str(e)
out["torch_xla_cpu"] = xla
sys.stdout.write("TWB_ENV " + json.dumps(out) + "\n")
)PY";

QString lastLine(const QByteArray &text)
{
    const QList<QByteArray> lines = text.trimmed().split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (!it->trimmed().isEmpty())
            return QString::fromUtf8(it->trimmed()).left(300);
    return {};
}

QString stringAt(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

// "host 1 (10.0.0.3) of v4-a", "this machine (local)"
QString whereOf(const QString &machine, int host, const QString &address)
{
    if (address.isEmpty())
        return machine.isEmpty() ? Tr::tr("this machine") : Tr::tr("%1 (this machine)").arg(machine);
    return Tr::tr("host %1 (%2) of %3").arg(host).arg(address, machine);
}

} // namespace

QString PythonEnvironment::version(const QString &package) const
{
    for (const Package &p : packages)
        if (p.name == package)
            return p.version;
    return {};
}

QStringList PythonEnvironment::missing() const
{
    QStringList out;
    if (!answered())
        return out;
    for (const Package &p : packages)
        if (p.version.isEmpty())
            out << p.name;
    return out;
}

Json PythonEnvironment::toJson() const
{
    Json packagesJson = Json::object();
    for (const Package &p : packages)
        packagesJson[toStd(p.name)] = p.version.isEmpty() ? Json() : Json(toStd(p.version));
    Json out{{"host", host},
             {"address", address.isEmpty() ? Json() : Json(toStd(address))},
             {"python", toStd(python)},
             {"answered", answered()}};
    if (!answered()) {
        out["error"] = toStd(error);
        return out;
    }
    out["executable"] = toStd(executable);
    out["python_version"] = toStd(pythonVersion);
    out["packages"] = packagesJson;
    out["py_spy_path"] = pySpyPath.isEmpty() ? Json() : Json(toStd(pySpyPath));
    out["torch_xla_cpu_import"] = Json{{"ok", torchXlaCpuImports},
                                       {"error", torchXlaCpuError.isEmpty() ? Json() : Json(toStd(torchXlaCpuError))}};
    Json missingJson = Json::array();
    for (const QString &name : missing())
        missingJson.push_back(toStd(name));
    out["missing"] = missingJson;
    out["fix"] = fix.isEmpty() ? Json() : Json(toStd(fix));
    return out;
}

bool MachineEnvironment::answered() const
{
    if (!error.isEmpty() || hosts.isEmpty())
        return false;
    for (const PythonEnvironment &host : hosts)
        if (!host.answered())
            return false;
    return true;
}

Json MachineEnvironment::toJson() const
{
    Json hostsJson = Json::array();
    for (const PythonEnvironment &host : hosts)
        hostsJson.push_back(host.toJson());
    Json out{{"machine", toStd(machine)}, {"local", local}, {"answered", answered()}, {"hosts", hostsJson}};
    if (!error.isEmpty())
        out["error"] = toStd(error);
    return out;
}

const QStringList &EnvironmentProbe::packageNames()
{
    static const QStringList names{u"torch"_s, u"torch_xla"_s, u"jax"_s, u"jaxlib"_s, u"py-spy"_s, u"tensorboard"_s};
    return names;
}

QString EnvironmentProbe::script()
{
    return QString::fromUtf8(kScript);
}

QString EnvironmentProbe::command(const QString &python)
{
    return shellQuote(python) + u" -c "_s + shellQuote(script()) + u' ' + QString::number(kImportTimeoutSeconds);
}

PythonEnvironment EnvironmentProbe::parse(const QByteArray &standardOutput, const QByteArray &standardError,
                                          int exitCode, const QString &python, const QString &where)
{
    PythonEnvironment out;
    out.python = python;
    QByteArray line;
    for (const QByteArray &candidate : standardOutput.split('\n'))
        if (candidate.startsWith(kMarker))
            line = candidate.mid(kMarker.size());
    if (line.isEmpty()) {
        const QString said = lastLine(standardError).isEmpty() ? lastLine(standardOutput) : lastLine(standardError);
        if (exitCode == 127)
            out.error = Tr::tr("%1: the interpreter %2 was not found; set the machine's python to one that exists "
                               "there.")
                            .arg(where, python);
        else
            out.error = Tr::tr("%1: %2 did not answer the probe (exit code %3%4).")
                            .arg(where, python)
                            .arg(exitCode)
                            .arg(said.isEmpty() ? QString() : u": "_s + said);
        return out;
    }
    const auto json = parseJson(line, where);
    if (!json || !json->is_object()) {
        out.error = Tr::tr("%1: %2 answered the probe with something that is not its JSON: %3")
                        .arg(where, python, json ? QString::fromUtf8(line.left(200)) : json.error().message);
        return out;
    }
    out.pythonVersion = stringAt(*json, "python");
    out.executable = stringAt(*json, "executable");
    out.pySpyPath = stringAt(*json, "py_spy_path");
    const Json packages = json->value("packages", Json::object());
    for (const QString &name : packageNames()) {
        const auto it = packages.is_object() ? packages.find(toStd(name)) : packages.end();
        out.packages.append({name, packages.is_object() && it != packages.end() && it->is_string()
                                       ? toQString(it->get<std::string>())
                                       : QString()});
    }
    const Json xla = json->value("torch_xla_cpu", Json::object());
    if (xla.is_object()) {
        out.torchXlaCpuImports = xla.value("ok", false);
        out.torchXlaCpuError = stringAt(xla, "error");
        if (!xla.value("tried", false))
            out.torchXlaCpuError = Tr::tr("torch_xla is not installed");
    }
    return out;
}

PythonEnvironment EnvironmentProbe::probe(Transport &transport, const QString &python, int host,
                                          const QString &address, const Cancelled &cancelled)
{
    ExecRequest request;
    request.command = command(python);
    request.timeout = kTimeout;
    request.isCancelled = cancelled;
    const QString where = whereOf(QString(), host, address);
    PythonEnvironment out;
    const auto ran = transport.exec(request);
    if (!ran) {
        out.error = Tr::tr("%1 could not be reached: %2").arg(where, ran.error().message);
    } else if (ran->timedOut) {
        out.error = Tr::tr("%1: %2 gave no answer within %3 s.").arg(where, python).arg(kTimeout.count());
    } else if (ran->cancelled) {
        out.error = Tr::tr("%1: the probe was cancelled.").arg(where);
    } else {
        out = parse(ran->standardOutput, ran->standardError, ran->exitCode, python, where);
    }
    out.python = python;
    out.host = host;
    out.address = address;
    return out;
}

PythonEnvironment EnvironmentProbe::probeHere(const QString &python, const Cancelled &cancelled)
{
    LocalTransport transport;
    PythonEnvironment found = probe(transport, python, 0, QString(), cancelled);
    found.fix = fixHere(found);
    return found;
}

bool EnvironmentProbe::hasTorchXlaHere(const QString &python)
{
    LocalTransport transport;
    ExecRequest request;
    request.command = shellQuote(python)
                      + u" -c 'import importlib.util, sys; sys.exit(0 if importlib.util.find_spec(\"torch_xla\") else 3)'"_s;
    request.timeout = std::chrono::seconds(20);
    const auto ran = transport.exec(request);
    return ran && !ran->timedOut && ran->exitCode == 0;
}

MachineEnvironment EnvironmentProbe::probeMachine(const MachineAccess &access, const QString &machineName,
                                                  const Cancelled &cancelled)
{
    MachineEnvironment out;
    out.machine = machineName;
    auto entry = access.machine(machineName);
    if (!entry) {
        out.error = entry.error().message;
        return out;
    }
    out.local = entry->isLocal();
    // The probe runs the entry's python: refused, as a launch would be, until it is trusted.
    if (auto trusted = access.requirePython(*entry); !trusted) {
        out.error = trusted.error().message;
        return out;
    }
    const QString python = entry->python();
    const QStringList addresses = entry->hosts();
    HostPool pool(entry->hostCount(), access.transportFactory(*entry));
    HostPoolRequest request;
    const QString line = command(python);
    request.command = [line](int) { return line; };
    request.timeout = kTimeout;
    request.isCancelled = cancelled;
    for (const HostRunResult &result : pool.run(request)) {
        const int host = result.workerIndex;
        const QString address = addresses.value(host);
        const QString where = whereOf(entry->name(), host, address);
        PythonEnvironment found;
        if (result.error)
            found.error = Tr::tr("%1 could not be reached: %2").arg(where, result.error->message);
        else if (result.timedOut)
            found.error = Tr::tr("%1: %2 gave no answer within %3 s.").arg(where, python).arg(kTimeout.count());
        else if (result.cancelled)
            found.error = Tr::tr("%1: the probe was cancelled.").arg(where);
        else
            found = parse(result.standardOutput, result.standardError, result.exitCode, python, where);
        found.python = python;
        found.host = host;
        found.address = address;
        found.fix = fix(*entry, found);
        out.hosts.append(found);
    }
    return out;
}

QString EnvironmentProbe::fixHere(const PythonEnvironment &found)
{
    if (!found.answered() || found.missing().isEmpty())
        return {};
    const QString env = PythonInterpreter::workbenchPythonEnv();
    if (PythonInterpreter::workbenchEnvExists() && found.python != PythonInterpreter::workbenchEnvPython())
        return Tr::tr("the workbench's Python environment is installed: unset TPUWB_PYTHON to use %1, or set "
                      "TPUWB_PYTHON=/path/to/python to an interpreter that has them.")
            .arg(PythonInterpreter::workbenchEnvPython());
    if (PythonInterpreter::workbenchEnvExists())
        return Tr::tr("scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1; or set "
                      "TPUWB_PYTHON=/path/to/python to an interpreter that has them.")
            .arg(env);
    return Tr::tr("scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; or "
                  "set TPUWB_PYTHON=/path/to/python to an interpreter that has them.")
        .arg(env);
}

QString EnvironmentProbe::fix(const MachineEntry &machine, const PythonEnvironment &found)
{
    if (!found.answered() || found.missing().isEmpty())
        return {};
    if (!machine.isLocal())
        return Tr::tr("on %1, in the project's folder: %2 -m pip install -r requirements.txt (as the generated "
                      "project's README says).")
            .arg(found.address.isEmpty() ? machine.name() : found.address, shellQuote(found.python));
    const QString envPython = PythonInterpreter::workbenchEnvPython();
    if (PythonInterpreter::workbenchEnvExists() && found.python != envPython)
        return Tr::tr("the workbench's Python environment has them: set %1's python to %2 (Machines panel, Edit).")
            .arg(machine.name(), envPython);
    if (PythonInterpreter::workbenchEnvExists())
        return Tr::tr("scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1.")
            .arg(PythonInterpreter::workbenchPythonEnv());
    return Tr::tr("scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; then "
                  "set %2's python to %3 (Machines panel, Edit). Or set TPUWB_PYTHON=/path/to/python to an "
                  "interpreter that has them.")
        .arg(PythonInterpreter::workbenchPythonEnv(), machine.name(), envPython);
}

} // namespace twb
