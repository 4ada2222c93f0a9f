#pragma once

#include "core/ablation/ablation_expansion.h"
#include "core/ablation/ablation_spec.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// Expands an ablation over its base experiment (docs/formats.md section 3):
// - grid: the cartesian product, first variable outermost; zip: the i-th values together
//   (all lists as long); one_at_a_time: the baseline, then each variable through its values
//   with the others at baseline;
// - a cell = the base with the cell's values set; cells with equal config hashes are one cell;
// - every variable path must exist in the base (a typo would silently add a key), baseline
//   keys must be variables, and a variable without a baseline value takes the base's;
// - refused, naming the cell and the key: a cell that changes an invariant, cells that need
//   different TPU types (tpu.accelerator_type), a cell the experiment validator rejects.
class AblationExpander final
{
public:
    static constexpr int kMaxCombinations = 100000;

    // `base` is the experiment document; `baseSource` names its file in errors and `source`
    // the ablation file.
    static Result<AblationExpansion> expand(const AblationSpec &spec, const Json &base, const QString &source,
                                            const QString &baseSource);
};

} // namespace twb
