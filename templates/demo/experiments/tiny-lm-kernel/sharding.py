"""The sharding plan: the partition spec of every parameter over the experiment's `tpu.mesh`.

Plain Python and PyTorch (no TPU needed), so the CPU smoke test computes the same plan the TPU
run applies and writes it as the `sharding` metrics event. TPU Workbench computes the same list
without running anything (`tpuwb mesh plan EXPERIMENT_DIR --json`, core/mesh/sharding_plan.cpp);
a test checks that the two are equal, so change both or neither.

Rules, per parameter of model.py:
- its tensor name is the Mesh panel's name for it (`layers.wq`, `layers.experts.w_up`, ...),
  found by the patterns of TENSOR_NAMES;
- `tpu.mesh.partition_specs.tensors[<tensor name>]` is its spec when present ("source": "spec");
- otherwise the strategy's default ("source": "default"): fsdpv2 shards dimension 0 over `fsdp`
  where it divides (what SpmdFullyShardedDataParallel does; the others are marked replicated
  so that the wrapper leaves them alone); spmd uses the Mesh panel's role defaults (below);
  single and ddp replicate everything (no SPMD).
A spec is a list with one entry per dimension: None (replicated), an axis name, or a list of
axis names.
"""

import itertools
import math
import re

# Parameter name (model.named_parameters) -> (tensor name in the Mesh panel, role).
TENSOR_NAMES = (
    (r"embed\.weight", "embed", "embedding"),
    # An encoder-decoder's encoder: the same blocks without cross-attention.
    (r"encoder\.layers\.\d+\.attn_norm\.weight", "encoder.layers.attn_norm", "norm"),
    (r"encoder\.layers\.\d+\.attn\.wq\.weight", "encoder.layers.wq", "column"),
    (r"encoder\.layers\.\d+\.attn\.wk\.weight", "encoder.layers.wk", "column"),
    (r"encoder\.layers\.\d+\.attn\.wv\.weight", "encoder.layers.wv", "column"),
    (r"encoder\.layers\.\d+\.attn\.wo\.weight", "encoder.layers.wo", "row"),
    (r"encoder\.layers\.\d+\.ffn_norm\.weight", "encoder.layers.mlp_norm", "norm"),
    (r"encoder\.layers\.\d+\.ffn\.w1\.weight", "encoder.layers.w_gate", "column"),
    (r"encoder\.layers\.\d+\.ffn\.w3\.weight", "encoder.layers.w_up", "column"),
    (r"encoder\.layers\.\d+\.ffn\.w2\.weight", "encoder.layers.w_down", "row"),
    (r"encoder\.norm\.weight", "encoder.final_norm", "norm"),
    (r"layers\.\d+\.attn_norm\.weight", "layers.attn_norm", "norm"),
    (r"layers\.\d+\.attn\.wq\.weight", "layers.wq", "column"),
    (r"layers\.\d+\.attn\.wk\.weight", "layers.wk", "column"),
    (r"layers\.\d+\.attn\.wv\.weight", "layers.wv", "column"),
    (r"layers\.\d+\.attn\.wo\.weight", "layers.wo", "row"),
    (r"layers\.\d+\.cross_norm\.weight", "layers.cross_norm", "norm"),
    (r"layers\.\d+\.cross_attn\.wq\.weight", "layers.cross_wq", "column"),
    (r"layers\.\d+\.cross_attn\.wk\.weight", "layers.cross_wk", "column"),
    (r"layers\.\d+\.cross_attn\.wv\.weight", "layers.cross_wv", "column"),
    (r"layers\.\d+\.cross_attn\.wo\.weight", "layers.cross_wo", "row"),
    (r"layers\.\d+\.ffn_norm\.weight", "layers.mlp_norm", "norm"),
    (r"layers\.\d+\.ffn\.router\.gate\.weight", "layers.router", "router"),
    (r"layers\.\d+\.ffn\.w1", "layers.experts.w_gate", "expert_column"),
    (r"layers\.\d+\.ffn\.w3", "layers.experts.w_up", "expert_column"),
    (r"layers\.\d+\.ffn\.w2", "layers.experts.w_down", "expert_row"),
    (r"layers\.\d+\.ffn\.w1\.weight", "layers.w_gate", "column"),
    (r"layers\.\d+\.ffn\.w3\.weight", "layers.w_up", "column"),
    (r"layers\.\d+\.ffn\.w2\.weight", "layers.w_down", "row"),
    (r"norm\.weight", "final_norm", "norm"),
    (r"lm_head\.weight", "lm_head", "lm_head"),
)

