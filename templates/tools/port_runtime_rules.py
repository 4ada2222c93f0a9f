"""The runtime rules of `tpuwb port` (port_torch_xla.py): torch.cuda calls, the CUDA backend
flags (cuDNN, TF32), pinned memory, the process group and DistributedDataParallel, and what the
port cannot make run, which it refuses naming the line. A mixin of the Porter there, kept apart
so each file reads on its own.

Which torch.cuda calls run without a GPU was measured with torch 2.9 built for CUDA on a machine
with no NVIDIA driver, which is what a TPU VM has."""

import ast

from port_source_edits import dotted

# Run without a GPU (they do nothing, or report 0): kept, with a note.
CUDA_CALLS_THAT_RUN = {"manual_seed", "manual_seed_all", "seed", "seed_all", "empty_cache", "memory_allocated",
                       "max_memory_allocated", "memory_reserved", "max_memory_reserved", "is_bf16_supported",
                       "is_initialized"}
# Rewritten by the port (here or in port_torch_xla.py).
CUDA_CALLS_PORTED = {"synchronize", "device_count", "is_available", "set_device"}
# Keywords of init_process_group that the xla:// rendezvous supplies itself.
PROCESS_GROUP_DROPPED = {"backend", "init_method", "rank", "world_size", "store", "device_id"}


class RuntimeRules:
    """Passes over self.tree (a SourceEdits) that record edits, notes and refusals."""

    def _runtime(self):
        simple = {"torch.cuda.synchronize": "torch_xla.sync()", "torch.cuda.device_count": "torch_xla.device_count()"}
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call) or self.is_claimed(node):
                continue
            callee = self.resolve(node.func)
            if callee in simple and not node.args:
                self.replace(node, simple[callee], "runtime")
            elif callee == "torch.cuda.is_available":
                parent = self.parent.get(node)
                bare = isinstance(parent, (ast.Assign, ast.keyword, ast.Call, ast.If, ast.BoolOp, ast.IfExp,
                                           ast.Return, ast.While)) or (isinstance(parent, ast.UnaryOp)
                                                                         and isinstance(parent.op, ast.Not))
                text = "torch_xla.device_count() > 0"
                self.replace(node, text if bare else f"({text})", "runtime")
            elif callee == "torch.cuda.set_device" and isinstance(self.parent.get(node), ast.Expr):
                self.delete(self.parent[node], "runtime")

    def _backend_flags(self):
        """`torch.backends.cudnn.benchmark = True`, `torch.backends.cuda.matmul.allow_tf32 = True`:
        CUDA's own switches, which do nothing on XLA; removed (the change list says so)."""
        for node in ast.walk(self.tree):
            if (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and (dotted(node.targets[0]) or "").startswith(("torch.backends.cudnn.", "torch.backends.cuda."))):
                self.delete(node, "runtime")

    def _pinned_memory(self):
        """pin_memory=True and x.pin_memory(): pinning needs a CUDA driver (x.pin_memory() raises
        without one); the XLA device loader does its own transfers."""
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call):
                continue
            for k in node.keywords:
                if (k.arg == "pin_memory" and not (isinstance(k.value, ast.Constant) and k.value.value is False)
                        and not self.is_claimed(k.value)):
                    self.replace(k.value, "False", "loader")
            if (isinstance(node.func, ast.Attribute) and node.func.attr == "pin_memory" and not node.args
                    and not node.keywords and not self.is_claimed(node)):
                self.replace(node, self.src(node.func.value), "loader")

    def _distributed(self):
        """NCCL process group -> the XLA one (xla:// takes rank and world size from the runtime);
        DistributedDataParallel without device_ids, with gradient_as_bucket_view=True, as
        torch_xla's DDP guide has it."""
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call) or self.is_claimed(node):
                continue
            callee = self.resolve(node.func) or ""
            if callee in ("torch.distributed.init_process_group", "torch.distributed.distributed_c10d.init_process_group"):
                kept = [self.src(k) for k in node.keywords if k.arg not in PROCESS_GROUP_DROPPED]
                kept += [self.src(a) for a in node.args[2:3]]  # timeout, the third positional
                if any(k.arg is None for k in node.keywords):
                    self.refuse(node, "init_process_group(**...) cannot be rewritten to the XLA process group; "
                                "write dist.init_process_group(\"xla\", init_method=\"xla://\")")
                    continue
                text = self.src(node.func) + "(" + ", ".join(["\"xla\"", "init_method=\"xla://\""] + kept) + ")"
                self.replace(node, text, "launch")
                self.uses.add("xla_backend")
            elif callee.endswith("DistributedDataParallel") and node.args:
                if any(k.arg is None for k in node.keywords) or any(isinstance(a, ast.Starred) for a in node.args):
                    self.refuse(node, "DistributedDataParallel(*.../**...) cannot be rewritten; on XLA it takes "
                                "the model and gradient_as_bucket_view=True, no device_ids")
                    continue
                # Only what follows the model changes: the model's own expression may hold a rewrite.
                kept = [self.src(k) for k in node.keywords if k.arg not in ("device_ids", "output_device")]
                if not any(k.arg == "gradient_as_bucket_view" for k in node.keywords):
                    kept.append("gradient_as_bucket_view=True")
                model = node.args[0]
                start = self.offset(model.end_lineno, model.end_col_offset)
                self.replace(node, "".join(", " + k for k in kept) + ")", "launch", start=start)

    def _refusals(self):
        """What would not run on XLA and is not rewritten: refused, line by line, with what to do."""
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call) or self.is_claimed(node):
                continue
            callee = self.resolve(node.func) or ""
            if callee.startswith("torch.cuda.") and not callee.startswith(("torch.cuda.amp.", "torch.cuda.nvtx.")):
                name = callee[len("torch.cuda."):]
                if name in CUDA_CALLS_THAT_RUN:
                    self.note(node, f"{callee}() kept: it runs without a GPU but does nothing (or reports 0) on XLA")
                elif name not in CUDA_CALLS_PORTED or node.args:
                    if name in ("Event", "Stream", "current_stream", "stream"):
                        instead = "for timing, time.perf_counter() after torch_xla.sync()"
                    elif "memory" in name or name == "mem_get_info":
                        instead = "for memory, torch_xla.core.xla_model.get_memory_info(device)"
                    else:
                        instead = "torch_xla.runtime has the device count and kind"
                    self.refuse(node, f"{callee}() needs a CUDA device and fails on a TPU VM; remove it ({instead})")
            elif callee == "torch.compile":
                backend = next((k.value for k in node.keywords if k.arg == "backend"), None)
                if not (isinstance(backend, ast.Constant) and backend.value == "openxla"):
                    self.refuse(node, "torch.compile with its default (inductor) backend does not compile XLA tensors; "
                                "give backend=\"openxla\" or drop torch.compile (torch_xla traces the step lazily)")
