#!/usr/bin/env python3
"""REPLAY of a recorded MaxKernel run: a stand-in for the MaxKernel worker, for demos and tests.

The real MaxKernel worker is an LLM agent (agents/maxkernel-worker.md) that plans, writes and
fixes Pallas kernels on a TPU. That cannot run here, so this script replays a run that was
recorded earlier (templates/kernel/examples/<name>/recording/): each dispatch performs ONE
iteration, exactly as the worker's contract says, writing the files and state.json changes a
real worker would write, in the same order and with the same rules:

  * it reads <run_dir>/state.json itself and works on iteration n = iteration + 1;
  * once-per-run phases 0.1 to 0.9 skip themselves when their artifacts exist;
  * harness numbers are parsed from the recorded harness STDOUT lines (never computed);
  * the autotune winner is selected and applied to iter<n>/optimized.py like
    select_best_config.py / apply_best_config.py do;
  * Phase 6 re-reads state.json under the sidecar lock, appends the history entry, applies the
    best-so-far rule and writes the file atomically (temp + fsync + rename + dir fsync), keeping
    the legacy flat aliases equal to `primary`.

Nothing here is measured: every number comes from the recording. Faults for tests:
  --fail-iteration N       iteration N's kernel fails correctness (CORRECTNESS: False)
  --unchanged-iteration N  iteration N does its work but never commits (state unchanged); the
                           script still prints a cheerful summary, which the orchestrator must
                           not believe
  --fail-port-gate         the baseline gate (0.7 or 0.8) fails after its repairs:
                           port_verified is recorded as false
  --delay SECONDS          sleep before committing (to stop the orchestrator mid-iteration)
  --dispatch-log FILE      append a JSON line when a dispatch starts ({event: start, target,
                           iteration_seen, time, pid}) and when it ends ({event: end, ...})

`--cancel-jobs --run-dir DIR` is the cancel command (tpu_client.py --cancel_job in MaxKernel):
a replay has no TPU jobs, so it only records the request in maxkernel_debug_history.md.

Exit codes: 0 the dispatch ran (whether or not it committed: the orchestrator reads state.json,
not this code), 1 the run cannot proceed (missing state, worker-stop conditions), 2 usage,
3 the state moved (target is not iteration + 1; nothing was touched).
"""

import argparse
import datetime
import fcntl
import json
import os
import re
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_RECORDING = os.path.join(HERE, "examples", "rmsnorm-torchax", "recording")
LOCK_NAME = ".state.json.lock"


# ---------------------------------------------------------------- files and state

def write_atomically(path, data):
    """temp file in the same folder, fsync, rename over the target, fsync the folder."""
    folder = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".tmp.", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    dir_fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def exists(path):
    """MaxKernel's test -s: the file exists and is non-empty."""
    return os.path.isfile(path) and os.path.getsize(path) > 0


class StateFile:
    """Locked read-modify-write of state.json (the sidecar lock the workbench also takes)."""

    def __init__(self, run_dir):
        self.path = os.path.join(run_dir, "state.json")
        self.lock_path = os.path.join(run_dir, LOCK_NAME)

    def read(self):
        with open(self.path, encoding="utf-8") as handle:
            return json.load(handle)

    def update(self, change):
        with open(self.lock_path, "a+") as lock:
            fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
            state = self.read()
            change(state)
            sync_aliases(state)
            write_atomically(self.path, json.dumps(state, indent=2) + "\n")
            return state


def sync_aliases(state):
    """Setup 6: the legacy flat aliases always equal primary.*; port_verified is mirrored."""
    primary = state.get("primary")
    if not isinstance(primary, dict):
        return
    state["input_language"] = primary.get("language")
    state["source_path"] = primary.get("source_path")
    state["source_context_path"] = primary.get("context_path")
    if primary.get("port_verified") is not None:
        state["port_verified"] = primary["port_verified"]


def log_debug(run_dir, text):
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    with open(os.path.join(run_dir, "maxkernel_debug_history.md"), "a", encoding="utf-8") as handle:
        handle.write("\n## %s\n\n%s\n" % (stamp, text.rstrip()))


def copy_recorded(recording, relative, run_dir, target_relative=None):
    source = os.path.join(recording, relative)
    target = os.path.join(run_dir, target_relative or relative)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(source, "rb") as handle:
        write_atomically(target, handle.read())
    return target


