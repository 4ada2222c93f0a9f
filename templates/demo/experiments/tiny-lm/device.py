"""The device layer: every TPU-only call of this project is in this file.

`CpuBackend` runs the smoke test with plain PyTorch on this machine (`--device cpu`).
`XlaBackend` runs on a Cloud TPU VM with PyTorch/XLA (PJRT), strategy `fsdpv2`,
attention kernel `splash`. train.py, model.py, data.py, metrics.py and
checkpoint.py are shared: they only call the methods below, so the CPU smoke test runs the
same model, data, metrics and checkpoint code as the TPU run, and a TPU-only bug cannot hide
in shared code.

Modern PyTorch/XLA only: torch_xla.device(), torch_xla.step(), torch_xla.sync(),
torch_xla.launch(), torch_xla.runtime (xr); no xm.mark_step(), no xm.xla_device().
"""

import contextlib
import math
import os
import random

import torch
import torch.nn.functional as F

from metrics import host_index
from model import run_layers_in_loop


def reference_attention(q, k, v):
    """softmax(q k^T / sqrt(head_dim) + causal mask) v, in float32: the definition that every
    kernel must match. q, k, v: (batch, heads, seq, head_dim)."""
    scale = 1.0 / math.sqrt(q.shape[-1])
    scores = torch.matmul(q.float(), k.float().transpose(-2, -1)) * scale
    seq = q.shape[-2]
    future = torch.ones(seq, seq, dtype=torch.bool, device=q.device).triu(1)
    scores = scores.masked_fill(future, float("-inf"))
    return torch.matmul(scores.softmax(dim=-1), v.float()).to(q.dtype)


def seed_everything(seed):
    """Python and torch RNGs; run before the model or any data object is created."""
    random.seed(seed)
    torch.manual_seed(seed)


def _zero_grad_step(optimizer):
    """One optimizer step with lr 0 and zero gradients: allocates the optimizer state (needed
    as the target of a distributed checkpoint load) without changing any parameter."""
    saved = [group["lr"] for group in optimizer.param_groups]
    for group in optimizer.param_groups:
        group["lr"] = 0.0
        for p in group["params"]:
            p.grad = torch.zeros_like(p)
    optimizer.step()
    for group, lr in zip(optimizer.param_groups, saved):
        group["lr"] = lr
    optimizer.zero_grad(set_to_none=True)


class CpuBackend:
    """Plain PyTorch on this machine's CPU, one process: the smoke test."""

    name = "cpu"
    checkpoint_format = "torch.save"

    def __init__(self, cfg, args):
        self.cfg = cfg
        self.args = args
        self.host = host_index()
        self.is_global_master = True
        self.is_host_writer = True
        self._profiler = None

    def launch(self, fn, *args):
        return fn(self, *args)

    def setup(self):
        if self.args.threads:
            torch.set_num_threads(self.args.threads)
        # Bit-identical reruns on one machine (the reproducibility the smoke test checks).
        torch.use_deterministic_algorithms(True)

    def data_shard(self):
        return 0, 1

    def describe(self):
        return {"device": "cpu", "strategy": "single process (smoke test; the config's "
                "strategy `fsdpv2` runs on TPU only)", "processes": 1}

    def make_attention(self):
        # The configured kernel (`splash`) is a TPU kernel; the CPU runs its
        # reference maths, and says so in the config event.
        return reference_attention, "reference (cpu smoke test)"

    def layer_runner(self):
        return run_layers_in_loop

    def prepare_model(self, model):
        return model

    def make_optimizer(self, groups, lr, betas, eps):
        return torch.optim.AdamW(groups, lr=lr, betas=betas, eps=eps), "torch.optim.AdamW"

    def step_scope(self):
        return contextlib.nullcontext()

    def autocast(self):
        return contextlib.nullcontext()

    def wrap_loader(self, batches):
        return iter(batches)

    def mean_across_processes(self, value):
        return value

    def sum_across_processes(self, value):
        return value

    def any_process(self, flag):
        return flag

    def barrier(self, tag):
        pass

    def sync(self):
        pass

    def memory_used_bytes(self):
        return None

    def compile_count(self):
        return 0

    def versions(self):
        return {"torch": torch.__version__}

    def prime_optimizer(self, optimizer):
        pass  # torch.load restores the whole optimizer state

    def save_state(self, tensors, extra, directory):
        torch.save({"tensors": tensors, "extra": extra}, os.path.join(directory, "state.pt"))

    def load_state(self, tensors, directory):
        blob = torch.load(os.path.join(directory, "state.pt"), map_location="cpu")
        return blob["tensors"], blob["extra"]

    def start_profile(self, logdir, steps, step_time_ms):
        from torch.profiler import ProfilerActivity, profile, tensorboard_trace_handler
        self._profiler = profile(activities=[ProfilerActivity.CPU],
                                 on_trace_ready=tensorboard_trace_handler(logdir))
        self._profiler.__enter__()

    def stop_profile(self):
        if self._profiler is not None:
            self._profiler.__exit__(None, None, None)
            self._profiler = None


