"""A plain training script: module-level code, .cuda() everywhere, a DataLoader."""
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
inputs = torch.randn(256, 16)
targets = (inputs.sum(dim=1, keepdim=True) > 0).float()
loader = DataLoader(TensorDataset(inputs, targets), batch_size=32, shuffle=True,
                    generator=torch.Generator().manual_seed(1))

model = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 1)).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
loss_fn = nn.BCEWithLogitsLoss()

step = 0
for epoch in range(3):
    for x, y in loader:
        x, y = x.cuda(non_blocking=True), y.cuda(non_blocking=True)
        optimizer.zero_grad()
        loss = loss_fn(model(x), y)  # logits against 0/1 labels
        loss.backward()
        optimizer.step()
        step += 1
        print(f"step {step} loss {loss.item()!r}")
        if step == 20:
            break
    if step == 20:
        break
