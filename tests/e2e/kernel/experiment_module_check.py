"""Checks a job of `tpuwb kernel from-experiment` against the experiment it came from.

usage: experiment_module_check.py PROJECT_DIR JOB_DIR

Prints one JSON object:
  standalone_rc, standalone_out: the module's file run alone (`python FILE`) from an empty folder;
  input_shapes, input_dtypes: what its get_inputs() returns;
  state_keys_equal: the cut-out Model has the parameters of the module inside the model;
  max_abs_diff: the cut-out Model against the module inside the project's model (build_model),
      same weights (perturbed from their initial values) and the same input;
  torchax_max_abs_diff: torchax.extract_jax of the cut-out Model, jitted, against eager PyTorch
      (MaxKernel's step 0 of the torchax oracle), or torchax_error.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

project, job_dir = Path(sys.argv[1]), Path(sys.argv[2])
job = json.loads((job_dir / "job.json").read_text())
shapes = json.loads((job_dir / "experiment_shapes.json").read_text())
source = job_dir / job["input"]["path"]
result = {}

# 1. Alone: a copy in an empty folder, nothing of the project on the path.
with tempfile.TemporaryDirectory() as empty:
    copy = Path(empty) / source.name
    shutil.copy(source, copy)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run = subprocess.run([sys.executable, str(copy)], cwd=empty, env=env, capture_output=True, text=True,
                         timeout=600)
    result["standalone_rc"] = run.returncode
    result["standalone_out"] = (run.stdout + run.stderr)[-2000:]

# 2. As MaxKernel's tools load it: executed in its own namespace.
ns = {"__name__": "__maxkernel_source__", "__file__": str(source)}
exec(compile(source.read_text(), str(source), "exec"), ns)  # noqa: S102
torch.manual_seed(0)
extracted = ns["Model"](*ns["get_init_inputs"]())
extracted.eval()
inputs = ns["get_inputs"]()
result["input_shapes"] = [list(t.shape) for t in inputs]
result["input_dtypes"] = [str(t.dtype).replace("torch.", "") for t in inputs]

# 3. The module inside the project's own model.
sys.path.insert(0, str(project))
import model as project_model  # noqa: E402

cfg = json.loads((project / "config.json").read_text())


def sdpa(q, k, v, causal=True):
    return F.scaled_dot_product_attention(q, k, v, is_causal=causal)


torch.manual_seed(0)
full = project_model.build_model(cfg, sdpa)
full.eval()
module = full
for part in shapes["module_path"].split("."):
    module = module[int(part)] if part.isdigit() else getattr(module, part)
with torch.no_grad():
    for p in module.parameters():
        p.add_(0.1 * torch.randn_like(p))
result["state_keys_equal"] = sorted(module.state_dict()) == sorted(extracted.state_dict())
extracted.load_state_dict(module.state_dict())
with torch.no_grad():
    inside = module(*inputs)
    alone = extracted(*inputs)
inside = inside if isinstance(inside, tuple) else (inside,)
alone = alone if isinstance(alone, tuple) else (alone,)
result["max_abs_diff"] = max(float((a - b).abs().max()) for a, b in zip(inside, alone))
result["output_shapes"] = [list(t.shape) for t in alone]

# 4. The torchax conversion the job asks for (MaxKernel's step 0: torchax against eager).
try:
    import jax
    import numpy as np
    import torchax

    states, jax_fn = torchax.extract_jax(extracted)
    out = jax.jit(jax_fn)(states, tuple(jax.numpy.asarray(t.numpy()) for t in inputs))
    leaves = jax.tree_util.tree_leaves(out)
    result["torchax_max_abs_diff"] = max(float(np.abs(np.asarray(j) - e.numpy()).max())
                                         for j, e in zip(leaves, alone))
except Exception as error:  # noqa: BLE001  (reported to the test, which fails on it)
    result["torchax_error"] = f"{type(error).__name__}: {error}"

print(json.dumps(result))