# ---------------------------------------------------------------- tool behaviours

HARNESS_LINE = r"^%s:\s*([0-9eE+.\-]+)%s\s*$"


def parse_harness(text):
    """The harness STDOUT lines, anchored at line start, the last occurrence winning."""
    def last(name, unit=""):
        found = re.findall(HARNESS_LINE % (name, r"\s*" + unit if unit else ""), text, re.M)
        return float(found[-1]) if found else None

    correctness = re.findall(r"^CORRECTNESS:\s*(True|False)\s*$", text, re.M)
    return {
        "correct": bool(correctness) and correctness[-1] == "True",
        "base_time_ms": last("BASE_TIME", "ms"),
        "optimized_time_ms": last("RESULT_TIME", "ms"),
        "speedup": last("SPEEDUP"),
    }


def select_best_config(results):
    """select_best_config.py: eligible trials sorted by time (stable); reasons for the rest."""
    if "best_config" in results:
        return results
    ranked, rejected = [], []
    for trial in results.get("all_results", []):
        cfg = trial.get("cfg")
        if trial.get("status") == "timeout":
            rejected.append({"cfg": cfg, "reason": "timeout", "correct": False})
            continue
        if trial.get("exit_code") != 0:
            rejected.append({"cfg": cfg, "reason": "exit_code=%s" % trial.get("exit_code"), "correct": False})
            continue
        output = trial.get("output", "")
        correctness = re.search(r"^CORRECTNESS:\s*(True|False)\s*$", output, re.M)
        if not correctness:
            rejected.append({"cfg": cfg, "reason": "no CORRECTNESS line", "correct": False})
            continue
        if correctness.group(1) != "True":
            rejected.append({"cfg": cfg, "reason": "incorrect result", "correct": False})
            continue
        perf = re.search(r"^PERF_METRICS:\s*([0-9eE+.\-]+)\s*$", output, re.M)
        if not perf:
            rejected.append({"cfg": cfg, "reason": "no PERF_METRICS line", "correct": True})
            continue
        try:
            ranked.append({"cfg": cfg, "time_ms": float(perf.group(1))})
        except ValueError:
            rejected.append({"cfg": cfg, "reason": "unparsable PERF_METRICS '%s'" % perf.group(1), "correct": True})
    ranked.sort(key=lambda entry: entry["time_ms"])
    if not ranked:
        return None
    return {"best_config": ranked[0]["cfg"], "best_time_ms": ranked[0]["time_ms"],
            "ranked_results": ranked, "rejected_results": rejected,
            "all_results": results.get("all_results", [])}


def apply_best_config(template, best_config):
    """apply_best_config.py: substitute every {KEY}; refuse unbound placeholders."""
    code = template
    for key, value in best_config.items():
        code = code.replace("{%s}" % key, str(value))
    left = re.findall(r"\{([A-Z_][A-Z0-9_]*)\}", code)
    if left:
        raise ValueError("template placeholder(s) without a value: %s" % ", ".join(sorted(set(left))))
    return code


# ---------------------------------------------------------------- the worker

