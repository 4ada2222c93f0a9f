#include "core/mesh/memory_estimate.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::MemoryEstimate.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MemoryEstimate)
};
} // namespace


double MemoryEstimate::bytes(const QString &key) const
{
    for (const auto &contributor : contributors)
        if (contributor.key == key)
            return contributor.bytes;
    return 0;
}

QString MemoryEstimate::verdictText(const QLocale &locale) const
{
    const QString amounts = Tr::tr("%1 of %2 (%3%)")
                                .arg(formatBytes(totalBytes, locale), formatBytes(budgetBytes, locale))
                                .arg(std::lround(fraction() * 100));
    return fits ? Tr::tr("fits: %1").arg(amounts)
                : Tr::tr("does not fit: %1").arg(amounts);
}

QString formatBytes(double bytes, const QLocale &locale)
{
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    double value = bytes;
    while (std::abs(value) >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    // Three significant digits (72.9 GiB, 6.03 GiB, 512 MiB) and no group separator: below
    // 1024 of a unit it only made "1,000.0 MiB" out of 1000 MiB.
    const double magnitude = std::abs(value);
    const int decimals = unit == 0 || magnitude >= 99.95 ? 0 : magnitude >= 9.995 ? 1 : 2;
    QLocale plain = locale;
    plain.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return plain.toString(value, 'f', decimals) + u' ' + QLatin1StringView(units[unit]);
}

} // namespace twb
