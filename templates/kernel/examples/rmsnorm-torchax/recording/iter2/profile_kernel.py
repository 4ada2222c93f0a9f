"""Profiling script for iteration 2 (recorded)."""
import jax

from optimized import computation
from get_inputs import get_inputs

(dynamic, static), = get_inputs()
jax.block_until_ready(computation(*dynamic))
with jax.profiler.trace("profile"):
    for _ in range(10):
        jax.block_until_ready(computation(*dynamic))
