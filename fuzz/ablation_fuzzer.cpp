// ablations/<name>.json: AblationSpec::parse, what the editor reads back, and (when the matrix
// is small) the expansion over a real base experiment, the demo's tiny-lm.
#include "fuzz/fuzz_support.h"

#include "core/ablation/ablation_expander.h"
#include "core/ablation/ablation_spec.h"

using namespace Qt::StringLiterals;

namespace {

// templates/demo/experiments/tiny-lm/experiment.json
constexpr const char *kBase = R"json({"schema":"tpuwb.experiment/1","name":"tiny-lm","hypothesis":"A 3x larger learning rate than 1e-3 still trains stably at this size and ends lower.","model":{"kind":"decoder","d_model":64,"n_layers":2,"n_heads":4,"d_ff":128,"vocab_size":128},"train":{"batch_size":16,"seq_len":32,"lr":0.0003,"warmup_steps":20,"max_steps":160,"weight_decay":0.1,"grad_clip":1.0,"eval_every":40,"save_every":100000,"seed":42,"log_every":2,"eval_batches":2,"dtype":"bfloat16"},"data":{"source":"synthetic","shuffle_buffer":10000},"tpu":{"accelerator_type":"v5litepod-8","strategy":"fsdpv2","mesh":{"axes":[{"name":"data","size":1,"kind":"ici"},{"name":"fsdp","size":8,"kind":"ici"}]},"scan_layers":false},"attention_kernel":"splash","optimizer":"syncfree_adamw","module_versions":{"ffn":"swiglu-v1","norm":"rmsnorm-v1","attn":"splash-v1","pos":"rope-v1"},"tracking":{"wandb":{"enabled":false,"project":null}}})json";

// Cells of a grid over the variables: expanding more would measure the expander's speed, not
// the reader.
constexpr std::size_t kMaxCellsExpanded = 64;

} // namespace

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const twb::Json base = *twb::parseJson(kBase, u"tiny-lm"_s);
    const QString source = u"fuzz/ablations/a.json"_s;
    auto spec = twb::AblationSpec::parse(twb::fuzz::bytes(data, size), source);
    if (!spec) {
        twb::fuzz::expectNamed(spec.error().message, source);
        return 0;
    }
    (void)spec->rangeWarnings();
    (void)spec->toJson().dump();
    std::size_t cells = 1;
    for (const auto &variable : spec->variables())
        cells *= std::max<std::size_t>(1, std::min(variable.values().size(), kMaxCellsExpanded + 1));
    if (cells * std::max<std::size_t>(1, spec->seeds().size()) > kMaxCellsExpanded)
        return 0;
    auto expansion = twb::AblationExpander::expand(*spec, base, source, u"fuzz/experiments/base.json"_s);
    if (!expansion && expansion.error().message.isEmpty())
        twb::fuzz::violated("an expansion error without a message", expansion.error().where);
    return 0;
}
