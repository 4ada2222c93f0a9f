"""Function-based: train(model, loader, optimizer, device), a device chosen at run time, and
torch.multiprocessing.spawn to start the worker."""
import torch
import torch.multiprocessing as mp
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


def make_loader(seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(200, 8, generator=g)
    y = x @ torch.linspace(-1, 1, 8).unsqueeze(1) + 0.1 * torch.randn(200, 1, generator=g)
    return DataLoader(TensorDataset(x, y), batch_size=10)


def train(model, loader, optimizer, device, steps):
    model.train()
    step = 0
    while step < steps:
        for batch, (x, y) in enumerate(loader):
            x = x.to(device)
            y = y.to(device)
            loss = nn.functional.mse_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            print(f"step {step} loss {loss.item()!r}", flush=True)
            if step == steps:
                return


def worker(rank, steps):
    torch.manual_seed(rank)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 1)).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    train(model, make_loader(rank), optimizer, device, steps)
    if torch.cuda.is_available():
        torch.cuda.synchronize()


if __name__ == "__main__":
    mp.spawn(worker, args=(20,), nprocs=1, join=True)
