"""The model: a pre-norm decoder.

Plain PyTorch only; nothing here knows about TPUs. The attention kernel and the way the layer
stack runs (a Python loop, or scan_layers on TPU) are given by the device layer (device.py),
so the CPU smoke test runs exactly this code.

Every module that can change the maths carries a version string; the experiment records them
(`module_versions`), they are part of the config hash, and train.py refuses a config whose
versions differ from the code's.

Reshapes of attention heads use einops' rearrange when einops is installed, else the plain
torch view/transpose that computes the same tensor (the CPU smoke test runs here without
einops). The pure layer functions (rms_norm, apply_rotary, swiglu: tensors in, a tensor out, no
state) are marked @pure; on TPU device.py hands torch_xla's @assume_pure to them (tpu.assume_pure),
elsewhere they run as written.
"""

import functools
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

try:
    import einops
except ImportError:  # the plain torch path of split_heads / merge_heads gives the same tensors
    einops = None

NORM_EPS = 1e-6

MODULE_VERSIONS = {
    "ffn": "swiglu-v1",
    "norm": "rmsnorm-v1",
    "attn": "splash-v1",
    "pos": "rope-v1",
}


# Set by enable_assume_pure (device.py, on TPU); None runs the @pure functions as written.
_assume_pure = None


def enable_assume_pure(decorator):
    """Routes every @pure function through `decorator` (torch_xla's assume_pure), or back to the
    plain function with None. Wrapping happens on first call, so the order against
    build_model does not matter."""
    global _assume_pure
    _assume_pure = decorator


def torch_compile_is_tracing():
    """True while torch.compile (tpu.compile_eval) traces: Dynamo traces the plain function
    itself, and assume_pure's JAX tracing cannot run inside it."""
    compiler = getattr(torch, "compiler", None)
    return compiler is not None and hasattr(compiler, "is_compiling") and compiler.is_compiling()


def pure(fn):
    """Marks a pure tensor function: tensors in, one tensor out, no module state, no in-place
    change of its inputs, no host sync. torch_xla's @assume_pure may then trace it once and
    reuse its lowering instead of re-tracing every call."""
    wrapped = {}

    @functools.wraps(fn)
    def call(*tensors):
        if _assume_pure is None or torch_compile_is_tracing():
            return fn(*tensors)
        if _assume_pure not in wrapped:
            wrapped[_assume_pure] = _assume_pure(fn)
        return wrapped[_assume_pure](*tensors)
    return call


def split_heads(t, n_heads):
    """(batch, seq, heads * head_dim) -> (batch, heads, seq, head_dim)."""
    if einops is not None:
        return einops.rearrange(t, "b s (h d) -> b h s d", h=n_heads)
    batch, seq, width = t.shape
    return t.view(batch, seq, n_heads, width // n_heads).transpose(1, 2)


def merge_heads(t):
    """(batch, heads, seq, head_dim) -> (batch, seq, heads * head_dim)."""
    if einops is not None:
        return einops.rearrange(t, "b h s d -> b s (h d)")
    batch, heads, seq, head_dim = t.shape
    return t.transpose(1, 2).reshape(batch, seq, heads * head_dim)


@pure
def rms_norm(x, weight):
    """rmsnorm-v1: y = g * x / sqrt(mean(x^2) + eps), computed in float32 (Zhang & Sennrich)."""
    x32 = x.float()
    normed = x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + NORM_EPS)
    return (normed * weight.float()).to(x.dtype)


class RMSNorm(nn.Module):
    """rmsnorm-v1 with a learned gain g (see rms_norm)."""

    def __init__(self, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return rms_norm(x, self.weight)


def rotary_tables(seq_len, head_dim, base=10000.0):
    """rope-v1: cos/sin tables of shape (seq_len, head_dim // 2)."""
    inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
    angles = torch.outer(torch.arange(seq_len, dtype=torch.float32), inv_freq)
    return angles.cos(), angles.sin()


@pure
def apply_rotary(x, cos, sin):
    """Rotates pairs (even, odd) of the last dimension of x: (batch, heads, seq, head_dim)."""
    x1, x2 = x[..., 0::2], x[..., 1::2]
    rotated = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1)
    return rotated.flatten(-2).to(x.dtype)


class Attention(nn.Module):
    """Causal multi-head self-attention. `attention_fn(q, k, v)` takes (batch, heads, seq,
    head_dim) and must apply the causal mask and the 1/sqrt(head_dim) scale itself; the device
    layer guarantees that for every kernel it offers."""

    def __init__(self, d_model, n_heads, seq_len, attention_fn):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.wq = nn.Linear(d_model, d_model, bias=False)
        self.wk = nn.Linear(d_model, d_model, bias=False)
        self.wv = nn.Linear(d_model, d_model, bias=False)
        self.wo = nn.Linear(d_model, d_model, bias=False)
        self.attention_fn = attention_fn
        cos, sin = rotary_tables(seq_len, self.head_dim)
        self.register_buffer("rope_cos", cos, persistent=False)
        self.register_buffer("rope_sin", sin, persistent=False)

    def forward(self, x):
        seq = x.shape[1]
        cos, sin = self.rope_cos[:seq], self.rope_sin[:seq]
        q = apply_rotary(split_heads(self.wq(x), self.n_heads), cos, sin)
        k = apply_rotary(split_heads(self.wk(x), self.n_heads), cos, sin)
        v = split_heads(self.wv(x), self.n_heads)
        out = self.attention_fn(q, k, v)
        return self.wo(merge_heads(out))


