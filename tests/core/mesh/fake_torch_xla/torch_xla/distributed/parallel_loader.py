"""FAKE torch_xla.distributed.parallel_loader (see torch_xla/__init__.py)."""
import torch_xla
import torch_xla.distributed.spmd as xs


class MpDeviceLoader:
    def __init__(self, loader, device, input_sharding=None, **kwargs):
        if input_sharding is not None:
            xs._check_spec(input_sharding.mesh, len(input_sharding.partition_spec), input_sharding.partition_spec)
        self.loader = loader
        self.input_sharding = input_sharding
        torch_xla.CALLS.append(('MpDeviceLoader', None if input_sharding is None else input_sharding.partition_spec))
