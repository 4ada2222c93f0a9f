"""Published kernels switched into the model: `model.kernels.<module>` in config.json
(TPU Workbench docs/formats.md, "Kernels"; docs/kernel.md, "Use the kernel").

A kernel is a MaxKernel run's published `optimized.py`: a JAX function `computation(...)` built
on `pl.pallas_call`. The workbench copies it to `kernels/<module>.py` when it scaffolds the
project, and config.json carries its SHA-256 (so the config hash covers it). With the entry's
`enabled` true, every instance of the module's class in the model (model.py's RMSNorm for
`rmsnorm`) runs its forward through the kernel:

- `--device cpu`: the PyTorch tensors go to JAX and back through torchax's conversions
  (torchax.ops.mappings.t2j / j2t); on a TPU run (and `--device xla-cpu`) through torch_xla's
  JAX bridge, `call_jax`, inside the traced step.
- where JAX's backend is the CPU, `pl.pallas_call` runs in Pallas interpret mode (real JAX, the
  kernel's own code, its TPU compiler parameters ignored by the interpreter): the path is
  executed, and its timings are those of the interpreter, not of a TPU ("interpret mode on CPU"
  in the `kernel` event and on the console).
- backward recomputes the plain PyTorch module (torch.autograd.Function): gradients are the
  reference's, so training works whatever the kernel does not implement.
- on the first batch every instance compares the kernel's output with the plain module's
  (|kernel - reference| <= atol + rtol * |reference|, atol = rtol = 1e-3 for float32 inputs,
  1e-2 for bfloat16/float16): a kernel that returns other values is refused, naming the module,
  and the run stops (KernelRefused, exit 1). A `kernel_check` event records what was measured.
- a call whose shape the kernel cannot take (rmsnorm: rows, batch x sequence, not a multiple of
  8) runs the plain module instead (the fallback), said once in a `kernel_fallback` event; a
  hidden size it cannot take (not a multiple of 128) is refused at start-up.

With `enabled` false (the A/B ablation's other arm) the plain module runs and the `kernel` event
says so. Without `model.kernels` this file does nothing.
"""

import hashlib
import importlib.util
import os
import warnings

import torch

import model as model_module

HERE = os.path.dirname(os.path.abspath(__file__))


class KernelRefused(RuntimeError):
    """A kernel the run cannot use; the message names the module and what to do."""


def _rms_norm_rows(x):
    return x.numel() // x.shape[-1] if x.dim() > 0 and x.shape[-1] else 0


# module name -> what the bridge needs of it: the model.py class, its parameters, its reference
# function (the module's input and parameters in, a tensor out), the kernel's arguments, and
# the shape rules of its kernels.
MODULES = {
    "rmsnorm": {
        "class": "RMSNorm",
        "parameters": lambda module: (module.weight,),
        "reference": lambda x, weight: model_module.rms_norm(x, weight),
        # computation(weight, x), as the RMSNorm job's torchax conversion orders the inputs.
        "kernel_inputs": lambda x, weight: (weight, x),
        "hidden_multiple": 128,
        "row_multiple": 8,
    },
}


def tolerance(dtype):
    """(atol, rtol) of the start-up check for the module's input dtype."""
    if dtype in (torch.bfloat16, torch.float16):
        return 1e-2, 1e-2
    return 1e-3, 1e-3


def configured(cfg):
    """{module: entry} of config.json's model.kernels (entries as written)."""
    kernels = cfg.get("model", {}).get("kernels") or {}
    if not isinstance(kernels, dict):
        raise KernelRefused("config.json: `model.kernels` must be an object of module -> kernel")
    return kernels


class _InterpretPallas:
    """Stands for `jax.experimental.pallas` inside a kernel file when JAX's backend is the CPU:
    pallas_call runs in interpret mode, every other name is pallas' own."""

    def __init__(self, pallas):
        self._pallas = pallas

    def __getattr__(self, name):
        return getattr(self._pallas, name)

    def pallas_call(self, *args, **kwargs):
        kwargs["interpret"] = True
        return self._pallas.pallas_call(*args, **kwargs)


