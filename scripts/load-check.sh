#!/usr/bin/env bash
# load-check.sh: runs tests while every core is kept busy, to find the failures that only show
# when the machine is loaded (a parallel ctest on a shared CI box, a developer's build next to
# it). Run it before you stop: a test that passes alone and fails here has a race or a timing
# assumption (docs/DEVELOPING.md, "Tests under load").
#
#   scripts/load-check.sh                          the release ctest once, under load
#   scripts/load-check.sh -R tst_fault_sigkill --repeat 20 --until-fail
#   scripts/load-check.sh -R tst_fault_sigkill --function ablationQueueKilled --repeat 20
#
# Options:
#   --preset NAME      the ctest preset / build folder (default: release; build it first)
#   -R REGEX           the tests to run (ctest -R); default: every test of the preset
#   -L REGEX           the labels to run (ctest -L)
#   --function NAME    one Qt test function of the one test -R selects (run without ctest, with
#                      ctest's environment for that test)
#   --repeat N         passes (default 1)
#   --until-fail       stop at the first failed pass
#   --hogs N           busy processes (default: nproc); 0 runs without load
#   -j N               ctest's parallel jobs (default: nproc)
#   --keep-logs DIR    keep each pass's output there (default: a temporary folder, kept only
#                      when a pass fails)
# Exit status: 0 when every pass passed, 1 when one failed, 2 on bad usage.
set -uo pipefail
cd "$(dirname "$0")/.."

preset=release
regex=""
labels=""
function=""
repeat=1
until_fail=0
hogs=$(nproc)
jobs=$(nproc)
logs=""

usage() {
    sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
    exit 2
}

while [ $# -gt 0 ]; do
    case "$1" in
        --preset) preset=${2:?--preset needs a name}; shift 2 ;;
        -R) regex=${2:?-R needs a regular expression}; shift 2 ;;
        -L) labels=${2:?-L needs a regular expression}; shift 2 ;;
        --function) function=${2:?--function needs a test function name}; shift 2 ;;
        --repeat) repeat=${2:?--repeat needs a count}; shift 2 ;;
        --until-fail) until_fail=1; shift ;;
        --hogs) hogs=${2:?--hogs needs a count}; shift 2 ;;
        -j) jobs=${2:?-j needs a count}; shift 2 ;;
        --keep-logs) logs=${2:?--keep-logs needs a folder}; shift 2 ;;
        -h | --help) usage ;;
        *) echo "load-check.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
for n in "$repeat" "$hogs" "$jobs"; do
    case "$n" in '' | *[!0-9]*) echo "load-check.sh: '$n' is not a count" >&2; exit 2 ;; esac
done
build="build/$preset"
if [ ! -f "$build/CTestTestfile.cmake" ]; then
    echo "load-check.sh: $build has no tests; build the preset first (cmake --preset $preset && cmake --build --preset $preset)" >&2
    exit 2
fi

# The command and environment of the one test -R selects, from ctest's own description.
function_command=()
function_env=()
if [ -n "$function" ]; then
    if [ -z "$regex" ]; then
        echo "load-check.sh: --function needs -R naming the test that has it" >&2
        exit 2
    fi
    mapfile -t described < <(ctest --test-dir "$build" -R "$regex" --show-only=json-v1 | python3 -c '
import json, sys
tests = json.load(sys.stdin).get("tests", [])
if len(tests) != 1:
    sys.exit("load-check.sh: -R selects %d tests (%s); --function needs exactly one"
             % (len(tests), ", ".join(t["name"] for t in tests)))
t = tests[0]
env = next((p["value"] for p in t.get("properties", []) if p["name"] == "ENVIRONMENT"), [])
print(len(env))
print("\n".join(env + t["command"]))
') || exit 2
    count=${described[0]}
    function_env=("${described[@]:1:$count}")
    function_command=("${described[@]:$((count + 1))}" "$function")
fi

if [ -z "$logs" ]; then
    logs=$(mktemp -d "${TMPDIR:-/tmp}/load-check.XXXXXX")
    remove_logs=1
else
    mkdir -p "$logs" || exit 2
    remove_logs=0
fi

# The load: `hogs` shell loops that never sleep, each its own process, reaped on any exit.
hog_pids=()
stop_hogs() {
    [ ${#hog_pids[@]} -gt 0 ] && kill "${hog_pids[@]}" 2>/dev/null
    [ ${#hog_pids[@]} -gt 0 ] && wait "${hog_pids[@]}" 2>/dev/null
    hog_pids=()
}
trap 'stop_hogs' EXIT
trap 'stop_hogs; exit 130' INT TERM
for ((i = 0; i < hogs; i++)); do
    bash -c 'while :; do :; done' &
    hog_pids+=($!)
done

loadavg() {
    cut -d' ' -f1-3 /proc/loadavg
}

echo "load-check.sh: $hogs busy process(es) on $(nproc) core(s); load average $(loadavg)"
passed=0
failed=0
total_seconds=0
for ((pass = 1; pass <= repeat; pass++)); do
    log="$logs/pass-$pass.log"
    started=$(date +%s)
    if [ -n "$function" ]; then
        env "${function_env[@]}" "${function_command[@]}" > "$log" 2>&1
    else
        ctest --test-dir "$build" -j "$jobs" --output-on-failure ${regex:+-R "$regex"} ${labels:+-L "$labels"} \
            > "$log" 2>&1
    fi
    code=$?
    seconds=$(($(date +%s) - started))
    total_seconds=$((total_seconds + seconds))
    if [ "$code" -eq 0 ]; then
        passed=$((passed + 1))
        verdict=passed
    else
        failed=$((failed + 1))
        verdict="FAILED (exit $code; $log)"
    fi
    echo "pass $pass/$repeat: $verdict in ${seconds} s; load average $(loadavg)"
    if [ "$code" -ne 0 ]; then
        remove_logs=0
        # What failed, so the console alone says it (the whole output is in the log).
        grep -E '^(FAIL!|   Loc:|QWARN|[0-9]+% tests passed|The following tests FAILED|[[:space:]]+[0-9]+ - )' "$log" \
            | head -n 60
        [ "$until_fail" -eq 1 ] && break
    fi
done
stop_hogs
runs=$((passed + failed))
echo "load-check.sh: $passed passed, $failed failed of $runs pass(es); $((total_seconds / (runs > 0 ? runs : 1))) s per pass; load average $(loadavg)"
if [ "$remove_logs" -eq 1 ]; then
    rm -rf "$logs"
else
    echo "load-check.sh: the output of each pass is in $logs"
fi
[ "$failed" -eq 0 ]
