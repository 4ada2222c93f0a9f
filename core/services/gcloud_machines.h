#pragma once

#include "core/registry/machine_entry.h"
#include "core/remote/gcloud_resolver.h"
#include "core/util/error.h"

#include <QString>

namespace twb {

// Resolution of gcloud-backed machines (MaxKernel's {"tpu_name", "zone", "project"} entries)
// for MachineAccess and the CLI. Blocking (runs gcloud, writes the registry): worker threads
// and the CLI only.
namespace gcloud_machines {

// Describes `entry`'s TPU VM with gcloud and stores the answer in its `workbench` block; when
// the registry at `registryPath` holds the machine, the stored entry is updated under the
// registry's lock (its other fields as they are on disk now) and returned.
// An entry without an address setting of its own gets `addresses`.
Result<MachineEntry> refresh(const QString &registryPath, const MachineEntry &entry, const GcloudResolver &resolver,
                             GcloudAddresses addresses = GcloudAddresses::External);

// `entry` as it can be connected to: unchanged unless it is a gcloud machine that was never
// resolved (no workers), which is resolved now.
Result<MachineEntry> ensureResolved(const QString &registryPath, const MachineEntry &entry,
                                    const GcloudResolver &resolver,
                                    GcloudAddresses addresses = GcloudAddresses::External);

// An error when the cached state says the workers cannot be reached (PREEMPTED, CREATING, ...),
// naming the machine and what to do; nothing for READY, an unknown state or a non-gcloud entry.
Result<void> checkReady(const MachineEntry &entry);

// The state shown on a machine: the gcloud state with the time it was seen ("READY at
// 2026-12-02 21:30 UTC"), or an empty string for a machine without gcloud.
QString stateText(const MachineEntry &entry);

} // namespace gcloud_machines
} // namespace twb
