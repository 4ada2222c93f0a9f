import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = 1e-6
BLOCK_ROWS = 16
VMEM_LIMIT_MB = 32


def _rmsnorm_kernel(w_ref, x_ref, o_ref):
    # iter2's kernel with the weight resident in VMEM for the whole grid (constant index_map,
    # LEDGER-004) and the output written in the input dtype without a round trip.
    x = x_ref[...]
    inv = jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + EPS)
    o_ref[...] = x * (inv * w_ref[...])


@jax.jit
def computation(weight, x):
    rows = x.shape[0] * x.shape[1]
    hidden = x.shape[-1]
    out = pl.pallas_call(
        _rmsnorm_kernel,
        grid=(rows // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((1, hidden), lambda i: (0, 0)),
                  pl.BlockSpec((BLOCK_ROWS, hidden), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, hidden), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((rows, hidden), x.dtype),
        compiler_params=pltpu.TPUCompilerParams(dimension_semantics=("parallel",),
                                                vmem_limit_bytes=VMEM_LIMIT_MB * 1024 * 1024),
        input_output_aliases={},
    )(weight.reshape(1, hidden), x.reshape(rows, hidden))
    return out.reshape(x.shape)
