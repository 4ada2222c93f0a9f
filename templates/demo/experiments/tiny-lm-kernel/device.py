"""The device layer: every TPU-only call of this project is in this file.

`CpuBackend` (cpu_backend.py) runs the smoke test with plain PyTorch on this machine
(`--device cpu`) with the same interface and the helpers above it here.
`XlaBackend` runs on a Cloud TPU VM with PyTorch/XLA (PJRT), strategy `fsdpv2`,
attention kernel `splash`; `--device xla-cpu` runs the same class on torch_xla's
CPU runtime with one virtual device per device of the mesh (what the CPU cannot do is skipped,
and the run says so once: `xla_cpu_skipped`). train.py, model.py, data.py, metrics.py and
checkpoint.py are shared: they only call the methods below, so the CPU smoke test runs the
same model, data, metrics and checkpoint code as the TPU run, and a TPU-only bug cannot hide
in shared code.

Modern PyTorch/XLA only: torch_xla.device(), torch_xla.step(), torch_xla.sync(),
torch_xla.launch(), torch_xla.runtime (xr); no xm.mark_step(), no xm.xla_device().
"""

import contextlib
import glob
import itertools
import math
import os
import random
import re
import sys
import time

import torch
import torch.utils.checkpoint

import sharding
from metrics import host_index
import model as model_code
from model import run_layers_in_loop


def reference_attention(q, k, v, causal=True):
    """softmax(q k^T / sqrt(head_dim) + causal mask) v, in float32: the definition that every
    kernel must match. q: (batch, heads, seq_q, head_dim), k, v: (batch, heads, seq_k,
    head_dim); causal=False (an encoder, cross-attention) drops the mask."""
    scale = 1.0 / math.sqrt(q.shape[-1])
    scores = torch.matmul(q.float(), k.float().transpose(-2, -1)) * scale
    if causal:
        future = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool, device=q.device).triu(1)
        scores = scores.masked_fill(future, float("-inf"))
    return torch.matmul(scores.softmax(dim=-1), v.float()).to(q.dtype)


def execution_options(cfg, args):
    """The TPU execution options (docs/formats.md section 2): evaluation compiled with
    torch.compile(backend="openxla") (tpu.compile_eval), torch_xla's eager mode for debugging
    (tpu.eager_debug or --eager-debug) and @assume_pure on the pure layers (tpu.assume_pure,
    on unless turned off). None of them changes the maths."""
    tpu = cfg.get("tpu", {})
    return {"compile_eval": bool(tpu.get("compile_eval", False)),
            "eager_debug": bool(tpu.get("eager_debug", False) or getattr(args, "eager_debug", False)),
            # scan_layers traces one block once already; the two are not combined.
            "assume_pure": bool(tpu.get("assume_pure", True)) and not tpu.get("scan_layers", False)}


def checkpoint_layers(layers, checkpoint):
    """train.remat: every decoder layer keeps only its input for backward and recomputes the
    rest there. `checkpoint(forward, *args)` is torch.utils.checkpoint on the CPU; on TPU the
    layers go through torch_xla's checkpoint_module instead. Parameter names stay the same."""
    for layer in layers:
        def forward(*args, _forward=layer.forward, _layer=layer):
            if torch.is_grad_enabled() and _layer.training:
                return checkpoint(_forward, *args)
            return _forward(*args)
        layer.forward = forward


def _storage(t):
    """(address, bytes) of the memory behind a tensor (views share their base's)."""
    storage = t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()
    return storage.data_ptr(), storage.nbytes()


def _tensor_bytes(tensors):
    return sum(t.numel() * t.element_size() for t in tensors if torch.is_tensor(t))


