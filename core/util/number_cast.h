#pragma once

#include <cmath>
#include <concepts>
#include <limits>

namespace twb {

// A double as an integer, clamped to the integer's range, NaN as 0. A plain cast of a value
// outside the range is undefined behaviour, and files and streams carry such values
// (`"step": 1e300`, `"iteration": -Infinity`).
template <std::integral Int>
constexpr Int saturatingCast(double value) noexcept
{
    if (std::isnan(value))
        return 0;
    // For 64-bit types these round to +-2^63, just outside the range: the compare is exact.
    constexpr double lowest = double(std::numeric_limits<Int>::lowest());
    constexpr double highest = double(std::numeric_limits<Int>::max());
    if (value <= lowest)
        return std::numeric_limits<Int>::lowest();
    if (value >= highest)
        return std::numeric_limits<Int>::max();
    return Int(value);
}

} // namespace twb
