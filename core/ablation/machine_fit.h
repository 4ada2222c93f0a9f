#pragma once

#include "core/registry/machine_entry.h"
#include "core/util/error.h"
#include "core/util/json.h"

namespace twb {

// Whether a registered machine can run an experiment's cells: its slice must be of the
// experiment's TPU generation (compared runs share a TPU version) with as
// many devices as the experiment's slice, so the mesh maps onto it; its registry entry must
// list one host per VM of that slice; and a multislice mesh cannot run on one machine entry.
// The machine's type is its `accelerator_type`, else derived from its probed tpu_spec.
// The CPU smoke mode (`device` "cpu") does not use the TPU or the mesh: any machine can run it.
// XLA on CPU (`device` "xla-cpu", torch_xla's CPU runtime) needs no TPU either, but runs on one
// host: any single-host machine can run it, a multi-host one cannot.
class MachineFit final
{
public:
    // Success, or an error that names the machine, both slices and what differs.
    static Result<void> check(const MachineEntry &machine, const Json &experiment,
                              const QString &device = QStringLiteral("tpu"));
};

} // namespace twb
