#!/usr/bin/env bash
# Creates the workbench's Python environment from python/requirements.lock (torch + torch_xla
# with the CPU runtime, JAX for CPU, py-spy, TensorBoard, ...), and does nothing when it is
# already there for this lock (a stamp holds the lock's hash): quick and offline once done.
# Called by scripts/install-deps.sh, so by the README's two commands and CI.
#
#   TPUWB_PYTHON_ENV    where the environment goes (default:
#                       ${XDG_DATA_HOME:-~/.local/share}/tpu-workbench/python-env); the app and
#                       tpuwb use <env>/bin/python by default when it exists (`tpuwb doctor`)
#   TPUWB_WHEEL_CACHE   the downloaded wheels, kept between runs (default:
#                       ${XDG_CACHE_HOME:-~/.cache}/tpu-workbench/wheels)
#   TPUWB_NO_PYTHON_ENV=1  skip this step (plain-CPU mode only: Debian's python3-torch)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${TPUWB_NO_PYTHON_ENV:-0}" = 1 ]; then
  echo "install-python-env: skipped (TPUWB_NO_PYTHON_ENV=1)"
  exit 0
fi

lock="$PWD/python/requirements.lock"
env_dir="${TPUWB_PYTHON_ENV:-${XDG_DATA_HOME:-$HOME/.local/share}/tpu-workbench/python-env}"
wheels="${TPUWB_WHEEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tpu-workbench/wheels}"
stamp="$env_dir/.tpuwb-lock.sha256"
want="$(sha256sum "$lock" | cut -d' ' -f1)"

if [ -x "$env_dir/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
  echo "install-python-env: $env_dir is current ($(grep -c '==' "$lock") packages)."
  exit 0
fi

started=$(date +%s)
echo "install-python-env: creating $env_dir from python/requirements.lock"
mkdir -p "$wheels"
# The interpreter is Debian's python3 (3.11 on Debian 12): the wheels are for cp311.
/usr/bin/python3 -m venv --clear "$env_dir"
pip=("$env_dir/bin/python" -m pip --disable-pip-version-check --no-input)
# Download what the cache lacks (pip skips files already there), then install offline from it.
# --no-deps everywhere: the lock lists every package, so nothing unlisted can come in.
"${pip[@]}" download --quiet --only-binary=:all: --no-deps -d "$wheels" -r "$lock"
"${pip[@]}" install --quiet --no-index --find-links "$wheels" --no-deps -r "$lock"
# torch_xla's wheel carries its own older torchax (0.0.6, which imports flax) in the same
# folder: the pinned torchax goes in last so that its files are the ones on disk.
"${pip[@]}" install --quiet --no-index --find-links "$wheels" --no-deps --force-reinstall \
  "$(grep '^torchax==' "$lock")"
"$env_dir/bin/python" -c 'import torchax' \
  || { echo "install-python-env: torchax does not import; see python/requirements.lock" >&2; exit 1; }
"${pip[@]}" check
echo "$want" > "$stamp"
echo "install-python-env: done in $(( $(date +%s) - started )) s; $("$env_dir/bin/python" -c \
  'import torch, torch_xla, jax; print(f"torch {torch.__version__}, torch_xla {torch_xla.__version__}, jax {jax.__version__}")' 2>/dev/null)"
