"""Runs a generated torch_xla mesh file against real PyTorch modules (on the FAKE torch_xla).

usage: run_generated_torch_xla.py GENERATED.py NAMING MODEL_JSON
NAMING is 'workbench' or 'llama'. Prints one JSON object: the mesh calls, the spec marked on
each parameter with the tensor it stands for, the replicated parameter names, the loader's
input spec.
"""
import importlib.util
import json
import sys

import torch
from torch import nn

import torch_xla

generated, naming, model_json = sys.argv[1], sys.argv[2], sys.argv[3]
cfg = json.loads(model_json)
d, layers, heads = cfg['d_model'], cfg['n_layers'], cfg['n_heads']
kv = cfg.get('n_kv_heads', heads)
hd = d // heads
ff, vocab = cfg['d_ff'], cfg['vocab_size']
experts = cfg.get('n_experts', 0)

canonical = {}  # parameter name -> workbench tensor name


class Norm(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))


def linear(i, o):
    return nn.Linear(i, o, bias=False)


class Experts(nn.Module):
    def __init__(self):
        super().__init__()
        self.w_gate = nn.Parameter(torch.zeros(experts, ff, d))
        self.w_up = nn.Parameter(torch.zeros(experts, ff, d))
        self.w_down = nn.Parameter(torch.zeros(experts, d, ff))


def block_workbench():
    block = nn.Module()
    block.attn_norm = Norm()
    block.attn = nn.Module()
    block.attn.wq, block.attn.wk = linear(d, heads * hd), linear(d, kv * hd)
    block.attn.wv, block.attn.wo = linear(d, kv * hd), linear(heads * hd, d)
    block.mlp_norm = Norm()
    block.mlp = nn.Module()
    if experts:
        block.mlp.router = linear(d, experts)
        block.mlp.experts = Experts()
    else:
        block.mlp.w_gate, block.mlp.w_up, block.mlp.w_down = linear(d, ff), linear(d, ff), linear(ff, d)
    return block


def block_llama():
    block = nn.Module()
    block.input_layernorm = Norm()
    block.self_attn = nn.Module()
    block.self_attn.q_proj, block.self_attn.k_proj = linear(d, heads * hd), linear(d, kv * hd)
    block.self_attn.v_proj, block.self_attn.o_proj = linear(d, kv * hd), linear(heads * hd, d)
    block.post_attention_layernorm = Norm()
    block.mlp = nn.Module()
    block.mlp.gate_proj, block.mlp.up_proj, block.mlp.down_proj = linear(d, ff), linear(d, ff), linear(ff, d)
    return block


model = nn.Module()
if naming == 'workbench':
    model.embed = nn.Embedding(vocab, d)
    model.layers = nn.ModuleList([block_workbench() for _ in range(layers)])
    model.final_norm = Norm()
    model.lm_head = linear(d, vocab)
else:
    model.model = nn.Module()
    model.model.embed_tokens = nn.Embedding(vocab, d)
    model.model.layers = nn.ModuleList([block_llama() for _ in range(layers)])
    model.model.norm = Norm()
    model.lm_head = linear(d, vocab)

names = {
    'embed': 'embed', 'embed_tokens': 'embed', 'final_norm': 'final_norm', 'norm': 'final_norm',
    'lm_head': 'lm_head', 'attn_norm': 'layers.attn_norm', 'input_layernorm': 'layers.attn_norm',
    'mlp_norm': 'layers.mlp_norm', 'post_attention_layernorm': 'layers.mlp_norm',
    'wq': 'layers.wq', 'q_proj': 'layers.wq', 'wk': 'layers.wk', 'k_proj': 'layers.wk',
    'wv': 'layers.wv', 'v_proj': 'layers.wv', 'wo': 'layers.wo', 'o_proj': 'layers.wo',
    'w_gate': 'layers.w_gate', 'gate_proj': 'layers.w_gate', 'w_up': 'layers.w_up', 'up_proj': 'layers.w_up',
    'w_down': 'layers.w_down', 'down_proj': 'layers.w_down', 'router': 'layers.router',
}
by_id = {}
for name, param in model.named_parameters():
    parts = name.split('.')
    key = parts[-1] if parts[-1] in ('w_gate', 'w_up', 'w_down') and 'experts' in parts else parts[-2]
    tensor = names[key]
    if 'experts' in parts:
        tensor = 'layers.experts.' + key
    canonical[name] = tensor
    by_id[id(param)] = name

spec = importlib.util.spec_from_file_location('generated_mesh', generated)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)

mesh = module.build_mesh()
replicated = module.shard_parameters(model, mesh)
module.sharded_loader([], torch_xla.device(), mesh)


def as_json(entry):
    return list(entry) if isinstance(entry, tuple) else entry


marked = {}
calls = []
for call in torch_xla.CALLS:
    if call[0] == 'mark_sharding':
        name = by_id[call[1]]
        marked[name] = {'tensor': canonical[name], 'spec': [as_json(e) for e in call[2]]}
    elif call[0] == 'MpDeviceLoader':
        calls.append({'call': 'MpDeviceLoader', 'spec': [as_json(e) for e in call[1]]})
    else:
        calls.append({'call': call[0], 'args': [list(a) if isinstance(a, tuple) else a for a in call[1:]]})
print(json.dumps({'calls': calls, 'marked': marked, 'replicated': replicated,
                  'parameters': len(canonical)}))
