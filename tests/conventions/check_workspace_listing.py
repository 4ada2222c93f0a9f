#!/usr/bin/env python3
"""WorkspaceIndex is the only lister (docs/architecture.md, "Services"): widgets/ and app/gui
never list a folder themselves. They take the index's snapshot (experiments, runs, ablations,
kernel runs) and follow its change signals, so no panel needs a Refresh button or a timer to
notice what tpuwb, another panel or another window wrote. Listing a folder that is not the
workspace's (a project's files, a dataset) belongs in core, off the GUI thread.

A breach is a call that lists a directory in a C++ source of widgets/ or app/gui:
`entryList(`, `entryInfoList(`, `QDirIterator`, `directory_iterator`, `RunSet::runDirsIn(`.
Mentions in comments and strings are fine.

Usage: check_workspace_listing.py ROOT             prints each breach as FILE:LINE: what; exit 1 on any
       check_workspace_listing.py --self-test ROOT plants breaches (and look-alikes that are not)
                                                   in a copy of ROOT's sources and checks that
                                                   exactly the breaches are found
"""
import os
import re
import sys

import planted_check
from check_session_services import strip

TOPS = ("widgets", "app/gui")
LISTINGS = re.compile(r"\b(entryList|entryInfoList)\s*\(|\b(QDirIterator)\b|\b(recursive_)?(directory_iterator)\b"
                      r"|\b(runDirsIn)\s*\(")


def check(root):
    breaches = []
    for path in planted_check.sources(root, TOPS):
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = strip(f.read()).split("\n")
        for number, line in enumerate(lines, 1):
            m = LISTINGS.search(line)
            if m:
                what = next(g for g in m.groups() if g and g != "recursive_")
                breaches.append(f"{rel}:{number}: lists a folder ({what}); take WorkspaceIndex's snapshot and "
                                "follow its signals, or list in core on the pool")
    return breaches


def self_test(root):
    planted = {
        "widgets/monitor/planted_entry_list.cpp": ("auto names = QDir(dir).entryList(QDir::Dirs);\n", 2),
        "widgets/kernel/planted_info_list.cpp": ("void f() {\n    for (auto &i : d.entryInfoList()) {}\n}\n", 3),
        "app/gui/planted_iterator.cpp": ("QDirIterator it(dir, QDirIterator::Subdirectories);\n", 2),
        "widgets/compare/planted_run_dirs.cpp": ("const QStringList dirs = RunSet::runDirsIn(runsDir);\n", 2),
        "widgets/main/planted_std.cpp": ("for (auto &e : std::filesystem::recursive_directory_iterator(p)) {}\n", 2),
        "widgets/ablation/planted_fine.cpp": ("// QDir(dir).entryList() would list it\n"
                                              "auto t = tr(\"entryList(\");\nconst QStringList &e = index.ablations();\n"
                                              "QStringList entryListing;\n", None),
    }
    return planted_check.self_test(root, TOPS, check, planted, "check_workspace_listing.py")


def main(argv):
    return planted_check.main(argv, __doc__, "workspace listing", check, self_test,
                              "widgets/ and app/gui list no folder; the workspace index does")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
