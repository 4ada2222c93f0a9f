#pragma once

#include "core/util/number_format.h"

#include <QString>

namespace twb::test {

// `text` is `value` to some significant digits between 4 and 8, as the reports print a column
// (NumberFormat::digitsToTellApart picks the count).
inline bool printedAs(double value, const QString &text)
{
    for (int digits = NumberFormat::kDefaultDigits; digits <= 8; ++digits)
        if (NumberFormat::significant(value, digits) == text)
            return true;
    return false;
}

} // namespace twb::test
