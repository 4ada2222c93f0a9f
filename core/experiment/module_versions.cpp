#include "core/experiment/module_versions.h"

namespace twb {

Json ModuleVersions::forModel(const QString &modelKind, const QString &attentionKernel)
{
    Json versions = Json::object();
    if (modelKind == QLatin1StringView("moe"))
        versions["router"] = "topk-v1";
    versions["ffn"] = "swiglu-v1";
    versions["norm"] = "rmsnorm-v1";
    versions["attn"] = toStd(attentionKernel) + "-v1";
    versions["pos"] = "rope-v1";
    if (modelKind == QLatin1StringView("encoder_decoder")) {
        // Cross-attention and the source/target split of the token window (model.py).
        versions["cross_attn"] = "cross-v1";
        versions["seq2seq"] = "half-split-v1";
    }
    return versions;
}

} // namespace twb
