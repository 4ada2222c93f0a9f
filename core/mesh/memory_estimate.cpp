#include "core/mesh/memory_estimate.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

double MemoryEstimate::bytes(const QString &key) const
{
    for (const auto &contributor : contributors)
        if (contributor.key == key)
            return contributor.bytes;
    return 0;
}

QString MemoryEstimate::verdictText() const
{
    const QString amounts = QCoreApplication::translate("twb", "%1 of %2 (%3%)")
                                .arg(formatBytes(totalBytes), formatBytes(budgetBytes))
                                .arg(std::lround(fraction() * 100));
    return fits ? QCoreApplication::translate("twb", "fits: %1").arg(amounts)
                : QCoreApplication::translate("twb", "does not fit: %1").arg(amounts);
}

QString formatBytes(double bytes)
{
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    double value = bytes;
    while (std::abs(value) >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    const int decimals = unit == 0 ? 0 : (std::abs(value) < 10 ? 2 : 1);
    return QString::number(value, 'f', decimals) + u' ' + QLatin1StringView(units[unit]);
}

} // namespace twb