@pure
def swiglu(x, w1, w3, w2):
    """swiglu-v1: W2 (SiLU(W1 x) * W3 x) (Shazeer, arXiv:2002.05202); weights in nn.Linear's
    (out, in) layout."""
    return F.linear(F.silu(F.linear(x, w1)) * F.linear(x, w3), w2)


class SwiGLU(nn.Module):
    """swiglu-v1 with its three weight matrices (see swiglu)."""

    def __init__(self, d_model, d_ff):
        super().__init__()
        self.w1 = nn.Linear(d_model, d_ff, bias=False)
        self.w3 = nn.Linear(d_model, d_ff, bias=False)
        self.w2 = nn.Linear(d_ff, d_model, bias=False)

    def forward(self, x):
        return swiglu(x, self.w1.weight, self.w3.weight, self.w2.weight)


class Block(nn.Module):
    """Pre-norm transformer block: x + attn(norm(x)), then + ffn(norm(x)).
    Returns the hidden state only, so a stack of blocks can run under scan_layers.
    """

    def __init__(self, cfg, attention_fn):
        super().__init__()
        m = cfg["model"]
        self.attn_norm = RMSNorm(m["d_model"])
        self.attn = Attention(m["d_model"], m["n_heads"], cfg["train"]["seq_len"], attention_fn)
        self.ffn_norm = RMSNorm(m["d_model"])
        self.ffn = SwiGLU(m["d_model"], m["d_ff"])

    def forward(self, x):
        x = x + self.attn(self.attn_norm(x))
        return x + self.ffn(self.ffn_norm(x))


def run_layers_in_loop(layers, hidden):
    """The default layer runner: a plain Python loop."""
    for layer in layers:
        hidden = layer(hidden)
    return hidden


def init_weights(model, n_layers):
    """GPT-2 style: N(0, 0.02), residual projections scaled by 1/sqrt(2 * n_layers)."""
    residual_std = 0.02 / math.sqrt(2 * n_layers)
    for name, p in model.named_parameters():
        if p.dim() < 2:
            continue
        std = residual_std if name.endswith(("wo.weight", "w2.weight", "w2")) else 0.02
        nn.init.normal_(p, mean=0.0, std=std)


class Transformer(nn.Module):
    """Token embedding, n_layers blocks, final RMSNorm, untied LM head.

    forward(input_ids) -> (logits, auxiliary loss, MoE dropped-choice fraction); the last two
    are zero for a dense model."""

    def __init__(self, cfg, attention_fn, layer_runner=run_layers_in_loop):
        super().__init__()
        m = cfg["model"]
        self.embed = nn.Embedding(m["vocab_size"], m["d_model"])
        self.layers = nn.ModuleList(Block(cfg, attention_fn) for _ in range(m["n_layers"]))
        self.norm = RMSNorm(m["d_model"])
        self.lm_head = nn.Linear(m["d_model"], m["vocab_size"], bias=False)
        self.layer_runner = layer_runner
        init_weights(self, m["n_layers"])

    def forward(self, input_ids):
        hidden = self.embed(input_ids)
        hidden = self.layer_runner(self.layers, hidden)
        logits = self.lm_head(self.norm(hidden))
        zero = logits.new_zeros((), dtype=torch.float32)
        return logits, zero, zero

    def blocks(self):
        """Every transformer block (what remat checkpoints)."""
        return list(self.layers)


def prediction_labels(labels):
    """The labels of the positions the logits cover: all of them."""
    return labels


def build_model(cfg, attention_fn, layer_runner=run_layers_in_loop):
    """Builds the model on the CPU with the current RNG state (seed it first)."""
    versions = cfg.get("module_versions", {})
    for key, version in MODULE_VERSIONS.items():
        if versions.get(key) != version:
            raise ValueError(f"config.json: `module_versions.{key}` is {versions.get(key)!r} but "
                             f"model.py implements {version!r}; re-scaffold or fix the config")
    return Transformer(cfg, attention_fn, layer_runner)


def parameter_groups(model, weight_decay):
    """AdamW groups: decay matrices and expert tensors, not norms (nanoGPT's rule)."""
    decay = [p for p in model.parameters() if p.requires_grad and p.dim() >= 2]
    no_decay = [p for p in model.parameters() if p.requires_grad and p.dim() < 2]
    return [{"params": decay, "weight_decay": weight_decay},
            {"params": no_decay, "weight_decay": 0.0}]
