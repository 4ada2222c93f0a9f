#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb {

// Builds the bundled demo workspace: the skeleton, the demo data shipped under
// templates/demo/ (experiments, a finished CPU ablation with its runs and curves, a recorded
// kernel-optimization run), and this machine registered as a `mode: "local"` entry with its
// probed spec, so a newcomer without a TPU sees every panel work.
// With `replace`, an existing workspace at `root` is removed first (only if it is one: a
// folder with workbench.json, never an arbitrary folder).
Result<void> createDemoWorkspace(const QString &root, bool replace);

} // namespace twb
