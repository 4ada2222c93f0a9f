import jax
import jax.numpy as jnp

SEED = 1024
HIDDEN = 4096


def get_inputs():
    """One input configuration: (dynamic_args, static_args)."""
    key_w, key_x = jax.random.split(jax.random.PRNGKey(SEED))
    weight = 1.0 + 0.01 * jax.random.normal(key_w, (HIDDEN,), dtype=jnp.float32)
    x = jax.random.normal(key_x, (16, 1024, HIDDEN), dtype=jnp.float32)
    return [((weight, x), ())]
