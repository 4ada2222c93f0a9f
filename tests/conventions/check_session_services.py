#!/usr/bin/env python3
"""No service constructed in widgets/ or app/gui outside the session (docs/architecture.md,
"Services"): WorkbenchSession (core/services) makes the one RunService, WorkspaceIndex,
SeriesStore, RunFollower and AlertDispatcher of the process, and KernelService and
MachineAccess values; panels and dialogs ask it for them.

A breach is a construction of one of those classes in a C++ source of widgets/ or app/gui:
`make_unique<X>` / `make_shared<X>`, `new X`, a variable or member of type X (by value, with or
without arguments), or a temporary `X(...)`. References, pointers and mentions in comments and
strings are fine.

Usage: check_session_services.py ROOT             prints each breach as FILE:LINE: what; exit 1 on any
       check_session_services.py --self-test ROOT plants breaches (and look-alikes that are not)
                                                  in a copy of ROOT's sources and checks that
                                                  exactly the breaches are found
"""
import os
import re
import sys

import planted_check

TOPS = ("widgets", "app/gui")
# (SeriesStore is not among them: a widget may keep its own series, e.g. a smoke test's loss
# curve; the session's store holds the followed runs'.)
SERVICES = ("RunService", "WorkspaceIndex", "RunFollower", "AlertDispatcher", "AlertMonitor", "KernelService")
# Values: a copy of the session's (`MachineAccess access = session.machineAccess();`) or an empty
# holder is fine; one made from a registry path and a profile is not.
VALUES = ("MachineAccess",)
NAMES = "|".join(SERVICES + VALUES)
SERVICE_NAMES = "|".join(SERVICES)
CONSTRUCTIONS = [
    re.compile(rf"\bmake_(?:unique|shared)<\s*(?:twb::)?({NAMES})\s*>"),
    re.compile(rf"\bnew\s+(?:twb::)?({NAMES})\b"),
    # A service by value: `RunService service(...)`, `WorkspaceIndex m_index;`, `X x{...}`
    # (not after ::, so `MachineAccess::TransportOverride` is no construction).
    re.compile(rf"(?<![\w:&*<])(?:twb::)?({SERVICE_NAMES})\s+(?!operator\b)[A-Za-z_]\w*\s*[;({{]"),
    # A value made from arguments: `MachineAccess access(path, profile)`.
    re.compile(rf"(?<![\w:&*<])(?:twb::)?({NAMES})\s+[A-Za-z_]\w*\s*[({{]\s*[^)}}\s]"),
    # A temporary: `return KernelService(...)`, `f(RunService(...))`.
    re.compile(rf"(?<![\w:~])(?:twb::)?({NAMES})\s*\((?!\s*\))"),
]


def strip(text):
    """The text with comments and string/char literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text[i] in "\"'":
            q, j = text[i], i + 1
            while j < n and text[j] != q and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(q + q)
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)




def check(root):
    breaches = []
    for path in planted_check.sources(root, TOPS):
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = strip(f.read()).split("\n")
        for number, line in enumerate(lines, 1):
            # A declaration of a function that returns the type (`MachineAccess machineAccess() const;`)
            # is no construction.
            if re.search(rf"\b({NAMES})\s+\w+\s*\([^)]*\)\s*(const\s*)?(override\s*)?[;{{]", line) and \
                    not re.search(rf"\b({NAMES})\s+\w+\s*\([^)]*[\w\"']", line):
                continue
            for pattern in CONSTRUCTIONS:
                m = pattern.search(line)
                if m:
                    breaches.append(f"{rel}:{number}: constructs a {m.group(1)}; ask the WorkbenchSession "
                                    "(runService(), workspaceIndex(), runFollower(), alerts(), kernelService(), "
                                    "machineAccess())")
                    break
    return breaches


def self_test(root):
    planted = {
        "widgets/monitor/planted_unique.cpp": ("auto s = std::make_unique<RunService>(access, dir);\n", 2),
        "widgets/compare/planted_value.cpp": ("void f() {\n    RunService service(access, runsDir);\n}\n", 3),
        "widgets/kernel/planted_temporary.cpp": ("KernelServiceFactory f = [] { return KernelService(a, d); };\n", 2),
        "widgets/main/planted_member.h": ("class P {\n    WorkspaceIndex m_index;\n};\n", 3),
        "app/gui/planted_new.cpp": ("auto *f = new twb::RunFollower(store, service);\n", 2),
        "widgets/machines/planted_access.cpp": ("MachineAccess access(path, profile);\n", 2),
        "widgets/ablation/planted_fine.cpp": ("// RunService service(access, dir);\nRunService &s = session.runService();\n"
                                              "auto t = tr(\"new RunService(x)\");\nMachineAccess::TransportOverride o;\n"
                                              "MachineAccess machineAccess() const;\nRunService *p = nullptr;\n"
                                              "const MachineAccess access = m_session.machineAccess();\n"
                                              "MachineAccess m_access;\n", None),
    }
    return planted_check.self_test(root, TOPS, check, planted, "check_session_services.py")


def main(argv):
    return planted_check.main(argv, __doc__, "session services", check, self_test,
                              "widgets/ and app/gui construct no service; the session does")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
