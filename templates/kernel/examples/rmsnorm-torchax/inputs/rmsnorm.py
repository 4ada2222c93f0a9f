"""RMSNorm as a PyTorch module: the primary input of the recorded example run."""
import torch
import torch.nn as nn

BATCH = 16
SEQ = 1024
HIDDEN = 4096


class Model(nn.Module):
    """y = x / sqrt(mean(x^2) + eps) * weight, over the last dimension."""

    def __init__(self, hidden: int = HIDDEN, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden) + 0.01 * torch.randn(hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.float().pow(2).mean(-1, keepdim=True)
        normed = x.float() * torch.rsqrt(variance + self.eps)
        return (normed * self.weight.float()).to(x.dtype)


def get_inputs():
    return [torch.randn(BATCH, SEQ, HIDDEN, dtype=torch.float32)]


def get_init_inputs():
    return [HIDDEN]
