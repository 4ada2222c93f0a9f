#pragma once

#include "core/registry/spec_probe.h"
#include "core/remote/machine_transport.h"

#include <QList>

namespace twb {

// The outcome of "Test connection" or "Probe" on one host of a machine.
struct HostCheckResult
{
    int workerIndex = 0;
    QString address;
    bool ok = false;
    // The wall time of `true` run on the host, the connect included when it had to connect:
    // what reaching it costs. A probe's own time (Python importing torch: seconds) is not it.
    std::chrono::milliseconds latency{0};
    QString message;
    std::optional<SpecProbeResult> probe;
};

struct MachineCheckReport
{
    QString machine;
    bool probed = false;
    QList<HostCheckResult> hosts;

    bool allOk() const;
    // Worker 0's probe, which defines the machine's spec (MaxKernel probes one host too).
    const SpecProbeResult *primaryProbe() const;
};

enum class MachineCheck { Connection, Probe };

// Runs the check on every host of the machine in parallel (blocking; call it off the GUI
// thread). `onHostDone` is called from the host's thread as each host finishes.
MachineCheckReport checkMachine(const MachineEntry &machine, MachineCheck check, const ConnectionSettings &settings,
                                const std::function<void(const HostCheckResult &)> &onHostDone = {});

// Records a report in the registry under its lock: each host's reachability and latency, and,
// for a successful probe, the verified spec. `note` receives a message when a hand-typed spec
// was replaced. Returns the stored entry.
Result<MachineEntry> saveCheckReport(const QString &registryPath, const MachineCheckReport &report,
                                     QString *note = nullptr);

} // namespace twb
