"""What the line-based convention checks share (check_run_folder_names.py,
check_session_services.py): the C++ sources under their folders, the self-test that plants
breaches and look-alikes in a copy of those folders and checks that exactly the breaches are
reported on their lines, and the command line (ROOT, or --self-test ROOT)."""
import os
import shutil
import tempfile

# What a copy of the source folders leaves out: no check reads them.
NOT_SOURCES = shutil.ignore_patterns("*.ts", "*.qm", "*.png", "*.svg", "*.json", "*.py")


def sources(root, tops):
    """Every .h and .cpp under ROOT's folders `tops`, in a stable order."""
    for top in tops:
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith((".h", ".cpp")):
                    yield os.path.join(dirpath, name)


def self_test(root, tops, check, planted, script):
    """Failures (empty when the check works): `check` is clean on a copy of ROOT's `tops`, and
    after planting `planted` ({relative path: (text, line of its breach or None for a
    look-alike)}, each file after a first comment line) it reports each breach on its line and
    nothing else."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for top in tops:
            shutil.copytree(os.path.join(root, top), os.path.join(tmp, top), ignore=NOT_SOURCES)
        clean = check(tmp)
        if clean:
            failures.append("the copy breaks the rule before anything is planted:\n  " + "\n  ".join(clean))
        for rel, (text, _) in planted.items():
            with open(os.path.join(tmp, rel), "w", encoding="utf-8") as f:
                f.write(f"// planted by {script} --self-test\n" + text)
        found = check(tmp)
        expected = {rel: line for rel, (_, line) in planted.items() if line}
        for rel, line in expected.items():
            if not any(b.startswith(f"{rel}:{line}: ") for b in found):
                failures.append(f"the planted {rel}:{line} was not reported; reported:\n  " + "\n  ".join(found))
        if len(found) != len(expected):
            failures.append(f"{len(found)} breaches reported for {len(expected)} planted:\n  " + "\n  ".join(found))
    return failures


def main(argv, usage, name, check, run_self_test, clean_text):
    """The command line: ROOT prints each breach and exits 1 on any; --self-test ROOT runs
    `run_self_test(ROOT)`; anything else prints `usage` and exits 2."""
    if len(argv) == 3 and argv[1] == "--self-test":
        failures = run_self_test(argv[2])
        for failure in failures:
            print(failure)
        print(f"{name} self-test: " + ("FAILED" if failures else "every planted breach was found, and nothing else"))
        return 1 if failures else 0
    if len(argv) != 2:
        print(usage)
        return 2
    breaches = check(argv[1])
    for breach in breaches:
        print(breach)
    print(f"{name}: {len(breaches)} breach(es)" if breaches else f"{name}: {clean_text}")
    return 1 if breaches else 0