SPMD_STRATEGIES = ("spmd", "fsdpv2")


def tensor_name(parameter_name):
    """(tensor name, role) of a parameter of model.py; (None, None) for one it does not know."""
    for pattern, name, role in TENSOR_NAMES:
        if re.fullmatch(pattern, parameter_name):
            return name, role
    return None, None


def mesh_axes(cfg):
    """[(name, size, kind)] of tpu.mesh.axes, outermost first."""
    axes = (cfg.get("tpu", {}).get("mesh") or {}).get("axes") or []
    return [(a["name"], int(a["size"]), a.get("kind", "ici")) for a in axes]


def device_ids(cfg, n_devices):
    """The device order of the mesh: tpu.mesh.device_ids (the Mesh panel writes it when the
    order is not 0..n-1), else 0..n-1."""
    ids = (cfg.get("tpu", {}).get("mesh") or {}).get("device_ids")
    if ids is None:
        return list(range(n_devices))
    if sorted(ids) != list(range(n_devices)):
        raise ValueError(f"config.json: `tpu.mesh.device_ids` must list each of the {n_devices} "
                         f"device ids 0..{n_devices - 1} once; it has {len(ids)} entries")
    return list(ids)


def _axis_product(names, sizes):
    return math.prod(max(1, sizes.get(n, 1)) for n in names)


def _default(strategy, role, shape, sizes):
    """The Mesh panel's defaults (core/mesh/partition_plan.cpp). fsdpv2: dimension 0 over fsdp.
    spmd: F = fsdp, T = tensor or model, X = expert when the mesh has them. An axis is left
    out where it does not divide the dimension."""
    spec = [[] for _ in shape]

    def first(*names):
        return next((n for n in names if n in sizes), None)

    def assign(dim, axis):
        if axis is None or dim >= len(spec):
            return
        candidate = spec[dim] + [axis]
        if shape[dim] > 0 and shape[dim] % _axis_product(candidate, sizes) != 0:
            return
        spec[dim] = candidate

    if strategy == "fsdpv2" and "fsdp" in sizes:
        assign(0, "fsdp")
        return spec
    F, T, X = first("fsdp"), first("tensor", "model"), first("expert")
    if role in ("embedding", "lm_head", "column"):
        assign(0, T), assign(1, F)
    elif role == "row":
        assign(0, F), assign(1, T)
    elif role == "router":
        assign(1, F)
    elif role == "expert_column":
        assign(0, X), assign(1, T), assign(2, F)
    elif role == "expert_row":
        assign(0, X), assign(1, F), assign(2, T)
    return spec


def _normalised(spec):
    """JSON form: None, "axis" or ["a", "b"] per dimension."""
    out = []
    for dim in spec:
        if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
            out.append(None)
        elif isinstance(dim, str):
            out.append(dim)
        elif len(dim) == 1:
            out.append(dim[0])
        else:
            out.append(list(dim))
    return out


def plan(cfg, named_shapes):
    """[{"name", "tensor", "shape", "spec", "source"}] for (parameter name, shape) pairs in
    model order. Raises ValueError naming the field when a spec cannot apply."""
    strategy = cfg.get("tpu", {}).get("strategy")
    sizes = {name: size for name, size, _ in mesh_axes(cfg)}
    specs = ((cfg.get("tpu", {}).get("mesh") or {}).get("partition_specs") or {}).get("tensors") or {}
    entries = []
    for name, shape in named_shapes:
        shape = [int(d) for d in shape]
        tensor, role = tensor_name(name)
        if strategy in SPMD_STRATEGIES and tensor in specs:
            spec, source = _normalised(specs[tensor]), "spec"
            if len(spec) != len(shape):
                raise ValueError(f"config.json: `tpu.mesh.partition_specs.tensors.{tensor}` has "
                                 f"{len(spec)} entries but {name} has {len(shape)} dimensions "
                                 f"{tuple(shape)}")
            for dim in spec:
                for axis in ([dim] if isinstance(dim, str) else dim or []):
                    if axis not in sizes:
                        raise ValueError(f"config.json: `tpu.mesh.partition_specs.tensors."
                                         f"{tensor}` names the axis {axis!r}, which tpu.mesh "
                                         f"does not have ({', '.join(sizes)})")
        elif strategy in SPMD_STRATEGIES:
            spec, source = _normalised(_default(strategy, role, shape, sizes)), "default"
        else:
            spec, source = [None] * len(shape), "default"
        entries.append({"name": name, "tensor": tensor, "shape": shape, "spec": spec,
                        "source": source})
    return entries


