#!/usr/bin/env bash
# Regenerates the README's screenshots (docs/screenshots/*.png): builds the app, creates the
# demo workspace and grabs each panel on the offscreen platform. Run after a visible change.
set -euo pipefail
cd "$(dirname "$0")/.."

export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
export CCACHE_IGNOREOPTIONS='-DQT_TESTCASE_BUILDDIR=* -DQT_TESTCASE_SOURCEDIR=*'
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" --target tpu-workbench tpuwb tst_panel_variants tst_hidpi_panels

workspace="$PWD/build/screenshot-workspace"
build/release/app/tpuwb --workspace "$workspace" demo create --force
mkdir -p docs/screenshots
# A private settings folder, so the user's window state and recent workspaces do not leak in.
export XDG_CONFIG_HOME="$PWD/build/screenshot-config" QT_QPA_PLATFORM=offscreen
rm -rf "$XDG_CONFIG_HOME"
for panel in machines mesh experiments kernel ablation compare monitor; do
  build/release/app/gui/tpu-workbench --workspace "$workspace" --panel "$panel" \
    --screenshot "docs/screenshots/$panel.png" --screenshot-delay 2500 || true
  [ -f "docs/screenshots/$panel.png" ] && echo "screenshots.sh: docs/screenshots/$panel.png"
done

# The other looks (docs/screenshots/<variant>/<panel>.png): light at 1024x700, dark at 1024x700
# and 1400x900, German, Simplified Chinese and Japanese at 1024x700, grabbed by the widget test
# that also checks nothing is clipped or hidden there; and 200 % (hidpi/, 2048x1400 pixels),
# grabbed by the test that checks each panel paints at device pixels.
TWB_SCREENSHOT_DIR="$PWD/docs/screenshots" TWB_SOURCE_DIR="$PWD" TWB_IO_GUARD=abort \
  build/release/tests/widgets/main/tst_panel_variants
TWB_SCREENSHOT_DIR="$PWD/docs/screenshots" TWB_SOURCE_DIR="$PWD" TWB_IO_GUARD=abort QT_SCALE_FACTOR=2 \
  build/release/tests/widgets/main/tst_hidpi_panels
echo "screenshots.sh: docs/screenshots/{small,dark-small,dark,de,zh_CN,ja,hidpi}/*.png"
