"""Gradient accumulation the other common way: the optimizer steps every k-th batch of one loop
over a pinned-memory DataLoader; CUDA AMP in float16 with a GradScaler; the device from --device;
cuDNN autotuning on."""
import argparse

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda", help="cuda, cuda:N or cpu")
    parser.add_argument("--accumulate", type=int, default=3)
    parser.add_argument("--steps", type=int, default=6)
    args = parser.parse_args()

    torch.manual_seed(7)
    torch.backends.cudnn.benchmark = True
    x = torch.randn(512, 12)
    y = torch.sin(x[:, :1] * 2) + 0.5 * x[:, 1:2]
    loader = DataLoader(TensorDataset(x, y), batch_size=16, shuffle=True, pin_memory=True,
                        generator=torch.Generator().manual_seed(3))
    model = nn.Sequential(nn.Linear(12, 48), nn.ReLU(), nn.Linear(48, 1)).to(args.device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    scaler = torch.cuda.amp.GradScaler()

    step = 0
    for i, (inputs, targets) in enumerate(loader):
        inputs, targets = inputs.to(args.device), targets.to(args.device)
        with torch.cuda.amp.autocast(dtype=torch.float16):
            loss = nn.functional.mse_loss(model(inputs), targets) / args.accumulate
        scaler.scale(loss).backward()
        if (i + 1) % args.accumulate == 0:
            scaler.step(optimizer)
            scaler.update()
            optimizer.zero_grad()
            step += 1
            print(f"step {step} loss {loss.item() * args.accumulate!r}", flush=True)
            if step == args.steps:
                break


if __name__ == "__main__":
    main()
