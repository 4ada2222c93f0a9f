import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = 1e-6
BLOCK_ROWS = 8
VMEM_LIMIT_MB = 32


def _rmsnorm_kernel(x_ref, w_ref, o_ref):
    # Lane-dense blocks (rows a multiple of 8, hidden a multiple of 128: LEDGER-002) and the
    # reciprocal computed once per row before the broadcast multiply.
    x = x_ref[...].astype(jnp.float32)
    inv = jax.lax.rsqrt(jnp.sum(x * x, axis=-1, keepdims=True) * (1.0 / x.shape[-1]) + EPS)
    o_ref[...] = (x * inv * w_ref[...]).astype(o_ref.dtype)


@jax.jit
def computation(weight, x):
    rows = x.shape[0] * x.shape[1]
    hidden = x.shape[-1]
    assert BLOCK_ROWS % 8 == 0 and hidden % 128 == 0
    out = pl.pallas_call(
        _rmsnorm_kernel,
        grid=(rows // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, hidden), lambda i: (i, 0)),
                  pl.BlockSpec((1, hidden), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, hidden), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((rows, hidden), x.dtype),
        compiler_params=pltpu.TPUCompilerParams(dimension_semantics=("parallel",),
                                                vmem_limit_bytes=VMEM_LIMIT_MB * 1024 * 1024),
    )(x.reshape(rows, hidden), weight.reshape(1, hidden))
    return out.reshape(x.shape)
