"""A test fixture of TPU Workbench, never part of a generated project (tests/support/hang_hook.h).

With TPUWB_TEST_HANG_AT_STEP=K and TPUWB_TEST_HANG_HOST=N, host N of a run of a scaffolded
project hangs once it has done K steps, in a function of its own, while the other hosts wait
for it in their next collective: a stuck slice for the stack-dump tests. The run's env.sh puts
this folder on PYTHONPATH, so Python imports this file at start-up, before train.py. It wraps
two methods of the project as they are imported: MetricsStream.scalars (metrics.py) notes that
step K is done; the backend's step_scope (cpu_backend.py, device.py), entered at the start of
every step, then never returns. K is a step that train.log_every logs.
"""
import importlib.abc
import os
import sys
import time


def test_hook_hang_forever():
    """Never returns, like a host stuck in code of its own."""
    while True:
        time.sleep(0.05)


def _hang_at():
    """(host, step) from the environment, or None when either is unset."""
    step = os.environ.get("TPUWB_TEST_HANG_AT_STEP", "").strip()
    host = os.environ.get("TPUWB_TEST_HANG_HOST", "").strip()
    return (int(host), int(step)) if step.isdigit() and host.isdigit() else None


class _Hang:
    def __init__(self, host, step):
        self.host, self.step, self.done = host, step, False

    def wrap_metrics(self, module):
        stream = getattr(module, "MetricsStream", None)
        if stream is None:
            return
        scalars = stream.scalars

        def scalars_noting_the_step(this, step, values):
            scalars(this, step, values)
            if this.host == self.host and step >= self.step:
                self.done = True
        stream.scalars = scalars_noting_the_step

    def wrap_backend(self, module):
        for cls in list(vars(module).values()):
            if isinstance(cls, type) and cls.__module__ == module.__name__ and "step_scope" in vars(cls):
                self._wrap_step_scope(cls)

    def _wrap_step_scope(self, cls):
        step_scope = cls.step_scope

        def step_scope_or_hang(this, *args, **kwargs):
            if self.done and this.host == self.host:
                test_hook_hang_forever()
            return step_scope(this, *args, **kwargs)
        cls.step_scope = step_scope_or_hang


class _WrapOnImport(importlib.abc.MetaPathFinder):
    """Finds the project's modules with the other finders and wraps them once executed."""

    def __init__(self, wrappers):
        self.wrappers = wrappers

    def find_spec(self, name, path, target=None):
        wrap = self.wrappers.get(name)
        if wrap is None:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None and spec.loader is not None:
                execute = spec.loader.exec_module

                def exec_module(module, execute=execute):
                    execute(module)
                    wrap(module)
                spec.loader.exec_module = exec_module
                return spec
        return None


def _chain_sitecustomize():
    """Imports the sitecustomize this one hides, if the environment has one."""
    here = os.path.dirname(os.path.abspath(__file__))
    saved, own = sys.path[:], sys.modules.pop("sitecustomize", None)
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    try:
        import sitecustomize  # noqa: F401
    except ImportError:
        pass
    finally:
        sys.path[:] = saved
        if own is not None:
            sys.modules["sitecustomize"] = own


_chain_sitecustomize()
if _hang_at() is not None:
    _hang = _Hang(*_hang_at())
    sys.meta_path.insert(0, _WrapOnImport({"metrics": _hang.wrap_metrics, "cpu_backend": _hang.wrap_backend,
                                           "device": _hang.wrap_backend}))
