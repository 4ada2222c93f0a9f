#pragma once

#include <cstddef>
#include <vector>

namespace twb {

// Mean, sample standard deviation and the 95% confidence interval of the mean over the seeds
// of one cell (Student's t with n-1 degrees of freedom: with 3 seeds the half-width is
// 4.30 x std / sqrt(3), which is why one seed more matters). Non-finite values (a diverged
// seed) are counted apart and left out, so one NaN does not hide the other seeds; a view shows
// the count next to the numbers.
struct SeedStatistics
{
    int count = 0;     // finite values used
    int nonFinite = 0; // NaN or Infinity values left out
    double mean = 0;
    double std = 0;    // sample standard deviation (n - 1); 0 for one value, never shown then
    double ciHalfWidth = 0; // 95% CI of the mean is mean +- ciHalfWidth; 0 for one value

    static SeedStatistics of(const std::vector<double> &values);

    bool hasValue() const { return count > 0; }
    // One seed says nothing about the spread: a view shows "one seed: no spread", not a std
    // of 0 or a zero-width interval that would read as "no noise".
    bool hasSpread() const { return count > 1; }
    double ciLow() const { return mean - ciHalfWidth; }
    double ciHigh() const { return mean + ciHalfWidth; }

    // The p quantile of Student's t with df degrees of freedom (0.975 for a two-sided 95%
    // interval, 0.8 for 80% power), computed from the t distribution's CDF to ~1e-12 rather
    // than read from rounded tables; 0 for df < 1 or p outside (0, 1).
    static double tQuantile(double p, int degreesOfFreedom);
};

} // namespace twb
