"""Writes cpu_steps.pt.trace.json: a real torch.profiler trace of a CPU run, taken as the
project's CPU backend takes it (ProfilerActivity.CPU only, ProfilerStep#<step> spans from
record_function). A tiny MLP, 3 steps; run with Debian's /usr/bin/python3 (its torch)."""
import os
import sys

import torch
from torch.profiler import ProfilerActivity, profile, record_function

torch.manual_seed(0)
torch.set_num_threads(1)
model = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.GELU(), torch.nn.Linear(128, 64))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
data = torch.randn(16, 64)
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "cpu_steps.pt.trace.json")
for _ in range(2):   # warm-up outside the trace
    loss = model(data).pow(2).mean()
    loss.backward()
    opt.step()
    opt.zero_grad()
with profile(activities=[ProfilerActivity.CPU]) as trace:
    for step in range(1, 4):
        with record_function(f"ProfilerStep#{step}"):
            loss = model(data).pow(2).mean()
            loss.backward()
            opt.step()
            opt.zero_grad()
trace.export_chrome_trace(out)
