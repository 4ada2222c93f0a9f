"""Ports plain PyTorch (CUDA) training code to PyTorch/XLA (tpuwb port; docs/scaffold.md).

    python3 port_torch_xla.py [--name FILE] < FILE.py

Reads the source on stdin and prints one JSON object: {"ok": true, "source": the ported text,
"changes": [...], "notes": [...], "pyflakes": [...] (what pyflakes finds in the port and not in
the original) or null} or {"ok": false, "error": ..., "line": N, "refusals": [{"line", "text"}]}.
Nothing is written; the workbench shows the diff and writes on request.

The rewrite is located by Python's own parser (ast node positions), and only the spans it
changes are replaced, so comments and formatting elsewhere survive. What it does:
  device   torch.device("cuda"), "cuda" if torch.cuda.is_available() else "cpu", f"cuda:{rank}",
           .to("cuda"), device="cuda"  ->  torch_xla.device(), or the device variable in scope
           (a file without one gets `device = torch_xla.device()` after its imports); a device
           string that must stay a string (argparse default, config value, class attribute,
           parameter default)  ->  XLA_DEVICE ("xla"; "cpu" without torch_xla)
  cuda     x.cuda()  ->  x.to(device)
  amp      torch.cuda.amp.autocast / torch.autocast("cuda")  ->  torch.autocast(XLA_DEVICE,
           dtype=torch.bfloat16, enabled=XLA_DEVICE == "xla"); a GradScaler is dropped (bf16
           needs no loss scaling)
  step     port_step_rules.py: torch_xla.step() around each whole optimizer step (with gradient
           accumulation, around all micro-batches), or torch_xla.sync() after a k-th-batch step;
           the training loop's DataLoader through pl.MpDeviceLoader
  launch   mp.spawn(fn, args=..., nprocs=N)  ->  torch_xla.launch(fn, args=...); the NCCL process
           group and DDP as XLA's (port_runtime_rules.py)
  runtime  torch.cuda.synchronize/is_available/device_count/set_device; TF32 and cuDNN switches
           and pinned memory dropped (port_runtime_rules.py)
  imports  a guarded import block: torch_xla on a TPU VM, else CPU stand-ins with the same
           names, so the ported script still trains on a computer without torch_xla exactly as
           the original did on its CPU (float32, one process).
What would not run on XLA and cannot be rewritten (torch.cuda calls that need a GPU, inductor
torch.compile, a module-level device in a launcher) is refused, each line named; what runs but
may not do what was meant is listed in "notes" with its line.
"""

import argparse
import ast
import io
import json
import sys

from port_runtime_rules import RuntimeRules
from port_step_rules import SCALER_FUNCTIONS, StepRules
from port_source_edits import PortError, SourceEdits, dotted, is_cuda_string, is_str

AMP_FUNCTIONS = {"torch.cuda.amp.autocast", "torch.autocast", "torch.amp.autocast"}
SPAWN_FUNCTIONS = {"torch.multiprocessing.spawn"}
FLOAT_DTYPES = {f"torch.{t}" for t in ("float16", "half", "bfloat16", "float32", "float")}
# Modules whose imports the port may leave unused (and then removes).
PORTED_MODULES = {"torch.multiprocessing", "torch.cuda.amp", "torch.cuda", "torch.amp"}


