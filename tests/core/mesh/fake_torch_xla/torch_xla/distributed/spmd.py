"""FAKE torch_xla.distributed.spmd (see torch_xla/__init__.py)."""
import numpy as np

import torch_xla
import torch_xla.runtime as xr

_global_mesh = None


class Mesh:
    def __init__(self, device_ids, mesh_shape, axis_names=None):
        if not xr.is_spmd():
            raise RuntimeError('xr.use_spmd() must come before building a mesh')
        ids = np.asarray(device_ids).reshape(-1)
        if sorted(ids.tolist()) != list(range(torch_xla.DEVICE_COUNT)):
            raise ValueError(f'device_ids {ids.tolist()} are not a permutation of the devices')
        if int(np.prod(mesh_shape)) != len(ids):
            raise ValueError(f'mesh_shape {mesh_shape} does not multiply to {len(ids)} devices')
        if axis_names is not None and len(axis_names) != len(mesh_shape):
            raise ValueError('one axis name per mesh dimension')
        self.device_ids = ids
        self.mesh_shape = tuple(mesh_shape)
        self.axis_names = tuple(axis_names)
        torch_xla.CALLS.append(('Mesh', ids.tolist(), self.mesh_shape, self.axis_names))


class HybridMesh(Mesh):
    def __init__(self, *, ici_mesh_shape, dcn_mesh_shape, axis_names):
        if len(ici_mesh_shape) != len(dcn_mesh_shape):
            raise ValueError('ici_mesh_shape and dcn_mesh_shape need the same length')
        shape = tuple(i * d for i, d in zip(ici_mesh_shape, dcn_mesh_shape))
        super().__init__(np.arange(int(np.prod(shape))), shape, axis_names)
        torch_xla.CALLS.append(('HybridMesh', tuple(ici_mesh_shape), tuple(dcn_mesh_shape)))


def set_global_mesh(mesh):
    global _global_mesh
    _global_mesh = mesh


def get_global_mesh():
    return _global_mesh


def _check_spec(mesh, rank, spec):
    if len(spec) != rank:
        raise ValueError(f'partition spec {spec} has {len(spec)} entries for a rank-{rank} tensor')
    used = []
    for entry in spec:
        names = () if entry is None else (entry if isinstance(entry, tuple) else (entry,))
        for name in names:
            if name not in mesh.axis_names:
                raise ValueError(f'unknown mesh axis {name!r}')
            if name in used:
                raise ValueError(f'mesh axis {name!r} used twice')
            used.append(name)


def mark_sharding(tensor, mesh, partition_spec):
    _check_spec(mesh, tensor.dim(), partition_spec)
    torch_xla.CALLS.append(('mark_sharding', id(tensor), tuple(partition_spec)))


class ShardingSpec:
    def __init__(self, mesh, partition_spec):
        self.mesh = mesh
        self.partition_spec = tuple(partition_spec)