class MemoryMeter:
    """Measures one training step on the CPU: parameters, gradients and optimizer state as
    allocated, and activations as the bytes autograd saves for backward (saved-tensor hooks,
    each storage once, parameters and buffers left out), counted from the start of the step
    until backward starts (so remat's recomputation in backward is not counted)."""

    def __init__(self, model):
        self.model = model
        self.activations_bytes = 0

    @contextlib.contextmanager
    def step(self):
        model_storage = {_storage(t)[0] for t in itertools.chain(self.model.parameters(),
                                                                 self.model.buffers())}
        saved, counting = {}, [True]

        def pack(t):
            if counting[0]:
                address, size = _storage(t)
                if address not in model_storage:
                    saved[address] = size
            return t

        def stop_counting(grad):
            counting[0] = False

        def on_output(module, inputs, output):
            logits = output[0] if isinstance(output, tuple) else output
            if logits.requires_grad:
                logits.register_hook(stop_counting)

        handle = self.model.register_forward_hook(on_output)
        try:
            with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
                yield
        finally:
            handle.remove()
        self.activations_bytes = sum(saved.values())

    def measure(self, optimizer):
        params = list(self.model.parameters())
        state = [t for s in optimizer.state.values() for t in s.values()]
        return {"params_bytes": _tensor_bytes(params),
                "grads_bytes": _tensor_bytes(p.grad for p in params),
                "optimizer_bytes": _tensor_bytes(state),
                "activations_bytes": self.activations_bytes}


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


