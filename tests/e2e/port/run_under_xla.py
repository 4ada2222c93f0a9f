"""Runs a ported script under torch_xla (PJRT_DEVICE=CPU in the test's environment) and then says
how much XLA did, so a port that silently fell back to its CPU stand-ins cannot pass:

    python run_under_xla.py SCRIPT.py [ARGS...]   ->  the script's output, then
    xla: N compilations, M executions
"""
import runpy
import sys

import torch_xla.debug.metrics as met

sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
compiles = met.metric_data("CompileTime")
executions = met.metric_data("ExecuteTime")
print(f"xla: {compiles[0] if compiles else 0} compilations, {executions[0] if executions else 0} executions", flush=True)
