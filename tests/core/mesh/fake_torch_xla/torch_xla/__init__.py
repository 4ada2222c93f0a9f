"""FAKE torch_xla for tests: torch_xla cannot be installed on the test machine (no TPU).

It records what the generated mesh code asks of the SPMD API and checks the arguments the way
torch_xla would (mesh shape vs device count, partition-spec rank and axis names), so the test can
run the generated code against real PyTorch modules.
"""
import os

DEVICE_COUNT = int(os.environ.get('FAKE_XLA_DEVICE_COUNT', '8'))
CALLS = []


def device():
    return 'xla:0'
