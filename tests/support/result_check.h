#pragma once

#include <QtTest>

// QVERIFY for a twb::Result: fails with the error's message. (QVERIFY2 evaluates its message
// even on success, and error() of a Result that holds a value is undefined behaviour.)
#define TWB_VERIFY_RESULT(expression)                                                          \
    do {                                                                                       \
        const auto &twbResult_ = (expression);                                                 \
        QVERIFY2(twbResult_.has_value(),                                                       \
                 twbResult_.has_value() ? "" : qPrintable(twbResult_.error().message));        \
    } while (false)
