"""Idiomatic JAX RMSNorm: the baseline every kernel iteration is timed against."""
import jax
import jax.numpy as jnp

EPS = 1e-6


def computation(weight, x):
    variance = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
    return x * jax.lax.rsqrt(variance + EPS) * weight
