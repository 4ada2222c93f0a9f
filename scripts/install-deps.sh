#!/usr/bin/env bash
# Installs every Debian 12 package TPU Workbench needs to build, run and test, and nothing
# when all are present (idempotent). Called by scripts/demo.sh, scripts/test.sh and .ci/run.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build ccache pkg-config git
  # Qt 6 (Widgets, PrintSupport for QCustomPlot, Svg for icons and SVG export, tools for
  # lupdate/lrelease)
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libgl-dev
  qt6-translations-l10n  # Qt's own texts (OK, Cancel, file dialogs) in the GUI's language
  # plotting: QCustomPlot 2.1 built for Qt 6
  libqcustomplot-dev libqcustomplot2.1-qt6
  # core libraries
  nlohmann-json3-dev libssh-dev libspdlog-dev
  libsimdjson-dev        # metrics fast-path parser
  libkainjow-mustache-dev # scaffold templates
  libdtl-dev             # line diffs (scaffold previews, kernel iterations)
  libprotobuf-dev protobuf-compiler # TensorBoard event files (core/metrics/proto)
  # tests and benchmarks
  libbenchmark-dev openssh-server openssh-client
  clang-16 libclang-rt-16-dev # libFuzzer targets (scripts/fuzz.sh); clang 14 cannot compile std::expected
  python3 python3-torch libopenblas0-pthread # plain-CPU training runs (docs/DEVELOPING.md)
  python3-venv python3-pip # the PyPI environment with torch_xla and JAX (scripts/install-python-env.sh)
  python3-sentencepiece  # `tpuwb data prepare` trains/applies the tokenizer (templates/tools/prepare_data.py)
  python3-pyflakes       # `tpuwb port` lints the port with pyflakes (templates/tools/port_torch_xla.py); its tests need it
  austin                 # `tpuwb run stacks`: Python stack sampler (docs/monitor.md)
  dbus-daemon            # alert tests: a private session bus with a stand-in notification service
  xvfb xauth             # screenshots of the real window
  fonts-noto-cjk         # zh_CN and ja screenshots draw Chinese and Japanese glyphs, not boxes
  chromium               # tst_compare_html_report opens the HTML report headless and screenshots it
  file dpkg-dev          # checking the built .deb
  appstream man-db       # scripts/package-check.sh: metainfo validation, man pages
  patch                  # tst_text_diff applies the diffs it makes
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present."
  exec "$(dirname "$0")/install-python-env.sh"
fi

echo "install-deps: installing ${#missing[@]} missing packages: ${missing[*]}"
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
  SUDO=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

# Then the PyPI environment (torch_xla, JAX, py-spy, TensorBoard) from python/requirements.lock.
exec "$(dirname "$0")/install-python-env.sh"
