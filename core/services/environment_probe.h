#pragma once

#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>

namespace twb {

class MachineAccess;
class MachineEntry;
class Transport;

// What one interpreter on one host has: the Python version and the versions of the packages
// the workbench's runs use ("tpuwb doctor").
struct PythonEnvironment
{
    struct Package
    {
        QString name;      // as pip names it: torch, torch_xla, jax, jaxlib, py-spy, tensorboard
        QString version;   // empty: missing
    };

    int host = 0;
    QString address;       // the worker's address; empty on this machine
    QString python;        // the interpreter asked (the entry's `python`)
    // Empty when the interpreter answered; else why not, naming the host (unreachable, the
    // interpreter does not run, no answer in time).
    QString error;
    QString executable;    // sys.executable
    QString pythonVersion; // "3.11.2"
    QList<Package> packages;   // EnvironmentProbe::packageNames() order
    QString pySpyPath;     // the py-spy that was asked, next to the interpreter or on PATH
    // `import torch_xla` under PJRT_DEVICE=CPU (no runtime started): what XLA on CPU needs.
    bool torchXlaCpuImports = false;
    QString torchXlaCpuError;  // its last line of output, or why it was not tried
    // What installs the missing packages (EnvironmentProbe::fix/fixHere); empty when none is.
    QString fix;

    bool answered() const { return error.isEmpty(); }
    // The version of `package`; empty when missing or not asked.
    QString version(const QString &package) const;
    // The packages without a version, in packageNames() order.
    QStringList missing() const;
    Json toJson() const;
};

// Every host of one registered machine.
struct MachineEnvironment
{
    QString machine;
    bool local = false;
    QString error;         // the machine could not be asked at all (no entry, python not trusted)
    QList<PythonEnvironment> hosts;

    // Every host answered (and the machine could be asked).
    bool answered() const;
    Json toJson() const;
};

// Asks an interpreter what it has with one short Python program (EnvironmentProbe::script()):
// the Python version, each package's version from its installed metadata (falling back to the
// module's __version__), the py-spy executable next to the interpreter or on PATH (`py-spy
// --version`), and whether torch_xla imports under PJRT_DEVICE=CPU, in a child interpreter so
// that a crash in it cannot take the answer along. Nothing starts a runtime or touches a device.
//
// Local machines go through the local transport, remote ones through MachineAccess's host pool
// (one SSH session per host, in parallel); every call is bounded by kTimeout per host.
// Blocking: call from the CLI or a worker thread.
class EnvironmentProbe final
{
public:
    using Cancelled = std::function<bool()>;

    static constexpr std::chrono::seconds kTimeout{120};
    // The child that imports torch_xla gets this long (within kTimeout).
    static constexpr int kImportTimeoutSeconds = 60;

    static const QStringList &packageNames();

    // The Python program, and the shell command that runs it with `python` (quoted).
    static QString script();
    static QString command(const QString &python);
    // One host's answer: the probe's output line, or an error naming `where` when there is none
    // (the interpreter was not found, failed, or printed something else).
    static PythonEnvironment parse(const QByteArray &standardOutput, const QByteArray &standardError, int exitCode,
                                   const QString &python, const QString &where);

    // `python` on this computer, through the local transport, as the workbench's default
    // interpreter (its fix is fixHere()).
    static PythonEnvironment probeHere(const QString &python, const Cancelled &cancelled = {});
    // Whether `python` on this computer has torch_xla installed (found, not imported; a few
    // hundred ms): what the smoke test's XLA-on-CPU choice needs. False when it does not run.
    static bool hasTorchXlaHere(const QString &python);
    // `python` over a transport (worker `host` at `address`; empty: this machine).
    static PythonEnvironment probe(Transport &transport, const QString &python, int host = 0,
                                   const QString &address = {}, const Cancelled &cancelled = {});
    // Every host of the registered machine `machineName`, with its python. Refused (error set,
    // nothing run) when the registry's python for it is not trusted.
    static MachineEnvironment probeMachine(const MachineAccess &access, const QString &machineName,
                                           const Cancelled &cancelled = {});

    // What makes `found` complete on `machine`, one line; empty when nothing is missing. This
    // machine: the workbench's Python environment (scripts/install-python-env.sh, or pointing
    // the machine at it); a TPU VM: the project's requirements.txt with its python.
    static QString fix(const MachineEntry &machine, const PythonEnvironment &found);
    // The same for the workbench's own default interpreter (PythonInterpreter::defaultPython()).
    static QString fixHere(const PythonEnvironment &found);
};

} // namespace twb
