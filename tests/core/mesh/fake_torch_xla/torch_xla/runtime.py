"""FAKE torch_xla.runtime (see torch_xla/__init__.py)."""
import torch_xla

_spmd = False


def use_spmd():
    global _spmd
    _spmd = True
    torch_xla.CALLS.append(('use_spmd',))


def global_runtime_device_count():
    return torch_xla.DEVICE_COUNT


def is_spmd():
    return _spmd