def model_plan(cfg, model):
    """plan() for the parameters of a built model.py model."""
    return plan(cfg, [(name, tuple(p.shape)) for name, p in model.named_parameters()])


def run_plan(cfg, model):
    """The `sharding` metrics event (without "event"): strategy, mesh axes, device order and
    the plan of every parameter."""
    axes = mesh_axes(cfg)
    return {"strategy": cfg.get("tpu", {}).get("strategy"),
            "axes": [{"name": n, "size": size, "kind": kind} for n, size, kind in axes],
            "device_ids": device_ids(cfg, math.prod(size for _, size, _ in axes)),
            "parameters": model_plan(cfg, model)}


def as_partition_spec(spec):
    """The torch_xla form of a JSON spec: a tuple of None, names and tuples of names."""
    return tuple(None if d is None else d if isinstance(d, str) else tuple(d) for d in spec)


def hlo_sharding_text(spec, axes, device_ids):
    """The sharding XLA reports for a tensor marked with `spec` over the mesh (`axes`: (name,
    size) pairs, `device_ids` in mesh order), in its own text form: "{replicated}" or
    "{devices=[tiles...]ids}" with " last_tile_dim_replicate" when some axes are unused (XLA
    lists the devices of each such group in ascending order). Independent of torch_xla, so the
    applied sharding is checked against the design, not against itself."""
    names, sizes = [n for n, _ in axes], [size for _, size in axes]
    order, tiles = [], []
    for dim in spec:
        dim_axes = [] if dim is None else [dim] if isinstance(dim, str) else list(dim)
        order += [names.index(a) for a in dim_axes]
        tiles.append(math.prod(sizes[names.index(a)] for a in dim_axes))
    if math.prod(tiles) == 1:
        return "{replicated}"
    rest = [i for i in range(len(names)) if i not in order]
    replicas = math.prod(sizes[i] for i in rest)
    strides = [math.prod(sizes[i + 1:]) for i in range(len(sizes))]
    perm = order + rest
    ids = [device_ids[sum(i * strides[axis] for i, axis in zip(index, perm))]
           for index in itertools.product(*(range(sizes[axis]) for axis in perm))]
    if replicas > 1:
        ids = [d for at in range(0, len(ids), replicas) for d in sorted(ids[at:at + replicas])]
        tiles.append(replicas)
    text = "{devices=[" + ",".join(map(str, tiles)) + "]" + ",".join(map(str, ids))
    return text + (" last_tile_dim_replicate}" if replicas > 1 else "}")


def decode_sharding(text, planned, axes, device_ids):
    """The partition spec (JSON form) over this mesh and device order whose sharding is `text`:
    the planned one when it matches, else the first that does (size-1 axes shard nothing, so
    several specs can), else None (no spec over the designed mesh gives that sharding)."""
    if hlo_sharding_text(planned, axes, device_ids) == text:
        return planned
    rank = len(planned)
    used = [name for name, size in axes if size > 1]
    for where in itertools.product(range(rank + 1), repeat=len(used)):  # rank: unused
        dims = [[a for a, d in zip(used, where) if d == dim] for dim in range(rank)]
        for orders in itertools.product(*(itertools.permutations(d) for d in dims)):
            spec = _normalised(list(orders))
            if hlo_sharding_text(spec, axes, device_ids) == text:
                return spec
    return None


def applied_plan(cfg, planned, texts):
    """The `sharding_applied` event (without "event"): `planned` is run_plan()'s object,
    `texts` the sharding text torch_xla reports for each parameter name (read from the
    tensors after marking and wrapping)."""
    axes = [(axis["name"], axis["size"]) for axis in planned["axes"]]
    ids = planned["device_ids"]
    parameters = []
    for entry in planned["parameters"]:
        text = texts.get(entry["name"])
        parameters.append({"name": entry["name"], "tensor": entry["tensor"],
                           "shape": entry["shape"], "hlo_sharding": text,
                           "spec": None if text is None else
                           decode_sharding(text, entry["spec"], axes, ids)})
    return {"axes": planned["axes"], "device_ids": ids, "parameters": parameters}