class Porter(StepRules, RuntimeRules, SourceEdits):
    """The torch_xla rules: each pass finds what to port in the tree and records its edits."""

    def __init__(self, text, name):
        super().__init__(text, name)
        self.uses = set()      # what the import block must give: "amp", "loader", "device", "xla_backend"
        self.aliases = self._aliases()

    # --- names -----------------------------------------------------------------------------
    def _aliases(self):
        """Local name -> dotted module path, from the imports (any scope)."""
        aliases = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        aliases[a.asname] = a.name
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    aliases[a.asname or a.name] = node.module + "." + a.name
        return aliases

    def resolve(self, node):
        """The dotted path of a callee with import aliases expanded."""
        name = dotted(node)
        if name is None:
            return None
        head, _, rest = name.partition(".")
        if head in self.aliases:
            return self.aliases[head] + ("." + rest if rest else "")
        return name

    def scope(self, node):
        while node in self.parent:
            node = self.parent[node]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                return node
        return self.tree

    # --- what counts as CUDA -----------------------------------------------------------------
    def is_device_call(self, node, prefix):
        """torch.device("cuda..."), or torch.device(a cuda-or-cpu choice) for prefix "cuda"."""
        if not (isinstance(node, ast.Call) and self.resolve(node.func) == "torch.device" and node.args):
            return False
        return is_str(node.args[0], prefix) or (prefix == "cuda" and self.is_cuda_choice(node.args[0]))

    def is_cuda_choice(self, node):
        """`"cuda" if ... else "cpu"` (or with torch.device on both sides)."""
        return (isinstance(node, ast.IfExp)
                and (is_str(node.body, "cuda") or self.is_device_call(node.body, "cuda"))
                and (is_str(node.orelse, "cpu") or self.is_device_call(node.orelse, "cpu")))

    def is_cuda_device(self, node, string_counts):
        return (self.is_cuda_choice(node) or self.is_device_call(node, "cuda")
                or (string_counts and is_cuda_string(node)))

    # --- the passes ----------------------------------------------------------------------------
    def run(self):
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                module = node.module if isinstance(node, ast.ImportFrom) else None
                names = [module or ""] + [a.name for a in node.names]
                if any(n == "torch_xla" or n.startswith("torch_xla.") for n in names):
                    raise PortError(f"{self.name}:{node.lineno}: this file already uses torch_xla; "
                                    "`tpuwb lint --fix` updates legacy torch_xla calls", node.lineno)
        if any(isinstance(n, ast.Name) and n.id == "XLA_DEVICE" for n in ast.walk(self.tree)):
            raise PortError(f"{self.name}: the name XLA_DEVICE is taken; the port binds it (the device type, "
                            "\"xla\" or \"cpu\"): rename yours, then port again")
        self.device_names = self._device_names()
        self.launches = any(isinstance(n, ast.Call) and self.resolve(n.func) in SPAWN_FUNCTIONS
                            for n in ast.walk(self.tree))
        # Where the file has no device variable, the port adds `device = torch_xla.device()` after
        # its imports, as torch_xla's examples do, unless the name is taken or the script launches
        # processes (a launcher must not touch the device).
        self.module_device = not self.device_names.get(self.tree) and not any(
            (isinstance(n, ast.Name) and n.id == "device") or (isinstance(n, ast.arg) and n.arg == "device")
            or (isinstance(n, ast.Call) and self.resolve(n.func) in SPAWN_FUNCTIONS)
            for n in ast.walk(self.tree))
        self._amp()
        self._spawn()
        self._device_strings()
        self._devices()
        self._cuda_calls()
        self._runtime()
        self._backend_flags()
        self._pinned_memory()
        self._distributed()
        self._loops()
        self._refusals()
        if self.refusals:
            refusals = sorted(self.refusals, key=lambda r: r["line"])
            lines = "".join(f"\n  {self.name}:{r['line']}: {r['text']}" for r in refusals)
            raise PortError(f"{self.name}: not ported: {len(refusals)} line(s) would not run on PyTorch/XLA and "
                            f"tpuwb port cannot rewrite them:{lines}\nChange or remove these lines, then port again.",
                            refusals[0]["line"], refusals)
        self._unused_locals()
        self._imports()
        self._notes()
        if not self.changes:
            raise PortError(f"{self.name}: nothing to port: no CUDA device placement, AMP, training loop "
                            "or multiprocessing spawn found")
        self._shim()
        return self.apply(self.wrapped, "with torch_xla.step():")

    def _device_names(self):
        """scope -> [(name, line)] of variables bound to a CUDA device expression."""
        names = {}
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if (len(targets) == 1 and isinstance(targets[0], ast.Name)
                        and self.is_cuda_device(node.value, "dev" in targets[0].id.lower())):
                    names.setdefault(self.scope(node), []).append((targets[0].id, node.lineno))
        return names

    def device_ref(self, node):
        """What a use at `node` calls the device: the device variable in scope, else torch_xla.device()."""
        fn = self.scope(node)
        if fn is not self.tree:
            for name, line in self.device_names.get(fn, []):
                if line < node.lineno:
                    return name
            if not isinstance(fn, ast.ClassDef) and any(a.arg == "device" for a in fn.args.args + fn.args.kwonlyargs):
                return "device"
        for name, line in self.device_names.get(self.tree, []):
            if fn is not self.tree or line < node.lineno:
                return name
        if self.module_device:
            self.uses.add("device")
            return "device"
        return "torch_xla.device()"

    def _device_strings(self):
        """A device named by a string where a string must stay (an argument's default, a config
        value, a class attribute, a parameter's default, a module-level name in a script that
        launches processes): XLA_DEVICE, the shim's "xla" ("cpu" without torch_xla). Resolved only
        where it is used, so nothing touches the device before the workers start."""
        def swap(value):
            if is_cuda_string(value) and not self.is_claimed(value):
                self.replace(value, "XLA_DEVICE", "device")
                self.uses.add("xla_device")

        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call):
                if isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument" and any(
                        is_str(a, "-") and "dev" in a.value.lower() for a in node.args):
                    for k in node.keywords:
                        if k.arg == "default":
                            swap(k.value)
                elif dotted(node.func) == "dict":
                    for k in node.keywords:
                        if k.arg and "dev" in k.arg.lower():
                            swap(k.value)
            elif isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values):
                    if is_str(key, "") and "dev" in key.value.lower():
                        swap(value)
            elif isinstance(node, ast.arguments):
                positional = node.posonlyargs + node.args
                for arg, default in zip(positional[len(positional) - len(node.defaults):], node.defaults):
                    if "dev" in arg.arg.lower():
                        swap(default)
                for arg, default in zip(node.kwonlyargs, node.kw_defaults):
                    if default is not None and "dev" in arg.arg.lower():
                        swap(default)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                scope = self.scope(node)
                if (len(targets) == 1 and isinstance(targets[0], ast.Name) and "dev" in targets[0].id.lower()
                        and (isinstance(scope, ast.ClassDef) or (scope is self.tree and self.launches))):
                    swap(node.value)

    def _devices(self):
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if (len(targets) == 1 and isinstance(targets[0], ast.Name)
                        and self.is_cuda_device(node.value, "dev" in targets[0].id.lower())
                        and not self.is_claimed(node.value)):
                    if self.scope(node) is self.tree and self.launches:
                        self.refuse(node, f"`{targets[0].id}` is looked up at module level, in the process that "
                                    "launches the workers (on a TPU that process would hold the chips); move it into "
                                    "the function torch_xla.launch runs")
                        continue
                    self.replace(node.value, "torch_xla.device()", "device")
        for node in ast.walk(self.tree):
            places = []
            if isinstance(node, ast.Call):
                if isinstance(node.func, ast.Attribute) and node.func.attr == "to" and node.args:
                    places.append((node.args[0], True))
                places += [(k.value, True) for k in node.keywords if k.arg == "device"]
                places += [(a, False) for a in node.args]
            for place, string_counts in places:
                if self.is_cuda_device(place, string_counts) and not self.is_claimed(place):
                    self.replace(place, self.device_ref(place), "device")

    def _cuda_calls(self):
        for node in ast.walk(self.tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "cuda"
                    and self.resolve(node.func.value) != "torch" and not self.is_claimed(node)):
                keep = [k for k in node.keywords if k.arg == "non_blocking"]
                text = ".to(" + ", ".join([self.device_ref(node)] + [self.src(k) for k in keep]) + ")"
                start = self.offset(node.func.value.end_lineno, node.func.value.end_col_offset)
                self.replace(node, text, "cuda", start=start)

    def _amp(self):
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call):
                continue
            callee = self.resolve(node.func)
            if callee not in AMP_FUNCTIONS:
                continue
            names = (["enabled", "dtype", "cache_enabled"] if callee == "torch.cuda.amp.autocast"
                     else ["device_type", "dtype", "enabled", "cache_enabled"])
            args = dict(zip(names, node.args))
            args.update({k.arg: k.value for k in node.keywords if k.arg})
            if callee != "torch.cuda.amp.autocast" and not is_str(args.get("device_type"), "cuda"):
                continue  # CPU autocast stays as it is
            # torch.autocast("xla") as torch_xla's own docs give it (torch_xla.amp.autocast refuses
            # a CPU-backed XLA device). Off without torch_xla: CUDA autocast is off on a CPU too.
            enabled = 'XLA_DEVICE == "xla"'
            dtype = args.get("dtype")
            if dtype is not None and not (isinstance(dtype, ast.Attribute) and dotted(dtype) in FLOAT_DTYPES):
                # A dtype chosen at run time: float32 meant no mixed precision (CUDA autocast
                # turns itself off for it), anything else becomes bf16, the TPU's.
                enabled += f" and {self.src(dtype)} != torch.float32"
            given = args.get("enabled")
            if given is not None and not (isinstance(given, ast.Constant) and given.value is True):
                text = self.src(given)
                enabled += f" and {text}" if isinstance(given, (ast.Name, ast.Attribute, ast.Call)) else f" and ({text})"
            rest = [f"{k}={self.src(v)}" for k, v in args.items() if k not in ("device_type", "dtype", "enabled")]
            text = "torch.autocast(" + ", ".join(["XLA_DEVICE", "dtype=torch.bfloat16", "enabled=" + enabled] + rest) + ")"
            self.replace(node, text, "amp")
            self.uses.add("amp")
        self._scalers()

    def _scalers(self):
        for node in ast.walk(self.tree):
            if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                    and isinstance(node.value, ast.Call) and self.resolve(node.value.func) in SCALER_FUNCTIONS):
                continue
            name = node.targets[0].id
            rewrites, problem = [], None
            for use in ast.walk(self.tree):
                if not (isinstance(use, ast.Name) and use.id == name and isinstance(use.ctx, ast.Load)):
                    continue
                attr = self.parent.get(use)
                call = self.parent.get(attr)
                method = attr.attr if isinstance(attr, ast.Attribute) else None
                if not (isinstance(call, ast.Call) and call.func is attr):
                    problem = use
                    break
                statement = self.parent.get(call)
                if method == "scale" and len(call.args) == 1:
                    rewrites.append(("scale", call))
                elif method == "step" and len(call.args) == 1 and isinstance(statement, ast.Expr):
                    rewrites.append(("step", call))
                elif method in ("update", "unscale_") and isinstance(statement, ast.Expr):
                    rewrites.append(("drop", statement))
                else:
                    problem = use
                    break
            if problem is not None:
                self.note(problem, f"GradScaler `{name}` kept: it is used as `{self.src(self.parent[problem])}`; "
                          "bf16 autocast on TPU needs no loss scaling, remove it by hand")
                continue
            self.delete(node)
            for what, target in rewrites:
                if what == "scale":
                    inner = target.args[0]
                    text = self.src(inner)
                    if not isinstance(inner, (ast.Name, ast.Attribute, ast.Call, ast.Subscript)):
                        text = f"({text})"
                    self.replace(target, text, "amp")
                elif what == "step":
                    self.replace(target, f"{self.src(target.args[0])}.step()", "amp")
                else:
                    self.delete(target)

    def _spawn(self):
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call) and self.resolve(node.func) in SPAWN_FUNCTIONS and node.args:
                args = [self.src(node.args[0])]
                passed = next((k.value for k in node.keywords if k.arg == "args"), None)
                if passed is None and len(node.args) > 1:
                    passed = node.args[1]
                if passed is not None:
                    args.append("args=" + self.src(passed))
                self.replace(node, "torch_xla.launch(" + ", ".join(args) + ")", "launch")

    def _unused_locals(self):
        """A local variable whose every use the port rewrote away (`local_rank` once
        f"cuda:{local_rank}" and device_ids=[local_rank] are gone) loses its assignment too;
        pyflakes would flag it otherwise."""
        written = set()  # the names in the port's own replacement texts
        for _, _, text, _ in self.edits:
            try:
                written.update(n.id for n in ast.walk(ast.parse(text.strip(), mode="eval")) if isinstance(n, ast.Name))
            except SyntaxError:
                written.update(text.replace("(", " ").replace(")", " ").replace(",", " ").split())
        for fn in ast.walk(self.tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            stores, loads = {}, {}
            for node in ast.walk(fn):
                if isinstance(node, ast.Name):
                    (loads if isinstance(node.ctx, ast.Load) else stores).setdefault(node.id, []).append(node)
            for name, bound in stores.items():
                statement = self.parent.get(bound[0])
                if (len(bound) == 1 and isinstance(statement, ast.Assign) and len(statement.targets) == 1
                        and statement.targets[0] is bound[0] and loads.get(name) and name not in written
                        and all(self.is_claimed(n) for n in loads[name]) and not self.is_claimed(statement)):
                    self.delete(statement, "device")

    # --- imports -------------------------------------------------------------------------
    def _imports(self):
        """Removes the names of ported modules that the rewrite left unused."""
        loads = [n for n in ast.walk(self.tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)]
        for node in ast.walk(self.tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)) or self.is_claimed(node):
                continue
            kept, dropped = [], False
            for a in node.names:
                module = a.name if isinstance(node, ast.Import) else f"{node.module}.{a.name}"
                bound = a.asname or a.name.split(".")[0]
                ported = any(module == m or module.startswith(m + ".") for m in PORTED_MODULES)
                if ported and (a.asname or isinstance(node, ast.ImportFrom)) and \
                        all(self.is_claimed(n) for n in loads if n.id == bound):
                    dropped = True
                else:
                    kept.append(a)
            if not dropped:
                continue
            if not kept:
                self.delete(node, "imports")
            else:
                names = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in kept)
                head = f"from {node.module} import " if isinstance(node, ast.ImportFrom) else "import "
                self.replace(node, head + names, "imports")

    def _notes(self):
        for node in ast.walk(self.tree):
            if (isinstance(node, ast.Attribute) and (dotted(node) or "").startswith("torch.backends.cudnn.")
                    and not isinstance(self.parent.get(node), ast.Attribute) and not self.is_claimed(node)):
                self.note(node, "torch.backends.cudnn setting kept: it does nothing on XLA")
            elif is_cuda_string(node) and not self.is_claimed(node) and not isinstance(self.parent.get(node), ast.JoinedStr):
                text = node.value if isinstance(node, ast.Constant) else self.src(node)
                self.note(node, f"the string {text!r} is still here; if it names a device, make it XLA_DEVICE "
                          "(\"xla\") or torch_xla.device(); code that tests for \"cuda\" in a device name now takes "
                          "its CPU branch")

    # --- output --------------------------------------------------------------------------
    def _shim(self):
        """The guarded import block goes after the file's leading imports (simple assignments such
        as __all__ may sit between them; a try: import ... block counts as an import), and
        before the first statement the port changed, which may already use torch_xla."""
        top = self.tree.body
        first_edit = min((start for start, _ in self.claimed), default=len(self.text))
        position = 0
        bound = set()  # modules the file imports as themselves before the block
        imports = []
        for i, node in enumerate(top):
            if self.span(node)[1] > first_edit:
                break
            guarded = isinstance(node, ast.Try) and all(
                isinstance(n, (ast.Import, ast.ImportFrom, ast.Assign)) for n in node.body)
            if isinstance(node, (ast.Import, ast.ImportFrom)) or guarded:
                position = i + 1
                imports += [n for n in ast.walk(node) if isinstance(n, ast.Import)]
            elif isinstance(node, ast.Expr) and i == 0 and is_str(node.value, ""):
                position = 1  # after the module's docstring
            elif not isinstance(node, (ast.Assign, ast.AnnAssign)):
                break
        for node in imports:
            bound.update(a.name.split(".")[0] for a in node.names if not a.asname)
        import_lines = ["    import torch_xla"]
        if "amp" in self.uses and "torch" not in bound:
            import_lines.insert(0, "    import torch")  # torch.autocast, torch.bfloat16
        if "loader" in self.uses:
            import_lines.append("    import torch_xla.distributed.parallel_loader as pl")
        if "xla_backend" in self.uses:
            import_lines.append("    import torch_xla.distributed.xla_backend  # the \"xla\" process group")
        names = "amp" in self.uses or "xla_device" in self.uses
        if names:
            import_lines.append("    XLA_DEVICE = \"xla\"")
        fallback = ["    import " + m for m in ("contextlib", "types", "torch") if m not in bound]
        fallback += [
            "",
            "    torch_xla = types.SimpleNamespace(",
            "        device=lambda: torch.device(\"cpu\"),",
            "        device_count=lambda: 0,",
            "        step=contextlib.nullcontext,",
            "        sync=lambda: None,",
            "        launch=lambda fn, args=(): fn(0, *args),",
            "    )",
        ]
        if names:
            fallback.append("    XLA_DEVICE = \"cpu\"")
        if "loader" in self.uses:
            fallback.append("    pl = types.SimpleNamespace(MpDeviceLoader=lambda loader, device: loader)")
        shim = ["", "# Ported to PyTorch/XLA by `tpuwb port`. Without torch_xla (a computer with no TPU) the",
                "# stand-ins below run the same code on the CPU, in float32, as the original ran there.",
                "try:"] + import_lines + ["except ImportError:"] + fallback
        if "device" in self.uses:
            shim += ["", "device = torch_xla.device()"]
        if position == 0:
            line = 1
            while line <= len(self.lines) and self.lines[line - 1].startswith(("#!", "# -*-")):
                line += 1
            at = self.starts[line - 1]
            shim = shim[1:]
        else:
            end = top[position - 1].end_lineno
            at = self.starts[end] if end < len(self.starts) else len(self.text)
            if at == len(self.text) and not self.text.endswith("\n"):
                shim = [""] + shim
        if self.text[at:at + 1] not in ("\n", ""):
            shim.append("")  # a blank line before the code that follows
        self.edits.append((at, at, "\n".join(shim) + "\n", len(self.edits)))
        self.change(1 if position == 0 else top[position - 1].end_lineno, "imports", "",
                    "try: import torch_xla ... except ImportError: CPU stand-ins"
                    + ("; device = torch_xla.device()" if "device" in self.uses else ""))


