"""The CPU backend of the device layer (device.py): the smoke test with plain PyTorch on this
machine (`train.py --device cpu`), before TPU hours are spent. It has XlaBackend's interface, so
train.py, model.py, data.py, metrics.py and checkpoint.py run the same code on both.
"""

import contextlib
import functools
import os

import torch
import torch.utils.checkpoint

import sharding
from device import MemoryMeter, checkpoint_layers, execution_options, reference_attention
from metrics import host_index
from model import run_layers_in_loop


def cpu_host_group():
    """(rank, world size, coordinator "addr:port") of the gloo group that the hosts of a CPU
    smoke run form, or None for one process alone. The workbench's launcher sets
    TPUWB_NUM_HOSTS and TPUWB_COORDINATOR (host 0's address and a port) on every host of a
    multi-host machine; by hand, set both on every host and TPUWB_WORKER_ID to its index."""
    hosts = os.environ.get("TPUWB_NUM_HOSTS", "").strip()
    if not hosts.isdigit() or int(hosts) <= 1:
        return None
    coordinator = os.environ.get("TPUWB_COORDINATOR", "").strip()
    address, _, port = coordinator.rpartition(":")
    if not address or not port.isdigit():
        raise RuntimeError(f"TPUWB_NUM_HOSTS is {hosts} but TPUWB_COORDINATOR is {coordinator!r}; "
                           f"set it to host 0's address and a free port (10.0.0.2:29500) on "
                           f"every host")
    rank = host_index()
    if rank >= int(hosts):
        raise RuntimeError(f"this host's index {rank} (TPUWB_WORKER_ID) is not below "
                           f"TPUWB_NUM_HOSTS={hosts}")
    return rank, int(hosts), coordinator  # an IPv6 address keeps its brackets: [fd00::2]:29500


