"""A trainer shaped like the ones people run (nanoGPT's train.py, say): a config dict that names
the device, argparse over it, DDP over NCCL when torchrun sets RANK, TF32 switches, autocast with a
GradScaler, gradient accumulation over micro-batches, a pinned-memory DataLoader.

    python ddp_accum_trainer.py [--device cuda] [--steps 8] [--dtype bfloat16]
    torchrun --nproc_per_node 8 ddp_accum_trainer.py
"""
import argparse
import os

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset

CONFIG = {
    "device": "cuda",
    "backend": "nccl",
    "lr": 3e-3,
    "batch_size": 8,
    "grad_accum": 4,
    "seed": 1337,
}


class TinyLM(nn.Module):
    def __init__(self, vocab=64, dim=32, context=16):
        super().__init__()
        self.tokens = nn.Embedding(vocab, dim)
        self.positions = nn.Parameter(torch.randn(context, dim) * 0.02)
        self.mlp = nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))
        self.head = nn.Linear(dim, vocab)

    def forward(self, idx, targets):
        x = self.tokens(idx) + self.positions[: idx.size(1)]
        x = x + self.mlp(x)
        logits = self.head(x)
        return F.cross_entropy(logits.flatten(0, 1), targets.flatten())


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default=CONFIG["device"])
    parser.add_argument("--steps", type=int, default=8)
    parser.add_argument("--dtype", default="bfloat16", choices=["float32", "bfloat16", "float16"])
    return parser.parse_args()


def main():
    args = get_args()
    ddp = int(os.environ.get("RANK", -1)) != -1
    if ddp:
        dist.init_process_group(backend=CONFIG["backend"])
        rank = int(os.environ["RANK"])
        local_rank = int(os.environ["LOCAL_RANK"])
        device = f"cuda:{local_rank}"
        torch.cuda.set_device(device)
        master = rank == 0
    else:
        rank, master = 0, True
        device = args.device
    torch.manual_seed(CONFIG["seed"] + rank)
    torch.backends.cuda.matmul.allow_tf32 = True
    torch.backends.cudnn.allow_tf32 = True
    ptdtype = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}[args.dtype]

    # sequences that follow a rule (next = 5 * token + 3 mod 64), so the loss has somewhere to go
    generator = torch.Generator().manual_seed(CONFIG["seed"])
    data = torch.randint(0, 64, (512, 1), generator=generator)
    for _ in range(16):
        data = torch.cat([data, (5 * data[:, -1:] + 3) % 64], dim=1)
    dataset = TensorDataset(data[:, :-1], data[:, 1:])
    loader = DataLoader(dataset, batch_size=CONFIG["batch_size"], shuffle=False, drop_last=True, pin_memory=True)
    batches = iter(loader)

    model = TinyLM().to(device)
    raw_model = model
    if ddp:
        model = DDP(model, device_ids=[local_rank])
    optimizer = torch.optim.AdamW(raw_model.parameters(), lr=CONFIG["lr"], weight_decay=0.1)
    scaler = torch.cuda.amp.GradScaler(enabled=(args.dtype == "float16"))

    for step in range(1, args.steps + 1):
        for micro_step in range(CONFIG["grad_accum"]):
            x, y = next(batches)
            x, y = x.to(device, non_blocking=True), y.to(device, non_blocking=True)
            if ddp:
                # sync gradients only on the last micro-batch
                model.require_backward_grad_sync = micro_step == CONFIG["grad_accum"] - 1
            with torch.autocast(device_type="cuda", dtype=ptdtype):
                loss = model(x, y) / CONFIG["grad_accum"]
            scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(raw_model.parameters(), 1.0)
        scaler.step(optimizer)
        scaler.update()
        optimizer.zero_grad(set_to_none=True)
        if master:
            print(f"step {step} loss {loss.item() * CONFIG['grad_accum']!r}", flush=True)
    if ddp:
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
