#!/bin/bash
# Runs the benchmarks (release build, TWB_BUILD_BENCH=ON: `cmake --preset release`) and writes
# their headline figures as a Markdown table: each benchmark prints `RESULT | ...` lines
# (bench/bench_report.h) with the figure, its baseline from the same run, the ratio, the goal
# and the load average. docs/monitor.md ("Figures") shows the table.
#
#   bench/run_all.sh [-b BUILD_DIR] [-o OUT.md] [NAME...]
#
# NAME: only these benchmarks (e.g. bench_metrics_ingest bench_plot_replot); default all that
# are built. Logs go to BUILD_DIR/bench/logs/NAME.log. Builds nothing: build the bench_*
# targets first (cmake --build build/release --target bench_metrics_ingest ...).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build/release"
out="$root/bench/results.md"
while getopts "b:o:h" opt; do
    case "$opt" in
    b) build="$OPTARG" ;;
    o) out="$OPTARG" ;;
    *) sed -n '2,12p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))

all=(bench_metrics_ingest bench_plot_replot bench_stream_latency bench_remote bench_fanout_64 bench_compare_open
     bench_memory_estimate bench_workspace_scale bench_monitor_64)
names=("$@")
[ ${#names[@]} -eq 0 ] && names=("${all[@]}")

logs="$build/bench/logs"
mkdir -p "$logs"
rows=()
missing=()
for name in "${names[@]}"; do
    exe="$(find "$build/bench" -maxdepth 2 -type f -name "$name" -perm -u+x | head -n 1)"
    if [ -z "$exe" ]; then
        missing+=("$name")
        continue
    fi
    echo "== $name ($(cut -d' ' -f1-3 /proc/loadavg) load)" >&2
    status=0
    # The Qt benchmarks draw offscreen; no display needed.
    QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" "$exe" >"$logs/$name.log" 2>&1 || status=$?
    found=0
    while IFS= read -r line; do
        rows+=("${line#RESULT }")
        found=1
    done < <(grep '^RESULT |' "$logs/$name.log" || true)
    if [ "$status" -ne 0 ] || [ "$found" -eq 0 ]; then
        rows+=("| $name | failed (exit $status, no figure): see $logs/$name.log | | | | | | $(cut -d' ' -f1-3 /proc/loadavg) |")
    fi
done

{
    echo "<!-- written by bench/run_all.sh; do not edit by hand -->"
    echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))."
    echo "Ratios compare the workbench with a baseline measured in the same run, by thread CPU time where"
    echo "the benchmark says so; the load average is /proc/loadavg when the figure was printed."
    echo
    echo "| benchmark | figure | workbench | baseline (same run) | ratio | goal | goal met | load average (1/5/15 min) |"
    echo "|---|---|---|---|---|---|---|---|"
    for row in "${rows[@]}"; do
        echo "$row"
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo
        echo "Not built, not run: ${missing[*]}."
    fi
} >"$out"
cat "$out"
