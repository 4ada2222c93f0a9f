"""Describes training checkpoints as JSON (tpuwb checkpoint inspect; docs/formats.md).

Run on the machine where the run lives, with the run's own Python (it needs torch to read
torch-saved state; nothing is sent to the GPU/TPU: map_location="cpu"):

    python3 inspect_checkpoint.py [--expect-hash HASH] PATH

PATH is one checkpoint folder (ckpt-<seed>-<hash>-<step>, see checkpoint.py) or a folder of
them (a run's checkpoints/). Prints {"schema": "tpuwb.checkpoint_inspect/1", "checkpoints":
[...]} on stdout, oldest step first; a checkpoint that cannot be read gets an "error" and the
others are still described. Exit 0 unless PATH itself is missing.
"""

import argparse
import json
import os
import re
import sys

SCHEMA = "tpuwb.checkpoint_inspect/1"
_NAME = re.compile(r"^ckpt-(?P<seed>-?\d+)-(?P<hash>[0-9a-f]{8})-(?P<step>\d+)(?P<tmp>\.tmp)?$")


def _folder_size(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            try:
                total += os.path.getsize(os.path.join(root, name))
            except OSError:
                pass
    return total


def _tensor_entry(name, value):
    return {"name": name, "shape": list(value.shape), "dtype": str(value.dtype).replace("torch.", ""),
            "bytes": value.numel() * value.element_size()}


def _walk(tree, prefix, out):
    """Appends every tensor in nested dicts/lists as a dotted name."""
    import torch
    if isinstance(tree, torch.Tensor):
        out.append(_tensor_entry(prefix, tree))
        return
    items = tree.items() if isinstance(tree, dict) else enumerate(tree) \
        if isinstance(tree, (list, tuple)) else ()
    for key, value in items:
        _walk(value, f"{prefix}.{key}" if prefix else str(key), out)


def _optimizer_summary(opt):
    """Param groups (lr and the other scalar settings, how many parameters) and the state."""
    import torch
    groups = []
    for group in opt.get("param_groups", []) if isinstance(opt, dict) else []:
        settings = {}
        for key, value in group.items():
            if key == "params":
                continue
            if isinstance(value, (int, float, bool, str)) or value is None:
                settings[key] = value
            elif isinstance(value, (list, tuple)) and all(isinstance(v, (int, float)) for v in value):
                settings[key] = list(value)
        groups.append({"lr": group.get("lr"), "params": len(group.get("params", [])),
                       "settings": settings})
    state = opt.get("state", {}) if isinstance(opt, dict) else {}
    names = set()
    tensors = 0
    size = 0
    for entry in state.values():
        if not isinstance(entry, dict):
            continue
        for key, value in entry.items():
            if isinstance(value, torch.Tensor):
                names.add(key)
                tensors += 1
                size += value.numel() * value.element_size()
    return {"param_groups": groups, "state_params": len(state), "state_keys": sorted(names),
            "state_tensors": tensors, "state_bytes": size}


def _read_torch_save(path, info):
    import torch
    blob = torch.load(os.path.join(path, "state.pt"), map_location="cpu")
    tensors = blob.get("tensors", {}) if isinstance(blob, dict) else {}
    extra = blob.get("extra", {}) if isinstance(blob, dict) else {}
    model = []
    _walk(tensors.get("model", {}), "model", model)
    info["tensors"] = model
    if "optimizer" in tensors:
        info["optimizer"] = _optimizer_summary(tensors["optimizer"])
    info["saved_step"] = extra.get("step") if isinstance(extra, dict) else None


def _read_distributed(path, info):
    """torch.distributed.checkpoint (SPMD): shapes and dtypes from its .metadata, no data read."""
    from torch.distributed.checkpoint import FileSystemReader
    metadata = FileSystemReader(path).read_metadata()
    entries = []
    for name, meta in sorted(metadata.state_dict_metadata.items()):
        size = getattr(meta, "size", None)
        if size is None:
            continue
        dtype = getattr(getattr(meta, "properties", None), "dtype", None)
        numel = 1
        for d in size:
            numel *= d
        import torch
        itemsize = torch.tensor([], dtype=dtype).element_size() if dtype is not None else 0
        entries.append({"name": name, "shape": list(size),
                        "dtype": str(dtype).replace("torch.", "") if dtype else "unknown",
                        "bytes": numel * itemsize})
    info["tensors"] = [e for e in entries if e["name"].startswith("model.")]
    state = [e for e in entries if e["name"].startswith("optimizer.state.")]
    info["optimizer"] = {"param_groups": [], "state_params": len({e["name"].split(".")[2] for e in state}),
                         "state_keys": sorted({e["name"].rsplit(".", 1)[-1] for e in state}),
                         "state_tensors": len(state), "state_bytes": sum(e["bytes"] for e in state)}
    info["saved_step"] = None


def inspect(path, expect_hash):
    name = os.path.basename(os.path.normpath(path))
    match = _NAME.match(name)
    info = {"path": os.path.abspath(path), "name": name, "step": None, "seed": None,
            "config_hash": None, "expected_config_hash": expect_hash or None,
            "config_hash_matches": None, "complete": False, "issues": [], "format": None,
            "total_bytes": _folder_size(path), "tensors": [], "optimizer": None, "meta": None,
            "error": None}
    issues = info["issues"]
    if match:
        info["step"] = int(match["step"])
        info["seed"] = int(match["seed"])
        info["config_hash"] = match["hash"]
        if match["tmp"]:
            issues.append("still under its .tmp name: the save did not finish")
    else:
        issues.append("the folder name is not ckpt-<seed>-<hash>-<step>")
    meta_path = os.path.join(path, "meta.json")
    meta = None
    if not os.path.isfile(meta_path):
        issues.append("no meta.json: the save did not finish (a crash mid-save); it is never resumed from")
    else:
        try:
            with open(meta_path, encoding="utf-8") as f:
                meta = json.load(f)
            if not isinstance(meta, dict):
                raise ValueError("not a JSON object")
            info["meta"] = meta
        except (OSError, ValueError) as e:
            issues.append(f"meta.json cannot be read: {e}")
            meta = None
    if meta is not None:
        info["format"] = meta.get("format")
        if info["step"] is None:
            info["step"] = meta.get("step")
        elif meta.get("step") != info["step"]:
            issues.append(f"meta.json step {meta.get('step')} is not the name's step {info['step']}")
        if info["config_hash"] is None:
            info["config_hash"] = meta.get("config_hash")
        elif meta.get("config_hash") != info["config_hash"]:
            issues.append(f"meta.json config_hash {meta.get('config_hash')} is not the name's "
                          f"{info['config_hash']}")
    try:
        if os.path.isfile(os.path.join(path, "state.pt")):
            info["format"] = info["format"] or "torch.save"
            _read_torch_save(path, info)
            saved = info.pop("saved_step")
            if saved is not None and info["step"] is not None and saved != info["step"]:
                issues.append(f"state.pt holds step {saved}, not {info['step']}")
        elif os.path.isfile(os.path.join(path, ".metadata")):
            info["format"] = info["format"] or "torch.distributed.checkpoint"
            _read_distributed(path, info)
            info.pop("saved_step")
        else:
            issues.append("no state.pt and no .metadata: no tensors were written")
    except Exception as e:  # noqa: BLE001 - a broken file is reported, the others still listed
        info.pop("saved_step", None)
        info["error"] = f"{type(e).__name__}: {e}"
        issues.append(f"the tensors cannot be read ({info['error']})")
    info["complete"] = meta is not None and not issues
    if expect_hash and info["config_hash"]:
        info["config_hash_matches"] = info["config_hash"] == expect_hash
    return info


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("path")
    p.add_argument("--expect-hash", default="", help="the run's config hash (8 hex digits)")
    args = p.parse_args()
    try:
        import torch  # noqa: F401 - every checkpoint needs it; say so once, not per checkpoint
    except ImportError as e:
        print(f"{sys.executable}: {e}; checkpoints are read with the run's own interpreter",
              file=sys.stderr)
        return 3
    path = os.path.expanduser(args.path)
    if not os.path.isdir(path):
        print(f"{args.path}: no such checkpoint folder", file=sys.stderr)
        return 2
    if _NAME.match(os.path.basename(os.path.normpath(path))) or \
            os.path.isfile(os.path.join(path, "meta.json")) or os.path.isfile(os.path.join(path, "state.pt")):
        folders = [path]
    else:
        folders = [os.path.join(path, e) for e in os.listdir(path)
                   if _NAME.match(e) and os.path.isdir(os.path.join(path, e))]
    found = [inspect(f, args.expect_hash) for f in folders]
    found.sort(key=lambda c: (c["step"] if isinstance(c["step"], int) else -1, c["name"]))
    json.dump({"schema": SCHEMA, "path": os.path.abspath(path), "checkpoints": found}, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
