#pragma once

#include "core/util/json.h"

#include <QString>

namespace twb {

// MaxKernel's infer_tpu_version(entry) (docs/formats.md 1.4), so that both tools write
// the same `tpu_version` for the same entry, plus the workbench's mapping of TPU7x kinds.
QString inferTpuVersion(const Json &entry);

} // namespace twb
