"""Checkpoints named ckpt-{seed}-{hash}-{step:08d}, with resume.

A checkpoint is a folder. It is written under a ".tmp" name, renamed when every process has
written its part, and only then gets meta.json; a folder without meta.json is incomplete (a
crash mid-save) and is never resumed from. The step is zero-padded and parsed as a number, so
ckpt-...-00010000 sorts after ckpt-...-00009000. How tensors are stored is the device layer's
business (device.py: torch.save on one process, distributed checkpointing under SPMD).
"""

import json
import os
import re
import shutil

_NAME = re.compile(r"^ckpt-(?P<seed>-?\d+)-(?P<hash>[0-9a-f]{8})-(?P<step>\d+)$")


def checkpoint_name(seed, config_hash, step):
    return f"ckpt-{seed}-{config_hash}-{step:08d}"


class CheckpointStore:
    def __init__(self, directory, seed, config_hash, backend, keep=3):
        self.directory = directory
        self.seed = seed
        self.config_hash = config_hash
        self.backend = backend
        self.keep = keep

    def complete_checkpoints(self):
        """(step, path) of the complete checkpoints of this seed and hash, oldest first."""
        found = []
        if not os.path.isdir(self.directory):
            return found
        for entry in os.listdir(self.directory):
            match = _NAME.match(entry)
            if not match or int(match["seed"]) != self.seed or match["hash"] != self.config_hash:
                continue
            path = os.path.join(self.directory, entry)
            if os.path.isfile(os.path.join(path, "meta.json")):
                found.append((int(match["step"]), path))
        return sorted(found)

    def resolve(self, resume):
        """The checkpoint folder to resume from: None to start fresh.

        resume: "auto" (the newest complete checkpoint of this seed and hash, if any),
        "none", or a path to a checkpoint folder (its meta.json must match this run)."""
        if resume == "none":
            return None
        if resume == "auto":
            found = self.complete_checkpoints()
            return found[-1][1] if found else None
        meta_path = os.path.join(resume, "meta.json")
        if not os.path.isfile(meta_path):
            raise FileNotFoundError(f"--resume {resume}: no meta.json there; the checkpoint is "
                                    f"missing or incomplete")
        with open(meta_path, encoding="utf-8") as f:
            meta = json.load(f)
        if meta.get("config_hash") != self.config_hash:
            raise ValueError(f"--resume {resume}: it was written for config hash "
                             f"{meta.get('config_hash')}, this run has {self.config_hash}")
        return resume

    def supersede_after(self, step):
        """Moves the complete checkpoints newer than `step` to <directory>/superseded/ (kept,
        never resumed from): a resume from a chosen checkpoint starts a new branch of the run."""
        if self.backend.is_host_writer:
            aside = os.path.join(self.directory, "superseded")
            for newer, path in self.complete_checkpoints():
                if newer <= step:
                    continue
                os.makedirs(aside, exist_ok=True)
                target = os.path.join(aside, os.path.basename(path))
                shutil.rmtree(target, ignore_errors=True)
                try:
                    os.replace(path, target)
                except OSError:
                    pass  # another host of a shared disk moved it first
        self.backend.barrier("checkpoint-superseded")

    def save(self, step, tensors, extra, module_versions):
        """Writes a checkpoint; every process calls this (saving can be a collective).

        Works with one shared checkpoint folder (NFS, gcsfuse) and with one local folder per
        host: the global master renames first; a host whose staging folder is still there
        afterwards has its own disk and renames its own."""
        backend = self.backend
        name = checkpoint_name(self.seed, self.config_hash, step)
        final = os.path.join(self.directory, name)
        staging = final + ".tmp"
        if backend.is_host_writer:
            shutil.rmtree(staging, ignore_errors=True)
            shutil.rmtree(final, ignore_errors=True)  # a stale one from an earlier attempt
            os.makedirs(staging, exist_ok=True)
        backend.barrier("checkpoint-staging")
        backend.save_state(tensors, extra, staging)
        backend.barrier("checkpoint-written")
        if backend.is_global_master and os.path.isdir(staging):
            os.replace(staging, final)
        backend.barrier("checkpoint-renamed")
        if backend.is_host_writer:
            if os.path.isdir(staging):
                os.replace(staging, final)
            meta = {"step": step, "seed": self.seed, "config_hash": self.config_hash,
                    "module_versions": module_versions, "format": backend.checkpoint_format}
            tmp = os.path.join(final, f"meta.json.tmp-{backend.host}")
            with open(tmp, "w", encoding="utf-8") as f:
                json.dump(meta, f, indent=2)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, os.path.join(final, "meta.json"))
            self._prune()
        backend.barrier("checkpoint-done")
        return final

    def load(self, path, tensors):
        """Loads into `tensors` (model and optimizer state, in place) and returns `extra`."""
        return self.backend.load_state(tensors, path)

    def verify(self, path, step, tensors):
        """The smoke test's round trip: restores the checkpoint at `path` into zeroed copies of
        `tensors` (the live model and optimizer state) and compares every tensor and the step.
        Every process calls this (loading can be a collective). Returns the fields of the
        `checkpoint_verified` metrics event."""
        import torch
        expected = _tensors(tensors)
        restored, extra = self.load(path, _zeroed(tensors))
        got = _tensors(restored)
        differ = [name for name, value in expected.items()
                  if name not in got or not torch.equal(got[name].cpu(), value.cpu())]
        if extra.get("step") != step:
            differ.append(f"step ({extra.get('step')} != {step})")
        return {"ok": not differ, "step": step, "tensors": len(expected),
                "path": os.path.basename(path),
                "detail": ", ".join(differ[:5]) + (" ..." if len(differ) > 5 else "")}

    def _prune(self):
        complete = self.complete_checkpoints()
        for _, path in complete[: max(0, len(complete) - self.keep)]:
            shutil.rmtree(path, ignore_errors=True)


def _tensors(tree, prefix=""):
    """{dotted name: tensor} of the tensors in nested dicts and lists."""
    import torch
    out = {}
    items = tree.items() if isinstance(tree, dict) else enumerate(tree) \
        if isinstance(tree, (list, tuple)) else ()
    for key, value in items:
        name = f"{prefix}{key}"
        if isinstance(value, torch.Tensor):
            out[name] = value.detach()
        elif isinstance(value, (dict, list, tuple)):
            out.update(_tensors(value, name + "."))
    return out


def _zeroed(tree):
    """The same nesting with every tensor replaced by a zeroed copy: what is compared after a
    restore must come from the file, not from the live tensors."""
    import torch
    if isinstance(tree, torch.Tensor):
        return torch.zeros_like(tree)
    if isinstance(tree, dict):
        return {key: _zeroed(value) for key, value in tree.items()}
    if isinstance(tree, (list, tuple)):
        return type(tree)(_zeroed(value) for value in tree)
    return tree
