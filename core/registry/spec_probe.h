#pragma once

#include "core/registry/machine_entry.h"
#include "core/util/error.h"

#include <QString>

#include <optional>

namespace twb {

// What the probe script printed on one host (docs/formats.md section 1): MaxKernel's two lines
// DEVICE_KIND:/DEVICE_COUNT: plus the workbench's ACCELERATOR_TYPE:, WORKER_ID:, HOSTNAMES:
// and SOURCE: (which method answered: jax, torch_xla, env, metadata, devices, none).
struct SpecProbeResult
{
    TpuSpec spec;
    QString acceleratorType;
    std::optional<int> workerId;
    QStringList hostnames;
    QString source;
    int cpuCores = 0;  // CPU_CORES: (nproc); 0 when not printed
};

// The shell script run on a host (through `bash -s`, fed on stdin) to find its devices. It tries,
// in order, jax, torch_xla, the TPU_* environment, the GCE metadata server and /dev/accel* or
// /dev/vfio device files, each bounded in time. `python` is the interpreter to try imports with.
QString specProbeScript(const QString &python);

// Parses the probe output with MaxKernel's rules (both DEVICE_ lines must be present). When
// only an accelerator type was found, the device kind and count come from the TPU catalog.
// `host` names the host in errors.
Result<SpecProbeResult> parseSpecProbeOutput(const QByteArray &output, const QString &host);

// The spec a framework would report for a slice of `acceleratorType` (e.g. "v5litepod-8" ->
// "TPU v5 lite" x 8), from the TPU catalog; used when only the TPU_* environment or the
// metadata server answered.
Result<TpuSpec> specForAcceleratorType(const QString &acceleratorType);

// Why an entry's probed spec does not match its accelerator type (a v4-8 entry whose probe
// found one CPU): "found cpu x 1; v4-8 has TPU v4 x 4". Nullopt when it matches, when nothing
// was probed, or when the type is unset or unknown to the catalog. Such an entry is not
// verified (MachineEntry::isSpecVerified).
std::optional<QString> specMismatch(const MachineEntry &entry);

// Applies a probe to an entry: stores the spec as probed, re-infers tpu_version from the new
// kind, and fills the accelerator type if it was unknown. Returns a note when a hand-typed
// (unverified) spec was replaced because the hardware disagreed, or when the probed devices do
// not match the entry's accelerator type (MachineEntry::specMismatch: not verified then).
QString applySpecProbe(MachineEntry &entry, const SpecProbeResult &probe);

} // namespace twb
