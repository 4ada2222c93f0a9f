#pragma once

#include "core/registry/machine_entry.h"
#include "core/util/error.h"

#include <QString>

namespace twb::test {

// This computer as a local machine `name` in the registry at `registryPath` (Debian's python,
// runs under `remoteRoot`), probed for real through the local transport (the shipped probe
// script; this machine has no TPU, so the probe finds its CPU) and the report saved as the
// Machines panel saves it. Returns the saved entry.
Result<MachineEntry> addProbedThisMachine(const QString &registryPath, const QString &name, const QString &remoteRoot);

} // namespace twb::test