class XlaBackend:
    """PyTorch/XLA on a Cloud TPU VM (PJRT). Strategy `fsdpv2`:
    SPMD with FSDPv2 (SpmdFullyShardedDataParallel): parameters sharded on their first
    dimension over the `fsdp` mesh axis, the batch over data x fsdp. One process per host;
    start the same command on every host at once.
    """

    name = "tpu"
    checkpoint_format = "torch.distributed.checkpoint (SPMD planners)"

    def __init__(self, cfg, args, cpu_runtime=False):
        self.cfg = cfg
        self.args = args
        self.host = host_index()
        # torch_xla's CPU runtime (--device xla-cpu): the TPU code path on virtual devices.
        self.cpu_runtime = cpu_runtime
        self.skipped = []  # what the CPU runtime cannot do: [{"what", "why"}]
        cache = cfg.get("tpu", {}).get("compile_cache_dir") or "~/.cache/tpuwb/xla-compile-cache"
        self.cache_dir = os.path.expanduser(cache)
        self.dump_dir = os.path.join(os.path.abspath(args.run_dir), "xla", f"host-{self.host}")
        self.mesh = None
        self._profile_server = None
        self._trace_started = 0.0
        self.sharding = None
        self.options = execution_options(cfg, args)
        self.execution = {}
        self._compiled_eval = None

    def launch(self, fn, *args):
        return fn(self, *args)

    def _initialize_cache(self, xr, path):
        if self.cpu_runtime:
            self._skip("persistent compilation cache", "the CPU runtime cannot reload a "
                       "compiled executable (every start compiles afresh)")
            return
        xr.initialize_cache(path, readonly=False)

    def _skip(self, what, why):
        self.skipped.append({"what": what, "why": why})

    def setup(self):
        """Per process, before any XLA computation: compilation cache, runtime, mesh."""
        # XLA writes what it compiles (HLO, buffer assignment) here: memory_compiled() reads
        # the training step's memory from it. Set before the runtime starts.
        # Not in eager debug mode: every op compiles as a program of its own, so there is no
        # whole step to read, and XLA logs a line for each module past the dump limit.
        if self.options["eager_debug"]:
            print("train.py: no memory_compiled figure in eager debug mode (every op compiles "
                  "on its own; there is no whole-step program to read)", flush=True)
        else:
            os.makedirs(self.dump_dir, exist_ok=True)
            os.environ["XLA_FLAGS"] = " ".join(filter(None, [
                os.environ.get("XLA_FLAGS", ""), f"--xla_dump_to={self.dump_dir}",
                "--xla_dump_hlo_as_text", "--xla_dump_hlo_module_re=SyncTensorsGraph",
                "--xla_dump_max_hlo_modules=64"]))
        if self.cpu_runtime:
            self._skip("HBM use per step (hbm_used_bytes)", "the CPU runtime has no HBM; "
                       "memory_compiled gives XLA's own per-device figure instead")
        import torch_xla
        import torch_xla.core.xla_model as xm
        import torch_xla.runtime as xr
        self.torch_xla, self.xm, self.xr = torch_xla, xm, xr
        import numpy as np
        import torch.distributed as dist
        import torch_xla.distributed.spmd as xs
        import torch_xla.distributed.xla_backend  # noqa: F401  (registers xla:// rendezvous)
        self.xs = xs
        self._initialize_cache(xr, self.cache_dir)
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
            dist.init_process_group("gloo", **self._rendezvous())
        self.dist = dist
        self.is_global_master = xr.process_index() == 0
        self.is_host_writer = True
        self._shard = (xr.process_index(), xr.process_count())
        self.device = torch_xla.device()
        torch_xla.manual_seed(self.cfg["train"]["seed"])
        self._set_execution_options(torch_xla)
        if self.is_host_writer:
            # Always: `tpuwb run profile` may ask for a trace of a run started without --profile.
            import torch_xla.debug.profiler as xp
            try:
                self._profile_server = xp.start_server(self.args.profile_port)
            except Exception as e:  # a port in use must not stop training
                print(f"train.py: no profiler server on port {self.args.profile_port} ({e}); "
                      f"pass --profile-port", file=sys.stderr, flush=True)

    def _rendezvous(self):
        """Where the gloo group meets: xla:// on a TPU slice; with --device xla-cpu one process
        stands for the slice and meets itself on a free local port (xla://'s fixed port would
        make two such runs on one machine collide)."""
        if not self.cpu_runtime:
            return {"init_method": "xla://"}
        import socket
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        return {"init_method": f"tcp://127.0.0.1:{port}", "rank": 0, "world_size": 1}

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
        ids = self.cfg["tpu"]["mesh"].get("device_ids")
        if math.prod(dcn) > 1 and ids is None:
            return xs.HybridMesh(ici_mesh_shape=ici, dcn_mesh_shape=dcn, axis_names=names)
        # The device order the Mesh panel designed (tpu.mesh.device_ids), else 0..n-1.
        shape = tuple(max(i, d) for i, d in zip(ici, dcn))
        return xs.Mesh(np.array(sharding.device_ids(self.cfg, n_devices)), shape, names)

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

    def _set_execution_options(self, torch_xla):
        """Eager debug mode and @assume_pure, before the model is built or traced."""
        if self.options["eager_debug"]:
            # Every op runs as it is called (one small graph each): slow, but an error points at
            # its Python line and no step graph hides a recompilation. Debugging only.
            try:
                from torch_xla.experimental import eager_mode
            except ImportError:  # older releases have only the runtime switch
                eager_mode = torch_xla._XLAC._set_use_eager_mode
            eager_mode(True)
            print("train.py: torch_xla eager mode is on (tpu.eager_debug / --eager-debug): every "
                  "op runs as it is called; for debugging, not for speed", flush=True)
            print("train.py: eager mode under SPMD is experimental in torch_xla and dies now and "
                  "then of a segmentation fault in its sharded data (pytorch/xla#9046): if this "
                  "run does, run it again before hunting a bug in the model", flush=True)
        self.execution["eager_debug"] = "on" if self.options["eager_debug"] else "off"
        self.execution["assume_pure"] = "off"
        if self.options["assume_pure"]:
            try:
                from torch_xla.experimental.assume_pure import assume_pure
            except ImportError:
                print("train.py: this torch_xla has no torch_xla.experimental.assume_pure "
                      "(torch_xla 2.7 or newer); the pure layers are traced as usual",
                      file=sys.stderr, flush=True)
            else:
                model_code.enable_assume_pure(assume_pure)
                self.execution["assume_pure"] = "on"
        self.execution["eval"] = "torch.compile(backend=\"openxla\")" if self.options["compile_eval"] \
            else "traced"

    def describe(self):
        return {"device": "xla-cpu" if self.cpu_runtime else "tpu", "xla_device": str(self.device),
                "runtime": self.xr.device_type(), "strategy": "fsdpv2",
                "processes": self.xr.world_size(),
                "global_devices": self.xr.global_runtime_device_count(),
                "mesh": None if self.mesh is None else dict(self.mesh.shape()),
                "execution": self.execution}

    def make_attention(self):
        """The configured kernel, or a hard error: never a silent fallback to another one."""
        name = "splash"
        if self.cpu_runtime and name in ("splash", "flash"):
            # Splash and Flash are Pallas TPU (Mosaic) kernels: no CPU runtime compiles them.
            # Said once (xla_cpu_skipped), and the stand-in passes the same cross-check.
            self._skip(f"attention kernel {name!r}", "a Pallas TPU kernel needs a TPU; torch's "
                       "scaled_dot_product_attention runs in its place on the CPU runtime")

            def attention(q, k, v, causal=True):
                return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
            self._cross_check_attention(attention, "sdpa")
            return attention, "sdpa"
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

        def attention(q, k, v, causal=True):
            # The Splash kernel applies no softmax scale: scale q so that every kernel
            # computes softmax(q k^T / sqrt(head_dim)) v.
            return splash_attention(q * (1.0 / math.sqrt(q.shape[-1])), k, v, config,
                                    causal=causal)

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
        # An encoder-decoder also attends without the mask (encoder, cross-attention).
        for causal in (True,):
            expected = reference_attention(q, k, v, causal=causal)
            with torch.no_grad():
                # The kernel's batch must divide over the data axes: repeat one sample on device.
                on_device = [t.to(self.device).expand(batch, -1, -1, -1).contiguous()
                             for t in (q, k, v)]
                got = attention(*on_device, causal=causal)[:1].cpu()
            error = (got.float() - expected).abs().max().item()
            if not error <= 2e-2:
                raise RuntimeError(f"attention kernel {name!r} differs from the reference "
                                   f"(max abs error {error:.3g} > 0.02 on a "
                                   f"{'causal' if causal else 'bidirectional'} test input); "
                                   f"refusing to train with it")

    def layer_runner(self):
        return run_layers_in_loop

    def prepare_model(self, model):
        self.sharding = sharding.run_plan(self.cfg, model)
        if self.cfg["train"].get("remat", False):
            from torch_xla.distributed.fsdp import checkpoint_module
            for layer in model.blocks():
                checkpoint_module(layer)
        model = model.to(self.device)
        # Every parameter gets the spec of the plan (the sharding event lists it), before the
        # FSDPv2 wrapper, which leaves parameters that are already sharded alone.
        specs = {entry["name"]: entry["spec"] for entry in self.sharding["parameters"]}
        for name, param in model.named_parameters():
            self.xs.mark_sharding(param, self.mesh, sharding.as_partition_spec(specs[name]))
        from torch_xla.experimental.spmd_fully_sharded_data_parallel import (
            SpmdFullyShardedDataParallel as FSDPv2)
        import functools

        # torch_xla's own policy: FSDPv2 calls it with torch_xla's keyword set
        # (unwrapped_params); torch.distributed's refuses that keyword.
        from torch_xla.distributed.fsdp.wrap import transformer_auto_wrap_policy

        from model import Block
        policy = functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={Block})
        model = FSDPv2(model, mesh=self.mesh, auto_wrap_policy=policy,
                       shard_output=self._shard_output)
        return model

    def _shard_output(self, output, mesh):
        """FSDPv2's annotation of a wrapped module's output (its first tensor's batch dimension
        over fsdp, as torch_xla's default), also inside torch.compile (tpu.compile_eval): Dynamo
        cannot trace xs.mark_sharding, so there it is torch_xla's dynamo_mark_sharding op."""
        tensor = output[0] if isinstance(output, tuple) else output
        if not isinstance(tensor, torch.Tensor):
            raise RuntimeError(f"FSDPv2 cannot shard a module output of type {type(output)}")
        spec = ("fsdp",) + (None,) * (tensor.dim() - 1)
        if model_code.torch_compile_is_tracing():
            torch.ops.xla.dynamo_mark_sharding(
                tensor, [int(i) for i in mesh.device_ids], [int(n) for n in mesh.mesh_shape],
                str(tuple(mesh.axis_names)), str(spec))
        else:
            self.xs.mark_sharding(tensor, mesh, spec)

    def eval_model(self, model):
        """What evaluate() calls. tpu.compile_eval: torch.compile with torch_xla's "openxla"
        dynamo backend, compiled once and reused for every evaluation (forward only, no
        autograd: the case the backend is made for); else the model, traced like the step."""
        if not self.options["compile_eval"]:
            return model
        if self._compiled_eval is None:
            if not hasattr(torch, "compile"):
                raise RuntimeError("tpu.compile_eval needs torch.compile (torch >= 2.0); install "
                                   "the versions pinned in requirements.txt or turn it off")
            self._compiled_eval = torch.compile(model, backend="openxla")
        return self._compiled_eval

    def make_optimizer(self, groups, lr, betas, eps):
        """Created after the model is on the device (and sharded)."""
        # Sync-free AdamW: no device-to-host sync for the inf/NaN check (PyTorch/XLA AMP).
        from torch_xla.amp import syncfree
        return syncfree.AdamW(groups, lr=lr, betas=betas, eps=eps), "torch_xla.amp.syncfree.AdamW"

    def step_scope(self):
        # Traces the step and launches its graph at the end of the block. In eager debug mode
        # every op runs as it is called instead: torch_xla.step would turn eager mode off for
        # the block, and the step is what is being debugged.
        if self.options["eager_debug"]:
            return contextlib.nullcontext()
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
        return self.any_processes([flag])[0]

    def any_processes(self, flags):
        """any_process for several flags in one all-reduce."""
        vote = torch.tensor([1 if f else 0 for f in flags])
        self.dist.all_reduce(vote, op=self.dist.ReduceOp.MAX)
        return [bool(v) for v in vote.tolist()]

    def barrier(self, tag):
        # An all-reduce of a CPU tensor on the gloo group: dist.barrier() asks torch for the
        # accelerator, which torch_xla does not register (torch 2.9 raises there).
        self.dist.all_reduce(torch.zeros(1))

    def sync(self):
        self.torch_xla.sync()

    def memory_measured(self):
        return None  # measured on the CPU smoke test; the TPU reports hbm_used_bytes

    def memory_used_bytes(self):
        if self.cpu_runtime:
            return None  # no HBM; xla_cpu_skipped says so
        try:
            info = self.xm.get_memory_info(self.device)
        except (RuntimeError, AttributeError):
            return None
        if "bytes_used" in info:
            return int(info["bytes_used"])
        if "kb_total" in info and "kb_free" in info:
            return int((info["kb_total"] - info["kb_free"]) * 1024)
        return None

    def sharding_applied(self, model):
        """The `sharding_applied` event: each parameter's sharding as torch_xla reports it for
        the tensor (after mark_sharding and the wrappers), decoded over the designed mesh;
        None without SPMD (nothing is sharded)."""
        texts = {_unwrapped_name(name): self.torch_xla._XLAC._get_xla_sharding_spec(p)
                 for name, p in model.named_parameters()}
        return sharding.applied_plan(self.cfg, self.sharding, texts)

    def memory_compiled(self):
        """The `memory_compiled` event: per-device bytes of the largest program XLA compiled
        so far (the training step), from its own buffer assignment; None without a dump."""
        compiled = compiled_memory(self.dump_dir)
        _prune_dump(self.dump_dir)
        if compiled is not None:
            compiled["devices"] = self.xr.global_runtime_device_count()
        return compiled

    def finish(self):
        _prune_dump(self.dump_dir)  # what compiled after memory_compiled (eval, checkpoints)

    def compile_count(self):
        """XLA compilations so far, from torch_xla's metrics: whole graphs (CompileTime) and,
        in eager debug mode, the one small graph per new op and shape (EagerOpCompileTime)."""
        import torch_xla.debug.metrics as met
        return sum(int(data[0]) for data in (met.metric_data(name) for name in
                                             ("CompileTime", "EagerOpCompileTime")) if data)

    def versions(self):
        return {"torch": torch.__version__, "torch_xla": self.torch_xla.__version__}

    def prime_optimizer(self, optimizer):
        _zero_grad_step(optimizer)
        self.torch_xla.sync()

    def save_state(self, tensors, extra, directory):
        import torch.distributed.checkpoint as dist_cp
        import torch_xla.experimental.distributed_checkpoint as xc
        # Every host writes its own shards; never torch.save on sharded tensors.
        # per_thread_copy_ahead=0: the planner hands over CPU tensors already, and the
        # overlapping loader would look for a stream on whatever claims torch's PrivateUse1
        # device (torchax does, once assume_pure has imported it).
        dist_cp.save(state_dict=tensors,
                     storage_writer=dist_cp.FileSystemWriter(directory, per_thread_copy_ahead=0),
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

    def step_span(self, name):
        # The profiler's host span only: xp.Trace also pushes an IR scope, and the step's
        # torch_xla.sync() (in MpDeviceLoader.__next__ and at the step's end, both inside
        # these spans) refuses to run while one is open.
        return self.torch_xla._XLAC.profiler.TraceMe(name)

    def start_trace(self, directory, name, steps, step_time_ms):
        """`tpuwb run profile`: an XPlane trace of exactly the traced steps, from this
        process's own profiler session (XProf/TensorBoard read it; so does the workbench).
        Not trace_detached: its duration would be a guess from an earlier step time (one
        that held a compilation made a 75 s, 230 MB capture of a 70 ms step)."""
        import torch_xla.debug.profiler as xp
        self._trace_started = time.time()
        xp.start_trace(os.path.join(directory, name))

    def stop_trace(self, directory, name):
        """Ends the session, which writes <name>/plugins/profile/<date>/<host>.xplane.pb;
        returns a function that finds it, relative to `directory`."""
        import torch_xla.debug.profiler as xp
        started = self._trace_started
        xp.stop_trace()

        def collect():
            found = sorted(os.path.relpath(p, directory) for p in glob.glob(
                os.path.join(directory, name, "**", "*.xplane.pb"), recursive=True)
                if os.path.getmtime(p) >= started - 1)
            if not found:
                raise RuntimeError(f"the profiler wrote no .xplane.pb under {os.path.join(directory, name)}")
            return found, "xplane"
        return collect


def _unwrapped_name(name):
    """A parameter's name in model.py: the wrappers' own levels left out."""
    return ".".join(part for part in name.split(".") if part not in (
        "_orig_module", "_fsdp_wrapped_module", "_checkpoint_wrapped_module", "_orig_mod"))


def _buffer_assignment(path):
    """Bytes by kind of one XLA buffer assignment: the `allocation N: size S, ...:` lines."""
    figures = {"arguments_bytes": 0, "outputs_bytes": 0, "alias_bytes": 0, "temp_bytes": 0,
               "constant_bytes": 0}
    with open(path, errors="replace") as f:
        for line in f:
            match = re.match(r"allocation \d+: size (\d+), (.*):\s*$", line)
            if not match:
                continue
            size, kinds = int(match.group(1)), match.group(2)
            if "thread-local" in kinds:
                continue  # scratch of one CPU thread, not device memory
            if "parameter" in kinds:
                figures["arguments_bytes"] += size
                if "maybe-live-out" in kinds or "output" in kinds:
                    figures["alias_bytes"] += size  # an output written into its argument
            elif "constant" in kinds:
                figures["constant_bytes"] += size
            elif "output" in kinds or "maybe-live-out" in kinds:
                figures["outputs_bytes"] += size
            else:
                figures["temp_bytes"] += size
    return figures


def _prune_dump(dump_dir):
    """Keeps XLA's HLO text and memory reports; the CPU backend also dumps LLVM IR, MLIR and
    objects of every kernel (tens of MB for a tiny model), which nothing here reads."""
    keep = ("-buffer-assignment.txt", "-memory-usage-report.txt", "_after_optimizations.txt",
            ".before_optimizations.txt")
    for path in glob.glob(os.path.join(dump_dir, "*")):
        if not path.endswith(keep):
            with contextlib.suppress(OSError):
                os.remove(path)


def compiled_memory(dump_dir):
    """XLA's figures for the largest SyncTensorsGraph module dumped in `dump_dir` (the
    training step: the other graphs are small), per device: under SPMD XLA compiles one
    partitioned program that every device runs on its own shards."""
    best = None
    for report in glob.glob(os.path.join(dump_dir, "*SyncTensorsGraph*-memory-usage-report.txt")):
        with open(report, errors="replace") as f:
            match = re.match(r"Total bytes used: (\d+)", f.readline())
        if match and (best is None or int(match.group(1)) > best[0]):
            best = (int(match.group(1)), report)
    if best is None:
        return None
    total, report = best
    assignment = report.replace("-memory-usage-report.txt", "-buffer-assignment.txt")
    figures = _buffer_assignment(assignment) if os.path.exists(assignment) else {}
    figures["total_bytes"] = total
    module = os.path.basename(report).split(".")
    return {"module": ".".join(module[1:3]), "source": "xla buffer assignment",
            "per_device": figures}


def create_backend(kind, cfg, args):
    if kind == "cpu":
        from cpu_backend import CpuBackend  # here: cpu_backend uses this module's helpers
        return CpuBackend(cfg, args)
    if kind == "tpu":
        return XlaBackend(cfg, args)
    if kind == "xla-cpu":
        use_cpu_runtime(cfg)
        return XlaBackend(cfg, args, cpu_runtime=True)
    raise ValueError(f"--device {kind!r}: expected tpu, xla-cpu or cpu")


def use_cpu_runtime(cfg):
    """torch_xla's CPU runtime with one virtual device per device of the mesh, in this one
    process (set before torch_xla starts its runtime)."""
    if int(os.environ.get("TPUWB_NUM_HOSTS", "1")) > 1:
        raise RuntimeError("--device xla-cpu runs on one host (its virtual devices stand for the "
                           "whole slice); launch it on a single-host machine")
    devices = math.prod(axis["size"] for axis in cfg["tpu"]["mesh"]["axes"])
    os.environ["PJRT_DEVICE"] = "CPU"
    os.environ["CPU_NUM_DEVICES"] = str(devices)
    # A collective runs one participant per virtual device on the CPU client's thread pool,
    # which XLA sizes by the cores (NPROC overrides it). With fewer threads than devices plus
    # the eager ops queued beside them, a busy machine left one participant unscheduled past
    # XLA's fixed 10 s rendezvous limit and the process aborted ("only 3 of them arrived").
    os.environ.setdefault("NPROC", str(max(os.cpu_count() or 1, 2 * devices)))
    # The TPU's topology variables of a TPU VM would contradict the CPU runtime.
    for name in ("TPU_WORKER_ID", "TPU_WORKER_HOSTNAMES", "TPU_ACCELERATOR_TYPE"):
        os.environ.pop(name, None)