class Replay:
    def __init__(self, args):
        self.args = args
        self.run_dir = os.path.abspath(args.run_dir)
        self.recording = os.path.abspath(args.recording)
        self.state_file = StateFile(self.run_dir)

    def path(self, *parts):
        return os.path.join(self.run_dir, *parts)

    def set_state(self, change):
        return self.state_file.update(change)

    def run(self):
        if not os.path.isfile(self.state_file.path):
            print("state.json is missing in %s; the orchestrator must create the run first." % self.run_dir)
            return 1
        state = self.state_file.read()
        n = int(state.get("iteration", 0)) + 1
        self.record_dispatch(state)
        if self.args.target is not None and self.args.target != n:
            print("The state moved: iteration %s is committed, so target %s is not next. Nothing done."
                  % (state.get("iteration"), self.args.target))
            return 3
        primary = state.get("primary")
        if not isinstance(primary, dict) and "input_language" not in state:
            print("state.json has neither primary nor input_language; stopping.")
            return 1
        mode = state.get("reference_mode") or "llm_port"
        emit = state.get("emit_jnp_reference", True)
        if mode == "torchax" and emit is False:
            log_debug(self.run_dir, "Phase 0: torchax without a readable reference; no base.py can exist. "
                                    "This run needs the external harness.")
            return 1
        os.makedirs(self.path("iter%d" % n), exist_ok=True)

        # Phase 0.1: the approval gate returns to the orchestrator without advancing.
        if primary.get("language") == "specification":
            if not (exists(self.path("source.py")) and exists(self.path("baseline_rationale.md"))):
                copy_recorded(self.recording, "specification/source.py", self.run_dir, "source.py")
                copy_recorded(self.recording, "specification/baseline_rationale.md", self.run_dir,
                              "baseline_rationale.md")
            print("Synthesized a baseline (source.py, baseline_rationale.md); waiting for the user's approval.")
            return 0

        for phase in (self.phase_02, self.phase_03, self.phase_04, self.phase_05_06,
                      self.phase_07, self.phase_08, self.phase_09):
            stop = phase()
            if stop is not None:
                return stop
        return self.iteration(n)

    def record_dispatch(self, state):
        if not self.args.dispatch_log:
            return
        log_event(self.args.dispatch_log, {"event": "start", "target": self.args.target,
                                           "iteration_seen": state.get("iteration")})

    # ------------------------------------------------------------ once-per-run phases

    def state(self):
        return self.state_file.read()

    def phase_02(self):
        state = self.state()
        if state["primary"].get("language") != "pytorch":
            return None
        mode = state.get("reference_mode") or "llm_port"
        stem = "torchax_oracle" if mode == "torchax" else "torch_golden"
        if exists(self.path(stem + ".npz")) and exists(self.path(stem + ".json")):
            return None
        copy_recorded(self.recording, "setup/%s.npz" % stem, self.run_dir, stem + ".npz")
        copy_recorded(self.recording, "setup/%s.json" % stem, self.run_dir, stem + ".json")

        def change(s):
            s["primary"]["golden_path"] = self.path(stem + ".npz")
            s["primary"]["golden_meta_path"] = self.path(stem + ".json")
        self.set_state(change)
        return None

    def phase_03(self):
        state = self.state()
        if (state.get("reference_mode") or "llm_port") != "torchax":
            return None
        if exists(self.path("ref.jaxpr.txt")) and exists(self.path("ref.facts.json")):
            return None
        for name in ("ref.jaxpr.txt", "ref.hlo.txt", "ref.facts.json"):
            copy_recorded(self.recording, "setup/" + name, self.run_dir, name)

        def change(s):
            s["jaxpr_path"] = self.path("ref.jaxpr.txt")
            s["hlo_path"] = self.path("ref.hlo.txt")
            s["jaxpr_facts_path"] = self.path("ref.facts.json")
        self.set_state(change)
        return None

    def phase_04(self):
        state = self.state()
        language = state["primary"].get("language")
        if language == "jax" or (state.get("reference_mode") or "llm_port") == "torchax":
            return None
        brief = "cuda_context.md" if language == "cuda" else "torch_context.md"
        if exists(self.path("base.py")) and exists(self.path(brief)):
            return None
        copy_recorded(self.recording, "setup/torch_context.md", self.run_dir, brief)
        copy_recorded(self.recording, "setup/base.py", self.run_dir, "base.py")

        def change(s):
            s["primary"]["context_path"] = self.path(brief)
        self.set_state(change)
        return None

    def phase_05_06(self):
        state = self.state()
        references = state.get("references") or []
        if not references:
            return None
        if any(not ref.get("context_path") for ref in references):
            sealed = self.path("ref", ".sealed")
            if os.path.exists(sealed):
                os.unlink(sealed)
            copy_recorded(self.recording, "setup/ref/cuda_facts.json", self.run_dir, "ref/cuda_facts.json")
            copy_recorded(self.recording, "setup/ref/ref_cuda_context.md", self.run_dir, "ref/ref_cuda_context.md")

            def change(s):
                for ref in s.get("references") or []:
                    ref["facts_path"] = self.path("ref", "cuda_facts.json")
                    ref["context_path"] = self.path("ref", "ref_cuda_context.md")
            self.set_state(change)
        if not (exists(self.path("ideas_ledger.json")) and exists(self.path("reference_alignment.md"))):
            copy_recorded(self.recording, "setup/reference_alignment.md", self.run_dir, "reference_alignment.md")
            copy_recorded(self.recording, "setup/ideas_ledger.json", self.run_dir, "ideas_ledger.json")
        with open(self.path("ideas_ledger.json"), encoding="utf-8") as handle:
            trust = json.load(handle).get("reference_trust")
        open(self.path("ref", ".sealed"), "a").close()

        def record(s):
            s["reference_trust"] = trust
            s["reference_alignment_path"] = self.path("reference_alignment.md")
            s["ideas_ledger_path"] = self.path("ideas_ledger.json")
        self.set_state(record)
        return None

    def gate_failed(self, phase, report_name, report):
        write_atomically(self.path(report_name), json.dumps(report, indent=2) + "\n")

        def change(s):
            s["primary"]["port_verified"] = False
        self.set_state(change)
        log_debug(self.run_dir, "Phase %s: the baseline gate failed after 3 repair attempts (%s). "
                                "port_verified = false; the run must stop." % (phase, report_name))
        print("Phase %s gate failed; port_verified recorded as false." % phase)
        return 0

    def phase_07(self):
        state = self.state()
        if not ((state.get("reference_mode") or "llm_port") == "torchax" and state.get("emit_jnp_reference", True)):
            return None
        if state["primary"].get("port_verified") is True and exists(self.path("base.py")):
            return None
        if self.args.fail_port_gate:
            copy_recorded(self.recording, "setup/base.py", self.run_dir, "base.py")
            return self.gate_failed("0.7", "jaxpr_comparison.json", {
                "entry": "computation", "value_ok": False, "max_abs_diff": 0.0371, "structure_ok": False,
                "verdict": "divergent", "missing_operations": ["add"], "reduction_signature_match": True,
                "passed": False})
        copy_recorded(self.recording, "setup/base.py", self.run_dir, "base.py")
        copy_recorded(self.recording, "setup/jaxpr_comparison.json", self.run_dir, "jaxpr_comparison.json")

        def change(s):
            s["jnp_reference_path"] = self.path("base.py")
            s["jaxpr_comparison_path"] = self.path("jaxpr_comparison.json")
            s["primary"]["port_verified"] = True
        self.set_state(change)
        return None

    def phase_08(self):
        state = self.state()
        if not ((state.get("reference_mode") or "llm_port") == "llm_port" and state["primary"].get("golden_path")):
            return None
        if state["primary"].get("port_verified") is True and exists(self.path("port_verification.json")):
            return None
        if self.args.fail_port_gate:
            return self.gate_failed("0.8", "port_verification.json", {
                "verdict": "MISMATCH", "device": "cpu", "max_abs_diff": 0.0371, "passed": False})
        copy_recorded(self.recording, "setup/port_verification.json", self.run_dir, "port_verification.json")

        def change(s):
            s["primary"]["port_verified"] = True
            s["port_verification_path"] = self.path("port_verification.json")
        self.set_state(change)
        return None

    def phase_09(self):
        if not exists(self.path("base.py")):
            log_debug(self.run_dir, "Phase 0.9: base.py is missing; the harness cannot be built.")
            print("base.py is missing; stopping (a worker never writes one here).")
            return 1
        if exists(self.path("test_kernel.py")):
            return None
        copy_recorded(self.recording, "setup/get_inputs.py", self.run_dir, "get_inputs.py")
        copy_recorded(self.recording, "setup/test_kernel.py", self.run_dir, "test_kernel.py")
        # The smoke test binds base.py twice; the replay reads its recorded STDOUT.
        smoke = self.path("iter1", "tmp_test_run.py")
        os.makedirs(os.path.dirname(smoke), exist_ok=True)
        with open(self.path("test_kernel.py"), encoding="utf-8") as handle:
            write_atomically(smoke, handle.read() + "    check_and_time(base_computation)\n")
        with open(os.path.join(self.recording, "setup", "harness_smoke.txt"), encoding="utf-8") as handle:
            numbers = parse_harness(handle.read())
        os.unlink(smoke)

        def change(s):
            if s.get("base_time_ms") is None:
                s["base_time_ms"] = numbers["base_time_ms"]
        self.set_state(change)
        return None

    # ------------------------------------------------------------ phases 1 to 6

    def iteration(self, n):
        recorded = os.path.join(self.recording, "iter%d" % n)
        if not os.path.isdir(recorded):
            print("The recording has no iteration %d; it holds fewer iterations than max_iterations." % n)
            return 1
        it = "iter%d" % n
        # Phase 1: plan + implement.
        copy_recorded(self.recording, it + "/kernel_plan.md", self.run_dir)
        copy_recorded(self.recording, it + "/optimized.py", self.run_dir)
        with open(self.path(it, "kernel_plan.md"), encoding="utf-8") as handle:
            choice = re.search(r"^\W*Optimization Base Choice:\W*(base|iter\d+)\b", handle.read(), re.M)
        entry = {"iteration": n, "compile_ok": False, "test_ok": False, "base_time_ms": None,
                 "optimized_time_ms": None, "speedup": None,
                 "base_choice": choice.group(1) if choice else "unknown",
                 "kernel_plan": self.path(it, "kernel_plan.md"), "optimized_kernel": self.path(it, "optimized.py"),
                 "profile_summary": None, "autotune_summary": None}

        # Phase 2: compile (6 attempts in the real worker; the recording knows how it ended).
        errors = os.path.join(recorded, "compile_errors.txt")
        if os.path.exists(errors):
            with open(errors, encoding="utf-8") as handle:
                log_debug(self.run_dir, "Iteration %d, Phase 2: compilation failed.\n\n```\n%s```" % (n, handle.read()))
            return self.commit(n, entry)
        entry["compile_ok"] = True

        # Phase 3: test. Numbers come only from the harness lines.
        with open(self.path("test_kernel.py"), encoding="utf-8") as handle:
            harness = handle.read()
        write_atomically(self.path(it, "test_run.py"),
                         harness + "    opt = _load(open(__file__.replace('test_run.py', 'optimized.py')).read(), "
                                   "'optimized')['computation']\n    check_and_time(opt)\n\n\n"
                                   "if __name__ == '__main__':\n    main()\n")
        if n in (self.args.fail_iteration or []):
            stdout = ("Mismatch in output tensor 0 for input config 0: max abs diff 0.4142\n"
                      "CORRECTNESS: False\n")
        else:
            with open(os.path.join(recorded, "harness_stdout.txt"), encoding="utf-8") as handle:
                stdout = handle.read()
        numbers = parse_harness(stdout)
        if not numbers["correct"]:
            log_debug(self.run_dir, "Iteration %d, Phase 3: CORRECTNESS: False.\n\n```\n%s```" % (n, stdout))
            return self.commit(n, entry)
        entry.update(test_ok=True, base_time_ms=numbers["base_time_ms"],
                     optimized_time_ms=numbers["optimized_time_ms"], speedup=numbers["speedup"])
        reference = self.state().get("base_time_ms")
        if reference and numbers["base_time_ms"] is not None:
            drift = abs(numbers["base_time_ms"] - reference) / reference
            if drift > 0.10:
                log_debug(self.run_dir, "Iteration %d: base time drifted %.1f%% (%.6f ms vs %.6f ms)."
                          % (n, drift * 100, numbers["base_time_ms"], reference))

        # Phase 4: autotune.
        entry["autotune_summary"] = self.autotune(n, recorded)
        # Phase 5: profile.
        entry["profile_summary"] = self.profile(n, recorded)
        return self.commit(n, entry)

    def autotune(self, n, recorded):
        it = "iter%d" % n
        spec_path = copy_recorded(self.recording, it + "/autotune_spec.json", self.run_dir)
        with open(spec_path, encoding="utf-8") as handle:
            spec = json.load(handle)
        with open(self.path("test_kernel.py"), encoding="utf-8") as handle:
            harness = handle.read()
        write_atomically(self.path(it, "autotune_template.py"), spec["code_template"])
        write_atomically(self.path(it, "autotune_full_template.py"), harness + "    pass\n" + spec["code_template"])
        payload = {"code_template": spec["code_template"], "search_space": spec["search_space"],
                   "timeout": 120, "total_timeout": 1800, "dependencies": {}}
        write_atomically(self.path(it, "autotune_payload.json"), json.dumps(payload, indent=2) + "\n")
        with open(os.path.join(recorded, "autotune_results.json"), encoding="utf-8") as handle:
            raw = json.load(handle)
        write_atomically(self.path(it, "autotune_results.json"), json.dumps(raw, indent=2) + "\n")
        reduced = select_best_config(raw)
        if reduced is None:
            status, best, latency, applied = "FAILED (no correct trial)", "none", "n/a", "no"
        else:
            write_atomically(self.path(it, "autotune_results.json"), json.dumps(reduced, indent=2) + "\n")
            write_atomically(self.path(it, "optimized.py"), apply_best_config(spec["code_template"], reduced["best_config"]))
            status = "SUCCESS"
            best = ", ".join("%s=%s" % kv for kv in reduced["best_config"].items())
            latency = "%.6f" % reduced["best_time_ms"]
            applied = self.path(it, "optimized.py")
        summary = ("# Autotune summary, iteration %d\n\n- Status: %s\n- Best Configuration: %s\n"
                   "- Latency (ms): %s\n- Applied to File: %s\n- Trials: %d\n"
                   % (n, status, best, latency, applied, len(raw.get("all_results", []))))
        write_atomically(self.path(it, "autotune_summary.md"), summary)
        return self.path(it, "autotune_summary.md")

    def profile(self, n, recorded):
        it = "iter%d" % n
        copy_recorded(self.recording, it + "/profile_kernel.py", self.run_dir)
        os.makedirs(self.path(it, "profile"), exist_ok=True)
        copy_recorded(self.recording, it + "/profile_summary.md", self.run_dir)
        updates_path = os.path.join(recorded, "ledger_update.json")
        ledger_path = self.path("ideas_ledger.json")
        if os.path.exists(updates_path) and exists(ledger_path):
            with open(updates_path, encoding="utf-8") as handle:
                updates = json.load(handle)
            with open(ledger_path, encoding="utf-8") as handle:
                ledger = json.load(handle)
            ideas = {idea["id"]: idea for idea in ledger.get("ideas", [])}
            for update in updates:
                idea = ideas.get(update["id"])
                if idea is None:
                    continue
                idea["status"] = update["status"]
                for key in ("adopted_in", "verdict_evidence"):
                    if key in update:
                        idea[key] = update[key]
                idea.setdefault("history", []).append({"status": update["status"], "iteration": n})
            write_atomically(ledger_path, json.dumps(ledger, indent=2) + "\n")
        return self.path(it, "profile_summary.md")

    def commit(self, n, entry):
        if self.args.delay:
            time.sleep(self.args.delay)
        if n in (self.args.unchanged_iteration or []):
            # The fault: all work done, nothing committed, and a confident report anyway.
            print("Iteration %d complete; all artifacts written and state.json updated." % n)
            return 0

        def change(state):
            if int(state.get("iteration", 0)) != n - 1:
                raise RuntimeError("state.json moved to iteration %s while this worker ran"
                                   % state.get("iteration"))
            state["iteration"] = n
            state.setdefault("history", []).append(entry)
            # Best-so-far (Phase 6 step 4): compiled, correct, timed; strictly faster; tie keeps.
            if entry["compile_ok"] and entry["test_ok"] and entry["optimized_time_ms"] is not None:
                best = state.get("best_optimized_time")
                if best is None or entry["optimized_time_ms"] < best:
                    state["best_optimized_time"] = entry["optimized_time_ms"]
                    state["best_speedup"] = entry["speedup"]
                    state["best_code_path"] = self.path("iter%d" % n, "optimized.py")
        self.set_state(change)
        print("Iteration %d committed (compile_ok=%s, test_ok=%s)." % (n, entry["compile_ok"], entry["test_ok"]))
        return 0


