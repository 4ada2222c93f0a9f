#pragma once

#include "core/mesh/memory_estimate.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// What `tpuwb mesh estimate --model EXPERIMENT` prints for a run: the memory of one device
// under the experiment's own mesh and partition specs, for the attention kernel that ran. The
// verifier's memory_matches_compiler check and the Monitor's memory figures both ask here, so
// the two never estimate differently.
struct DeviceMemoryEstimate
{
    MemoryEstimate estimate;
    QString accelerator;   // "v5litepod-8": whose HBM the estimate's capacity is

    // The estimate for `config` (a run's config.json, or asRun() of it); an error names the
    // field that stops it (no tpu block, a mesh that does not check).
    static Result<DeviceMemoryEstimate> forConfig(const Json &config);
    // `config` as it ran: on torch_xla's CPU runtime SDPA stands in for the Pallas kernels, and
    // the stream's config event (`configEvent`, null when there is none) names the kernel that
    // ran, whose memory is what the compiler saw.
    static Json asRun(const Json &config, const Json &configEvent);
};

} // namespace twb
