#include "core/ablation/seed_statistics.h"

#include <cmath>

namespace twb {

double SeedStatistics::tQuantile975(int df)
{
    static constexpr double kTable[] = {12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060,
                                        2.2622,  2.2281, 2.2010, 2.1788, 2.1604, 2.1448, 2.1314, 2.1199,
                                        2.1098,  2.1009, 2.0930, 2.0860, 2.0796, 2.0739, 2.0687, 2.0639,
                                        2.0595,  2.0555, 2.0518, 2.0484, 2.0452, 2.0423};
    if (df < 1)
        return 0;
    if (df <= 30)
        return kTable[df - 1];
    const double z = 1.959963984540054;
    const double n = df;
    return z + (z * z * z + z) / (4 * n) + (5 * std::pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * n * n);
}

SeedStatistics SeedStatistics::of(const std::vector<double> &values)
{
    SeedStatistics s;
    double sum = 0;
    for (double v : values) {
        if (!std::isfinite(v)) {
            ++s.nonFinite;
            continue;
        }
        ++s.count;
        sum += v;
    }
    if (s.count == 0)
        return s;
    s.mean = sum / s.count;
    if (s.count < 2)
        return s;
    double squares = 0;
    for (double v : values)
        if (std::isfinite(v))
            squares += (v - s.mean) * (v - s.mean);
    s.std = std::sqrt(squares / (s.count - 1));
    s.ciHalfWidth = tQuantile975(s.count - 1) * s.std / std::sqrt(double(s.count));
    return s;
}

} // namespace twb
