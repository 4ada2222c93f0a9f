"""Runs a CUDA training script on a computer without CUDA, as the reference for `tpuwb port`:
Tensor.cuda() and Module.cuda() return the object unchanged (it stays on the CPU), nothing else
is touched.

    python3 run_with_cuda_as_cpu.py SCRIPT.py [ARGS...]
"""
import runpy
import sys

import torch

torch.Tensor.cuda = lambda self, *args, **kwargs: self
torch.nn.Module.cuda = lambda self, *args, **kwargs: self

sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
