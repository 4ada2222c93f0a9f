#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb {

class Workspace;

// The demo's TPU-sized experiment: an MoE decoder of about 1.7B parameters with FSDPv2 on a
// v5litepod-16 (4 hosts), rendered from the current templates like `tpuwb scaffold` does. Its
// mesh and memory are what the Mesh panel opens on: as given it does not fit in HBM, and the
// panel says what would make it fit. Returns the experiment's folder.
Result<QString> createDemoExperiment(const Workspace &workspace);

} // namespace twb
