#include "core/util/number_format.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Drops trailing zeros of the fraction (and a bare decimal point), leaving an exponent alone.
QString trimmed(QString text, const QLocale &locale)
{
    const QString point = locale.decimalPoint();
    const QString exponent = locale.exponential();
    qsizetype end = text.indexOf(exponent, 0, Qt::CaseInsensitive);
    QString tail = end >= 0 ? text.mid(end) : QString();
    // "e-04" -> "e-4", as people write a learning rate.
    const qsizetype digitsAt = exponent.size() + 1;
    while (tail.size() > digitsAt + 1 && tail.mid(digitsAt, 1) == locale.zeroDigit())
        tail.remove(digitsAt, 1);
    if (end >= 0)
        text.truncate(end);
    if (text.contains(point)) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(locale.zeroDigit().size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text + tail;
}

} // namespace

QString NumberFormat::significant(double value, int digits, const QLocale &locale)
{
    if (std::isnan(value))
        return u"NaN"_s;
    if (std::isinf(value))
        return value > 0 ? u"inf"_s : u"-inf"_s;
    digits = std::clamp(digits, 1, 17);
    if (value == 0)
        return locale.toString(0);
    const double magnitude = std::abs(value);
    if (magnitude >= 1e-3 && magnitude < 1e6) {
        const int integerDigits = int(std::floor(std::log10(magnitude))) + 1;
        const int decimals = std::max(0, digits - integerDigits);
        QString text = locale.toString(value, 'f', decimals);
        // Rounding may carry into a new digit (9.9996 -> 10.000): one decimal too many, trimmed.
        return trimmed(text, locale);
    }
    return trimmed(locale.toString(value, 'e', digits - 1), locale);
}

int NumberFormat::digitsToTellApart(const std::vector<double> &values, int minDigits, int maxDigits)
{
    std::set<double> distinct;
    for (double v : values)
        if (std::isfinite(v))
            distinct.insert(v);
    for (int digits = minDigits; digits < maxDigits; ++digits) {
        std::set<QString> texts;
        for (double v : distinct)
            texts.insert(significant(v, digits));
        if (texts.size() == distinct.size())
            return digits;
    }
    return maxDigits;
}

} // namespace twb
