#pragma once

#include "core/runs/run_verification.h"
#include "core/util/json.h"

#include <optional>

namespace twb {

// The two checks of RunVerifier's list that hold what torch_xla itself reports against what core
// designed for the run's config: the `sharding_applied` event (the sharding read back from the
// XLA tensors) against the plan of `tpuwb mesh plan` (ShardingPlan), and the `memory_compiled`
// event (XLA's buffer assignment of the compiled step) against the per-device estimate of
// `tpuwb mesh estimate` (MeshCheck / MemoryEstimator). Only an XLA run (--device xla-cpu, a
// TPU) writes these events; without one a check does not apply.
class XlaReadbackChecks final
{
public:
    // sharding_matches_plan. `applied`: the run's newest sharding_applied event.
    static VerificationCheck sharding(const std::optional<Json> &applied, const Json &config);
    // memory_matches_compiler. `compiled`: the run's newest memory_compiled event; passes when
    // the estimate's total is within `tolerance` of the compiler's total, relative to the latter,
    // and the state the step updates in place (parameters, optimizer state, master copy) within
    // `stateTolerance` of the arguments XLA aliases to outputs (when it reports them).
    // `eagerDebug`: the run ran in torch_xla's eager mode, which has no whole-step program.
    static VerificationCheck memory(const std::optional<Json> &compiled, const Json &config, double tolerance,
                                    double stateTolerance, bool eagerDebug = false);
};

} // namespace twb
