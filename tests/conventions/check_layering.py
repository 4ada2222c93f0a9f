#!/usr/bin/env python3
"""The include rules of docs/architecture.md, checked (ctest: layering, layering_self_test).

- core/ includes nothing of widgets/ or app/; widgets/ nothing of app/.
- A core folder includes only core/util, itself, the folders its row of the "Core folders"
  table in docs/architecture.md names ("the folders above": every folder above it) and what
  those may include; every named folder stands above it in the table, and every core folder
  has a row.
- A panel folder of widgets/ includes only widgets/common and itself: never another panel
  nor widgets/main (navigation goes through MainWindow's signals); widgets/common includes
  no panel.

Usage: check_layering.py ROOT            prints each breach as FILE:LINE: what; exit 1 on any
       check_layering.py --self-test ROOT plants breaches in a copy of ROOT's sources and
                                          checks that each is found (and the copy is clean
                                          without them)
"""
import os
import re
import shutil
import sys
import tempfile

import planted_check

INCLUDE = re.compile(r'^\s*#\s*include\s+"(core|widgets|app)/([A-Za-z0-9_]+)/', re.M)
TABLE_ROW = re.compile(r'^\|\s*`([a-z_]+)/`\s*\|([^|]*)\|', re.M)
SHARED_WIDGETS = {"common"}
TOP_WIDGETS = {"main"}


def core_table(root):
    """[(folder, allowed includes)] in the table's order, from docs/architecture.md."""
    with open(os.path.join(root, "docs", "architecture.md"), encoding="utf-8") as f:
        text = f.read()
    start = text.find("### Core folders")
    if start < 0:
        raise SystemExit("docs/architecture.md has no \"### Core folders\" section")
    end = text.find("\n### ", start + 1)
    rows, above = [], []
    for folder, cell in TABLE_ROW.findall(text[start:end if end > 0 else len(text)]):
        cell = cell.strip()
        if cell == "the folders above":
            allowed = set(above)
        else:
            allowed = {name.strip() for name in cell.split(",") if name.strip() not in ("", "-")}
        rows.append((folder, allowed, set(above)))
        above.append(folder)
    # A folder may include what the folders it names include (the table names direct layers).
    closed = {}
    for folder, allowed, above_it in rows:
        reach = set(allowed)
        for name in allowed:
            reach |= closed.get(name, set())
        closed[folder] = reach
    return [(folder, closed[folder], above_it) for folder, _, above_it in rows]


def sources(root, top):
    for dirpath, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if name.endswith((".h", ".cpp")):
                yield os.path.join(dirpath, name)


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    for m in INCLUDE.finditer(text):
        yield text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)


def check(root):
    breaches = []
    rows = core_table(root)
    table = {folder: (allowed, above) for folder, allowed, above in rows}
    for folder, (allowed, above) in table.items():
        for name in sorted(allowed - above):
            breaches.append(f"docs/architecture.md: core/{folder}/ may include core/{name}/, which is not above it "
                            "in the table: the folders' order has a cycle")
    core_dir = os.path.join(root, "core")
    for folder in sorted(os.listdir(core_dir)):
        if os.path.isdir(os.path.join(core_dir, folder)) and folder not in table and folder != "util":
            breaches.append(f"core/{folder}/: no row in docs/architecture.md's \"Core folders\" table; add one "
                            "with what it includes")

    for path in sources(root, "core"):
        rel = os.path.relpath(path, root)
        folder = rel.split(os.sep)[1]
        allowed, _ = table.get(folder, (set(), set()))
        for line, top, name in includes(path):
            if top != "core":
                breaches.append(f"{rel}:{line}: core includes {top}/{name}/ (core has no widgets and no app)")
            elif name not in allowed and name not in ("util", folder):
                breaches.append(f"{rel}:{line}: core/{folder}/ includes core/{name}/, which its row in "
                                "docs/architecture.md does not allow")

    for path in sources(root, "widgets"):
        rel = os.path.relpath(path, root)
        parts = rel.split(os.sep)
        folder = parts[1] if len(parts) > 2 else ""
        for line, top, name in includes(path):
            if top == "app":
                breaches.append(f"{rel}:{line}: widgets include app/{name}/")
            elif top == "widgets" and name != folder and folder not in TOP_WIDGETS:
                if name in TOP_WIDGETS:
                    breaches.append(f"{rel}:{line}: widgets/{folder}/ includes the main window's folder "
                                    f"widgets/{name}/ (emit a request signal instead)")
                elif name not in SHARED_WIDGETS:
                    breaches.append(f"{rel}:{line}: widgets/{folder}/ includes another panel, widgets/{name}/ "
                                    "(move what both use to widgets/common/, or go through MainWindow)")
    return breaches


def self_test(root):
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for top in ("core", "widgets", "app"):
            shutil.copytree(os.path.join(root, top), os.path.join(tmp, top),
                            ignore=shutil.ignore_patterns("*.ts", "*.qm", "*.png", "*.svg", "*.json", "*.py"))
        os.makedirs(os.path.join(tmp, "docs"))
        shutil.copy(os.path.join(root, "docs", "architecture.md"), os.path.join(tmp, "docs"))
        clean = check(tmp)
        if clean:
            failures.append("the copy breaks the rules before anything is planted:\n  " + "\n  ".join(clean))
        planted = {
            "core/runs/planted_back_include.cpp": ('#include "widgets/monitor/monitor_panel.h"\n',
                                                    "core includes widgets/monitor/"),
            "core/util/planted_upward.cpp": ('#include "core/services/run_service.h"\n',
                                             "core/util/ includes core/services/"),
            "widgets/compare/planted_panel.cpp": ('#include "widgets/monitor/monitor_panel.h"\n',
                                                  "widgets/compare/ includes another panel"),
            "widgets/mesh/planted_main.cpp": ('#include "widgets/main/main_window.h"\n',
                                              "widgets/mesh/ includes the main window's folder"),
            "widgets/common/planted_app.cpp": ('#include "app/cli/cli_context.h"\n', "widgets include app/cli/"),
        }
        for rel, (text, _) in planted.items():
            with open(os.path.join(tmp, rel), "w", encoding="utf-8") as f:
                f.write("// planted by check_layering.py --self-test\n" + text)
        found = check(tmp)
        for rel, (_, expected) in planted.items():
            if not any(b.startswith(rel + ":2: ") and expected in b for b in found):
                failures.append(f"the planted {rel} ({expected}) was not reported; reported:\n  " + "\n  ".join(found))
        if len(found) != len(planted):
            failures.append(f"{len(found)} breaches reported for {len(planted)} planted:\n  " + "\n  ".join(found))
    return failures


def main(argv):
    return planted_check.main(argv, __doc__, "layering", check, self_test, "the include rules hold")

if __name__ == "__main__":
    sys.exit(main(sys.argv))