def pyflakes_messages(text, name, original):
    """pyflakes on the ported text, less what it says of the original too (not the port's doing);
    None when pyflakes is not installed."""
    try:
        from pyflakes import api, reporter
    except ImportError:
        return None

    def check(source):
        out = io.StringIO()
        api.check(source, name, reporter.Reporter(out, out))
        lines = [line for line in out.getvalue().splitlines() if line.strip()]
        # "name:line:col: message" -> "message", to match across the shifted lines
        return lines, [line[len(name):].lstrip(":0123456789 ") for line in lines]

    before = set(check(original)[1])
    lines, messages = check(text)
    return [line for line, message in zip(lines, messages) if message not in before]


def main():
    parser = argparse.ArgumentParser(description="Port PyTorch CUDA training code to PyTorch/XLA.")
    parser.add_argument("--name", default="<stdin>", help="the file's name, for messages")
    args = parser.parse_args()
    text = sys.stdin.buffer.read().decode("utf-8", "replace")
    try:
        porter = Porter(text, args.name)
        ported = porter.run()
        try:
            compile(ported, args.name, "exec")
        except SyntaxError as e:
            raise PortError(f"{args.name}:{e.lineno}: the ported code does not compile ({e.msg}); this is a bug "
                            "in tpuwb port, please report it with the file", e.lineno or 0)
        changes = sorted(porter.changes, key=lambda c: c["line"])
        result = {"ok": True, "source": ported, "changes": changes,
                  "notes": sorted(porter.notes, key=lambda n: n["line"]),
                  "pyflakes": pyflakes_messages(ported, args.name, text)}
    except PortError as e:
        result = {"ok": False, "error": str(e), "line": e.line, "refusals": e.refusals}
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
