#pragma once

#include "core/registry/machine_entry.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

namespace twb {

// Whether registered machines can run an experiment as one multislice job (one slice per
// machine, in the order given): two or more machines, none named twice, all of one
// accelerator type, one interpreter and one remote root (the run has one folder path and one
// python on every host); the experiment's DCN mesh axes multiply to the number of slices (and
// its tpu.mesh.slices, when set, is that number). On TPU each machine must also fit the
// experiment's slice (MachineFit, with the mesh's slice count taken out). XLA on CPU
// ("xla-cpu") runs on one host and is refused. Errors name the
// machines, the axis and the file, and say what to change.
class MultisliceFit final
{
public:
    // `experiment` is the run's config; `where` names it in errors (its config.json).
    static Result<void> check(const QList<MachineEntry> &machines, const Json &experiment, const QString &where,
                              const QString &device = QStringLiteral("tpu"));
};

} // namespace twb
