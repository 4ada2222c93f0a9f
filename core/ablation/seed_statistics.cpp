#include "core/ablation/seed_statistics.h"

#include <cmath>
#include <numbers>

namespace twb {

namespace {

// The regularized incomplete beta function I_x(a, b) by its continued fraction (Lentz), the
// form that converges for x < (a + 1) / (a + b + 2); the other side by symmetry.
double betaContinuedFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (std::fabs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 300; ++m) {
        for (const double numerator : {m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                                       -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))}) {
            d = 1 + numerator * d;
            d = 1 / (std::fabs(d) < tiny ? tiny : d);
            c = 1 + numerator / c;
            c = std::fabs(c) < tiny ? tiny : c;
            h *= d * c;
        }
        if (std::fabs(d * c - 1) < 1e-15)
            break;
    }
    return h;
}

double incompleteBeta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const double front =
        std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1 - front * betaContinuedFraction(b, a, 1 - x) / b;
}

// P(T > t) for t >= 0, Student's t with df degrees of freedom.
double upperTail(double t, double df)
{
    return 0.5 * incompleteBeta(df / 2, 0.5, df / (df + t * t));
}

} // namespace

double SeedStatistics::tQuantile(double p, int df)
{
    if (df < 1 || !(p > 0 && p < 1))
        return 0;
    if (p < 0.5)
        return -tQuantile(1 - p, df);
    const double tail = 1 - p;
    if (df == 1)
        return std::tan(std::numbers::pi * (p - 0.5));
    if (df == 2)
        return (2 * p - 1) / std::sqrt(2 * p * (1 - p));
    // The upper tail falls as t grows: bracket the quantile, then bisect it to double precision.
    double low = 0;
    double high = 1;
    while (upperTail(high, df) > tail && high < 1e12)
        low = high, high *= 2;
    for (int i = 0; i < 200 && high - low > 1e-13 * high; ++i) {
        const double mid = (low + high) / 2;
        (upperTail(mid, df) > tail ? low : high) = mid;
    }
    return (low + high) / 2;
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
    s.ciHalfWidth = tQuantile(0.975, s.count - 1) * s.std / std::sqrt(double(s.count));
    return s;
}

} // namespace twb
