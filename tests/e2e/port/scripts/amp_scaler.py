"""Mixed precision the CUDA way: torch.cuda.amp.autocast and a GradScaler, a device variable."""
import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.cuda.amp import GradScaler, autocast


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.head = nn.Linear(4 * 8 * 8, 10)

    def forward(self, x):
        return self.head(F.relu(self.conv(x)).flatten(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=20)
    args = parser.parse_args()

    torch.manual_seed(0)
    if torch.cuda.is_available():
        torch.backends.cudnn.benchmark = True
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = Net().to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    scaler = GradScaler()
    data = torch.randn(64, 1, 8, 8)
    labels = torch.randint(0, 10, (64,))

    for step in range(1, args.steps + 1):
        index = torch.arange(step * 8, step * 8 + 8) % 64
        x, y = data[index].to(device), labels[index].to(device)
        optimizer.zero_grad(set_to_none=True)
        with autocast():
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        scaler.step(optimizer)
        scaler.update()
        print(f"step {step} loss {loss.item()!r}")


if __name__ == "__main__":
    main()
