#pragma once

#include <QLocale>
#include <QString>

#include <vector>

namespace twb {

// Numbers for people to read (tables, reports, labels): to their significant digits, not the
// 17 of a double's repr (2.851024866104126 -> 2.851). Files meant for programs (CSV) keep the
// exact repr. The GUI passes the system QLocale (decimal comma, grouping); reports and the CLI
// use the C locale, which scripts can parse.
class NumberFormat final
{
public:
    static constexpr int kDefaultDigits = 4;

    // `digits` significant digits, trailing zeros dropped; fixed notation for magnitudes in
    // [1e-3, 1e6) (an integer part longer than `digits` is kept whole), else scientific.
    // "NaN", "inf", "-inf" for non-finite values.
    static QString significant(double value, int digits = kDefaultDigits, const QLocale &locale = QLocale::c());

    // The fewest significant digits in [minDigits, maxDigits] at which the distinct values of
    // a column stay distinct (2.8510 and 2.8512 need 5), so a table does not show two
    // different results as the same number.
    static int digitsToTellApart(const std::vector<double> &values, int minDigits = kDefaultDigits, int maxDigits = 8);
};

} // namespace twb
