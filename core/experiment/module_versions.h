#pragma once

#include "core/util/json.h"

#include <QString>

namespace twb {

// The version strings of the modules the experiment templates implement (model.py's
// MODULE_VERSIONS). They are part of the experiment, hence of the config hash: a change of a
// module's maths gets a new version and so a new hash. A template change that alters the
// maths must bump the version here.
class ModuleVersions final
{
public:
    // {"router": "topk-v1" (MoE only), "ffn": "swiglu-v1", "norm": "rmsnorm-v1",
    //  "attn": "<kernel>-v1", "pos": "rope-v1", and for an encoder-decoder "cross_attn":
    //  "cross-v1", "seq2seq": "half-split-v1"}
    static Json forModel(const QString &modelKind, const QString &attentionKernel);
};

} // namespace twb
