"""Run configuration: reading config.json, command-line overrides, and the config hash.

config.json is the experiment document (schema tpuwb.experiment/1) that TPU Workbench wrote.
The config hash is the first 8 hex digits of SHA-256 over
json.dumps(cfg, sort_keys=True, ensure_ascii=False) with name, hypothesis, tags, notes and
train.seed removed, so every seed of one ablation cell shares the hash. TPU Workbench computes
the same hash byte for byte; checkpoints are named ckpt-{seed}-{hash}-{step}.
"""

import copy
import hashlib
import json
import os

SCHEMA_MAJOR = "tpuwb.experiment/1"

# Keys that describe a run without changing what it computes.
HASH_EXCLUDED_KEYS = ("name", "hypothesis", "tags", "notes")

# What this project was generated for. The code below was specialised for these choices
# (strategy, kernel, model kind), so a config that asks for others needs a new scaffold.
GENERATED_FOR = {
    "model.kind": "decoder",
    "tpu.strategy": "fsdpv2",
    "attention_kernel": "splash",
    "optimizer": "syncfree_adamw",
    "tpu.scan_layers": False,
}


class ConfigError(ValueError):
    """A config.json that this project cannot run; the message names the field."""


def config_hash(cfg):
    """8 hex digits identifying everything that changes the computation (seed excluded)."""
    trimmed = copy.deepcopy(cfg)
    for key in HASH_EXCLUDED_KEYS:
        trimmed.pop(key, None)
    if isinstance(trimmed.get("train"), dict):
        trimmed["train"].pop("seed", None)
    text = json.dumps(trimmed, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def get_path(cfg, dotted, default=None):
    node = cfg
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return default
        node = node[part]
    return node


def _require(cfg, dotted, kind):
    value = get_path(cfg, dotted)
    if value is None:
        raise ConfigError(f"config.json: `{dotted}` is missing")
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ConfigError(f"config.json: `{dotted}` must be an integer, not {value!r}")
    if kind is float and (isinstance(value, bool) or not isinstance(value, (int, float))):
        raise ConfigError(f"config.json: `{dotted}` must be a number, not {value!r}")
    if kind is str and not isinstance(value, str):
        raise ConfigError(f"config.json: `{dotted}` must be a string, not {value!r}")
    return value


def validate(cfg):
    """Checks what train.py relies on; TPU Workbench checks the rest before it renders."""
    schema = cfg.get("schema", "")
    if not isinstance(schema, str) or not schema.startswith("tpuwb.experiment/"):
        raise ConfigError(f"config.json: `schema` is {schema!r}, expected {SCHEMA_MAJOR!r}")
    if schema.split("/")[1].split(".")[0] != SCHEMA_MAJOR.split("/")[1]:
        raise ConfigError(f"config.json: schema {schema!r} is newer than this project "
                          f"({SCHEMA_MAJOR}); re-scaffold it with a newer TPU Workbench")
    for dotted in ("model.d_model", "model.n_layers", "model.n_heads", "model.d_ff",
                   "model.vocab_size", "train.batch_size", "train.seq_len", "train.max_steps",
                   "train.warmup_steps", "train.eval_every", "train.save_every", "train.seed"):
        if _require(cfg, dotted, int) < 0:
            raise ConfigError(f"config.json: `{dotted}` must not be negative")
    for dotted in ("train.lr", "train.weight_decay", "train.grad_clip"):
        _require(cfg, dotted, float)
    if cfg["model"]["d_model"] % cfg["model"]["n_heads"] != 0:
        raise ConfigError("config.json: `model.d_model` must be divisible by `model.n_heads`")
    if cfg["model"]["kind"] == "moe":
        top_k = _require(cfg, "model.moe.top_k", int)
        experts = _require(cfg, "model.moe.n_experts", int)
        _require(cfg, "model.moe.capacity_factor", float)
        if not 1 <= top_k <= experts:
            raise ConfigError("config.json: `model.moe.top_k` must be between 1 and "
                              "`model.moe.n_experts`")
    if cfg["model"]["kind"] == "encoder_decoder":
        if _require(cfg, "train.seq_len", int) < 2:
            raise ConfigError("config.json: `train.seq_len` must be >= 2 for an encoder-decoder "
                              "(the first half of the window is the source, the rest the target)")
        if get_path(cfg, "model.n_encoder_layers") is not None and \
                _require(cfg, "model.n_encoder_layers", int) < 1:
            raise ConfigError("config.json: `model.n_encoder_layers` must be >= 1")
    for dotted in ("tpu.compile_eval", "tpu.eager_debug", "tpu.assume_pure"):
        value = get_path(cfg, dotted)
        if value is not None and not isinstance(value, bool):
            raise ConfigError(f"config.json: `{dotted}` must be true or false, not {value!r}")
    for dotted, expected in GENERATED_FOR.items():
        actual = get_path(cfg, dotted, False if dotted == "tpu.scan_layers" else None)
        if actual != expected:
            raise ConfigError(f"config.json: `{dotted}` is {actual!r} but this project was "
                              f"generated for {expected!r}; scaffold a new project for it")


def set_path(cfg, dotted, value):
    node = cfg
    parts = dotted.split(".")
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value


def load(path, overrides=()):
    """Reads config.json and applies (dotted_key, value) overrides, e.g. from --max-steps."""
    if not os.path.exists(path):
        raise ConfigError(f"{path} does not exist; pass --config PATH")
    with open(path, encoding="utf-8") as f:
        try:
            cfg = json.load(f)
        except json.JSONDecodeError as e:
            raise ConfigError(f"{path} is not valid JSON: {e}") from e
    for dotted, value in overrides:
        set_path(cfg, dotted, value)
    validate(cfg)
    return cfg