def _load_kernel(module_name, path, interpret):
    spec = importlib.util.spec_from_file_location(f"tpuwb_kernel_{module_name}", path)
    kernel = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(kernel)
    except Exception as e:
        raise KernelRefused(f"model.kernels.{module_name}: {os.path.relpath(path, HERE)} does not "
                            f"load: {type(e).__name__}: {e}; fix the kernel or set "
                            f"model.kernels.{module_name}.enabled to false") from e
    computation = getattr(kernel, "computation", None)
    if not callable(computation):
        raise KernelRefused(f"model.kernels.{module_name}: {os.path.relpath(path, HERE)} defines no "
                            f"`computation`; switch in a kernel run's published optimized.py")
    if interpret:
        from jax.experimental import pallas
        shim = _InterpretPallas(pallas)
        for name, value in list(vars(kernel).items()):
            if value is pallas:
                setattr(kernel, name, shim)
            elif value is pallas.pallas_call:
                setattr(kernel, name, shim.pallas_call)
    return computation


class _ThroughKernel(torch.autograd.Function):
    """Forward through the kernel, backward through the plain module recomputed."""

    @staticmethod
    def forward(ctx, bridge, x, *parameters):
        ctx.bridge = bridge
        ctx.save_for_backward(x, *parameters)
        return bridge.kernel_forward(x, parameters)

    @staticmethod
    def backward(ctx, grad):
        saved = ctx.saved_tensors
        with torch.enable_grad():
            inputs = [t.detach().requires_grad_(ctx.needs_input_grad[1 + i]) for i, t in enumerate(saved)]
            out = ctx.bridge.spec["reference"](*inputs)
            wanted = [t for t in inputs if t.requires_grad]
            grads = iter(torch.autograd.grad(out, wanted, grad, allow_unused=True) if wanted else ())
        return (None, *[next(grads) if t.requires_grad else None for t in inputs])


class _Bound:
    """One kernel bound to one module instance of the model: that instance's forward."""

    def __init__(self, bridge, module, path):
        self.bridge = bridge
        self.module = module
        self.path = path
        self.checked = False

    def parameters(self):
        return tuple(self.bridge.spec["parameters"](self.module))

    def reference(self, x):
        return self.bridge.spec["reference"](x, *self.parameters())

    def forward(self, x):
        bridge = self.bridge
        rule = bridge.shape_problem(x)
        if rule:
            bridge.fall_back(self.path, x, rule)
            return self.reference(x)
        if not self.checked:
            bridge.check(self, x)
            self.checked = True
        return _ThroughKernel.apply(bridge, x, *self.parameters())


