"""The metrics stream (TPU Workbench docs/formats.md section 5) and, when enabled, wandb.

metrics/host-<i>.jsonl gets one JSON object per line, flushed line by line, so the workbench
can tail it over SSH while the run lives:
- scalars: {"step", "time", "host", "loss", "lr", "grad_norm", "step_time_ms",
  "tokens_per_s", "hbm_used_bytes" (where the device reports it), "compile_count", ...};
- events: {"event": "config" | "eval" | "checkpoint" | "compile" | "done", ...};
- phases: {"event": "phase_begin" | "phase_end", "phase": "eval" | "checkpoint_save" |
  "checkpoint_restore" | "compile", "step"} around the long stretches in which no step is
  logged, so that the workbench does not take an evaluation or a checkpoint save for a stall.
Values are what json.dumps writes (NaN and Infinity stay visible instead of being dropped).
"""

import contextlib
import json
import math
import os
import time


def host_index():
    """This host's index in the slice: set by launch.sh (TPUWB_WORKER_ID), else the TPU VM's
    TPU_WORKER_ID, else 0."""
    for name in ("TPUWB_WORKER_ID", "TPU_WORKER_ID"):
        value = os.environ.get(name, "").strip()
        if value.isdigit():
            return int(value)
    return 0


def _plain(value):
    """Tensors and numpy scalars to Python numbers; everything else unchanged."""
    if hasattr(value, "item") and callable(value.item):
        return value.item()
    return value


class MetricsStream:
    """Appends to metrics/host-<i>.jsonl; a no-op on processes that do not write for a host."""

    def __init__(self, run_dir, host, enabled):
        self.host = host
        self.path = os.path.join(run_dir, "metrics", f"host-{host}.jsonl")
        self._file = None
        if enabled:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            self._file = open(self.path, "a", encoding="utf-8", buffering=1)

    def _write(self, record):
        if self._file is None:
            return
        line = json.dumps(record, ensure_ascii=False, allow_nan=True)
        self._file.write(line + "\n")  # line-buffered: one complete line per write

    def scalars(self, step, values):
        record = {"step": step, "time": round(time.time(), 3), "host": self.host}
        for key, value in values.items():
            value = _plain(value)
            if value is not None:
                record[key] = float(value) if isinstance(value, float) else value
        self._write(record)

    def event(self, name, **fields):
        record = {"event": name, "time": round(time.time(), 3), "host": self.host}
        record.update({k: _plain(v) for k, v in fields.items()})
        self._write(record)

    def phase_begin(self, name, step=None):
        # No "step": null: a step must be a number (a restore has none yet).
        self.event("phase_begin", phase=name, **({} if step is None else {"step": step}))

    def phase_end(self, name, step=None):
        self.event("phase_end", phase=name, **({} if step is None else {"step": step}))

    @contextlib.contextmanager
    def phase(self, name, step=None):
        """A long phase (evaluation, checkpoint save or restore) between its two events; the
        end is written even when the phase raises, so the workbench never waits on it."""
        self.phase_begin(name, step)
        try:
            yield
        finally:
            self.phase_end(name, step)

    def close(self):
        if self._file is not None:
            self._file.close()
            self._file = None


def perplexity(mean_loss):
    return math.exp(mean_loss) if mean_loss < 700 else float("inf")


class Tracker:
    """wandb on the global master only (global rank 0, not the master of every host), with
    the values already aggregated across processes. Disabled: does nothing."""

    def __init__(self, cfg, enabled, run_name, config_hash):
        self._run = None
        if not enabled:
            return
        try:
            import wandb
        except ImportError as e:
            raise RuntimeError("tracking.wandb.enabled is true but wandb is not installed; "
                               "pip install wandb, or disable it in config.json") from e
        wandb_cfg = cfg.get("tracking", {}).get("wandb", {})
        self._run = wandb.init(project=wandb_cfg.get("project") or "tpu-workbench",
                               name=run_name, config=cfg, tags=[config_hash])
        wandb.define_metric("train/step")
        wandb.define_metric("train/*", step_metric="train/step")
        wandb.define_metric("perf/*", step_metric="train/step")
        wandb.define_metric("eval/*", step_metric="train/step")

    def log(self, step, values):
        if self._run is not None:
            self._run.log({"train/step": step, **{k: _plain(v) for k, v in values.items()}})

    def finish(self):
        if self._run is not None:
            self._run.finish()
            self._run = None
