"""Runs a generated torch_xla mesh file against real PyTorch modules under the real torch_xla,
on its CPU runtime (the workbench's Python environment; the caller sets PJRT_DEVICE=CPU and
CPU_NUM_DEVICES to the mesh's device count).

usage: run_generated_torch_xla.py GENERATED.py NAMING MODEL_JSON
NAMING is 'workbench' or 'llama'. Prints one JSON object:
  mesh        the xs.Mesh build_mesh() made: device_ids, mesh_shape, axis_names
  marked      per parameter: the tensor it stands for, the file's partition spec for it, the
              sharding torch_xla reports for the XLA tensor (_get_xla_sharding_spec) and the
              sharding that spec means over the designed mesh (GSPMD's tiling, computed here)
  replicated  the parameter names left replicated, and what torch_xla reports for them
  input       the same for a batch that came through sharded_loader (INPUT_SPEC)
"""
import importlib.util
import json
import sys

import numpy as np
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
device = torch_xla.device()
model = model.to(device)
replicated = module.shard_parameters(model, mesh)
batch = torch.zeros(cfg['batch_size'], cfg['seq_len'], dtype=torch.long)
loaded = next(iter(module.sharded_loader([batch], device, mesh)))


def expected_sharding(spec, rank):
    """The HLO sharding GSPMD gives a tensor of `rank` dims marked with `spec` on the designed
    mesh (device ids in the file's order): each dim tiled by the product of its axes, the
    mesh's unused axes as a last, replicated tile dimension."""
    if spec is None or all(e is None for e in spec):
        return '{replicated}'
    names = list(module.AXIS_NAMES)
    ids = np.array(mesh.device_ids).reshape(module.MESH_SHAPE)
    order, tiles = [], []
    for entry in spec:
        axes = [] if entry is None else ([entry] if isinstance(entry, str) else list(entry))
        order += [names.index(a) for a in axes]
        tiles.append(int(np.prod([module.MESH_SHAPE[names.index(a)] for a in axes])) if axes else 1)
    unused = [i for i in range(len(names)) if i not in order]
    devices = ids.transpose(order + unused).reshape(-1).tolist()
    rest = int(np.prod([module.MESH_SHAPE[i] for i in unused])) if unused else 1
    assert len(spec) == rank
    if rest > 1:
        tiles.append(rest)
    text = '{devices=[%s]%s' % (','.join(map(str, tiles)), ','.join(map(str, devices)))
    return text + (' last_tile_dim_replicate}' if rest > 1 else '}')


def as_json(entry):
    return list(entry) if isinstance(entry, tuple) else entry


marked = {}
applied_replicated = {}
for name, param in model.named_parameters():
    applied = torch_xla._XLAC._get_xla_sharding_spec(param)
    file_spec = module.spec_for(name)
    if name in replicated:
        applied_replicated[name] = applied
        continue
    marked[name] = {'tensor': canonical[name], 'spec': [as_json(e) for e in file_spec], 'applied': applied,
                    'expected': expected_sharding(file_spec, param.dim())}
print(json.dumps({
    'mesh': {'device_ids': np.array(mesh.device_ids).tolist(), 'mesh_shape': list(mesh.mesh_shape),
             'axis_names': list(mesh.axis_names)},
    'marked': marked, 'replicated': replicated, 'applied_replicated': applied_replicated,
    'parameters': len(canonical),
    'input': {'spec': [as_json(e) for e in module.INPUT_SPEC], 'shape': list(loaded.shape),
              'applied': torch_xla._XLAC._get_xla_sharding_spec(loaded),
              'expected': expected_sharding(module.INPUT_SPEC, loaded.dim())},
}))