class KernelBridge:
    """One configured kernel: its file, how it is called, the instances it replaces."""

    def __init__(self, name, entry, model, backend):
        self.name = name
        self.field = f"model.kernels.{name}"
        self.entry = entry
        self.spec = MODULES.get(name)
        if self.spec is None:
            raise KernelRefused(f"{self.field}: this project's model cannot route module {name!r} "
                                f"through a kernel (it can: {', '.join(sorted(MODULES))}); remove "
                                f"the entry")
        self.enabled = entry.get("enabled", True) is not False
        self.relpath = f"kernels/{name}.py"
        self.file = os.path.join(HERE, self.relpath)
        self.backend_name = backend.name
        self.cpu_runtime = getattr(backend, "cpu_runtime", False)
        cls = getattr(model_module, self.spec["class"])
        self.instances = [(path, m) for path, m in model.named_modules() if isinstance(m, cls)]
        self.stream = None
        self.fallbacks = 0
        self.checks = []
        self.mode = "off: the plain PyTorch module"
        self.bridge = None
        self._call = None
        if self.enabled:
            self._prepare(model)

    def _prepare(self, model):
        if not os.path.isfile(self.file):
            raise KernelRefused(f"{self.field}: {self.relpath} is missing from the project; scaffold "
                                f"it again (tpuwb kernel use ... or tpuwb scaffold) to copy the kernel in")
        with open(self.file, "rb") as f:
            actual = hashlib.sha256(f.read()).hexdigest()
        if actual != self.entry.get("sha256"):
            raise KernelRefused(f"{self.field}: {self.relpath} has SHA-256 {actual} but config.json says "
                                f"{self.entry.get('sha256')}; the project's copy is not the kernel that was "
                                f"switched in. Scaffold the project again")
        hidden = model_module_hidden(self.instances)
        multiple = self.spec["hidden_multiple"]
        if hidden is not None and hidden % multiple != 0:
            raise KernelRefused(f"{self.field}: the {self.spec['class']} kernel needs the hidden size "
                                f"(model.d_model) to be a multiple of {multiple}; it is {hidden}. Choose a "
                                f"multiple of {multiple} or set {self.field}.enabled to false")
        try:
            import jax
        except ImportError as e:
            raise KernelRefused(f"{self.field}: the kernel needs JAX, which this Python does not have "
                                f"({e}); install the workbench's Python environment "
                                f"(scripts/install-python-env.sh) or set {self.field}.enabled to false") from e
        interpret = jax.default_backend() == "cpu"
        self.jax_backend = jax.default_backend()
        computation = _load_kernel(self.name, self.file, interpret)
        if self.backend_name == "cpu":
            try:
                from torchax.ops import mappings
            except ImportError as e:
                raise KernelRefused(f"{self.field}: --device cpu calls the kernel through torchax, which "
                                    f"this Python does not have ({e}); pip install torchax or set "
                                    f"{self.field}.enabled to false") from e

            def call(*tensors):
                arrays = [mappings.t2j(t.detach().contiguous()) for t in tensors]
                with warnings.catch_warnings():
                    # j2t wraps JAX's read-only buffer; the clone below is what torch keeps.
                    warnings.simplefilter("ignore", UserWarning)
                    out = mappings.j2t(computation(*arrays))
                return out.clone()
            self._call = call
            self.bridge = "torchax (t2j/j2t)"
        else:
            from torch_xla.core.xla_builder import call_jax

            def call(*tensors):
                return call_jax(computation, tensors)
            self._call = call
            self.bridge = "torch_xla call_jax"
        if interpret:
            self.mode = "interpret mode on CPU"
        else:
            self.mode = f"compiled by JAX for {self.jax_backend}"
        for path, module in self.instances:
            bound = _Bound(self, module, path)
            module.forward = bound.forward  # the instance's forward; the class is untouched

    def kernel_forward(self, x, parameters):
        return self._call(*self.spec["kernel_inputs"](x, *parameters))

    def shape_problem(self, x):
        rows = _rms_norm_rows(x)
        multiple = self.spec["row_multiple"]
        if rows % multiple != 0:
            return f"rows (batch x sequence = {rows}) not a multiple of {multiple}"
        return None

    def fall_back(self, path, x, rule):
        self.fallbacks += 1
        if self.fallbacks == 1 and self.stream is not None:
            self.stream.event("kernel_fallback", module=self.name, instance=path,
                              shape=list(x.shape), reason=rule,
                              detail="this call ran the plain PyTorch module")

    def check(self, bound, x):
        """The start-up check of one instance on its first input: kernel against the plain
        module. Refuses the kernel when they differ by more than the tolerance."""
        atol, rtol = tolerance(x.dtype)
        with torch.no_grad():
            expected = bound.reference(x).float()
            try:
                got = self.kernel_forward(x, bound.parameters())
            except Exception as e:
                raise KernelRefused(f"{self.field}: the kernel {self.relpath} failed on {bound.path} "
                                    f"({self.spec['class']}) with input {list(x.shape)} {x.dtype}: "
                                    f"{type(e).__name__}: {e}; fix the kernel or set "
                                    f"{self.field}.enabled to false") from e
            if tuple(got.shape) != tuple(expected.shape):
                diff, excess = float("inf"), float("inf")
            else:
                error = (got.float() - expected).abs()
                diff = float(error.max().item())
                # > 0 where |kernel - reference| exceeds atol + rtol * |reference|
                excess = float((error - (atol + rtol * expected.abs())).max().item())
        result = {"instance": bound.path, "shape": list(x.shape), "dtype": str(x.dtype).replace("torch.", ""),
                  "max_abs_diff": diff, "atol": atol, "rtol": rtol, "passed": excess <= 0.0}
        self.checks.append(result)
        if not result["passed"]:
            if self.stream is not None:
                self.stream.event("kernel_check", module=self.name, passed=False, checks=self.checks)
            what = (f"returns shape {list(got.shape)} instead of {list(expected.shape)}"
                    if diff == float("inf") else
                    f"returns values that differ from the plain {self.spec['class']} by up to {diff:.3g} "
                    f"(allowed: atol {atol:g} + rtol {rtol:g} x |reference|)")
            raise KernelRefused(f"{self.field}: refused: the kernel {self.relpath} {what} on "
                                f"{bound.path} ({self.spec['class']}), checked on the first batch. "
                                f"Fix the kernel, or set {self.field}.enabled to false to train "
                                f"with the plain module")
        if len(self.checks) == len(self.instances) and self.stream is not None:
            self.stream.event("kernel_check", module=self.name, passed=True, checks=self.checks,
                              max_abs_diff=max(c["max_abs_diff"] for c in self.checks))

    def describe(self):
        record = {"module": self.name, "class": self.spec["class"], "enabled": self.enabled,
                  "instances": [path for path, _ in self.instances], "file": self.relpath,
                  "sha256": self.entry.get("sha256"), "mode": self.mode}
        if self.enabled:
            atol, rtol = tolerance(torch.float32)
            record.update({
                "bridge": self.bridge, "jax_backend": self.jax_backend,
                "backward": f"recomputed by the plain PyTorch {self.spec['class']}",
                "check": {"when": "first batch, every instance", "atol": atol, "rtol": rtol,
                          "bfloat16": dict(zip(("atol", "rtol"), tolerance(torch.bfloat16)))},
                "fallback": f"the plain {self.spec['class']} for rows not a multiple of "
                            f"{self.spec['row_multiple']}"})
            if self.mode == "interpret mode on CPU":
                record["timings"] = ("interpret mode on CPU: step times measure the Pallas "
                                     "interpreter, not the kernel's speed on a TPU")
        return record


def model_module_hidden(instances):
    for _, module in instances:
        weight = getattr(module, "weight", None)
        if weight is not None and weight.dim() == 1:
            return int(weight.shape[0])
    return None


class Kernels:
    """Every configured kernel of a run."""

    def __init__(self, bridges):
        self.bridges = bridges

    def announce(self, stream, is_writer=True):
        for bridge in self.bridges:
            bridge.stream = stream
            record = bridge.describe()
            stream.event("kernel", **record)
            if is_writer:
                if bridge.enabled:
                    print(f"train.py: {bridge.field}: {bridge.spec['class']} runs through "
                          f"{bridge.relpath} ({bridge.mode}, {bridge.bridge}) in "
                          f"{len(bridge.instances)} modules; checked against the plain module on the "
                          f"first batch", flush=True)
                else:
                    print(f"train.py: {bridge.field} is off: the plain {bridge.spec['class']} runs",
                          flush=True)


def install(model, cfg, backend):
    """Routes the configured modules of `model` through their kernels (before the backend
    wraps or moves the model). Raises KernelRefused naming the module."""
    return Kernels([KernelBridge(name, entry if isinstance(entry, dict) else {}, model, backend)
                    for name, entry in configured(cfg).items()])
