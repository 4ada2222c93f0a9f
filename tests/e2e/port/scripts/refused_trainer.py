"""What the port cannot make run on XLA, among what it can: the model through torch.compile's
default (inductor) backend, CUDA events for timing, the GPU's name and peak-memory counters.
`tpuwb port` must refuse this file and name lines 25, 28, 37 and 38."""
import argparse
import time

import torch
from torch import nn


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--compile", action="store_true")
    args = parser.parse_args()

    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = True
    model = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, 1)).to(args.device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    scaler = torch.cuda.amp.GradScaler()
    x = torch.randn(64, 8, device=args.device)
    y = x.sum(dim=1, keepdim=True)
    if args.compile:
        model = torch.compile(model)

    for step in range(1, 11):
        start = torch.cuda.Event(enable_timing=True)
        start.record()
        with torch.autocast("cuda", dtype=torch.float16):
            loss = nn.functional.mse_loss(model(x), y)
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        optimizer.zero_grad()
        print(f"step {step} loss {loss.item():.4f} ({time.perf_counter():.1f})")
    print(torch.cuda.get_device_name(), torch.cuda.max_memory_allocated())
    torch.cuda.reset_peak_memory_stats()


if __name__ == "__main__":
    main()