class CpuBackend:
    """Plain PyTorch on the CPU: the smoke test. One process on one host; on a multi-host
    machine the hosts' processes form one torch.distributed gloo group (DistributedDataParallel
    over the hosts' addresses, each host loading its share of the batch), so the hosts wait
    for each other in their collectives exactly as on a TPU slice: a hung host stalls them."""

    name = "cpu"
    checkpoint_format = "torch.save"

    def __init__(self, cfg, args):
        self.cfg = cfg
        self.args = args
        self.host = host_index()
        self.group = None if args.independent_hosts else cpu_host_group()
        self.dist = None
        self.is_global_master = self.group is None or self.group[0] == 0
        # Every host writes its own metrics and its own copy of each checkpoint.
        self.is_host_writer = True
        self._profiler = None
        self._trace = None
        self._meter = None
        self._optimizer = None
        self._steps = 0
        self.sharding = None
        self.skipped = []  # --device xla-cpu fills its own; plain PyTorch skips no TPU call
        self.options = execution_options(cfg, args)
        # The CPU has none of these: it evaluates eagerly (the openxla backend is torch_xla's,
        # and Debian's torch 1.13 has no torch.compile), runs eagerly anyway and calls the pure
        # layers as written. Said once here and recorded in the config event.
        self.execution = {"eval": "eager", "eager_debug": "no-op on cpu (eager already)",
                          "assume_pure": "off on cpu"}
        if self.options["compile_eval"]:
            print("train.py: tpu.compile_eval (torch.compile with the openxla backend) applies on "
                  "TPU; the CPU smoke test evaluates eagerly", flush=True)
        if self.options["eager_debug"]:
            print("train.py: eager debug mode (tpu.eager_debug / --eager-debug) is torch_xla's; "
                  "the CPU smoke test runs every op eagerly anyway, so it changes nothing here",
                  flush=True)

    def launch(self, fn, *args):
        return fn(self, *args)

    def setup(self):
        if self.args.threads:
            torch.set_num_threads(self.args.threads)
        # Bit-identical reruns on one machine (the reproducibility the smoke test checks).
        torch.use_deterministic_algorithms(True)
        if self.group is not None:
            import datetime

            import torch.distributed as dist
            rank, world, coordinator = self.group
            # A hung host leaves the others waiting in their collective, as on a slice; the
            # timeout only ends a wait that nobody noticed for half an hour.
            dist.init_process_group("gloo", init_method=f"tcp://{coordinator}", rank=rank,
                                    world_size=world, timeout=datetime.timedelta(minutes=30))
            self.dist = dist

    def data_shard(self):
        return (0, 1) if self.group is None else (self.group[0], self.group[1])

    def describe(self):
        if self.group is None:
            return {"device": "cpu", "strategy": "single process (smoke test; the config's "
                    "strategy `fsdpv2` runs on TPU only)", "processes": 1,
                    "execution": self.execution}
        return {"device": "cpu", "strategy": "DistributedDataParallel over gloo across the "
                "hosts (smoke test; the config's strategy `fsdpv2` runs on TPU only)",
                "processes": self.group[1], "coordinator": self.group[2],
                "execution": self.execution}

    def make_attention(self):
        # The configured kernel (`splash`) is a TPU kernel; the CPU runs its
        # reference maths, and says so in the config event.
        return reference_attention, "reference (cpu smoke test)"

    def layer_runner(self):
        return run_layers_in_loop

    def prepare_model(self, model):
        # The TPU run's plan, computed the same way (one CPU device has nothing to shard).
        self.sharding = sharding.run_plan(self.cfg, model)
        remat = self.cfg["train"].get("remat", False)
        if remat:
            checkpoint_layers(model.blocks(), functools.partial(torch.utils.checkpoint.checkpoint,
                                                              use_reentrant=True))
        self._meter = MemoryMeter(model)
        if self.dist is not None:
            # The buffers (rotary tables) are the same constants on every host: no broadcast
            # of them before each forward. Reentrant checkpointing runs a layer's backward
            # twice per step: a static graph lets DDP's reducer accept that.
            model = _HostDdp(model, broadcast_buffers=False, static_graph=remat)
        return model

    def make_optimizer(self, groups, lr, betas, eps):
        self._optimizer = torch.optim.AdamW(groups, lr=lr, betas=betas, eps=eps)
        return self._optimizer, "torch.optim.AdamW"

    def eval_model(self, model):
        """What evaluate() calls: the model itself (eager; see __init__)."""
        return model

    def memory_measured(self):
        """After the first step: what it allocated (see MemoryMeter)."""
        return self._meter.measure(self._optimizer)

    def step_scope(self):
        self._steps += 1
        return self._meter.step() if self._steps == 1 else contextlib.nullcontext()

    def autocast(self):
        return contextlib.nullcontext()

    def wrap_loader(self, batches):
        return iter(batches)

    def mean_across_processes(self, value):
        if self.dist is None:
            return value
        return self.sum_across_processes(value) / self.group[1]

    def sum_across_processes(self, value):
        if self.dist is None:
            return value
        total = value.detach().clone()
        self.dist.all_reduce(total, op=self.dist.ReduceOp.SUM)
        return total

    def any_process(self, flag):
        return self.any_processes([flag])[0]

    def any_processes(self, flags):
        """For each flag, True on every process when any process has it: one all-reduce for
        all the votes of a step (the stop request, the profile start)."""
        if self.dist is None:
            return [bool(f) for f in flags]
        vote = torch.tensor([1 if f else 0 for f in flags])
        self.dist.all_reduce(vote, op=self.dist.ReduceOp.MAX)
        return [bool(v) for v in vote.tolist()]

    def barrier(self, tag):
        if self.dist is not None:
            self.dist.barrier()

    def sync(self):
        pass

    def sharding_applied(self, model):
        return None  # plain PyTorch applies no sharding; `sharding` lists the plan

    def memory_compiled(self):
        return None  # nothing is compiled; memory_measured measures the step

    def finish(self):
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
        # Every host writes its copy (the same bytes on every host after DDP); through a
        # per-host temporary name, so hosts that share one disk never interleave their writes.
        path = os.path.join(directory, "state.pt")
        tmp = f"{path}.tmp-{self.host}"
        torch.save({"tensors": tensors, "extra": extra}, tmp)
        os.replace(tmp, path)

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

    def step_span(self, name):
        """A named span in the trace (ProfilerStep#<step>: the step boundaries the workbench
        reads; torch.profiler's own prof.step() spans need kineto, which Debian's torch lacks)."""
        return torch.profiler.record_function(name)

    def start_trace(self, directory, name, steps, step_time_ms):
        """`tpuwb run profile`: trace the CPU ops of the next steps (torch.profiler)."""
        if self._profiler is not None:
            raise RuntimeError("a --profile trace is running; ask again after it")
        from torch.profiler import ProfilerActivity, profile
        self._trace = profile(activities=[ProfilerActivity.CPU])
        self._trace.__enter__()

    def stop_trace(self, directory, name):
        """Ends the trace; returns a function that writes it as Chrome trace JSON (Perfetto and
        TensorBoard read it) and lists the files written, relative to `directory`. Writing
        takes seconds for a few steps: it runs off the training thread, so that the other
        hosts do not wait for this one in their next collective."""
        trace, self._trace = self._trace, None
        trace.__exit__(None, None, None)
        path = os.path.join(directory, f"{name}.pt.trace.json")

        def collect():
            trace.export_chrome_trace(path + ".tmp")
            os.replace(path + ".tmp", path)
            return [os.path.basename(path)], "chrome"
        return collect


class _HostDdp(torch.nn.parallel.DistributedDataParallel):
    """DDP whose state dict is the model's own (no "module." prefix), so a checkpoint of a
    multi-host CPU run loads into a single-process one and back."""

    def state_dict(self, *args, **kwargs):
        return self.module.state_dict(*args, **kwargs)

    def load_state_dict(self, *args, **kwargs):
        return self.module.load_state_dict(*args, **kwargs)
