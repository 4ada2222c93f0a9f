"""Synthesized baseline (Phase 0.1) for the rmsnorm specification: review before approving."""
import torch
import torch.nn as nn

HIDDEN = 4096
EPS = 1e-6


class Model(nn.Module):
    def __init__(self, hidden: int = HIDDEN, eps: float = EPS):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(variance + self.eps) * self.weight


def get_inputs():
    return [torch.randn(16, 1024, HIDDEN, dtype=torch.float32)]


def get_init_inputs():
    return [HIDDEN]
