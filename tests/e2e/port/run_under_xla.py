"""Runs a ported script under torch_xla (PJRT_DEVICE=CPU in the test's environment) and then says
whether the script bound the real torch_xla (not the port's CPU stand-ins) and how much XLA did in
this process (a script that trains in processes it launches does its XLA work there):

    python run_under_xla.py SCRIPT.py [ARGS...]   ->  the script's output, then
    torch_xla: real|stand-in
    xla: N compilations, M executions
"""
import types
import runpy
import sys

import torch_xla.debug.metrics as met

sys.argv = sys.argv[1:]
names = runpy.run_path(sys.argv[0], run_name="__main__")
real = isinstance(names.get("torch_xla"), types.ModuleType)
print(f"torch_xla: {'real' if real else 'stand-in'}", flush=True)
compiles = met.metric_data("CompileTime")
executions = met.metric_data("ExecuteTime")
print(f"xla: {compiles[0] if compiles else 0} compilations, {executions[0] if executions else 0} executions", flush=True)