def log_event(path, fields):
    """One JSON line per dispatch start and end, for tests that check dispatches never overlap."""
    if not path:
        return
    line = dict(fields, time=time.time(), pid=os.getpid())
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(line) + "\n")


def cancel_jobs(run_dir):
    log_debug(run_dir, "cancel_job: the replay worker runs no TPU jobs; nothing to cancel.")
    print("No TPU jobs to cancel (replay).")
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description="Replay one iteration of a recorded MaxKernel run.")
    parser.add_argument("--run-dir", required=True)
    parser.add_argument("--target", type=int, help="the iteration the orchestrator expects (iteration + 1)")
    parser.add_argument("--recording", default=DEFAULT_RECORDING)
    parser.add_argument("--fail-iteration", type=int, action="append")
    parser.add_argument("--unchanged-iteration", type=int, action="append")
    parser.add_argument("--fail-port-gate", action="store_true")
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--dispatch-log")
    parser.add_argument("--cancel-jobs", action="store_true")
    args = parser.parse_args(argv)
    if args.cancel_jobs:
        return cancel_jobs(os.path.abspath(args.run_dir))
    try:
        return Replay(args).run()
    finally:
        log_event(args.dispatch_log, {"event": "end", "target": args.target})


if __name__ == "__main__":
    sys.exit(main())
