#pragma once

#include <QByteArray>
#include <QString>

namespace twb::test {

// Data rows of JSON files no reader may crash on, for a reader test's _data() function:
// columns `text` (the file's bytes) and `position` (what its error must say, "line 1, column
// 7"). Every JSON reader (registry, experiment, ablation, job, state.json, run record) is
// tested with the same rows: a number beyond double range, 100,000 levels of nesting, a file
// cut short, invalid UTF-8, a NUL byte, and the crashes the fuzzers found (docs/robustness.md).
void addHostileJsonRows();

} // namespace twb::test
