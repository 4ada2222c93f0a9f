#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the release preset (app, CLI, all
# tests, then the installed .deb's journey: scripts/package-check.sh) and the asan preset
# (core + CLI under AddressSanitizer/UBSan; core and integration tests), then every libFuzzer
# target for a bounded time (scripts/fuzz.sh). This is what .ci/run runs.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

# Paths relative to the checkout, so that compiles are shared between clones; Qt's test module
# puts each test's absolute folders on its command line (used only by QFINDTESTDATA, which no
# test uses), so they are left out of the hash.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
export CCACHE_IGNOREOPTIONS='-DQT_TESTCASE_BUILDDIR=* -DQT_TESTCASE_SOURCEDIR=*'
jobs=$(nproc)

cmake --preset release >/dev/null
cmake --build --preset release -j "$jobs"
ctest --preset release -j "$jobs"
scripts/package-check.sh build/release

cmake --preset asan >/dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs" -L 'core|integration'

# 20 s per reader (12 readers; about 6 minutes with the fuzz build): enough to replay the seeds
# and the crashes found so far and to catch a new crash in a parser that changed; longer runs
# are local (docs/robustness.md).
scripts/fuzz.sh "${TWB_FUZZ_SECONDS:-20}"
echo "test.sh: all tests passed."
