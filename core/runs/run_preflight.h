#pragma once

#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace twb {

class HostPool;

// What the preflight found on one host before a launch.
struct HostPreflight
{
    int host = 0;
    QString error;                 // the host could not be checked (connection, shell)
    bool pythonFound = false;
    QString pythonVersion;
    qint64 freeBytes = -1;         // under the remote root; -1 unknown
    qint64 memAvailableBytes = -1; // MemAvailable of the host's /proc/meminfo; -1 unknown
    struct Holder
    {
        qint64 pid = 0;
        QString command;
    };
    QList<Holder> deviceHolders;   // processes with a TPU device open
    bool lockfile = false;         // the libtpu lockfile exists
    bool cleaned = false;          // holders killed and lockfile removed on request
    // Asked for a TPU-mode launch only (Options::requireTpu):
    bool tpuChecked = false;
    int tpuDevices = 0;            // device files found (/dev/accel*, /dev/vfio/*)
    // Asked for a TPU-mode or XLA-on-CPU launch (requireTpu, requireTorchXla):
    bool torchXlaChecked = false;
    bool torchXlaOnCpu = false;    // imported under PJRT_DEVICE=CPU (XLA on CPU)
    QString torchXlaVersion;       // empty: `import torch_xla` failed
    QString torchXlaError;         // its last line of output
    // Asked when Options::stackSampler: the sampler `tpuwb run stacks` would use, tried on a
    // short-lived interpreter ("py-spy 0.3.14", "austin 3.7.0"); empty when none read it.
    bool stackSamplerChecked = false;
    QString stackSampler;
    QStringList stackSamplerFailures;   // "austin 1.0.1: Interpreter state search timed out"

    // A stale lockfile (no process holds a device) blocks libtpu as surely as a busy TPU.
    bool staleLockfile() const { return lockfile && deviceHolders.isEmpty(); }
    // Problems that stop a launch, one sentence each, naming the host.
    QStringList blockers(const QString &hostName, qint64 minimumFreeBytes) const;
    // Findings that do not stop a launch (no stack sampler, and how to install one).
    QStringList notes(const QString &hostName) const;
};

// Checks every host of a slice before a launch (MaxText's multihost_runner does the same
// hygiene): the interpreter runs, the remote root has room, no process holds /dev/accel* or
// /dev/vfio, no stale /tmp/libtpu_lockfile. For a TPU-mode launch (requireTpu) also that the
// host has TPU devices and that the interpreter can `import torch_xla`: without them the run
// would only die on its first line. An XLA-on-CPU launch (requireTorchXla) asks for the import
// only, under PJRT_DEVICE=CPU. It only reports; killing the holders and removing
// the lockfile happens only when asked (`clean`).
class RunPreflight final
{
public:
    struct Options
    {
        QString python = QStringLiteral("python3");
        QString remoteRoot = QStringLiteral("~/tpu-workbench");
        bool clean = false;
        bool requireTpu = false;   // a TPU-mode launch: TPU devices and torch_xla must be there
        // An XLA-on-CPU launch (--device xla-cpu): `import torch_xla` under PJRT_DEVICE=CPU must
        // work; no TPU device is asked for. Ignored with requireTpu.
        bool requireTorchXla = false;
        bool stackSampler = true;  // try py-spy and austin (about a second, alongside the rest)
        // Where the TPU runtime's files are; tests point them at temp files.
        QStringList devicePatterns = {QStringLiteral("/dev/accel*"), QStringLiteral("/dev/vfio/*")};
        QString lockfile = QStringLiteral("/tmp/libtpu_lockfile");
        // Where the host's free RAM is read (a CPU launch is refused when it does not fit);
        // tests point it at a file that says what they need.
        QString meminfo = QStringLiteral("/proc/meminfo");
    };

    static constexpr qint64 kMinimumFreeBytes = qint64(1) << 30;

    // Blocks; call from a worker thread (or the CLI).
    static std::vector<HostPreflight> run(HostPool &pool, const Options &options);

    // The shell script run on each host (exposed for tests).
    static QString script(const Options &options);
    static HostPreflight parse(int host, const QByteArray &output);
};

} // namespace twb
