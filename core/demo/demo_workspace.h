#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb {

// Builds the bundled demo workspace: the skeleton, the demo data shipped under
// templates/demo/ (a finished CPU ablation with its experiment, runs and curves), this machine
// registered as a `mode: "local"` entry with its probed spec, a TPU-sized experiment rendered
// from the current templates, and a kernel-optimization run driven to its end on this machine
// by the replay worker (the entry names it: kernel_worker_command "replay"; the run is
// labelled REPLAY wherever it appears), so a newcomer without a TPU sees every panel work.
// With `replace`, an existing workspace at `root` is removed first (only if it is one: a
// folder with workbench.json, never an arbitrary folder).
Result<void> createDemoWorkspace(const QString &root, bool replace);

} // namespace twb
