# Assembled test harness (recorded): harness template + get_inputs.py + base.py.
# Each kernel file is executed in its own namespace so helper names cannot collide.
import math
import time

import jax
import jax.numpy as jnp

ATOL = 1e-2
RTOL = 1e-2

_GET_INPUTS_SOURCE = open(__file__.replace("test_kernel.py", "get_inputs.py")).read() if "__file__" in globals() else ""
_BASE_SOURCE = open(__file__.replace("test_kernel.py", "base.py")).read() if "__file__" in globals() else ""


def _load(source, name):
    namespace = {"__name__": name}
    exec(compile(source, name, "exec"), namespace)
    return namespace


get_inputs = _load(_GET_INPUTS_SOURCE, "get_inputs")["get_inputs"]
base_computation = _load(_BASE_SOURCE, "base")["computation"]


def _configs():
    configs = get_inputs()
    return configs if isinstance(configs, list) else [configs]


def benchmark(fn, dynamic, static):
    try:
        compiled = jax.jit(fn, static_argnums=tuple(range(len(dynamic), len(dynamic) + len(static)))).lower(
            *dynamic, *static).compile()
        run = lambda: compiled(*dynamic)
    except Exception:
        jitted = jax.jit(fn)
        run = lambda: jitted(*dynamic, *static)
    for _ in range(5):
        jax.block_until_ready(run())
    start = time.perf_counter()
    for _ in range(20):
        out = run()
    jax.block_until_ready(out)
    return (time.perf_counter() - start) / 20


def check_and_time(opt_computation):
    base_times, opt_times, ratios = [], [], []
    all_correct = True
    for i, (dynamic, static) in enumerate(_configs()):
        expected = jax.tree_util.tree_leaves(jax.jit(base_computation)(*dynamic, *static))
        actual = jax.tree_util.tree_leaves(jax.jit(opt_computation)(*dynamic, *static))
        if len(expected) != len(actual):
            print(f"Output count mismatch for input config {i}: {len(expected)} vs {len(actual)}")
            all_correct = False
            continue
        ok = True
        for j, (e, a) in enumerate(zip(expected, actual)):
            if e.shape != a.shape or not jnp.allclose(e, a, atol=ATOL, rtol=RTOL):
                print(f"Mismatch in output tensor {j} for input config {i}: max abs diff "
                      f"{float(jnp.max(jnp.abs(e - a))) if e.shape == a.shape else 'shape'}")
                ok = False
        if not ok:
            all_correct = False
            continue
        base_t, opt_t = benchmark(base_computation, dynamic, static), benchmark(opt_computation, dynamic, static)
        base_times.append(base_t)
        opt_times.append(opt_t)
        ratios.append(base_t / opt_t)
        print(f"SPEEDUP_CASE_{i}: {base_t / opt_t:.4f}")
    print(f"CORRECTNESS: {all_correct}")
    if not all_correct:
        raise SystemExit(1)
    geo = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
    print(f"BASE_TIME: {geo(base_times) * 1e3:.6f} ms")
    print(f"RESULT_TIME: {geo(opt_times) * 1e3:.6f} ms")
    print(f"PERF_METRICS: {geo(opt_times) * 1e3:.6f}")
    print(f"SPEEDUP: {geo(ratios):.4f}")


def main():
