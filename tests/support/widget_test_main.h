#pragma once

#include "widgets/common/guarded_application.h"

#include <QTranslator>

#include <QtTest>

// QTEST_MAIN for widget tests: the same main (initMain, test name, source path, 96 dpi, no
// keypad navigation), but under GuardedApplication, so that a disk read on the GUI thread during
// event delivery (a click, a timer, a queued slot) aborts the test with its call site. The
// test functions themselves run outside event delivery: their own set-up reads are allowed.
// TWB_IO_GUARD (off|warn|abort, set by tests/CMakeLists.txt) overrides the mode. English is
// installed as the app installs it, so "%n run(s)" reads "2 runs" as the user sees it.
namespace twb::test {
// The app's English plural forms (tpuwb_en, embedded under :/i18n); the locale stays the test's.
inline void installEnglishPlurals(QCoreApplication &app)
{
    auto *english = new QTranslator(&app);
    if (english->load(QStringLiteral("tpuwb_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(english);
}
} // namespace twb::test

#define TWB_WIDGET_TEST_MAIN(TestObject)                                                           \
    QTEST_MAIN_WRAPPER(TestObject,                                                                 \
                       twb::GuardedApplication app(argc, argv, twb::IoGuard::Mode::Abort);         \
                       app.setAttribute(Qt::AA_Use96Dpi, true);                                \
                       twb::test::installEnglishPlurals(app);                                   \
                       QTEST_DISABLE_KEYPAD_NAVIGATION)
