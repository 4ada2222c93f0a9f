#pragma once

#include "widgets/common/guarded_application.h"

#include <QtTest>

// QTEST_MAIN for widget tests: the same main (initMain, test name, source path, 96 dpi, no
// keypad navigation), but under GuardedApplication, so that a disk read on the GUI thread during
// event delivery (a click, a timer, a queued slot) aborts the test with its call site. The
// test functions themselves run outside event delivery: their own set-up reads are allowed.
// TWB_IO_GUARD (off|warn|abort, set by tests/CMakeLists.txt) overrides the mode.
#define TWB_WIDGET_TEST_MAIN(TestObject)                                                           \
    QTEST_MAIN_WRAPPER(TestObject,                                                                 \
                       twb::GuardedApplication app(argc, argv, twb::IoGuard::Mode::Abort);         \
                       app.setAttribute(Qt::AA_Use96Dpi, true); QTEST_DISABLE_KEYPAD_NAVIGATION)
