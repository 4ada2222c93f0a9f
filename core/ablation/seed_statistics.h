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
    double std = 0;    // sample standard deviation (n - 1); 0 for one value
    double ciHalfWidth = 0; // 95% CI of the mean is mean +- ciHalfWidth; 0 for one value

    static SeedStatistics of(const std::vector<double> &values);

    bool hasValue() const { return count > 0; }
    double ciLow() const { return mean - ciHalfWidth; }
    double ciHigh() const { return mean + ciHalfWidth; }

    // The two-sided 97.5% quantile of Student's t (table to 30 degrees of freedom, then the
    // Cornish-Fisher expansion around the normal quantile, within 1e-4 of the exact value).
    static double tQuantile975(int degreesOfFreedom);
};

} // namespace twb
