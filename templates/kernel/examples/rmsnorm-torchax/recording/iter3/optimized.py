import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = 1e-6
BLOCK_ROWS = 8
VMEM_LIMIT_MB = 32


def _rmsnorm_kernel(x_ref, w_ref, o_ref):
    # Same math as iter2; the grid walks the batch dimension outermost so consecutive programs
    # touch contiguous HBM (expected to help the DMA engine; it did not measurably).
    x = x_ref[0].astype(jnp.float32)
    inv = jax.lax.rsqrt(jnp.sum(x * x, axis=-1, keepdims=True) * (1.0 / x.shape[-1]) + EPS)
    o_ref[0] = (x * inv * w_ref[...]).astype(o_ref.dtype)


@jax.jit
def computation(weight, x):
    batch, seq, hidden = x.shape
    return pl.pallas_call(
        _rmsnorm_kernel,
        grid=(batch, seq // BLOCK_ROWS),
        in_specs=[pl.BlockSpec((1, BLOCK_ROWS, hidden), lambda b, i: (b, i, 0)),
                  pl.BlockSpec((1, hidden), lambda b, i: (0, 0))],
        out_specs=pl.BlockSpec((1, BLOCK_ROWS, hidden), lambda b, i: (b, i, 0)),
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        compiler_params=pltpu.TPUCompilerParams(dimension_semantics=("parallel", "parallel"),
                                                vmem_limit_bytes=VMEM_LIMIT_MB * 1024 * 1024),
    )(x, weight.reshape(1, hidden))
