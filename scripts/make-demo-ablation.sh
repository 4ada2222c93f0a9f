#!/usr/bin/env bash
# Records the demo workspace's ablation for real: scaffolds a tiny decoder, runs an ablation of
# train.lr (3 values) x 2 seeds of it in the CPU smoke mode on this machine (local transport,
# machine "this-machine"), and stores the result under templates/demo/ in the workspace layout:
#   experiments/tiny-lm/          the scaffolded project the runs trained
#   ablations/lr-sweep.json       the matrix
#   runs/lr-sweep-<hash>-s<seed>/ run.json, config.json, metrics/host-0.jsonl, logs/host-0.log
# `tpuwb demo create` copies templates/demo/ into every new demo workspace, so the Ablation and
# Compare panels show real curves to a newcomer without a TPU. Only these paths are replaced;
# the rest of templates/demo/ (kernel runs, ...) is left alone.
#
# Usage: scripts/make-demo-ablation.sh [TPUWB]   (default build/release/app/tpuwb)
# Needs Debian's python3-torch (/usr/bin/python3). Takes about a minute on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tpuwb=${1:-$repo/build/release/app/tpuwb}
[ -x "$tpuwb" ] || { echo "make-demo-ablation.sh: $tpuwb is not built (cmake --build --preset release --target tpuwb)" >&2; exit 1; }
/usr/bin/python3 -c 'import torch' 2>/dev/null \
  || { echo "make-demo-ablation.sh: Debian's PyTorch is needed: apt-get install python3-torch libopenblas0-pthread" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
workspace=$work/workspace
# The "remote" root is ~/tpu-workbench under a private HOME, so the recorded run.json files name
# "~/tpu-workbench/runs/<run_id>" and no folder of this machine.
export HOME=$work/home
mkdir -p "$HOME"
run_tpuwb() { "$tpuwb" --workspace "$workspace" --known-hosts "$work/known_hosts" "$@"; }

run_tpuwb registry add \
  '{"mode": "local", "tpu_name": "this-machine", "workbench": {"python": "/usr/bin/python3", "remote_root": "~/tpu-workbench", "labels": ["demo", "cpu"]}}' \
  --no-probe >/dev/null

# A small decoder on the synthetic data: 160 steps take a few seconds on one core.
run_tpuwb scaffold --name tiny-lm --model decoder --accelerator v5litepod-8 --strategy fsdpv2 \
  --set 'hypothesis="A 3x larger learning rate than 1e-3 still trains stably at this size and ends lower."' \
  --set model.d_model=64 --set model.n_layers=2 --set model.n_heads=4 --set model.d_ff=128 \
  --set model.vocab_size=128 --set train.batch_size=16 --set train.seq_len=32 \
  --set train.warmup_steps=20 --set train.max_steps=160 --set train.log_every=2 \
  --set train.eval_every=40 --set train.eval_batches=2 --set train.save_every=100000 >/dev/null

mkdir -p "$workspace/ablations"
cat > "$workspace/ablations/lr-sweep.json" <<'EOF'
{
  "schema": "tpuwb.ablation/1",
  "name": "lr-sweep",
  "base": "experiments/tiny-lm/experiment.json",
  "mode": "grid",
  "variables": [{"path": "train.lr", "values": [0.0003, 0.001, 0.003]}],
  "seeds": [0, 1],
  "baseline": {"train.lr": 0.001},
  "metric": {"name": "loss", "goal": "min", "at": "final"},
  "invariants": ["train.batch_size", "train.seq_len", "model.d_model"],
  "machines": ["this-machine"]
}
EOF

run_tpuwb ablate launch "$workspace/ablations/lr-sweep.json" --device cpu --threads 1 --skip-preflight
run_tpuwb ablate status "$workspace/ablations/lr-sweep.json"

# What the demo keeps of each run: its record, effective config, metrics and log.
demo=$repo/templates/demo
rm -rf "$demo/experiments/tiny-lm" "$demo/ablations/lr-sweep.json" "$demo"/runs/lr-sweep-*
mkdir -p "$demo/experiments" "$demo/ablations" "$demo/runs"
cp -r "$workspace/experiments/tiny-lm" "$demo/experiments/"
find "$demo/experiments/tiny-lm" -name __pycache__ -prune -exec rm -rf {} +
cp "$workspace/ablations/lr-sweep.json" "$demo/ablations/"
for run in "$workspace"/runs/lr-sweep-*; do
  id=$(basename "$run")
  mkdir -p "$demo/runs/$id/metrics" "$demo/runs/$id/logs"
  cp "$run/run.json" "$run/config.json" "$demo/runs/$id/"
  cp "$run"/metrics/host-*.jsonl "$demo/runs/$id/metrics/"
  cp "$run"/logs/host-*.log "$demo/runs/$id/logs/" 2>/dev/null || true
done

# The demo is copied to other machines and folders: no path of this one may be in it.
if grep -rlF -e "$work" -e "$repo" "$demo/experiments/tiny-lm" "$demo/ablations/lr-sweep.json" "$demo"/runs/lr-sweep-*; then
  echo "make-demo-ablation.sh: the files above name a folder of this machine" >&2
  exit 1
fi
du -sh "$demo/experiments/tiny-lm" "$demo/ablations/lr-sweep.json" "$demo/runs"
echo "make-demo-ablation.sh: recorded $(ls -d "$demo"/runs/lr-sweep-* | wc -l) runs under $demo"
