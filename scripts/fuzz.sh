#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset: clang 16, ASan + UBSan, fuzz/) and runs each
# for SECONDS (default 30) from its seed corpus in fuzz/corpus/<reader>/. Fails on the first
# crash, sanitizer report, leak or per-input timeout; the input is kept under
# build/fuzz/artifacts/; once fixed, it goes to fuzz/regressions/<reader>/, which the reader's
# unit test replays and every run starts from. Inputs that found new coverage go to
# build/fuzz/corpus/<reader>/, not into the checked-in seeds.
#
#   scripts/fuzz.sh [SECONDS] [READER...]     e.g. scripts/fuzz.sh 120 json registry
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
command -v clang++-16 >/dev/null || { echo "fuzz.sh: clang++-16 is missing: apt-get install clang-16 libclang-rt-16-dev (scripts/install-deps.sh)" >&2; exit 1; }

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)"

readers=("$@")
if [ ${#readers[@]} -eq 0 ]; then
  for bin in build/fuzz/fuzz/fuzz_*; do
    [ -f "$bin" ] && [ -x "$bin" ] && readers+=("${bin##*/fuzz_}")
  done
fi

mkdir -p build/fuzz/artifacts build/fuzz/logs
# llvm-symbolizer of the same clang: reports name functions and lines.
export PATH="/usr/lib/llvm-16/bin:$PATH"
# detect_leaks stays on: a reader that leaks per input would grow a long-lived monitor.
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
summary=()
status=0
for reader in "${readers[@]}"; do
  corpus=build/fuzz/corpus/$reader
  log=build/fuzz/logs/$reader.log
  mkdir -p "$corpus"
  echo "fuzz.sh: $reader for ${seconds}s"
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: one input needing 2 GB is a bug.
  seeds=(fuzz/corpus/"$reader")
  [ -d fuzz/regressions/"$reader" ] && seeds+=(fuzz/regressions/"$reader")
  if ! build/fuzz/fuzz/fuzz_"$reader" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix=build/fuzz/artifacts/"$reader"- \
        "$corpus" "${seeds[@]}" >"$log" 2>&1; then
    echo "fuzz.sh: $reader FAILED; the input is in build/fuzz/artifacts/, the log in $log:" >&2
    grep -E "ERROR|runtime error|contract violated|SUMMARY|Test unit written" "$log" | head -20 >&2 || tail -30 "$log" >&2
    status=1
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  done_line=$(grep -E "^#[0-9]+[[:space:]]+DONE" "$log" | tail -1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$done_line")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$done_line")
  units=$(sed -n 's/.* corp: \([0-9]*\)\/.*/\1/p' <<<"$done_line")
  summary+=("$(printf '%-16s %12s %8s %8s %8s' "$reader" "${execs:-?}" "${cov:-?}" "${ft:-?}" "${units:-?}")")
done

# cov: code edges reached; features: libFuzzer's finer coverage signal; corpus: inputs kept.
printf '\n%-16s %12s %8s %8s %8s\n' reader executions cov features corpus
printf '%s\n' "${summary[@]}"
[ $status -eq 0 ] && echo "fuzz.sh: no crash in ${#readers[@]} targets x ${seconds}s."
exit $status
