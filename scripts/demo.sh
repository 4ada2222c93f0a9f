#!/usr/bin/env bash
# Installs what is missing, builds the app, prepares the bundled demo workspace and starts the
# GUI on it. The demo workspace is copied to build/demo-workspace (re-created on each run, so a
# newcomer always starts from the same state) with this machine registered as a local machine.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" --target tpu-workbench tpuwb

workspace="$PWD/build/demo-workspace"
build/release/app/tpuwb --workspace "$workspace" demo create --force

args=(--workspace "$workspace")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "demo.sh: no display found; starting under xvfb-run (set DISPLAY to see the window)."
  exec xvfb-run -a -s "-screen 0 1600x1000x24" build/release/app/gui/tpu-workbench "${args[@]}" "$@"
fi
exec build/release/app/gui/tpu-workbench "${args[@]}" "$@"
