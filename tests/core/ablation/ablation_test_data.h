#pragma once

#include "core/util/json.h"

// A valid experiment (docs/formats.md section 2's example), the base of the ablation tests.
inline twb::Json ablationTestBase()
{
    return twb::Json::parse(R"({"schema": "tpuwb.experiment/1", "name": "moe-clamp", "hypothesis": "clamping helps",
 "model": {"kind": "moe", "d_model": 512, "n_layers": 8, "n_heads": 8, "d_ff": 2048,
           "vocab_size": 32000, "moe": {"n_experts": 8, "top_k": 2, "capacity_factor": 1.25}},
 "train": {"batch_size": 32, "seq_len": 512, "lr": 0.0003, "warmup_steps": 200,
           "max_steps": 2000, "weight_decay": 0.1, "grad_clip": 1.0,
           "eval_every": 200, "save_every": 500, "seed": 42},
 "data": {"source": "synthetic", "shuffle_buffer": 10000},
 "tpu": {"accelerator_type": "v5litepod-8", "strategy": "fsdpv2",
         "mesh": {"axes": [{"name": "data", "size": 1, "kind": "ici"}, {"name": "fsdp", "size": 8, "kind": "ici"}]}},
 "attention_kernel": "splash", "optimizer": "syncfree_adamw",
 "module_versions": {"router": "topk-v1", "ffn": "swiglu-v1", "norm": "rmsnorm-v1", "attn": "splash-v1", "pos": "rope-v1"},
 "tracking": {"wandb": {"enabled": false, "project": null}}})");
}
