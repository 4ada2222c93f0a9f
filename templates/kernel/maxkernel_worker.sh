#!/usr/bin/env bash
# TPU Workbench -> MaxKernel worker adapter: ONE iteration of a MaxKernel run, headless.
#
# The workbench's orchestrator dispatches one worker per iteration and then reads state.json
# (it never believes the worker's words). MaxKernel's worker is the Claude Code subagent
# `maxkernel-worker`; this script runs it for one iteration through the Claude Code CLI's
# non-interactive mode with MaxKernel's own dispatch prompt:
#
#   claude -p "Run one MaxKernel iteration for run_dir = <run_dir> (state file: <run_dir>/state.json)." \
#          --agent maxkernel-worker ...
#
# (the prompt of MaxKernel's orchestrator, word for word: maxkernel/claude-code/skill/SKILL.md,
# "How to dispatch the worker agent"; core/kernel/worker_command.h has the same text).
#
# Registry entry of the TPU VM (docs/kernel.md, "A real worker: MaxKernel's"):
#   "maxkernel_root": "~/maxkernel",
#   "kernel_worker_command": "bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}",
#   "kernel_cancel_command": "{python} ~/maxkernel/tools/tpu_client.py --cancel_job"
# With maxkernel_root set, the workbench creates runs under <maxkernel_root>/workspace/<run_id>
# (inside what MaxKernel's --with-guard hook allows) and sets MAXKERNEL_ROOT for this script.
#
# Usage: maxkernel_worker.sh RUN_DIR [TARGET]
# Environment (all optional):
#   MAXKERNEL_ROOT          MaxKernel's root, the working folder of the agent (default ~/maxkernel)
#   TPUWB_CLAUDE            the Claude Code executable (default: claude on PATH)
#   TPUWB_CLAUDE_PERMISSION_MODE   --permission-mode for the headless run (default bypassPermissions:
#                           nobody is there to answer a prompt; install MaxKernel with --with-guard
#                           so its workspace guard keeps the agent inside the run folder)
#   TPUWB_CLAUDE_MODEL      --model, when set
#   TPUWB_CLAUDE_MAX_TURNS  --max-turns, when set
#   TPUWB_CLAUDE_ARGS       extra arguments, split on spaces
# Exit code: claude's. The orchestrator decides from state.json alone whether the iteration
# was committed (outcome A), needs approval (A2) or left the state unchanged (B).
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 || -z "${1:-}" ]]; then
    echo "usage: maxkernel_worker.sh RUN_DIR [TARGET]" >&2
    exit 2
fi
run_dir=$1
target=${2:-}
if [[ ! -s "$run_dir/state.json" ]]; then
    echo "maxkernel_worker.sh: $run_dir/state.json is missing; the orchestrator creates the run first." >&2
    exit 1
fi
root=${MAXKERNEL_ROOT:-$HOME/maxkernel}
if [[ ! -d "$root" ]]; then
    echo "maxkernel_worker.sh: MaxKernel is not installed at $root; install it (its README) or set MAXKERNEL_ROOT." >&2
    exit 1
fi
# MaxKernel's workspace guard (install.py --with-guard) confines the agent to the root: a run
# folder outside it would be refused at the worker's first read of state.json.
root_real=$(cd "$root" && pwd -P)
run_real=$(cd "$run_dir" && pwd -P)
if [[ "$run_real" != "$root_real" && "$run_real" != "$root_real"/* ]]; then
    echo "maxkernel_worker.sh: the run folder $run_dir is outside MaxKernel's root $root, where its workspace guard confines the agent; set workbench.maxkernel_root in the machine's entry so runs are created under <maxkernel_root>/workspace." >&2
    exit 1
fi
claude=${TPUWB_CLAUDE:-claude}
if ! command -v "$claude" >/dev/null 2>&1; then
    echo "maxkernel_worker.sh: the Claude Code CLI ($claude) is not on PATH; install it and log in (claude auth login)." >&2
    exit 1
fi

args=(-p "Run one MaxKernel iteration for run_dir = $run_dir (state file: $run_dir/state.json)."
      --agent maxkernel-worker
      --permission-mode "${TPUWB_CLAUDE_PERMISSION_MODE:-bypassPermissions}"
      --output-format text)
if [[ -n "${TPUWB_CLAUDE_MODEL:-}" ]]; then args+=(--model "$TPUWB_CLAUDE_MODEL"); fi
if [[ -n "${TPUWB_CLAUDE_MAX_TURNS:-}" ]]; then args+=(--max-turns "$TPUWB_CLAUDE_MAX_TURNS"); fi
if [[ -n "${TPUWB_CLAUDE_ARGS:-}" ]]; then read -r -a extra <<<"$TPUWB_CLAUDE_ARGS"; args+=("${extra[@]}"); fi

echo "maxkernel_worker.sh: iteration ${target:-next} of $run_dir via $claude (maxkernel-worker, headless)" >&2
cd "$root"
exec "$claude" "${args[@]}"
