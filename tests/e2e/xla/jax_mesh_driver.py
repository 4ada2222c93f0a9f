"""Runs a module written by `tpuwb mesh codegen --framework jax` on JAX's CPU backend.

    python jax_mesh_driver.py MESH_MODULE.py LEAVES.json DEVICES

LEAVES.json: {"leaves": [{"path": ["params", "layers_0", "attn", "wq", "kernel"],
"shape": [64, 64]}, ...], "batch": [8, 64]}. The driver starts JAX with DEVICES virtual CPU
devices, imports the module, builds its mesh, puts a pytree of zeros with those leaves on the
devices with the module's param_shardings() and a batch with its input_sharding(), and prints
one JSON object: the mesh (axis names, shape, device ids in mesh order) and, per leaf
('params.layers_0.attn.wq.kernel') and for the batch, the PartitionSpec JAX applied, how many
devices hold a part of it, and the shape of one shard. When the module raises, it prints
{"error": {"type", "message"}} instead and exits with 3.
"""

import importlib.util
import json
import os
import sys


def main():
    module_path, leaves_path, devices = sys.argv[1], sys.argv[2], int(sys.argv[3])
    # Before jax is imported: the CPU backend reads these once.
    os.environ['JAX_PLATFORMS'] = 'cpu'
    os.environ['XLA_FLAGS'] = (os.environ.get('XLA_FLAGS', '') +
                               f' --xla_force_host_platform_device_count={devices}').strip()

    import jax
    import jax.numpy as jnp

    with open(leaves_path) as f:
        wanted = json.load(f)

    spec = importlib.util.spec_from_file_location('generated_mesh', module_path)
    generated = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generated)

    try:
        mesh = generated.build_mesh()
        params = {}
        for leaf in wanted['leaves']:
            node = params
            for key in leaf['path'][:-1]:
                node = node.setdefault(key, {})
            node[leaf['path'][-1]] = jnp.zeros(tuple(leaf['shape']), jnp.float32)
        placed = jax.device_put(params, generated.param_shardings(params, mesh))
        batch = jax.device_put(jnp.zeros(tuple(wanted['batch']), jnp.int32), generated.input_sharding(mesh))
    except Exception as error:  # the module's own errors are what the test asserts
        print(json.dumps({'error': {'type': type(error).__name__, 'message': str(error)}}))
        sys.exit(3)

    def spec_list(array):
        """The applied PartitionSpec, one entry per dimension: null, "axis" or ["a", "b"]."""
        entries = []
        for entry in array.sharding.spec:
            if isinstance(entry, (tuple, list)):
                entry = entry[0] if len(entry) == 1 else list(entry)
            entries.append(entry)
        # P('fsdp') and P('fsdp', None) are the same sharding: trailing dimensions are unsharded.
        return entries + [None] * (array.ndim - len(entries))

    def described(array):
        return {
            'spec': spec_list(array),
            'shape': list(array.shape),
            'devices': len(array.sharding.device_set),
            'shard_shape': list(array.addressable_shards[0].data.shape),
            'distinct_shards': len({tuple((s.start, s.stop) for s in shard.index)
                                    for shard in array.addressable_shards}),
            'sharding': type(array.sharding).__name__,
        }

    leaves = {}
    for path, array in jax.tree_util.tree_flatten_with_path(placed)[0]:
        leaves[generated._path_name(path)] = described(array)
    print(json.dumps({
        'jax': jax.__version__,
        'device_count': jax.device_count(),
        'mesh': {
            'axis_names': list(mesh.axis_names),
            'shape': [mesh.shape[name] for name in mesh.axis_names],
            'device_ids': [int(d.id) for d in mesh.devices.flat],
        },
        'leaves': leaves,
        'batch': described(batch),
    }))


if __name__ == '__main__':
    main()
