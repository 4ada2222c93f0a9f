#pragma once

#include <QString>

namespace twb::test {

// The source tree (TWB_SOURCE_DIR, set by CTest).
QString sourceDir();
// The tpuwb binary under test (TWB_TPUWB, set by CTest).
QString tpuwbBinary();
// Debian's /usr/bin/python3 (which has python3-torch); a python3 earlier on PATH may lack it.
QString systemPython();
// Empty when systemPython() imports `modules` (as in Python: "torch, sentencepiece"); else a
// message naming the Debian packages to install (scripts/install-deps.sh installs them all).
QString missingPythonModules(const QString &modules);
// Folder for artifacts a test leaves for people to look at (PNG grabs): <build>/test-artifacts.
QString artifactsDir();

} // namespace twb::test