class XlaBackend:
    """PyTorch/XLA on a Cloud TPU VM (PJRT). Strategy `fsdpv2`:
    SPMD with FSDPv2 (SpmdFullyShardedDataParallel): parameters sharded on their first
    dimension over the `fsdp` mesh axis, the batch over data x fsdp. One process per host;
    start the same command on every host at once.
    """

    name = "tpu"
    checkpoint_format = "torch.distributed.checkpoint (SPMD planners)"

    def __init__(self, cfg, args):
        self.cfg = cfg
        self.args = args
        self.host = host_index()
        cache = cfg.get("tpu", {}).get("compile_cache_dir") or "~/.cache/tpuwb/xla-compile-cache"
        self.cache_dir = os.path.expanduser(cache)
        self.mesh = None
        self._profile_server = None

    def launch(self, fn, *args):
        return fn(self, *args)

    def setup(self):
        """Per process, before any XLA computation: compilation cache, runtime, mesh."""
        import torch_xla
        import torch_xla.core.xla_model as xm
        import torch_xla.runtime as xr
        self.torch_xla, self.xm, self.xr = torch_xla, xm, xr
        import numpy as np
        import torch.distributed as dist
        import torch_xla.distributed.spmd as xs
        import torch_xla.distributed.xla_backend  # noqa: F401  (registers xla:// rendezvous)
        self.xs = xs
        xr.initialize_cache(self.cache_dir, readonly=False)
        xr.use_spmd()  # before any XLA computation and before the mesh
        self.mesh = self._build_mesh(xs, np, xr.global_runtime_device_count())
        xs.set_global_mesh(self.mesh)
        # Data-parallel axes (the batch is split over them): data, fsdp and the DCN axes
        # across slices; tensor-parallel axes: model or tensor.
        kinds = {axis["name"]: axis.get("kind", "ici") for axis in self.cfg["tpu"]["mesh"]["axes"]}
        self.batch_axes = tuple(n for n in self.mesh.axis_names
                                if n in ("data", "fsdp") or kinds.get(n) == "dcn")
        self.tensor_axes = tuple(n for n in self.mesh.axis_names if n in ("model", "tensor"))
        # CPU (gloo) group across the hosts: distributed checkpointing and the stop vote.
        if not dist.is_initialized():
            dist.init_process_group("gloo", init_method="xla://")
        self.dist = dist
        self.is_global_master = xr.process_index() == 0
        self.is_host_writer = True
        self._shard = (xr.process_index(), xr.process_count())
        self.device = torch_xla.device()
        torch_xla.manual_seed(self.cfg["train"]["seed"])
        if self.args.profile and self.is_host_writer:
            import torch_xla.debug.profiler as xp
            self._profile_server = xp.start_server(self.args.profile_port)

    def _build_mesh(self, xs, np, n_devices):
        """The mesh of config.json: ICI axes inside a slice, DCN axes across slices."""
        axes = self.cfg["tpu"]["mesh"]["axes"]
        names = tuple(axis["name"] for axis in axes)
        ici = tuple(axis["size"] if axis.get("kind", "ici") == "ici" else 1 for axis in axes)
        dcn = tuple(axis["size"] if axis.get("kind") == "dcn" else 1 for axis in axes)
        if math.prod(ici) * math.prod(dcn) != n_devices:
            raise RuntimeError(f"config.json: tpu.mesh {dict(zip(names, map(max, ici, dcn)))} "
                               f"multiplies out to {math.prod(ici) * math.prod(dcn)} devices, "
                               f"but this slice has {n_devices}; fix the mesh and re-run")
        if math.prod(dcn) > 1:
            return xs.HybridMesh(ici_mesh_shape=ici, dcn_mesh_shape=dcn, axis_names=names)
        return xs.Mesh(np.arange(n_devices), ici, names)

    def _spec(self, *dims):
        """A partition spec over the axes this mesh has: a name (or a tuple of names) per
        tensor dimension; names the mesh lacks mean "replicated" for that dimension."""
        present = set(self.mesh.axis_names)
        spec = []
        for dim in dims:
            names = tuple(n for n in (dim if isinstance(dim, tuple) else (dim,)) if n in present)
            spec.append(None if not names else names[0] if len(names) == 1 else names)
        return tuple(spec)

    def data_shard(self):
        return self._shard

    def describe(self):
        return {"device": str(self.device), "strategy": "fsdpv2",
                "processes": self.xr.world_size(),
                "global_devices": self.xr.global_runtime_device_count(),
                "mesh": None if self.mesh is None else dict(self.mesh.shape())}

    def make_attention(self):
        """The configured kernel, or a hard error: never a silent fallback to another one."""
        name = "splash"
        try:
            from torch_xla.experimental.splash_attention import (SplashAttentionConfig,
                                                                 splash_attention)
        except ImportError as e:
            raise RuntimeError(
                "attention_kernel is 'splash' but this torch_xla has no "
                "torch_xla.experimental.splash_attention (install the torch_xla[pallas] "
                "pinned in requirements.txt), or pick 'flash' or 'sdpa' and re-scaffold. "
                "No fallback is taken.") from e
        if not {"data", "fsdp"} <= set(self.mesh.axis_names):
            raise RuntimeError("Splash attention shards q/k/v over the mesh axes 'data' and "
                               "'fsdp'; add both (size 1 is fine) to tpu.mesh")
        config = SplashAttentionConfig(
            mesh=str(self.mesh),
            qkv_partition_spec=self._spec(self.batch_axes, self.tensor_axes, None, None),
            segment_ids_partition_spec=self._spec(self.batch_axes, None)).to_json()

        def attention(q, k, v):
            # The Splash kernel applies no softmax scale: scale q so that every kernel
            # computes softmax(q k^T / sqrt(head_dim)) v.
            return splash_attention(q * (1.0 / math.sqrt(q.shape[-1])), k, v, config,
                                    causal=True)

        self._cross_check_attention(attention, name)
        return attention, name

    def _cross_check_attention(self, attention, name):
        """One forward of the kernel against the reference maths on a small input (a wrong
        causal mask or softmax scale fails here, not after a day of training)."""
        heads = self.cfg["model"]["n_heads"]
        head_dim = self.cfg["model"]["d_model"] // heads
        seq = min(self.cfg["train"]["seq_len"], 256)
        batch = 1
        if self.mesh is not None:
            shape = self.mesh.shape()
            batch = math.prod(shape[name] for name in self.batch_axes)
        g = torch.Generator().manual_seed(0)
        q, k, v = (torch.randn(1, heads, seq, head_dim, generator=g) for _ in range(3))
        expected = reference_attention(q, k, v)
        with torch.no_grad():
            # The kernel's batch must divide over the data axes: repeat one sample on device.
            on_device = [t.to(self.device).expand(batch, -1, -1, -1).contiguous()
                         for t in (q, k, v)]
            got = attention(*on_device)[:1].cpu()
        error = (got.float() - expected).abs().max().item()
        if not error <= 2e-2:
            raise RuntimeError(f"attention kernel {name!r} differs from the reference "
                               f"(max abs error {error:.3g} > 0.02 on a causal test input); "
                               f"refusing to train with it")

    def layer_runner(self):
        return run_layers_in_loop

    def prepare_model(self, model):
        model = model.to(self.device)
        from torch_xla.experimental.spmd_fully_sharded_data_parallel import (
            SpmdFullyShardedDataParallel as FSDPv2)
        import functools

        from torch.distributed.fsdp.wrap import transformer_auto_wrap_policy

        from model import Block
        policy = functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={Block})
        model = FSDPv2(model, mesh=self.mesh, auto_wrap_policy=policy)
        return model

    def make_optimizer(self, groups, lr, betas, eps):
        """Created after the model is on the device (and sharded)."""
        # Sync-free AdamW: no device-to-host sync for the inf/NaN check (PyTorch/XLA AMP).
        from torch_xla.amp import syncfree
        return syncfree.AdamW(groups, lr=lr, betas=betas, eps=eps), "torch_xla.amp.syncfree.AdamW"

    def step_scope(self):
        # Traces the step and launches its graph at the end of the block.
        return self.torch_xla.step()

    def autocast(self):
        if self.cfg["train"].get("dtype", "bfloat16") == "bfloat16":
            return torch.autocast("xla", dtype=torch.bfloat16)
        return contextlib.nullcontext()

    def wrap_loader(self, batches):
        import torch_xla.distributed.parallel_loader as pl
        # Each host loads its share of the global batch; the loader assembles the global
        # array sharded over the data-parallel axes.
        sharding = self.xs.ShardingSpec(self.mesh, self._spec(self.batch_axes, None))
        return iter(pl.MpDeviceLoader(batches, self.device, input_sharding=sharding))

    def mean_across_processes(self, value):
        return value  # one process computes the global value

    def sum_across_processes(self, value):
        return value

    def any_process(self, flag):
        """True on every process when any process has the flag (a stop request seen by one
        host must stop all of them at the same step)."""
        vote = torch.tensor([1 if flag else 0])
        self.dist.all_reduce(vote, op=self.dist.ReduceOp.MAX)
        return bool(vote.item())

    def barrier(self, tag):
        self.dist.barrier()

    def sync(self):
        self.torch_xla.sync()

    def memory_used_bytes(self):
        try:
            info = self.xm.get_memory_info(self.device)
        except (RuntimeError, AttributeError):
            return None
        if "bytes_used" in info:
            return int(info["bytes_used"])
        if "kb_total" in info and "kb_free" in info:
            return int((info["kb_total"] - info["kb_free"]) * 1024)
        return None

    def compile_count(self):
        import torch_xla.debug.metrics as met
        data = met.metric_data("CompileTime")
        return int(data[0]) if data else 0

    def versions(self):
        return {"torch": torch.__version__, "torch_xla": self.torch_xla.__version__}

    def prime_optimizer(self, optimizer):
        _zero_grad_step(optimizer)
        self.torch_xla.sync()

    def save_state(self, tensors, extra, directory):
        import torch.distributed.checkpoint as dist_cp
        import torch_xla.experimental.distributed_checkpoint as xc
        # Every host writes its own shards; never torch.save on sharded tensors.
        dist_cp.save(state_dict=tensors, storage_writer=dist_cp.FileSystemWriter(directory),
                     planner=xc.SPMDSavePlanner())
        if self.is_host_writer:
            torch.save(extra, os.path.join(directory, f"extra-host-{self.host}.pt"))

    def load_state(self, tensors, directory):
        import torch.distributed.checkpoint as dist_cp
        import torch_xla.experimental.distributed_checkpoint as xc
        dist_cp.load(state_dict=tensors, storage_reader=dist_cp.FileSystemReader(directory),
                     planner=xc.SPMDLoadPlanner())
        extra_path = os.path.join(directory, f"extra-host-{self.host}.pt")
        if not os.path.exists(extra_path):
            extra_path = os.path.join(directory, "extra-host-0.pt")
        return tensors, torch.load(extra_path, map_location="cpu")

    def start_profile(self, logdir, steps, step_time_ms):
        import torch_xla.debug.profiler as xp
        if self._profile_server is None:
            return
        duration_ms = int(max(1000.0, 1.5 * steps * (step_time_ms or 2000.0)))
        # Captures in the background while the steps run; the trace lands in logdir for XProf.
        xp.trace_detached(f"localhost:{self.args.profile_port}", logdir, duration_ms=duration_ms)

    def stop_profile(self):
        pass


def create_backend(kind, cfg, args):
    if kind == "cpu":
        return CpuBackend(cfg, args)
    if kind == "tpu":
        return XlaBackend(cfg, args)
    raise ValueError(f"--device {kind!r}: expected tpu or cpu")
