#pragma once

#include "core/registry/machine_entry.h"

#include <QString>

namespace twb {

// What the last probe of a machine found, for refusals that depend on it: a machine whose probe
// saw no TPU (its spec is MaxKernel's "cpu" x 1) is a CPU machine, and a launch on its TPU is
// refused with what was found and when, not with "probe the machine" again.
class ProbeFinding final
{
public:
    // The probe ran on the machine (tpu_spec_verified) and saw no TPU device.
    static bool foundNoTpu(const MachineEntry &machine);
    // "this-machine was probed at 06:12: no TPU found (CPU, 2 cores)". The time is local,
    // with the date when it was not today; the cores when the probe counted them.
    static QString describe(const MachineEntry &machine);
    // The entry's `workbench.probe` block, written by applySpecProbe: when (ISO 8601 UTC) and,
    // from the probe's CPU_CORES line, how many cores the host has (0: not counted).
    static QString probedAt(const MachineEntry &machine);
    static int cpuCores(const MachineEntry &machine);
};

} // namespace twb
