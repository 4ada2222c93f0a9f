#!/usr/bin/env python3
"""No `run.json` spelled outside the run-folder code (docs/architecture.md, "Services").

A string literal of core/, widgets/ or app/ C++ sources whose text is the record's file name
(`"run.json"`, or a path that ends in `/run.json`) is a breach, unless it is in
core/runs/run_folder.* or core/runs/run_record_store.*: everything else asks RunFolder
(`recordFile()`, `recordName()`, `hasRecord()`, `readRecord()`) or RunRecordStore. Comments do
not count, nor do messages that mention run.json in a sentence.

Usage: check_run_folder_names.py ROOT             prints each breach as FILE:LINE: what; exit 1 on any
       check_run_folder_names.py --self-test ROOT plants breaches (and look-alikes that are not)
                                                  in a copy of ROOT's sources and checks that
                                                  exactly the breaches are found
"""
import os
import re
import sys

import planted_check

TOPS = ("core", "widgets", "app")
ALLOWED = re.compile(r"^core/runs/(run_folder|run_record_store)\.(h|cpp)$")
RECORD_PATH = re.compile(r"(^|/)run\.json$")
RAW_OPEN = re.compile(r'R"([^()\\ ]{0,16})\(')


def literals(text):
    """(line, text) of each string literal in C++ source `text`, comments skipped."""
    i, n, line = 0, len(text), 1
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
        elif c == "R" and RAW_OPEN.match(text, i):
            m = RAW_OPEN.match(text, i)
            close = ")" + m.group(1) + '"'
            end = text.find(close, m.end())
            end = n if end < 0 else end
            yield line, text[m.end():end]
            line += text.count("\n", i, end)
            i = end + len(close)
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            if c == '"':
                yield line, text[i + 1:j]
            i = j + 1
        elif c.isalnum() or c == "_":
            # A whole identifier or number, so that a digit separator (1'000) opens no character
            # literal; a prefix (u8"...", uR"(...)") stops before its quote or its R.
            j = i + 1
            while j < n and (text[j].isalnum() or text[j] == "_" or (c.isdigit() and text[j] == "'")):
                j += 1
            i = j - 1 if text[j - 1] == "R" and RAW_OPEN.match(text, j - 1) else j
        else:
            i += 1




def check(root):
    breaches = []
    for path in planted_check.sources(root, TOPS):
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        if ALLOWED.match(rel):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for line, literal in literals(text):
            if RECORD_PATH.search(literal):
                breaches.append(f'{rel}:{line}: "{literal}" spells the run record\'s file name; ask RunFolder '
                                "(recordFile, recordName, hasRecord, readRecord) or RunRecordStore")
    return breaches


def self_test(root):
    # Each file: its text after a first comment line, and the line a breach must be reported
    # on (None: a look-alike that must not be reported).
    planted = {
        "core/metrics/planted_name.cpp": ('const auto f = u"run.json"_s;\n', 2),
        "core/ablation/planted_path.cpp": ('const QString p = dir + QStringLiteral("/run.json");\n', 2),
        "widgets/compare/planted_raw.cpp": ('// a comment first: "run.json"\nconst char *p = R"(runs/x/run.json)";\n',
                                            3),
        "app/cli/planted_latin1.cpp": ('auto p = QLatin1String("run.json");\n', 2),
        "core/services/planted_comment.cpp": ('// reads "run.json" of each run\n/* and "run.json" here */\nint x;\n',
                                              None),
        "widgets/monitor/planted_message.cpp": ('auto m = tr("The run failed (run.json); open it.");\n'
                                                'auto n = u".run.json.lock"_s; char q = \'"\';\n', None),
    }
    return planted_check.self_test(root, TOPS, check, planted, "check_run_folder_names.py")


def main(argv):
    return planted_check.main(argv, __doc__, "run folder names", check, self_test,
                              "run.json is spelled only in the run-folder code")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
