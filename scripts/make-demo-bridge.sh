#!/usr/bin/env bash
# Records the demo workspace's bridge for real: the RMSNorm kernel of the recorded MaxKernel run
# (templates/kernel/examples/rmsnorm-torchax/recording/iter2/optimized.py, a recording of an LLM
# worker's run, not made here) switched into a tiny decoder with `tpuwb kernel use`, and its A/B
# ablation (kernel off/on x 2 seeds) run on this machine's CPU, where the Pallas kernel runs in
# interpret mode under the workbench's JAX. Stored under templates/demo/ in the workspace layout:
#   experiments/tiny-lm-kernel/               the project, its kernel copied to kernels/rmsnorm.py
#   ablations/tiny-lm-kernel-rmsnorm-kernel.json
#   runs/tiny-lm-kernel-rmsnorm-kernel-<hash>-s<seed>/   run.json, config.json, metrics, log
# `tpuwb demo create` copies templates/demo/ into every new demo workspace. Only these paths are
# replaced.
#
# Usage: scripts/make-demo-bridge.sh [TPUWB]   (default build/release/app/tpuwb)
# Needs the workbench's Python environment (scripts/install-python-env.sh: torch, torchax, JAX).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tpuwb=${1:-$repo/build/release/app/tpuwb}
[ -x "$tpuwb" ] || { echo "make-demo-bridge.sh: $tpuwb is not built (cmake --build --preset release --target tpuwb)" >&2; exit 1; }
env_dir="${TPUWB_PYTHON_ENV:-${XDG_DATA_HOME:-$HOME/.local/share}/tpu-workbench/python-env}"
"$env_dir/bin/python" -c 'import torch, torchax, jax' 2>/dev/null \
  || { echo "make-demo-bridge.sh: the workbench's Python environment is needed: scripts/install-python-env.sh" >&2; exit 1; }
kernel=$repo/templates/kernel/examples/rmsnorm-torchax/recording/iter2/optimized.py

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
workspace=$work/workspace
# A private HOME (no folder of this machine in the records) and the environment's python3
# first on PATH: the machine's python is "python3", as the records say.
export HOME=$work/home
mkdir -p "$HOME"
export PATH="$env_dir/bin:$PATH"
unset TPUWB_PYTHON
run_tpuwb() { "$tpuwb" --workspace "$workspace" --known-hosts "$work/known_hosts" "$@"; }

run_tpuwb registry add \
  '{"mode": "local", "tpu_name": "this-machine", "workbench": {"python": "python3", "remote_root": "~/tpu-workbench", "labels": ["demo", "cpu"]}}' \
  --no-probe >/dev/null

# d_model 128: the kernel's blocks are 128 lanes wide. Rows (batch x sequence) a multiple of 8.
run_tpuwb scaffold --name tiny-lm-kernel --model decoder --accelerator v5litepod-8 --strategy fsdpv2 \
  --set 'hypothesis="The RMSNorm kernel MaxKernel published (recorded run) trains as the plain module does: the same losses within tolerance."' \
  --set model.d_model=128 --set model.n_layers=2 --set model.n_heads=4 --set model.d_ff=256 \
  --set model.vocab_size=128 --set train.batch_size=8 --set train.seq_len=32 --set train.lr=0.003 \
  --set train.warmup_steps=10 --set train.max_steps=60 --set train.log_every=2 \
  --set train.eval_every=30 --set train.eval_batches=2 --set train.save_every=100000 >/dev/null

# The kernel lives in the project (a path relative to it), so the demo names no folder of this machine.
project=$workspace/experiments/tiny-lm-kernel
mkdir -p "$project/kernels"
cp "$kernel" "$project/kernels/rmsnorm.py"
run_tpuwb kernel use "$project/kernels/rmsnorm.py" --experiment "$project" --module rmsnorm --ab 0,1

ablation=$workspace/ablations/tiny-lm-kernel-rmsnorm-kernel.json
python3 - "$ablation" <<'PY'
import json, sys
path = sys.argv[1]
a = json.load(open(path))
a["machines"] = ["this-machine"]
json.dump(a, open(path, "w"), indent=2)
PY
run_tpuwb ablate launch "$ablation" --device cpu --threads 1 --skip-preflight
run_tpuwb ablate status "$ablation"
run_tpuwb ablate report "$ablation" --out "$work/report.md" && cat "$work/report.md"

demo=$repo/templates/demo
rm -rf "$demo/experiments/tiny-lm-kernel" "$demo/ablations/tiny-lm-kernel-rmsnorm-kernel.json" "$demo"/runs/tiny-lm-kernel-*
mkdir -p "$demo/experiments" "$demo/ablations" "$demo/runs"
cp -r "$project" "$demo/experiments/"
find "$demo/experiments/tiny-lm-kernel" -name __pycache__ -prune -exec rm -rf {} +
cp "$ablation" "$demo/ablations/"
for run in "$workspace"/runs/tiny-lm-kernel-*; do
  id=$(basename "$run")
  mkdir -p "$demo/runs/$id/metrics" "$demo/runs/$id/logs"
  cp "$run/run.json" "$run/config.json" "$demo/runs/$id/"
  # The project's folder in the workspace the runs were made in: not this demo's (the record
  # is read without it, as the recorded lr-sweep's runs are).
  python3 - "$demo/runs/$id/run.json" <<'PY'
import json, sys
path = sys.argv[1]
record = json.load(open(path))
record.pop("project_dir", None)
json.dump(record, open(path, "w"), indent=2)
open(path, "a").write("\n")
PY
  cp "$run"/metrics/host-*.jsonl "$demo/runs/$id/metrics/"
  cp "$run"/logs/host-*.log "$demo/runs/$id/logs/" 2>/dev/null || true
done

if grep -rlF -e "$work" -e "$repo" -e "$env_dir" "$demo/experiments/tiny-lm-kernel" "$demo/ablations/tiny-lm-kernel-rmsnorm-kernel.json" "$demo"/runs/tiny-lm-kernel-*; then
  echo "make-demo-bridge.sh: the files above name a folder of this machine" >&2
  exit 1
fi
du -sh "$demo/experiments/tiny-lm-kernel" "$demo"/runs/tiny-lm-kernel-* | tail -3
echo "make-demo-bridge.sh: recorded $(ls -d "$demo"/runs/tiny-lm-kernel-* | wc -l) runs under $demo"
