#!/usr/bin/env bash
# The installed-package journey (CI runs it after the release build): build the .deb, install it
# with dpkg, check what it carries (copyright, man pages, AppStream metainfo), then, from another
# folder and with the source tree's templates out of reach, make the demo workspace and scaffold
# a project with the packaged binaries. Removes the package again at the end.
# Needs root (or sudo): dpkg -i, and a private mount namespace that hides the source templates.
set -euo pipefail
cd "$(dirname "$0")/.."
src="$PWD"
build="${1:-build/release}"

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  SUDO=(sudo)
fi

(cd "$build" && rm -f tpu-workbench_*.deb && cpack -G DEB >/dev/null)
deb=$(ls "$build"/tpu-workbench_*.deb)
echo "package-check: built $deb"

cleanup() { "${SUDO[@]}" dpkg -r tpu-workbench >/dev/null 2>&1 || true; rm -rf "$work"; }
work=$(mktemp -d)
trap cleanup EXIT

# apt-get resolves the package's Depends (from dpkg-shlibdeps) as dpkg -i alone would not.
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$(realpath "$deb")" >/dev/null
dpkg -L tpu-workbench > "$work/files"
for f in /usr/bin/tpuwb /usr/bin/tpu-workbench /usr/share/doc/tpu-workbench/copyright \
         /usr/share/man/man1/tpuwb.1 /usr/share/man/man1/tpu-workbench.1 \
         /usr/share/tpu-workbench/templates/experiment \
         /usr/share/metainfo/io.github.tpu_workbench.TpuWorkbench.metainfo.xml \
         /usr/share/applications/tpu-workbench.desktop; do
  grep -qx "$f" "$work/files" || { echo "package-check: the package lacks $f" >&2; exit 1; }
done
appstreamcli validate --no-net /usr/share/metainfo/io.github.tpu_workbench.TpuWorkbench.metainfo.xml
man -l /usr/share/man/man1/tpuwb.1 >/dev/null 2>&1 || groff -man -Tutf8 /usr/share/man/man1/tpuwb.1 >/dev/null

# From another folder, with an empty tmpfs over the source templates (in a private mount
# namespace, so nothing else sees it): the binaries must find /usr/share/tpu-workbench alone.
cd "$work"
"${SUDO[@]}" unshare -m bash -euo pipefail -c "
  mount -t tmpfs none '$src/templates'
  test -z \"\$(ls -A '$src/templates')\"
  env -u TPUWB_TEMPLATES /usr/bin/tpuwb demo create '$work/demo'
  env -u TPUWB_TEMPLATES /usr/bin/tpuwb --workspace '$work/demo' scaffold --name packaged --model decoder \
      --accelerator v5litepod-8 --strategy fsdpv2 --out '$work/packaged'
  test -f '$work/packaged/train.py'
  env -u TPUWB_TEMPLATES /usr/bin/tpuwb data prepare \
      /usr/share/tpu-workbench/templates/data/kjv-genesis-proverbs-mark.txt --out '$work/kjv' \
      --vocab-size 512 --python /usr/bin/python3 >/dev/null
  test -f '$work/kjv/manifest.json'
  test -f '$work/demo/experiments/moe-1b-fsdp/train.py'
"
echo "package-check: the installed package made the demo workspace and a project from $work."
